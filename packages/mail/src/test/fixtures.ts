import { createDb, migrate, type DbHandle } from '@dating/db';
import type { MailData, MailKind, MailSite, SendInput } from '../types';

export const SITE: MailSite = {
  name: 'Testsite',
  publicUrl: 'https://dating.example/',
  supportEmail: 'support@dating.example',
  company: {
    name: 'Example B.V.',
    address: 'Keizersgracht 1',
    kvk: '12345678',
    city: 'Amsterdam',
    country: 'NL',
    tradenames: ['Testsite'],
    vat_numbers: [],
    added: '2024-01-01T00:00:00Z',
  },
};

/** A report mail's key left untranslated (`reportGround.spam`) or a placeholder left unfilled (`{{`). */
export const REPORT_KEY_LEFT = /\b(reportGround|reportDecided|reportReceived|statement)\.[a-zA-Z_]+|\{\{/;

/** A mail to send from the test site: `mail('welcome', 'c@example.com', 'it', { name: 'C' })`. */
export const mail = (kind: MailKind, to: string, locale: SendInput['locale'], data: MailData): SendInput => ({
  kind,
  to,
  locale,
  site: SITE,
  data,
});

/** A fresh, migrated in-memory database. */
export async function createTestDb(): Promise<DbHandle> {
  const handle = await createDb({ dataDir: 'memory://' });
  await migrate(handle);
  return handle;
}

/** A clock that moves one second per call, so rows have distinct, ordered timestamps. */
export function tickingClock(start = Date.parse('2025-01-01T12:00:00Z')): () => Date {
  let t = start;
  return () => new Date((t += 1000));
}
