// S1's request generator: from an operation's schemas, a deterministic stream of malformed requests (wrong
// type per field, missing required and extra fields, `__proto__`/`constructor` keys, huge strings, bad JSON,
// wrong content types, bad query and path parameters). A small JSON-schema checker decides which generated
// bodies are certainly invalid, so that a write operation is only ever sent requests that must be refused.
import type { Json, JsonSchema, Operation, Rng } from './harness';

// ---------------------------------------------------------------------------------------------------------
// A sample value and a checker for the JSON-schema subset zod emits

const PATTERN_SAMPLES = [
  '1990-01-01',
  'NL',
  'NL-NH',
  'abc',
  'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  'a',
  '0123456789abcdef0123456789abcdef',
  '0',
  'x@example.com',
];

function types(s: JsonSchema): string[] {
  if (s.type) return Array.isArray(s.type) ? s.type : [s.type];
  if (s.enum) return [...new Set(s.enum.map((v) => (v === null ? 'null' : typeof v)))];
  if (s.properties) return ['object'];
  return [];
}

/** A value the schema accepts (as far as this subset tells). */
export function sample(s: JsonSchema): Json {
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0]!;
  const alt = s.anyOf ?? s.oneOf;
  if (alt) return sample(alt.find((a) => !types(a).includes('null')) ?? alt[0]!);
  const t = types(s).find((x) => x !== 'null') ?? types(s)[0];
  switch (t) {
    case 'string': {
      if (s.format === 'email') return 'someone@example.com';
      if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (s.pattern) {
        const re = new RegExp(s.pattern);
        const hit = PATTERN_SAMPLES.find((p) => re.test(p) && lengthOk(s, p));
        if (hit) return hit;
      }
      return 'a'.repeat(Math.max(s.minLength ?? 1, 1));
    }
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, Math.min(s.maximum ?? 1, 1));
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items ?? {}));
    case 'object': {
      const o: Record<string, Json> = {};
      for (const k of s.required ?? []) o[k] = sample(s.properties?.[k] ?? {});
      return o;
    }
    default:
      return 'a';
  }
}

function lengthOk(s: JsonSchema, v: string) {
  const n = [...v].length;
  return n >= (s.minLength ?? 0) && n <= (s.maxLength ?? Infinity);
}

/** Whether `v` satisfies the schema. Unknown keywords are treated as satisfied (so "invalid" is certain). */
export function valid(s: JsonSchema, v: Json | undefined): boolean {
  if (v === undefined) return false;
  if (s.allOf && !s.allOf.every((x) => valid(x, v))) return false;
  const alt = s.anyOf ?? s.oneOf;
  if (alt) return alt.some((x) => valid(x, v));
  if (s.const !== undefined && JSON.stringify(s.const) !== JSON.stringify(v)) return false;
  if (s.enum && !s.enum.some((e) => e === v)) return false;
  const t = types(s);
  if (t.length && !t.some((x) => typeMatches(x, v))) return false;
  if (typeof v === 'string') {
    if (!lengthOk(s, v)) return false;
    if (s.pattern && !new RegExp(s.pattern, 'u').test(v)) return false;
  }
  if (typeof v === 'number') {
    if (s.minimum !== undefined && v < s.minimum) return false;
    if (s.maximum !== undefined && v > s.maximum) return false;
    if (s.exclusiveMinimum !== undefined && v <= s.exclusiveMinimum) return false;
    if (s.exclusiveMaximum !== undefined && v >= s.exclusiveMaximum) return false;
  }
  if (Array.isArray(v)) {
    if (v.length < (s.minItems ?? 0) || v.length > (s.maxItems ?? Infinity)) return false;
    if (s.items && !v.every((x) => valid(s.items!, x))) return false;
  }
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    for (const k of s.required ?? []) if (!Object.hasOwn(v, k)) return false;
    for (const [k, x] of Object.entries(v)) {
      const ps = s.properties?.[k];
      if (ps) {
        if (!valid(ps, x)) return false;
      } else if (s.additionalProperties === false) return false;
      else if (typeof s.additionalProperties === 'object' && !valid(s.additionalProperties, x)) return false;
    }
  }
  return true;
}

function typeMatches(t: string, v: Json): boolean {
  switch (t) {
    case 'string':
      return typeof v === 'string';
    case 'integer':
      return typeof v === 'number' && Number.isInteger(v);
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'boolean':
      return typeof v === 'boolean';
    case 'null':
      return v === null;
    case 'array':
      return Array.isArray(v);
    case 'object':
      return v !== null && typeof v === 'object' && !Array.isArray(v);
    default:
      return true;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Hostile values

const HUGE = 'A'.repeat(20_000);
/** Values of every JSON type, chosen to break parsers, validators, SQL and renderers. */
export const HOSTILE: readonly Json[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0.000001,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  '',
  ' ',
  'a',
  '0',
  '-1',
  'true',
  'null',
  'NaN',
  'Infinity',
  '1e309',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfffy',
  '\u202eevil',
  '\uffff\ufffe',
  '😀'.repeat(50),
  "'; drop table users; --",
  '" or 1=1 --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'a'.repeat(257),
  HUGE,
  [],
  [null],
  ['a', 1, true],
  [[[[[[[[[[[]]]]]]]]]]],
  Array.from({ length: 2_000 }, (_, i) => i),
  {},
  { a: 1 },
  { __proto__: null, polluted: true } as unknown as Json,
  JSON.parse('{"__proto__":{"admin":true}}') as Json,
  JSON.parse('{"constructor":{"prototype":{"admin":true}}}') as Json,
  { toString: 'x', valueOf: 1, hasOwnProperty: null },
];

/** Raw bodies that are not the JSON they claim to be (or JSON of the wrong shape). */
export const BAD_JSON: readonly (string | Buffer)[] = [
  '',
  ' ',
  '{',
  '}',
  '[',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{a:1}',
  '{"a":1}{"b":2}',
  '{"a":1} trailing',
  '\ufeff{}',
  'NaN',
  'undefined',
  'null',
  'true',
  '0',
  '"a string"',
  '[]',
  '[1,2,3]',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":1e999}',
  '{"a":-1e999}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"a":{"__proto__":{"x":1}}}',
  '['.repeat(3_000) + ']'.repeat(3_000),
  '{"a":'.repeat(1_000) + '1' + '}'.repeat(1_000),
  '{"a":"' + 'x'.repeat(70_000) + '"}',
  Buffer.from([0xff, 0xfe, 0x7b, 0x7d]),
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
  Buffer.from([0x00, 0x00, 0x00]),
];

/** Content types that are not `application/json`, and JSON ones with a broken charset. */
export const WRONG_TYPES: readonly string[] = [
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=battery',
  'multipart/form-data',
  'application/octet-stream',
  'application/jsonx',
  'application/json-patch+json',
  'image/webp',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json; charset=',
  'application/json;;;',
  '*/*',
  'json',
  ';',
];

const QUERY_VALUES: readonly string[] = [
  '',
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x10',
  '999999999999999999999999',
  '-999999999999999999999999',
  'NaN',
  'true',
  'null',
  '%00',
  'a%00b',
  '%E0%A4%A',
  '%',
  '%zz',
  '%2e%2e%2f',
  encodeURIComponent('<script>alert(1)</script>'),
  encodeURIComponent("' or 1=1 --"),
  encodeURIComponent('😀'.repeat(30)),
  'A'.repeat(5_000),
  encodeURIComponent('\u202e'),
  '%ED%A0%80',
];

const PATH_VALUES: readonly string[] = [
  '',
  '.',
  '..',
  '%2e%2e',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2fpackage.json',
  '..%5c..%5cwindows',
  '%00',
  'a%00.webp',
  '%zz',
  '%',
  'A'.repeat(129),
  'A'.repeat(2_000),
  'x.webp',
  'x.svg',
  '00000000000000000000000000000000.webp',
  '00000000000000000000000000000000-thumb.webp',
  "'%20or%201=1",
  '%3Cscript%3E',
  '%F0%9F%98%80',
  '-1',
  '00000000-0000-0000-0000-000000000000',
  '__proto__',
  'constructor',
];

const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'credits',
  'paid_user',
  'status',
  'fictional',
  'id',
  'user_id',
  'role',
  'is_admin',
  'email',
  'toString',
  'hasOwnProperty',
];

// ---------------------------------------------------------------------------------------------------------
// The cases

export interface MalformedCase {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /**
   * True when the request breaks the operation's contract for certain: it must be refused, and a refusal
   * must change nothing. False for reads and for well-shaped writes with poison in a string (those may be
   * accepted or refused by the business rules, e.g. a failed login is counted, but never answered ≥ 500).
   */
  mustReject: boolean;
}

type Fill = { params: Record<string, string>; query: Record<string, string> };

function baseFill(op: Operation, fill: (op: Operation) => Fill): Fill {
  return fill(op);
}

function qs(op: Operation, query: Record<string, string>, raw = ''): string {
  const fixed = new URLSearchParams(op.fixedQuery).toString();
  const parts = [fixed, ...Object.entries(query).map(([k, v]) => `${encodeURIComponent(k)}=${v}`), raw];
  const q = parts.filter(Boolean).join('&');
  return q ? `?${q}` : '';
}

function pathOf(op: Operation, params: Record<string, string>): string {
  return op.path.replace(/\{(\w+)\}/g, (_, n: string) => params[n] ?? 'x');
}

/** Query values that are already URL-encoded; the filler's plain values get encoded here. */
function encodeQuery(q: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(q).map(([k, v]) => [k, encodeURIComponent(v)]));
}

function bodyOf(v: Json | undefined): string {
  return JSON.stringify(v);
}

/** The top-level and one level of nested fields of an object schema, as paths. */
function fieldPaths(
  s: JsonSchema,
  prefix: string[] = [],
  depth = 0,
): { path: string[]; schema: JsonSchema }[] {
  const out: { path: string[]; schema: JsonSchema }[] = [];
  for (const [k, ps] of Object.entries(s.properties ?? {})) {
    out.push({ path: [...prefix, k], schema: ps });
    const inner = ps.properties ? ps : (ps.anyOf ?? []).find((a) => a.properties);
    if (inner && depth < 1) out.push(...fieldPaths(inner, [...prefix, k], depth + 1));
  }
  return out;
}

function setPath(obj: Json, path: string[], value: Json | undefined): Json {
  const copy = structuredClone(obj) as Record<string, Json>;
  let cur = copy as Record<string, Json>;
  for (let i = 0; i < path.length - 1; i++) {
    const k = path[i]!;
    if (!cur[k] || typeof cur[k] !== 'object' || Array.isArray(cur[k])) cur[k] = {};
    cur = cur[k] as Record<string, Json>;
  }
  const last = path[path.length - 1]!;
  if (value === undefined) delete cur[last];
  else cur[last] = value;
  return copy;
}

/** Values of the wrong type or out of range for one field's schema. */
function wrongFor(s: JsonSchema): Json[] {
  const out: Json[] = [...HOSTILE];
  if (s.maxLength !== undefined) out.push('x'.repeat(s.maxLength + 1), 'é'.repeat(s.maxLength + 1));
  if (s.minLength) out.push('x'.repeat(s.minLength - 1));
  if (s.maximum !== undefined) out.push(s.maximum + 1, s.maximum + 0.5);
  if (s.minimum !== undefined) out.push(s.minimum - 1);
  if (s.maxItems !== undefined) out.push(Array.from({ length: s.maxItems + 1 }, () => sample(s.items ?? {})));
  if (s.enum) out.push(`${String(s.enum[0])}x`, String(s.enum[0]).toUpperCase());
  return out;
}

/**
 * At least `count` malformed requests for `op` (deterministic for a seed). `fill` gives plausible path and
 * query values (e.g. a real member id); `headers` the role's own (cookie, client header).
 */
export function malformedCases(
  op: Operation,
  count: number,
  r: Rng,
  fill: (op: Operation) => Fill,
  roleHeaders: Record<string, string>,
): MalformedCase[] {
  const base = baseFill(op, fill);
  const isRead = op.method === 'GET' || op.method === 'HEAD';
  const schema = op.body;
  const sampleBody = schema ? sample(schema) : null;
  const cases: MalformedCase[] = [];
  const seen = new Set<string>();
  const json = { 'content-type': 'application/json', ...roleHeaders };

  const add = (
    c: Omit<MalformedCase, 'method' | 'mustReject'> & { method?: string; mustReject?: boolean },
  ) => {
    if (!isRead && !c.mustReject && !POISON.test(String(c.payload))) {
      // A write gets its query, path or header mutation together with a body it cannot parse, so that the
      // request is refused for certain whatever the mutation does.
      c = {
        ...c,
        headers: { ...c.headers, 'content-type': 'application/json' },
        payload: '{"a":',
        mustReject: true,
      };
    }
    const k = `${c.method ?? op.method} ${c.url} ${JSON.stringify(c.headers)} ${String(c.payload)}`;
    if (seen.has(k)) return;
    seen.add(k);
    cases.push({ method: op.method, mustReject: false, ...c });
  };
  const url = (params = base.params, query: Record<string, string> = encodeQuery(base.query), raw = '') =>
    pathOf(op, params) + qs(op, query, raw);

  /** A body case: certain to be refused when the checker says the value breaks the schema. */
  const addBody = (label: string, value: Json | undefined, extraRaw = '') => {
    if (!schema) return;
    const bad = !valid(schema, value);
    // A write is only sent what it must refuse, or a shape it may accept but with poison in a string (a NUL,
    // a lone surrogate): that one may be accepted or refused, never answered with a 500.
    if (!bad && !isRead && !POISON.test(JSON.stringify(value) ?? '')) return;
    add({
      label,
      url: url(undefined, undefined, extraRaw),
      headers: json,
      payload: bodyOf(value),
      mustReject: bad,
    });
  };

  // 1. Body: every field × wrong values, each required field missing, extra and prototype keys.
  if (schema && sampleBody !== null) {
    for (const f of fieldPaths(schema)) {
      for (const v of wrongFor(f.schema))
        addBody(`body.${f.path.join('.')} = ${short(v)}`, setPath(sampleBody, f.path, v));
    }
    for (const k of schema.required ?? []) addBody(`body.${k} missing`, setPath(sampleBody, [k], undefined));
    addBody('body = {}', {});
    for (const k of EXTRA_KEYS) {
      for (const v of [true, 1, 'x', { admin: true }, null]) {
        const withExtra = { ...(sampleBody as Record<string, Json>) };
        Object.defineProperty(withExtra, k, {
          value: v,
          enumerable: true,
          configurable: true,
          writable: true,
        });
        addBody(`extra body.${k} = ${short(v)}`, withExtra);
      }
    }
    // Prototype keys spelled into the JSON text itself (JSON.stringify would drop a real __proto__).
    const text = bodyOf(sampleBody);
    for (const inject of [
      '"__proto__":{"admin":true}',
      '"constructor":{"prototype":{"admin":true}}',
      '"__proto__":null',
      '"a":{"__proto__":{"b":1}}',
    ]) {
      const raw = text === '{}' ? `{${inject}}` : text.replace(/^\{/, `{${inject},`);
      add({ label: `raw ${inject}`, url: url(), headers: json, payload: raw, mustReject: true });
    }
    // Whole body of the wrong type.
    for (const v of [null, [], 'x', 1, true, [sampleBody]]) addBody(`body = ${short(v)}`, v as Json);
  }

  // 2. Bad JSON and wrong content types (only where a body is read; a read gets them too).
  for (const raw of BAD_JSON) {
    // JSON of the wrong shape is only certain to be refused where the contract has a body schema.
    // (A read ignores any body.)
    const mustReject = !isRead && (!isJsonText(raw) || (schema !== null && !validText(schema, raw)));
    if (!isRead && !mustReject) continue;
    add({ label: `bad JSON ${short(raw)}`, url: url(), headers: json, payload: raw, mustReject });
  }
  const goodText = bodyOf(sampleBody ?? {});
  for (const type of WRONG_TYPES) {
    for (const payload of [goodText, 'a=1&b=2', '<a>1</a>', '--battery\r\n\r\n--battery--']) {
      // `application/json; charset=…` is still JSON (RFC 8259 gives the parameter no meaning): only a body
      // that breaks the schema must be refused under it.
      const stillJson = isJsonType(type);
      const mustReject =
        !isRead && (!stillJson || !isJsonText(payload) || (schema !== null && !validText(schema, payload)));
      if (!isRead && !mustReject) continue;
      add({
        label: `content-type ${type}`,
        url: url(),
        headers: { ...roleHeaders, 'content-type': type },
        payload,
        mustReject,
      });
    }
  }

  // 3. Query: each parameter × hostile values, arrays, prototype keys; required ones missing.
  for (const p of op.query) {
    for (const v of QUERY_VALUES) {
      add({
        label: `query.${p.name} = ${short(v)}`,
        url: url(undefined, { ...encodeQuery(base.query), [p.name]: v }),
        headers: roleHeaders,
      });
    }
    add({
      label: `query.${p.name} twice`,
      url: url(undefined, encodeQuery(base.query), `${p.name}=a&${p.name}=b`),
      headers: roleHeaders,
    });
    add({
      label: `query.${p.name}[]`,
      url: url(undefined, {}, `${p.name}[]=1&${p.name}[__proto__]=x`),
      headers: roleHeaders,
    });
    if (p.required) {
      const without = { ...encodeQuery(base.query) };
      delete without[p.name];
      add({
        label: `query.${p.name} missing`,
        url: url(undefined, without),
        headers: roleHeaders,
        mustReject: !isRead,
      });
    }
  }
  for (const raw of [
    '__proto__=1',
    '__proto__[admin]=1',
    'constructor[prototype][admin]=1',
    'toString=1&hasOwnProperty=1&valueOf=1',
    '&&&===&',
    '%',
    '%zz=%zz',
    'a=%ED%A0%80',
    `big=${'B'.repeat(8_000)}`,
    Array.from({ length: 500 }, (_, i) => `k${i}=${i}`).join('&'),
  ]) {
    add({
      label: `query ${short(raw)}`,
      url: url(undefined, encodeQuery(base.query), raw),
      headers: roleHeaders,
    });
  }

  // 4. Path parameters.
  for (const p of op.params) {
    for (const v of PATH_VALUES)
      add({
        label: `path.${p.name} = ${short(v)}`,
        url: url({ ...base.params, [p.name]: v }),
        headers: roleHeaders,
      });
  }

  // 5. Headers of the session and the client.
  const odd: Record<string, string>[] = [
    { cookie: 'auth._token=' },
    { cookie: 'auth._token=garbage' },
    { cookie: `auth._token=${'A'.repeat(43)}` },
    { cookie: `auth._token=${'A'.repeat(4_000)}` },
    { cookie: 'auth._token=%zz; auth._token=%00' },
    { cookie: ';;;=;=' },
    { 'x-request-type': 'server' },
    { 'x-forwarded-for': '127.0.0.1, 999.1.1.1, ::ffff:x' },
    { 'accept-language': '*;q=x, ' + 'z'.repeat(3_000) },
    { 'if-none-match': '"' + 'x'.repeat(2_000) },
  ];
  for (const h of odd) {
    add({
      label: `header ${short(Object.keys(h)[0] + ':' + Object.values(h)[0])}`,
      url: url(),
      headers: { ...json, ...h },
      payload: schema ? bodyOf(setPath(sampleBody ?? {}, ['__battery_extra'], 1)) : undefined,
      mustReject: Boolean(schema && schema.additionalProperties === false),
    });
  }

  // 6. Random combinations until `count`: several fields wrong at once, a hostile query, an odd header.
  const fields = schema ? fieldPaths(schema) : [];
  let guard = 0;
  while (cases.length < count && guard++ < count * 20) {
    const roll = r.int(4);
    if (schema && sampleBody !== null && fields.length && roll < 2) {
      let v: Json = sampleBody;
      const n = 1 + r.int(3);
      for (let i = 0; i < n; i++) {
        const f = r.pick(fields);
        v = setPath(v, f.path, r.pick(wrongFor(f.schema)));
      }
      if (r.int(3) === 0) v = setPath(v, [r.pick(EXTRA_KEYS) + r.int(100)], r.pick(HOSTILE));
      addBody(
        `combo #${cases.length}`,
        v,
        r.int(4) === 0 ? `${r.pick(EXTRA_KEYS)}=${r.pick(QUERY_VALUES)}` : '',
      );
    } else if (roll === 2 || !schema) {
      const type = r.pick(WRONG_TYPES);
      const payload = r.int(2) ? r.pick(BAD_JSON) : bodyOf(r.pick(HOSTILE));
      const headers = r.int(2)
        ? { ...roleHeaders, 'content-type': type }
        : { ...roleHeaders, 'content-type': 'application/json' };
      const extra = op.query.length
        ? `${r.pick(op.query).name}=${r.pick(QUERY_VALUES)}`
        : `q${r.int(50)}=${r.pick(QUERY_VALUES)}`;
      const payloadIsBad = !isJsonType(headers['content-type']!) || !isJsonText(payload);
      add({
        label: `combo type/body #${cases.length}`,
        url: url(undefined, encodeQuery(base.query), extra),
        headers,
        payload,
        mustReject: !isRead && (payloadIsBad || (schema !== null && !validText(schema, payload))),
      });
    } else {
      const q: Record<string, string> = { ...encodeQuery(base.query) };
      for (const p of op.query) if (r.int(2)) q[p.name] = r.pick(QUERY_VALUES);
      const params = { ...base.params };
      for (const p of op.params) if (r.int(2)) params[p.name] = r.pick(PATH_VALUES);
      const hostileBody = r.pick(HOSTILE);
      const broken = schema !== null && !valid(schema, hostileBody);
      if (!isRead && !broken) continue;
      add({
        label: `combo query/path #${cases.length}`,
        url: url(params, q, r.int(3) === 0 ? `x${r.int(9)}=${r.pick(QUERY_VALUES)}` : ''),
        headers: json,
        payload: schema || !isRead ? bodyOf(hostileBody) : undefined,
        mustReject: !isRead && broken,
      });
    }
  }
  // A write only keeps what it must refuse (or poison, see addBody); then at most `count`, a deterministic
  // sample of the systematic cases so that every operation costs about the same.
  const kept = isRead ? cases : cases.filter((c) => c.mustReject || POISON.test(String(c.payload)));
  for (let i = kept.length - 1; i > 0; i--) {
    const j = r.int(i + 1);
    [kept[i], kept[j]] = [kept[j]!, kept[i]!];
  }
  return kept.slice(0, count);
}

/** Fastify's JSON parser takes `application/json` with any parameters. */
function isJsonType(type: string): boolean {
  return /^application\/json\s*(;|$)/i.test(type);
}

/** The body as the server's JSON parser reads it: UTF-8 (bad bytes replaced), a leading BOM skipped. */
function parseLikeServer(p: string | Buffer): Json | undefined {
  const text = (typeof p === 'string' ? p : p.toString('utf8')).replace(/^\ufeff/, '');
  try {
    return JSON.parse(text) as Json;
  } catch {
    return undefined;
  }
}

function isJsonText(p: string | Buffer): boolean {
  return parseLikeServer(p) !== undefined;
}

function validText(schema: JsonSchema, p: string | Buffer): boolean {
  const v = parseLikeServer(p);
  return v !== undefined && valid(schema, v);
}

/** Strings no real input carries: a NUL, a lone surrogate (JSON escapes of them, as sent). */
const POISON = /\\u0000|\\ud[89ab][0-9a-f]{2}(?!\\udc)|\\udfff/i;

function short(v: unknown): string {
  const s = Buffer.isBuffer(v) ? `<${v.length} bytes>` : typeof v === 'string' ? v : JSON.stringify(v);
  return (s ?? 'undefined').length > 24
    ? `${(s ?? '').slice(0, 21)}…(${(s ?? '').length})`
    : (s ?? 'undefined');
}
