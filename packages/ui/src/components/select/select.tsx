'use client';

import type { SelectHTMLAttributes } from 'react';
import { LabeledField, useField, type FieldProps } from '../../internal/field';
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
export function Select({ options, placeholder, children, ...props }: SelectProps) {
  const { field, control } = useField<HTMLSelectElement, typeof props>(props);
  return (
    <LabeledField {...field}>
      <SelectWrapper>
        <SelectControl {...control}>
          {placeholder !== undefined ? (
            <option value="" disabled={props.required}>
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
