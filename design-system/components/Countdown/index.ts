export { Countdown } from './Countdown.tsx';
export type { CountdownProps, CountdownUnitLabels, CountdownVariant } from './Countdown.tsx';
export { countdownVariants } from './Countdown.css.ts';
export { remaining } from './remaining.ts';
export type { Remaining } from './remaining.ts';
