'use client';

import { useTranslation } from '@dating/i18n/client';
import { Button } from '@dating/ui/button';
import { useToast } from '@dating/ui/toast';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { useResendActivation } from './use-resend-activation';

/** "Resend e-mail": a success toast names the address; a failure shows the translated error. */
export function ResendActivationButton({ variant = 'primary' }: { variant?: 'primary' | 'outline' }) {
  const { t } = useTranslation('signup');
  const toast = useToast();
  const resend = useResendActivation();
  const errorText = useApiErrorText();
  return (
    <Button
      type="button"
      variant={variant}
      loading={resend.isPending}
      onClick={() =>
        resend.mutate(undefined, {
          onSuccess: ({ sent_to }) =>
            toast.show({ tone: 'success', description: t('activation.resent', { email: sent_to }) }),
          onError: (error) => toast.show({ tone: 'danger', description: errorText(error) }),
        })
      }
    >
      {t('activation.resend')}
    </Button>
  );
}
