import { describe, expect, it } from 'vitest';
import { isInternalNavigation, nextProgressState, type ClickInfo } from './progress-controller';

const click = (over: Partial<ClickInfo> = {}): ClickInfo => ({
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
  ...over,
});
const anchor = (href: string, target = '', download = false) => ({ href, target, download });
const here = 'http://localhost:3000/members?page=1';

describe('nextProgressState', () => {
  it('goes idle → loading → complete → idle', () => {
    expect(nextProgressState('idle', 'start')).toBe('loading');
    expect(nextProgressState('loading', 'routeChanged')).toBe('complete');
    expect(nextProgressState('complete', 'settled')).toBe('idle');
  });

  it('ignores a route change it did not start and restarts while completing', () => {
    expect(nextProgressState('idle', 'routeChanged')).toBe('idle');
    expect(nextProgressState('complete', 'start')).toBe('loading');
    expect(nextProgressState('loading', 'settled')).toBe('loading');
  });
});

describe('isInternalNavigation', () => {
  it('is true for a plain click on another same-origin path or query', () => {
    expect(isInternalNavigation(click(), anchor('/chats'), here)).toBe(true);
    expect(isInternalNavigation(click(), anchor('http://localhost:3000/members?page=2'), here)).toBe(true);
  });

  it('is false with modifier keys, other buttons, a target, download or when prevented', () => {
    expect(isInternalNavigation(click({ metaKey: true }), anchor('/chats'), here)).toBe(false);
    expect(isInternalNavigation(click({ ctrlKey: true }), anchor('/chats'), here)).toBe(false);
    expect(isInternalNavigation(click({ shiftKey: true }), anchor('/chats'), here)).toBe(false);
    expect(isInternalNavigation(click({ altKey: true }), anchor('/chats'), here)).toBe(false);
    expect(isInternalNavigation(click({ button: 1 }), anchor('/chats'), here)).toBe(false);
    expect(isInternalNavigation(click({ defaultPrevented: true }), anchor('/chats'), here)).toBe(false);
    expect(isInternalNavigation(click(), anchor('/chats', '_blank'), here)).toBe(false);
    expect(isInternalNavigation(click(), anchor('/file.pdf', '', true), here)).toBe(false);
  });

  it('is false for other origins and hash-only changes', () => {
    expect(isInternalNavigation(click(), anchor('https://example.com/'), here)).toBe(false);
    expect(isInternalNavigation(click(), anchor('/members?page=1#top'), here)).toBe(false);
    expect(isInternalNavigation(click(), anchor('mailto:a@b.c'), here)).toBe(false);
  });
});
