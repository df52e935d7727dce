import { TRACKING_PARAMS } from '@dating/core/domain';
import type { TCampaign } from '../campaign/campaign-schema';

/**
 * The sign-up link: `/signup` on the site, carrying the visitor's tracking parameters (network, ref,
 * sub1–3 and the other names of spec §4) so the traffic source is recorded at sign-up. Values the URL
 * lacks come from the campaign's tracking defaults; nothing else from the URL is passed on.
 */
export function signupHref(search: string, campaign: Pick<TCampaign, 'siteUrl' | 'tracking'>): string {
  const incoming = new URLSearchParams(search);
  const out = new URLSearchParams();
  for (const name of TRACKING_PARAMS) {
    const value = incoming.get(name);
    if (value !== null && value !== '') out.set(name, value);
  }
  for (const [name, value] of Object.entries(campaign.tracking)) {
    if (value && !out.has(name)) out.set(name, value);
  }
  const query = out.toString();
  return `${campaign.siteUrl}/signup${query ? `?${query}` : ''}`;
}
