import closeWithGrace from 'close-with-grace';
import { DEMO_LOGIN, PREMIUM_DEMO_LOGIN, countMembers, createDb, migrate, seed } from '@dating/db';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { buildApp, loggerOptions } from './app';
import { startChatMailScheduler, startPurgeScheduler } from './jobs';
import { settleMessageNotifications } from './chat/notify';
import { startDataExportScheduler } from './exports/export-job';
import { loadEnv, s3Config } from './env';
import { defaultVapidSubject, resolveVapidKeys } from './push/vapid';
import { resolveTotpKey, useTotpKey } from './operator/totp';

/** The thin listener: environment → database (migrated, seeded when empty) → app → listen. */
async function main(): Promise<void> {
  const env = loadEnv();
  await mkdir(env.MEDIA_DIR, { recursive: true });
  if (!env.DATABASE_URL) await mkdir(env.DATA_DIR, { recursive: true });

  // Web Push keys: the environment's pair, else one generated once beside the embedded data (ADR 0010).
  const vapid = await resolveVapidKeys({
    publicKey: env.VAPID_PUBLIC_KEY,
    privateKey: env.VAPID_PRIVATE_KEY,
    subject: env.VAPID_SUBJECT ?? defaultVapidSubject(env.PUBLIC_URL),
    file: join(dirname(env.DATA_DIR), 'vapid.json'),
    log: (m) => console.log(m),
  });
  // Operators' TOTP secrets at rest: OPERATOR_TOTP_KEY, else a key generated once beside the embedded data.
  useTotpKey(
    await resolveTotpKey({
      value: env.OPERATOR_TOTP_KEY,
      file: join(dirname(env.DATA_DIR), 'operator-totp.key'),
      log: (m) => console.log(m),
    }),
  );
  const db = await createDb(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  const app = await buildApp({
    db,
    mediaDir: env.MEDIA_DIR,
    publicUrl: env.PUBLIC_URL,
    production: env.NODE_ENV === 'production',
    trustProxy: env.TRUST_PROXY,
    logger: loggerOptions(env.LOG_LEVEL),
    // One line per request only at debug in production; errors are always logged (ADR 0032).
    requestLogLevel: env.NODE_ENV === 'production' ? 'debug' : 'info',
    underPressure: true,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    mailEventsSecret: env.MAIL_EVENTS_SECRET,
    deviceCookieSecret: env.DEVICE_COOKIE_SECRET,
    devMailbox: env.DEV_MAILBOX,
    operatorToken: env.OPERATOR_TOKEN,
    signupRateLimit: { max: env.SIGNUP_RATE_LIMIT_PER_HOUR, timeWindow: '1 hour' },
    s3: s3Config(env),
    vapid,
    payments: {
      mollieApiKey: env.MOLLIE_API_KEY,
      mollieApiUrl: env.MOLLIE_API_URL,
      webhookSecret: env.PAYMENT_WEBHOOK_SECRET,
    },
    directDebit: {
      ibanKey: env.IBAN_ENCRYPTION_KEY,
      smsProvider: env.SMS_PROVIDER,
      smsHttpUrl: env.SMS_HTTP_URL,
      smsHttpToken: env.SMS_HTTP_TOKEN,
    },
    redisUrl: env.REDIS_URL,
  });
  if (!env.VAPID_PUBLIC_KEY && env.DATABASE_URL && env.NODE_ENV === 'production') {
    app.log.warn(
      'VAPID keys come from a local file: set VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when several API processes share the database',
    );
  }
  if (!env.OPERATOR_TOTP_KEY && env.DATABASE_URL && env.NODE_ENV === 'production') {
    app.log.warn(
      'The operator TOTP key comes from a local file: set OPERATOR_TOTP_KEY when several API processes share the database',
    );
  }
  const log = app.log;
  let stopPurge: (() => Promise<void>) | null = null;
  let stopChatMail: (() => Promise<void>) | null = null;
  let stopExports: (() => Promise<void>) | null = null;

  closeWithGrace({ delay: 10_000, logger: log }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'shutting down after an error');
    else log.info({ signal }, 'shutting down');
    await stopPurge?.();
    await stopChatMail?.();
    await stopExports?.();
    await settleMessageNotifications(app);
    await app.close();
    await db.close();
  });

  log.info({ kind: db.kind }, 'migrating the database');
  await migrate(db);
  const existing = await countMembers(db.db, {});
  if (existing === 0) {
    log.info({ members: env.SEED_MEMBERS }, 'empty database: seeding demo data (this takes a moment)');
    const result = await seed(db, {
      members: env.SEED_MEMBERS,
      mediaDir: env.MEDIA_DIR,
      log: (m) => log.info(m),
    });
    log.info(result, 'seed done');
  } else {
    log.info({ members: existing }, 'database already seeded');
  }

  await app.listen({ host: env.API_HOST, port: env.API_PORT });
  // Accounts pending deletion past their 14 days: personal data and media purged at start and every hour.
  stopPurge = startPurgeScheduler(app, { intervalMs: 60 * 60_000 });
  // Message mails held while the recipient was online, and unread-message reminders: every 5 minutes.
  stopChatMail = startChatMailScheduler(app, { intervalMs: 5 * 60_000 });
  // Data exports (ADR 0036): built when asked; this run every 10 minutes deletes expired files.
  stopExports = startDataExportScheduler(app, { intervalMs: 10 * 60_000 });
  const banner = [
    '',
    '  Dating API is up',
    `    API         http://${env.API_HOST}:${env.API_PORT}/api  (docs: /api/docs)`,
    `    Site        ${env.PUBLIC_URL}`,
    `    Database    ${db.kind}${db.kind === 'pglite' ? ` in ${env.DATA_DIR}` : ''}`,
    ...(app.config.devMailbox ? [`    Mailbox     ${env.PUBLIC_URL}/api/dev/mailbox`] : []),
    `    Demo login  ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`,
    `    Premium     ${PREMIUM_DEMO_LOGIN.email} / ${PREMIUM_DEMO_LOGIN.password}`,
    '',
  ].join('\n');
  process.stdout.write(`${banner}\n`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
