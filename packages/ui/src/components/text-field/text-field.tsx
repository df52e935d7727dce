'use client';

import type { InputHTMLAttributes } from 'react';
import { LabeledField, useField, type FieldProps } from '../../internal/field';
import { TextFieldInput } from './text-field.styles';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'>, FieldProps<HTMLInputElement> {}

/** A labelled text input with hint and error text. `data-invalid` on the root when `error` is set. */
export function TextField({ type = 'text', ...props }: TextFieldProps) {
  const { field, control } = useField<HTMLInputElement, typeof props>(props);
  return (
    <LabeledField {...field}>
      <TextFieldInput {...control} type={type} />
    </LabeledField>
  );
}
