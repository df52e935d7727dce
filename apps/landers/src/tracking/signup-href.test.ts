import { describe, expect, it } from 'vitest';
import { signupHref } from './signup-href';

describe('signupHref', () => {
  it('keeps the tracking parameters of the visit and drops everything else', () => {
    const href = signupHref('?network=aff1&ref=42&sub1=a&sub2=b&sub3=c&utm_x=1&t=5', {
      siteUrl: '',
      tracking: {},
    });
    expect(href).toBe('/signup?network=aff1&ref=42&sub1=a&sub2=b&sub3=c');
  });
  it('removes curly braces from values and drops values that were only a macro', () => {
    const href = signupHref('?network={net}work&sub1={}&sub2=b', { siteUrl: '', tracking: {} });
    expect(href).toBe('/signup?network=network&sub2=b');
  });
  it('fills gaps from the campaign defaults without overriding the visit', () => {
    const href = signupHref('?network=aff1', {
      siteUrl: '',
      tracking: { network: 'summer', sub1: 'nl-2025' },
    });
    expect(href).toBe('/signup?network=aff1&sub1=nl-2025');
  });
  it('is plain /signup without tracking, prefixed with the site origin when set', () => {
    expect(signupHref('', { siteUrl: '', tracking: {} })).toBe('/signup');
    expect(signupHref('', { siteUrl: 'https://dating.example', tracking: {} })).toBe(
      'https://dating.example/signup',
    );
  });
});
