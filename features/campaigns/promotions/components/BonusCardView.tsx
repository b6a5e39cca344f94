import { useId, type ReactNode } from 'react';
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
  type IconName,
} from '../../../../design-system/index.ts';
import { formatCoefficient, formatPercent, type BonusCard } from '../model/bonuses.ts';
import { useMoney } from './useMoney.ts';

export interface BonusCardViewProps {
  card: BonusCard;
  /** The currency of the settings' amounts: the player's, or the brand default for a guest. */
  currency: string;
}

interface CardContent {
  icon: IconName;
  title: string;
  /** The number that sums the bonus up. */
  headline?: string;
  /** One rule per line, only those the platform states. */
  details: string[];
  action?: { href: string; label: string };
}

/** One bonus explained: what it is, its headline number and its rules. */
export function BonusCardView({ card, currency }: BonusCardViewProps) {
  const content = useCardContent(card, currency);
  const titleId = useId();
  return (
    <Card as="article" aria-labelledby={titleId} padding="medium">
      <Stack space="medium">
        <Inline space="small" noWrap>
          <Text as="span" tone="brand">
            <Icon name={content.icon} />
          </Text>
          <Heading level={2} id={titleId}>
            {content.title}
          </Heading>
        </Inline>
        {content.headline ? (
          <Text size="xlarge" weight="strong" tone="brand" tabularNumbers>
            {content.headline}
          </Text>
        ) : null}
        {content.details.length > 0 ? (
          <Stack as="ul" space="xsmall">
            {content.details.map((detail) => (
              <Detail key={detail}>{detail}</Detail>
            ))}
          </Stack>
        ) : null}
        {content.action ? (
          <Button href={content.action.href} variant="outline" fullWidth>
            {content.action.label}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}

function Detail({ children }: { children: ReactNode }) {
  return (
    <Box as="li" display="flex" gap="xsmall" alignItems="flex-start">
      <Text as="span" tone="positive">
        <Icon name="check" size="small" />
      </Text>
      <Text as="span" tone="secondary">
        {children}
      </Text>
    </Box>
  );
}

function useCardContent(card: BonusCard, currency: string): CardContent {
  const { t, i18n } = useTranslation('promotions');
  const language = i18n.language;
  const money = useMoney(currency);
  const freeBetMoney = useMoney(card.kind === 'freeBets' ? card.currency : currency);
  const odds = (value: number) => formatCoefficient(value, language);
  const present = (lines: (string | false | undefined)[]) =>
    lines.filter((line): line is string => Boolean(line));

  switch (card.kind) {
    case 'registration':
      return {
        icon: 'user',
        title: t('bonuses.registration.title'),
        headline: money(card.amount),
        details: [t('bonuses.registration.text')],
      };
    case 'express':
      return {
        icon: 'plus',
        title: t('bonuses.express.title'),
        headline: t('bonuses.express.headline', {
          percent: formatPercent(card.percent, language, true),
        }),
        details: present([
          t('bonuses.express.text'),
          card.minSelections !== undefined &&
            card.maxSelections !== undefined &&
            t('bonuses.express.selections', { min: card.minSelections, count: card.maxSelections }),
          card.minCoefficient !== undefined &&
            t('bonuses.express.minOdds', { odds: odds(card.minCoefficient) }),
          card.maxBonus !== undefined &&
            t('bonuses.express.maxBonus', { amount: money(card.maxBonus) }),
        ]),
      };
    case 'weeklyBets':
      return {
        icon: 'calendar',
        title: t('bonuses.weeklyBets.title'),
        headline: t('bonuses.weeklyBets.headline', { count: card.count }),
        details: present([
          t('bonuses.weeklyBets.text'),
          card.minCoefficient !== undefined &&
            card.maxCoefficient !== undefined &&
            t('bonuses.weeklyBets.odds', {
              min: odds(card.minCoefficient),
              max: odds(card.maxCoefficient),
            }),
        ]),
      };
    case 'betCashback':
      return {
        icon: 'refresh',
        title: t('bonuses.betCashback.title'),
        headline: formatPercent(card.share, language),
        details: [t('bonuses.betCashback.text')],
      };
    case 'depositCashback':
      return {
        icon: 'wallet',
        title: t('bonuses.depositCashback.title'),
        headline: formatPercent(card.share, language),
        details: [t('bonuses.depositCashback.text')],
      };
    case 'freeBets':
      return {
        icon: 'football',
        title: t('bonuses.freeBets.title'),
        headline: freeBetMoney(card.amount),
        details: [
          t('bonuses.freeBets.turnover', { amount: freeBetMoney(card.turnover) }),
          t('bonuses.freeBets.perWeek', { count: card.maxPerWeek }),
          t('bonuses.freeBets.odds', { min: odds(card.minOdds), max: odds(card.maxOdds) }),
        ],
        action: { href: '/free-bets', label: t('bonuses.freeBets.action') },
      };
    case 'promotions':
      return {
        icon: 'starFilled',
        title: t('bonuses.promotions.title'),
        details: [t('bonuses.promotions.text')],
        action: { href: '/promotions', label: t('bonuses.promotions.action') },
      };
  }
}
