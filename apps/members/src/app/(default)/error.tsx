'use client';

import { RouteError } from '../_boundaries/route-error';

/** A page of the (default) group failed: the error screen inside the group's own frame (its layout stays). */
export default RouteError;
