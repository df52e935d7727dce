import { describe, expect, it } from 'vitest';
import { destinationPath, parseLandingPath } from './landing-route';

describe('parseLandingPath', () => {
  it('reads the four member landing routes', () => {
    expect(parseLandingPath('/members/42/landing')).toEqual({ id: '42', variant: 'landing', slug: null });
    expect(parseLandingPath('/members/42/signup')).toEqual({ id: '42', variant: 'signup', slug: null });
    expect(parseLandingPath('/members/42/landing2/eng')).toEqual({
      id: '42',
      variant: 'landing2',
      slug: 'eng',
    });
    expect(parseLandingPath('/members/42/landing3')).toEqual({ id: '42', variant: 'landing3', slug: null });
  });

  it('answers null for other paths', () => {
    expect(parseLandingPath('/members/42')).toBeNull();
    expect(parseLandingPath('/members/42/chat')).toBeNull();
    expect(parseLandingPath('/members/42/landing/eng')).toBeNull();
    expect(parseLandingPath('/members/42/landing2/a/b')).toBeNull();
    expect(parseLandingPath('/likes/42/landing')).toBeNull();
  });
});

describe('destinationPath', () => {
  it('is the profile or the chat', () => {
    expect(destinationPath('a b', 'profile')).toBe('/members/a%20b');
    expect(destinationPath('7', 'chat')).toBe('/members/7/chat');
  });
});
