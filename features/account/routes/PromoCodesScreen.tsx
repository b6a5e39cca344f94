import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../core/brand/index.ts';
import { describeError, useErrorText } from '../../core/errors/index.ts';
import { useSession } from '../../core/session/index.ts';
import { useRedeemPromoCode } from '../api/promoCodes.ts';
import { moneyFormat } from '../components/money.ts';
import { normalizePromoCode, promoReward, type PromoReward } from '../model/promoCode.ts';
import { PromoCodesView } from './PromoCodesView.tsx';

/**
 * Promo codes: check, then activate; a refusal (2200-2214) shows its message on the field and
 * keeps the code; a success shows what was credited and refreshes the session's balances.
 */
export default function PromoCodesScreen() {
  const { t, i18n } = useTranslation('account');
  const errorText = useErrorText();
  const brand = useBrand();
  const { session, actions } = useSession();
  const player = session.status === 'player' ? session.user : undefined;
  const { trigger, isMutating } = useRedeemPromoCode(player?.id ?? 0);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [reward, setReward] = useState<PromoReward>();
  const field = useRef<HTMLInputElement>(null);

  async function submit() {
    if (isMutating) return;
    const normalized = normalizePromoCode(code);
    if (normalized === '') {
      setError(t('promo.required'));
      field.current?.focus();
      return;
    }
    setError(undefined);
    setReward(undefined);
    try {
      const redemption = await trigger(normalized);
      setReward(promoReward(redemption));
      setCode('');
    } catch (failure) {
      // The platform words each refusal in the request's language (payments API); the catalogue
      // speaks when it sends none.
      setError(errorText(describeError(failure, 'promo', { preferServerMessage: true })));
      field.current?.focus();
      return;
    }
    await actions.refresh();
  }

  const currency = player?.currency || brand.currencies.default;
  return (
    <PromoCodesView
      code={code}
      onCodeChange={setCode}
      onSubmit={() => void submit()}
      activating={isMutating}
      error={error}
      reward={reward}
      money={moneyFormat(currency, i18n.language, brand.currencies.symbols)}
      fieldRef={field}
    />
  );
}
