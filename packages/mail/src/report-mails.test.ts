import { LOCALES } from '@dating/i18n';
import { describe, expect, it } from 'vitest';
import { renderMail } from './render';
import { REPORT_KEY_LEFT, SITE } from './test/fixtures';
import { MODERATION_MAIL_DECISIONS } from './types';

const LINK = 'https://dating.example/complaints';

// Report mails (ADR 0034): the confirmation and the statements of reasons say what was decided, on which
// ground and how to appeal, in every language, with the moderator's note escaped (the confirmation's escaping:
// written-words.test.ts).
describe('report mails', () => {
  for (const locale of LOCALES) {
    it(`states every decision with its ground and the appeal in ${locale}`, () => {
      const bodies = new Set<string>();
      for (const decision of MODERATION_MAIL_DECISIONS) {
        for (const kind of ['report_decided', 'moderation_statement'] as const) {
          const mail = renderMail(kind, locale, SITE, {
            name: 'Anna',
            member: 'Ben',
            decision,
            ground: 'spam',
            note: 'Links to a shop & more',
            field: 'note',
            link: LINK,
          });
          expect(mail.text).not.toMatch(REPORT_KEY_LEFT);
          expect(mail.text).toContain('Links to a shop & more');
          expect(mail.html).toContain('Links to a shop &amp; more');
          expect(mail.text.split('\n')).toContain(LINK);
          bodies.add(mail.text);
        }
      }
      // Each decision reads differently (dismiss and text_reject are not states of the other kind).
      expect(bodies.size).toBeGreaterThanOrEqual(8);
    });
  }

  it('names the ground in the member’s language', () => {
    const mail = renderMail('moderation_statement', 'de', SITE, {
      name: 'Anna',
      decision: 'ban',
      ground: 'violence_threats',
      link: 'https://dating.example/pages/ban',
    });
    expect(mail.text).toContain('Gewalt oder Drohungen');
    expect(mail.text).toContain('Wir haben dein Konto gesperrt');
  });
});
