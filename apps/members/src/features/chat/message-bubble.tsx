'use client';

import { useState } from 'react';
import { type TChatPhoto, type TGift, type TMessage } from '@dating/core/contracts';
import { useLocale, useTranslation } from '@dating/i18n/client';
import { Button } from '@dating/ui/button';
import { type OutgoingMessage } from './chat-store';
import {
  Bubble,
  BubbleBody,
  BubbleMeta,
  GiftBody,
  InlineActions,
  PhotoFrame,
  RevealButton,
} from './chat.styles';
import { formatMessageTime } from './lib/format-time';
import { type LooseT } from '@/lib/loose-t';

export type DeliveryState = 'sending' | 'failed' | 'sent' | 'read';

const DELIVERY_KEYS = {
  sending: 'messages.status.sending',
  failed: 'messages.status.failed',
  sent: 'messages.status.sent',
  read: 'messages.status.read',
} as const;

/** The other member's photo is blurred until tapped (issue 12); one's own is shown. */
function ChatPhoto({ photo, own, partner }: { photo: TChatPhoto | null; own: boolean; partner: string }) {
  const { t } = useTranslation('chat');
  const [shown, setShown] = useState(own);
  if (!photo) return <em>{t('messages.photoRemoved')}</em>;
  const alt = own ? t('messages.ownPhotoAlt') : t('messages.photoAlt', { name: partner });
  return (
    <PhotoFrame {...(shown ? {} : { 'data-hidden': '' })}>
      {shown ? (
        <a href={photo.url} target="_blank" rel="noreferrer">
          <img src={photo.thumb_url} alt={alt} width={photo.width} height={photo.height} loading="lazy" />
        </a>
      ) : (
        <>
          <img src={photo.thumb_url} alt="" width={photo.width} height={photo.height} loading="lazy" />
          <RevealButton type="button" onClick={() => setShown(true)}>
            {t('messages.showPhoto')}
          </RevealButton>
        </>
      )}
    </PhotoFrame>
  );
}

function GiftContent({
  giftKey,
  gift,
  own,
  partner,
}: {
  giftKey: string | null;
  gift?: TGift;
  own: boolean;
  partner: string;
}) {
  const { t } = useTranslation('chat');
  const name = gift
    ? (t as unknown as LooseT)(gift.name_key, { defaultValue: giftKey ?? '' })
    : (giftKey ?? '');
  return (
    <GiftBody>
      {gift ? <img src={gift.image} alt="" width={48} height={48} /> : null}
      <span>
        {own ? t('messages.giftTo', { gift: name }) : t('messages.giftFrom', { name: partner, gift: name })}
      </span>
    </GiftBody>
  );
}

export interface MessageBubbleProps {
  message: Pick<TMessage, 'kind' | 'body' | 'gift'> & { photo: TChatPhoto | null; created_at?: string };
  own: boolean;
  partner: string;
  gifts: Map<string, TGift>;
  /** Shown under one's own newest stored message, and under each unsent one. */
  delivery?: DeliveryState;
  onRetry?: () => void;
  onDiscard?: () => void;
  testId?: string;
}

/** One message: text, photo or gift, its time, and for one's own the delivery state. */
export function MessageBubble({
  message,
  own,
  partner,
  gifts,
  delivery,
  onRetry,
  onDiscard,
  testId,
}: MessageBubbleProps) {
  const { t } = useTranslation('chat');
  const locale = useLocale();
  const status = delivery === 'sending' || delivery === 'failed' ? delivery : undefined;
  return (
    <Bubble
      {...(own ? { 'data-own': '' } : {})}
      data-status={status}
      data-kind={message.kind}
      data-testid={testId ?? 'message'}
    >
      <BubbleBody>
        {message.kind === 'photo' ? (
          <ChatPhoto photo={message.photo} own={own} partner={partner} />
        ) : message.kind === 'gift' ? (
          <GiftContent
            giftKey={message.gift}
            gift={message.gift ? gifts.get(message.gift) : undefined}
            own={own}
            partner={partner}
          />
        ) : (
          message.body
        )}
      </BubbleBody>
      <BubbleMeta>
        {message.created_at ? (
          <time dateTime={message.created_at} suppressHydrationWarning>
            {formatMessageTime(message.created_at, locale)}
          </time>
        ) : null}
        {delivery ? <span data-testid="delivery">{t(DELIVERY_KEYS[delivery])}</span> : null}
        {delivery === 'failed' ? (
          <InlineActions>
            <Button size="sm" variant="outline" onClick={onRetry} data-testid="message-retry">
              {t('messages.retry')}
            </Button>
            <Button size="sm" variant="ghost" onClick={onDiscard}>
              {t('messages.discard')}
            </Button>
          </InlineActions>
        ) : null}
      </BubbleMeta>
    </Bubble>
  );
}

/** An unsent message as a bubble. */
export function outgoingAsMessage(message: OutgoingMessage): MessageBubbleProps['message'] {
  return {
    kind: message.kind,
    body: message.body ?? null,
    gift: message.gift ?? null,
    photo: message.photo ?? null,
  };
}
