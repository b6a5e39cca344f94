import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findPhoneCountry, type PhoneRegion } from '../../../design-system/index.ts';
import { topUpTarget, useBrand } from '../../core/brand/index.ts';
import { describeError, useErrorText, type ErrorDescription } from '../../core/errors/index.ts';
import { displayCurrency } from '../../core/format/index.ts';
import { shortLanguageCode } from '../../core/language.ts';
import { useSession } from '../../core/session/index.ts';
import { useSettings } from '../../core/settings/index.ts';
import { useStartTopUp } from '../api/topUp.ts';
import { checkoutUrlOf, topUpRequest } from '../model/topUpMethods.ts';
import { TopUpView, type TopUpSubmission } from './TopUpView.tsx';
import { usePaymentModeNames } from '../components/paymentModeNames.ts';

export interface TopUpScreenProps {
  /** Sends the browser to the checkout; tests and stories watch it instead of leaving. */
  goToCheckout?: (url: string) => void;
}

const leaveForCheckout = (url: string) => window.location.assign(url);

/**
 * /profile/top-up: starts a top-up and sends the browser to the returned checkout, which links
 * back here; the session's balance polling shows the money afterwards, and the balance is read
 * again on arrival so a player coming back from the checkout sees it at once.
 */
export default function TopUpScreen({ goToCheckout = leaveForCheckout }: TopUpScreenProps) {
  const { i18n } = useTranslation('payments');
  const brand = useBrand();
  const modeNames = usePaymentModeNames();
  const { session, actions } = useSession();
  const { settings, isLoading } = useSettings(shortLanguageCode(i18n.language));
  const errorText = useErrorText();
  const topUp = useStartTopUp();
  const [failure, setFailure] = useState<ErrorDescription>();
  const [leaving, setLeaving] = useState(false);

  // Coming back from the checkout: read the balance now rather than at the next poll.
  useEffect(() => {
    void actions.refresh();
  }, [actions]);

  const currency = session.status === 'player' ? session.user.currency : brand.currencies.default;
  const usd = displayCurrency(currency) === 'USD';
  const chat = topUpTarget(currency, brand.support);

  async function submit({ method, amount, phoneNumber }: TopUpSubmission) {
    setFailure(undefined);
    try {
      const answer = await topUp.trigger(topUpRequest(method, amount, phoneNumber));
      const url = checkoutUrlOf(answer);
      if (!url) {
        setFailure({ key: 'general.default' });
        return;
      }
      setLeaving(true);
      goToCheckout(url);
    } catch (error) {
      // Spec, section 8: payment calls show the server's own message where it sent one.
      setFailure(describeError(error, 'payment', { preferServerMessage: true }));
    }
  }

  return (
    <TopUpView
      status={
        session.status !== 'player' || (isLoading && !settings) ? 'loading' : usd ? 'usd' : 'form'
      }
      currency={currency}
      symbols={brand.currencies.symbols}
      limits={settings?.limits.payment}
      phoneCountries={phoneRegionsOf(brand.phoneCountries)}
      usdTopUp={chat.external ? chat : { href: '/contacts', external: false }}
      modeNames={modeNames}
      submitting={topUp.isMutating || leaving}
      serverError={failure ? errorText(failure) : undefined}
      onSubmit={(submission) => void submit(submission)}
    />
  );
}

/** The brand's phone countries the phone field knows, Chile when it names none. */
function phoneRegionsOf(countries: readonly string[] | undefined): PhoneRegion[] {
  const known = (countries ?? []).flatMap((code) => {
    const country = findPhoneCountry(code);
    return country ? [country.region] : [];
  });
  return known.length > 0 ? known : ['CL'];
}
