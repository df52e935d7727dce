import { getSettingsForDomain } from '../site/settings-repo';
import type { MailData, MailKind, MailSite } from '@dating/mail';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../shared/api-error';
import { requestDomain } from '../site/geo';
import type { App } from '../types';
import type { Account } from './account-repo';

/**
 * The branding of mails sent for a request: the name, support address and company of the request's site and
 * the public URL links point at (PUBLIC_URL).
 */
export async function mailSiteFor(app: App, request: FastifyRequest): Promise<MailSite> {
  const site = await getSettingsForDomain(app.db.db, requestDomain(request));
  if (!site) throw new ApiError('service_unavailable');
  return {
    name: site.settings.name,
    publicUrl: app.config.publicUrl,
    supportEmail: site.settings.support_email,
    company: site.settings.company,
  };
}

/** The link of an account mail: `path` under PUBLIC_URL with the mail's single-use token. */
export function tokenLink(app: App, path: string, token: string): string {
  return `${app.config.publicUrl}${path}?token=${encodeURIComponent(token)}`;
}

/** The link in the activation mail: GET /api/activate.php redirects to /activate/done or /activate/error. */
export function activationLink(app: App, token: string): string {
  return tokenLink(app, '/api/activate.php', token);
}

/**
 * Mails a member about their account (reset, unlock, e-mail change, reactivation): in their language, greeting
 * them by name, branded with the request's site; to their address unless `to` names another.
 */
export async function mailAccount(
  app: App,
  request: FastifyRequest,
  account: Account,
  mail: { kind: MailKind; data: Omit<MailData, 'name'>; to?: string },
): Promise<void> {
  await app.mailer.send({
    kind: mail.kind,
    to: mail.to ?? account.email,
    locale: account.language,
    site: await mailSiteFor(app, request),
    data: { name: account.name, ...mail.data },
    userId: account.id,
  });
}
