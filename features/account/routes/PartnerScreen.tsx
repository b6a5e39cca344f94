import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { openAuthModal } from '../../core/authModal/index.ts';
import { useBrand } from '../../core/brand/index.ts';
import { notify } from '../../core/notifications/index.ts';
import { useSession, type Balance, type Player } from '../../core/session/index.ts';
import { moneyFormat } from '../components/money.ts';
import { partnerCodeStorageKey, referralLink } from '../model/partner.ts';
import { PartnerView } from './PartnerView.tsx';

/**
 * /partner. The platform offers a partner no statistics: the page shows the account, builds the
 * referral link players open the site with, and signs out.
 */
export interface PartnerScreenProps {
  /** Where the referral link points. @default the app's own origin */
  origin?: string;
}

export default function PartnerScreen({ origin = window.location.origin }: PartnerScreenProps) {
  const { session } = useSession();
  if (session.status === 'checking') return <PartnerView status="checking" />;
  if (session.status === 'guest') {
    return <PartnerView status="guest" onSignIn={() => openAuthModal('sign-in')} />;
  }
  if (!session.user.isPartner) return <PartnerView status="notPartner" homeHref="/" />;
  // Keyed: another partner signing in on this device starts from their own code.
  return (
    <PartnerArea
      key={session.user.id}
      user={session.user}
      balance={session.balance}
      origin={origin}
    />
  );
}

function readStoredCode(partnerId: number): string {
  try {
    return localStorage.getItem(partnerCodeStorageKey(partnerId)) ?? '';
  } catch {
    return '';
  }
}

function storeCode(partnerId: number, code: string) {
  try {
    localStorage.setItem(partnerCodeStorageKey(partnerId), code);
  } catch {
    // Private browsing may refuse storage; the code then lasts for this visit only.
  }
}

interface PartnerAreaProps {
  user: Player;
  balance: Balance | undefined;
  origin: string;
}

function PartnerArea({ user, balance, origin }: PartnerAreaProps) {
  const { i18n } = useTranslation('account');
  const brand = useBrand();
  const { actions } = useSession();
  const navigate = useNavigate();
  const [promoCode, setPromoCode] = useState(() => readStoredCode(user.id));
  const [leaving, setLeaving] = useState(false);

  const currency = user.currency || brand.currencies.default;
  const money = moneyFormat(currency, i18n.language, brand.currencies.symbols);
  const link = referralLink(origin, promoCode, user.id);
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');

  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      notify({ type: 'success', message: { key: 'notice.copiedSuccess' } });
    } catch {
      notify({ type: 'error', message: { key: 'partner.copyFailed', ns: 'account' } });
    }
  }

  async function logout() {
    setLeaving(true);
    await actions.logout();
    await navigate('/', { replace: true });
  }

  return (
    <PartnerView
      status="partner"
      partner={{
        id: user.id,
        login: user.login,
        name: name || undefined,
        currency,
        balance: balance && money(balance.balance),
        bonusBalance: balance && balance.bonusBalance > 0 ? money(balance.bonusBalance) : undefined,
      }}
      promoCode={promoCode}
      onPromoCodeChange={(code) => {
        setPromoCode(code);
        storeCode(user.id, code.trim());
      }}
      referralLink={link}
      onCopy={() => void copy()}
      onLogout={() => void logout()}
      leaving={leaving}
    />
  );
}
