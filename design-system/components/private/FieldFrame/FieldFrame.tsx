import { useId, type ReactNode } from 'react';
import { Icon } from '../../Icon/Icon.tsx';
import { visuallyHidden } from '../../VisuallyHidden/VisuallyHidden.css.ts';
import * as styles from './FieldFrame.css.ts';

/** The ids that tie a field's label, hint and error message to its control. */
export interface FieldIds {
  controlId: string;
  labelId: string;
  hintId: string;
  errorId: string;
}

/** Stable ids for one field, built on the consumer's `id` when given. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  return {
    controlId,
    labelId: `${controlId}-label`,
    hintId: `${controlId}-hint`,
    errorId: `${controlId}-error`,
  };
}

/** An error counts only when it has text: `error=""` is the same as no error. */
export function hasText(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== '';
}

/**
 * `aria-describedby` and `aria-invalid` for the control: the hint and the error message are read
 * after the label, and an error marks the control invalid.
 */
export function fieldDescriptionProps(
  ids: FieldIds,
  { hint, error }: { hint?: string | undefined; error?: string | undefined },
): { 'aria-describedby': string | undefined; 'aria-invalid': true | undefined } {
  const describedBy = [hasText(hint) ? ids.hintId : '', hasText(error) ? ids.errorId : '']
    .filter(Boolean)
    .join(' ');
  return {
    'aria-describedby': describedBy || undefined,
    'aria-invalid': hasText(error) || undefined,
  };
}

/** The data attributes the field's box is styled by. */
export function fieldStateAttributes({
  error,
  disabled,
  readOnly,
}: {
  error?: string | undefined;
  disabled?: boolean | undefined;
  readOnly?: boolean | undefined;
}) {
  return {
    'data-invalid': hasText(error) ? '' : undefined,
    'data-disabled': disabled ? '' : undefined,
    'data-readonly': readOnly && !disabled ? '' : undefined,
  };
}

export interface FieldFrameProps {
  ids: FieldIds;
  label: ReactNode;
  /** Quieter text after the label, such as "Optional". */
  secondaryLabel?: string | undefined;
  hint?: string | undefined;
  error?: string | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  /** Keeps the label for assistive technology only, where the context already names the field. */
  hideLabel?: boolean | undefined;
  children: ReactNode;
}

/**
 * The frame every form field shares: label (with a text required marker and an optional secondary
 * label), hint, the control, and an error message. The control itself gets its ids and ARIA from
 * `fieldDescriptionProps`.
 */
export function FieldFrame({
  ids,
  label,
  secondaryLabel,
  hint,
  error,
  required = false,
  disabled = false,
  hideLabel = false,
  children,
}: FieldFrameProps) {
  return (
    <div className={styles.frame} data-disabled={disabled ? '' : undefined}>
      <label
        id={ids.labelId}
        htmlFor={ids.controlId}
        className={hideLabel ? visuallyHidden : styles.label}
      >
        {label}
        {required ? <RequiredMarker /> : null}
        {hasText(secondaryLabel) ? (
          <>
            {/* A real space, so the accessible name does not run the two labels together. */}{' '}
            <span className={styles.secondaryLabel}>{secondaryLabel}</span>
          </>
        ) : null}
      </label>
      <FieldHint id={ids.hintId} hint={hint} />
      {children}
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}

interface FieldMessageProps {
  id: string;
  /** Lines the message up with a label that does not start at the field's edge. */
  className?: string | undefined;
}

/** The hint paragraph, rendered only when there is text (its id is in `aria-describedby`). */
export function FieldHint({
  id,
  hint,
  className,
}: FieldMessageProps & { hint?: string | undefined }) {
  if (!hasText(hint)) return null;
  return (
    <p id={id} className={[styles.hint, className].filter(Boolean).join(' ')}>
      {hint}
    </p>
  );
}

/** The error message with its icon, so the error does not rest on colour alone. */
export function FieldError({
  id,
  error,
  className,
}: FieldMessageProps & { error?: string | undefined }) {
  if (!hasText(error)) return null;
  return (
    <p id={id} className={[styles.errorMessage, className].filter(Boolean).join(' ')}>
      <span className={styles.errorIcon}>
        <Icon name="error" size="small" />
      </span>
      <span>{error}</span>
    </p>
  );
}

/** The asterisk after a required field's label; the control's `required` is what is announced. */
export function RequiredMarker() {
  return (
    <span className={styles.requiredMarker} aria-hidden="true">
      *
    </span>
  );
}
