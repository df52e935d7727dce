import { Suspense, type ReactNode } from 'react';
import { type Metadata, type Viewport } from 'next';
import { getResources } from '@dating/i18n';
import { LocaleCookieSync } from '@/components/locale-cookie/locale-cookie-sync';
import { TitleCounter } from '@/components/document-title/title-counter';
import { MemberLiveChannel } from '@/components/live/member-live-channel';
import { NavigationProgress } from '@/components/progress/navigation-progress';
import { SENT_NAMESPACES } from '@/lib/i18n-namespaces';
import { getRequestLocale } from '@/lib/server/locale';
import { getSettings } from '@/lib/server/settings';
import { getCurrentUser } from '@/lib/server/user';
import { AppProviders } from '@/providers/app-providers';
import { StyledRegistry } from '@/providers/styled-registry';
import { TrackingCapture } from '@/features/signup/tracking-capture';

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSettings();
  return {
    title: { template: `%s · ${settings.name}`, default: settings.index_title || settings.name },
    description: settings.description,
    applicationName: settings.name,
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  // The phone tab bar pads itself with env(safe-area-inset-*), which is only non-zero with viewport-fit=cover.
  viewportFit: 'cover',
  themeColor: '#F25068',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [settings, user, { locale, setCookie }] = await Promise.all([
    getSettings(),
    getCurrentUser(),
    getRequestLocale(),
  ]);

  return (
    <html lang={locale}>
      <body>
        <StyledRegistry>
          <AppProviders
            locale={locale}
            resources={getResources(locale, SENT_NAMESPACES.root)}
            settings={settings}
            user={user}
          >
            {setCookie ? <LocaleCookieSync locale={locale} /> : null}
            <Suspense fallback={null}>
              <NavigationProgress />
            </Suspense>
            <TitleCounter />
            <MemberLiveChannel />
            <TrackingCapture />
            {children}
          </AppProviders>
        </StyledRegistry>
      </body>
    </html>
  );
}
