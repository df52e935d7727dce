import { getSettingsForDomain } from '../site/settings-repo';
import type { MailSite } from '@dating/mail';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../shared/api-error';
import { requestDomain } from '../site/geo';
import type { App } from '../types';

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

/** The link in the activation mail: GET /api/activate.php redirects to /activate/done or /activate/error. */
export function activationLink(app: App, token: string): string {
  return `${app.config.publicUrl}/api/activate.php?token=${encodeURIComponent(token)}`;
}
