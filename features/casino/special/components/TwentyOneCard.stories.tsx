import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../../../../design-system/index.ts';
import {
  createFixtureApi,
  fixturePlayer,
  neverAnswer,
  signedInSession,
  storyMoney,
  storyText,
  withAnySpaces,
  withAppFixture,
  type AppFixture,
} from '../../../core/testing/index.ts';
import { DEFAULT_BET_LIMITS } from '../model/twentyOne.ts';
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

const card = (canvasElement: HTMLElement) =>
  within(
    within(canvasElement).getByRole('region', { name: storyText('casinoSpecial:twentyOne.name') }),
  );
const playName = () => storyText('casinoSpecial:twentyOne.play');

/** A player: name, rules, the default limits and the play button, which sends them to the game page. */
export const Player: Story = {
  play: async ({ canvasElement, args }) => {
    const region = card(canvasElement);
    await expect(region.getByText(storyText('casinoSpecial:twentyOne.rules'))).toBeInTheDocument();
    // The limits in the player's currency, written as the card writes money.
    const { currency } = fixturePlayer;
    const limits = storyText('casinoSpecial:twentyOne.limits', {
      min: storyMoney(DEFAULT_BET_LIMITS.min, currency),
      max: storyMoney(DEFAULT_BET_LIMITS.max, currency),
    });
    await expect(region.getByText(withAnySpaces(limits))).toBeInTheDocument();
    await userEvent.click(region.getByRole('button', { name: playName() }));
    await waitFor(() => expect(args.navigate).toHaveBeenCalledOnce());
  },
};

/** The init call runs: the button is busy and ignores presses. */
export const Opening: Story = {
  parameters: app({
    api: createFixtureApi({ 'POST /api/casino/get_init_params': neverAnswer }),
  }),
  play: async ({ canvasElement }) => {
    const play = card(canvasElement).getByRole('button', { name: playName() });
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
    await userEvent.click(region.getByRole('button', { name: playName() }));
    // The platform's own words, which it does not translate.
    await expect(await region.findByText('Provider twentyone is not available')).toBeVisible();
    await expect(region.getByRole('button', { name: playName() })).not.toHaveAttribute('aria-busy');
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/** A guest: the sign-in prompt instead of the button; nothing is called. */
export const Guest: Story = {
  parameters: app({ session: { status: 'guest' } }),
  play: async ({ canvasElement }) => {
    const region = card(canvasElement);
    await expect(region.queryByRole('button', { name: playName() })).not.toBeInTheDocument();
    await expect(
      region.getByRole('button', { name: storyText('casino:guest.signIn') }),
    ).toBeInTheDocument();
  },
};

/** The English interface. */
export const English: Story = {
  globals: { language: 'en-US' },
  play: async ({ canvasElement }) => {
    const region = card(canvasElement);
    await expect(region.getByRole('button', { name: playName() })).toBeInTheDocument();
  },
};

/** The Portuguese interface. */
export const Portuguese: Story = {
  globals: { language: 'pt-PT' },
  play: async ({ canvasElement }) => {
    const region = card(canvasElement);
    await expect(region.getByRole('button', { name: playName() })).toBeInTheDocument();
  },
};
