'use client';

import type { InputHTMLAttributes, ReactNode } from 'react';
import {
  controlAttributes,
  FieldMessages,
  Required,
  useFieldIds,
  type FieldProps,
} from '../../internal/field';
import { CheckboxInput, CheckboxLabel, CheckboxRoot } from './checkbox.styles';

export interface CheckboxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'>, FieldProps<HTMLInputElement> {
  /** The label beside the box (may contain links, e.g. to the terms). */
  label: ReactNode;
}

/** A native checkbox with its label, hint and error text. */
export function Checkbox({
  label,
  hint,
  error,
  required,
  requiredLabel,
  id,
  className,
  ref,
  disabled,
  'aria-describedby': describedByProp,
  ...inputProps
}: CheckboxProps) {
  const ids = useFieldIds(id, hint, error, describedByProp);
  return (
    <CheckboxRoot
      className={className}
      data-invalid={error ? '' : undefined}
      data-required={required ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
    >
      <CheckboxInput
        {...inputProps}
        ref={ref}
        type="checkbox"
        disabled={disabled}
        {...controlAttributes(ids, error, required)}
      />
      <CheckboxLabel htmlFor={ids.inputId}>
        {label}
        {required ? <Required label={requiredLabel} /> : null}
      </CheckboxLabel>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </CheckboxRoot>
  );
}
