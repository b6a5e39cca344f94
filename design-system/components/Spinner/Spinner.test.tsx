import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner.tsx';

describe('Spinner', () => {
  it('should announce its label as a status', () => {
    render(<Spinner label="Bet in process" />);
    expect(screen.getByRole('status')).toHaveTextContent('Bet in process');
  });

  it('should default to an English accessibility label', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('should announce nothing when decorative', () => {
    render(<Spinner decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
