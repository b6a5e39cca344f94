import { useTranslation } from 'react-i18next';
import type { TopUpGroupId, TopUpMethod } from '../model/topUpMethods.ts';
import { usePaymentModeName, type PaymentModeNames } from './paymentModeNames.ts';

/**
 * Names of the top-up groups and methods in the player's language (literal keys, all checked); an
 * aggregator mode by the brand's name for it (`modeNames`), else by its kind and place.
 */
export function useTopUpMethodLabels(modeNames?: PaymentModeNames) {
  const { t } = useTranslation('payments');
  const modeName = usePaymentModeName(modeNames);
  const groupNames: Record<TopUpGroupId, string> = {
    card: t('topUp.group.card'),
    crypto: t('topUp.group.crypto'),
    eWallet: t('topUp.group.eWallet'),
    mobile: t('topUp.group.mobile'),
    platilka: t('topUp.group.platilka'),
    payku: t('topUp.group.payku'),
  };
  const platilka = {
    wallet: t('topUp.platilka.wallet'),
    card: t('topUp.platilka.card'),
    mobile: t('topUp.platilka.mobile'),
  };
  const payku = {
    webpay: t('topUp.payku.webpay'),
    khipu: t('topUp.payku.khipu'),
    transfer: t('topUp.payku.transfer'),
  };
  return {
    group: (id: TopUpGroupId) => groupNames[id],
    method: (method: TopUpMethod) => {
      switch (method.provider) {
        case 'aggregator':
          // Every mode of the picker is one the spec lists, so it always has a name.
          return modeName(method.mode) ?? String(method.mode);
        case 'platilka':
          return platilka[method.payWith];
        case 'payku':
          return payku[method.mode];
      }
    },
  };
}
