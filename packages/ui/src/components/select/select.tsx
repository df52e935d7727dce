'use client';

import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { LabeledField, useFieldIds } from '../../internal/field';
import { SelectControl, SelectWrapper } from './select.styles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Error text: marks the select `aria-invalid`, styles it red and links the text with `aria-describedby`. */
  error?: ReactNode;
  /** Options as data; alternatively pass `<option>` children. */
  options?: readonly SelectOption[];
  /** A first, empty option such as "Choose a country" (value ""). */
  placeholder?: string;
  requiredLabel?: string;
  ref?: Ref<HTMLSelectElement>;
  className?: string;
}

/** A labelled native select with hint and error text. */
export function Select({
  label,
  hint,
  error,
  options,
  placeholder,
  required,
  requiredLabel,
  id,
  className,
  ref,
  children,
  'aria-describedby': describedByProp,
  ...selectProps
}: SelectProps) {
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
      <SelectWrapper>
        <SelectControl
          {...selectProps}
          ref={ref}
          id={ids.inputId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        >
          {placeholder !== undefined ? (
            <option value="" disabled={required}>
              {placeholder}
            </option>
          ) : null}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </SelectControl>
      </SelectWrapper>
    </LabeledField>
  );
}
