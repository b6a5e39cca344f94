import { useTranslation } from 'react-i18next';
import { Accordion, Text } from '../../../../design-system/index.ts';
import { shortLanguageCode } from '../../../core/language.ts';
import { weekLabel, type WinnersWeek } from '../model/phoneWinners.ts';
import { WinnerList } from './WinnerList.tsx';

export interface WeekHistoryProps {
  weeks: readonly WinnersWeek[];
  bigWinAmount: number;
  currency: string;
}

/** The earlier weeks, newest first, each a section that opens on its winners (all closed). */
export function WeekHistory({ weeks, bigWinAmount, currency }: WeekHistoryProps) {
  const { t, i18n } = useTranslation('promotions');
  const language = shortLanguageCode(i18n.language);
  if (weeks.length === 0) {
    return <Text tone="secondary">{t('history.empty')}</Text>;
  }
  return (
    <Accordion.Root type="multiple">
      {weeks.map(({ week, winners }) => {
        const range = weekLabel(week, language);
        return (
          <Accordion.Item key={week.from} value={week.from}>
            <Accordion.Trigger
              headingLevel={3}
              meta={t('history.winnersCount', { count: winners.length })}
            >
              {range}
            </Accordion.Trigger>
            <Accordion.Content>
              {winners.length > 0 ? (
                <WinnerList
                  winners={winners}
                  bigWinAmount={bigWinAmount}
                  currency={currency}
                  label={t('week.winnersOf', { range })}
                />
              ) : (
                <Text tone="secondary">{t('week.emptyTitle')}</Text>
              )}
            </Accordion.Content>
          </Accordion.Item>
        );
      })}
    </Accordion.Root>
  );
}
