'use client';

import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { controlBoxCss, controlFocusCss } from '@dating/ui/text-field';
import styled from 'styled-components';
import { useTranslation } from '@dating/i18n/client';
import { Counter } from './my-profile.styles';
import { LIMITS } from './profile-form-model';
import { type SectionProps } from './section-props';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[1]};
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.danger};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
`;

/** The look of the design system's text inputs, for several lines. */
const Area = styled.textarea`
  ${controlBoxCss}
  min-height: 7rem;
  resize: vertical;

  ${controlFocusCss}
`;

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'maxLength'
> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  value: string;
  /** Shown as a counter ("12 of 500 characters"); typing past it is allowed and marked, not cut off. */
  max: number;
  counter: (count: number, max: number) => string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text with hint, character counter and error, linked by `aria-describedby`. */
export function TextAreaField({
  label,
  hint,
  error,
  value,
  max,
  counter,
  id,
  ref,
  ...rest
}: TextAreaFieldProps) {
  const generated = useId();
  const inputId = id ?? `area${generated}`;
  const count = value.trim().length;
  const over = count > max;
  const describedBy = [hint ? `${inputId}-hint` : '', `${inputId}-count`, error ? `${inputId}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <Root data-invalid={error ? '' : undefined}>
      <Label htmlFor={inputId}>{label}</Label>
      {hint ? <Hint id={`${inputId}-hint`}>{hint}</Hint> : null}
      <Area
        {...rest}
        ref={ref}
        id={inputId}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <Counter id={`${inputId}-count`} data-over={over ? '' : undefined}>
        {counter(count, max)}
      </Counter>
      {error ? <ErrorText id={`${inputId}-error`}>{error}</ErrorText> : null}
    </Root>
  );
}

export type ProfileTextAreaProps = SectionProps & {
  field: 'bio' | 'note';
  label: ReactNode;
  hint: ReactNode;
  rows: number;
};

/** A free text of the profile (bio, note): its value, length limit with the editor's counter, error and setter. */
export function ProfileTextArea({ field, values, errorText, set, ...props }: ProfileTextAreaProps) {
  const { t } = useTranslation('editor');
  return (
    <TextAreaField
      id={`profile-${field}`}
      {...props}
      value={values[field]}
      max={LIMITS[field]}
      counter={(count, max) => t('form.counter', { length: count, max })}
      error={errorText(field)}
      onChange={(e) => set(field, e.target.value)}
    />
  );
}
