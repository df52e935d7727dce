'use client';

import { Trans, useTranslation } from '@dating/i18n/client';
import { useUser } from '@/hooks/use-user';
import { ResendActivationButton } from '@/components/resend-activation/resend-activation-button';
import { Actions } from '@/components/form/form.styles';
import { Muted } from './signup.styles';
import { useSignupStore } from './signup-store';
import { LinkButton } from '@/components/page/link-button';

/**
 * The complete step: confirm the e-mail address, resend the link, then see the suggested matches or start
 * browsing (spec §4).
 */
export function CompleteStep({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation('signup');
  const { data: user } = useUser();
  const email = useSignupStore((s) => s.email);
  const address = email ?? '';
  return (
    <div>
      {address ? (
        <p>
          <Trans
            t={t}
            i18nKey="complete.body"
            values={{ email: address }}
            components={{ email: <strong /> }}
          />
        </p>
      ) : null}
      <Muted>{t('complete.noMail')}</Muted>
      <Actions>
        {user?.status === 'not_confirmed' ? <ResendActivationButton variant="outline" /> : null}
        <LinkButton href="/signup-matches" onClick={onDone}>
          {t('complete.toMatches')}
        </LinkButton>
        <LinkButton href="/members" variant="outline" onClick={onDone}>
          {t('complete.toMembers')}
        </LinkButton>
      </Actions>
    </div>
  );
}
