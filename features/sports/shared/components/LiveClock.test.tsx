import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPlatformTime } from '../live/clockTicker.ts';
import { LiveClock } from './LiveClock.tsx';

beforeEach(() => {
  vi.useFakeTimers({ now: 5_000_000 });
  resetPlatformTime();
});

afterEach(() => {
  vi.useRealTimers();
  resetPlatformTime();
});

// The platform's clock runs 1 000 s ahead of the device's: the clock must not care.
const base = { elapsedMs: 67 * 60_000 + 5_000, atMs: 6_000_000, running: true };

describe('LiveClock', () => {
  it('should run on every second from one shared timer without rendering its parent', () => {
    const renders = vi.fn();
    render(
      <Profiler id="row" onRender={renders}>
        <LiveClock clock={base} fallback="67:05" />
        <LiveClock clock={{ ...base, elapsedMs: 10_000 }} fallback="00:10" />
      </Profiler>,
    );
    expect(screen.getByText('67:05')).toBeInTheDocument();
    expect(renders).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(1);

    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(screen.getByText('67:08')).toBeInTheDocument();
    expect(screen.getByText('00:13')).toBeInTheDocument();
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it('should stand when stopped and show the fallback without a base', () => {
    const { unmount } = render(
      <>
        <LiveClock clock={{ ...base, running: false }} fallback="67:05" />
        <LiveClock clock={undefined} fallback="45:00" />
      </>,
    );
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(screen.getByText('67:05')).toBeInTheDocument();
    expect(screen.getByText('45:00')).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
    unmount();
  });

  it('should stop the shared timer when the last clock goes', () => {
    const { unmount } = render(<LiveClock clock={base} fallback="67:05" />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
