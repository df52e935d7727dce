import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { TLocale } from '@dating/core/contracts';
import { GlobalStyle, ThemeProvider } from '@dating/ui/theme';
import type { TCampaign } from './campaign/campaign-schema';
import { createLanderI18n } from './i18n/create-lander-i18n';
import { LanderLayout } from './layout/lander-layout';
import { NotFoundView } from './not-found-view';
import type { LanderRoute } from './routing/parse-lander-path';
import type { TemplateComponent } from './templates/registry';
import { signupHref } from './tracking/signup-href';

export interface AppProps {
  campaign: TCampaign;
  route: LanderRoute;
  locale: TLocale;
  /** `location.search` of the visit (tracking parameters). */
  search: string;
  /** The route's template, loaded by `main.tsx` (see `templates/registry.ts`); null shows the 404 view. */
  Template: TemplateComponent | null;
}

/** The lander: one template chosen from the path, in one language, inside the lander layout. */
export function App({ campaign, route, locale, search, Template }: AppProps) {
  const i18n = useMemo(() => createLanderI18n(locale), [locale]);
  const href = signupHref(search, campaign);
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider>
        <GlobalStyle />
        <LanderLayout siteName={campaign.siteName} siteUrl={campaign.siteUrl}>
          {route.kind === 'template' && Template ? (
            <Template campaign={campaign} signupHref={href} search={search} locale={locale} />
          ) : (
            <NotFoundView siteUrl={campaign.siteUrl} />
          )}
        </LanderLayout>
      </ThemeProvider>
    </I18nextProvider>
  );
}
