'use client';

import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { LabeledField, useFieldIds } from '../../internal/field';
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
  const ids = useFieldIds(id, hint, error, describedByProp);
  const describedBy = ids.describedBy;
  return (
    <LabeledField
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      requiredLabel={requiredLabel}
      className={className}
    >
      <TextFieldInput
        {...inputProps}
        ref={ref}
        id={ids.inputId}
        type={type}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
    </LabeledField>
  );
}
