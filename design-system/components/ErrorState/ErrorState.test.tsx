import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../themes/lightTheme.css.ts';
import { ErrorState } from './ErrorState.tsx';

describe('ErrorState', () => {
  it('should announce itself as an alert with its title and description', () => {
    render(
      <ErrorState
        title="Events could not be loaded"
        description="Check your connection."
        onRetry={() => undefined}
        retryLabel="Try again"
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Events could not be loaded');
    expect(alert).toHaveTextContent('Check your connection.');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Events could not be loaded' }),
    ).toBeInTheDocument();
  });

  it('should call onRetry from the retry button', async () => {
    const onRetry = vi.fn();
    const user = userEvent.setup();
    render(<ErrorState title="Failed" onRetry={onRetry} retryLabel="Try again" />);

    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('should show the loading button and ignore presses while retrying', async () => {
    const onRetry = vi.fn();
    const user = userEvent.setup();
    render(<ErrorState title="Failed" onRetry={onRetry} retryLabel="Try again" retrying />);
    const button = screen.getByRole('button', { name: 'Try again' });

    await user.click(button);

    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('should render no button without onRetry', () => {
    render(<ErrorState title="Not available in your country" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('should take the heading level from the page outline', () => {
    render(<ErrorState title="Failed" titleLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Failed' })).toBeInTheDocument();
  });
});
