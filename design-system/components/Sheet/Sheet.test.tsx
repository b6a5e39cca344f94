import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../themes/lightTheme.css.ts';
import { Button } from '../Button/Button.tsx';
import { overlayTestSuite, type OverlayFixture } from '../private/overlayTestSuite.tsx';
import { Sheet, type SheetSide } from './Sheet.tsx';

function renderSheet({ triggerLabel, title, closeLabel, bodyActionLabel }: OverlayFixture) {
  return (
    <Sheet.Root>
      <Sheet.Trigger>
        <Button>{triggerLabel}</Button>
      </Sheet.Trigger>
      <Sheet.Content title={title} closeLabel={closeLabel}>
        <Button>{bodyActionLabel}</Button>
      </Sheet.Content>
    </Sheet.Root>
  );
}

overlayTestSuite('Sheet', renderSheet);

/** A horizontal drag by pointer events, as a finger or a mouse makes it. */
function drag(element: Element, fromX: number, toX: number) {
  fireEvent.pointerDown(element, { pointerId: 1, isPrimary: true, button: 0, clientX: fromX });
  fireEvent.pointerMove(element, { pointerId: 1, isPrimary: true, clientX: (fromX + toX) / 2 });
  fireEvent.pointerMove(element, { pointerId: 1, isPrimary: true, clientX: toX });
  fireEvent.pointerUp(element, { pointerId: 1, isPrimary: true, button: 0, clientX: toX });
}

function renderOpenSheet(side?: SheetSide, onOpenChange = vi.fn()) {
  render(
    <Sheet.Root defaultOpen onOpenChange={onOpenChange}>
      <Sheet.Content title="Menu" side={side}>
        <ul aria-label="Sports" style={{ overflowX: 'auto', overflowY: 'auto', height: 100 }}>
          <li>Football</li>
        </ul>
      </Sheet.Content>
    </Sheet.Root>,
  );
  return { sheet: screen.getByRole('dialog', { name: 'Menu' }), onOpenChange };
}

describe('Sheet', () => {
  describe('swipe to close', () => {
    it('should close on a rightward swipe of more than 100 px', async () => {
      const { sheet, onOpenChange } = renderOpenSheet();
      drag(sheet, 20, 140);
      expect(onOpenChange).toHaveBeenCalledWith(false);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('should stay open for a swipe of exactly 100 px and spring back', () => {
      const { sheet, onOpenChange } = renderOpenSheet();
      drag(sheet, 20, 120);
      expect(onOpenChange).not.toHaveBeenCalled();
      expect(sheet).toHaveAttribute('data-swipe', 'idle');
      expect(sheet.getAttribute('style') ?? '').not.toContain('px');
    });

    it('should follow the finger while dragging', () => {
      const { sheet } = renderOpenSheet();
      fireEvent.pointerDown(sheet, { pointerId: 1, isPrimary: true, button: 0, clientX: 20 });
      fireEvent.pointerMove(sheet, { pointerId: 1, isPrimary: true, clientX: 80 });
      expect(sheet).toHaveAttribute('data-swipe', 'swiping');
      expect(sheet.getAttribute('style')).toContain('60px');
    });

    it('should not close on a leftward swipe of a right-hand sheet', () => {
      const { sheet, onOpenChange } = renderOpenSheet();
      drag(sheet, 300, 20);
      expect(onOpenChange).not.toHaveBeenCalled();
    });

    it('should close a left-hand sheet on a leftward swipe instead', () => {
      const { sheet, onOpenChange } = renderOpenSheet('left');
      drag(sheet, 300, 150);
      expect(onOpenChange).toHaveBeenCalledWith(false);
    });

    it('should stay open when the swipe starts inside an area that scrolls sideways', () => {
      const { onOpenChange } = renderOpenSheet();
      const list = screen.getByRole('list', { name: 'Sports' });
      Object.defineProperty(list, 'scrollWidth', { configurable: true, value: 400 });
      Object.defineProperty(list, 'clientWidth', { configurable: true, value: 100 });

      drag(screen.getByText('Football'), 20, 200);

      expect(onOpenChange).not.toHaveBeenCalled();
    });

    it('should close from a sideways swipe over its body, which scrolls up and down', () => {
      const { onOpenChange } = renderOpenSheet();
      const list = screen.getByRole('list', { name: 'Sports' });
      Object.defineProperty(list, 'scrollHeight', { configurable: true, value: 400 });
      Object.defineProperty(list, 'clientHeight', { configurable: true, value: 100 });

      drag(screen.getByText('Football'), 20, 200);

      expect(onOpenChange).toHaveBeenCalledWith(false);
    });

    it('should close from a swipe inside an area that could scroll but has nothing to scroll', () => {
      const { onOpenChange } = renderOpenSheet();
      drag(screen.getByText('Football'), 20, 200);
      expect(onOpenChange).toHaveBeenCalledWith(false);
    });
  });

  it('should close on a press outside it', async () => {
    const user = userEvent.setup();
    renderOpenSheet();
    const backdrop = document.querySelector('[data-portal-layer] > [data-state="open"]');
    expect(backdrop).not.toBe(screen.getByRole('dialog'));

    await user.click(backdrop as Element);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('should keep a hidden title as its accessible name', () => {
    render(
      <Sheet.Root defaultOpen>
        <Sheet.Content title="Main menu" hideTitle>
          Body
        </Sheet.Content>
      </Sheet.Root>,
    );
    expect(screen.getByRole('dialog', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('should close from a menu link wrapped in Sheet.Close', async () => {
    const user = userEvent.setup();
    render(
      <Sheet.Root defaultOpen>
        <Sheet.Content title="Menu">
          <Sheet.Close>
            <Button>Live betting</Button>
          </Sheet.Close>
        </Sheet.Content>
      </Sheet.Root>,
    );

    await user.click(screen.getByRole('button', { name: 'Live betting' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('should still take clicks on buttons inside it (a tap is not a swipe)', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Sheet.Root defaultOpen>
        <Sheet.Content title="Menu">
          <Button onClick={onClick}>Promotions</Button>
        </Sheet.Content>
      </Sheet.Root>,
    );

    await user.click(screen.getByRole('button', { name: 'Promotions' }));

    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
