'use client';

import { type TMemberProfile } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { Alert } from '@dating/ui/alert';
import { Button } from '@dating/ui/button';
import { useToast } from '@dating/ui/toast';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { useLikeToggle } from './use-like-toggle';

/**
 * The profile screen's Like/Unlike toggle (`aria-pressed`) for a logged-in member. The like shows at once and
 * rolls back with a translated error when the server refuses; a mutual like announces "It's a match!".
 */
export function LikeToggle({ profile }: { profile: TMemberProfile }) {
  const { t } = useTranslation('member');
  const errorText = useApiErrorText();
  const toast = useToast();
  const { liked, like, toggle: toggleLike } = useLikeToggle(profile);

  const toggle = () =>
    toggleLike({
      onSuccess: (answer, next) => {
        if (!next) return;
        toast.show(
          answer.match
            ? { tone: 'success', title: t('actions.match', { name: profile.name }) }
            : { tone: 'success', title: t('actions.liked', { name: profile.name }) },
        );
      },
    });

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
