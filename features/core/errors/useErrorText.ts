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

/**
 * The text of the one error a screen shows, or `undefined` while there is none or while its text
 * is still on its way. The catalogue's texts load with the first error that needs them, not with
 * the screen: a screen that fails nothing never downloads them. A screen shows the error once this
 * gives its text (it keeps its loading state meanwhile), so an error never shows a raw key or an
 * empty message. A server's own text needs no catalogue and comes at once.
 */
export function useErrorMessage(description: ErrorDescription | undefined): string | undefined {
  const needsCatalogue = description !== undefined && !('text' in description);
  // Without the catalogue, only the boot texts every page already has: nothing more loads.
  const { t, ready } = useTranslation(
    needsCatalogue ? ['translation', ERRORS_NAMESPACE] : 'translation',
    {
      useSuspense: false,
    },
  );
  if (description === undefined) return undefined;
  if ('text' in description) return description.text;
  return ready ? t(description.key, { ns: ERRORS_NAMESPACE, ...description.values }) : undefined;
}
