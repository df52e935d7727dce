'use client';

import { useServerInsertedHTML } from 'next/navigation';
import type { ServerStyleSheet } from 'styled-components';
import { createStyleRegistry } from '@dating/ui/style-registry';

type Sheet = ServerStyleSheet['instance'];

/** Formatted rules by `<component id> <class name>`, shared by every request of this server process. */
const formattedRules = new Map<string, string[]>();
/** Bound on the distinct class names kept (a style interpolating free values makes one per value). */
export const MAX_CACHED_RULES = 5_000;

/**
 * Lets a request's sheet reuse the CSS an earlier request formatted. styled-components names a component's
 * class after a hash of its component id and its CSS text, so the same id and name always format to the same
 * rules; on the server each request has a fresh sheet, and without this every rendered style is run through the
 * CSS preprocessor (stylis) again on every request. Global styles are left alone: their names are the
 * component id plus an instance number and say nothing about their content.
 */
export function reuseFormattedRules(sheet: Sheet, cache = formattedRules): Sheet {
  const has = sheet.hasNameForId.bind(sheet);
  const insert = sheet.insertRules.bind(sheet);
  const cacheable = (id: string, name: string) => !name.startsWith(id);
  sheet.hasNameForId = (id, name) => {
    if (has(id, name)) return true;
    const rules = cacheable(id, name) ? cache.get(`${id} ${name}`) : undefined;
    if (!rules) return false;
    insert(id, name, rules);
    return true;
  };
  sheet.insertRules = (id, name, rules) => {
    if (cacheable(id, name)) {
      if (cache.size >= MAX_CACHED_RULES) cache.clear();
      cache.set(`${id} ${name}`, rules);
    }
    insert(id, name, rules);
  };
  return sheet;
}

/**
 * Collects styled-components CSS during the server render and streams it into the HTML (Next.js 16); in the
 * browser styled-components injects as usual. `@dating/ui`'s registry, with the formatted rules kept across
 * requests (`reuseFormattedRules`).
 */
export const StyledRegistry = createStyleRegistry(useServerInsertedHTML, {
  prepareSheet: reuseFormattedRules,
});
