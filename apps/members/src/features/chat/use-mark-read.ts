'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TChatState, type TMarkReadInput } from '@dating/core/contracts';
import { useChatStateKey } from '@/hooks/use-chat-state';
import { getBrowserApi } from '@/lib/browser-api';
import { markReadInState } from './lib/messages-cache';

/**
 * POST /api/chat-read.php: opening a conversation sets its unread count to 0 (spec §4). Optimistic in the
 * chat list (badge, title and app badge drop at once), rolled back when the call fails; the answer's total
 * is the truth.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const key = useChatStateKey();
  return useMutation({
    mutationFn: (input: TMarkReadInput) => getBrowserApi().chat.markRead(input),
    onMutate: (input) => {
      if (!key) return { previous: undefined };
      const previous = queryClient.getQueryData<TChatState>(key);
      if (previous) queryClient.setQueryData(key, markReadInState(previous, input.conversation));
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (key && context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (answer) => {
      if (!key) return;
      queryClient.setQueryData<TChatState>(
        key,
        (state) => state && markReadInState(state, answer.conversation, answer.total_unread_messages),
      );
    },
  });
}
