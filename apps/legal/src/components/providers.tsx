'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { useServerInsertedHTML } from 'next/navigation';
import { createStyleRegistry } from '@dating/ui/style-registry';
import { GlobalStyle, ThemeProvider } from '@dating/ui/theme';

/**
 * Collects the styles rendered on the server and inserts them into the HTML stream, so the first paint
 * is styled (no flash, no layout shift). In the browser styled-components injects as usual.
 */
export const StyledRegistry = createStyleRegistry(useServerInsertedHTML);

/** Texts the client-side error boundary needs, translated on the server by the layout. */
export interface ErrorLabels {
  title: string;
  body: string;
  retry: string;
  home: string;
}

const ErrorLabelsContext = createContext<ErrorLabels | null>(null);

export function useErrorLabels(): ErrorLabels | null {
  return useContext(ErrorLabelsContext);
}

export interface ProvidersProps {
  errorLabels: ErrorLabels;
  children: ReactNode;
}

/** Everything client-side the pages share: style registry, theme, global styles, error texts. */
export function Providers({ errorLabels, children }: ProvidersProps) {
  return (
    <StyledRegistry>
      <ThemeProvider>
        <GlobalStyle />
        <ErrorLabelsContext.Provider value={errorLabels}>{children}</ErrorLabelsContext.Provider>
      </ThemeProvider>
    </StyledRegistry>
  );
}
