import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider, I18nResources, Trans, useChangeLocale, useLocale, useTranslation } from './client';
import { looseT } from './test-utils';

const resources = {
  en: { common: { fx: { hello: 'Hello {{name}}', onlyEn: 'English only', rich: 'Read the <1>terms</1>' } } },
  nl: { common: { fx: { hello: 'Hallo {{name}}', rich: 'Lees de <1>voorwaarden</1>' } } },
};

function Greeting() {
  const { t } = useTranslation();
  return (
    <p>
      {looseT(t)('fx.hello', { name: 'Sam' })} / {looseT(t)('fx.onlyEn')} / {useLocale()}
    </p>
  );
}

let switchTo: ((l: 'de' | 'nl' | 'en') => Promise<void>) | undefined;
function Switcher() {
  switchTo = useChangeLocale();
  return null;
}

afterEach(() => {
  cleanup();
  document.cookie = 'i18n_redirected=; Path=/; Max-Age=0';
});

describe('I18nProvider', () => {
  it('renders synchronously from the resources the server passed, with English fallback', () => {
    render(
      <I18nProvider locale="nl" resources={resources}>
        <Greeting />
      </I18nProvider>,
    );
    expect(screen.getByText('Hallo Sam / English only / nl')).toBeTruthy();
  });

  it('gives each provider its own instance', () => {
    render(
      <>
        <I18nProvider locale="nl" resources={resources}>
          <Greeting />
        </I18nProvider>
        <I18nProvider locale="en" resources={resources}>
          <Greeting />
        </I18nProvider>
      </>,
    );
    expect(screen.getByText('Hallo Sam / English only / nl')).toBeTruthy();
    expect(screen.getByText('Hello Sam / English only / en')).toBeTruthy();
  });

  it('re-exports Trans for markup inside translations', () => {
    function Rich() {
      const { t } = useTranslation();
      return <Trans t={t} i18nKey={'fx.rich' as never} components={{ 1: <a href="/pages/terms" /> }} />;
    }
    render(
      <I18nProvider locale="nl" resources={resources}>
        <Rich />
      </I18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'voorwaarden' }).getAttribute('href')).toBe('/pages/terms');
  });

  it('follows a new locale prop', async () => {
    const { rerender } = render(
      <I18nProvider locale="nl" resources={resources}>
        <Greeting />
      </I18nProvider>,
    );
    rerender(
      <I18nProvider locale="en" resources={resources}>
        <Greeting />
      </I18nProvider>,
    );
    expect(await screen.findByText('Hello Sam / English only / en')).toBeTruthy();
  });

  it('loads the bundled files lazily when no resources are passed', async () => {
    render(
      <I18nProvider locale="pl" fallback={<p>loading</p>}>
        <Greeting />
      </I18nProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    // Nothing in the fixtures: keys render as themselves once pl and en are loaded.
    expect(await screen.findByText('fx.hello / fx.onlyEn / pl')).toBeTruthy();
  });

  it('loads a namespace that was not passed when a component asks for it', async () => {
    function ErrorsText() {
      const { t, i18n } = useTranslation('errors');
      return (
        <p>{`errors loaded: ${String(i18n.hasResourceBundle('nl', 'errors'))} ${looseT(t)('__none__')}`}</p>
      );
    }
    render(
      <I18nProvider locale="nl" resources={resources} fallback={<p>loading</p>} boundary>
        <ErrorsText />
      </I18nProvider>,
    );
    expect(await screen.findByText('errors loaded: true __none__')).toBeTruthy();
  });
});

describe('useTranslation', () => {
  it('gives every component asking for the same namespaces one answer, renewed when the language changes', async () => {
    const seen: unknown[] = [];
    function Probe() {
      const answer = useTranslation();
      const [t, instance, ready] = answer;
      seen.push(answer.t);
      expect(t).toBe(answer.t);
      expect(instance).toBe(answer.i18n);
      expect(ready).toBe(true);
      return <p>{looseT(t)('fx.hello', { name: 'Sam' })}</p>;
    }
    render(
      <I18nProvider locale="nl" resources={resources}>
        <Probe />
        <Probe />
        <Switcher />
      </I18nProvider>,
    );
    expect(screen.getAllByText('Hallo Sam')).toHaveLength(2);
    expect(seen[1]).toBe(seen[0]);
    await act(async () => {
      await switchTo?.('en');
    });
    expect(screen.getAllByText('Hello Sam')).toHaveLength(2);
    expect(seen.at(-1)).not.toBe(seen[0]);
  });

  it('needs a provider', () => {
    function Bare() {
      useTranslation();
      return null;
    }
    expect(() => render(<Bare />)).toThrow(/I18nProvider/);
  });
});

describe('I18nResources', () => {
  it('adds the namespaces it is given before its children render: no suspending, no raw keys', () => {
    function Search() {
      const { t } = useTranslation('search');
      return <p>{looseT(t)('fx.title')}</p>;
    }
    const search = {
      nl: { search: { fx: { title: 'Zoeken' } } },
      en: { search: { fx: { title: 'Search' } } },
    };
    render(
      <I18nProvider locale="nl" resources={resources} fallback={<p>loading</p>} boundary>
        <Greeting />
        <I18nResources resources={search}>
          <Search />
        </I18nResources>
      </I18nProvider>,
    );
    // Synchronously, in the first render: the fallback never shows.
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('Zoeken')).toBeTruthy();
    expect(screen.getByText('Hallo Sam / English only / nl')).toBeTruthy();
  });

  it('keeps what the instance already has', () => {
    function Hello() {
      const { t } = useTranslation();
      return <p>{looseT(t)('fx.hello', { name: 'Sam' })}</p>;
    }
    render(
      <I18nProvider locale="nl" resources={resources}>
        <I18nResources resources={{ nl: { common: { fx: { hello: 'Anders' } } } }}>
          <Hello />
        </I18nResources>
      </I18nProvider>,
    );
    expect(screen.getByText('Hallo Sam')).toBeTruthy();
  });
});

describe('useChangeLocale', () => {
  it('sets the cookie and <html lang>, and switches language (loading it if needed)', async () => {
    render(
      <I18nProvider locale="nl" resources={resources}>
        <Greeting />
        <Switcher />
      </I18nProvider>,
    );
    await act(async () => {
      await switchTo?.('en');
    });
    expect(document.cookie).toContain('i18n_redirected=en');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByText('Hello Sam / English only / en')).toBeTruthy();

    // German was not passed: it is loaded from its chunk; keys not in it fall back to English.
    await act(async () => {
      await switchTo?.('de');
    });
    expect(document.cookie).toContain('i18n_redirected=de');
    await waitFor(() => expect(screen.getByText('Hello Sam / English only / de')).toBeTruthy());
  });
});
