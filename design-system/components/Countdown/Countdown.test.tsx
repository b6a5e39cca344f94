import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../themes/lightTheme.css.ts';
import { timing } from '../../tokens/timing.ts';
import { Countdown } from './Countdown.tsx';

const now = new Date('2025-06-01T12:00:00Z').getTime();
const minute = 60_000;
const labels = { days: 'd', hours: 'h', minutes: 'min' };
const shown = () => document.querySelector('time')?.textContent?.replace(/\s+/g, ' ').trim();

describe('Countdown', () => {
  describe('with a fixed now', () => {
    it('should show days, hours and minutes with the unit labels given', () => {
      render(
        <Countdown
          target={now + (2 * 24 * 60 + 5 * 60 + 13) * minute}
          now={now}
          unitLabels={labels}
        />,
      );
      expect(shown()).toBe('2 d 05 h 13 min');
    });

    it('should give a machine-readable duration', () => {
      render(<Countdown target={now + 90 * minute} now={now} unitLabels={labels} />);
      expect(document.querySelector('time')).toHaveAttribute('datetime', 'P0DT1H30M');
    });

    it('should accept Date objects', () => {
      render(
        <Countdown
          target={new Date(now + 3 * minute)}
          now={new Date(now)}
          unitLabels={{ days: 'días', hours: 'horas', minutes: 'minutos' }}
        />,
      );
      expect(shown()).toBe('0 días 00 horas 03 minutos');
    });

    it('should never go below zero', () => {
      render(<Countdown target={now - 10 * minute} now={now} unitLabels={labels} />);
      expect(shown()).toBe('0 d 00 h 00 min');
    });

    it('should update when the owner moves now on', () => {
      const { rerender } = render(
        <Countdown target={now + 10 * minute} now={now} unitLabels={labels} />,
      );
      rerender(<Countdown target={now + 10 * minute} now={now + 4 * minute} unitLabels={labels} />);
      expect(shown()).toBe('0 d 00 h 06 min');
    });
  });

  describe('completion', () => {
    it('should call onComplete once when the owner moves now past the target', () => {
      const onComplete = vi.fn();
      const { rerender } = render(
        <Countdown target={now + minute} now={now} unitLabels={labels} onComplete={onComplete} />,
      );
      expect(onComplete).not.toHaveBeenCalled();

      rerender(
        <Countdown
          target={now + minute}
          now={now + minute}
          unitLabels={labels}
          onComplete={onComplete}
        />,
      );
      rerender(
        <Countdown
          target={now + minute}
          now={now + 2 * minute}
          unitLabels={labels}
          onComplete={() => {
            onComplete();
          }}
        />,
      );
      expect(onComplete).toHaveBeenCalledTimes(1);
    });

    it('should call onComplete when the target is already past', () => {
      const onComplete = vi.fn();
      render(
        <Countdown target={now - minute} now={now} unitLabels={labels} onComplete={onComplete} />,
      );
      expect(onComplete).toHaveBeenCalledTimes(1);
    });
  });

  describe('with its own clock', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      vi.setSystemTime(now);
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('should refresh every minute by default', () => {
      expect(timing.countdownTickMs).toBe(60_000);
      render(<Countdown target={now + 10 * minute} unitLabels={labels} />);
      expect(shown()).toBe('0 d 00 h 10 min');

      act(() => {
        vi.advanceTimersByTime(minute - 1);
      });
      expect(shown()).toBe('0 d 00 h 10 min');
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(shown()).toBe('0 d 00 h 09 min');
    });

    it('should refresh at the tick it is given', () => {
      render(<Countdown target={now + 10 * minute} unitLabels={labels} tickMs={20_000} />);

      act(() => {
        vi.advanceTimersByTime(20_000);
      });
      // 9 min 40 s left reads 10 min (minutes round up)…
      expect(shown()).toBe('0 d 00 h 10 min');
      act(() => {
        vi.advanceTimersByTime(20_000);
      });
      act(() => {
        vi.advanceTimersByTime(20_000);
      });
      // …and 9 min exactly reads 9.
      expect(shown()).toBe('0 d 00 h 09 min');
    });

    it('should complete on time even between ticks, then stop ticking', () => {
      const onComplete = vi.fn();
      render(<Countdown target={now + 90_000} unitLabels={labels} onComplete={onComplete} />);

      act(() => {
        vi.advanceTimersByTime(60_000);
      });
      expect(onComplete).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersByTime(30_000);
      });
      expect(shown()).toBe('0 d 00 h 00 min');
      expect(onComplete).toHaveBeenCalledTimes(1);
      expect(vi.getTimerCount()).toBe(0);
    });

    it('should stop its timer when unmounted', () => {
      const { unmount } = render(<Countdown target={now + 10 * minute} unitLabels={labels} />);
      unmount();
      expect(vi.getTimerCount()).toBe(0);
    });
  });
});
