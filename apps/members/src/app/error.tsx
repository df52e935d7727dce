'use client';

import { RouteError } from './_boundaries/route-error';

/**
 * A route group's layout (the site frame itself) failed: the error screen without a frame. A page's failure is
 * caught by its group's own `error.tsx`, inside the frame. This boundary draws no frame on purpose: it is part of
 * every route's first load, and a frame of its own here was a second ~14 kB copy of the frame's chunk on every
 * route (ADR 0033).
 */
export default RouteError;
