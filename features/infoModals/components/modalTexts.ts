import type { TFunction } from 'i18next';
import type { InfoModalName } from '../model/modalRules.ts';

/** What a modal's text names: the brand, where to reach support, the site's own address. */
export interface ModalTextContext {
  brandName: string;
  supportEmail?: string;
  siteAddress: string;
}

export interface ModalTexts {
  title: string;
  paragraphs: string[];
}

/** The title and paragraphs of a modal in the interface language (literal keys per modal). */
export function modalTexts(
  t: TFunction<'infoModals'>,
  name: InfoModalName,
  { brandName, supportEmail, siteAddress }: ModalTextContext,
): ModalTexts {
  const brand = brandName;
  const support = supportEmail
    ? t('support.withEmail', { email: supportEmail })
    : t('support.withoutEmail');
  switch (name) {
    case 'replenishment':
      return {
        title: t('replenishment.title'),
        paragraphs: [t('replenishment.steps'), t('replenishment.ownAccount'), support],
      };
    case 'webmoney':
      return {
        title: t('webmoney.title'),
        paragraphs: [t('webmoney.limits'), t('webmoney.check'), support],
      };
    case 'cashier':
      return {
        title: t('cashier.title'),
        paragraphs: [t('cashier.methods', { brand }), t('cashier.identity'), support],
      };
    case 'goldenRace':
      return {
        title: t('goldenRace.title'),
        paragraphs: [t('goldenRace.rounds'), t('goldenRace.balance', { brand })],
      };
    case 'impostor':
      return {
        title: t('impostor.title'),
        paragraphs: [
          t('impostor.address', { brand, address: siteAddress }),
          t('impostor.neverAsk'),
          supportEmail
            ? t('impostor.reportWithEmail', { email: supportEmail })
            : t('impostor.reportWithoutEmail'),
        ],
      };
  }
}
