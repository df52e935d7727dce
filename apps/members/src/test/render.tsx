import { type ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { type TSettings, type TUser } from '@dating/core/contracts';
import { getResources, type Locale } from '@dating/i18n';
import { AppProviders } from '@/providers/app-providers';
import { createSettings } from './fixtures';
import { navigation } from './navigation-mock';

export interface RenderOptions {
  user?: TUser | null;
  settings?: Partial<TSettings>;
  locale?: Locale;
  pathname?: string;
  search?: string;
}

/** Renders with every app provider (query cache seeded with `user`, i18n, settings, theme). */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderResult {
  const locale = options.locale ?? 'en';
  navigation.pathname = options.pathname ?? '/';
  navigation.search = options.search ?? '';
  return render(
    <AppProviders
      locale={locale}
      resources={getResources(locale, [
        'common',
        'ui',
        'errors',
        'profile',
        'signup',
        'account',
        'editor',
        'member',
        'search',
        'likes',
        'swipe',
      ])}
      settings={createSettings(options.settings)}
      user={options.user ?? null}
    >
      {ui}
    </AppProviders>,
  );
}
