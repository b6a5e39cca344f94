import { useTranslation } from 'react-i18next';
import { Text } from '../../../../design-system/index.ts';
import type { Market } from '../../shared/api/feedTypes.ts';
import { layoutMarket, lineSizeText, type MarketLayout } from '../model/marketLayout.ts';
import { MarketOdd, type OddContext } from './MarketOdd.tsx';
import { grid, lineRow, oddsRow } from './marketGrid.css.ts';

const HANDICAP_TEAM_1 = 7;
const HANDICAP_TEAM_2 = 8;
const OVER = 9;
const UNDER = 10;

export interface MarketGridProps {
  market: Market;
  context: OddContext;
  teams: readonly [string, string];
}

function rowClass(count: number): string {
  if (count <= 1) return oddsRow[1];
  return count === 2 ? oddsRow[2] : oddsRow[3];
}

/** Fixed columns keep their count; plain rows are as wide as a single row, else pairs. */
function columnCount(layout: Exclude<MarketLayout, { kind: 'lines' }>, rowLength: number): number {
  if (layout.kind === 'columns') return layout.columns.length;
  return layout.rows.length === 1 ? rowLength : 2;
}

function LineCaptions({
  layout,
  teams,
}: {
  layout: Extract<MarketLayout, { kind: 'lines' }>;
  teams: readonly [string, string];
}) {
  const { t } = useTranslation('event');
  const caption = (type: number | undefined): string => {
    if (type === HANDICAP_TEAM_1) return teams[0];
    if (type === HANDICAP_TEAM_2) return teams[1];
    if (type === UNDER) return t('markets.under');
    if (type === OVER) return t('markets.over');
    return '';
  };
  return (
    // Each price button names its own outcome; the captions only help the eye.
    <div className={lineRow} aria-hidden="true">
      <Text as="span" size="xsmall" tone="secondary" align="center" maxLines={1}>
        {caption(layout.columns[0])}
      </Text>
      <Text as="span" size="xsmall" tone="secondary" align="center">
        {t('markets.line')}
      </Text>
      <Text as="span" size="xsmall" tone="secondary" align="center" maxLines={1}>
        {caption(layout.columns[1])}
      </Text>
    </div>
  );
}

/**
 * The prices of one market group in the spec's layout: fixed columns, handicap and total lines
 * with their size in the middle, or rows of up to 3 (then pairs).
 */
export function MarketGrid({ market, context, teams }: MarketGridProps) {
  const layout = layoutMarket(market);
  if (layout.kind === 'lines') {
    return (
      <div className={grid}>
        <LineCaptions layout={layout} teams={teams} />
        {layout.lines.map(({ size, cells: [left = null, right = null] }) => (
          <div key={size} className={lineRow}>
            <MarketOdd cell={left} context={context} priceOnly />
            <Text as="span" size="small" weight="medium" tabularNumbers align="center">
              {lineSizeText(market.groupId, size)}
            </Text>
            <MarketOdd cell={right} context={context} priceOnly />
          </div>
        ))}
      </div>
    );
  }
  const rows = layout.rows;
  return (
    <div className={grid}>
      {rows.map((row, index) => (
        <div
          key={row.map((cell) => cell?.id ?? '').join('|') || index}
          className={rowClass(columnCount(layout, row.length))}
        >
          {row.map((cell, column) => (
            <MarketOdd key={cell?.id ?? `empty-${String(column)}`} cell={cell} context={context} />
          ))}
        </div>
      ))}
    </div>
  );
}
