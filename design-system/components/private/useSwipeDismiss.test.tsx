import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SwipeDirection } from './swipeDismiss.ts';
import { useSwipeDismiss } from './useSwipeDismiss.ts';

function Surface({
  direction = 'right',
  onDismiss,
  ignoreScrollableAreas,
  onClick,
}: {
  direction?: SwipeDirection;
  onDismiss: () => void;
  ignoreScrollableAreas?: boolean;
  onClick?: () => void;
}) {
  const { offset, phase, handlers } = useSwipeDismiss({
    direction,
    thresholdPx: 100,
    onDismiss,
    ignoreScrollableAreas,
  });
  return (
    <section aria-label="Surface" data-phase={phase} data-offset={offset} {...handlers}>
      <button type="button" onClick={onClick}>
        Action
      </button>
      <div data-testid="scroller" style={{ overflowX: 'auto', overflowY: 'auto' }}>
        Scrolling content
      </div>
    </section>
  );
}

const pointer = { pointerId: 7, isPrimary: true };

function setup(props: Partial<Parameters<typeof Surface>[0]> = {}) {
  const onDismiss = vi.fn();
  render(<Surface onDismiss={onDismiss} {...props} />);
  const surface = screen.getByRole('region', { name: 'Surface' });
  return { surface, onDismiss };
}

describe('useSwipeDismiss', () => {
  it('should start idle at offset 0', () => {
    const { surface } = setup();
    expect(surface).toHaveAttribute('data-phase', 'idle');
    expect(surface).toHaveAttribute('data-offset', '0');
  });

  it('should be pressed but not move for a tap-sized wobble', () => {
    const { surface } = setup();
    fireEvent.pointerDown(surface, { ...pointer, button: 0, clientX: 50 });
    expect(surface).toHaveAttribute('data-phase', 'pressed');
    fireEvent.pointerMove(surface, { ...pointer, clientX: 54 });
    expect(surface).toHaveAttribute('data-phase', 'pressed');
    expect(surface).toHaveAttribute('data-offset', '0');
    fireEvent.pointerUp(surface, { ...pointer, button: 0, clientX: 54 });
    expect(surface).toHaveAttribute('data-phase', 'idle');
  });

  it('should follow the pointer past the slop', () => {
    const { surface } = setup();
    fireEvent.pointerDown(surface, { ...pointer, button: 0, clientX: 50 });
    fireEvent.pointerMove(surface, { ...pointer, clientX: 90 });
    expect(surface).toHaveAttribute('data-phase', 'swiping');
    expect(surface).toHaveAttribute('data-offset', '40');
  });

  it('should dismiss on release past the threshold and keep the release offset', () => {
    const { surface, onDismiss } = setup();
    fireEvent.pointerDown(surface, { ...pointer, button: 0, clientX: 50 });
    fireEvent.pointerMove(surface, { ...pointer, clientX: 180 });
    fireEvent.pointerUp(surface, { ...pointer, button: 0, clientX: 180 });
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(surface).toHaveAttribute('data-phase', 'dismissed');
    expect(surface).toHaveAttribute('data-offset', '130');
  });

  it('should spring back on release at or below the threshold', () => {
    const { surface, onDismiss } = setup();
    fireEvent.pointerDown(surface, { ...pointer, button: 0, clientX: 50 });
    fireEvent.pointerMove(surface, { ...pointer, clientX: 150 });
    fireEvent.pointerUp(surface, { ...pointer, button: 0, clientX: 150 });
    expect(onDismiss).not.toHaveBeenCalled();
    expect(surface).toHaveAttribute('data-phase', 'idle');
    expect(surface).toHaveAttribute('data-offset', '0');
  });

  it('should judge the release position, not the furthest point reached', () => {
    const { surface, onDismiss } = setup();
    fireEvent.pointerDown(surface, { ...pointer, button: 0, clientX: 50 });
    fireEvent.pointerMove(surface, { ...pointer, clientX: 250 });
    fireEvent.pointerMove(surface, { ...pointer, clientX: 100 });
    fireEvent.pointerUp(surface, { ...pointer, button: 0, clientX: 100 });
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('should only follow movement in its direction', () => {
    const { surface, onDismiss } = setup();
    fireEvent.pointerDown(surface, { ...pointer, button: 0, clientX: 300 });
    fireEvent.pointerMove(surface, { ...pointer, clientX: 50 });
    expect(surface).toHaveAttribute('data-offset', '0');
    fireEvent.pointerUp(surface, { ...pointer, button: 0, clientX: 50 });
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('should dismiss leftwards when its direction is left', () => {
    const { surface, onDismiss } = setup({ direction: 'left' });
    fireEvent.pointerDown(surface, { ...pointer, button: 0, clientX: 300 });
    fireEvent.pointerMove(surface, { ...pointer, clientX: 150 });
    expect(surface).toHaveAttribute('data-offset', '-150');
    fireEvent.pointerUp(surface, { ...pointer, button: 0, clientX: 150 });
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('should reset on a cancelled pointer', () => {
    const { surface, onDismiss } = setup();
    fireEvent.pointerDown(surface, { ...pointer, button: 0, clientX: 50 });
    fireEvent.pointerMove(surface, { ...pointer, clientX: 200 });
    fireEvent.pointerCancel(surface, { ...pointer, clientX: 200 });
    expect(surface).toHaveAttribute('data-phase', 'idle');
    fireEvent.pointerUp(surface, { ...pointer, button: 0, clientX: 200 });
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('should ignore other pointers and secondary buttons', () => {
    const { surface, onDismiss } = setup();
    fireEvent.pointerDown(surface, { ...pointer, button: 2, clientX: 50 });
    fireEvent.pointerMove(surface, { ...pointer, clientX: 250 });
    fireEvent.pointerUp(surface, { ...pointer, button: 2, clientX: 250 });
    fireEvent.pointerDown(surface, { pointerId: 8, isPrimary: false, button: 0, clientX: 50 });
    fireEvent.pointerMove(surface, { pointerId: 8, isPrimary: false, clientX: 250 });
    fireEvent.pointerUp(surface, { pointerId: 8, isPrimary: false, button: 0, clientX: 250 });
    expect(onDismiss).not.toHaveBeenCalled();
    expect(surface).toHaveAttribute('data-phase', 'idle');
  });

  it('should start over from 0 on the next press after a dismissal', () => {
    const { surface } = setup();
    fireEvent.pointerDown(surface, { ...pointer, button: 0, clientX: 50 });
    fireEvent.pointerMove(surface, { ...pointer, clientX: 200 });
    fireEvent.pointerUp(surface, { ...pointer, button: 0, clientX: 200 });
    fireEvent.pointerDown(surface, { ...pointer, button: 0, clientX: 50 });
    expect(surface).toHaveAttribute('data-phase', 'pressed');
    expect(surface).toHaveAttribute('data-offset', '0');
  });

  describe('with ignoreScrollableAreas', () => {
    function makeScrollable(axis: 'sideways' | 'upAndDown' = 'sideways') {
      const scroller = screen.getByTestId('scroller');
      const [scrollSize, clientSize] =
        axis === 'sideways' ? ['scrollWidth', 'clientWidth'] : ['scrollHeight', 'clientHeight'];
      Object.defineProperty(scroller, scrollSize, { configurable: true, value: 500 });
      Object.defineProperty(scroller, clientSize, { configurable: true, value: 100 });
      return scroller;
    }

    it('should take a swipe over a list that scrolls only up and down', () => {
      const { onDismiss } = setup({ ignoreScrollableAreas: true });
      const scroller = makeScrollable('upAndDown');
      fireEvent.pointerDown(scroller, { ...pointer, button: 0, clientX: 50 });
      fireEvent.pointerMove(scroller, { ...pointer, clientX: 250 });
      fireEvent.pointerUp(scroller, { ...pointer, button: 0, clientX: 250 });
      expect(onDismiss).toHaveBeenCalledTimes(1);
    });

    it('should ignore a swipe that starts in a sideways scroller', () => {
      const { surface, onDismiss } = setup({ ignoreScrollableAreas: true });
      const scroller = makeScrollable();
      fireEvent.pointerDown(scroller, { ...pointer, button: 0, clientX: 50 });
      fireEvent.pointerMove(scroller, { ...pointer, clientX: 250 });
      fireEvent.pointerUp(scroller, { ...pointer, button: 0, clientX: 250 });
      expect(onDismiss).not.toHaveBeenCalled();
      expect(surface).toHaveAttribute('data-offset', '0');
    });

    it('should still take a swipe that starts outside the scrollable area', () => {
      const { surface, onDismiss } = setup({ ignoreScrollableAreas: true });
      makeScrollable();
      fireEvent.pointerDown(surface, { ...pointer, button: 0, clientX: 50 });
      fireEvent.pointerMove(surface, { ...pointer, clientX: 250 });
      fireEvent.pointerUp(surface, { ...pointer, button: 0, clientX: 250 });
      expect(onDismiss).toHaveBeenCalledTimes(1);
    });

    it('should take a swipe in a scrollable area when the option is off', () => {
      const { onDismiss } = setup();
      const scroller = makeScrollable();
      fireEvent.pointerDown(scroller, { ...pointer, button: 0, clientX: 50 });
      fireEvent.pointerMove(scroller, { ...pointer, clientX: 250 });
      fireEvent.pointerUp(scroller, { ...pointer, button: 0, clientX: 250 });
      expect(onDismiss).toHaveBeenCalledTimes(1);
    });
  });

  it('should let a tap through to a button on the surface', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { onDismiss } = setup({ onClick });
    await user.click(screen.getByRole('button', { name: 'Action' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onDismiss).not.toHaveBeenCalled();
  });
});
