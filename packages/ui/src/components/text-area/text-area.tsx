'use client';

import type { TextareaHTMLAttributes } from 'react';
import { LabeledField, useField, type FieldProps } from '../../internal/field';
import { TextAreaControl } from './text-area.styles';

export interface TextAreaProps
  extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldProps<HTMLTextAreaElement> {}

/** A labelled multi-line text with hint and error text, the text inputs' look; resizable vertically. */
export function TextArea({ rows = 5, ...props }: TextAreaProps) {
  const { field, control } = useField<HTMLTextAreaElement, typeof props>(props);
  return (
    <LabeledField {...field}>
      <TextAreaControl {...control} rows={rows} />
    </LabeledField>
  );
}
