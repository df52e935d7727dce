'use client';

import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getBrowserApi } from '@/lib/browser-api';
import { paymentsQueryKeys } from './payments-query-keys';

/** GET /api/ledger.php, page after page (keyset on the entry id). */
export function useLedger() {
  return useInfiniteQuery({
    queryKey: paymentsQueryKeys.ledger(),
    queryFn: ({ pageParam }) =>
      getBrowserApi().payments.ledger({ before: pageParam ?? undefined, limit: 50 }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before,
  });
}

/** One of the member's own entries: the page that starts right after it. */
export function useLedgerEntry(id: number) {
  return useQuery({
    queryKey: paymentsQueryKeys.ledgerEntry(id),
    queryFn: async () => {
      const page = await getBrowserApi().payments.ledger({ before: id + 1, limit: 1 });
      const entry = page.entries[0];
      return entry && entry.id === id ? entry : null;
    },
  });
}
