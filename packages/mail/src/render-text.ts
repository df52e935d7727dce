import type { MailContent } from './mail-content';

/** The plain-text part: short paragraphs, every link on a line of its own. */
export function renderText(c: MailContent): string {
  const { texts, footer } = c;
  const blocks: string[] = [
    texts.title,
    c.greeting,
    texts.intro,
    `${texts.cta}\n${c.link}`,
    ...(texts.expiry ? [texts.expiry] : []),
    ...(texts.ignore ? [texts.ignore] : []),
    `${c.signoff}\n${c.team}`,
    [
      '-- ',
      footer.reason,
      footer.company,
      `${footer.support.before}${footer.support.value}${footer.support.after}`,
      footer.notifications,
      footer.notificationsUrl,
    ].join('\n'),
  ];
  return `${blocks.join('\n\n')}\n`;
}
