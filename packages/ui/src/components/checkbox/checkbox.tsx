'use client';

import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldMessages, Required, useFieldIds } from '../../internal/field';
import { CheckboxInput, CheckboxLabel, CheckboxRoot } from './checkbox.styles';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  /** The label beside the box (may contain links, e.g. to the terms). */
  label: ReactNode;
  hint?: ReactNode;
  /** Error text: marks the box `aria-invalid`, outlines it red and links the text with `aria-describedby`. */
  error?: ReactNode;
  requiredLabel?: string;
  ref?: Ref<HTMLInputElement>;
  className?: string;
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
  const describedBy = ids.describedBy;
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
        id={ids.inputId}
        type="checkbox"
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <CheckboxLabel htmlFor={ids.inputId}>
        {label}
        {required ? <Required label={requiredLabel} /> : null}
      </CheckboxLabel>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </CheckboxRoot>
  );
}
