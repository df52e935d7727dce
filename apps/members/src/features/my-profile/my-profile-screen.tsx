'use client';

import { useTranslation } from '@dating/i18n/client';
import { Spinner } from '@dating/ui/spinner';
import { Lead, PageContainer, PageTitle } from '@/components/page/page-container';
import { useUser } from '@/hooks/use-user';
import { Layout } from './my-profile.styles';
import { PhotoManager } from './photo-manager';
import { ProfileEditor } from './profile-editor';
import { ProfileVisibility } from './profile-visibility';

/** `/profile` ("My profile"): visibility, photos, and the editor of every profile field (spec §3). */
export function MyProfileScreen() {
  const { t } = useTranslation('editor');
  const { t: tc } = useTranslation();
  const { data: user } = useUser();
  return (
    <PageContainer $width="wide" data-screen="myProfile" style={{ maxWidth: '52rem' }}>
      <PageTitle>{tc('screens.myProfile')}</PageTitle>
      <Lead>{t('screen.lead')}</Lead>
      {user ? (
        <Layout>
          <ProfileVisibility profile={user.profile} />
          <PhotoManager user={user} />
          <ProfileEditor key={user.profile.id} user={user} />
        </Layout>
      ) : (
        <Spinner />
      )}
    </PageContainer>
  );
}
