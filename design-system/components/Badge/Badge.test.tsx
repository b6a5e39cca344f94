import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../themes/lightTheme.css.ts';
import { Badge } from './Badge.tsx';

describe('Badge', () => {
  it('should show a text label as is', () => {
    render(<Badge tone="positive">Live</Badge>);
    expect(screen.getByText('Live')).toBeVisible();
  });

  it('should read the count label instead of the bare number', () => {
    render(<Badge count={7} label="7 unread messages" />);
    expect(screen.getByText('7')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('7 unread messages')).toBeInTheDocument();
  });

  it('should cap a count at 99 by default', () => {
    render(<Badge count={150} label="150 unread messages" />);
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.queryByText('150')).not.toBeInTheDocument();
  });

  it('should cap a count at a custom max', () => {
    render(<Badge count={10} max={9} label="10 open bets" />);
    expect(screen.getByText('9+')).toBeInTheDocument();
  });

  it('should take its colours from the theme contract pairs', () => {
    render(
      <>
        <Badge tone="negative">Strong</Badge>
        <Badge tone="negative" emphasis="soft">
          Soft
        </Badge>
      </>,
    );
    const strong = getComputedStyle(screen.getByText('Strong'));
    expect(strong.backgroundColor).toMatch(/^var\(--color-negative/);
    expect(strong.color).toMatch(/^var\(--color-onNegative/i);
    const soft = getComputedStyle(screen.getByText('Soft'));
    expect(soft.backgroundColor).toMatch(/^var\(--color-negativeSoft/i);
    expect(soft.color).toMatch(/^var\(--color-textPrimary/i);
  });
});
