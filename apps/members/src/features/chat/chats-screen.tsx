'use client';

import Link from 'next/link';
import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { type TChatState, type TChatSummary } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { Button } from '@dating/ui/button';
import { Spinner } from '@dating/ui/spinner';
import { useToast } from '@dating/ui/toast';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { useChatState, useChatStateKey } from '@/hooks/use-chat-state';
import { useUser } from '@/hooks/use-user';
import { ChatListItem } from './chat-list-item';
import { ChatItems, ChatsPage, HintPane, ListColumn, ListTitle, Muted } from './chat.styles';
import { useRemoveChat } from './use-remove-chat';
import { RetryAlert } from '@/components/retry-alert/retry-alert';

/**
 * `/chats`: the conversations, newest activity first (300–400 px wide from md, the full width on a phone).
 * Removing a chat takes it off the list at once; when the server refuses, an alert says why and the list
 * reloads (spec §4, §8).
 */
export function ChatsScreen({ initialState }: { initialState?: TChatState }) {
  const { t } = useTranslation('chat');
  const queryClient = useQueryClient();
  const stateKey = useChatStateKey();
  // The list the server rendered with seeds the cache (the live channel keeps it current from here).
  useState(() => {
    if (initialState && stateKey && !queryClient.getQueryData(stateKey)) {
      queryClient.setQueryData(stateKey, initialState);
    }
    return true;
  });
  const titleId = useId();
  const { data: user } = useUser();
  const chats = useChatState();
  const remove = useRemoveChat();
  const errorText = useApiErrorText();
  const toast = useToast();
  const [now] = useState(() => new Date());

  const onRemove = (chat: TChatSummary) => {
    remove.mutate(chat.conversation, {
      onSuccess: () =>
        toast.show({ tone: 'success', description: t('list.removed', { name: chat.profile.name }) }),
      onError: (error) => window.alert(t('list.removeFailed', { error: errorText(error) })),
    });
  };

  const state = chats.data;
  const limit = state?.conversations_limit ?? null;

  return (
    <ChatsPage data-screen="chats">
      <ListColumn aria-labelledby={titleId}>
        <ListTitle id={titleId}>{t('list.title')}</ListTitle>
        {limit !== null && state ? (
          <Muted data-testid="free-limit">
            {t('list.freeLimit', { limit, started: state.conversations_started })}
          </Muted>
        ) : null}
        {chats.isPending ? <Spinner /> : null}
        {chats.isError && !state ? (
          <RetryAlert
            message={t('list.loadError')}
            retryLabel={t('list.retry')}
            onRetry={() => void chats.refetch()}
          />
        ) : null}
        {state && state.chats.length === 0 ? (
          <>
            <Muted>{t('list.empty')}</Muted>
            <Button as={Link} href="/members">
              {t('list.emptyAction')}
            </Button>
          </>
        ) : null}
        {state && user && state.chats.length > 0 ? (
          <ChatItems aria-label={t('list.label')}>
            {state.chats.map((chat) => (
              <ChatListItem
                key={chat.conversation}
                chat={chat}
                viewerId={user.profile.id}
                now={now}
                onRemove={onRemove}
              />
            ))}
          </ChatItems>
        ) : null}
      </ListColumn>
      <HintPane>
        <p>{t('list.selectHint')}</p>
      </HintPane>
    </ChatsPage>
  );
}
