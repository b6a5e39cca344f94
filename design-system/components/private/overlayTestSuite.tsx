import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTransition, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';

/** The strings the suite looks for; the render function must use them. */
export interface OverlayFixture {
  /** Name of the Button the overlay is opened from. */
  triggerLabel: string;
  title: string;
  closeLabel: string;
  /** Name of a Button inside the overlay's body. */
  bodyActionLabel: string;
}

const fixture: OverlayFixture = {
  triggerLabel: 'Open overlay',
  title: 'Overlay title',
  closeLabel: 'Close overlay',
  bodyActionLabel: 'Inside action',
};

/**
 * The behaviour every modal overlay (Dialog, Sheet) shares, run against each of them:
 * `overlayTestSuite('Sheet', renderSheet)`. `renderOverlay` returns the overlay, closed, with its
 * trigger and one button in its body.
 */
export function overlayTestSuite(
  name: string,
  renderOverlay: (fixture: OverlayFixture) => ReactElement,
) {
  async function renderAndOpen() {
    const user = userEvent.setup();
    render(renderOverlay(fixture));
    const trigger = screen.getByRole('button', { name: fixture.triggerLabel });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: fixture.title });
    return { user, trigger, dialog };
  }

  describe(`${name} (shared overlay behaviour)`, () => {
    it('should stay closed until its trigger is pressed', () => {
      render(renderOverlay(fixture));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('should open from its trigger as a dialog named by its title', async () => {
      const { trigger, dialog } = await renderAndOpen();
      expect(dialog).toBeVisible();
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
    });

    it('should move focus into the overlay when it opens', async () => {
      const { dialog } = await renderAndOpen();
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    });

    it('should keep focus inside while tabbing forwards and backwards', async () => {
      const { user, dialog } = await renderAndOpen();
      const close = screen.getByRole('button', { name: fixture.closeLabel });
      const action = screen.getByRole('button', { name: fixture.bodyActionLabel });
      await waitFor(() => expect(close).toHaveFocus());

      await user.tab();
      expect(action).toHaveFocus();
      await user.tab();
      expect(close).toHaveFocus();
      await user.tab({ shift: true });
      expect(action).toHaveFocus();
      for (let presses = 0; presses < 5; presses += 1) {
        await user.tab();
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
    });

    it('should close on Escape and return focus to the trigger', async () => {
      const { user, trigger } = await renderAndOpen();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(trigger).toHaveFocus();
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });

    it('should close on its close button and return focus to the trigger', async () => {
      const { user, trigger } = await renderAndOpen();
      await user.click(screen.getByRole('button', { name: fixture.closeLabel }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(trigger).toHaveFocus();
    });

    it('should open again after closing', async () => {
      const { user, trigger } = await renderAndOpen();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await user.click(trigger);
      expect(await screen.findByRole('dialog', { name: fixture.title })).toBeVisible();
    });

    it('should take taps from the moment the page under it stops taking them', async () => {
      // Radix sets `pointer-events: none` on the body in an effect and marks its panel `auto`
      // only on the render after. Out of `act`, as in a browser, the two land in different
      // tasks; a panel that does not say `auto` itself refuses a tap made in between.
      render(renderOverlay(fixture));
      const trigger = screen.getByRole('button', { name: fixture.triggerLabel });
      const panelWhenBodyStopped: string[] = [];
      const watcher = new MutationObserver(() => {
        const dialog = document.querySelector('[role="dialog"]');
        if (document.body.style.pointerEvents !== 'none' || !(dialog instanceof HTMLElement))
          return;
        if (panelWhenBodyStopped.length === 0)
          panelWhenBodyStopped.push(dialog.style.pointerEvents);
      });
      watcher.observe(document.body, { attributes: true, attributeFilter: ['style'] });
      const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
      const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
      scope.IS_REACT_ACT_ENVIRONMENT = false;
      try {
        // A transition lets React schedule the effects and the render after them as it would in
        // a browser, not all at once.
        startTransition(() => trigger.click());
        await waitFor(() => expect(panelWhenBodyStopped).toHaveLength(1));
      } finally {
        watcher.disconnect();
        scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
      }
      expect(panelWhenBodyStopped).toEqual(['auto']);
    });

    it('should leave nothing in the portal container while closed', async () => {
      const { user } = await renderAndOpen();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(document.querySelector('[data-portal-layer]')).not.toBeInTheDocument();
    });
  });
}
