export { Odometer } from './Odometer.tsx';
export type {
  OdometerDigitWidth,
  OdometerProps,
  OdometerSize,
  OdometerVariant,
} from './Odometer.tsx';
export { odometerDigitWidths, odometerSizes, odometerVariants } from './Odometer.css.ts';
