import { describe, expect, it } from 'vitest';
import { backTarget } from './back-link';

const jar = (cookies: Record<string, string>) =>
  [Object.keys(cookies), (name: string) => cookies[name]] as const;

describe('backTarget', () => {
  it('sends a member (a session cookie) back to the members area', () => {
    expect(backTarget(...jar({ 'auth.session': 'abc', i18n_redirected: 'de' }))).toEqual({
      href: '/members',
      member: true,
    });
  });

  it('sends a visitor, or an empty session cookie, to the home page', () => {
    expect(backTarget(...jar({ i18n_redirected: 'de' }))).toEqual({ href: '/', member: false });
    expect(backTarget(...jar({ 'auth.session': '' }))).toEqual({ href: '/', member: false });
    expect(backTarget(...jar({ 'xauth.session': 'abc' }))).toEqual({ href: '/', member: false });
  });
});
