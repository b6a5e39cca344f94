import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { createFixtureApi, signedInSession, withAppFixture } from '../../core/testing/index.ts';
import { betslipRoutes } from '../components/BetslipPanel.fixtures.ts';
import { fixtureBets } from '../components/SlipPanel.fixtures.ts';
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

/** /basket with nothing in the slip. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Cupón de apuestas' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver eventos destacados' })).toBeVisible();
  },
};

/** /basket with four bets, as a player finds it. */
export const Filled: Story = {
  beforeEach: () => {
    for (const selection of fixtureBets) dispatchSlip({ type: 'add', selection });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Selecciones (4)' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Combinada' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** /basket with four bets: choose a system, remove one, clear the rest. */
export const WithBets: Story = {
  beforeEach: () => {
    for (const selection of fixtureBets) dispatchSlip({ type: 'add', selection });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Sistema' }));
    await expect(canvas.getByLabelText('Tamaño de la combinación')).toHaveValue('2');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Quitar 2 (Boca Juniors - River Plate)' }),
    );
    await expect(canvas.getByRole('list', { name: 'Selecciones (3)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Borrar todo' }));
    await expect(await canvas.findByRole('heading', { name: 'Tu cupón está vacío' })).toBeVisible();
  },
};
