export { OddsButton } from './OddsButton.tsx';
export type { OddsButtonLayout, OddsButtonProps, OddsPriceHandle } from './OddsButton.tsx';
export { oddsButtonLayouts } from './OddsButton.css.ts';
export { oddsTrends } from './oddsTrend.ts';
export type { OddsTrend } from './oddsTrend.ts';
