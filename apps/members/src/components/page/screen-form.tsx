'use client';

import { type FormHTMLAttributes, type ReactNode } from 'react';
import { Button } from '@dating/ui/button';
import { Form } from '@/components/form/form.styles';

export interface ScreenFormProps extends FormHTMLAttributes<HTMLFormElement> {
  /** The submit button's label, */
  submitLabel: string;
  /** and whether it shows that the form is being sent. */
  pending: boolean;
  children: ReactNode;
}

/**
 * The form of a one-form account screen (login, password reset): its fields, then one large submit button across
 * the width. Browser validation is off unless the form asks for it (`noValidate={false}`).
 */
export function ScreenForm({ submitLabel, pending, children, ...form }: ScreenFormProps) {
  return (
    <Form noValidate {...form}>
      {children}
      <Button type="submit" size="lg" fullWidth loading={pending}>
        {submitLabel}
      </Button>
    </Form>
  );
}
