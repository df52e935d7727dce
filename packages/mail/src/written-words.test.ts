import { LOCALES } from '@dating/i18n';
import { describe, expect, it } from 'vitest';
import { renderMail } from './render';
import { REPORT_KEY_LEFT, SITE } from './test/fixtures';
import type { MailData, MailKind, RenderedMail } from './types';

const LINK = 'https://dating.example/complaints';

/**
 * Mails that carry words someone wrote (the operator's answer to a complaint, the reported member's name in a
 * report's confirmation): as written in the text part, escaped in the HTML part, in every language.
 */
const CASES: {
  kind: MailKind;
  title: string;
  data: MailData;
  written: string;
  escaped: string;
  also: (mail: RenderedMail) => void;
}[] = [
  {
    kind: 'complaint_answer',
    title: "complaint_answer mail carries the operator's answer",
    data: { name: 'Anna', answer: 'We refunded order 42 <today> & apologise.', link: LINK },
    written: 'We refunded order 42 <today> & apologise.',
    escaped: 'We refunded order 42 &lt;today&gt; &amp; apologise.',
    also: (mail) => expect(mail.text.split('\n')).toContain(LINK),
  },
  {
    kind: 'report_received',
    title: 'report mails confirm a report',
    data: { name: 'Anna', member: 'Ben <b>', ground: 'fake_scam', link: LINK },
    written: 'Ben <b>',
    escaped: 'Ben &lt;b&gt;',
    also: (mail) => expect(mail.text).not.toMatch(REPORT_KEY_LEFT),
  },
];

describe('mails with written words', () => {
  for (const c of CASES) {
    for (const locale of LOCALES) {
      it(`${c.title} in ${locale}`, () => {
        const mail = renderMail(c.kind, locale, SITE, c.data);
        expect(mail.subject).toContain('Testsite');
        expect(mail.text).toContain(c.written);
        expect(mail.html).toContain(c.escaped);
        c.also(mail);
      });
    }
  }
});
