import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import {
  column,
  columns,
  numeral,
  root,
  staticChar,
  strip,
  stripAt,
  type odometerDigitWidths,
  type odometerSizes,
  type odometerVariants,
} from './Odometer.css.ts';
import { odometerCells, padDigits } from './odometerCells.ts';

export type OdometerSize = (typeof odometerSizes)[number];
export type OdometerVariant = (typeof odometerVariants)[number];
export type OdometerDigitWidth = (typeof odometerDigitWidths)[number];

const numerals = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

function formatInteger(value: number): string {
  return Number.isFinite(value) ? String(Math.trunc(value)) : '0';
}

export interface OdometerProps {
  /** The number shown, e.g. a jackpot amount. When it changes the digits roll to it. */
  value: number;
  /**
   * The least number of digit columns of a bare number (specs: 6 or 7): a shorter one gets
   * leading zeros, as a mechanical counter shows its unused wheels; a longer one gets more
   * columns. A formatted value (separators, decimals, a sign) is never padded: "055.340 $" would
   * read as another amount. @default 7
   */
  digitWidth?: OdometerDigitWidth;
  /**
   * Turns the value into the text to show and announce, with the brand's separators, decimals
   * and currency (e.g. from `Intl.NumberFormat`). Digits roll; every other character stays put.
   * @default whole number, no separators
   */
  format?: (value: number) => string;
  /** @default 'xlarge' */
  size?: OdometerSize;
  /** `reels` puts each digit on its own tile, as on a jackpot counter. @default 'plain' */
  variant?: OdometerVariant;
}

/**
 * A number shown as rolling digit columns. Screen readers get the formatted value once, as
 * text; the columns are hidden from them. Not a live region: a ticking jackpot would be
 * announced without end.
 */
export function Odometer({
  value,
  digitWidth = 7,
  format = formatInteger,
  size,
  variant = 'plain',
}: OdometerProps) {
  const formatted = format(value);
  const cells = odometerCells(padDigits(formatted, digitWidth));
  return (
    <span className={root({ size, variant })}>
      <VisuallyHidden>{formatted}</VisuallyHidden>
      <span className={columns} aria-hidden="true">
        {cells.map((cell) =>
          cell.kind === 'digit' ? (
            <span key={cell.key} className={column({ variant })} data-digit={cell.digit}>
              <span className={`${strip} ${stripAt[`${cell.digit}`]}`}>
                {numerals.map((numeralText) => (
                  <span key={numeralText} className={numeral}>
                    {numeralText}
                  </span>
                ))}
              </span>
            </span>
          ) : (
            <span key={cell.key} className={staticChar({ variant })}>
              {cell.char}
            </span>
          ),
        )}
      </span>
    </span>
  );
}
