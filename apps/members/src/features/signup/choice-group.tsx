'use client';

import { ErrorText, Fieldset, Pill, Segmented } from './signup.styles';

export interface ChoiceGroupProps<V extends string> {
  id: string;
  legend: string;
  name: string;
  options: readonly { value: V; label: string }[];
  value: V | '';
  onChange: (value: V) => void;
  error?: string;
}

/** A required single choice as pill-shaped radios in a fieldset; the error is linked to every radio. */
export function ChoiceGroup<V extends string>({
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
    <Fieldset id={id} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <Segmented>
        {options.map((option, index) => (
          <Pill key={option.value} data-invalid={error ? '' : undefined}>
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
          </Pill>
        ))}
      </Segmented>
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Fieldset>
  );
}
