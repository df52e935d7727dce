import {
  ACTIVITY_BANDS,
  GENDERS,
  PHOTO_STATUSES,
  SEXUALITIES,
  type TImage,
  type TSearchCard,
  type TSearchResponse,
} from '@dating/core/contracts';
import { ADULT_AGE } from '@dating/core/domain';

/**
 * The 200 answer of GET /api/search.php as JSON, without a zod pass over every card (ADR 0012): exactly the
 * text `JSON.stringify(ZSearchResponse.parse(value))` gives — the contract's keys in the contract's order,
 * nothing else (an extra property never leaks) — and the same refusals for values the contract rejects.
 * `test/search-serializer.test.ts` holds it to the zod contract; change both together.
 */
export class SearchContractError extends Error {
  constructor(path: string) {
    super(`search response does not match ZSearchResponse at ${path}`);
  }
}

const GENDER = new Set<string>(GENDERS);
const SEXUALITY = new Set<string>(SEXUALITIES);
const PHOTO_STATUS = new Set<string>(PHOTO_STATUSES);
const BAND = new Set<string>(ACTIVITY_BANDS);
const COUNTRY_RE = /^[A-Z]{2}$/;
// Most strings need no escaping: quote them directly; anything with a quote, backslash, control character or
// surrogate goes through JSON.stringify, which escapes exactly as the zod path's JSON.stringify does.
// eslint-disable-next-line no-control-regex -- the control characters JSON must escape
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;
const str = (s: string): string => (NEEDS_ESCAPE.test(s) ? JSON.stringify(s) : `"${s}"`);

function fail(path: string): never {
  throw new SearchContractError(path);
}

function text(v: unknown, path: string): string {
  return typeof v === 'string' ? str(v) : fail(path);
}

function textOrNull(v: unknown, path: string): string {
  return v === null ? 'null' : text(v, path);
}

function int(v: unknown, min: number, path: string): string {
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= min ? String(v) : fail(path);
}

function bool(v: unknown, path: string): string {
  return v === true ? 'true' : v === false ? 'false' : fail(path);
}

function oneOf(v: unknown, set: Set<string>, path: string): string {
  return typeof v === 'string' && set.has(v) ? str(v) : fail(path);
}

function image(v: TImage | null): string {
  if (v === null) return 'null';
  if (typeof v !== 'object') fail('main_image');
  let out =
    '{"filename":' +
    text(v.filename, 'main_image.filename') +
    ',"thumb_filename":' +
    text(v.thumb_filename, 'main_image.thumb_filename') +
    ',"width":' +
    int(v.width, 1, 'main_image.width') +
    ',"height":' +
    int(v.height, 1, 'main_image.height') +
    ',"status":' +
    oneOf(v.status, PHOTO_STATUS, 'main_image.status');
  if (v.match !== undefined) out += ',"match":' + text(v.match, 'main_image.match');
  return out + '}';
}

// Paths in errors are static strings: building `results.3.name` for every field would cost more than the rest.
function card(c: TSearchCard): string {
  if (typeof c !== 'object' || c === null) fail('card');
  if (typeof c.country !== 'string' || !COUNTRY_RE.test(c.country)) fail('card.country');
  return (
    '{"id":' +
    text(c.id, 'card.id') +
    ',"name":' +
    text(c.name, 'card.name') +
    ',"age":' +
    int(c.age, ADULT_AGE, 'card.age') +
    ',"gender":' +
    oneOf(c.gender, GENDER, 'card.gender') +
    ',"sexuality":' +
    oneOf(c.sexuality, SEXUALITY, 'card.sexuality') +
    ',"city":' +
    textOrNull(c.city, 'card.city') +
    ',"country":' +
    str(c.country) +
    ',"region":' +
    textOrNull(c.region, 'card.region') +
    ',"main_image":' +
    image(c.main_image) +
    ',"fictional":' +
    bool(c.fictional, 'card.fictional') +
    ',"active":' +
    (c.active === null ? 'null' : oneOf(c.active, BAND, 'card.active')) +
    '}'
  );
}

function cards(list: TSearchCard[], path: string): string {
  if (!Array.isArray(list)) fail(path);
  let out = '[';
  for (let i = 0; i < list.length; i += 1) {
    if (i > 0) out += ',';
    out += card(list[i] as TSearchCard);
  }
  return out + ']';
}

export function serializeSearchResponse(r: TSearchResponse): string {
  if (typeof r !== 'object' || r === null) fail('(root)');
  return (
    `{"results":${cards(r.results, 'results')}` +
    `,"next_cursor":${textOrNull(r.next_cursor, 'next_cursor')}` +
    `,"num_results":${r.num_results === null ? 'null' : int(r.num_results, 0, 'num_results')}` +
    `,"num_results_capped":${bool(r.num_results_capped, 'num_results_capped')}` +
    `,"similar_results":${cards(r.similar_results, 'similar_results')}` +
    `,"similar_num_results":${int(r.similar_num_results, 0, 'similar_num_results')}}`
  );
}
