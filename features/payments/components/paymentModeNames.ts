import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { brandText, useBrand } from '../../core/brand/index.ts';
import { aggregatorModePlace } from '../model/topUpMethods.ts';

/** The brand's names of aggregator payment modes in the player's language, by mode id (`'63'`). */
export type PaymentModeNames = Readonly<Record<string, string>>;

/**
 * The names the brand gives the aggregator's modes (`paymentModes` in the brand file), in the
 * interface language, else in the brand's default language; the screens give them to their views.
 */
export function usePaymentModeNames(): PaymentModeNames {
  const { i18n } = useTranslation('payments');
  const brand = useBrand();
  const modes = brand.paymentModes;
  const fallbackLanguage = brand.languages.default ?? 'es-es';
  const language = i18n.language;
  return useMemo(
    () =>
      Object.fromEntries(
        Object.entries(modes ?? {}).flatMap(([mode, text]) => {
          const name = brandText(text, language, fallbackLanguage);
          return name ? [[mode, name]] : [];
        }),
      ),
    [modes, language, fallbackLanguage],
  );
}

const noNames: PaymentModeNames = {};

/**
 * The name of an aggregator payment mode (spec, section 9: 63, 160, 45…): the brand's, else its
 * kind and place among that kind's modes ("Tarjeta 2"); undefined for an id the spec does not list.
 */
export function usePaymentModeName(
  names: PaymentModeNames = noNames,
): (mode: number) => string | undefined {
  const { t } = useTranslation('payments');
  return useCallback(
    (mode: number) => {
      const named = names[String(mode)];
      if (named) return named;
      const where = aggregatorModePlace(mode);
      if (!where) return undefined;
      const kinds = {
        card: t('topUp.kind.card'),
        crypto: t('topUp.kind.crypto'),
        eWallet: t('topUp.kind.eWallet'),
        mobile: t('topUp.kind.mobile'),
      };
      return t('topUp.unnamedMode', { kind: kinds[where.group], place: where.place });
    },
    [names, t],
  );
}
