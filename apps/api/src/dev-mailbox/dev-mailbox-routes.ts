import { extractLinks, getMailboxEntry, listMailbox, type MailboxEntry } from '@dating/mail';
import { z } from 'zod';
import { ApiError } from '../shared/api-error';
import { loopbackOnly } from './loopback-only';
import { errorResponses } from '../shared/schemas';
import type { App } from '../types';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Mails may show images and inline styles; no script, frame, form or plugin ever runs. */
const MAIL_CSP =
  "default-src 'none'; img-src data: https: http:; style-src 'unsafe-inline'; font-src data:; " +
  "frame-src 'self'; frame-ancestors 'none'; form-action 'none'; base-uri 'none'";

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>body{font:14px system-ui,sans-serif;margin:2rem;color:#222}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left}
pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}.mail{border:1px solid #ccc;width:100%;height:70vh}</style>
</head><body>${body}</body></html>`;
}

const ZMailboxItem = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  createdAt: z.string().describe('ISO timestamp'),
  links: z.array(z.string()).describe('Every http(s) link of the plain-text part, in order'),
});

const toItem = (m: MailboxEntry) => ({
  id: m.id,
  to: m.to,
  subject: m.subject,
  kind: m.kind,
  createdAt: m.createdAt.toISOString(),
  links: extractLinks({ text: m.text }),
});

/**
 * The developer mailbox: every mail the local mailer stored. Registered only when `config.devMailbox` is
 * true (DEV_MAILBOX; never in production on a real domain), so it answers 404 everywhere else. Even then it
 * answers only loopback clients (the client address as the trusted front door forwards it): a reset token in
 * a mail must never reach another machine (ADR 0013).
 */
export async function devMailboxRoutes(app: App): Promise<void> {
  loopbackOnly(app);

  app.get('/dev/mailbox', {
    schema: {
      tags: ['dev'],
      summary: 'Developer mailbox (HTML list)',
      description:
        'The 200 newest stored mails: recipient, subject, time and a link to each. Development only.',
      querystring: z.object({ to: z.string().max(254).optional() }).strict(),
      response: { 200: z.string().describe('text/html'), ...errorResponses(400, 404) },
    },
    handler: async (request, reply) => {
      const mails = await listMailbox(app.db.db, { to: request.query.to, limit: 200 });
      const rows = mails
        .map(
          (m) =>
            `<tr><td>${escapeHtml(m.to)}</td><td><a href="/api/dev/mailbox/${m.id}">${escapeHtml(m.subject)}</a></td>` +
            `<td>${escapeHtml(m.kind)}</td><td><time>${m.createdAt.toISOString()}</time></td></tr>`,
        )
        .join('');
      const body =
        `<h1>Mailbox</h1><p>${mails.length} mail(s), newest first.</p>` +
        `<table><thead><tr><th>To</th><th>Subject</th><th>Kind</th><th>Time</th></tr></thead><tbody>${rows}</tbody></table>`;
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', MAIL_CSP);
      return page('Mailbox', body);
    },
  });

  app.get('/dev/mailbox.json', {
    schema: {
      tags: ['dev'],
      summary: 'Developer mailbox (JSON, for end-to-end tests)',
      description:
        'Stored mails, newest first, optionally only those to `to` (case-insensitive), with their links.',
      querystring: z
        .object({
          to: z.string().max(254).optional(),
          limit: z.coerce.number().int().min(1).max(500).optional(),
        })
        .strict(),
      response: { 200: z.object({ mails: z.array(ZMailboxItem) }), ...errorResponses(400, 404) },
    },
    handler: async (request, reply) => {
      const mails = await listMailbox(app.db.db, { to: request.query.to, limit: request.query.limit ?? 50 });
      reply.header('cache-control', 'no-store');
      return { mails: mails.map(toItem) };
    },
  });

  app.get('/dev/mailbox/:id', {
    schema: {
      tags: ['dev'],
      summary: 'One stored mail: its HTML under a strict CSP, then the plain text',
      params: z.object({ id: z.string().max(64) }),
      response: { 200: z.string().describe('text/html'), ...errorResponses(400, 404) },
    },
    handler: async (request, reply) => {
      const mail = await getMailboxEntry(app.db.db, request.params.id);
      if (!mail) throw new ApiError('not_found');
      const body =
        `<p><a href="/api/dev/mailbox">← Mailbox</a></p><h1>${escapeHtml(mail.subject)}</h1>` +
        `<p>To ${escapeHtml(mail.to)} · ${escapeHtml(mail.kind)} · ${mail.createdAt.toISOString()}</p>` +
        `<iframe class="mail" title="HTML part" sandbox srcdoc="${escapeHtml(mail.html)}"></iframe><h2>Plain text</h2><pre>${escapeHtml(mail.text)}</pre>`;
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', MAIL_CSP);
      return page(mail.subject, body);
    },
  });
}
