'use client';

import Link from 'next/link';
import styled from 'styled-components';
import { type TPublicProfile } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { Avatar } from '@dating/ui/avatar';
import { FictionalDisclosure } from './fictional-disclosure';
import { Section } from './profile-screen.styles';

const THUMB_PX = 240;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.up('xl')} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;

const Card = styled.li`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.spacing[2]};

  /* The disclosure pill keeps its own width. */
  & > [data-variant='card'] {
    justify-self: start;
  }
`;

const CardLink = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.spacing[1]};
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.md};

  &:hover strong {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRingWidth} solid ${({ theme }) => theme.colors.focus.ring};
    outline-offset: ${({ theme }) => theme.sizes.focusRingOffset};
  }
`;

const Thumb = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.neutral[100]};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const City = styled.span`
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

/** "Similar profiles" under the profile: cards linking to each profile, fictional ones disclosed. */
export function RelatedProfiles({ profiles }: { profiles: readonly TPublicProfile[] }) {
  const { t } = useTranslation('member');
  if (!profiles.length) return null;
  return (
    <Section aria-labelledby="related-title" data-testid="related-profiles">
      <h2 id="related-title">{t('related.title')}</h2>
      <Cards>
        {profiles.map((p) => (
          <Card key={p.id} data-fictional={p.fictional ? '' : undefined}>
            <CardLink href={`/members/${encodeURIComponent(p.id)}`}>
              <Thumb>
                {p.main_image ? (
                  <img
                    src={p.main_image.thumb_filename}
                    alt=""
                    width={THUMB_PX}
                    height={THUMB_PX}
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <Avatar alt="" name={p.name} size="xl" fallback="icon" aria-hidden="true" />
                )}
              </Thumb>
              <strong>{t('related.nameAge', { name: p.name, age: p.age })}</strong>
              {p.city ? <City>{p.city}</City> : null}
            </CardLink>
            {p.fictional ? <FictionalDisclosure variant="card" /> : null}
          </Card>
        ))}
      </Cards>
    </Section>
  );
}
