import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ERRORS_NAMESPACE, type ErrorDescription } from './types.ts';

/**
 * The text of an error description in the player's language: keys are translated in the `errors`
 * namespace with their values, server texts are shown as written.
 */
export function useErrorText(): (description: ErrorDescription) => string {
  const { t } = useTranslation(ERRORS_NAMESPACE);
  return useCallback(
    (description: ErrorDescription) =>
      'text' in description ? description.text : t(description.key, description.values ?? {}),
    [t],
  );
}
