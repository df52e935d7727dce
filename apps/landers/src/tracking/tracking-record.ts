import { captureTracking, type TrackingRecord } from '@dating/core/domain';
import type { TCampaign } from '../campaign/campaign-schema';
import { signupHref } from './signup-href';

/** Longest values `ZTrackingRecord` accepts; longer ones are cut rather than failing the sign-up. */
const MAX = { network: 100, ref: 100, sub: 200 } as const;

const cut = (value: string | null, max: number) => (value === null ? null : value.slice(0, max));

/**
 * The tracking record (spec §3: network, ref, sub1–3) sent with an inline sign-up: the same parameters the
 * sign-up link carries (the visit's, then the campaign's defaults), mapped as at capture on the member site
 * (sub1 ← sub1, sub, aff_sub1, aff_sub; …). Null without a network: then nothing is recorded (spec §4).
 */
export function trackingRecord(search: string, campaign: Pick<TCampaign, 'tracking'>): TrackingRecord | null {
  const { record } = captureTracking(signupHref(search, { siteUrl: '', tracking: campaign.tracking }));
  if (!record) return null;
  return {
    network: record.network.slice(0, MAX.network),
    ref: cut(record.ref, MAX.ref),
    sub1: cut(record.sub1, MAX.sub),
    sub2: cut(record.sub2, MAX.sub),
    sub3: cut(record.sub3, MAX.sub),
  };
}
