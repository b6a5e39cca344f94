import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  Heading,
  Stack,
  Text,
} from '../../../../design-system/index.ts';
import { BonusCardView } from '../components/BonusCardView.tsx';
import { PageLoading } from '../components/PageLoading.tsx';
import { useMoney } from '../components/useMoney.ts';
import type { BonusCard } from '../model/bonuses.ts';

export type BonusesViewProps =
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: () => void; retrying: boolean }
  | {
      status: 'ready';
      cards: readonly BonusCard[];
      /** The currency of the settings' amounts (the player's, or the brand default for a guest). */
      currency: string;
      /** A guest sees the same bonuses with a call to sign up. */
      guest?: { onSignUp: () => void; onSignIn: () => void };
    };

/** /bellator: every bonus the site offers, each explained on a card with its numbers. */
export function BonusesView(props: BonusesViewProps) {
  const { t } = useTranslation('promotions');
  return (
    <Stack space="xlarge">
      <Stack space="small">
        <Heading level={1}>{t('bonuses.title')}</Heading>
        <Text tone="secondary">{t('bonuses.intro')}</Text>
      </Stack>
      {props.status === 'loading' ? (
        <PageLoading label={t('bonuses.loading')} />
      ) : props.status === 'error' ? (
        <ErrorState
          title={t('bonuses.errorTitle')}
          description={props.message}
          onRetry={props.onRetry}
          retryLabel={t('retry')}
          retrying={props.retrying}
        />
      ) : (
        <>
          {props.guest ? (
            <SignUpCall
              {...props.guest}
              currency={props.currency}
              registrationBonus={props.cards.find((card) => card.kind === 'registration')}
            />
          ) : null}
          {props.cards.length > 0 ? (
            props.cards.map((card) => (
              <BonusCardView key={card.kind} card={card} currency={props.currency} />
            ))
          ) : (
            <EmptyState
              icon="info"
              title={t('bonuses.emptyTitle')}
              description={t('bonuses.emptyText')}
            />
          )}
        </>
      )}
    </Stack>
  );
}

interface SignUpCallProps {
  onSignUp: () => void;
  onSignIn: () => void;
  currency: string;
  registrationBonus: Extract<BonusCard, { kind: 'registration' }> | undefined;
}

function SignUpCall({ onSignUp, onSignIn, currency, registrationBonus }: SignUpCallProps) {
  const { t } = useTranslation('promotions');
  const money = useMoney(currency);
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId} tone="outline" padding="medium">
      <Stack space="medium">
        <Heading level={2} id={titleId}>
          {t('bonuses.guest.title')}
        </Heading>
        <Text>
          {registrationBonus
            ? t('bonuses.guest.textWithBonus', { amount: money(registrationBonus.amount) })
            : t('bonuses.guest.text')}
        </Text>
        <Stack space="small">
          <Button onClick={onSignUp} fullWidth>
            {t('bonuses.guest.signUp')}
          </Button>
          <Button variant="ghost" onClick={onSignIn} fullWidth>
            {t('bonuses.guest.signIn')}
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
