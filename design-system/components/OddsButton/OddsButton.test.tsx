import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, Profiler, useCallback, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../themes/lightTheme.css.ts';
import { timing } from '../../tokens/timing.ts';
import type * as OddsButtonCss from './OddsButton.css.ts';
import { oddsButton } from './OddsButton.css.ts';
import { OddsButton, type OddsButtonProps, type OddsPriceHandle } from './OddsButton.tsx';

// The class recipe runs once per render of a button: a cheap render counter.
vi.mock('./OddsButton.css.ts', async (importOriginal) => {
  const original = await importOriginal<typeof OddsButtonCss>();
  return { ...original, oddsButton: vi.fn(original.oddsButton) };
});

function Odds(props: Partial<OddsButtonProps>) {
  return <OddsButton label="1" price="1.85" {...props} />;
}

const odds = () => screen.getByRole('button');

describe('OddsButton', () => {
  describe('selection', () => {
    it('should be named by its label and price', () => {
      render(<Odds />);
      expect(screen.getByRole('button', { name: '1, 1.85' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    });

    it('should ask to be added to the slip, passing its selection id back', async () => {
      const onSelectedChange = vi.fn();
      const user = userEvent.setup();
      render(<Odds selectionId="m1-home" onSelectedChange={onSelectedChange} />);

      await user.click(odds());

      expect(onSelectedChange).toHaveBeenCalledWith(true, 'm1-home');
    });

    it('should ask to be removed when selected', async () => {
      const onSelectedChange = vi.fn();
      const user = userEvent.setup();
      render(<Odds selected onSelectedChange={onSelectedChange} />);

      expect(odds()).toHaveAttribute('aria-pressed', 'true');
      await user.click(odds());

      expect(onSelectedChange).toHaveBeenCalledWith(false, undefined);
    });

    it('should keep the label in the name when only the price is shown', () => {
      render(<Odds label="Draw" layout="priceOnly" />);
      expect(screen.getByRole('button', { name: 'Draw, 1.85' })).not.toHaveTextContent('Draw');
    });
  });

  describe('blocked', () => {
    it('should be announced as suspended and show no price', () => {
      render(<Odds blocked />);
      const button = screen.getByRole('button', { name: '1, Suspended' });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).not.toHaveTextContent('1.85');
    });

    it('should not be pressable, and stay focusable', async () => {
      const onSelectedChange = vi.fn();
      const user = userEvent.setup();
      render(<Odds blocked onSelectedChange={onSelectedChange} />);

      await user.tab();
      expect(odds()).toHaveFocus();
      await user.click(odds());
      await user.keyboard('{Enter}');

      expect(onSelectedChange).not.toHaveBeenCalled();
    });

    it('should take a translated label', () => {
      render(<Odds blocked suspendedLabel="Suspendido" />);
      expect(screen.getByRole('button', { name: '1, Suspendido' })).toBeInTheDocument();
    });
  });

  describe('price changes', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('should work out a rise from value and mark it for oddsFlashMs', () => {
      const { rerender } = render(<Odds price="1.85" value={1.85} />);
      expect(odds()).not.toHaveAttribute('data-trend');

      rerender(<Odds price="1.95" value={1.95} />);
      expect(odds()).toHaveAttribute('data-trend', 'up');
      expect(odds()).toHaveAccessibleName('1, 1.95, Odds increased');

      act(() => {
        vi.advanceTimersByTime(timing.oddsFlashMs - 1);
      });
      expect(odds()).toHaveAttribute('data-trend', 'up');
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(odds()).not.toHaveAttribute('data-trend');
      expect(odds()).toHaveAccessibleName('1, 1.95');
    });

    it('should work out a drop from value', () => {
      const { rerender } = render(<Odds price="1.85" value={1.85} />);
      rerender(<Odds price="1.70" value={1.7} />);
      expect(odds()).toHaveAttribute('data-trend', 'down');
      expect(odds()).toHaveAccessibleName('1, 1.70, Odds reduced');
    });

    it('should restart the flash on a new price with the same trend', () => {
      const { rerender } = render(<Odds price="1.85" trend="up" flashMs={1000} />);
      act(() => {
        vi.advanceTimersByTime(600);
      });
      rerender(<Odds price="1.95" trend="up" flashMs={1000} />);
      act(() => {
        vi.advanceTimersByTime(600);
      });
      expect(odds()).toHaveAttribute('data-trend', 'up');
      act(() => {
        vi.advanceTimersByTime(400);
      });
      expect(odds()).not.toHaveAttribute('data-trend');
    });

    it('should restart the arrow so a repeat rise is visible', () => {
      const { rerender } = render(<Odds price="1.85" value={1.85} />);
      rerender(<Odds price="1.95" value={1.95} />);
      const arrow = odds().querySelector('svg');
      const firstFlash = odds().dataset.flash;
      rerender(<Odds price="2.05" value={2.05} />);
      // A new animation name restarts the arrow's motion; the arrow itself stays mounted.
      expect(odds().dataset.flash).not.toBe(firstFlash);
      expect(odds().querySelector('svg')).toBe(arrow);
    });

    it('should take one commit for a moved price and none to end the flash', () => {
      const onRender = vi.fn();
      const { rerender } = render(
        <Profiler id="odds" onRender={onRender}>
          <Odds price="1.85" value={1.85} />
        </Profiler>,
      );
      onRender.mockClear();

      rerender(
        <Profiler id="odds" onRender={onRender}>
          <Odds price="1.95" value={1.95} />
        </Profiler>,
      );
      expect(odds()).toHaveAccessibleName('1, 1.95, Odds increased');
      act(() => {
        vi.advanceTimersByTime(timing.oddsFlashMs);
      });

      expect(odds()).toHaveAccessibleName('1, 1.95');
      expect(odds()).not.toHaveAttribute('data-trend');
      expect(onRender).toHaveBeenCalledTimes(1);
    });

    it('should show a price through priceRef with no render, as a render would', () => {
      const handle = createRef<OddsPriceHandle>();
      const onRender = vi.fn();
      const { rerender } = render(
        <Profiler id="odds" onRender={onRender}>
          <Odds price="1.85" value={1.85} priceRef={handle} />
        </Profiler>,
      );
      onRender.mockClear();
      const text = odds().lastChild?.lastChild;

      let shown = false;
      act(() => {
        shown = handle.current?.show('1.95', 1.95, false) ?? false;
      });
      expect(shown).toBe(true);
      expect(onRender).not.toHaveBeenCalled();
      expect(odds()).toHaveTextContent('1 1.95');
      expect(odds()).toHaveAttribute('data-trend', 'up');
      expect(odds()).toHaveAccessibleName('1, 1.95, Odds increased');
      // React's own text node, changed in place.
      expect(odds().lastChild?.lastChild).toBe(text);

      // A render with the price the handle showed changes nothing and keeps the flash going.
      rerender(
        <Profiler id="odds" onRender={onRender}>
          <Odds price="1.95" value={1.95} priceRef={handle} selected />
        </Profiler>,
      );
      expect(odds()).toHaveTextContent('1 1.95');
      expect(odds()).toHaveAttribute('aria-pressed', 'true');
      expect(odds()).toHaveAccessibleName('1, 1.95, Odds increased');
      act(() => {
        vi.advanceTimersByTime(timing.oddsFlashMs);
      });
      expect(odds()).toHaveAccessibleName('1, 1.95');

      // A drop through the handle, then a render back at the first price: React writes it.
      act(() => {
        handle.current?.show('1.70', 1.7, false);
      });
      expect(odds()).toHaveAttribute('data-trend', 'down');
      rerender(
        <Profiler id="odds" onRender={onRender}>
          <Odds price="1.85" value={1.85} priceRef={handle} selected />
        </Profiler>,
      );
      expect(odds()).toHaveTextContent('1 1.85');
      expect(odds()).toHaveAccessibleName('1, 1.85, Odds increased');
    });

    it('should refuse through priceRef what changes its markup (blocked)', () => {
      const handle = createRef<OddsPriceHandle>();
      render(<Odds price="1.85" value={1.85} priceRef={handle} />);
      let shown = true;
      act(() => {
        shown = handle.current?.show('1.95', 1.95, true) ?? true;
      });
      expect(shown).toBe(false);
      expect(odds()).toHaveAccessibleName('1, 1.85');
      expect(odds()).not.toHaveAttribute('data-trend');
    });

    it('should end the flash with the latest label', () => {
      const { rerender } = render(<Odds price="1.85" value={1.85} />);
      rerender(<Odds price="1.95" value={1.95} />);
      rerender(<Odds label="Home" price="1.95" value={1.95} />);
      expect(odds()).toHaveAccessibleName('Home, 1.95, Odds increased');
      act(() => {
        vi.advanceTimersByTime(timing.oddsFlashMs);
      });
      expect(odds()).toHaveAccessibleName('Home, 1.95');
    });

    it('should mark a trend given on mount, then clear it', () => {
      render(<Odds trend="down" flashMs={300} />);
      expect(odds()).toHaveAttribute('data-trend', 'down');
      act(() => {
        vi.advanceTimersByTime(300);
      });
      expect(odds()).not.toHaveAttribute('data-trend');
    });

    it('should let an explicit trend win over the values', () => {
      const { rerender } = render(<Odds price="1.85" value={1.85} />);
      rerender(<Odds price="1.95" value={1.95} trend="down" />);
      expect(odds()).toHaveAttribute('data-trend', 'down');
    });

    it('should clear the mark when the price changes without a direction', () => {
      const { rerender } = render(<Odds price="1.85" trend="up" />);
      rerender(<Odds price="1.90" />);
      expect(odds()).not.toHaveAttribute('data-trend');
    });

    it('should not mark a re-render with the same price', () => {
      const { rerender } = render(<Odds price="1.85" value={1.85} />);
      rerender(<Odds price="1.85" value={1.85} selected />);
      expect(odds()).not.toHaveAttribute('data-trend');
    });

    it('should keep the mark with an infinite flash', () => {
      render(<Odds trend="up" flashMs={Number.POSITIVE_INFINITY} />);
      act(() => {
        vi.advanceTimersByTime(60_000);
      });
      expect(odds()).toHaveAttribute('data-trend', 'up');
    });

    it('should show no trend while blocked', () => {
      render(<Odds trend="up" blocked />);
      expect(odds()).not.toHaveAttribute('data-trend');
      expect(odds()).toHaveAccessibleName('1, Suspended');
    });

    it('should take translated trend labels', () => {
      render(<Odds trend="up" increasedLabel="Cuota al alza" />);
      expect(odds()).toHaveAccessibleName('1, 1.85, Cuota al alza');
    });
  });

  it('should not re-render when the list around it re-renders with the same props', async () => {
    function Market() {
      const [ticks, setTicks] = useState(0);
      const onSelectedChange = useCallback(() => undefined, []);
      return (
        <>
          <button type="button" onClick={() => setTicks((previous) => previous + 1)}>
            Tick {ticks}
          </button>
          <OddsButton label="1" price="2.45" onSelectedChange={onSelectedChange} />
          <OddsButton label="X" price="3.10" onSelectedChange={onSelectedChange} />
          <OddsButton label="2" price="2.90" onSelectedChange={onSelectedChange} />
        </>
      );
    }
    const user = userEvent.setup();
    render(<Market />);
    vi.mocked(oddsButton).mockClear();

    await user.click(screen.getByRole('button', { name: 'Tick 0' }));

    expect(screen.getByRole('button', { name: 'Tick 1' })).toBeInTheDocument();
    expect(vi.mocked(oddsButton)).not.toHaveBeenCalled();
  });
});
