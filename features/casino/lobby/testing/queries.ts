import { screen, waitFor } from '@testing-library/react';

/** A game grid once it holds tiles (a loading grid is busy, with placeholders of its size). */
export function findLoadedList(name: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const list = screen.getByRole('list', { name });
    if (list.getAttribute('aria-busy') === 'true') throw new Error(`${String(name)} is loading`);
    return list;
  });
}
