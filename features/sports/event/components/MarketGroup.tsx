import { memo } from 'react';
import { Collapsible } from '../../../../design-system/index.ts';
import type { Market } from '../../shared/api/feedTypes.ts';
import { MarketGrid } from './MarketGrid.tsx';
import type { OddContext } from './MarketOdd.tsx';

export interface MarketGroupProps {
  market: Market;
  open: boolean;
  onOpenChange: (groupId: number, open: boolean) => void;
  /** Without the market's name, which this group adds. */
  context: Omit<OddContext, 'marketName'>;
  teams: readonly [string, string];
}

/**
 * One market group of the full event: a header that opens and closes it (the state lives in the
 * page, so it survives polls) over its prices. Memoised on the market object, which the live
 * merge keeps while none of its odds change.
 */
export const MarketGroup = memo(function MarketGroup({
  market,
  open,
  onOpenChange,
  context,
  teams,
}: MarketGroupProps) {
  return (
    <Collapsible.Root open={open} onOpenChange={(next) => onOpenChange(market.groupId, next)}>
      <Collapsible.Trigger headingLevel={2}>{market.name}</Collapsible.Trigger>
      <Collapsible.Content>
        <MarketGrid
          market={market}
          context={{ ...context, marketName: market.name }}
          teams={teams}
        />
      </Collapsible.Content>
    </Collapsible.Root>
  );
});
