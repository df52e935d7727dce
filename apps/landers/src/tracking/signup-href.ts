import { TRACKING_PARAMS } from '@dating/core/domain';
import type { TCampaign } from '../campaign/campaign-schema';

/**
 * The sign-up link: `/signup` on the site, carrying the visitor's tracking parameters (network, ref,
 * sub1–3 and the other names of spec §4) so the traffic source is recorded at sign-up. Values the URL
 * lacks come from the campaign's tracking defaults; nothing else from the URL is passed on, and curly braces
 * are removed from the values as at capture.
 */
export function signupHref(search: string, campaign: Pick<TCampaign, 'siteUrl' | 'tracking'>): string {
  const incoming = new URLSearchParams(search);
  const out = new URLSearchParams();
  for (const name of TRACKING_PARAMS) {
    // Curly braces are removed from values (spec §4): unfilled ad-network macros such as `{clickid}`.
    const value = incoming.get(name)?.replace(/[{}]/g, '');
    if (value) out.set(name, value);
  }
  for (const [name, value] of Object.entries(campaign.tracking)) {
    if (value && !out.has(name)) out.set(name, value);
  }
  const query = out.toString();
  return `${campaign.siteUrl}/signup${query ? `?${query}` : ''}`;
}
