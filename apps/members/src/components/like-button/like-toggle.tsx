'use client';

import { type TMemberProfile } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { Alert } from '@dating/ui/alert';
import { Button } from '@dating/ui/button';
import { useToast } from '@dating/ui/toast';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { hasLiked } from '@/lib/likes-lists';
import { useLike } from '@/hooks/use-like';
import { useLikes } from '@/hooks/use-likes';

/**
 * The profile screen's Like/Unlike toggle (`aria-pressed`) for a logged-in member. The like shows at once and
 * rolls back with a translated error when the server refuses; a mutual like announces "It's a match!".
 */
export function LikeToggle({ profile }: { profile: TMemberProfile }) {
  const { t } = useTranslation('member');
  const errorText = useApiErrorText();
  const toast = useToast();
  const likes = useLikes();
  const like = useLike(profile.id, profile);
  const liked = hasLiked(likes.data, profile.id);

  const toggle = () => {
    const next = !liked;
    like.mutate(next, {
      onSuccess: (answer) => {
        if (!next) return;
        toast.show(
          answer.match
            ? { tone: 'success', title: t('actions.match', { name: profile.name }) }
            : { tone: 'success', title: t('actions.liked', { name: profile.name }) },
        );
      },
    });
  };

  return (
    <>
      <Button
        onClick={toggle}
        aria-pressed={liked}
        variant={liked ? 'secondary' : 'primary'}
        data-testid="like-button"
      >
        <span aria-hidden="true">{liked ? '♥ ' : '♡ '}</span>
        {liked ? t('actions.unlike') : t('actions.like')}
      </Button>
      {like.isError ? (
        <Alert tone="danger" data-testid="like-error">
          {errorText(like.error)}
        </Alert>
      ) : null}
    </>
  );
}
