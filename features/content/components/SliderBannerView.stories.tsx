import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { slidesFixture } from './SliderBanner.fixtures.ts';
import { SliderBannerView } from './SliderBannerView.tsx';

const meta = {
  title: 'Content/SliderBanner',
  component: SliderBannerView,
  args: { slides: slidesFixture, loading: false },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SliderBannerView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Slides: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Promociones' })).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Bono de bienvenida' });
    await expect(link).toHaveAttribute('href', '/slots/home');
  },
};

/** A slide without a title is named by its position. */
export const UntitledSlide: Story = {
  args: { slides: slidesFixture.slice(2) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Promoción 1 de 1' }),
    ).toBeInTheDocument();
  },
};

/** Holds the banner's place while the slides load, so the page does not jump. */
export const Loading: Story = { args: { loading: true, slides: [] } };

/** No slides published, or the load failed: the banner takes no space (spec, section 4). */
export const NoSlides: Story = {
  args: { slides: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const English: Story = { globals: { language: 'en-US', brand: 'nightbet' } };
