import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@dating/ui/fonts.css';
import { LOCALE_COOKIE } from '@dating/core/domain';
import { App } from './app';
import { localeCookie } from './i18n/locale-cookie';
import { pickLocale, readCookie } from './i18n/lander-locale';
import { createLanderI18n, loadLanderStrings } from './i18n/create-lander-i18n';
import { PRERENDERED_ATTRIBUTE, prerenderedKey } from './prerender/prerendered-key';
import { HydratingApp } from './prerender/hydrating-app';
import { parseLanderPath } from './routing/parse-lander-path';
import { TEMPLATE_LOADERS } from './templates/registry';
import { startPageBounce } from './tracking/page-bounce';
import { takeVisitTracking } from './tracking/visit-tracking';

const campaign = __LANDER_CAMPAIGN__;
// Read before the tracking is taken out of the address bar: `lb` turns page-bounce logging on (spec §4).
const visitSearch = window.location.search;
// Tracking is read once and removed from the address bar (spec §4); the link and the form use what was read.
const search = takeVisitTracking();
const route = parseLanderPath(window.location.pathname, {
  base: import.meta.env.BASE_URL,
  defaultTemplate: campaign.template,
  standalone: __LANDER_STANDALONE__,
});
const { locale, fromSlug } = pickLocale({
  slug: route.kind === 'template' ? route.slug : null,
  cookie: readCookie(document.cookie, LOCALE_COOKIE),
  languages: navigator.languages ?? [navigator.language],
  fallback: campaign.defaultLanguage,
});

if (route.kind === 'template') {
  startPageBounce({
    search: visitSearch,
    siteUrl: campaign.siteUrl,
    lander: route.template,
    campaign: campaign.name === 'default' ? null : campaign.name,
  });
}

// A language named in the slug is remembered, so /signup continues in it.
if (fromSlug) document.cookie = localeCookie(locale, window.location.protocol === 'https:');
document.documentElement.lang = locale;
// Only this route's template chunk and this language's strings are downloaded, in parallel; both are awaited
// so the first render is complete and translated.
const [Template] = await Promise.all([
  route.kind === 'template' ? TEMPLATE_LOADERS[route.template]() : null,
  loadLanderStrings(locale),
]);
document.title = createLanderI18n(locale).t('documentTitle', { ns: 'landers', site: campaign.siteName });

const container = document.getElementById('root');
if (container) {
  const props = { campaign, route, locale, search, Template };
  // The build prerendered this template in this language (config/prerender.ts): hydrate its HTML. Anything
  // else (a path without a language, the 404 view) is the empty shell and renders here.
  if (
    route.kind === 'template' &&
    container.getAttribute(PRERENDERED_ATTRIBUTE) === prerenderedKey(route.template, locale)
  ) {
    // In a transition, so React hydrates in slices of a few milliseconds and never blocks the page for long.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <HydratingApp {...props} onHydrated={() => container.setAttribute('data-hydrated', '')} />
        </StrictMode>,
      );
    });
  } else {
    createRoot(container).render(
      <StrictMode>
        <App {...props} />
      </StrictMode>,
    );
  }
}
