'use client';

import { type TPublicProfile } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { useToast } from '@dating/ui/toast';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { useUser } from '@/hooks/use-user';
import { HeartButton } from './like-button.styles';
import { useLikeToggle } from './use-like-toggle';

/**
 * The small heart on a search card (members only): "Like {name}" / "Unlike {name}" with `aria-pressed`. It
 * sits next to the card's link, never inside it. Refusals (e.g. an invisible member) come back as a toast in
 * the member's language and the heart rolls back; a mutual like announces "It's a match!".
 */
export function LikeHeartButton({ profile }: { profile: TPublicProfile }) {
  const { data: user } = useUser();
  if (!user || user.profile.id === profile.id) return null;
  return <Heart profile={profile} />;
}

function Heart({ profile }: { profile: TPublicProfile }) {
  const { t } = useTranslation('search');
  const errorText = useApiErrorText();
  const toast = useToast();
  const { liked, toggle: toggleLike } = useLikeToggle(profile);

  const toggle = () =>
    toggleLike({
      onSuccess: (answer, next) => {
        if (next && answer.match)
          toast.show({ tone: 'success', title: t('card.match', { name: profile.name }) });
      },
      onError: (error) => toast.show({ tone: 'danger', title: errorText(error) }),
    });

  return (
    <HeartButton
      type="button"
      aria-pressed={liked}
      aria-label={liked ? t('card.unlike', { name: profile.name }) : t('card.like', { name: profile.name })}
      onClick={toggle}
      data-testid="like-heart"
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.5 1.2 4.4 2.6.9-1.4 2.3-2.6 4.4-2.6 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z"
          fill={liked ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </HeartButton>
  );
}
