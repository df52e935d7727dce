import { readFileSync } from 'node:fs';
import type { TGift } from '@dating/core/contracts';

/**
 * The gift catalogue (ADR 0015): each gift is an SVG drawn for the site in `./gifts/<key>.svg`, served by
 * `GET /api/gifts/<key>.svg`; its name is the translation key `gifts.<key>` of the chat namespace. Every gift
 * costs the site setting `gift_credits`.
 */
export const GIFT_KEYS = [
  'rose',
  'bouquet',
  'heart',
  'chocolates',
  'teddy_bear',
  'champagne',
  'kiss',
  'diamond',
  'cake',
  'coffee',
  'star',
  'cocktail',
  'sunflower',
  'balloons',
  'crown',
  'love_letter',
] as const;
export type GiftKey = (typeof GIFT_KEYS)[number];

const KEYS: ReadonlySet<string> = new Set(GIFT_KEYS);
export const isGiftKey = (key: string): key is GiftKey => KEYS.has(key);

/** URL path of a gift's image. */
export const giftImagePath = (key: string) => `/api/gifts/${key}.svg`;

/** The catalogue at `price` credits per gift. */
export function giftCatalogue(price: number): TGift[] {
  return GIFT_KEYS.map((key) => ({ key, name_key: `gifts.${key}`, price, image: giftImagePath(key) }));
}

let svgs: Map<string, Buffer> | null = null;
/** The SVG bytes of every gift, read once from the files next to this module. */
export function giftSvg(key: string): Buffer | null {
  svgs ??= new Map(
    GIFT_KEYS.map((k) => [k, readFileSync(new URL(`./gifts/${k}.svg`, import.meta.url))] as const),
  );
  return svgs.get(key) ?? null;
}
