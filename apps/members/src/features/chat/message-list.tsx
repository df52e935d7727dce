'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type TGift, type TMessage } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { Button } from '@dating/ui/button';
import { VisuallyHidden } from '@dating/ui/visually-hidden';
import { type OutgoingMessage } from './chat-store';
import { MessageItems, MessagesColumn, Notice, Scroller } from './chat.styles';
import { MessageBubble, outgoingAsMessage, type DeliveryState } from './message-bubble';

export interface MessageListProps {
  messages: TMessage[];
  outgoing: OutgoingMessage[];
  viewerId: string;
  partner: string;
  theirLastReadSeq: number;
  gifts: Map<string, TGift>;
  hasOlder: boolean;
  loadingOlder: boolean;
  historyLimited: boolean;
  onLoadOlder: () => void;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
}

/** Near the bottom: new messages keep the view at the bottom. */
const STICK_PX = 96;

/**
 * The conversation, oldest at the top; "load older" keeps the reading position; new messages scroll into
 * view when the member is at the bottom (or sent them). The other member's new messages are announced
 * politely, once each (older pages and the first load are not announced).
 */
export function MessageList(props: MessageListProps) {
  const { messages, outgoing, viewerId, partner, theirLastReadSeq, gifts } = props;
  const { t } = useTranslation('chat');
  const scroller = useRef<HTMLElement>(null);
  const stick = useRef(true);
  const restoreFromBottom = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const announced = useRef<number | null>(null);

  const newest = messages.at(-1);
  const oldestSeq = messages[0]?.seq;
  const ownNewestStored = [...messages].reverse().find((m) => m.sender === viewerId);
  const incoming = [...messages].reverse().find((m) => m.sender !== viewerId);

  const onScroll = () => {
    const el = scroller.current;
    if (el) stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX;
  };

  const loadOlder = () => {
    const el = scroller.current;
    if (el) restoreFromBottom.current = el.scrollHeight - el.scrollTop;
    props.onLoadOlder();
  };

  // Older messages were put above: keep what the member was reading where it was.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || restoreFromBottom.current === null) return;
    el.scrollTop = el.scrollHeight - restoreFromBottom.current;
    restoreFromBottom.current = null;
  }, [oldestSeq]);

  // A new message (or one being sent): follow it when at the bottom or when it is one's own.
  const lastOwn = newest?.sender === viewerId;
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && (stick.current || lastOwn || outgoing.length > 0)) el.scrollTop = el.scrollHeight;
  }, [newest?.seq, outgoing.length, lastOwn]);

  useEffect(() => {
    if (announced.current === null) {
      announced.current = incoming?.seq ?? 0;
      return;
    }
    if (!incoming || incoming.seq <= announced.current) return;
    announced.current = incoming.seq;
    const text =
      incoming.kind === 'photo'
        ? t('list.photo')
        : incoming.kind === 'gift'
          ? t('list.gift')
          : (incoming.body ?? '');
    setAnnouncement(t('messages.announce', { name: partner, text }));
  }, [incoming, partner, t]);

  const deliveryOf = (m: TMessage): DeliveryState | undefined => {
    if (m !== ownNewestStored) return undefined;
    return m.seq <= theirLastReadSeq ? 'read' : 'sent';
  };

  return (
    <>
      <Scroller
        ref={scroller}
        onScroll={onScroll}
        aria-label={t('messages.label', { name: partner })}
        tabIndex={0}
        data-testid="message-list"
      >
        <MessagesColumn>
          {props.hasOlder ? (
            <Button
              variant="outline"
              size="sm"
              onClick={loadOlder}
              loading={props.loadingOlder}
              style={{ alignSelf: 'center' }}
            >
              {t('messages.loadOlder')}
            </Button>
          ) : props.historyLimited ? (
            <Notice data-testid="history-limited">{t('messages.historyLimited')}</Notice>
          ) : null}
          {messages.length === 0 && outgoing.length === 0 ? (
            <Notice>{t('messages.start', { name: partner })}</Notice>
          ) : null}
          <MessageItems>
            {messages.map((m) => (
              <MessageBubble
                key={m.id}
                message={m}
                own={m.sender === viewerId}
                partner={partner}
                gifts={gifts}
                delivery={deliveryOf(m)}
              />
            ))}
            {outgoing.map((o) => (
              <MessageBubble
                key={o.clientId}
                message={outgoingAsMessage(o)}
                own
                partner={partner}
                gifts={gifts}
                delivery={o.status}
                onRetry={() => props.onRetry(o.clientId)}
                onDiscard={() => props.onDiscard(o.clientId)}
                testId="message-outgoing"
              />
            ))}
          </MessageItems>
        </MessagesColumn>
      </Scroller>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="chat-announcer">
        {announcement}
      </VisuallyHidden>
    </>
  );
}
