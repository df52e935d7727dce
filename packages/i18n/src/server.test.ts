import { describe, expect, it } from 'vitest';
import { getServerI18n } from './server';
import { addFixtures, looseT } from './test-utils';

const fixtures = {
  en: { common: { fx: { hello: 'Hello {{name}}' } }, profile: { fx: { age: 'Age' } } },
  de: { common: { fx: { hello: 'Hallo {{name}}' } }, profile: { fx: { age: 'Alter' } } },
  fr: { common: { fx: { hello: 'Bonjour {{name}}' } }, profile: { fx: { age: 'Âge' } } },
};

/** A request handler as an app would write it: translate after some async work. */
async function handle(locale: 'de' | 'fr', delayMs: number) {
  const { i18n, t, locale: lng } = getServerI18n(locale);
  addFixtures(i18n, fixtures);
  await new Promise((r) => setTimeout(r, delayMs));
  return { lng, text: looseT(t)('fx.hello', { name: 'Sam' }), language: i18n.language };
}

describe('getServerI18n', () => {
  it('returns a new instance per call, never a shared singleton', () => {
    const a = getServerI18n('nl');
    const b = getServerI18n('nl');
    expect(a.i18n).not.toBe(b.i18n);
    expect(a.locale).toBe('nl');
    expect(a.i18n.isInitialized).toBe(true);
  });

  it('keeps concurrent requests in different languages apart', async () => {
    const [de, fr] = await Promise.all([handle('de', 20), handle('fr', 5)]);
    expect(de).toEqual({ lng: 'de', text: 'Hallo Sam', language: 'de' });
    expect(fr).toEqual({ lng: 'fr', text: 'Bonjour Sam', language: 'fr' });
  });

  it('is unaffected when another request changes its own language', async () => {
    const a = getServerI18n('de');
    const b = getServerI18n('de');
    addFixtures(a.i18n, fixtures);
    addFixtures(b.i18n, fixtures);
    await b.i18n.changeLanguage('fr');
    expect(looseT(a.t)('fx.hello', { name: 'A' })).toBe('Hallo A');
    expect(a.i18n.language).toBe('de');
  });

  it('binds t to the namespace asked for, keeping common loaded', () => {
    const { i18n, t } = getServerI18n('de', 'profile');
    addFixtures(i18n, fixtures);
    expect(looseT(t)('fx.age')).toBe('Alter');
    expect(looseT(t)('common:fx.hello', { name: 'X' })).toBe('Hallo X');
    expect(i18n.hasResourceBundle('de', 'legal')).toBe(false);
  });

  it('accepts several namespaces, the first being the default', () => {
    const { i18n, t } = getServerI18n('fr', ['profile', 'common']);
    addFixtures(i18n, fixtures);
    expect(looseT(t)('fx.age')).toBe('Âge');
    expect(looseT(t)('common:fx.hello', { name: 'Y' })).toBe('Bonjour Y');
  });
});
