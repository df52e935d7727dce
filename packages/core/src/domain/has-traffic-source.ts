/**
 * A visitor has a traffic source when a tracking record with a network is stored, or the current URL
 * carries a non-empty `network` query parameter (spec §4).
 */
export function hasTrafficSource(input: {
  storedNetwork?: string | null;
  search?: string | URLSearchParams | null;
}): boolean {
  if (input.storedNetwork && input.storedNetwork.trim() !== '') return true;
  const params =
    input.search instanceof URLSearchParams ? input.search : new URLSearchParams(input.search ?? '');
  const network = params.get('network')?.replace(/[{}]/g, '').trim();
  return Boolean(network);
}
