import { useTranslation } from 'react-i18next';
import type { TopUpGroupId, TopUpMethod } from '../model/topUpMethods.ts';

/** Names of the top-up groups and methods in the player's language (literal keys, all checked). */
export function useTopUpMethodLabels() {
  const { t } = useTranslation('payments');
  const groupNames: Record<TopUpGroupId, string> = {
    card: t('topUp.group.card'),
    crypto: t('topUp.group.crypto'),
    eWallet: t('topUp.group.eWallet'),
    mobile: t('topUp.group.mobile'),
    platilka: t('topUp.group.platilka'),
    payku: t('topUp.group.payku'),
  };
  const aggregatorKinds = {
    card: t('topUp.kind.card'),
    crypto: t('topUp.kind.crypto'),
    eWallet: t('topUp.kind.eWallet'),
    mobile: t('topUp.kind.mobile'),
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
          // The mode id is what the checkout page and support show (`63 · Tarjeta`).
          return t('topUp.aggregatorMethod', {
            kind: aggregatorKinds[method.group],
            mode: method.mode,
          });
        case 'platilka':
          return platilka[method.payWith];
        case 'payku':
          return payku[method.mode];
      }
    },
  };
}
