'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TUser, type TUserResponse } from '@dating/core/contracts';
import { getBrowserApi } from '@/lib/browser-api';
import { queryKeys } from '@/lib/query-keys';
import { applyPhotoChange, type PhotoChange } from '@/lib/photo-rules';

function send(change: PhotoChange): Promise<TUserResponse> {
  const api = getBrowserApi().profiles;
  switch (change.kind) {
    case 'private':
      return api.updatePhoto({ id: change.id, private: change.private });
    case 'main':
      return api.updatePhoto({ id: change.id, main: true });
    case 'delete':
      return api.deletePhoto({ id: change.id });
    case 'order':
      return api.orderPhotos({ ids: [...change.ids] });
  }
}

/**
 * PUT/DELETE /api/photo.php and PUT /api/photos-order.php, optimistic: the grid changes at once and rolls
 * back when the API refuses; the answer's member then replaces the cached one.
 */
export function usePhotoChange() {
  const queryClient = useQueryClient();
  const key = queryKeys.user.current();
  return useMutation({
    mutationFn: send,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TUser | null>(key);
      if (previous) queryClient.setQueryData<TUser>(key, applyPhotoChange(previous, change));
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous !== undefined) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: ({ user }) => queryClient.setQueryData(key, user),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
