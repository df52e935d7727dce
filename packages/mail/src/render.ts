import type { TLocale } from '@dating/core/contracts';
import { buildContent } from './mail-content';
import { renderHtml } from './render-html';
import { renderText } from './render-text';
import type { MailData, MailKind, MailSite, RenderedMail } from './types';

/** Subject, HTML and plain text of one mail in one language (no I/O). */
export function renderMail(kind: MailKind, locale: TLocale, site: MailSite, data: MailData): RenderedMail {
  const content = buildContent(kind, locale, site, data);
  return { subject: content.texts.subject, html: renderHtml(content), text: renderText(content) };
}
