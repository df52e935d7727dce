'use client';

import { useTranslation } from '@dating/i18n/client';
import { Button } from '@dating/ui/button';
import { Actions } from '@/components/form/form.styles';

/** Skip and Continue of the optional steps; Continue submits the step's form. */
export function StepActions({ onSkip, saving }: { onSkip: () => void; saving?: boolean }) {
  const { t } = useTranslation('signup');
  return (
    <Actions>
      <Button type="button" variant="ghost" onClick={onSkip} disabled={saving}>
        {t('actions.skip')}
      </Button>
      <Button type="submit" loading={saving}>
        {t('actions.continue')}
      </Button>
    </Actions>
  );
}
