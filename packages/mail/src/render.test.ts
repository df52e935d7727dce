import { LOCALES } from '@dating/i18n';
import { describe, expect, it } from 'vitest';
import { extractLinks } from './links';
import { renderMail } from './render';
import { SITE } from './test/fixtures';
import { MAIL_KINDS } from './types';

const LINK = 'https://dating.example/api/confirm?token=abc&kind=x';
const DATA = { name: 'Anna', link: LINK, newEmail: 'new@dating.example', days: 14 };
const RAW_KEY =
  /\b(email:|layout\.|activation\.|reset\.|mailChange\.|reactivation\.|welcome\.|unlock\.)[a-zA-Z]|\{\{/;

describe('renderMail', () => {
  for (const kind of MAIL_KINDS) {
    for (const locale of LOCALES) {
      it(`renders ${kind} in ${locale}`, () => {
        const mail = renderMail(kind, locale, SITE, DATA);
        for (const part of [mail.subject, mail.html, mail.text]) {
          expect(part.trim()).not.toBe('');
          expect(part).not.toMatch(RAW_KEY);
        }
        expect(mail.html).toContain(`<html lang="${locale}"`);
        // The link: escaped in the HTML (button and plain copy), verbatim on its own line in the text.
        expect(mail.html).toContain('href="https://dating.example/api/confirm?token=abc&amp;kind=x"');
        expect(mail.text.split('\n')).toContain(LINK);
        expect(extractLinks(mail)).toContain(LINK);
        expect(mail.text).toContain('Anna');
        expect(mail.html).toContain('Anna');
        // Footer branded from the site settings.
        for (const part of [mail.html, mail.text]) {
          expect(part).toContain('Example B.V.');
          expect(part).toContain('Keizersgracht 1');
          expect(part).toContain('12345678');
          expect(part).toContain('support@dating.example');
          expect(part).toContain('https://dating.example/notifications');
        }
        expect(mail.html).toContain('href="mailto:support@dating.example"');
        expect(mail.text.split('\n')).toContain('https://dating.example/notifications');
      });
    }
  }

  it('escapes every interpolated value in the HTML', () => {
    const site = { ...SITE, name: 'A&B <Dates>', company: { ...SITE.company, name: '"Quote" & Co' } };
    for (const kind of MAIL_KINDS) {
      const mail = renderMail(kind, 'en', site, {
        name: '<script>alert(1)</script>',
        link: 'https://dating.example/x?a="><img src=x>',
        newEmail: '<b>@evil.example',
      });
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<img');
      expect(mail.html).not.toContain('<b>');
      expect(mail.html).not.toContain('<Dates>');
      expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(mail.html).toContain('A&amp;B &lt;Dates&gt;');
      expect(mail.html).toContain('&quot;Quote&quot; &amp; Co');
      // Plain text stays unescaped.
      expect(mail.text).toContain('<script>alert(1)</script>');
    }
  });

  it('states the link lifetimes the API uses', () => {
    expect(renderMail('activation', 'en', SITE, DATA).text).toContain('7 days');
    expect(renderMail('reset', 'en', SITE, DATA).text).toContain('1 hour');
    expect(renderMail('mail_change', 'en', SITE, DATA).text).toContain('24 hours');
    expect(renderMail('reactivation', 'en', SITE, DATA).text).toContain('within 14 days');
    expect(renderMail('reactivation', 'en', SITE, { ...DATA, days: 1 }).text).toContain('within 1 day;');
    expect(renderMail('reactivation', 'pl', SITE, { ...DATA, days: 1 }).text).toContain('1 dnia');
    expect(renderMail('reactivation', 'de', SITE, DATA).text).toContain('14 Tagen');
  });

  it('greets by name and shows the new address of a mail change', () => {
    expect(renderMail('activation', 'nl', SITE, DATA).text).toContain('Hoi Anna,');
    expect(renderMail('mail_change', 'en', SITE, DATA).text).toContain('new@dating.example');
  });

  it('adds the ignore line only where it fits', () => {
    expect(renderMail('reset', 'en', SITE, DATA).text).toContain('Didn');
    expect(renderMail('welcome', 'en', SITE, DATA).text).not.toContain('Didn');
  });

  it('links the welcome mail to the site when no link is given', () => {
    const mail = renderMail('welcome', 'en', SITE, { name: 'Anna' });
    expect(extractLinks(mail)[0]).toBe('https://dating.example/');
    expect(mail.subject).toBe('Welcome to Testsite, Anna!');
  });

  it('renders accessible, table-based HTML with the brand button', () => {
    const { html } = renderMail('activation', 'en', SITE, DATA);
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('max-width:600px');
    expect(html).toContain('background-color:#D6334F');
    expect(html).toContain('color:#FFFFFF');
    expect(html).not.toMatch(/<img|<style|class=/);
    const tables = html.match(/<table[^>]*>/g) ?? [];
    expect(tables.length).toBeGreaterThan(2);
    for (const t of tables) expect(t).toContain('role="presentation"');
  });

  it('refuses missing or unsafe links', () => {
    expect(() => renderMail('activation', 'en', SITE, { name: 'A' })).toThrow(/link is required/);
    expect(() => renderMail('reset', 'en', SITE, { name: 'A', link: 'javascript:alert(1)' })).toThrow(/http/);
    expect(() => renderMail('mail_change', 'en', SITE, { name: 'A', link: LINK })).toThrow(/newEmail/);
  });
});

describe('extractLinks', () => {
  it('finds each http(s) link once, without trailing punctuation', () => {
    const text =
      'Go:\nhttps://a.example/x?y=1\nor https://b.example/. Again https://a.example/x?y=1\nmailto:x@y';
    expect(extractLinks({ text })).toEqual(['https://a.example/x?y=1', 'https://b.example/']);
  });
});
