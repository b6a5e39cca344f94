import { expect, waitFor } from 'storybook/test';
import type { BrandPreviewExtraProps } from '../BrandPreview.tsx';

/**
 * Where stories point the preview frames: the stand-in page (.storybook/stand-ins/app) plays the
 * app (says it listens, paints drafts), so a story never loads a whole app, or Storybook itself,
 * in its frames.
 */
export const previewStandIn = {
  appUrl: (path: string, search: URLSearchParams) => {
    search.set('path', path);
    return `/demo/app/index.html?${search.toString()}`;
  },
  findEvent: () => Promise.resolve('4242'),
} satisfies Required<BrandPreviewExtraProps>;

/**
 * Waits until the preview frames under `root` loaded the stand-in and, for a valid draft, painted
 * it (the stand-in marks its body), so a screenshot never catches them half way.
 */
export async function standInFramesSettled(
  root: HTMLElement,
  { draftValid = true }: { draftValid?: boolean } = {},
): Promise<void> {
  await waitFor(
    async () => {
      const frames = [...root.querySelectorAll('iframe')];
      await expect(frames.length).toBeGreaterThan(0);
      for (const frame of frames) {
        await expect(frame).toHaveAttribute('aria-busy', 'false');
        if (draftValid) await expect(frame.contentDocument?.body.dataset.base).toBeDefined();
      }
    },
    { timeout: 10_000 },
  );
}
