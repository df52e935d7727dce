'use client';

import { useState, type ReactNode } from 'react';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';

/**
 * The framework's hook that inserts HTML into the server-rendered stream: Next.js's `useServerInsertedHTML`
 * from `next/navigation`. Passed in, so that this package does not depend on Next.js.
 */
export type UseServerInsertedHTML = (callback: () => ReactNode) => void;

export interface StyleRegistryProps {
  children: ReactNode;
}

/** The sheet a server render collects into (`ServerStyleSheet['instance']`). */
export type ServerSheet = ServerStyleSheet['instance'];

export interface StyleRegistryOptions {
  /** Called once on each render's new sheet before it collects anything (e.g. to reuse formatted rules). */
  prepareSheet?: (sheet: ServerSheet) => void;
}

/**
 * Builds the styled-components SSR style registry for a Next.js app (App Router): during the server render
 * it collects the CSS and streams it into the HTML, so the first paint is styled (no flash, no layout
 * shift); in the browser styled-components injects as usual.
 *
 * ```tsx
 * 'use client';
 * import { useServerInsertedHTML } from 'next/navigation';
 * export const StyledRegistry = createStyleRegistry(useServerInsertedHTML);
 * ```
 *
 * `prepareSheet` sees each server render's sheet first (the member site keeps formatted rules across requests).
 */
export function createStyleRegistry(
  useServerInsertedHTML: UseServerInsertedHTML,
  { prepareSheet }: StyleRegistryOptions = {},
) {
  function StyleRegistry({ children }: StyleRegistryProps) {
    const [sheet] = useState(() => {
      const server = new ServerStyleSheet();
      prepareSheet?.(server.instance);
      return server;
    });

    useServerInsertedHTML(() => {
      const styles = sheet.getStyleElement();
      sheet.instance.clearTag();
      return <>{styles}</>;
    });

    if (typeof window !== 'undefined') return <>{children}</>;
    return <StyleSheetManager sheet={sheet.instance}>{children}</StyleSheetManager>;
  }
  return StyleRegistry;
}
