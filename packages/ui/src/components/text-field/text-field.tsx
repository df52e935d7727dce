'use client';

import type { InputHTMLAttributes } from 'react';
import { controlAttributes, LabeledField, useFieldIds, type FieldProps } from '../../internal/field';
import { TextFieldInput } from './text-field.styles';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'>, FieldProps<HTMLInputElement> {}

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
      <TextFieldInput {...inputProps} ref={ref} type={type} {...controlAttributes(ids, error, required)} />
    </LabeledField>
  );
}
