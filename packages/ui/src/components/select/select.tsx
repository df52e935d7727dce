'use client';

import type { SelectHTMLAttributes } from 'react';
import { controlAttributes, LabeledField, useFieldIds, type FieldProps } from '../../internal/field';
import { SelectControl, SelectWrapper } from './select.styles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'>, FieldProps<HTMLSelectElement> {
  /** Options as data; alternatively pass `<option>` children. */
  options?: readonly SelectOption[];
  /** A first, empty option such as "Choose a country" (value ""). */
  placeholder?: string;
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
        <SelectControl {...selectProps} ref={ref} {...controlAttributes(ids, error, required)}>
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
