'use client';

import { useServerInsertedHTML } from 'next/navigation';
import { createStyleRegistry } from '@dating/ui/style-registry';

/** Collects styled-components CSS during the server render and streams it into the HTML (Next.js 16). */
export const StyledRegistry = createStyleRegistry(useServerInsertedHTML);
