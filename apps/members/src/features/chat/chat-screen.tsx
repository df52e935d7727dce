'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { isApiError } from '@dating/core/client';
import { type TGift, type TMessagesPage } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { Button } from '@dating/ui/button';
import { Spinner } from '@dating/ui/spinner';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { useChatState } from '@/hooks/use-chat-state';
import { useUser } from '@/hooks/use-user';
import { loginUrlFor } from '@/lib/member-routes';
import { ChatHeader } from './chat-header';
import { useChatUiStore } from './chat-store';
import { Centered, ChatFrame, Footer, FooterColumn, HeaderName, Typing } from './chat.styles';
import { Composer } from './composer';
import { flattenMessages } from './lib/messages-cache';
import { MessageList } from './message-list';
import { SendProblem } from './send-problem';
import { useGifts } from './use-gifts';
import { useMarkRead } from './use-mark-read';
import { targetKey, useMessages, type ChatTarget } from './use-messages';
import { useSendMessage } from './use-send-message';
import { type LooseT } from '@/lib/loose-t';

export interface ChatScreenProps {
  target: ChatTarget;
  /** The newest page, fetched by the server page as the member. */
  initialPage?: TMessagesPage;
}

/** `/chats/{id}` and `/members/{id}/chat` in the chat layout. */
export function ChatScreen(props: ChatScreenProps) {
  const { data: user } = useUser();
  if (!user) return <ChatLoginGate />;
  return <Conversation {...props} viewerId={user.profile.id} />;
}

/** A visitor (or a member whose session ended here): spec §6 "You need to be logged in to chat". */
function ChatLoginGate() {
  const { t } = useTranslation('chat');
  const pathname = usePathname() ?? '/chats';
  return (
    <ChatFrame data-screen="chat">
      <Centered>
        <HeaderName as="h1" data-testid="chat-login-required">
          {t('gate.loginRequired')}
        </HeaderName>
        <div>
          <Button as={Link} href={loginUrlFor(pathname)}>
            {t('gate.login')}
          </Button>{' '}
          <Button as={Link} href="/signup" variant="outline">
            {t('gate.signup')}
          </Button>
        </div>
      </Centered>
    </ChatFrame>
  );
}

/** Re-renders when the typing indicator's time runs out. */
function useTypingUntil(conversation: string | null): boolean {
  const until = useChatUiStore((s) => (conversation ? s.typing[conversation] : undefined));
  const [, tick] = useState(0);
  const now = Date.now();
  useEffect(() => {
    if (!until || until <= Date.now()) return undefined;
    const timer = setTimeout(() => tick((n) => n + 1), until - Date.now() + 10);
    return () => clearTimeout(timer);
  }, [until]);
  return until !== undefined && until > now;
}

function Conversation({ target, initialPage, viewerId }: ChatScreenProps & { viewerId: string }) {
  const { t } = useTranslation('chat');
  const { t: tCommon } = useTranslation();
  const { t: tErrors } = useTranslation('errors');
  const errorText = useApiErrorText();
  const query = useMessages(target, initialPage);
  const { data: chatState } = useChatState();
  const markRead = useMarkRead();
  const { send, retry, discard } = useSendMessage(target);
  const setOpenConversation = useChatUiStore((s) => s.setOpenConversation);
  const outbox = useChatUiStore((s) => s.outbox);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const marked = useRef(0);

  const first = query.data?.pages[0];
  const profile = first?.profile ?? null;
  const conversation = first?.conversation ?? null;
  const messages = useMemo(() => flattenMessages(query.data), [query.data]);
  const key = targetKey(target);
  const outgoing = useMemo(() => {
    const stored = new Set(messages.map((m) => m.client_id));
    return Object.values(outbox)
      .filter((o) => o.target === key && !stored.has(o.clientId))
      .sort((a, b) => a.createdAt - b.createdAt);
  }, [outbox, key, messages]);
  const typing = useTypingUntil(conversation);

  const wantGifts = messages.some((m) => m.kind === 'gift') || outgoing.some((o) => o.kind === 'gift');
  const giftsQuery = useGifts(wantGifts);
  const gifts = useMemo(
    () => new Map<string, TGift>((giftsQuery.data?.gifts ?? []).map((g) => [g.key, g])),
    [giftsQuery.data],
  );

  useEffect(() => {
    setOpenConversation(conversation);
    return () => setOpenConversation(null);
  }, [conversation, setOpenConversation]);

  // Opening the conversation (and every new message while it is open and visible) reads it (spec §4).
  const newestIncoming = [...messages].reverse().find((m) => m.sender !== viewerId)?.seq ?? 0;
  const listed = chatState?.chats.find((c) => c.conversation === conversation);
  const unread = (listed?.num_unread_messages ?? 0) > 0;
  const myRead = first?.my_last_read_seq ?? 0;
  const { mutate: markReadMutate } = markRead;
  useEffect(() => {
    if (!conversation || newestIncoming === 0) return undefined;
    const read = () => {
      if (document.visibilityState === 'hidden') return;
      if (newestIncoming <= marked.current || (newestIncoming <= myRead && !unread)) return;
      marked.current = newestIncoming;
      markReadMutate({ conversation, seq: newestIncoming });
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [conversation, newestIncoming, myRead, unread, markReadMutate]);

  const failed = outgoing.filter((o) => o.status === 'failed').at(-1);
  const problem =
    failed && failed.clientId !== dismissed
      ? {
          code: isApiError(failed.error) ? failed.error.code : null,
          message: errorText(failed.error),
          onDismiss: () => setDismissed(failed.clientId),
        }
      : null;

  const blocked = first && !first.can_send ? first.blocked_reason : null;
  const blockedText = !blocked
    ? null
    : blocked === 'unavailable'
      ? t('problems.unavailable', { name: profile?.name ?? '' })
      : (tErrors as unknown as LooseT)(blocked, { name: profile?.name ?? '' });

  if (query.isError && !query.data) {
    return (
      <ChatFrame data-screen="chat">
        <ChatHeader profile={null} />
        <Centered data-testid="chat-error">
          <HeaderName as="h1">{tCommon('screens.chat')}</HeaderName>
          <p>{errorText(query.error)}</p>
          <Button as={Link} href="/chats" variant="outline">
            {t('header.back')}
          </Button>
        </Centered>
      </ChatFrame>
    );
  }

  return (
    <ChatFrame data-screen="chat" data-conversation={conversation ?? undefined}>
      <ChatHeader profile={profile} />
      {!first || !profile ? (
        <Centered>
          <Spinner />
        </Centered>
      ) : (
        <MessageList
          messages={messages}
          outgoing={outgoing}
          viewerId={viewerId}
          partner={profile.name}
          theirLastReadSeq={first.their_last_read_seq}
          gifts={gifts}
          hasOlder={query.hasNextPage}
          loadingOlder={query.isFetchingNextPage}
          historyLimited={query.data?.pages.at(-1)?.history_limited ?? false}
          onLoadOlder={() => void query.fetchNextPage()}
          onRetry={retry}
          onDiscard={discard}
        />
      )}
      <Typing data-testid="typing">
        {typing && profile ? t('messages.typing', { name: profile.name }) : ''}
      </Typing>
      {profile ? (
        <Footer>
          <FooterColumn>
            {problem ? <SendProblem {...problem} /> : null}
            {blocked === 'premium_required' && !problem ? (
              <SendProblem code={blocked} message={blockedText ?? ''} />
            ) : null}
            <Composer
              partner={{ id: profile.id, name: profile.name }}
              conversation={conversation}
              disabledReason={blocked && blocked !== 'premium_required' ? blockedText : blocked ? '' : null}
              onSend={(draft) => {
                setDismissed(null);
                send(draft);
              }}
            />
          </FooterColumn>
        </Footer>
      ) : null}
    </ChatFrame>
  );
}
