/** The longest delay query `t` may ask for (10 minutes); anything else is ignored. */
export const MAX_LIKE_MODAL_DELAY_S = 600;

/** Query `t` of the like modal as milliseconds: whole or decimal seconds from 0 to 600, else null (pure). */
export function likeModalDelayMs(t: string | null): number | null {
  if (t === null || !/^\d+(\.\d+)?$/.test(t.trim())) return null;
  const seconds = Number(t);
  if (!Number.isFinite(seconds) || seconds > MAX_LIKE_MODAL_DELAY_S) return null;
  return Math.round(seconds * 1000);
}

/** The URL without query `t`, keeping every other parameter and the hash. */
export function withoutDelayParam(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete('t');
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
