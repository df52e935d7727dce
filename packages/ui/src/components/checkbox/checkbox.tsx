'use client';

import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldMessages, Required, useField, type FieldProps } from '../../internal/field';
import { CheckboxInput, CheckboxLabel, CheckboxRoot } from './checkbox.styles';

export interface CheckboxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'>, FieldProps<HTMLInputElement> {
  /** The label beside the box (may contain links, e.g. to the terms). */
  label: ReactNode;
}

/** A native checkbox with its label, hint and error text. */
export function Checkbox({ disabled, ...props }: CheckboxProps) {
  const { field, control } = useField<HTMLInputElement, typeof props>(props);
  const { ids, label, hint, error, required, requiredLabel, className } = field;
  return (
    <CheckboxRoot
      className={className}
      data-invalid={error ? '' : undefined}
      data-required={required ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
    >
      <CheckboxInput {...control} type="checkbox" disabled={disabled} />
      <CheckboxLabel htmlFor={ids.inputId}>
        {label}
        {required ? <Required label={requiredLabel} /> : null}
      </CheckboxLabel>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </CheckboxRoot>
  );
}
