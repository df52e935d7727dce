import { useId, type ReactNode, type Ref } from 'react';
import { useUiLabels } from '../components/ui-labels';
import { FieldError, FieldHint, FieldLabel, FieldRoot, RequiredMarker } from './field.styles';

export interface FieldIds {
  inputId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** `aria-describedby` value: the caller's, hint, then error, or undefined when none is given. */
  describedBy: string | undefined;
}

/**
 * Stable ids linking a control to its hint and error text; `describedBy` starts with the caller's own
 * `aria-describedby`, if any.
 */
export function useFieldIds(
  id: string | undefined,
  hint: ReactNode,
  error: ReactNode,
  describedByProp?: string,
): FieldIds {
  const generated = useId();
  const inputId = id ?? `field${generated}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [describedByProp, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, describedBy };
}

/** The props every labelled form control takes besides its element's own attributes. */
export interface FieldProps<E extends HTMLElement> {
  label: ReactNode;
  /** Help text under the control, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** Error text: marks the control `aria-invalid`, styles it red and links the text with `aria-describedby`. */
  error?: ReactNode;
  /** Title of the visible required marker; defaults to the `ui` label "required". */
  requiredLabel?: string;
  /** Reaches the native control (React 19 passes `ref` as a prop). */
  ref?: Ref<E>;
  className?: string;
}

/** The attributes that tie a native control to its label, hint and error text. */
export function controlAttributes(ids: FieldIds, error: ReactNode, required: boolean | undefined) {
  return {
    id: ids.inputId,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.describedBy,
  };
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

export interface LabeledFieldProps {
  ids: FieldIds;
  label: ReactNode;
  hint: ReactNode;
  error: ReactNode;
  required?: boolean;
  requiredLabel?: string;
  className?: string;
  /** The control, with `id={ids.inputId}` and `aria-describedby={ids.describedBy}`. */
  children: ReactNode;
}

/** Label (with the required marker), the control, then hint and error: text fields and selects. */
export function LabeledField({
  ids,
  label,
  hint,
  error,
  required,
  requiredLabel,
  className,
  children,
}: LabeledFieldProps) {
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
      {children}
      <FieldMessages ids={ids} hint={hint} error={error} />
    </FieldRoot>
  );
}

/** The props of a labelled control: its field props plus the native ones `useField` reads. */
type FieldControlProps<E extends HTMLElement> = FieldProps<E> & {
  id?: string;
  required?: boolean;
  'aria-describedby'?: string;
};

/**
 * Splits a labelled control's props: `field` for `LabeledField`, `control` (the remaining native attributes,
 * the ref, the id and the aria links) for the native element.
 */
export function useField<E extends HTMLElement, P extends FieldControlProps<E>>(props: P) {
  const {
    label,
    hint,
    error,
    required,
    requiredLabel,
    id,
    className,
    ref,
    'aria-describedby': describedByProp,
    ...nativeProps
  } = props;
  const ids = useFieldIds(id, hint, error, describedByProp);
  return {
    field: { ids, label, hint, error, required, requiredLabel, className },
    control: { ...nativeProps, ref, ...controlAttributes(ids, error, required) },
  };
}
