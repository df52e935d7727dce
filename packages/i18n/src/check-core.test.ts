import { describe, expect, it } from 'vitest';
import {
  checkTranslations,
  flattenKeys,
  formatReport,
  interpolationVariables,
  pluralCategories,
  stringLiterals,
  type CheckInput,
  type CheckResult,
} from './check-core';

const LOCALES = ['en', 'nl', 'pl'];

/** One-line fixture: English plus translations of one namespace `ns`, code that uses every key by default. */
function run(catalogs: Record<string, object | undefined>, extra: Partial<CheckInput> = {}) {
  const enKeys = [...flattenKeys(catalogs.en).keys()].map((k) =>
    k.replace(/_(one|other|few|many|zero)$/, ''),
  );
  return checkTranslations({
    source: 'en',
    locales: LOCALES,
    namespaces: ['ns'],
    catalogs: Object.fromEntries(
      LOCALES.map((l) => [l, catalogs[l] === undefined ? {} : { ns: catalogs[l] }]),
    ),
    sourceTexts: [enKeys.map((k) => `t('${k}')`).join('\n')],
    ...extra,
  });
}
const kinds = (r: CheckResult) => r.errors.map((i) => `${i.kind} ${i.locale} ${i.key}`);

describe('checkTranslations', () => {
  it('passes a complete, consistent catalogue', () => {
    const r = run({
      en: { nav: { home: 'Home' } },
      nl: { nav: { home: 'Start' } },
      pl: { nav: { home: 'Strona' } },
    });
    expect(r.errors).toEqual([]);
    expect(r.keyCount).toBe(1);
    expect(formatReport(r)).toBe('i18n:check: 3 locales, 1 key, 0 problems');
  });

  it('reports a key missing in a locale', () => {
    const r = run({ en: { a: 'A', b: 'B' }, nl: { a: 'A1', b: 'B1' }, pl: { a: 'A2' } });
    expect(kinds(r)).toEqual(['missing pl b']);
  });

  it('reports a key English does not have', () => {
    const r = run({ en: { a: 'A' }, nl: { a: 'A1', stale: { x: 'X' } }, pl: { a: 'A2' } });
    expect(kinds(r)).toEqual(['extra nl stale.x']);
  });

  it('reports a missing locale file once, not per key', () => {
    const r = run({ en: { a: 'A', b: 'B' }, nl: { a: 'A1', b: 'B1' }, pl: undefined });
    expect(kinds(r)).toEqual(['missing-file pl ']);
  });

  it('reports empty values (English included) and non-string values', () => {
    const r = run({ en: { a: 'A', b: ' ' }, nl: { a: '', b: 'B' }, pl: { a: 3, b: 'B' } });
    expect(kinds(r)).toEqual(['empty en b', 'empty nl a', 'invalid-value pl a']);
  });

  it('reports interpolation variables that differ from English', () => {
    const r = run({
      en: { hi: 'Hi {{name}}, {{count}} new', price: '{{amount, currency}}' },
      nl: { hi: 'Hoi {{naam}}, {{count}} nieuw', price: '{{amount, currency}}' },
      pl: { hi: '{{count}} nowe, {{name}}', price: 'cena' },
    });
    expect(kinds(r)).toEqual(['variables nl hi', 'variables pl price']);
    expect(r.errors[0]?.message).toContain('English has {{name}}, {{count}}, nl has {{naam}}, {{count}}');
  });

  it('requires the plural forms each language needs (Polish: one, few, many, other)', () => {
    expect(pluralCategories('pl').sort()).toEqual(['few', 'many', 'one', 'other']);
    const en = { msg_one: '{{count}} message', msg_other: '{{count}} messages' };
    const nl = { msg_one: '{{count}} bericht', msg_other: '{{count}} berichten' };
    const pl = { msg_one: '{{count}} wiadomość', msg_other: '{{count}} wiadomości' };
    const r = run({ en, nl, pl });
    expect(kinds(r).sort()).toEqual(['missing pl msg_few', 'missing pl msg_many']);
    for (const form of ['_one', '_few', '_many', '_other']) expect(r.errors[0]?.message).toContain(form);

    const complete = run({
      en,
      nl,
      pl: { ...pl, msg_few: '{{count}} wiadomości', msg_many: '{{count}} wiadomości' },
    });
    expect(complete.errors).toEqual([]);
  });

  it('reports a plural form the language does not have, and checks variables across plural forms', () => {
    const en = { left_one: 'One left for {{name}}', left_other: '{{count}} left for {{name}}' };
    const r = run({
      en,
      nl: { left_one: 'Nog één voor {{name}}', left_other: 'Nog {{count}}', left_many: 'x {{name}}' },
      pl: {
        left_one: 'Jeden dla {{name}}',
        left_few: '{{count}} dla {{name}}',
        left_many: '{{count}} dla {{name}}',
        left_other: '{{count}} dla {{name}} {{extra}}',
      },
    });
    expect(kinds(r).sort()).toEqual([
      'extra nl left_many',
      'variables nl left_other',
      'variables pl left_other',
    ]);
  });

  it('reports English keys not found in code, with plural keys used by their base', () => {
    const r = run(
      {
        en: { used: 'U', dead: { key: 'D' }, n_one: '1', n_other: '{{count}}' },
        nl: { used: 'U1', dead: { key: 'D1' }, n_one: '1', n_other: '{{count}}' },
        pl: {
          used: 'U2',
          dead: { key: 'D2' },
          n_one: '1',
          n_few: '{{count}}',
          n_many: '{{count}}',
          n_other: '{{count}}',
        },
      },
      { sourceTexts: [`const { t } = useTranslation('ns');\nt('used'); t("ns:n", { count });`] },
    );
    expect(kinds(r)).toEqual(['unused en dead.key']);
  });

  it('counts keys under a declared dynamic prefix as used, and nothing else', () => {
    const cat = { en: { interests: { golf: 'Golf', chess: 'Chess' }, other: 'O' } };
    const withCopies = {
      ...cat,
      nl: { interests: { golf: 'Golf!', chess: 'Schaken' }, other: 'A' },
      pl: { interests: { golf: 'Golf?', chess: 'Szachy' }, other: 'I' },
    };
    const r = run(withCopies, {
      sourceTexts: ['t(`ns:interests.${slug}`)'],
      dynamicPrefixes: ['ns:interests.'],
    });
    expect(kinds(r)).toEqual(['unused en other']);
  });

  it('warns (does not fail) on a translation identical to English', () => {
    const r = run({
      en: { a: 'Chat', b: '{{count}}' },
      nl: { a: 'Chat', b: '{{count}}' },
      pl: { a: 'Czat', b: '{{count}}' },
    });
    expect(r.errors).toEqual([]);
    expect(r.warnings.map((w) => `${w.kind} ${w.locale} ${w.key}`)).toEqual(['identical nl a']);
    expect(formatReport(r)).toMatch(/nl\/ns 1 .*\n.*1 warning$/);
    expect(formatReport(r, { verbose: true })).toContain('nl/ns  a: "Chat"');
  });

  it('reports a file for an unknown namespace', () => {
    const r = checkTranslations({
      source: 'en',
      locales: ['en'],
      namespaces: ['ns'],
      catalogs: { en: { ns: {}, chat: {} } },
    });
    expect(kinds(r)).toEqual(['unknown-namespace en ']);
  });

  it('formats a grouped report ending in the summary line', () => {
    const r = run({ en: { a: 'A', b: 'B' }, nl: { a: 'A1' }, pl: { a: 'A2', b: 'B2' } });
    const report = formatReport(r);
    expect(report).toContain('nl/ns  b');
    expect(report.split('\n').at(-1)).toBe('i18n:check: 3 locales, 2 keys, 1 problem');
  });
});

describe('helpers', () => {
  it('flattens nested keys', () => {
    expect([...flattenKeys({ a: { b: 'x', c: { d: 'y' } }, e: 'z' }).keys()]).toEqual(['a.b', 'a.c.d', 'e']);
  });

  it('extracts interpolation variables, including unescaped and formatted ones', () => {
    expect([...interpolationVariables('{{name}} {{- html}} {{ price, currency(EUR) }} {{name}}')]).toEqual([
      'name',
      'html',
      'price',
    ]);
  });

  it('collects string literals from code', () => {
    const lits = stringLiterals(`t('a.b'); t("c:d"); x = \`e.f\`; y = \`g.\${h}\`; // don't 'x'`);
    expect([...lits]).toEqual(expect.arrayContaining(['a.b', 'c:d', 'e.f']));
    expect(lits.has('g.')).toBe(false);
  });
});

describe('key usage scan', () => {
  it('finds keys after a template literal with ${…} and on lines with apostrophes', () => {
    const code = [
      'const a = `x ${y}`;',
      "<dt>{t('service.contact.heading')}</dt>",
      "const b = `z ${t('inside.template')}`;",
      "<p>Don't {t('after.apostrophe')}</p>",
    ].join('\n');
    const en = {
      service: { contact: { heading: 'H' } },
      inside: { template: 'I' },
      after: { apostrophe: 'A' },
      dead: 'D',
    };
    const r = checkTranslations({
      source: 'en',
      locales: ['en'],
      namespaces: ['ns'],
      catalogs: { en: { ns: en } },
      sourceTexts: [code],
    });
    expect(r.errors.map((i) => i.key)).toEqual(['dead']);
  });
});
