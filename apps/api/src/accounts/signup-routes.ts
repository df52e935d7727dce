import { getSettingsForDomain } from '../site/settings-repo';
import { ZSignupInput } from '@dating/core/contracts';
import { LOCALE_COOKIE, resolveLocale } from '@dating/core/domain';
import { ApiError } from '../shared/api-error';
import { issueEmailToken } from './email-tokens';
import { detectCountry } from '../site/geo';
import { activationLink, mailSiteFor } from './mail-site';
import { loadOwnUser } from './own-user';
import { hashPassword } from './password-hash';
import { userResponses } from '../shared/schemas';
import { cleanTracking, createAccount, emailTaken, hashIp } from './signup-repo';
import { checkSignup, isUniqueViolation } from './signup-rules';
import { startSession } from '../plugins/app/auth';
import type { App } from '../types';
import { requestDomain } from '../site/geo';

export const SIGNUP_RATE_LIMIT = { max: 10, timeWindow: '1 hour' } as const;

/** Sign-up, step 0 of spec §4. */
export async function signupRoutes(
  app: App,
  opts: { signupRateLimit?: { max: number; timeWindow: string | number } },
): Promise<void> {
  app.post('/signup.php', {
    config: { rateLimit: opts.signupRateLimit ?? SIGNUP_RATE_LIMIT },
    schema: {
      tags: ['account'],
      summary: 'Sign up: create the account, log in and mail the activation link',
      description:
        'Creates a `not_confirmed` member with a disabled profile, grants `signup_credits` (a `bonus` ledger ' +
        'entry), stores the tracking record only when `network` is present, sets the session cookie like a ' +
        'login and mails the activation link. Errors: 400 `invalid_email` (with `params.suggestion` when a ' +
        'typo is likely), 400 `invalid_name` (the e-mail address or starting with @), 400 `too_young` ' +
        '(`params.min_age`), 400 `validation_failed` (an impossible date of birth), 403 `invite_only` ' +
        '(`signups: with_trafficsource` without a network), 409 `email_exists`. 10 sign-ups an hour per IP.',
      body: ZSignupInput,
      response: userResponses(400, 403, 409, 413, 415, 429),
    },
    handler: async (request, reply) => {
      const input = request.body;
      const now = app.config.now();
      const site = await getSettingsForDomain(app.db.db, requestDomain(request));
      if (!site) throw new ApiError('service_unavailable');
      const { settings } = site;
      const tracking = cleanTracking(input.tracking);
      checkSignup(input, settings, tracking !== null, now);

      // Hash before looking the address up, so a taken address answers no faster than the work allows.
      const passwordHash = await hashPassword(input.password);
      if (await emailTaken(app.db.db, input.email)) throw new ApiError('email_exists');

      const served = settings.countries.map((c) => c.code);
      const geoip = detectCountry({ headers: request.headers, trustProxy: app.config.trustProxy, served });
      const language =
        input.language ??
        resolveLocale({
          cookie: request.cookies[LOCALE_COOKIE],
          acceptLanguage: request.headers['accept-language'],
          domainLanguage: settings.domain_language,
        }).locale;

      let userId: string;
      try {
        userId = await createAccount(app.db.db, {
          input,
          passwordHash,
          language,
          siteId: site.siteId,
          ipHash: hashIp(app.config.deviceCookieSecret, request.ip),
          signupCountry: geoip,
          profileCountry: served.includes(geoip) ? geoip : (served[0] ?? 'NL'),
          signupCredits: settings.signup_credits,
          now,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiError('email_exists'); // a concurrent sign-up won
        throw error;
      }
      request.log.info({ event: 'signup', userId }, 'account created');

      await startSession(app, request, reply, userId);
      const token = await issueEmailToken(app.db.db, { userId, kind: 'activation', now });
      try {
        await app.mailer.send({
          kind: 'activation',
          to: input.email.trim(),
          locale: language,
          site: await mailSiteFor(app, request),
          data: { name: input.name.trim(), link: activationLink(app, token) },
          userId,
        });
      } catch (error) {
        // The account exists; the member can ask for another mail from the activation reminder.
        request.log.error({ err: error, userId }, 'activation mail could not be sent');
      }
      return loadOwnUser(app, request, userId);
    },
  });
}
