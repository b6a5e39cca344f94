import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Card, Heading, Icon, Inline, Stack, Text } from '../../../../design-system/index.ts';
import type { CampaignDisplay } from './display.ts';

/** The campaign's rules (spec, sections 5 and 9) with the brand's numbers. */
export function CampaignRules({ campaign }: { campaign: CampaignDisplay }) {
  const { t } = useTranslation('freeBets');
  const headingId = useId();
  const rules = [
    campaign.startDate && campaign.endDate
      ? t('rules.period', { start: campaign.startDate, end: campaign.endDate })
      : undefined,
    t('rules.sportOnly'),
    t('rules.earn', {
      turnover: campaign.turnoverPerFreeBet,
      amount: campaign.amount,
      below: campaign.belowTurnover,
    }),
    t('rules.max', { count: campaign.maxPerWeek }),
    t('rules.claim', { weekdayEvery: t(`weekdayEvery.${campaign.claimWeekday}`) }),
    t('rules.separate', { amount: campaign.amount }),
    t('rules.odds', { min: campaign.minOdds, max: campaign.maxOdds }),
    t('rules.expiry'),
  ].filter((rule): rule is string => rule !== undefined);

  return (
    <Card as="section" aria-labelledby={headingId} padding="medium">
      <Stack space="medium">
        <Heading level={2} id={headingId}>
          {t('rules.title')}
        </Heading>
        <Stack as="ul" space="small">
          {rules.map((rule) => (
            <Box as="li" key={rule}>
              <Inline space="small" alignY="top" noWrap>
                <Text as="span" tone="brand">
                  <Icon name="check" />
                </Text>
                <Text as="span">{rule}</Text>
              </Inline>
            </Box>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
