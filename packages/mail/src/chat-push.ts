// The texts of the chat's push notifications (issue 12 item 4). Content-free: a title and a sentence that name
// neither the sender nor anything of the message, only that one arrived and, for a fictional sender, that it
// is a fictional profile. They live in the `email` namespace beside the chat mails.
import type { TLocale } from '@dating/core/contracts';
import { getServerI18n } from '@dating/i18n/server';

export interface ChatPushTexts {
  title: string;
  body: string;
}

export function chatPushTexts(
  locale: TLocale,
  o: { kind: 'new_conversation' | 'new_message'; fictional: boolean; site: string },
): ChatPushTexts {
  const { t } = getServerI18n(locale, 'email');
  const { site } = o;
  if (o.kind === 'new_conversation') {
    return {
      title: t('chatPush.newConversationTitle'),
      body: o.fictional
        ? t('chatPush.newConversationFictionalBody', { site })
        : t('chatPush.newConversationBody', { site }),
    };
  }
  return {
    title: t('chatPush.newMessageTitle'),
    body: o.fictional
      ? t('chatPush.newMessageFictionalBody', { site })
      : t('chatPush.newMessageBody', { site }),
  };
}
