'use client';

import Link from 'next/link';
import { useId, useState } from 'react';
import { type TMemberProfile, type TUser } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { Alert } from '@dating/ui/alert';
import { Button } from '@dating/ui/button';
import { useToast } from '@dating/ui/toast';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { LikeToggle } from '@/components/like-button/like-toggle';
import { ReportAction } from '@/components/report/report-action';
import { loginUrlFor } from '@/lib/member-routes';
import { BlockConfirmModal } from './block-confirm-modal';
import {
  ActionButtons,
  ActionGroups,
  ActionHint,
  ActionsBar,
  InlineLinks,
  Note,
} from './profile-screen.styles';
import { ThumbBar } from './thumb-bar';
import { useBlockMember } from './use-block-member';
import { LinkButton } from '@/components/page/link-button';

export interface ProfileActionsProps {
  profile: TMemberProfile;
  viewer: TUser | null;
}

/**
 * Like, chat, gift and block. Like and Chat sit in the thumb bar (fixed above the tab bar on phones), gift and
 * block in the page under the name. Like is a Like/Unlike toggle for members ("It's a match!" when the like is
 * mutual); gifts are a later issue (visibly disabled, "Coming soon"); like and chat are a login prompt for
 * visitors and unavailable on an invisible profile or one the viewer blocked; block asks first. One's own
 * profile gets "Edit my profile" instead.
 */
export function ProfileActions({ profile, viewer }: ProfileActionsProps) {
  const { t } = useTranslation('member');
  const ids = useId();
  const reasonId = `${ids}-reason`;
  const [loginPrompt, setLoginPrompt] = useState<'like' | 'chat' | null>(null);

  if (profile.own) {
    return (
      <ActionsBar data-testid="profile-actions">
        <Note>{t('header.yours')}</Note>
        <div>
          <LinkButton href="/profile">{t('header.editProfile')}</LinkButton>
        </div>
      </ActionsBar>
    );
  }

  // Why chat (and like) cannot be used, when they cannot: the viewer blocked them, or they are invisible.
  const reason =
    viewer && profile.blocked
      ? t('actions.blockedHint', { name: profile.name })
      : profile.invisible
        ? t('actions.invisible', { name: profile.name })
        : null;
  const profilePath = `/members/${encodeURIComponent(profile.id)}`;
  const chatPath = `${profilePath}/chat`;

  const loginAlert =
    !viewer && loginPrompt ? (
      <Alert tone="warning" data-testid="login-required">
        {loginPrompt === 'like' ? t('actions.loginRequiredLike') : t('actions.loginRequiredChat')}
        <InlineLinks>
          <Link href={loginUrlFor(loginPrompt === 'like' ? profilePath : chatPath)}>
            {t('actions.login')}
          </Link>
          <Link href="/signup">{t('actions.signup')}</Link>
        </InlineLinks>
      </Alert>
    ) : null;

  return (
    <ActionsBar data-testid="profile-actions">
      <ActionGroups>
        {/* Like and Chat: fixed above the tab bar on phones (in the DOM, and so for the keyboard, right here). */}
        <ThumbBar withTabBar={Boolean(viewer)}>
          <ActionButtons aria-label={t('actions.label')}>
            <li>
              {!viewer ? (
                <Button onClick={() => setLoginPrompt('like')} aria-expanded={loginPrompt === 'like'}>
                  {t('actions.like')}
                </Button>
              ) : reason ? (
                <Button disabled aria-describedby={reasonId}>
                  {t('actions.like')}
                </Button>
              ) : (
                <LikeToggle profile={profile} />
              )}
            </li>
            <li>
              {!viewer ? (
                <Button
                  variant="outline"
                  onClick={() => setLoginPrompt('chat')}
                  aria-expanded={loginPrompt === 'chat'}
                >
                  {t('actions.chat')}
                </Button>
              ) : reason ? (
                <Button variant="outline" disabled aria-describedby={reasonId}>
                  {t('actions.chat')}
                </Button>
              ) : (
                <LinkButton href={chatPath} variant="outline">
                  {t('actions.chat')}
                </LinkButton>
              )}
            </li>
          </ActionButtons>
          {loginAlert}
        </ThumbBar>
        <ActionButtons aria-label={t('actions.more')}>
          <li>
            <Button variant="outline" disabled aria-describedby={`${ids}-gift`}>
              {t('actions.gift')}
            </Button>
            <ActionHint id={`${ids}-gift`}>{t('actions.comingSoon')}</ActionHint>
          </li>
          {viewer ? (
            <li>
              <BlockAction profile={profile} />
            </li>
          ) : null}
          <li>
            <ReportAction member={profile} loggedIn={Boolean(viewer)} />
          </li>
        </ActionButtons>
      </ActionGroups>
      {reason ? <Note id={reasonId}>{reason}</Note> : null}
      {viewer && profile.blocked ? (
        <Note role="status" data-testid="blocked-note">
          {t('block.blocked', { name: profile.name })}
        </Note>
      ) : null}
    </ActionsBar>
  );
}

/** Block (after the confirmation) or unblock at once; both optimistic, errors in the member's language. */
function BlockAction({ profile }: { profile: TMemberProfile }) {
  const { t } = useTranslation('member');
  const errorText = useApiErrorText();
  const toast = useToast();
  const block = useBlockMember(profile.id);
  const [confirming, setConfirming] = useState(false);
  const [unblockError, setUnblockError] = useState<string | null>(null);

  const confirmBlock = () =>
    block.mutate(true, {
      onSuccess: () => setConfirming(false),
    });
  const unblock = () => {
    setUnblockError(null);
    block.mutate(false, {
      onSuccess: () =>
        toast.show({ tone: 'success', description: t('block.unblocked', { name: profile.name }) }),
      onError: (error) => setUnblockError(errorText(error)),
    });
  };

  return (
    <>
      {profile.blocked ? (
        <Button variant="outline" onClick={unblock} loading={block.isPending} data-testid="unblock-button">
          {t('actions.unblock')}
        </Button>
      ) : (
        <Button
          variant="outline"
          onClick={() => {
            block.reset();
            setConfirming(true);
          }}
          data-testid="block-button"
        >
          {t('actions.block')}
        </Button>
      )}
      {unblockError ? <Alert tone="danger">{unblockError}</Alert> : null}
      <BlockConfirmModal
        open={confirming}
        name={profile.name}
        pending={block.isPending}
        error={block.isError && block.variables === true ? errorText(block.error) : null}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmBlock}
      />
    </>
  );
}
