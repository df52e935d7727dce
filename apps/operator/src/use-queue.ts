import { useCallback, useEffect, useState } from 'react';
import { focusCard } from './api';

/**
 * One of the console's waiting lists (photos, reports, profile texts), loaded on mount in the API's order (oldest
 * first). `remove` takes a decided item out at once; the moderation queue's "Decide" focuses `focus.target` as soon
 * as the items are there. `fetch` must be a stable function (a method of the api objects).
 */
export function useQueue<T extends { id: string }>(
  fetch: () => Promise<{ items: T[]; total: number }>,
  failure: string,
  focus?: { target: string } | null,
) {
  const [items, setItems] = useState<T[] | null>(null);
  const [total, setTotal] = useState(0);
  const [status, setStatus] = useState('');

  const load = useCallback(async () => {
    try {
      const q = await fetch();
      setItems(q.items);
      setTotal(q.total);
    } catch {
      setStatus(failure);
    }
  }, [fetch, failure]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (focus && items) focusCard(focus.target);
  }, [focus, items]);

  const remove = useCallback((id: string) => {
    setItems((xs) => (xs ?? []).filter((x) => x.id !== id));
    setTotal((n) => Math.max(0, n - 1));
  }, []);

  return { items, total, status, setStatus, load, remove };
}
