import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createFixtureApi } from '../../core/testing/index.ts';
import { never, paymentRefusal, settingsFixture, usdSession } from '../testing/fixtures.ts';
import { withFixtures } from '../testing/withFixtures.tsx';
import TopUpScreen from './TopUpScreen.tsx';
import { TopUpView } from './TopUpView.tsx';

const meta = {
  title: 'Payments/TopUp',
  component: TopUpView,
  args: {
    status: 'form',
    currency: 'CLP',
    symbols: { CLP: '$' },
    limits: settingsFixture.limits.payment,
    phoneCountries: ['CL', 'BR', 'VE'],
    usdTopUp: { href: 'https://chat.example.com/demo-bet/usd-top-up', external: true },
    submitting: false,
    onSubmit: fn(),
  },
} satisfies Meta<typeof TopUpView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The initial-loading flag: the limits are on their way. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Cargando los métodos de pago',
    );
  },
};

export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Recargar saldo' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Monto' })).toHaveAccessibleDescription(
      /^Mínimo 6000,00\s\$ · máximo 3\.000\.000,00\s\$$/,
    );
  },
};

/** An aggregator e-wallet: the e-wallet limits apply. */
export const EWalletChosen: Story = {
  args: { defaultMethodId: 'aggregator:114' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Billetera · 114' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: 'Monto' })).toHaveAccessibleDescription(
      /^Mínimo 6000,00\s\$ · máximo 1\.000\.000,00\s\$$/,
    );
  },
};

/** Platilka's mobile method charges a phone, so it asks for the number. */
export const PlatilkaMobile: Story = {
  args: { defaultMethodId: 'platilka:mobile' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Teléfono a cargar' }),
    ).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ir al pago' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Elige un método de pago.');
    await expect(canvas.getByRole('textbox', { name: 'Monto' })).toBeInvalid();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Spec, section 5: below the minimum reads 'Cantidad menor que mínima'. */
export const BelowMinimum: Story = {
  args: { defaultMethodId: 'aggregator:63' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Monto' }), '5000');
    await userEvent.click(canvas.getByRole('button', { name: 'Ir al pago' }));
    await expect(canvas.getByRole('textbox', { name: 'Monto' })).toHaveAccessibleDescription(
      /Cantidad menor que mínima \(6000,00\s\$\)/,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { defaultMethodId: 'payku:webpay', submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Ir al pago' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const ServerError: Story = {
  args: { defaultMethodId: 'aggregator:63', serverError: 'Cantidad mayor que máxima' },
};

/** Spec, section 2: USD players top up through the brand's chat. */
export const UsdPlayer: Story = {
  args: { status: 'usd', currency: 'USD' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Recargar por chat/ });
    await expect(link).toHaveAttribute('href', 'https://chat.example.com/demo-bet/usd-top-up');
  },
};

/** A brand without any chat: the contacts page instead. */
export const UsdPlayerWithoutChat: Story = {
  args: { status: 'usd', currency: 'USD', usdTopUp: { href: '/contacts', external: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Contactar con soporte' }),
    ).toHaveAttribute('href', '/contacts');
  },
};

export const English: Story = {
  args: { defaultMethodId: 'aggregator:160' },
  globals: { language: 'en-US' },
};

export const Portuguese: Story = {
  args: { defaultMethodId: 'platilka:wallet' },
  globals: { language: 'pt-PT' },
};

const goToCheckout = fn();

/** The screen against a fixture platform: the init answers, the browser would leave. */
export const ScreenStartsCheckout: StoryObj<typeof TopUpScreen> = {
  render: () => <TopUpScreen goToCheckout={goToCheckout} />,
  decorators: [
    withFixtures(
      createFixtureApi({
        'GET /api/site/settings': settingsFixture,
        'POST /api/payment/freekassa/init': {
          url: '/demo/checkout/3f2a9c0d?lang=es',
          payment_id: 12,
          status: 0,
          amount: 6000,
          currency: 'CLP',
        },
      }),
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Tarjeta · 63' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Monto' }), '6000');
    await userEvent.click(canvas.getByRole('button', { name: 'Ir al pago' }));
    await waitFor(() =>
      expect(goToCheckout).toHaveBeenCalledWith('/demo/checkout/3f2a9c0d?lang=es'),
    );
  },
};

/** The platform refuses (code 101): its message shows and the typed amount stays. */
export const ScreenServerRefusal: StoryObj<typeof TopUpScreen> = {
  render: () => <TopUpScreen goToCheckout={fn()} />,
  decorators: [
    withFixtures(
      createFixtureApi({
        'GET /api/site/settings': settingsFixture,
        'POST /api/payment/freekassa/init': () => {
          throw paymentRefusal(101, 'Cantidad mayor que máxima');
        },
      }),
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Tarjeta · 160' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Monto' }), '8000');
    await userEvent.click(canvas.getByRole('button', { name: 'Ir al pago' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Cantidad mayor que máxima');
    await expect(canvas.getByRole('textbox', { name: 'Monto' })).toHaveValue('8000');
  },
};

export const ScreenLoading: StoryObj<typeof TopUpScreen> = {
  render: () => <TopUpScreen />,
  decorators: [withFixtures(createFixtureApi({ 'GET /api/site/settings': never }))],
};

export const ScreenUsdPlayer: StoryObj<typeof TopUpScreen> = {
  render: () => <TopUpScreen />,
  decorators: [
    withFixtures(createFixtureApi({ 'GET /api/site/settings': settingsFixture }), usdSession),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: /Recargar por chat/ }),
    ).toHaveAttribute('href', 'https://chat.example.com/demo-bet/usd-top-up');
  },
};
