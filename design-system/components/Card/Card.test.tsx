import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../themes/lightTheme.css.ts';
import { DesignSystemProvider } from '../../provider/DesignSystemProvider.tsx';
import { Card } from './Card.tsx';
import { RouterLink } from '../private/testing/RouterLink.tsx';

describe('Card', () => {
  it('should render its content in a plain container by default', () => {
    render(<Card>Deposit limits</Card>);
    const content = screen.getByText('Deposit limits');
    expect(content.tagName).toBe('DIV');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('should render a named section when asked to', () => {
    render(
      <Card as="section" aria-label="Limits">
        Deposit limits
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Limits' })).toHaveTextContent('Deposit limits');
  });

  it('should become one link through the provider link component', () => {
    render(
      <DesignSystemProvider linkComponent={RouterLink}>
        <Card href="/promotions/welcome">
          <span>Welcome bonus</span> <span>Double your deposit</span>
        </Card>
      </DesignSystemProvider>,
    );
    const link = screen.getByRole('link', { name: 'Welcome bonus Double your deposit' });
    expect(link).toHaveAttribute('href', '/promotions/welcome');
    expect(link).toHaveAttribute('data-router');
  });

  it('should become one button that works with pointer and keyboard', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(<Card onClick={onClick}>Real Madrid v Barcelona</Card>);
    const button = screen.getByRole('button', { name: 'Real Madrid v Barcelona' });

    await user.click(button);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');

    expect(button).toHaveAttribute('type', 'button');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('should take its surface from the theme contract', () => {
    render(<Card tone="sunken">Sunken</Card>);
    expect(getComputedStyle(screen.getByText('Sunken')).backgroundColor).toMatch(
      /^var\(--color-surfaceSunken/i,
    );
  });
});
