'use client';

import styled from 'styled-components';
import { type TPublicProfile } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { CardGrid } from '@dating/ui/card-grid';
import { CardPhoto } from '@/components/member-card/card-photo';
import { CardLink, Thumb as CardThumb, Muted } from '@/components/member-card/member-card.styles';
import { FictionalDisclosure } from '@/components/fictional-disclosure/fictional-disclosure';
import { Section } from '@/components/profile-about/profile-about.styles';

const THUMB_PX = 240;

const Card = styled.li`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.spacing[2]};

  /* The disclosure pill keeps its own width. */
  & > [data-variant='card'] {
    justify-self: start;
  }
`;

/** Square thumbnails, flush with the name below. */
const Thumb = styled(CardThumb)`
  aspect-ratio: 1;
  margin-bottom: 0;
`;

/** "Similar profiles" under the profile: cards linking to each profile, fictional ones disclosed. */
export function RelatedProfiles({ profiles }: { profiles: readonly TPublicProfile[] }) {
  const { t } = useTranslation('member');
  if (!profiles.length) return null;
  return (
    <Section aria-labelledby="related-title" data-testid="related-profiles">
      <h2 id="related-title">{t('related.title')}</h2>
      <CardGrid columns={6}>
        {profiles.map((p) => (
          <Card key={p.id} data-fictional={p.fictional ? '' : undefined}>
            <CardLink href={`/members/${encodeURIComponent(p.id)}`}>
              <Thumb>
                <CardPhoto name={p.name} image={p.main_image} width={THUMB_PX} height={THUMB_PX} />
              </Thumb>
              <strong>{t('related.nameAge', { name: p.name, age: p.age })}</strong>
              {p.city ? <Muted>{p.city}</Muted> : null}
            </CardLink>
            {p.fictional ? <FictionalDisclosure variant="card" /> : null}
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
