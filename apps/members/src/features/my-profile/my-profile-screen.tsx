'use client';

import { useTranslation } from '@dating/i18n/client';
import { Lead, PageContainer, PageTitle } from '@/components/page/page-container';
import { useUser } from '@/hooks/use-user';
import { Column, Layout } from './my-profile.styles';
import { MyProfileSkeleton } from './my-profile-skeleton';
import { PhotoManager } from './photo-manager';
import { ProfileEditor } from './profile-editor';
import { ProfileHero } from './profile-hero';
import { ProfileVisibility } from './profile-visibility';

/**
 * `/profile` ("My profile"), phone first: the member's main photo, name and place with a link to the profile as
 * others see it, visibility, photos, then the editor of every profile field (spec §3). From the lg breakpoint
 * the photos take the left column and the editor the right one. Skeletons of the same size while loading.
 */
export function MyProfileScreen() {
  const { t } = useTranslation('editor');
  const { t: tc } = useTranslation();
  const { data: user } = useUser();
  return (
    <PageContainer $width="wide" data-screen="myProfile" data-state={user ? 'loaded' : 'loading'}>
      <PageTitle>{tc('screens.myProfile')}</PageTitle>
      <Lead>{t('screen.lead')}</Lead>
      {user ? (
        <Layout>
          <Column>
            <ProfileHero profile={user.profile} />
            <ProfileVisibility profile={user.profile} />
            <PhotoManager user={user} />
          </Column>
          <Column>
            <ProfileEditor key={user.profile.id} user={user} />
          </Column>
        </Layout>
      ) : (
        <MyProfileSkeleton label={t('screen.loading')} />
      )}
    </PageContainer>
  );
}
