import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { addFixtures, looseT } from './test-utils';

describe('createI18n', () => {
  it('returns an instance that is initialised synchronously', () => {
    const i18n = createI18n('nl');
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('nl');
    expect(i18n.options.defaultNS).toBe('common');
    expect(i18n.options.fallbackLng).toEqual(['en']);
    expect(i18n.hasResourceBundle('nl', 'profile')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'profile')).toBe(true);
    expect(i18n.hasResourceBundle('de', 'profile')).toBe(false);
  });

  it('creates a fresh instance every time', () => {
    expect(createI18n('en')).not.toBe(createI18n('en'));
  });

  it('loads only the namespaces asked for', () => {
    const i18n = createI18n('de', { ns: ['errors'] });
    expect(i18n.hasResourceBundle('de', 'errors')).toBe(true);
    expect(i18n.hasResourceBundle('de', 'common')).toBe(false);
  });

  it('falls back to English for a missing or empty translation, and does not escape HTML', () => {
    const i18n = createI18n('nl');
    addFixtures(i18n, {
      en: { common: { fx: { onlyEn: 'Only English', empty: 'English text', html: '<b>{{name}}</b>' } } },
      nl: { common: { fx: { empty: '', html: '<b>{{name}}</b>!' } } },
    });
    const t = looseT(i18n.t);
    expect(t('fx.onlyEn')).toBe('Only English');
    expect(t('fx.empty')).toBe('English text');
    expect(t('fx.html', { name: 'Eva & Jan' })).toBe('<b>Eva & Jan</b>!');
  });

  it('uses the plural forms of the language (Intl.PluralRules)', () => {
    const i18n = createI18n('pl');
    addFixtures(i18n, {
      en: { common: { fx: { msg_one: '{{count}} message', msg_other: '{{count}} messages' } } },
      pl: {
        common: {
          fx: {
            msg_one: '{{count}} wiadomość',
            msg_few: '{{count}} wiadomości',
            msg_many: '{{count}} wiadomości!',
            msg_other: '{{count}} wiadomości?',
          },
        },
      },
    });
    const t = looseT(i18n.t);
    expect(t('fx.msg', { count: 1 })).toBe('1 wiadomość');
    expect(t('fx.msg', { count: 3 })).toBe('3 wiadomości');
    expect(t('fx.msg', { count: 5 })).toBe('5 wiadomości!');
    expect(t('fx.msg', { count: 1.5 })).toBe('1.5 wiadomości?');
    const en = createI18n('en');
    expect(en.exists('fx.msg_other')).toBe(false); // fixtures were added to that instance only
  });
});
