import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  createFixtureApi,
  signedInSession,
  storyLanguage,
  storyText,
  withAppFixture,
} from '../../core/testing/index.ts';
import { betslipRoutes } from '../components/BetslipPanel.fixtures.ts';
import { fixtureBetsIn } from '../components/SlipPanel.fixtures.ts';
import { dispatchSlip } from '../model/slipStore.ts';
import BasketScreen from './BasketScreen.tsx';

const meta = {
  title: 'Betslip/BasketScreen',
  component: BasketScreen,
  decorators: [withAppFixture],
  parameters: {
    layout: 'fullscreen',
    app: { api: createFixtureApi(betslipRoutes()), session: signedInSession, path: '/basket' },
  },
} satisfies Meta<typeof BasketScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four fixture bets in the slip, as the feed names them in the story's language. */
const withFourBets = () => {
  for (const selection of fixtureBetsIn(storyLanguage())) dispatchSlip({ type: 'add', selection });
};
const selections = (count: number) => `${storyText('betslip:bets.label')} (${String(count)})`;

/** /basket with nothing in the slip. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: storyText('betslip:title') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: storyText('betslip:empty.action') }),
    ).toBeVisible();
  },
};

/** /basket with four bets, as a player finds it. */
export const Filled: Story = {
  beforeEach: withFourBets,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: selections(4) })).toBeVisible();
    await expect(
      canvas.getByRole('tab', { name: storyText('betslip:type.express') }),
    ).toHaveAttribute('aria-selected', 'true');
  },
};

/** /basket with four bets: choose a system, remove one, clear the rest. */
export const WithBets: Story = {
  beforeEach: withFourBets,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: storyText('betslip:type.system') }));
    await expect(canvas.getByLabelText(storyText('betslip:type.systemSize'))).toHaveValue('2');
    await userEvent.click(
      canvas.getByRole('button', {
        name: storyText('betslip:bets.remove', {
          outcome: '2',
          teams: 'Boca Juniors - River Plate',
        }),
      }),
    );
    await expect(canvas.getByRole('list', { name: selections(3) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: storyText('betslip:bets.clear') }));
    await expect(
      await canvas.findByRole('heading', { name: storyText('betslip:empty.title') }),
    ).toBeVisible();
  },
};
