'use client';

import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TChatPhoto, type TChatState, type TMessageKind, type TUser } from '@dating/core/contracts';
import { useChatStateKey } from '@/hooks/use-chat-state';
import { useUser } from '@/hooks/use-user';
import { getBrowserApi } from '@/lib/browser-api';
import { queryKeys } from '@/lib/query-keys';
import { newClientId, useChatUiStore, type OutgoingMessage } from './chat-store';
import { applyMessageToState, conversationOf, insertMessage, type MessagesData } from './lib/messages-cache';
import { targetKey, useMessagesKey, type ChatTarget } from './use-messages';

export interface MessageDraft {
  kind: TMessageKind;
  body?: string;
  photo?: TChatPhoto;
  gift?: string;
}

/**
 * POST /api/messages.php. The message shows at once (the outbox), marked as sending; stored, it takes its
 * place in the conversation and the balance follows the answer. A failed send stays on screen, marked, and
 * `retry` sends it again with the SAME client id, so the API stores and charges it once however often it
 * is retried. On `/members/{id}/chat` the first send starts the conversation (`profile`), later ones name it.
 */
export function useSendMessage(target: ChatTarget) {
  const queryClient = useQueryClient();
  const { data: user } = useUser();
  const viewerId = user?.profile.id ?? null;
  const key = useMessagesKey(target);
  const stateKey = useChatStateKey();
  const putOutgoing = useChatUiStore((s) => s.putOutgoing);
  const patchOutgoing = useChatUiStore((s) => s.patchOutgoing);
  const dropOutgoing = useChatUiStore((s) => s.dropOutgoing);

  const mutation = useMutation({
    mutationFn: (message: OutgoingMessage) => {
      const known = key ? conversationOf(queryClient.getQueryData<MessagesData>(key)) : null;
      const where = 'conversation' in target ? target : known ? { conversation: known } : target;
      return getBrowserApi().chat.send({
        ...where,
        kind: message.kind,
        ...(message.body !== undefined ? { body: message.body } : {}),
        ...(message.photo ? { photo: message.photo.id } : {}),
        ...(message.gift !== undefined ? { gift: message.gift } : {}),
        client_id: message.clientId,
      });
    },
    onMutate: (message) => {
      patchOutgoing(message.clientId, { status: 'sending', error: undefined });
    },
    onSuccess: (answer, message) => {
      if (key)
        queryClient.setQueryData<MessagesData>(key, (data) => data && insertMessage(data, answer.message));
      dropOutgoing(message.clientId);
      queryClient.setQueryData<TUser | null>(queryKeys.user.current(), (u) =>
        u && u.credits !== answer.credits ? { ...u, credits: answer.credits } : u,
      );
      if (!stateKey || !viewerId) return;
      const state = queryClient.getQueryData<TChatState>(stateKey);
      const next = state ? applyMessageToState(state, answer.message, viewerId, true) : null;
      if (next) queryClient.setQueryData(stateKey, next);
      else void queryClient.invalidateQueries({ queryKey: stateKey });
    },
    onError: (error, message) => {
      patchOutgoing(message.clientId, { status: 'failed', error });
    },
  });

  const { mutate } = mutation;
  const target_ = targetKey(target);

  const send = useCallback(
    (draft: MessageDraft) => {
      const message: OutgoingMessage = {
        ...draft,
        clientId: newClientId(),
        target: target_,
        status: 'sending',
        createdAt: Date.now(),
      };
      putOutgoing(message);
      mutate(message);
    },
    [mutate, putOutgoing, target_],
  );

  const retry = useCallback(
    (clientId: string) => {
      const message = useChatUiStore.getState().outbox[clientId];
      if (message) mutate(message);
    },
    [mutate],
  );

  return { send, retry, discard: dropOutgoing };
}
