import { describe, expect, it } from 'vitest';
import { emailSuggestion, isValidEmail } from './email-suggestion';

describe('emailSuggestion', () => {
  const suggests = (typed: string, meant: string) => expect(emailSuggestion(typed), typed).toBe(meant);

  it('suggests the intended provider for a mistyped domain, keeping the local part', () => {
    suggests('jan@gmial.com', 'jan@gmail.com');
    suggests('Jan.Smit@hotmial.com', 'Jan.Smit@hotmail.com');
    suggests('jan@gmail', 'jan@gmail.com');
    suggests('jan@hotmial', 'jan@hotmail.com');
  });

  it('knows the providers of the served countries', () => {
    suggests('klaus@gmx.dr', 'klaus@gmx.de');
    suggests('anna@ziggo.nll', 'anna@ziggo.nl');
    suggests('ola@wp.pll', 'ola@wp.pl');
  });

  it('has nothing to say about correct or domain-less addresses', () => {
    for (const typed of ['jan@gmail.com', 'klaus@web.de', 'jan', 'jan@', '@gmail.com'])
      expect(emailSuggestion(typed), typed).toBeNull();
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
