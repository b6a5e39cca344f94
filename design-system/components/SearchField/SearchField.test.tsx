import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../themes/lightTheme.css.ts';
import { timing } from '../../tokens/timing.ts';
import { SearchField } from './SearchField.tsx';

/** Moves the fake clock inside `act`, so state set by timers is applied before asserting. */
function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function searchBox() {
  return screen.getByRole('searchbox', { name: 'Search events' });
}

describe('SearchField', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup() {
    return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  }

  it('should be a search box named by its label, with a search key on phones', () => {
    render(<SearchField label="Search events" />);
    expect(searchBox()).toHaveAttribute('type', 'search');
    expect(searchBox()).toHaveAttribute('enterkeyhint', 'search');
  });

  it('should keep a hidden label as its name', () => {
    render(<SearchField label="Search events" hideLabel placeholder="Team or league" />);
    expect(searchBox()).toHaveAttribute('placeholder', 'Team or league');
  });

  it('should search once, 500 ms after the last keystroke by default', async () => {
    const user = setup();
    const onSearch = vi.fn();
    render(<SearchField label="Search events" onSearch={onSearch} />);

    await user.type(searchBox(), 'real');
    advance(timing.searchDebounceMs - 1);
    expect(onSearch).not.toHaveBeenCalled();

    advance(1);
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('real');
  });

  it('should restart the wait on every keystroke', async () => {
    const user = setup();
    const onSearch = vi.fn();
    render(<SearchField label="Search events" onSearch={onSearch} debounceMs={300} />);

    await user.type(searchBox(), 'ba');
    advance(200);
    await user.type(searchBox(), 'r');
    advance(200);
    expect(onSearch).not.toHaveBeenCalled();

    advance(100);
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('bar');
  });

  it('should search at once on Enter and not again when the wait ends', async () => {
    const user = setup();
    const onSearch = vi.fn();
    render(<SearchField label="Search events" onSearch={onSearch} />);

    await user.type(searchBox(), 'madrid{Enter}');
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('madrid');

    advance(timing.searchDebounceMs * 2);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('should report the raw text on every keystroke', async () => {
    const user = setup();
    const onValueChange = vi.fn();
    render(<SearchField label="Search events" onValueChange={onValueChange} />);

    await user.type(searchBox(), 'ab');

    expect(onValueChange).toHaveBeenNthCalledWith(1, 'a');
    expect(onValueChange).toHaveBeenNthCalledWith(2, 'ab');
  });

  it('should show the clear button only when there is text', async () => {
    const user = setup();
    render(<SearchField label="Search events" />);
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();

    await user.type(searchBox(), 'x');

    expect(screen.getByRole('button', { name: 'Clear search' })).toBeInTheDocument();
  });

  it('should clear, search for nothing at once, cancel the pending search and keep focus', async () => {
    const user = setup();
    const onSearch = vi.fn();
    const onValueChange = vi.fn();
    render(<SearchField label="Search events" onSearch={onSearch} onValueChange={onValueChange} />);
    await user.type(searchBox(), 'ten');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));

    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('');
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();

    advance(timing.searchDebounceMs);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('should move focus back to the input when the clear button is used from the keyboard', async () => {
    const user = setup();
    render(<SearchField label="Search events" defaultValue="ten" clearLabel="Borrar" />);

    await user.click(searchBox());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Borrar' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveFocus();
  });

  it('should not search after it is gone', async () => {
    const user = setup();
    const onSearch = vi.fn();
    const { unmount } = render(<SearchField label="Search events" onSearch={onSearch} />);
    await user.type(searchBox(), 'x');

    unmount();
    advance(timing.searchDebounceMs);

    expect(onSearch).not.toHaveBeenCalled();
  });

  it('should follow a controlled value without searching', () => {
    const onSearch = vi.fn();
    const { rerender } = render(
      <SearchField label="Search events" value="a" onValueChange={() => {}} onSearch={onSearch} />,
    );

    rerender(
      <SearchField label="Search events" value="b" onValueChange={() => {}} onSearch={onSearch} />,
    );
    advance(timing.searchDebounceMs);

    expect(searchBox()).toHaveValue('b');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('should hide the clear button while disabled', () => {
    render(<SearchField label="Search events" defaultValue="x" disabled />);
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    expect(searchBox()).toBeDisabled();
  });
});
