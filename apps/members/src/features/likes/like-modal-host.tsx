'use client';

import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { type TPublicProfile } from '@dating/core/contracts';
import { LIKES_RELOAD_AFTER_AUTOLIKE_MS } from '@dating/core/domain';
import { useTranslation } from '@dating/i18n/client';
import { useToast } from '@dating/ui/toast';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { useUser } from '@/hooks/use-user';
import { getBrowserApi } from '@/lib/browser-api';
import { LikeModal } from './like-modal';
import { likeModalDelayMs, withoutDelayParam } from './like-modal-delay';
import { likesQueryKeys } from '@/lib/likes-query-keys';
import { useLike } from '@/hooks/use-like';

/**
 * The like modal's trigger (spec §4): when the URL has `t` (seconds) and a member is logged in, wait `t`
 * seconds, remove `t` from the URL (other parameters stay), ask GET /api/auto-like.php for a profile and show
 * it (none: no modal). The server records that profile's like, so the likes reload
 * `LIKES_RELOAD_AFTER_AUTOLIKE_MS` later. The photo opens the profile; the button likes back.
 */
export function LikeModalHost() {
  const { t } = useTranslation('likes');
  const router = useRouter();
  const pathname = usePathname() ?? '/';
  const searchParams = useSearchParams();
  const queryClient = useQueryClient();
  const toast = useToast();
  const errorText = useApiErrorText();
  const { data: user } = useUser();
  const [profile, setProfile] = useState<TPublicProfile | null>(null);
  const like = useLike(profile?.id ?? '', profile ?? undefined);
  const mounted = useRef(true);

  const delay = likeModalDelayMs(searchParams?.get('t') ?? null);
  const search = searchParams?.toString() ?? '';
  const loggedIn = Boolean(user);

  // The latest navigation state, read when the timer fires (the timer itself belongs to one value of `t`).
  const latest = useRef({ router, pathname, search, queryClient });
  useEffect(() => {
    latest.current = { router, pathname, search, queryClient };
  });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (delay === null || !loggedIn) return undefined;
    const timer = setTimeout(() => {
      const { router: nav, pathname: path, search: query, queryClient: cache } = latest.current;
      nav.replace(withoutDelayParam(path, query), { scroll: false });
      getBrowserApi()
        .likes.autoLike()
        .then(({ profile: next }) => {
          if (mounted.current) setProfile(next);
          setTimeout(
            () => void cache.invalidateQueries({ queryKey: likesQueryKeys.all }),
            LIKES_RELOAD_AFTER_AUTOLIKE_MS,
          );
        })
        // No profile to show is not worth interrupting the member for: the modal simply does not open.
        .catch(() => undefined);
    }, delay);
    // Removing `t` from the URL clears this timer only after it fired: the call it started carries on.
    return () => clearTimeout(timer);
  }, [delay, loggedIn]);

  const close = () => setProfile(null);

  return (
    <LikeModal
      profile={profile}
      buttonLabel={t('modal.likeBack')}
      pending={like.isPending}
      onClose={close}
      onImagePressed={(id) => {
        close();
        router.push(`/likes/m/${encodeURIComponent(id)}`);
      }}
      onButtonPressed={() => {
        const name = profile?.name ?? '';
        like.mutate(true, {
          onSuccess: (answer) => {
            close();
            toast.show({
              tone: 'success',
              title: answer.match ? t('match.title') : t('modal.liked', { name }),
            });
          },
          onError: (error) => toast.show({ tone: 'danger', title: errorText(error) }),
        });
      }}
    />
  );
}
