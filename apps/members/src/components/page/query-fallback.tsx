'use client';

import { Spinner } from '@dating/ui/spinner';
import { RetryAlert } from '@/components/retry-alert/retry-alert';

export interface QueryFallbackProps {
  /** The query that has no answer yet (react-query's result fits). */
  query: { isError: boolean; refetch: () => unknown };
  /** What failed ("The profile could not be loaded."), */
  failed: string;
  /** the retry's label, */
  retry: string;
  /** and what the spinner announces while it loads (the `ui` label "Loading" when left out). */
  loading?: string;
  'data-testid'?: string;
}

/** What stands for a query's answer until it has one: a spinner, or after a failure what failed and a retry. */
export function QueryFallback({ query, failed, retry, loading, 'data-testid': testId }: QueryFallbackProps) {
  if (!query.isError) return <Spinner label={loading} />;
  return (
    <RetryAlert
      data-testid={testId}
      message={failed}
      retryLabel={retry}
      onRetry={() => void query.refetch()}
    />
  );
}
