import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidationKey } from '../model/validation.ts';

/**
 * The message of a field error (`validation.*` in the auth namespace), or undefined; `values`
 * fill the message's placeholders (the minimum age of `underAge`).
 */
export function useFieldError(): (
  key: ValidationKey | undefined,
  values?: Record<string, string | number>,
) => string | undefined {
  const { t } = useTranslation('auth');
  return useCallback((key, values) => (key ? t(`validation.${key}`, values) : undefined), [t]);
}
