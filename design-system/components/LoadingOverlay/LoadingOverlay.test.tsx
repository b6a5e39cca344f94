import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../themes/lightTheme.css.ts';
import { timing } from '../../tokens/timing.ts';
import { LoadingOverlay } from './LoadingOverlay.tsx';

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function overlay() {
  return screen.queryByRole('status')?.closest('[data-state]') ?? null;
}

function renderOverlay(loading: boolean, fullScreen = false) {
  const view = render(
    <LoadingOverlay loading={loading} fullScreen={fullScreen}>
      <p>Event list</p>
    </LoadingOverlay>,
  );
  const update = (next: boolean) =>
    view.rerender(
      <LoadingOverlay loading={next} fullScreen={fullScreen}>
        <p>Event list</p>
      </LoadingOverlay>,
    );
  return { ...view, update };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('LoadingOverlay', () => {
  it('should cover the content with a spinner announced as "Loading" while loading', () => {
    renderOverlay(true);
    // A status takes no name from its content: the label is what it says.
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.getByText('Event list')).toBeInTheDocument();
    expect(overlay()).toHaveAttribute('data-state', 'shown');
  });

  it('should announce its label', () => {
    render(
      <LoadingOverlay loading label="Cargando">
        <p>Event list</p>
      </LoadingOverlay>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cargando');
  });

  it('should mark the covered content busy while loading, and only then', () => {
    const { update } = renderOverlay(true);
    expect(screen.getByText('Event list').parentElement).toHaveAttribute('aria-busy', 'true');
    update(false);
    expect(screen.getByText('Event list').parentElement).not.toHaveAttribute('aria-busy');
  });

  it('should keep the spinner out of the busy content so it is announced', () => {
    renderOverlay(true);
    expect(screen.getByRole('status').closest('[aria-busy]')).toBeNull();
  });

  it('should render nothing over the content when not loading', () => {
    renderOverlay(false);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('Event list')).toBeInTheDocument();
  });

  it('should stay 400 ms after loading ends, then fade for 350 ms, then leave', () => {
    const { update } = renderOverlay(true);
    update(false);

    advance(timing.spinnerHideDelayMs - 1);
    expect(overlay()).toHaveAttribute('data-state', 'shown');
    advance(1);
    expect(overlay()).toHaveAttribute('data-state', 'fading');
    advance(timing.spinnerFadeMs - 1);
    expect(overlay()).toHaveAttribute('data-state', 'fading');
    advance(1);
    expect(overlay()).toBeNull();
  });

  it('should stay shown when loading starts again during the hold', () => {
    const { update } = renderOverlay(true);
    update(false);
    advance(300);
    update(true);
    advance(timing.spinnerHideDelayMs + timing.spinnerFadeMs);
    expect(overlay()).toHaveAttribute('data-state', 'shown');
  });

  it('should come back at once when loading starts again during the fade', () => {
    const { update } = renderOverlay(true);
    update(false);
    advance(timing.spinnerHideDelayMs + 100);
    expect(overlay()).toHaveAttribute('data-state', 'fading');
    update(true);
    expect(overlay()).toHaveAttribute('data-state', 'shown');
    advance(timing.spinnerFadeMs);
    expect(overlay()).toHaveAttribute('data-state', 'shown');
  });

  it('should restart the full hold after a later load', () => {
    const { update } = renderOverlay(false);
    update(true);
    update(false);
    advance(timing.spinnerHideDelayMs - 1);
    expect(overlay()).toHaveAttribute('data-state', 'shown');
    advance(1);
    expect(overlay()).toHaveAttribute('data-state', 'fading');
    advance(timing.spinnerFadeMs);
    expect(overlay()).toBeNull();
  });

  it('should cover the screen from the portal on the loading layer when fullScreen', () => {
    const { container } = renderOverlay(true, true);
    expect(container).not.toContainElement(screen.getByRole('status'));
    expect(screen.getByRole('status').closest('[data-portal-layer]')).toHaveAttribute(
      'data-portal-layer',
      'loading',
    );
    expect(screen.getByText('Event list').parentElement).toHaveAttribute('aria-busy', 'true');
  });
});
