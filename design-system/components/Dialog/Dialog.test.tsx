import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../../themes/lightTheme.css.ts';
import { Button } from '../Button/Button.tsx';
import { overlayTestSuite, type OverlayFixture } from '../private/overlayTestSuite.tsx';
import { Dialog } from './Dialog.tsx';

function renderDialog({ triggerLabel, title, closeLabel, bodyActionLabel }: OverlayFixture) {
  return (
    <Dialog.Root>
      <Dialog.Trigger>
        <Button>{triggerLabel}</Button>
      </Dialog.Trigger>
      <Dialog.Content title={title} closeLabel={closeLabel}>
        <Button>{bodyActionLabel}</Button>
      </Dialog.Content>
    </Dialog.Root>
  );
}

overlayTestSuite('Dialog', renderDialog);

describe('Dialog', () => {
  it('should describe itself with its description', () => {
    render(
      <Dialog.Root defaultOpen>
        <Dialog.Content title="Cash out" description="Your stake comes back at today's odds.">
          Body
        </Dialog.Content>
      </Dialog.Root>,
    );
    expect(screen.getByRole('dialog', { name: 'Cash out' })).toHaveAccessibleDescription(
      "Your stake comes back at today's odds.",
    );
  });

  it('should name its close button "Close" unless told otherwise', () => {
    render(
      <Dialog.Root defaultOpen>
        <Dialog.Content title="Cash out">Body</Dialog.Content>
      </Dialog.Root>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('should close from a footer action wrapped in Dialog.Close', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Dialog.Root defaultOpen onOpenChange={onOpenChange}>
        <Dialog.Content
          title="Cash out"
          actions={
            <Dialog.Close>
              <Button variant="outline">Cancel</Button>
            </Dialog.Close>
          }
        >
          Body
        </Dialog.Content>
      </Dialog.Root>,
    );

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('should close on a press on the backdrop', async () => {
    const user = userEvent.setup();
    render(
      <Dialog.Root defaultOpen>
        <Dialog.Content title="Cash out">Body</Dialog.Content>
      </Dialog.Root>,
    );
    const backdrop = document.querySelector('[data-portal-layer] > [data-state="open"]');
    expect(backdrop).not.toBe(screen.getByRole('dialog'));

    await user.click(backdrop as Element);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('should follow a controlled open state and report requests to change it', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <Dialog.Root open onOpenChange={onOpenChange}>
        <Dialog.Content title="Cash out">Body</Dialog.Content>
      </Dialog.Root>,
    );

    await user.keyboard('{Escape}');

    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    rerender(
      <Dialog.Root open={false} onOpenChange={onOpenChange}>
        <Dialog.Content title="Cash out">Body</Dialog.Content>
      </Dialog.Root>,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('should ask for an answer when not dismissible: no close button, Escape or backdrop', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Dialog.Root defaultOpen onOpenChange={onOpenChange}>
        <Dialog.Content
          title="Still playing?"
          dismissible={false}
          actions={
            <Dialog.Close>
              <Button>Continue</Button>
            </Dialog.Close>
          }
        >
          Body
        </Dialog.Content>
      </Dialog.Root>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Still playing?' });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    const backdrop = document.querySelector('[data-portal-layer] > [data-state="open"]');
    await user.click(backdrop as Element);

    expect(onOpenChange).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('should open when its owner opens it', async () => {
    const user = userEvent.setup();
    function Owner() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Show terms</Button>
          <Dialog.Root open={open} onOpenChange={setOpen}>
            <Dialog.Content title="Terms">Body</Dialog.Content>
          </Dialog.Root>
        </>
      );
    }
    render(<Owner />);

    await user.click(screen.getByRole('button', { name: 'Show terms' }));

    expect(await screen.findByRole('dialog', { name: 'Terms' })).toBeVisible();
  });

  it('should render its footer actions', () => {
    render(
      <Dialog.Root defaultOpen>
        <Dialog.Content title="Cash out" actions={<Button>Confirm</Button>}>
          Body
        </Dialog.Content>
      </Dialog.Root>,
    );
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  });

  it('should open on the action marked data-autofocus, not on the close button', async () => {
    render(
      <Dialog.Root defaultOpen>
        <Dialog.Content
          title="Switch account?"
          actions={
            <>
              <Button data-autofocus>Stay</Button>
              <Button>Switch</Button>
            </>
          }
        >
          Body
        </Dialog.Content>
      </Dialog.Root>,
    );
    const stay = await screen.findByRole('button', { name: 'Stay' });
    await waitFor(() => expect(stay).toHaveFocus());
  });

  it('should open on its first focusable element when no action asks for focus', async () => {
    render(
      <Dialog.Root defaultOpen>
        <Dialog.Content title="Cash out" closeLabel="Close" actions={<Button>Confirm</Button>}>
          Body
        </Dialog.Content>
      </Dialog.Root>,
    );
    const close = await screen.findByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
  });

  it('should hide the page behind it from assistive technology', () => {
    render(
      <>
        <main>Page</main>
        <Dialog.Root defaultOpen>
          <Dialog.Content title="Cash out">Body</Dialog.Content>
        </Dialog.Root>
      </>,
    );
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
