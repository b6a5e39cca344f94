import { useTranslation } from 'react-i18next';
import { openAuthModal } from '../../../core/authModal/index.ts';
import { useBrand } from '../../../core/brand/index.ts';
import { describeError, useErrorText } from '../../../core/errors/index.ts';
import { shortLanguageCode } from '../../../core/language.ts';
import { useSession } from '../../../core/session/index.ts';
import { useBonusSettings } from '../api/bonusSettings.ts';
import { bonusCards, toBonusLimits } from '../model/bonuses.ts';
import { BonusesView, type BonusesViewProps } from './BonusesView.tsx';

const guestActions = {
  onSignUp: () => openAuthModal('registration'),
  onSignIn: () => openAuthModal('sign-in'),
};

/**
 * /bellator, the spec's "bonuses layout" whose content it does not show: the bonus rules of the
 * site settings (`limits.bonus`) and the brand's campaigns, in the player's currency.
 */
export default function BonusesScreen() {
  const { i18n } = useTranslation('promotions');
  const brand = useBrand();
  const { session } = useSession();
  const errorText = useErrorText();
  const settings = useBonusSettings(shortLanguageCode(i18n.language));

  const props: BonusesViewProps = settings.data
    ? {
        status: 'ready',
        cards: bonusCards(toBonusLimits(settings.data.limits.bonus), brand.campaigns),
        currency: settings.data.currency || brand.currencies.default,
        guest: session.status === 'guest' ? guestActions : undefined,
      }
    : settings.error
      ? {
          status: 'error',
          message: errorText(describeError(settings.error, 'general')),
          onRetry: () => void settings.mutate(),
          retrying: settings.isValidating,
        }
      : { status: 'loading' };

  return <BonusesView {...props} />;
}
