'use client';

import { useRef, useState, type FormEvent } from 'react';
import { isApiError } from '@dating/core/client';
import {
  COMPLAINT_REASONS,
  COMPLAINT_TEXT_MAX,
  COMPLAINT_TEXT_MIN,
  type TComplaintOrder,
  type TComplaintReason,
} from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { Alert } from '@dating/ui/alert';
import { Button } from '@dating/ui/button';
import { Select } from '@dating/ui/select';
import { TextArea } from '@dating/ui/text-area';
import { Actions, Form } from '@/components/form/form.styles';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { useFieldErrors, type FieldErrors } from '@/components/field-errors/use-field-errors';
import { formatAmount, formatDate } from './format';
import { useComplaintLabels } from './labels';
import { useCreateComplaint } from './use-complaints';

type Field = 'order' | 'reason' | 'text';
const EMPTY = { order: '', reason: '', text: '' };

/** The complaint form: which own order, why, and what happened (10–2,000 characters). */
export function ComplaintForm({ orders }: { orders: TComplaintOrder[] }) {
  const { t, i18n } = useTranslation('complaints');
  const errorText = useApiErrorText();
  const create = useCreateComplaint();
  const labels = useComplaintLabels();
  const [values, setValues] = useState(EMPTY);
  const [sent, setSent] = useState(false);
  const refs = {
    order: useRef<HTMLSelectElement>(null),
    reason: useRef<HTMLSelectElement>(null),
    text: useRef<HTMLTextAreaElement>(null),
  };
  const { errors, setErrors, fail } = useFieldErrors(refs);
  const locale = i18n.language;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(false);
    const next: FieldErrors<Field> = {};
    const length = values.text.trim().length;
    if (!values.order) next.order = t('errors.orderRequired');
    if (!values.reason) next.reason = t('errors.reasonRequired');
    if (length < COMPLAINT_TEXT_MIN) next.text = t('errors.textTooShort', { min: COMPLAINT_TEXT_MIN });
    else if (length > COMPLAINT_TEXT_MAX) next.text = t('errors.textTooLong', { max: COMPLAINT_TEXT_MAX });
    if (Object.keys(next).length) return fail(next);
    setErrors({});
    create.mutate(
      { order_id: values.order, reason: values.reason as TComplaintReason, text: values.text.trim() },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setSent(true);
        },
        onError: (error) => {
          const code = isApiError(error) ? error.code : null;
          if (code === 'conflict') return fail({ order: t('errors.alreadyOpen') });
          if (code === 'not_found') return fail({ order: t('errors.orderRequired') });
          fail({ text: errorText(error) });
        },
      },
    );
  };

  const orderLabel = (o: TComplaintOrder) =>
    t('form.orderOption', {
      date: formatDate(o.created_at, locale),
      credits: t('form.credits', { count: o.credits }),
      amount: formatAmount(o.amount_cents, o.currency, locale),
      status: o.refundable
        ? `${labels.orderStatus[o.status]}, ${t('form.refundable')}`
        : labels.orderStatus[o.status],
    });

  const textHint = [
    t('form.textHint', { min: COMPLAINT_TEXT_MIN, max: COMPLAINT_TEXT_MAX }),
    t('form.counter', { length: values.text.trim().length, max: COMPLAINT_TEXT_MAX }),
  ].join(' ');

  /** What every field shares: its value, error, focus target and change handler. */
  const field = <F extends Field>(name: F) => ({
    ref: refs[name] as (typeof refs)[F],
    required: true,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  return (
    <Form onSubmit={onSubmit} noValidate aria-labelledby="complaint-form-title">
      <h2 id="complaint-form-title">{t('form.title')}</h2>
      {sent ? (
        <Alert tone="success" role="status">
          {t('form.sent')}
        </Alert>
      ) : null}
      <Select
        {...field('order')}
        label={t('form.order')}
        name="order_id"
        placeholder={t('form.orderPlaceholder')}
        options={orders.map((o) => ({ value: o.id, label: orderLabel(o) }))}
      />
      <Select
        {...field('reason')}
        label={t('form.reason')}
        name="reason"
        placeholder={t('form.reasonPlaceholder')}
        options={COMPLAINT_REASONS.map((r) => ({ value: r, label: labels.reasons[r] }))}
      />
      <TextArea {...field('text')} label={t('form.text')} name="text" hint={textHint} />
      <Actions>
        <Button type="submit" loading={create.isPending}>
          {t('form.submit')}
        </Button>
      </Actions>
    </Form>
  );
}
