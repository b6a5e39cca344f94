import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n } from 'i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import demoJson from '../../config/demo/brand.json';
import { studioI18nLoader, withStudioI18n } from '../i18n/withStudioI18n.tsx';
import { BrandPreview } from './BrandPreview.tsx';
import { previewStandIn } from './testing/standIn.ts';

const meta = {
  title: 'Studio/Preview/BrandPreview',
  component: BrandPreview,
  decorators: [withStudioI18n],
  loaders: [studioI18nLoader],
  args: {
    brandId: 'demo',
    draft: demoJson,
    ...previewStandIn,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BrandPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story's studio texts (namespace `preview`), in the story's language. */
const textsOf = (loaded: Record<string, unknown>) =>
  (loaded.studioI18n as i18n).getFixedT(null, 'preview');

/** Waits until every frame's page said it listens (no loading state left). */
async function framesReady(canvasElement: HTMLElement, count: number) {
  const frames = () => [...canvasElement.querySelectorAll('iframe')];
  await waitFor(() => expect(frames()).toHaveLength(count));
  await waitFor(() => expect(within(canvasElement).queryAllByRole('status')).toHaveLength(0), {
    timeout: 5000,
  });
  return frames();
}

export const BothFrames: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const frames = await framesReady(canvasElement, 2);
    await expect(frames[0]).toHaveAttribute(
      'title',
      t('frameTitle', { width: 360, page: t('routes.landing'), name: 'Demo Bet' }),
    );
    await expect(frames[1]?.parentElement).toHaveAttribute('data-preview-width', '390');
    // The draft reached the page in the frame.
    await waitFor(() =>
      expect(frames[0]?.contentDocument?.getElementById('name')).toHaveTextContent('Demo Bet'),
    );
  },
};

export const OneFrame: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await framesReady(canvasElement, 2);
    await userEvent.selectOptions(
      within(canvasElement).getByLabelText(t('widths')),
      t('widthChoices.one', { width: 390 }),
    );
    const frames = await framesReady(canvasElement, 1);
    await expect(frames[0]?.parentElement).toHaveAttribute('data-preview-width', '390');
  },
};

export const Switches: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await framesReady(canvasElement, 2);
    await userEvent.selectOptions(canvas.getByLabelText(t('page')), t('routes.event'));
    let [frame] = await framesReady(canvasElement, 2);
    await expect(new URL(frame?.src ?? '').searchParams.get('path')).toBe('/full-event/line/4242');
    await userEvent.selectOptions(canvas.getByLabelText(t('page')), t('routes.slip'));
    await userEvent.selectOptions(canvas.getByLabelText(t('language')), t('languages.en-US'));
    [frame] = await framesReady(canvasElement, 2);
    const search = new URL(frame?.src ?? '').searchParams;
    await expect(search.get('path')).toBe('/basket');
    await expect(search.get('studio-lang')).toBe('en-US');
    await expect(search.get('studio-preview')).toBe('demo');
    // The base is pushed with the draft: the page changes without loading again.
    const page = frame?.contentDocument;
    await userEvent.selectOptions(canvas.getByLabelText(t('base')), t('bases.dark'));
    await waitFor(() => expect(page?.body.dataset.base).toBe('dark'));
    await expect(frame?.contentDocument).toBe(page);
  },
};

/** A draft that breaks a rule: the frames keep its last valid state and say so. */
export const InvalidDraft: Story = {
  args: { draft: { ...(demoJson as Record<string, unknown>), languages: { enabled: [] } } },
  play: async ({ canvasElement, loaded }) => {
    await within(canvasElement).findByText(textsOf(loaded)('invalidDraft'));
  },
};
