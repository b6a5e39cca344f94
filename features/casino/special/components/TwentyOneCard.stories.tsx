import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../../../../design-system/index.ts';
import {
  createFixtureApi,
  neverAnswer,
  signedInSession,
  withAppFixture,
  type AppFixture,
} from '../../../core/testing/index.ts';
import { serverFailure, twentyOneInit } from '../testing/fixtures.ts';
import { TwentyOneCard } from './TwentyOneCard.tsx';

function app(overrides: Partial<AppFixture> = {}): { app: AppFixture } {
  return {
    app: {
      api: createFixtureApi({ 'POST /api/casino/get_init_params': twentyOneInit }),
      session: signedInSession,
      path: '/slots/main',
      ...overrides,
    },
  };
}

function Page({ navigate }: { navigate?: (url: string) => void }) {
  return (
    <Box padding="gutter">
      <TwentyOneCard navigate={navigate} />
    </Box>
  );
}

const meta = {
  title: 'Casino/Special/TwentyOneCard',
  component: Page,
  decorators: [withAppFixture],
  args: { navigate: fn() },
  parameters: { layout: 'fullscreen', ...app() },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, name = 'Veintiuno') =>
  within(within(canvasElement).getByRole('region', { name }));

/** A player: name, rules, the default limits and 'Jugar', which sends them to the game page. */
export const Player: Story = {
  play: async ({ canvasElement, args }) => {
    const region = card(canvasElement);
    await expect(region.getByText(/El blackjack paga 3:2/)).toBeInTheDocument();
    await expect(region.getByText(/^Apuesta: /)).toBeInTheDocument();
    await userEvent.click(region.getByRole('button', { name: 'Jugar' }));
    await waitFor(() => expect(args.navigate).toHaveBeenCalledOnce());
  },
};

/** The init call runs: the button is busy and ignores presses. */
export const Opening: Story = {
  parameters: app({
    api: createFixtureApi({ 'POST /api/casino/get_init_params': neverAnswer }),
  }),
  play: async ({ canvasElement }) => {
    const play = card(canvasElement).getByRole('button', { name: 'Jugar' });
    await userEvent.click(play);
    await waitFor(() => expect(play).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The platform refused: its own message shows, and the button works again. */
export const Failed: Story = {
  parameters: app({
    api: createFixtureApi({
      'POST /api/casino/get_init_params': serverFailure(
        403,
        404,
        'Provider twentyone is not available',
      ),
    }),
  }),
  play: async ({ canvasElement, args }) => {
    const region = card(canvasElement);
    await userEvent.click(region.getByRole('button', { name: 'Jugar' }));
    await expect(await region.findByText('Provider twentyone is not available')).toBeVisible();
    await expect(region.getByRole('button', { name: 'Jugar' })).not.toHaveAttribute('aria-busy');
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/** A guest: the sign-in prompt instead of the button; nothing is called. */
export const Guest: Story = {
  parameters: app({ session: { status: 'guest' } }),
  play: async ({ canvasElement }) => {
    const region = card(canvasElement);
    await expect(region.queryByRole('button', { name: 'Jugar' })).not.toBeInTheDocument();
    await expect(region.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
  },
};

/** The English interface. */
export const English: Story = {
  globals: { language: 'en-US' },
  play: async ({ canvasElement }) => {
    const region = card(canvasElement, 'Twenty-one');
    await expect(region.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  },
};

/** The Portuguese interface. */
export const Portuguese: Story = {
  globals: { language: 'pt-PT' },
  play: async ({ canvasElement }) => {
    const region = card(canvasElement, 'Vinte e um');
    await expect(region.getByRole('button', { name: 'Jogar' })).toBeInTheDocument();
  },
};
