import type { TFunction } from 'i18next';
import { isStudioApiError } from './studioClient.ts';

/** A failed call in the operator's language (`errors.<kind>` of the `app` namespace). */
export function studioErrorMessage(error: unknown, t: TFunction): string {
  if (!isStudioApiError(error)) return t('app:errors.server');
  switch (error.kind) {
    case 'throttled':
      return error.retryAfter === undefined
        ? t('app:errors.throttledNow')
        : t('app:errors.throttled', { count: error.retryAfter });
    case 'invalidBrand':
      return t('app:errors.invalidBrand', { count: error.problems?.length ?? 0 });
    default:
      return t(`app:errors.${error.kind}`);
  }
}
