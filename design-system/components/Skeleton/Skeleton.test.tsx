import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../themes/lightTheme.css.ts';
import { Skeleton } from './Skeleton.tsx';

function lineCount(container: HTMLElement) {
  return container.firstElementChild?.children.length;
}

describe('Skeleton', () => {
  it('should be hidden from assistive technology', () => {
    const { container } = render(
      <>
        <Skeleton />
        <Skeleton shape="rect" />
        <Skeleton shape="circle" />
      </>,
    );
    expect(container.children).toHaveLength(3);
    for (const shape of container.children) {
      expect(shape).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('should draw one text line by default', () => {
    const { container } = render(<Skeleton />);
    expect(lineCount(container)).toBe(1);
  });

  it('should draw the requested number of lines', () => {
    const { container } = render(<Skeleton lines={4} />);
    expect(lineCount(container)).toBe(4);
  });

  it.each([
    [0, 1],
    [-3, 1],
    [2.7, 2],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
  ])('should turn %d requested lines into %d', (lines, drawn) => {
    const { container } = render(<Skeleton lines={lines} />);
    expect(lineCount(container)).toBe(drawn);
  });

  it('should give a circle the same width and height from the contract', () => {
    const { container } = render(<Skeleton shape="circle" size="standard" />);
    const styles = getComputedStyle(container.firstElementChild as Element);
    expect(styles.width).toMatch(/^var\(--size-touchTarget/i);
    expect(styles.height).toBe(styles.width);
  });
});
