import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import type { TLocale } from '@dating/core/contracts';
import { landingSlugLanguage } from '@dating/core/domain';
import { App } from '../app';
import type { LanderTemplate } from '../campaign/templates';
import { createLanderI18n, loadLanderStrings } from '../i18n/create-lander-i18n';
import { TEMPLATE_LOADERS } from '../templates/registry';

export interface RenderedLander {
  /** The app's HTML, for inside `#root`. */
  html: string;
  /** styled-components' `<style data-styled>` tags for the page's head (critical CSS: all of it). */
  styles: string;
  title: string;
}

/**
 * The build-time render of one template in one language (Vite SSR build of this file, run by
 * `config/prerender.ts` in a worker per template). Same tree as `main.tsx` hydrates, rendered without the
 * visit's tracking (`search` = ''), which `HydratingApp` adds after hydration.
 *
 * styled-components names its classes by the order in which styled components are defined, so this module's
 * imports of styled code come in the same order as `main.tsx`'s (the app, then the template chunk), and each
 * template renders in a fresh module graph (its own worker) with only its own chunk loaded, like a visit.
 */
export async function renderLander(template: LanderTemplate, locale: TLocale): Promise<RenderedLander> {
  const campaign = __LANDER_CAMPAIGN__;
  const [Template] = await Promise.all([TEMPLATE_LOADERS[template](), loadLanderStrings(locale)]);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <App
            campaign={campaign}
            route={{ kind: 'template', template, slug: landingSlugLanguage(locale) }}
            locale={locale}
            search=""
            Template={Template}
          />
        </StrictMode>,
      ),
    );
    const title = createLanderI18n(locale).t('documentTitle', { ns: 'landers', site: campaign.siteName });
    return { html, styles: sheet.getStyleTags(), title };
  } finally {
    sheet.seal();
  }
}
