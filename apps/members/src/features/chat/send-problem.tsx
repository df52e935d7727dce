'use client';

import Link from 'next/link';
import { useTranslation } from '@dating/i18n/client';
import { Alert } from '@dating/ui/alert';
import { Button } from '@dating/ui/button';
import { InlineActions } from './chat.styles';

/**
 * Why a message cannot be sent, in the member's language, with the way out: not enough credits → "Buy
 * credits" (/credits); a free member's third conversation → the premium-only alert with "Get Premium".
 */
export function SendProblem({
  code,
  message,
  onDismiss,
}: {
  code: string | null;
  message: string;
  onDismiss?: () => void;
}) {
  const { t } = useTranslation('chat');
  const action =
    code === 'insufficient_credits' ? (
      <Button as={Link} href="/credits" size="sm" data-testid="buy-credits">
        {t('problems.buyCredits')}
      </Button>
    ) : code === 'premium_required' ? (
      <Button as={Link} href="/premium" size="sm" data-testid="get-premium">
        {t('problems.getPremium')}
      </Button>
    ) : null;
  return (
    <Alert
      tone={action ? 'warning' : 'danger'}
      onDismiss={onDismiss}
      data-testid="send-problem"
      data-code={code ?? undefined}
    >
      <p style={{ margin: 0 }}>{message}</p>
      {action ? <InlineActions>{action}</InlineActions> : null}
    </Alert>
  );
}
