import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../core/brand/index.ts';
import { describeError, useErrorText } from '../../../core/errors/index.ts';
import { shortLanguageCode } from '../../../core/language.ts';
import { usePhoneWinners } from '../api/phoneWinners.ts';
import { resolveBigWinAmount } from '../model/phoneWinners.ts';
import { PromotionsView, type PromotionsViewProps } from './PromotionsView.tsx';

/** /promotions (casino-and-account spec, section 2): the weekly phone-prize draw. */
export default function PromotionsScreen() {
  const { i18n } = useTranslation('promotions');
  const brand = useBrand();
  const errorText = useErrorText();
  const running = brand.campaigns?.promotions?.enabled === true;
  const winners = usePhoneWinners(shortLanguageCode(i18n.language), running);

  // Data already on screen stays when a later refresh fails (house style: keep stale data).
  const props: PromotionsViewProps = !running
    ? { status: 'unavailable' }
    : winners.data
      ? {
          status: 'ready',
          promotion: winners.data,
          bigWinAmount: resolveBigWinAmount(
            winners.data.bigWinAmount,
            brand.campaigns?.promotions?.bigWinAmount,
          ),
        }
      : winners.error
        ? {
            status: 'error',
            message: errorText(describeError(winners.error, 'general')),
            onRetry: () => void winners.mutate(),
            retrying: winners.isValidating,
          }
        : { status: 'loading' };

  return <PromotionsView {...props} />;
}
