import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../themes/lightTheme.css.ts';
import { timing } from '../../tokens/timing.ts';
import { ToastRegion, type ToastNotification } from './ToastRegion.tsx';

const saved: ToastNotification = { id: 'saved', text: 'Bet placed', type: 'success' };
const failed: ToastNotification = { id: 'failed', text: 'Odds have changed', type: 'error' };
const info: ToastNotification = { id: 'info', text: 'Market suspended', type: 'default' };

function setup(notifications: ToastNotification[], props: { autoCloseMs?: number } = {}) {
  const onDismiss = vi.fn();
  const user = userEvent.setup();
  render(<ToastRegion notifications={notifications} onDismiss={onDismiss} {...props} />);
  return { user, onDismiss };
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function toastOf(text: string) {
  const toast = screen.getByText(text).closest('[data-state]');
  if (!(toast instanceof HTMLElement)) throw new Error(`No notification with ${text}`);
  return toast;
}

function drag(element: Element, fromX: number, toX: number) {
  fireEvent.pointerDown(element, { pointerId: 1, isPrimary: true, button: 0, clientX: fromX });
  fireEvent.pointerMove(element, { pointerId: 1, isPrimary: true, clientX: toX });
  fireEvent.pointerUp(element, { pointerId: 1, isPrimary: true, button: 0, clientX: toX });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ToastRegion', () => {
  describe('semantics', () => {
    it('should be a region named "Notifications" unless told otherwise', () => {
      setup([]);
      expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    });

    it('should take its region name from aria-label', () => {
      render(<ToastRegion notifications={[]} onDismiss={vi.fn()} aria-label="Avisos" />);
      expect(screen.getByRole('region', { name: 'Avisos' })).toBeInTheDocument();
    });

    it('should announce errors as alerts and the rest as status messages', () => {
      setup([saved, failed, info]);
      expect(screen.getByRole('alert')).toHaveTextContent('Odds have changed');
      const statuses = screen.getAllByRole('status');
      expect(statuses.map((status) => status.textContent)).toEqual([
        'Bet placed',
        'Market suspended',
      ]);
    });

    it('should keep the close button out of the announced message', () => {
      setup([failed]);
      expect(
        within(screen.getByRole('alert')).queryByRole('button', { name: 'Close' }),
      ).not.toBeInTheDocument();
    });

    it('should show the notifications in the order given', () => {
      setup([info, saved]);
      const region = screen.getByRole('region', { name: 'Notifications' });
      expect(region).toHaveTextContent(/Market suspended.*Bet placed/);
    });

    it('should mark each notification with its type', () => {
      setup([saved, failed, info]);
      expect(toastOf('Bet placed')).toHaveAttribute('data-type', 'success');
      expect(toastOf('Odds have changed')).toHaveAttribute('data-type', 'error');
      expect(toastOf('Market suspended')).toHaveAttribute('data-type', 'default');
    });

    it('should render into the portal container on the toast layer', () => {
      const { container } = render(<ToastRegion notifications={[saved]} onDismiss={vi.fn()} />);
      expect(container).toBeEmptyDOMElement();
      expect(screen.getByRole('region').parentElement).toHaveAttribute(
        'data-portal-layer',
        'toast',
      );
    });
  });

  describe('closing on the cross', () => {
    it('should show a close cross named "Close" by default', () => {
      setup([saved]);
      expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    });

    it('should name the cross from closeLabel', () => {
      render(<ToastRegion notifications={[saved]} onDismiss={vi.fn()} closeLabel="Cerrar" />);
      expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    });

    it('should leave the cross out when needClose is false', () => {
      setup([{ ...saved, needClose: false }]);
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });

    it('should start sliding out when the cross is pressed', async () => {
      vi.useRealTimers();
      const { user, onDismiss } = setup([saved, info]);
      await user.click(within(toastOf('Bet placed')).getByRole('button', { name: 'Close' }));

      expect(toastOf('Bet placed')).toHaveAttribute('data-state', 'closing');
      expect(toastOf('Market suspended')).toHaveAttribute('data-state', 'open');
      expect(onDismiss).not.toHaveBeenCalled();
    });

    it('should call onDismiss 700 ms after the cross is pressed', () => {
      const { onDismiss } = setup([saved, info]);
      // fireEvent rather than userEvent: Testing Library's async wrapper waits on a timer that
      // the fake clock would never fire.
      fireEvent.click(within(toastOf('Bet placed')).getByRole('button', { name: 'Close' }));

      advance(timing.notificationRemovalMs - 1);
      expect(onDismiss).not.toHaveBeenCalled();
      advance(1);
      expect(onDismiss).toHaveBeenCalledExactlyOnceWith('saved');
    });
  });

  describe('auto-close', () => {
    it('should close a flagged notification after 7 s by default', () => {
      const { onDismiss } = setup([{ ...saved, autoClose: true }]);
      advance(timing.notificationAutoCloseMs - 1);
      expect(toastOf('Bet placed')).toHaveAttribute('data-state', 'open');
      advance(1);
      expect(toastOf('Bet placed')).toHaveAttribute('data-state', 'closing');
      advance(timing.notificationRemovalMs);
      expect(onDismiss).toHaveBeenCalledExactlyOnceWith('saved');
    });

    it('should use autoCloseMs when given', () => {
      setup([{ ...saved, autoClose: true }], { autoCloseMs: 300 });
      advance(299);
      expect(toastOf('Bet placed')).toHaveAttribute('data-state', 'open');
      advance(1);
      expect(toastOf('Bet placed')).toHaveAttribute('data-state', 'closing');
    });

    it('should never close a notification that is not flagged', () => {
      const { onDismiss } = setup([saved]);
      advance(timing.notificationAutoCloseMs * 10);
      expect(toastOf('Bet placed')).toHaveAttribute('data-state', 'open');
      expect(onDismiss).not.toHaveBeenCalled();
    });

    it('should pause while hovered by a mouse and resume with the time left', () => {
      setup([{ ...saved, autoClose: true }], { autoCloseMs: 1000 });
      const toast = toastOf('Bet placed');
      advance(600);
      fireEvent.pointerEnter(toast, { pointerType: 'mouse' });
      advance(5000);
      expect(toast).toHaveAttribute('data-state', 'open');

      fireEvent.pointerLeave(toast, { pointerType: 'mouse' });
      advance(399);
      expect(toast).toHaveAttribute('data-state', 'open');
      advance(1);
      expect(toast).toHaveAttribute('data-state', 'closing');
    });

    it('should not treat a touch as a lasting hover', () => {
      setup([{ ...saved, autoClose: true }], { autoCloseMs: 1000 });
      fireEvent.pointerEnter(toastOf('Bet placed'), { pointerType: 'touch' });
      advance(1000);
      expect(toastOf('Bet placed')).toHaveAttribute('data-state', 'closing');
    });

    it('should pause while a finger rests on it', () => {
      setup([{ ...saved, autoClose: true }], { autoCloseMs: 1000 });
      const toast = toastOf('Bet placed');
      fireEvent.pointerDown(toast, { pointerId: 1, isPrimary: true, button: 0, clientX: 50 });
      advance(5000);
      expect(toast).toHaveAttribute('data-state', 'open');

      fireEvent.pointerUp(toast, { pointerId: 1, isPrimary: true, button: 0, clientX: 50 });
      advance(1000);
      expect(toast).toHaveAttribute('data-state', 'closing');
    });

    it('should pause while focus is inside it', () => {
      setup([{ ...saved, autoClose: true }], { autoCloseMs: 1000 });
      const close = screen.getByRole('button', { name: 'Close' });
      act(() => close.focus());
      advance(5000);
      expect(toastOf('Bet placed')).toHaveAttribute('data-state', 'open');

      act(() => close.blur());
      advance(999);
      expect(toastOf('Bet placed')).toHaveAttribute('data-state', 'open');
      advance(1);
      expect(toastOf('Bet placed')).toHaveAttribute('data-state', 'closing');
    });
  });

  describe('swipe to dismiss', () => {
    it('should close on a rightward swipe of more than 120 px', () => {
      const { onDismiss } = setup([saved]);
      drag(toastOf('Bet placed'), 10, 131);
      expect(toastOf('Bet placed')).toHaveAttribute('data-state', 'closing');
      advance(timing.notificationRemovalMs);
      expect(onDismiss).toHaveBeenCalledExactlyOnceWith('saved');
    });

    it('should stay for a swipe of 120 px or less', () => {
      const { onDismiss } = setup([saved]);
      drag(toastOf('Bet placed'), 10, 130);
      expect(toastOf('Bet placed')).toHaveAttribute('data-state', 'open');
      advance(timing.notificationRemovalMs);
      expect(onDismiss).not.toHaveBeenCalled();
    });

    it('should stay for a leftward swipe', () => {
      setup([saved]);
      drag(toastOf('Bet placed'), 300, 10);
      expect(toastOf('Bet placed')).toHaveAttribute('data-state', 'open');
    });
  });
});
