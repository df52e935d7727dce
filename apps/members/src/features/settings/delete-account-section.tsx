'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { isApiError } from '@dating/core/client';
import { DELETE_REASONS, type TDeleteAccountInput } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { Button } from '@dating/ui/button';
import { Checkbox } from '@dating/ui/checkbox';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { useDeleteAccount } from './use-delete-account';
import { useSettings } from '@/providers/settings-context';
import { Form } from '@/components/form/form.styles';
import { Choices, Muted, Section, SubmitRow } from './settings.styles';
import { DeleteConfirmModal } from './delete-confirm-modal';
import { CurrentPasswordField } from './current-password-field';
import { stackCss } from '@dating/ui/css';

type Reason = (typeof DELETE_REASONS)[number];

/** Literal label keys of the deletion reasons of spec §3. */
const REASON_LABELS = {
  price: 'deletion.reason.price',
  found_someone: 'deletion.reason.found_someone',
  not_looking: 'deletion.reason.not_looking',
  site_problems: 'deletion.reason.site_problems',
  no_members: 'deletion.reason.no_members',
  time: 'deletion.reason.time',
  other: 'deletion.reason.other',
} as const satisfies Record<Reason, string>;

const Remarks = styled.label`
  ${stackCss(2)}
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};

  textarea {
    min-height: 6rem;
    padding: ${({ theme }) => theme.spacing[3]};
    border: 1px solid ${({ theme }) => theme.colors.border.strong};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
    font-weight: ${({ theme }) => theme.typography.fontWeight.regular};
    resize: vertical;
  }
`;

/** Delete account (spec §3 reasons, §5 confirmation, optional delete-discount offer), then `/account-deleted`. */
export function DeleteAccountSection() {
  const { t } = useTranslation('account');
  const router = useRouter();
  const { delete_discount: discount } = useSettings();
  const errorText = useApiErrorText();
  const remove = useDeleteAccount();
  const [reasons, setReasons] = useState<Reason[]>([]);
  const [remarks, setRemarks] = useState('');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  const toggle = (reason: Reason, on: boolean) =>
    setReasons((list) => (on ? [...list, reason] : list.filter((r) => r !== reason)));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) {
      setPasswordError(t('validation.required'));
      passwordRef.current?.focus();
      return;
    }
    setPasswordError(undefined);
    remove.reset();
    setConfirming(true);
  };

  const onConfirm = () => {
    const input: TDeleteAccountInput = {
      reasons: DELETE_REASONS.filter((r) => reasons.includes(r)),
      password,
      ...(remarks.trim() ? { remarks: remarks.trim() } : {}),
    };
    remove.mutate(input, {
      onSuccess: () => {
        router.replace('/account-deleted');
        router.refresh();
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'wrong_password') {
          setConfirming(false);
          setPasswordError(t('deletion.wrongPassword'));
          // After the modal has restored focus to its opener.
          setTimeout(() => passwordRef.current?.focus(), 0);
        }
      },
    });
  };

  const modalError =
    remove.isError && !(isApiError(remove.error) && remove.error.code === 'wrong_password')
      ? errorText(remove.error)
      : null;

  return (
    <Section aria-labelledby="delete-title" data-testid="delete-account" data-tone="danger">
      <h2 id="delete-title">{t('deletion.title')}</h2>
      <Muted>{t('deletion.lead')}</Muted>
      <Form onSubmit={onSubmit} noValidate>
        <Choices>
          <legend>{t('deletion.reasonsLegend')}</legend>
          {DELETE_REASONS.map((reason) => (
            <Checkbox
              key={reason}
              name="reasons"
              value={reason}
              label={t(REASON_LABELS[reason])}
              checked={reasons.includes(reason)}
              onChange={(event) => toggle(reason, event.target.checked)}
            />
          ))}
        </Choices>
        <Remarks>
          {t('deletion.remarks')}
          <textarea
            name="remarks"
            maxLength={2000}
            value={remarks}
            onChange={(event) => setRemarks(event.target.value)}
          />
        </Remarks>
        <CurrentPasswordField
          ref={passwordRef}
          value={password}
          error={passwordError}
          onChange={setPassword}
        />
        <SubmitRow>
          <Button type="submit" variant="outline">
            {t('deletion.submit')}
          </Button>
        </SubmitRow>
      </Form>
      <DeleteConfirmModal
        open={confirming}
        discount={discount}
        pending={remove.isPending}
        error={modalError}
        onCancel={() => setConfirming(false)}
        onConfirm={onConfirm}
      />
    </Section>
  );
}
