import { memo } from 'react';
import { Stack, Text } from '../../../../design-system/index.ts';
import type { Market, Odd } from '../api/feedTypes.ts';
import { OddButton, useOddsLabels, type OddsLabels, type SlipEvent } from './OddButton.tsx';
import { oddsGrid, sizeRow } from './EventRow.css.ts';

const MATCH_RESULT = 1;
const HANDICAP = 2;
const TOTAL = 17;

export interface MainOddsProps {
  markets: readonly Market[];
  event: SlipEvent;
  suspended: boolean;
  /** Also the handicap and total rows with the size in the middle (line screens). */
  withSizes?: boolean;
}

function SizeRow({
  market,
  event,
  suspended,
  labels,
}: {
  market: Market;
  event: SlipEvent;
  suspended: boolean;
  labels: OddsLabels;
}) {
  const [first, second] = market.odds;
  if (!first || !second) return null;
  return (
    <div className={sizeRow}>
      <OddButton
        odd={first}
        marketName={market.name}
        event={event}
        suspended={suspended}
        layout="priceOnly"
        labels={labels}
      />
      {/* The market's name over its line: two bare prices either side of "2.5" do not say
          whether they are a handicap or a total. */}
      <Stack space="none" align="center">
        <Text as="span" size="xsmall" tone="secondary" maxLines={1}>
          {market.name}
        </Text>
        <Text as="span" size="small" tone="secondary" tabularNumbers>
          {sizeText(first, market.groupId === HANDICAP)}
        </Text>
      </Stack>
      <OddButton
        odd={second}
        marketName={market.name}
        event={event}
        suspended={suspended}
        layout="priceOnly"
        labels={labels}
      />
    </div>
  );
}

/** A handicap reads with its sign (+0.5); a total line is just the number. */
function sizeText(odd: Odd, signed: boolean): string {
  if (odd.p === null) return '';
  return signed && odd.p > 0 ? `+${String(odd.p)}` : String(odd.p);
}

/**
 * An event's main prices: 1 X 2 (or 1 2) under the tourney's column captions, and on line
 * screens the handicap and total with their market's name and line size between the two prices.
 */
export const MainOdds = memo(function MainOdds({
  markets,
  event,
  suspended,
  withSizes = false,
}: MainOddsProps) {
  const labels = useOddsLabels();
  const main = markets.find((market) => market.groupId === MATCH_RESULT);
  const handicap = withSizes ? markets.find((market) => market.groupId === HANDICAP) : undefined;
  const total = withSizes ? markets.find((market) => market.groupId === TOTAL) : undefined;
  return (
    <>
      {main ? (
        <div className={main.odds.length === 2 ? oddsGrid.two : oddsGrid.three}>
          {main.odds.slice(0, 3).map((odd) => (
            <OddButton
              key={odd.id}
              odd={odd}
              marketName={main.name}
              event={event}
              suspended={suspended}
              layout="priceOnly"
              labels={labels}
            />
          ))}
        </div>
      ) : null}
      {handicap ? (
        <SizeRow market={handicap} event={event} suspended={suspended} labels={labels} />
      ) : null}
      {total ? (
        <SizeRow market={total} event={event} suspended={suspended} labels={labels} />
      ) : null}
    </>
  );
});
