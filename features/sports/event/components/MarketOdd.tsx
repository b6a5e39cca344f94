import { Box } from '../../../../design-system/index.ts';
import type { Odd } from '../../shared/api/feedTypes.ts';
import { OddButton, useOddsLabels, type SlipEvent } from '../../shared/components/OddButton.tsx';
import type { MarketCell } from '../model/marketLayout.ts';
import { OddResult } from './OddResult.tsx';

export interface OddContext {
  marketName: string;
  slipEvent: SlipEvent;
  /** Betting stopped on the whole event. */
  suspended: boolean;
  /** The event finished: results instead of buttons. */
  finished: boolean;
}

export interface MarketOddProps {
  cell: MarketCell | Odd;
  context: OddContext;
  /** Under column captions or in a line row the name is read, not shown. */
  priceOnly?: boolean;
}

/** One price of a market group: a bet-slip button, its result once finished, or a gap. */
export function MarketOdd({ cell, context, priceOnly = false }: MarketOddProps) {
  const labels = useOddsLabels();
  // An empty cell keeps the other prices in their columns.
  if (cell === null) return <Box />;
  if (context.finished) return <OddResult odd={cell} />;
  return (
    <OddButton
      odd={cell}
      marketName={context.marketName}
      event={context.slipEvent}
      suspended={context.suspended}
      layout={priceOnly ? 'priceOnly' : 'stacked'}
      labels={labels}
    />
  );
}
