import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../themes/lightTheme.css.ts';
import { Odometer } from './Odometer.tsx';

/** Text outside the hidden columns: what a screen reader gets. */
const announced = (text: string) => screen.getByText(text, { ignore: '[aria-hidden="true"] *' });

const digits = () =>
  [...document.querySelectorAll('[data-digit]')].map((column) => column.getAttribute('data-digit'));

describe('Odometer', () => {
  it('should pad the number to 7 digit columns by default', () => {
    render(<Odometer value={4213} />);
    expect(digits()).toEqual(['0', '0', '0', '4', '2', '1', '3']);
  });

  it('should pad to 6 digit columns when asked', () => {
    render(<Odometer value={4213} digitWidth={6} />);
    expect(digits()).toEqual(['0', '0', '4', '2', '1', '3']);
  });

  it('should add columns for a number longer than the width', () => {
    render(<Odometer value={12_345_678} digitWidth={6} />);
    expect(digits()).toHaveLength(8);
  });

  it('should expose the real value once, without padding, and hide the columns', () => {
    render(<Odometer value={4213} />);
    expect(announced('4213')).toBeInTheDocument();
    expect(document.querySelector('[data-digit]')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('should use the caller’s format for the text and keep separators fixed', () => {
    const format = (value: number) => `€${value.toFixed(2)}`;
    render(<Odometer value={1234.5} format={format} digitWidth={7} />);

    expect(announced('€1234.50')).toBeInTheDocument();
    expect(digits()).toEqual(['1', '2', '3', '4', '5', '0']);
    const hidden = document.querySelector('[aria-hidden="true"]');
    // Each digit column holds the strip 0–9; the sign and the point stay as they are.
    expect(hidden?.textContent?.replace(/0123456789/g, '#')).toBe('€####.##');
  });

  it('should show a formatted amount’s own digits, with no leading zero', () => {
    // The small jackpot, 55 340 pesos, on a counter six digits wide: not "055.340 $".
    const format = (value: number) => `${value.toLocaleString('es-CL')}\u00a0$`;
    render(<Odometer value={55_340} format={format} digitWidth={6} />);

    expect(digits()).toEqual(['5', '5', '3', '4', '0']);
    const hidden = document.querySelector('[aria-hidden="true"]');
    expect(hidden?.textContent?.replace(/0123456789/g, '#')).toBe('##.###\u00a0$');
  });

  it('should show a peso-first amount without a zero after the sign', () => {
    render(<Odometer value={55_340} format={() => '$55.340'} digitWidth={7} />);
    expect(digits()).toEqual(['5', '5', '3', '4', '0']);
    expect(announced('$55.340')).toBeInTheDocument();
  });

  it('should roll a column to its new digit when the value changes', () => {
    const { rerender } = render(<Odometer value={4213} />);
    const lastColumn = () => [...document.querySelectorAll('[data-digit]')].at(-1);
    const column = lastColumn();

    rerender(<Odometer value={4219} />);

    // Same element, new digit: the strip moves instead of being replaced.
    expect(lastColumn()).toBe(column);
    expect(column).toHaveAttribute('data-digit', '9');
    expect(announced('4219')).toBeInTheDocument();
  });

  it('should show 0 for a value that is not a number', () => {
    render(<Odometer value={Number.NaN} />);
    expect(announced('0')).toBeInTheDocument();
  });
});
