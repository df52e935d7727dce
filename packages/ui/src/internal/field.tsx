import { useId, type ReactNode } from 'react';
import { useUiLabels } from '../components/ui-labels';
import { FieldError, FieldHint, RequiredMarker } from './field.styles';

export interface FieldIds {
  inputId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** `aria-describedby` value: hint then error, or undefined when neither is shown. */
  describedBy: string | undefined;
}

/** Stable ids linking a control to its hint and error text. */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode): FieldIds {
  const generated = useId();
  const inputId = id ?? `field${generated}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, describedBy };
}

/** A visible asterisk; the control's own `required` attribute is what assistive technology announces. */
export function Required({ label }: { label?: string }) {
  const labels = useUiLabels();
  return (
    <RequiredMarker title={label ?? labels.required} aria-hidden="true">
      *
    </RequiredMarker>
  );
}

export function FieldMessages({ ids, hint, error }: { ids: FieldIds; hint: ReactNode; error: ReactNode }) {
  return (
    <>
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      {error ? (
        <FieldError id={ids.errorId} data-field-error="">
          {error}
        </FieldError>
      ) : null}
    </>
  );
}
