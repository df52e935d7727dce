'use client';

import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldMessages, Required, useFieldIds } from '../../internal/field';
import { FieldLabel, FieldRoot } from '../../internal/field.styles';
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
      <FieldMessages ids={ids} hint={hint} error={error} />
    </FieldRoot>
  );
}
