/** Request header `proxy.ts` sets to the path and query of the page being rendered. */
export const REQUEST_PATH_HEADER = 'x-members-path';
