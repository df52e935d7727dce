import type { ElementType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FictionalIcon } from '../gallery/fictional-icon';

const Note = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.spacing[2]};
  align-items: flex-start;
  margin: 0 0 ${({ theme }) => theme.spacing[4]};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};

  svg {
    flex: none;
    margin-top: 0.15rem;
  }
`;

/** The page-level disclosure that the profiles shown are fictional (id for `aria-describedby`). */
export function FictionalNote({ id = 'fictional-disclosure' }: { id?: string }) {
  const { t } = useTranslation('landers');
  return (
    <Note id={id}>
      <FictionalIcon />
      <span>{t('fictional.disclosure')}</span>
    </Note>
  );
}

const Marker = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.spacing[1]};
  align-items: center;
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

/** The per-profile marker: the icon and the text "Fictional profile". */
export function FictionalMarker({ className }: { className?: string }) {
  const { t } = useTranslation('landers');
  return (
    <Marker className={className} data-testid="fictional-marker">
      <FictionalIcon />
      {t('fictional.badge')}
    </Marker>
  );
}

/**
 * The page-level disclosure, then the template's list of the fictional profiles it describes: one item a
 * profile, each a `card` marked `data-fictional` that holds what `children` renders for the profile.
 */
export function FictionalProfiles<P extends { name: string }>({
  list: List,
  card: Card,
  profiles,
  children,
}: {
  list: ElementType;
  card: ElementType;
  profiles: readonly P[];
  children: (profile: P, index: number) => ReactNode;
}) {
  return (
    <>
      <FictionalNote />
      <List aria-describedby="fictional-disclosure">
        {profiles.map((profile, index) => (
          <li key={`${profile.name}-${index}`}>
            <Card data-fictional="">{children(profile, index)}</Card>
          </li>
        ))}
      </List>
    </>
  );
}
