'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { type TSettings } from '@dating/core/contracts';

const SettingsContext = createContext<TSettings | null>(null);

/** The site's settings, fetched on the server at first render and fixed for the page's life. */
export function SettingsProvider({ settings, children }: { settings: TSettings; children: ReactNode }) {
  return <SettingsContext.Provider value={settings}>{children}</SettingsContext.Provider>;
}

export function useSettings(): TSettings {
  const settings = useContext(SettingsContext);
  if (!settings) throw new Error('useSettings() needs a <SettingsProvider> above it');
  return settings;
}
