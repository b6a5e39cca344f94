import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { shortLanguageCode } from '../../../core/language.ts';
import {
  Card,
  EmptyState,
  ErrorState,
  Heading,
  Stack,
  Text,
} from '../../../../design-system/index.ts';
import { PageLoading } from '../components/PageLoading.tsx';
import { WeekHistory } from '../components/WeekHistory.tsx';
import { WinnerList } from '../components/WinnerList.tsx';
import { rulesParagraphs, weekLabel, type PhoneWinnersAnswer } from '../model/phoneWinners.ts';

export type PromotionsViewProps =
  | { status: 'loading' }
  /** The brand runs no phone-prize draw (`campaigns.promotions.enabled` is not true). */
  | { status: 'unavailable' }
  | { status: 'error'; message: string; onRetry: () => void; retrying: boolean }
  | {
      status: 'ready';
      promotion: PhoneWinnersAnswer;
      /** Amounts above it are BIG WIN (the answer's, else the brand's, else 1000). */
      bigWinAmount: number;
    };

/** /promotions: the phone-prize draw's latest winners, its rules and the weeks before. */
export function PromotionsView(props: PromotionsViewProps) {
  const { t } = useTranslation('promotions');
  return (
    <Stack space="xlarge">
      <Stack space="small">
        <Heading level={1}>{t('title')}</Heading>
        <Text tone="secondary">{t('intro')}</Text>
      </Stack>
      {props.status === 'loading' ? (
        <PageLoading label={t('loading')} />
      ) : props.status === 'unavailable' ? (
        <EmptyState
          icon="info"
          title={t('unavailable.title')}
          description={t('unavailable.text')}
        />
      ) : props.status === 'error' ? (
        <ErrorState
          title={t('errorTitle')}
          description={props.message}
          onRetry={props.onRetry}
          retryLabel={t('retry')}
          retrying={props.retrying}
        />
      ) : (
        <Promotion promotion={props.promotion} bigWinAmount={props.bigWinAmount} />
      )}
    </Stack>
  );
}

function Promotion({
  promotion,
  bigWinAmount,
}: {
  promotion: PhoneWinnersAnswer;
  bigWinAmount: number;
}) {
  const { t, i18n } = useTranslation('promotions');
  const language = shortLanguageCode(i18n.language);
  const currentId = useId();
  const rulesId = useId();
  const historyId = useId();
  const { current, history, currency } = promotion;
  const range = weekLabel(current.week, language);
  const rules = rulesParagraphs(promotion.rules);
  return (
    <>
      <Stack as="section" aria-labelledby={currentId} space="medium">
        <Stack space="xxsmall">
          <Heading level={2} id={currentId}>
            {t('current.title')}
          </Heading>
          <Text tone="secondary">{t('week.label', { range })}</Text>
        </Stack>
        {current.winners.length > 0 ? (
          <Card padding="none">
            <WinnerList
              winners={current.winners}
              bigWinAmount={bigWinAmount}
              currency={currency}
              label={t('week.winnersOf', { range })}
            />
          </Card>
        ) : (
          <EmptyState
            icon="calendar"
            titleLevel={3}
            title={t('week.emptyTitle')}
            description={t('week.emptyText')}
          />
        )}
      </Stack>
      {rules.length > 0 ? (
        <Stack as="section" aria-labelledby={rulesId} space="medium">
          <Heading level={2} id={rulesId}>
            {t('rules.title')}
          </Heading>
          <Card tone="sunken" padding="medium">
            <Stack space="small">
              {rules.map((paragraph, index) => (
                <Text key={index}>{paragraph}</Text>
              ))}
            </Stack>
          </Card>
        </Stack>
      ) : null}
      <Stack as="section" aria-labelledby={historyId} space="medium">
        <Heading level={2} id={historyId}>
          {t('history.title')}
        </Heading>
        <WeekHistory weeks={history} bigWinAmount={bigWinAmount} currency={currency} />
      </Stack>
    </>
  );
}
