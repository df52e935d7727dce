import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@dating/ui/fonts.css';
import { LOCALE_COOKIE } from '@dating/core/domain';
import { App } from './app';
import { localeCookie } from './i18n/locale-cookie';
import { pickLocale, readCookie } from './i18n/lander-locale';
import { createLanderI18n, loadLanderStrings } from './i18n/create-lander-i18n';
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
  createRoot(container).render(
    <StrictMode>
      <App campaign={campaign} route={route} locale={locale} search={search} Template={Template} />
    </StrictMode>,
  );
}
