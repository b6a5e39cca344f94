import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../core/errors/index.ts';
import { createFixtureApi, signedInSession } from '../../core/testing/index.ts';
import type { PromoCodeActivation, PromoCodeCheck } from '../model/promoCode.ts';
import {
  freeBetsActivation,
  freeBetsCheck,
  promoRefusal,
  welcomeActivation,
  welcomeCheck,
} from '../testing/fixtures.ts';
import { never, withAccountFixture, type AccountFixture } from '../testing/storyFixture.tsx';
import PromoCodesScreen from './PromoCodesScreen.tsx';

function fixture(routes: Record<string, unknown>): { account: AccountFixture } {
  return {
    account: {
      api: createFixtureApi(routes),
      session: signedInSession,
      actions: { refresh: fn(() => Promise.resolve()) },
      path: '/profile/promotional-codes',
    },
  };
}

/** A code the platform refuses, with its Spanish message (payments API, promoMessages.ts). */
function refused(code: number, message: string) {
  return fixture({
    'POST /api/payment/check_promocode': () => Promise.reject(promoRefusal(code, message)),
  });
}

const reloadCheck: PromoCodeCheck = {
  code: 'RELOAD50',
  type: 'deposit-bonus',
  amount: 4000,
  free_bets: 0,
  percent: 50,
  valid_until: null,
};
const reloadActivation: PromoCodeActivation = {
  ...reloadCheck,
  free_bets: { active: 0, inactive: 2 },
  balance: 1000,
  bonus_balance: 4100,
};

const meta = {
  title: 'Account/PromoCodes',
  component: PromoCodesScreen,
  decorators: [withAccountFixture],
  parameters: fixture({
    'POST /api/payment/check_promocode': welcomeCheck,
    'POST /api/payment/promocode/activation': welcomeActivation,
  }),
} satisfies Meta<typeof PromoCodesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

function playCode(
  code: string,
  expected: (field: HTMLElement, root: HTMLElement) => Promise<void>,
) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText(/^Código promocional\*?$/);
    await userEvent.type(field, code);
    await userEvent.click(canvas.getByRole('button', { name: 'Activar' }));
    await expected(field, canvasElement);
  };
}

const result = (root: HTMLElement) =>
  within(root).getByRole('status', { name: 'Resultado del código promocional' });

export const Empty: Story = {};

/** Activate without a code: the field asks for one; nothing is sent. */
export const CodeRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Activar' }));
    await expect(canvas.getByLabelText(/^Código promocional/)).toHaveAccessibleDescription(
      'Ingresa un código promocional.',
    );
  },
};

/** Check and activation run: the button shows a spinner. */
export const Activating: Story = {
  parameters: fixture({ 'POST /api/payment/check_promocode': never }),
  play: playCode('WELCOME100', async (_field, root) => {
    await expect(within(root).getByRole('button', { name: 'Activar' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  }),
};

/** A bonus code: the amount credited to the bonus wallet and the bonus balance after it. */
export const BonusCredited: Story = {
  play: playCode('WELCOME100', async (_field, root) => {
    await waitFor(() =>
      // es-ES writes the sign after the amount.
      expect(result(root)).toHaveTextContent(/Se abonaron 100,00\s\$ a tu saldo de bono\./),
    );
  }),
};

/** A free-bet code: how many free bets came, and how many are active now. */
export const FreeBetsCredited: Story = {
  parameters: fixture({
    'POST /api/payment/check_promocode': freeBetsCheck,
    'POST /api/payment/promocode/activation': freeBetsActivation,
  }),
  play: playCode('FREEBETS3', async (_field, root) => {
    await waitFor(() => expect(result(root)).toHaveTextContent('Apuestas gratis recibidas: 3.'));
  }),
};

/** A deposit bonus: a share of the last top-up, credited as bonus. */
export const DepositBonusCredited: Story = {
  parameters: fixture({
    'POST /api/payment/check_promocode': reloadCheck,
    'POST /api/payment/promocode/activation': reloadActivation,
  }),
  play: playCode('RELOAD50', async (_field, root) => {
    await waitFor(() => expect(result(root)).toHaveTextContent('RELOAD50'));
  }),
};

/** 2200: no such code. */
export const NotFound: Story = {
  parameters: refused(2200, 'Código promocional no encontrado'),
  play: playCode('NOEXISTE', async (field) => {
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Código promocional no encontrado'),
    );
  }),
};

/** 2201: expired. */
export const Expired: Story = {
  parameters: refused(2201, 'El código promocional ha caducado'),
  play: playCode('SUMMER2025', async (field) => {
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('El código promocional ha caducado'),
    );
  }),
};

/** 2202: this player already activated it. */
export const AlreadyActivated: Story = {
  parameters: refused(2202, 'Ya activó este código promocional'),
  play: playCode('WELCOME100', async (field) => {
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Ya activó este código promocional'),
    );
  }),
};

/** 2207: the player belongs to another partner. */
export const OtherPartnersCode: Story = {
  parameters: refused(2207, 'El código pertenece a otro socio'),
  play: playCode('RIVAL-PARTNER', async (field) => {
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('El código pertenece a otro socio'),
    );
  }),
};

/** 2214: the deposit bonus's conditions are not met. */
export const ConditionsNotMet: Story = {
  parameters: refused(2214, 'No se cumplen las condiciones del código promocional'),
  play: playCode('HIGHROLLER', async (field) => {
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'No se cumplen las condiciones del código promocional',
      ),
    );
  }),
};

/** No connection: the catalogue's message, the code kept. */
export const NoConnection: Story = {
  parameters: fixture({
    'POST /api/payment/check_promocode': () =>
      Promise.reject(new ApiError({ kind: 'network', message: 'offline' })),
  }),
  play: playCode('WELCOME100', async (field) => {
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'Sin conexión. Revisa tu internet e inténtalo de nuevo.',
      ),
    );
    await expect(field).toHaveValue('WELCOME100');
  }),
};

export const EnglishBonus: Story = {
  globals: { language: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Promo code\*?$/), 'WELCOME100');
    await userEvent.click(canvas.getByRole('button', { name: 'Activate' }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Promo code result' })).toHaveTextContent(
        '$100.00 added to your bonus balance.',
      ),
    );
  },
};
