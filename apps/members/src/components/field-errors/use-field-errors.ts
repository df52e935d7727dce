import { useState, type RefObject } from 'react';

/** A form's error messages by field. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * The error messages of a form's fields and the focus that goes with them: `fail(next)` shows `next` and puts
 * the focus on the first field with an error, in the order of `refs` (the order of the form).
 */
export function useFieldErrors<F extends string>(refs: Record<F, RefObject<HTMLElement | null>>) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const fail = (next: FieldErrors<F>) => {
    setErrors(next);
    const first = (Object.keys(refs) as F[]).find((field) => next[field]);
    if (first) refs[first].current?.focus();
  };
  return { errors, setErrors, fail };
}
