import { describe, expect, it } from 'vitest';
import { PUBLIC_SCREEN_PATHS } from '@/test/route-samples';
import { isMemberOnlyPath, loginUrlFor, showsBackButton } from './member-routes';

describe('isMemberOnlyPath', () => {
  it.each([
    '/chats',
    '/chats/42',
    '/likes',
    '/likes/received',
    '/likes/m/7',
    '/notifications',
    '/data-export',
    '/profile',
    '/match-finder',
    '/swipe-game',
    '/credits',
    '/credits/p2',
    '/credits/p2/ideal',
    '/credits/repeat-order',
    '/directdebit',
    '/transactions',
    '/transactions/99',
    '/lang-config',
    '/members/7/chat',
    '/chats/',
  ])('%s is member-only', (path) => {
    expect(isMemberOnlyPath(path)).toBe(true);
  });

  it.each([
    ...PUBLIC_SCREEN_PATHS,
    '/members/7',
    '/members/7/landing',
    '/members/7/signup',
    '/members/7/landing2/eng',
    '/premium',
    '/pricing',
    '/complaints',
    '/chatsfoo',
    '/abcdefghijklmnopqrstuvwxyz',
  ])('%s is public', (path) => {
    expect(isMemberOnlyPath(path)).toBe(false);
  });
});

describe('loginUrlFor', () => {
  it('carries the path to come back to', () => {
    expect(loginUrlFor('/chats/4?x=1')).toBe('/login?redirect=%2Fchats%2F4%3Fx%3D1');
  });
});

describe('showsBackButton', () => {
  it('is on the routes spec §2 lists only', () => {
    expect(showsBackButton('/members/7')).toBe(true);
    expect(showsBackButton('/likes/sent')).toBe(true);
    expect(showsBackButton('/likes/m/7')).toBe(true);
    expect(showsBackButton('/credits')).toBe(true);
    expect(showsBackButton('/credits/p1/ideal')).toBe(true);
    expect(showsBackButton('/members')).toBe(false);
    expect(showsBackButton('/chats')).toBe(false);
    expect(showsBackButton('/credits/repeat-order')).toBe(false);
  });
});
