import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../themes/lightTheme.css.ts';
import { DesignSystemProvider } from '../../provider/DesignSystemProvider.tsx';
import { List } from './List.tsx';
import { ListRow } from './ListRow.tsx';
import { RouterLink } from '../private/testing/RouterLink.tsx';

describe('List', () => {
  it('should render rows as items of one list', () => {
    render(
      <List aria-label="Sports">
        <ListRow label="Football" />
        <ListRow label="Tennis" />
      </List>,
    );
    const list = screen.getByRole('list', { name: 'Sports' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('should mark dividers for styling unless turned off', () => {
    const { rerender } = render(
      <List aria-label="Sports">
        <ListRow label="Football" />
      </List>,
    );
    expect(screen.getByRole('list')).toHaveAttribute('data-dividers');

    rerender(
      <List aria-label="Sports" dividers={false}>
        <ListRow label="Football" />
      </List>,
    );
    expect(screen.getByRole('list')).not.toHaveAttribute('data-dividers');
  });

  it('should render an ordered list when asked to', () => {
    render(
      <List ordered>
        <ListRow label="First" />
      </List>,
    );
    expect(screen.getByRole('list').tagName).toBe('OL');
  });
});

describe('ListRow', () => {
  it('should show label, description and both slots in one static row', () => {
    render(
      <List>
        <ListRow label="Deposit" description="12 May" leading={<span>L</span>} trailing="+50.00" />
      </List>,
    );
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('LDeposit12 May+50.00');
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();
    expect(within(item).queryByRole('link')).not.toBeInTheDocument();
  });

  it('should make the whole row one button when given onClick', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(
      <List>
        <ListRow label="Odds format" trailing="Decimal" onClick={onClick} />
      </List>,
    );
    const button = screen.getByRole('button', { name: 'Odds format Decimal' });

    await user.click(button);
    await user.keyboard('{Enter}');

    expect(onClick).toHaveBeenCalledTimes(2);
    expect(button).toHaveAttribute('type', 'button');
  });

  it('should make the whole row one router link when given href', () => {
    render(
      <DesignSystemProvider linkComponent={RouterLink}>
        <List>
          <ListRow href="/account" label="My account" aria-current="page" />
        </List>
      </DesignSystemProvider>,
    );
    const link = screen.getByRole('link', { name: 'My account' });
    expect(link).toHaveAttribute('href', '/account');
    expect(link).toHaveAttribute('data-router');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('should not call onClick while disabled', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(
      <List>
        <ListRow label="Withdraw" onClick={onClick} disabled />
      </List>,
    );

    await user.click(screen.getByRole('button', { name: 'Withdraw' }));

    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('should render a disabled link row as an unavailable link without href', () => {
    render(
      <List>
        <ListRow href="/casino/live" label="Live casino" disabled />
      </List>,
    );
    const link = screen.getByRole('link', { name: 'Live casino' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).not.toHaveAttribute('href');
  });

  it('should keep an actionable row at least the touch target tall', () => {
    render(
      <List>
        <ListRow label="Odds format" onClick={() => undefined} />
      </List>,
    );
    expect(getComputedStyle(screen.getByRole('button')).minHeight).toMatch(
      /^var\(--size-touchTarget/i,
    );
  });
});
