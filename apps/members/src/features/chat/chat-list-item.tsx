'use client';

import { type TChatSummary } from '@dating/core/contracts';
import { badgeCount } from '@dating/core/domain';
import { useLocale, useTranslation } from '@dating/i18n/client';
import { Avatar } from '@dating/ui/avatar';
import { Badge } from '@dating/ui/badge';
import { FictionalDisclosure } from '@/components/fictional-disclosure/fictional-disclosure';
import { RemoveIcon } from './chat-icons';
import {
  ChatItemLink,
  ChatItemMeta,
  ChatItemName,
  ChatItemPreview,
  ChatItemRow,
  ChatItemText,
  IconButton,
} from './chat.styles';
import { formatListTime } from './lib/format-time';

export interface ChatListItemProps {
  chat: TChatSummary;
  viewerId: string;
  now: Date;
  onRemove: (chat: TChatSummary) => void;
}

/** One conversation: photo, name, fictional marker, the newest message, the unread count, and remove. */
export function ChatListItem({ chat, viewerId, now, onRemove }: ChatListItemProps) {
  const { t } = useTranslation('chat');
  const locale = useLocale();
  const { profile, last_message: last } = chat;
  const unread = badgeCount(chat.num_unread_messages);
  const preview = !last
    ? t('list.noMessages')
    : last.kind === 'photo'
      ? t('list.photo')
      : last.kind === 'gift'
        ? t('list.gift')
        : (last.body ?? '');
  const text = last && last.sender === viewerId ? t('list.fromYou', { text: preview }) : preview;

  return (
    <ChatItemRow
      data-testid="chat-item"
      data-conversation={chat.conversation}
      {...(profile.fictional ? { 'data-fictional': '' } : {})}
    >
      <ChatItemLink href={`/chats/${encodeURIComponent(chat.conversation)}`}>
        <Avatar src={profile.photo} alt="" name={profile.name} size="md" loading="lazy" />
        <ChatItemText>
          <ChatItemName {...(unread ? { 'data-unread': '' } : {})}>
            {t('header.nameAge', { name: profile.name, age: profile.age })}
            {profile.fictional ? <FictionalDisclosure variant="inline" /> : null}
          </ChatItemName>
          <ChatItemPreview>{profile.available ? text : t('list.unavailable')}</ChatItemPreview>
        </ChatItemText>
        <ChatItemMeta>
          {last ? (
            <time dateTime={last.created_at} suppressHydrationWarning>
              {formatListTime(last.created_at, now, locale)}
            </time>
          ) : null}
          {unread ? (
            <Badge
              tone="primary"
              count={unread}
              label={t('list.unread', { count: chat.num_unread_messages })}
              data-testid="chat-unread"
            />
          ) : null}
        </ChatItemMeta>
      </ChatItemLink>
      <IconButton
        type="button"
        onClick={() => onRemove(chat)}
        aria-label={t('list.remove', { name: profile.name })}
        data-testid="chat-remove"
      >
        <RemoveIcon />
      </IconButton>
    </ChatItemRow>
  );
}
