import { useCallback, useState } from 'react';
import type { FieldErrors } from '../model/validation.ts';

/**
 * A form's typed values and field errors. Editing a field clears its error; the rest wait for
 * the next submit (forms validate on submit).
 */
export function useFormState<Values extends object>(initial: Values | (() => Values)) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Extract<keyof Values, string>>>({});
  const change = useCallback(<Field extends keyof Values>(field: Field, value: Values[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }, []);
  return { values, errors, setErrors, change };
}
