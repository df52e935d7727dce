'use client';

import { usePathname } from 'next/navigation';
import { useId, useRef, useState, type FormEvent } from 'react';
import { isApiError } from '@dating/core/client';
import {
  REPORT_OTHER_MIN,
  REPORT_REASONS,
  REPORT_TEXT_MAX,
  type TReportReason,
} from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { Alert } from '@dating/ui/alert';
import { Button } from '@dating/ui/button';
import { Checkbox } from '@dating/ui/checkbox';
import { ChoiceGroup } from '@dating/ui/choice-group';
import { Modal } from '@dating/ui/modal';
import { TextArea } from '@dating/ui/text-area';
import { Form } from '@/components/form/form.styles';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { loginUrlFor } from '@/lib/member-routes';
import { useReportReasonLabels } from './labels';
import { useReport } from './use-report';
import { LinkButton } from '@/components/page/link-button';

export interface ReportDialogProps {
  open: boolean;
  onClose: () => void;
  /** The member reported. */
  member: { id: string; name: string };
  /** Whether the viewer is logged in; a visitor is asked to log in instead. */
  loggedIn: boolean;
  /** Opened from the chat with this member: offers to attach the conversation's last messages. */
  fromChat?: boolean;
}

type Errors = { reason?: string; text?: string; form?: string };

/**
 * The report dialog (ADR 0034): a reason (required), what happened (optional, required for "other", at most
 * 1,000 characters) and, in the chat, consent to attach the last 20 messages (off unless ticked). After sending
 * it says the report arrived and that a confirmation was e-mailed; a visitor is asked to log in.
 */
export function ReportDialog({ open, onClose, member, loggedIn, fromChat = false }: ReportDialogProps) {
  const { t } = useTranslation('report');
  const labels = useReportReasonLabels();
  const errorText = useApiErrorText();
  const report = useReport();
  const pathname = usePathname();
  const ids = useId();
  const formId = `${ids}-form`;
  const [reason, setReason] = useState<TReportReason | ''>('');
  const [text, setText] = useState('');
  const [attach, setAttach] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState<'new' | 'again' | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);

  const close = () => {
    onClose();
    // Start afresh next time, once the dialog is gone.
    setReason('');
    setText('');
    setAttach(false);
    setErrors({});
    setSent(null);
    report.reset();
  };

  const fail = (next: Errors) => {
    setErrors(next);
    if (next.reason) document.getElementById(`${ids}-reason-first`)?.focus();
    else if (next.text) textRef.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = text.trim();
    const next: Errors = {};
    if (!reason) next.reason = t('errors.reasonRequired');
    if (reason === 'other' && trimmed.length < REPORT_OTHER_MIN) {
      next.text = t('errors.otherNeedsText', { min: REPORT_OTHER_MIN });
    } else if (trimmed.length > REPORT_TEXT_MAX) {
      next.text = t('errors.textTooLong', { max: REPORT_TEXT_MAX });
    }
    if (!reason || next.text) return fail(next);
    setErrors({});
    report.mutate(
      {
        profile: member.id,
        reason,
        ...(trimmed ? { text: trimmed } : {}),
        ...(fromChat ? { from_chat: true, attach_messages: attach } : {}),
      },
      {
        onSuccess: (answer) => setSent(answer.created ? 'new' : 'again'),
        onError: (error) => {
          const field = isApiError(error) ? error.envelope?.error.fields?.[0]?.message : undefined;
          if (field === 'report:errors.otherNeedsText') {
            return fail({ text: t('errors.otherNeedsText', { min: REPORT_OTHER_MIN }) });
          }
          if (field === 'report:errors.self') return fail({ form: t('errors.self') });
          fail({ form: errorText(error) });
        },
      },
    );
  };

  const title = t('title', { name: member.name });

  if (!loggedIn) {
    return (
      <Modal open={open} onClose={close} size="sm" data-testid="report-dialog">
        <Modal.Header>{title}</Modal.Header>
        <Modal.Body>
          <p>{t('loginRequired')}</p>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline" onClick={close}>
            {t('cancel')}
          </Button>
          <LinkButton href={loginUrlFor(pathname ?? '/')} data-autofocus>
            {t('login')}
          </LinkButton>
        </Modal.Footer>
      </Modal>
    );
  }

  if (sent) {
    return (
      <Modal open={open} onClose={close} size="sm" data-testid="report-dialog">
        <Modal.Header>{t('sentTitle')}</Modal.Header>
        <Modal.Body>
          <Alert tone="success" role="status" data-testid="report-sent">
            {sent === 'new' ? t('sent') : t('sentAgain')}
          </Alert>
        </Modal.Body>
        <Modal.Footer>
          <Button onClick={close} data-autofocus>
            {t('done')}
          </Button>
        </Modal.Footer>
      </Modal>
    );
  }

  return (
    <Modal open={open} onClose={close} dismissible={!report.isPending} size="md" data-testid="report-dialog">
      <Modal.Header>{title}</Modal.Header>
      <Modal.Body>
        <Form id={formId} onSubmit={onSubmit} noValidate aria-label={title}>
          <p>{t('intro', { name: member.name })}</p>
          <ChoiceGroup
            id={`${ids}-reason`}
            legend={t('reason')}
            name="reason"
            options={REPORT_REASONS.map((r) => ({ value: r, label: labels[r] }))}
            value={reason}
            onChange={(value) => {
              setReason(value);
              setErrors((e) => ({ ...e, reason: undefined }));
            }}
            error={errors.reason}
          />
          <TextArea
            ref={textRef}
            name="text"
            label={reason === 'other' ? t('textOther') : t('text')}
            required={reason === 'other'}
            hint={t('textHint', { max: REPORT_TEXT_MAX })}
            maxLength={REPORT_TEXT_MAX}
            rows={4}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={errors.text}
          />
          {fromChat ? (
            <Checkbox
              name="attach_messages"
              label={t('attach')}
              hint={t('attachHint')}
              checked={attach}
              onChange={(event) => setAttach(event.target.checked)}
            />
          ) : null}
          {errors.form ? (
            <Alert tone="danger" role="alert">
              {errors.form}
            </Alert>
          ) : null}
        </Form>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline" onClick={close} disabled={report.isPending}>
          {t('cancel')}
        </Button>
        <Button type="submit" form={formId} loading={report.isPending}>
          {t('submit')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
