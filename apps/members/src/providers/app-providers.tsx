'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type TSettings, type TUser } from '@dating/core/contracts';
import { I18nProvider } from '@dating/i18n/client';
import '@dating/ui/fonts.css';
import { fontPreloads } from '@dating/ui/fonts';
import { GlobalStyle, ThemeProvider } from '@dating/ui/theme';
import { ToastProvider } from '@dating/ui/toast';
import { onAuthRequired } from '@/lib/browser-api';
import { queryKeys } from '@/lib/query-keys';
import { useUiStore } from '@/stores/ui-store';
import { SettingsProvider } from './settings-context';
import { TranslatedUiLabels } from './translated-ui-labels';

type I18nProviderProps = Parameters<typeof I18nProvider>[0];

export interface AppProvidersProps {
  locale: I18nProviderProps['locale'];
  resources: I18nProviderProps['resources'];
  settings: TSettings;
  user: TUser | null;
  children: ReactNode;
}

export function createQueryClient(user: TUser | null): QueryClient {
  // Moving between member screens shows what was loaded before at once (kept 30 minutes after its screen is
  // left) and refreshes it in the background when it is older than a minute.
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, gcTime: 30 * 60_000, retry: false, refetchOnWindowFocus: false },
    },
  });
  queryClient.setQueryData(queryKeys.user.current(), user);
  return queryClient;
}

/** Every client-side provider, seeded with what the server already fetched for this request. */
export function AppProviders({ locale, resources, settings, user, children }: AppProvidersProps) {
  const [queryClient] = useState(() => createQueryClient(user));
  // The house font's latin file goes into the server HTML's <head> as a preload, before the CSS that names it.
  for (const font of fontPreloads) preload(font.href, font);

  useEffect(() => {
    onAuthRequired(() => queryClient.setQueryData(queryKeys.user.current(), null));
    return () => onAuthRequired(null);
  }, [queryClient]);

  useEffect(() => {
    void useUiStore.persist.rehydrate();
  }, []);

  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale={locale} resources={resources}>
        <SettingsProvider settings={settings}>
          <ThemeProvider>
            <GlobalStyle />
            <TranslatedUiLabels>
              <ToastProvider>{children}</ToastProvider>
            </TranslatedUiLabels>
          </ThemeProvider>
        </SettingsProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
