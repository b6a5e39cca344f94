import { SlipPanel } from './SlipPanel.tsx';
import { useSlipPanel, type SlipPanelOptions } from './useSlipPanel.ts';

export interface BetslipPanelProps extends SlipPanelOptions {
  /** Heading level of the empty state in its page's outline. @default 2 */
  emptyTitleLevel?: 2 | 3;
}

/** The bet slip, live: the slip's store and the placement hooks behind the pure panel. */
export function BetslipPanel({ emptyTitleLevel, ...options }: BetslipPanelProps) {
  return <SlipPanel {...useSlipPanel(options)} emptyTitleLevel={emptyTitleLevel} />;
}
