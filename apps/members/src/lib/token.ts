/** The shape of an emailed login token (the `{token}` route of spec §2). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{24,128}$/;

export function isTokenShaped(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}
