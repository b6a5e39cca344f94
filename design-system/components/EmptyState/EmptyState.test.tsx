import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../themes/lightTheme.css.ts';
import { EmptyState } from './EmptyState.tsx';

describe('EmptyState', () => {
  it('should show the title as a level-2 heading with the description', () => {
    render(<EmptyState title="No open bets" description="Bets you place appear here." />);
    expect(screen.getByRole('heading', { level: 2, name: 'No open bets' })).toBeInTheDocument();
    expect(screen.getByText('Bets you place appear here.')).toBeInTheDocument();
  });

  it('should take the heading level from the page outline', () => {
    render(<EmptyState title="No results" titleLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'No results' })).toBeInTheDocument();
  });

  it('should render the action it is given', () => {
    render(<EmptyState title="No open bets" action={<button type="button">Browse</button>} />);
    expect(screen.getByRole('button', { name: 'Browse' })).toBeInTheDocument();
  });

  it('should keep the icon decorative and stay quiet (no alert)', () => {
    const { container } = render(<EmptyState title="No results" icon="search" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
