import { useTranslation } from 'react-i18next';
import type { TemplateProps } from './template-props';

type Profile = TemplateProps['campaign']['profiles'][number];

/** A featured profile's name and its "age · city" line, as the templates' profile cards show them. */
export function ProfileFacts({ profile }: { profile: Profile }) {
  const { t } = useTranslation('landers');
  return (
    <>
      <h3>{profile.name}</h3>
      <p>
        {t('gallery.age', { count: profile.age })} · {profile.city}
      </p>
    </>
  );
}
