import { waitFor, within } from 'storybook/test';

/** A game grid of a story once it holds tiles (a loading grid is busy, with placeholders). */
export function loadedList(canvasElement: HTMLElement, name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const list = within(canvasElement).getByRole('list', { name });
    if (list.getAttribute('aria-busy') === 'true') throw new Error(`${name} is loading`);
    return list;
  });
}
