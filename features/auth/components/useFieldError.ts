import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidationKey } from '../model/validation.ts';

/** The message of a field error (`validation.*` in the auth namespace), or undefined. */
export function useFieldError(): (key: ValidationKey | undefined) => string | undefined {
  const { t } = useTranslation('auth');
  return useCallback((key) => (key ? t(`validation.${key}`) : undefined), [t]);
}
