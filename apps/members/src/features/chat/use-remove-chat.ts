'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TChatState } from '@dating/core/contracts';
import { useChatStateKey } from '@/hooks/use-chat-state';
import { getBrowserApi } from '@/lib/browser-api';
import { removeFromState } from './lib/messages-cache';

/**
 * DELETE /api/chat.php (spec §4, §8): the chat leaves the list at once; when the call fails the caller shows
 * the alert and the list reloads (the removed chat comes back). The list reloads after a success as well.
 */
export function useRemoveChat() {
  const queryClient = useQueryClient();
  const key = useChatStateKey();
  return useMutation({
    mutationFn: (conversation: string) => getBrowserApi().chat.remove({ conversation }),
    onMutate: async (conversation) => {
      if (!key) return;
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<TChatState>(key, (state) => state && removeFromState(state, conversation));
    },
    onSettled: () => (key ? queryClient.invalidateQueries({ queryKey: key }) : undefined),
  });
}
