'use client';

import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldMessages, Required, useFieldIds } from '../../internal/field';
import { FieldLabel, FieldRoot } from '../../internal/field.styles';
import { TextFieldInput } from './text-field.styles';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  /** Help text under the input, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** Error text: marks the input `aria-invalid`, styles it red and links the text with `aria-describedby`. */
  error?: ReactNode;
  /** Title of the visible required marker; defaults to the `ui` label "required". */
  requiredLabel?: string;
  /** Reaches the `<input>` (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/** A labelled text input with hint and error text. `data-invalid` on the root when `error` is set. */
export function TextField({
  label,
  hint,
  error,
  required,
  requiredLabel,
  id,
  className,
  ref,
  type = 'text',
  'aria-describedby': describedByProp,
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldIds(id, hint, error);
  const describedBy = [describedByProp, ids.describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <FieldRoot
      className={className}
      data-invalid={error ? '' : undefined}
      data-required={required ? '' : undefined}
    >
      <FieldLabel htmlFor={ids.inputId}>
        {label}
        {required ? <Required label={requiredLabel} /> : null}
      </FieldLabel>
      <TextFieldInput
        {...inputProps}
        ref={ref}
        id={ids.inputId}
        type={type}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldMessages ids={ids} hint={hint} error={error} />
    </FieldRoot>
  );
}
