'use client';

import type { ReactNode } from 'react';
import { ChoiceError, ChoiceFieldset, ChoicePill, ChoiceRow } from './choice-group.styles';

export interface ChoiceGroupOption<V extends string> {
  value: V;
  label: string;
}

export interface ChoiceGroupProps<V extends string> {
  /** The fieldset's id; the first radio is `${id}-first` (what a form focuses on an error). */
  id: string;
  legend: ReactNode;
  name: string;
  options: readonly ChoiceGroupOption<V>[];
  value: V | '';
  onChange: (value: V) => void;
  /** Error text, linked to every radio; marks the pills `data-invalid`. */
  error?: ReactNode;
}

/** A required single choice as pill-shaped radios in a fieldset; the error is linked to every radio. */
function ChoiceGroupRoot<V extends string>({
  id,
  legend,
  name,
  options,
  value,
  onChange,
  error,
}: ChoiceGroupProps<V>) {
  const errorId = `${id}-error`;
  return (
    <ChoiceFieldset id={id} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <ChoiceRow>
        {options.map((option, index) => (
          <ChoicePill key={option.value} data-invalid={error ? '' : undefined}>
            <input
              type="radio"
              id={index === 0 ? `${id}-first` : undefined}
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              required
            />
            {option.label}
          </ChoicePill>
        ))}
      </ChoiceRow>
      {error ? <ChoiceError id={errorId}>{error}</ChoiceError> : null}
    </ChoiceFieldset>
  );
}

/**
 * Pill-shaped choices. `ChoiceGroup` is the single required choice (radios); its parts build other groups,
 * such as several checkboxes: `ChoiceGroup.Fieldset`, `ChoiceGroup.Row`, `ChoiceGroup.Pill`.
 */
export const ChoiceGroup = Object.assign(ChoiceGroupRoot, {
  Fieldset: ChoiceFieldset,
  Row: ChoiceRow,
  Pill: ChoicePill,
  Error: ChoiceError,
});
