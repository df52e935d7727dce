import { describe, expect, it } from 'vitest';
import {
  checkExtraKeys,
  checkFileExists,
  checkKeyPresent,
  checkNotEmpty,
  checkNotIdentical,
  checkUnknownNamespaces,
  checkUnusedKeys,
  checkValueIsString,
  checkVariables,
} from './checks';

const nl = { locale: 'nl', namespace: 'common' };
const plain = (sourceValue: string) => ({ sourceValue });

describe('checkUnknownNamespaces', () => {
  it('reports a file of an undeclared namespace, per locale', () => {
    const issues = checkUnknownNamespaces({
      locales: ['en', 'nl'],
      namespaces: ['common'],
      catalogs: { en: { common: {} }, nl: { common: {}, extra: {} } },
    });
    expect(issues).toEqual([
      expect.objectContaining({
        kind: 'unknown-namespace',
        locale: 'nl',
        namespace: 'extra',
        detail: 'nl/extra.json',
      }),
    ]);
  });
});

describe('checkFileExists', () => {
  it('reports an absent file and passes a present one', () => {
    expect(checkFileExists(nl, undefined)).toMatchObject({
      kind: 'missing-file',
      message: 'missing file nl/common.json',
    });
    expect(checkFileExists(nl, {})).toBeNull();
  });
});

describe('checkKeyPresent', () => {
  it('names the plural forms the language needs', () => {
    const found = checkKeyPresent({ locale: 'pl', namespace: 'common' }, new Map(), 'n_few', {
      sourceValue: '{{count}}',
      pluralBase: 'n',
    });
    expect(found?.detail).toBe('plural form (pl needs _few _many _one _other)');
  });

  it('reports a plain missing key and passes a present one', () => {
    expect(checkKeyPresent(nl, new Map(), 'a', plain('A'))?.message).toBe('missing key a');
    expect(checkKeyPresent(nl, new Map([['a', 'A']]), 'a', plain('A'))).toBeNull();
  });
});

describe('checkValueIsString and checkNotEmpty', () => {
  it('refuses non-strings and blank strings', () => {
    expect(checkValueIsString(nl, 'a', null)?.detail).toBe('null');
    expect(checkValueIsString(nl, 'a', ['x'])?.detail).toBe('an array');
    expect(checkValueIsString(nl, 'a', 'x')).toBeNull();
    expect(checkNotEmpty(nl, 'a', '  ')?.kind).toBe('empty');
    expect(checkNotEmpty(nl, 'a', 'x')).toBeNull();
  });
});

describe('checkVariables', () => {
  it('compares the variables of a plain key with English', () => {
    expect(checkVariables(nl, 'a', 'Hoi', plain('Hi {{name}}'), new Map())?.detail).toBe(
      'English has {{name}}, nl has none',
    );
    expect(checkVariables(nl, 'a', 'Hoi {{name}}', plain('Hi {{name}}'), new Map())).toBeNull();
  });

  it('lets a plural form leave out count but not the other variables', () => {
    const groupVars = new Map([['n', new Set(['count', 'name'])]]);
    const exp = { sourceValue: '', pluralBase: 'n' };
    expect(checkVariables(nl, 'n_one', 'Eén voor {{name}}', exp, groupVars)).toBeNull();
    expect(checkVariables(nl, 'n_one', 'Eén {{who}}', exp, groupVars)?.detail).toBe(
      'lacks {{name}}; has unknown {{who}}',
    );
  });
});

describe('checkNotIdentical', () => {
  it('warns on a copy of English with words, not on variables alone', () => {
    expect(checkNotIdentical(nl, 'a', 'Menu', plain('Menu'))).toMatchObject({
      severity: 'warning',
      kind: 'identical',
    });
    expect(checkNotIdentical(nl, 'a', '{{count}}', plain('{{count}}'))).toBeNull();
    expect(checkNotIdentical(nl, 'a', 'Menukaart', plain('Menu'))).toBeNull();
  });
});

describe('checkExtraKeys', () => {
  it('reports the keys English does not have', () => {
    const keys = new Map<string, unknown>([
      ['a', 'A'],
      ['b', 'B'],
    ]);
    const issues = checkExtraKeys(nl, keys, new Map([['a', plain('A')]]));
    expect(issues.map((i) => i.key)).toEqual(['b']);
  });
});

describe('checkUnusedKeys', () => {
  it('reports keys found neither in the code nor under a dynamic prefix', () => {
    const candidates = [
      { ns: 'common', key: 'used', aliases: [] },
      { ns: 'common', key: 'dynamic.x', aliases: [] },
      { ns: 'common', key: 'items', aliases: ['items_one'] },
      { ns: 'common', key: 'unused', aliases: [] },
    ];
    const issues = checkUnusedKeys(
      'en',
      candidates,
      ["t('used'); t('common:items_one')"],
      ['common:dynamic.'],
    );
    expect(issues.map((i) => i.key)).toEqual(['unused']);
  });
});
