import { type ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { type TSettings, type TUser } from '@dating/core/contracts';
import { getResources, type Locale, type Namespace } from '@dating/i18n';
import { CLIENT_NAMESPACES } from '@/lib/client-namespaces';
import { AppProviders } from '@/providers/app-providers';
import { createSettings } from './fixtures';
import { navigation } from './navigation-mock';

/** The namespaces `renderWithProviders` loads: every one a member screen reads (payments' screens ask for theirs). */
const ALL_NAMESPACES = CLIENT_NAMESPACES.filter((ns) => ns !== 'payments');

export interface RenderAppOptions {
  user?: TUser | null;
  /** Used as given: feature helpers merge their own defaults in first. */
  settings?: Partial<TSettings>;
  locale?: Locale;
  namespaces?: readonly Namespace[];
}

/**
 * Renders inside every app provider (query cache seeded with `user`, i18n with `namespaces`, settings, theme)
 * and leaves the mocked navigation as it is. Features' render helpers build on it.
 */
export function renderApp(ui: ReactElement, options: RenderAppOptions = {}): RenderResult {
  const locale = options.locale ?? 'en';
  return render(
    <AppProviders
      locale={locale}
      resources={getResources(locale, [...(options.namespaces ?? ALL_NAMESPACES)])}
      settings={createSettings(options.settings)}
      user={options.user ?? null}
    >
      {ui}
    </AppProviders>,
  );
}

export interface RenderOptions {
  user?: TUser | null;
  settings?: Partial<TSettings>;
  locale?: Locale;
  pathname?: string;
  search?: string;
}

/** Renders with every app provider and namespace at `pathname` (default `/`). */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderResult {
  navigation.pathname = options.pathname ?? '/';
  navigation.search = options.search ?? '';
  return renderApp(ui, { user: options.user, settings: options.settings, locale: options.locale });
}

/** Renders with every app provider and the `editor` namespace (the profile editor and the sign-up photo step). */
export function renderWithEditor(
  ui: ReactElement,
  options: { user: TUser | null; settings?: Partial<TSettings>; locale?: Locale },
): RenderResult {
  return renderApp(ui, {
    ...options,
    namespaces: ['common', 'ui', 'errors', 'profile', 'signup', 'account', 'editor'],
  });
}
