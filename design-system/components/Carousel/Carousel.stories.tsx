import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Button } from '../Button/Button.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { Carousel } from './Carousel.tsx';

type Surface = 'brand' | 'surfaceRaised' | 'infoSoft' | 'positiveSoft';

function Promo({ title, body, surface }: { title: string; body: string; surface: Surface }) {
  const onBrand = surface === 'brand';
  return (
    <Box background={surface} padding="large" borderRadius="standard" height="full">
      <Stack space="small">
        <Heading level={3} tone={onBrand ? 'onBrand' : 'primary'}>
          {title}
        </Heading>
        <Text tone={onBrand ? 'onBrand' : 'primary'}>{body}</Text>
      </Stack>
    </Box>
  );
}

const promos = [
  <Promo
    key="welcome"
    surface="brand"
    title="Welcome bonus"
    body="Double your first deposit up to 100."
  />,
  <Promo
    key="free-bet"
    surface="surfaceRaised"
    title="Free bet Friday"
    body="Place five bets this week and get a free bet."
  />,
  <Promo
    key="cash-out"
    surface="infoSoft"
    title="Cash out early"
    body="Take your winnings before the final whistle."
  />,
  <Promo
    key="jackpot"
    surface="positiveSoft"
    title="Casino jackpot"
    body="Spin any slot to win the weekly jackpot."
  />,
];

const meta = {
  title: 'Design system/Carousel',
  component: Carousel,
  args: {
    label: 'Promotions',
    children: promos,
    showArrows: false,
    autoplayMs: 0,
    onIndexChange: fn(),
  },
  argTypes: {
    children: { control: false },
    autoplayMs: { control: { type: 'number', min: 0, step: 1000 } },
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const activeSlide = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[aria-roledescription="slide"][data-state="active"]');

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Promotions' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(activeSlide(canvasElement)).toHaveAccessibleName('Slide 1 of 4');

    const third = canvas.getByRole('button', { name: 'Slide 3 of 4' });
    await userEvent.click(third);
    await expect(third).toHaveAttribute('aria-current', 'true');
    await expect(activeSlide(canvasElement)).toHaveTextContent('Cash out early');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
    await expect(getComputedStyle(third).minHeight).toBe('44px');
  },
};

export const WithArrows: Story = {
  args: { showArrows: true, defaultIndex: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(activeSlide(canvasElement)).toHaveTextContent('Casino jackpot');

    // Loops from the last slide to the first, and back.
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(activeSlide(canvasElement)).toHaveTextContent('Welcome bonus');
    await expect(canvas.getByRole('button', { name: 'Slide 1 of 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expect(activeSlide(canvasElement)).toHaveTextContent('Casino jackpot');
  },
};

/**
 * One finger on the slides, as a phone reports it: touch events with a single touch point, each
 * in its own frame (a real finger moves at most once a frame).
 */
function finger(target: Element) {
  const send = async (type: 'touchstart' | 'touchmove' | 'touchend', clientX: number) => {
    const point = new Touch({ identifier: 7, target, clientX, clientY: 100 });
    const down = type === 'touchend' ? [] : [point];
    target.dispatchEvent(
      new TouchEvent(type, {
        bubbles: true,
        cancelable: true,
        composed: true,
        touches: down,
        targetTouches: down,
        changedTouches: [point],
      }),
    );
    await new Promise((resolve) => requestAnimationFrame(resolve));
  };
  return {
    down: (clientX: number) => send('touchstart', clientX),
    move: (clientX: number) => send('touchmove', clientX),
    up: (clientX: number) => send('touchend', clientX),
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The slides follow the finger while it moves, and snap to a slide when it lifts. */
export const Swipe: Story = {
  play: async ({ canvasElement }) => {
    const shown = () => {
      const slide = activeSlide(canvasElement);
      if (!slide) throw new Error('No slide');
      return slide;
    };
    const first = shown();
    const restLeft = first.getBoundingClientRect().left;
    // A finger grabs the slides where they are: each drag starts once the last one has landed.
    const landed = () =>
      waitFor(() => expect(shown().getBoundingClientRect().left).toBeCloseTo(restLeft, 0));

    const touch = finger(first);
    await touch.down(300);
    await touch.move(250);
    await touch.move(200);
    await waitFor(() => expect(restLeft - first.getBoundingClientRect().left).toBeGreaterThan(80));
    await expect(first).toHaveTextContent('Welcome bonus');
    await touch.move(120);
    await touch.up(120);
    await waitFor(() => expect(shown()).toHaveTextContent('Free bet Friday'));
    await landed();

    // Rightward from the first slide loops to the last.
    for (const expected of ['Welcome bonus', 'Casino jackpot']) {
      const back = finger(shown());
      await back.down(100);
      await back.move(200);
      await back.move(300);
      await back.up(300);
      await waitFor(() => expect(shown()).toHaveTextContent(expected));
      await landed();
    }

    // A slow, short wobble is neither a swipe nor a flick.
    const wobble = finger(shown());
    await wobble.down(200);
    await pause(200);
    await wobble.move(185);
    await pause(200);
    await wobble.up(185);
    await pause(100);
    await expect(shown()).toHaveTextContent('Casino jackpot');
    await landed();
  },
};

/**
 * Autoplay every 3 s; it stops under reduced motion (as in the visual test run) and pauses on
 * hover, focus, touch and in a hidden tab. With autoplay running, a stop button leads the dots.
 */
export const Autoplay: Story = {
  args: { autoplayMs: 3000, showArrows: true },
  play: async ({ canvasElement }) => {
    const viewport = activeSlide(canvasElement)?.parentElement;
    // Reduced motion (the test run's setting) means no autoplay, so changes are announced.
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) {
      await expect(viewport).toHaveAttribute('aria-live', 'polite');
      await expect(
        within(canvasElement).queryByRole('button', { name: 'Stop automatic slide show' }),
      ).not.toBeInTheDocument();
    }
  },
};

export const SingleSlide: Story = {
  args: { children: promos[0] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0);
  },
};

export const CustomSlideLabels: Story = {
  args: {
    label: 'Promociones',
    slideLabel: (position, count) => `Diapositiva ${position} de ${count}`,
    previousLabel: 'Anterior',
    nextLabel: 'Siguiente',
    showArrows: true,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Diapositiva 2 de 4' }),
    ).toBeInTheDocument();
  },
};

export const InteractiveContent: Story = {
  args: {
    children: [
      <Box key="one" background="surfaceRaised" padding="large">
        <Stack space="small" align="left">
          <Text>Bet builder is here.</Text>
          <Button size="small">Try it</Button>
        </Stack>
      </Box>,
      <Box key="two" background="surfaceRaised" padding="large">
        <Stack space="small" align="left">
          <Text>Live streaming on every match.</Text>
          <Button size="small">Watch</Button>
        </Stack>
      </Box>,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Only the visible slide's controls can be reached: the other slides are inert.
    await expect(canvas.getByRole('button', { name: 'Try it' }).closest('[inert]')).toBeNull();
    await expect(
      canvas.getByText('Watch').closest('[aria-roledescription="slide"]'),
    ).toHaveAttribute('inert');
  },
};

export const LongText: Story = {
  args: {
    children: [
      <Promo
        key="long"
        surface="surfaceRaised"
        title="Accumulator boost on every football multiple with five or more selections"
        body="Aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
      />,
      <Promo key="short" surface="brand" title="Short" body="A short slide." />,
    ],
  },
};

export const ManySlides: Story = {
  args: {
    showArrows: true,
    children: Array.from({ length: 12 }, (_, index) => (
      <Promo
        key={index}
        surface="surfaceRaised"
        title={`Offer ${index + 1}`}
        body="One of many offers."
      />
    )),
  },
};
