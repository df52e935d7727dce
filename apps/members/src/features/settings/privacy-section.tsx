'use client';

import { useTranslation } from '@dating/i18n/client';
import { Alert } from '@dating/ui/alert';
import { Checkbox } from '@dating/ui/checkbox';
import { useToast } from '@dating/ui/toast';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { useUser } from '@/hooks/use-user';
import { Muted, Section } from './settings.styles';
import { useSetInvisible } from './use-set-invisible';

/**
 * Invisible mode (spec §4): a switch that saves at once. When on, the member is hidden from search and cannot
 * be liked or written to first; they can still write first themselves.
 */
export function PrivacySection() {
  const { t } = useTranslation('account');
  const { data: user } = useUser();
  const toast = useToast();
  const errorText = useApiErrorText();
  const setInvisible = useSetInvisible();

  if (!user) return null;

  const onChange = (invisible: boolean) =>
    setInvisible.mutate(invisible, {
      onSuccess: (answer) =>
        toast.show({
          id: 'invisible-mode',
          tone: 'success',
          title: t(answer.user.invisible ? 'privacy.invisible.on' : 'privacy.invisible.off'),
        }),
    });

  return (
    <Section aria-labelledby="privacy-title" data-testid="privacy-settings">
      <h2 id="privacy-title">{t('privacy.title')}</h2>
      <Muted>{t('privacy.lead')}</Muted>
      <Checkbox
        role="switch"
        name="invisible"
        label={t('privacy.invisible.label')}
        hint={t('privacy.invisible.description')}
        checked={user.invisible}
        aria-busy={setInvisible.isPending || undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      {setInvisible.isError ? (
        <Alert tone="danger" data-testid="privacy-error">
          {errorText(setInvisible.error)}
        </Alert>
      ) : null}
    </Section>
  );
}
