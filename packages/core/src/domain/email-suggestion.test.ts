import { describe, expect, it } from 'vitest';
import { emailSuggestion, isValidEmail } from './email-suggestion';

describe('emailSuggestion', () => {
  it('suggests the intended provider for a mistyped domain, keeping the local part', () => {
    expect(emailSuggestion('jan@gmial.com')).toBe('jan@gmail.com');
    expect(emailSuggestion('Jan.Smit@hotmial.com')).toBe('Jan.Smit@hotmail.com');
    expect(emailSuggestion('jan@gmail')).toBe('jan@gmail.com');
    expect(emailSuggestion('jan@hotmial')).toBe('jan@hotmail.com');
  });

  it('knows the providers of the served countries', () => {
    expect(emailSuggestion('klaus@gmx.dr')).toBe('klaus@gmx.de');
    expect(emailSuggestion('anna@ziggo.nll')).toBe('anna@ziggo.nl');
    expect(emailSuggestion('ola@wp.pll')).toBe('ola@wp.pl');
  });

  it('has nothing to say about correct or domain-less addresses', () => {
    expect(emailSuggestion('jan@gmail.com')).toBeNull();
    expect(emailSuggestion('klaus@web.de')).toBeNull();
    expect(emailSuggestion('jan')).toBeNull();
    expect(emailSuggestion('jan@')).toBeNull();
    expect(emailSuggestion('@gmail.com')).toBeNull();
  });
});

describe('isValidEmail', () => {
  it('accepts ordinary addresses', () => {
    for (const e of ['jan@gmail.com', 'a.b+tag@sub.example.co.uk', 'x_y@wp.pl'])
      expect(isValidEmail(e)).toBe(true);
  });
  it('refuses what cannot receive mail', () => {
    for (const e of [
      'jan',
      'jan@',
      '@x.com',
      'jan@gmail',
      'jan @x.com',
      'a@b@c.com',
      'jan@-x.com',
      'jan@x.c',
    ])
      expect(isValidEmail(e)).toBe(false);
  });
});
