import type { Meta, StoryObj } from '@storybook/react-vite';
import { pinnedBrand } from '../../../.storybook/modes.ts';
import { expect, within } from 'storybook/test';
import { storyLanguage, storyText } from '../../core/testing/index.ts';
import type { Slide } from '../api/slides.ts';
import { slidesFixture, slidesIn } from './SliderBanner.fixtures.ts';
import { SliderBannerView } from './SliderBannerView.tsx';

const meta = {
  title: 'Content/SliderBanner',
  component: SliderBannerView,
  args: { slides: slidesFixture, loading: false },
  render: (args) => <SliderBannerView {...args} slides={inStoryLanguage(args.slides)} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SliderBannerView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story's slides as the platform answers them in the story's language. */
function inStoryLanguage(slides: readonly Slide[]): Slide[] {
  const answered = slidesIn(storyLanguage());
  return slides.map((slide) => answered.find(({ id }) => id === slide.id) ?? slide);
}

export const Slides: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('region', { name: storyText('content:slider.label') }),
    ).toBeVisible();
    const [welcome] = slidesIn(storyLanguage());
    if (!welcome?.title) throw new Error('The first slide of the fixture has a title.');
    const link = canvas.getByRole('link', { name: welcome.title });
    await expect(link).toHaveAttribute('href', '/slots/home');
  },
};

/** A slide without a title is named by its position. */
export const UntitledSlide: Story = {
  args: { slides: slidesFixture.slice(2) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', {
        name: storyText('content:slider.slideLabel', { position: 1, count: 1 }),
      }),
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

export const English: Story = {
  globals: { language: 'en-US', brand: 'nightbet' },
  parameters: pinnedBrand('nightbet'),
};
