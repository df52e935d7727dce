'use client';

import styled from 'styled-components';
import { ChoiceGroup } from '@dating/ui/choice-group';

/** The pill group of `@dating/ui/choice-group` with a smaller legend, as the editor's other labels. */
const Group = styled(ChoiceGroup.Fieldset)`
  legend {
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
`;

export interface ChoicePillsProps<V extends string> {
  legend: string;
  name: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}

/** A single choice as pill-shaped radios in a fieldset (arrow keys move between them, as radios do). */
export function ChoicePills<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: ChoicePillsProps<V>) {
  return (
    <Group>
      <legend>{legend}</legend>
      <ChoiceGroup.Row>
        {options.map((option) => (
          <ChoiceGroup.Pill key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </ChoiceGroup.Pill>
        ))}
      </ChoiceGroup.Row>
    </Group>
  );
}
