'use client';

import { Alert } from '@dating/ui/alert';
import { Button } from '@dating/ui/button';
import { useApiErrorText } from '@/hooks/use-api-error-text';

export interface RetryAlertProps {
  /** What failed ("The list could not be loaded."). */
  message: string;
  /** Why, when known: the translated API error. */
  reason?: string;
  retryLabel: string;
  onRetry: () => void;
  'data-testid'?: string;
}

/** A load that failed: the message, the reason when known, and a link-styled button to try again. */
export function RetryAlert({ message, reason, retryLabel, onRetry, 'data-testid': testId }: RetryAlertProps) {
  return (
    <Alert tone="danger" data-testid={testId}>
      {message}
      {reason === undefined ? null : ` ${reason}`}{' '}
      <Button variant="link" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}

/** A query as `QueryRetryAlert` needs it (react-query's result fits). */
export interface RetriableQuery {
  error: unknown;
  refetch: () => unknown;
}

/** A failed query: its translated API error as the reason, and a retry that refetches it. */
export function QueryRetryAlert({
  query,
  ...props
}: Omit<RetryAlertProps, 'reason' | 'onRetry'> & { query: RetriableQuery }) {
  const errorText = useApiErrorText();
  return <RetryAlert {...props} reason={errorText(query.error)} onRetry={() => void query.refetch()} />;
}
