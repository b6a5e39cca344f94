import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  Card,
  Heading,
  Icon,
  Inline,
  Stack,
  Text,
  TextField,
  Form,
} from '../../../design-system/index.ts';
import type { MoneyFormat } from '../components/money.ts';
import type { PromoReward } from '../model/promoCode.ts';

export interface PromoCodesViewProps {
  code: string;
  onCodeChange: (code: string) => void;
  onSubmit: () => void;
  activating: boolean;
  /** Why the code was refused (already translated), shown on the field. */
  error?: string;
  /** What the last activation credited. */
  reward?: PromoReward;
  money: MoneyFormat;
  fieldRef?: Ref<HTMLInputElement>;
}

/** /profile/promotional-codes: a code field, Activate, and what the code gave. */
export function PromoCodesView({
  code,
  onCodeChange,
  onSubmit,
  activating,
  error,
  reward,
  money,
  fieldRef,
}: PromoCodesViewProps) {
  const { t } = useTranslation('account');
  const headingId = useId();
  return (
    <Stack space="large">
      <Heading level={1} id={headingId}>
        {t('promo.title')}
      </Heading>
      <Text tone="secondary">{t('promo.intro')}</Text>
      <Form onSubmit={onSubmit} aria-labelledby={headingId}>
        <Stack space="medium">
          <TextField
            ref={fieldRef}
            label={t('promo.code')}
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            maxLength={64}
            enterKeyHint="done"
            required
            value={code}
            onValueChange={onCodeChange}
            error={error}
          />
          <Button type="submit" loading={activating} fullWidth>
            {t('promo.activate')}
          </Button>
        </Stack>
      </Form>
      {/* Present before any result, so the result is announced when it arrives. */}
      <Box role="status" aria-label={t('promo.result')}>
        {reward ? <RewardCard reward={reward} money={money} /> : null}
      </Box>
    </Stack>
  );
}

function RewardCard({ reward, money }: { reward: PromoReward; money: MoneyFormat }) {
  const { t } = useTranslation('account');
  const nothing = reward.bonus === 0 && reward.freeBets === 0;
  return (
    <Card tone="outline" padding="medium">
      <Stack space="small">
        <Inline space="xsmall" noWrap>
          <Icon name="success" />
          <Text weight="strong">{t('promo.activated', { code: reward.code })}</Text>
        </Inline>
        {reward.bonus > 0 ? (
          <Text>{t('promo.bonusCredited', { amount: money(reward.bonus) })}</Text>
        ) : null}
        {reward.freeBets > 0 ? (
          <Text>{t('promo.freeBetsCredited', { count: reward.freeBets })}</Text>
        ) : null}
        {nothing ? <Text>{t('promo.nothingCredited')}</Text> : null}
        {reward.bonus > 0 ? (
          <Text size="small" tone="secondary" tabularNumbers>
            {t('promo.bonusBalance', { amount: money(reward.bonusBalance) })}
          </Text>
        ) : null}
        {reward.freeBets > 0 && reward.activeFreeBets !== undefined ? (
          <Text size="small" tone="secondary" tabularNumbers>
            {t('promo.activeFreeBets', { count: reward.activeFreeBets })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
