import { escapeHtml as e } from './escape';
import type { LinkedSentence, MailContent } from './mail-content';

/** Colours with at least 4.5:1 contrast on their backgrounds (WCAG AA). */
const COLORS = {
  primary: '#D6334F', // button background, white text: 4.7:1
  onPrimary: '#FFFFFF',
  link: '#B3263F',
  text: '#1F2328',
  muted: '#4F5661',
  page: '#F4F5F7',
  card: '#FFFFFF',
  rule: '#E4E6EA',
};
const FONT = "font-family:Arial,'Helvetica Neue',Helvetica,sans-serif;";
const P = `margin:0 0 16px 0;${FONT}font-size:16px;line-height:24px;color:${COLORS.text};`;
const SMALL = `margin:0 0 8px 0;${FONT}font-size:13px;line-height:20px;color:${COLORS.muted};`;
const TABLE = 'role="presentation" cellpadding="0" cellspacing="0" border="0"';

function linked(s: LinkedSentence): string {
  return `${e(s.before)}<a href="${e(s.href)}" style="color:${COLORS.link};">${e(s.value)}</a>${e(s.after)}`;
}

function button(label: string, href: string): string {
  return `<table ${TABLE} style="margin:8px 0 24px 0;">
<tr><td align="center" bgcolor="${COLORS.primary}" style="border-radius:6px;background-color:${COLORS.primary};">
<a href="${e(href)}" target="_blank" style="display:inline-block;padding:14px 28px;${FONT}font-size:16px;font-weight:bold;line-height:20px;color:${COLORS.onPrimary};text-decoration:none;border-radius:6px;">${e(label)}</a>
</td></tr>
</table>`;
}

/** The HTML part: table layout, inline styles, max 600px, every interpolated value escaped. */
export function renderHtml(c: MailContent): string {
  const { texts, footer } = c;
  const para = (text: string | undefined) => (text ? `<p style="${P}">${e(text)}</p>` : '');
  return `<!DOCTYPE html>
<html lang="${e(c.locale)}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<title>${e(texts.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${COLORS.page};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${e(texts.preheader)}</div>
<table ${TABLE} width="100%" style="background-color:${COLORS.page};">
<tr><td align="center" style="padding:24px 12px;">
<table ${TABLE} width="100%" style="max-width:600px;width:100%;background-color:${COLORS.card};border-radius:8px;">
<tr><td style="padding:24px 32px;border-bottom:1px solid ${COLORS.rule};">
<a href="${e(`${c.siteUrl}/`)}" style="${FONT}font-size:22px;font-weight:bold;line-height:28px;color:${COLORS.link};text-decoration:none;">${e(c.siteName)}</a>
</td></tr>
<tr><td style="padding:32px;">
<h1 style="margin:0 0 24px 0;${FONT}font-size:24px;line-height:32px;font-weight:bold;color:${COLORS.text};">${e(texts.title)}</h1>
${para(c.greeting)}
${para(texts.intro)}
${button(texts.cta, c.link)}
${para(texts.expiry)}
<p style="${SMALL}">${e(c.buttonFallback)}</p>
<p style="${SMALL}margin-bottom:24px;word-break:break-all;"><a href="${e(c.link)}" style="color:${COLORS.link};">${e(c.link)}</a></p>
${para(texts.ignore)}
<p style="${P}margin-bottom:0;">${e(c.signoff)}<br>${e(c.team)}</p>
</td></tr>
</table>
<table ${TABLE} width="100%" style="max-width:600px;width:100%;">
<tr><td style="padding:24px 32px;text-align:center;">
<p style="${SMALL}">${e(footer.reason)}</p>
<p style="${SMALL}">${e(footer.company)}</p>
<p style="${SMALL}">${linked(footer.support)}</p>
<p style="${SMALL}"><a href="${e(footer.notificationsUrl)}" style="color:${COLORS.link};">${e(footer.notifications)}</a></p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
