'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';

/**
 * Generic texts the components need when the app passes none (a close button's name, "Loading", …).
 * The English defaults mirror `packages/i18n/locales/en/ui.json`; the app translates the `ui` namespace
 * and passes the result to `UiLabelsProvider`. The ui package never depends on i18next.
 */
export interface UiLabels {
  close: string;
  dismiss: string;
  loading: string;
  required: string;
  notifications: string;
  pageLoading: string;
  fictional: string;
}

export const defaultUiLabels: UiLabels = {
  close: 'Close',
  dismiss: 'Dismiss',
  loading: 'Loading',
  required: 'required',
  notifications: 'Notifications',
  pageLoading: 'Page loading',
  fictional: 'Fictional profile',
};

/** The key of each label in the `ui` namespace, e.g. `t(\`ui:${uiLabelKeys.close}\`)`. */
export const uiLabelKeys = {
  close: 'common.close',
  dismiss: 'common.dismiss',
  loading: 'common.loading',
  required: 'form.required',
  notifications: 'toast.region',
  pageLoading: 'progress.pageLoading',
  fictional: 'avatar.fictional',
} as const satisfies Record<keyof UiLabels, string>;

const UiLabelsContext = createContext<UiLabels>(defaultUiLabels);

export interface UiLabelsProviderProps {
  /** Translated labels; missing ones fall back to the English defaults. */
  labels: Partial<UiLabels>;
  children?: ReactNode;
}

/** Supplies translated generic labels to every component below it. */
export function UiLabelsProvider({ labels, children }: UiLabelsProviderProps) {
  const parent = useContext(UiLabelsContext);
  const value = useMemo(() => ({ ...parent, ...labels }), [parent, labels]);
  return <UiLabelsContext.Provider value={value}>{children}</UiLabelsContext.Provider>;
}

/**
 * Builds `UiLabels` from any translate function bound to the `ui` namespace:
 * `createUiLabels((key) => t(key, { ns: 'ui' }))`.
 */
export function createUiLabels(translate: (key: string) => string): UiLabels {
  const entries = Object.entries(uiLabelKeys).map(([name, key]) => [name, translate(key)]);
  return Object.fromEntries(entries) as UiLabels;
}

/** The labels in effect: the nearest provider's, or the English defaults without one. */
export function useUiLabels(): UiLabels {
  return useContext(UiLabelsContext);
}
