import { randomUUID } from 'node:crypto';
import { ZSearchResponse, type TSearchCard, type TSearchResponse } from '@dating/core/contracts';
import { describe, expect, it } from 'vitest';
import { serializeSearchResponse } from '../../src/search/search-serializer';

// The search answer's serializer must give exactly what the zod serializer gave:
// JSON.stringify(ZSearchResponse.parse(value)) — same keys, same order, same escaping — and refuse what zod
// refuses (ADR 0012).
const zod = (r: unknown) => JSON.stringify(ZSearchResponse.parse(r));

let n = 0;
function card(over: Partial<TSearchCard> = {}): TSearchCard {
  n += 1;
  return {
    id: randomUUID(),
    name: `Member ${n}`,
    age: 18 + (n % 80),
    gender: n % 2 ? 'female' : 'male',
    sexuality: (['hetero', 'gay', 'lesbian', 'bi'] as const)[n % 4] ?? 'hetero',
    city: n % 3 ? 'Zürich' : null,
    country: 'CH',
    region: n % 5 ? 'CH-ZH' : null,
    main_image:
      n % 4
        ? {
            filename: `/api/media/${'a'.repeat(32)}.webp`,
            thumb_filename: `/api/media/${'a'.repeat(32)}-thumb.webp`,
            width: 600 + n,
            height: 800,
            status: 'approved',
          }
        : null,
    fictional: n % 7 === 0,
    active: ([null, 'online', 'today', 'week'] as const)[n % 4] ?? null,
    ...over,
  };
}

function response(over: Partial<TSearchResponse> = {}): TSearchResponse {
  return {
    results: Array.from({ length: 24 }, () => card()),
    next_cursor: 'MjAyNi0wMS0wMlQwMzowNDowNS4wMDBafDEyMw',
    num_results: 1000,
    num_results_capped: true,
    similar_results: [],
    similar_num_results: 0,
    ...over,
  };
}

describe('serializeSearchResponse', () => {
  it('gives exactly the zod serializer’s text for varied answers', () => {
    const hostile = `Zoë "the" \\ <script>\u2028\u0000 ${'\u{1F600}'} \ud800 end`;
    const cases: TSearchResponse[] = [
      response(),
      // an empty first page, no count capped, nothing similar
      response({ results: [], next_cursor: null, num_results: 0, num_results_capped: false }),
      // a later page: no count
      response({ num_results: null, num_results_capped: false }),
      // fictional profiles, no photo, every activity band and none
      response({
        results: [
          card({ fictional: true, main_image: null, active: null }),
          card({ fictional: true, active: 'online' }),
          card({ fictional: false, active: 'today', city: null, region: null }),
          card({ active: 'week' }),
        ],
      }),
      // a locked / pending main photo and one with the optional share rendition
      response({
        results: [
          card({
            main_image: {
              filename: '/a.webp',
              thumb_filename: '/a-t.webp',
              width: 1,
              height: 1,
              status: 'pending',
            },
          }),
          card({
            main_image: {
              filename: '/b.webp',
              thumb_filename: '/b-t.webp',
              width: 4000,
              height: 3000,
              status: 'rejected',
              match: '/b-match.webp',
            },
          }),
        ],
      }),
      // a short page widened by similar results
      response({
        results: [card(), card()],
        next_cursor: null,
        num_results: 2,
        num_results_capped: false,
        similar_results: Array.from({ length: 7 }, () => card({ fictional: true })),
        similar_num_results: 7,
      }),
      // strings that need escaping
      response({ results: [card({ name: hostile, city: hostile, id: hostile, region: '"' })] }),
    ];
    for (const [i, r] of cases.entries()) expect(serializeSearchResponse(r), `case ${i}`).toBe(zod(r));
    for (let k = 0; k < 200; k += 1) {
      const r = response({
        results: Array.from({ length: k % 49 }, () => card()),
        similar_results: Array.from({ length: k % 5 }, () => card()),
        similar_num_results: k % 5,
        num_results: k % 3 ? k : null,
        next_cursor: k % 2 ? null : `c${k}`,
      });
      expect(serializeSearchResponse(r)).toBe(zod(r));
    }
  });

  it('drops properties outside the contract, as zod does', () => {
    const extra = card() as TSearchCard & Record<string, unknown>;
    extra.email = 'secret@example.com';
    extra.date_of_birth = '1990-01-01';
    extra.activeAt = new Date();
    const r = response({ results: [extra] }) as TSearchResponse & Record<string, unknown>;
    r.debug = { sql: 'select' };
    const out = serializeSearchResponse(r);
    expect(out).toBe(zod(r));
    expect(out).not.toMatch(/secret|date_of_birth|activeAt|debug/);
  });

  it('refuses what the contract refuses', () => {
    const bad: unknown[] = [
      response({ results: [card({ age: 17 })] }),
      response({ results: [card({ age: 30.5 })] }),
      response({ results: [card({ gender: 'other' as never })] }),
      response({ results: [card({ sexuality: 'x' as never })] }),
      response({ results: [card({ country: 'ch' })] }),
      response({ results: [card({ active: 'now' as never })] }),
      response({ results: [card({ fictional: 'yes' as never })] }),
      response({ results: [card({ name: undefined as never })] }),
      response({ results: [card({ city: undefined as never })] }),
      response({
        results: [
          card({
            main_image: { filename: '/a', thumb_filename: '/b', width: 0, height: 1, status: 'approved' },
          }),
        ],
      }),
      response({
        results: [
          card({
            main_image: {
              filename: '/a',
              thumb_filename: '/b',
              width: 1,
              height: 1,
              status: 'gone' as never,
            },
          }),
        ],
      }),
      response({ num_results: -1 }),
      response({ similar_num_results: 1.5 }),
      response({ next_cursor: 5 as never }),
      response({ num_results_capped: null as never }),
      response({ results: null as never }),
    ];
    for (const [i, r] of bad.entries()) {
      expect(() => ZSearchResponse.parse(r), `zod case ${i}`).toThrow();
      expect(() => serializeSearchResponse(r as TSearchResponse), `case ${i}`).toThrow();
    }
  });
});
