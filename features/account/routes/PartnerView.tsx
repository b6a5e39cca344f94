import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  Card,
  EmptyState,
  Heading,
  Skeleton,
  Stack,
  Text,
  TextField,
  VisuallyHidden,
} from '../../../design-system/index.ts';

export interface PartnerDetails {
  id: number;
  login: string;
  name: string | undefined;
  currency: string;
  /** Formatted; undefined until the balance call answers. */
  balance: string | undefined;
  bonusBalance: string | undefined;
}

export type PartnerViewProps =
  | { status: 'checking' }
  | { status: 'guest'; onSignIn: () => void }
  | { status: 'notPartner'; homeHref: string }
  | {
      status: 'partner';
      partner: PartnerDetails;
      promoCode: string;
      onPromoCodeChange: (code: string) => void;
      /** The link built from the code and the partner id; undefined without a code. */
      referralLink: string | undefined;
      onCopy: () => void;
      onLogout: () => void;
      leaving: boolean;
    };

/** /partner: where a partner account lands (spec, sections 1, 2 and 6). */
export function PartnerView(props: PartnerViewProps) {
  const { t } = useTranslation('account');
  return (
    <Stack space="large">
      <Heading level={1}>{t('partner.title')}</Heading>
      {props.status === 'checking' ? (
        <Box aria-busy="true">
          <VisuallyHidden>{t('partner.checking')}</VisuallyHidden>
          <Skeleton shape="rect" size="large" />
        </Box>
      ) : props.status === 'guest' ? (
        <EmptyState
          icon="user"
          title={t('partner.guestTitle')}
          description={t('partner.guestText')}
          action={<Button onClick={props.onSignIn}>{t('partner.signIn')}</Button>}
        />
      ) : props.status === 'notPartner' ? (
        <EmptyState
          icon="lock"
          title={t('partner.notPartnerTitle')}
          description={t('partner.notPartnerText')}
          action={<Button href={props.homeHref}>{t('partner.goHome')}</Button>}
        />
      ) : (
        <PartnerArea {...props} />
      )}
    </Stack>
  );
}

function PartnerArea({
  partner,
  promoCode,
  onPromoCodeChange,
  referralLink,
  onCopy,
  onLogout,
  leaving,
}: Extract<PartnerViewProps, { status: 'partner' }>) {
  const { t } = useTranslation('account');
  const accountId = useId();
  const inviteId = useId();
  return (
    <>
      <Card as="section" aria-labelledby={accountId} padding="medium">
        <Stack space="medium">
          <Heading level={2} id={accountId}>
            {t('partner.accountTitle')}
          </Heading>
          <Stack as="dl" space="small">
            <Detail term={t('partner.partnerId')}>{partner.id}</Detail>
            <Detail term={t('partner.login')}>{partner.login}</Detail>
            {partner.name ? <Detail term={t('partner.name')}>{partner.name}</Detail> : null}
            <Detail term={t('partner.currency')}>{partner.currency}</Detail>
            <Detail term={t('partner.balance')}>{partner.balance ?? t('partner.pending')}</Detail>
            {partner.bonusBalance ? (
              <Detail term={t('partner.bonusBalance')}>{partner.bonusBalance}</Detail>
            ) : null}
          </Stack>
        </Stack>
      </Card>
      <Card as="section" aria-labelledby={inviteId} padding="medium">
        <Stack space="medium">
          <Heading level={2} id={inviteId}>
            {t('partner.inviteTitle')}
          </Heading>
          <Text tone="secondary">{t('partner.inviteText')}</Text>
          <TextField
            label={t('partner.promoCode')}
            hint={t('partner.promoCodeHint')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            value={promoCode}
            onValueChange={onPromoCodeChange}
          />
          {referralLink ? (
            <>
              <TextField label={t('partner.link')} readOnly value={referralLink} />
              <Button icon="check" variant="outline" onClick={onCopy} fullWidth>
                {t('partner.copy')}
              </Button>
            </>
          ) : (
            <Text size="small" tone="secondary">
              {t('partner.linkPending')}
            </Text>
          )}
        </Stack>
      </Card>
      <Button variant="ghost" icon="logout" loading={leaving} onClick={onLogout} fullWidth>
        {t('partner.logout')}
      </Button>
    </>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box display="flex" justifyContent="space-between" alignItems="baseline" gap="small">
      <Box as="dt" flexShrink={0}>
        <Text as="span" tone="secondary">
          {term}
        </Text>
      </Box>
      <Box as="dd" minWidth={0} textAlign="right">
        <Text as="span" weight="strong" tabularNumbers>
          {children}
        </Text>
      </Box>
    </Box>
  );
}
