import { LOCALES } from '@dating/i18n';
import { describe, expect, it } from 'vitest';
import { renderMail } from './render';
import { SITE } from './test/fixtures';

const LINK = 'https://dating.example/complaints';

describe('complaint_answer mail', () => {
  for (const locale of LOCALES) {
    it(`carries the operator's answer in ${locale}`, () => {
      const mail = renderMail('complaint_answer', locale, SITE, {
        name: 'Anna',
        answer: 'We refunded order 42 <today> & apologise.',
        link: LINK,
      });
      expect(mail.subject).toContain('Testsite');
      expect(mail.text).toContain('We refunded order 42 <today> & apologise.');
      expect(mail.html).toContain('We refunded order 42 &lt;today&gt; &amp; apologise.');
      expect(mail.text.split('\n')).toContain(LINK);
    });
  }
});
