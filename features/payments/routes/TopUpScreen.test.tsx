import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Brand } from '../../../schemas/generated/brand.ts';
import { createFixtureApi, fixtureBrand, type FixtureRoutes } from '../../core/testing/index.ts';
import { never, paymentRefusal, settingsFixture, usdSession } from '../testing/fixtures.ts';
import { renderScreen } from '../testing/renderScreen.tsx';
import TopUpScreen from './TopUpScreen.tsx';

const checkout = {
  url: '/demo/checkout/3f2a9c0d?lang=en',
  payment_id: 12,
  status: 0,
  amount: 6000,
  currency: 'CLP',
};

async function renderTopUp(
  routes: FixtureRoutes = {},
  options: { usd?: boolean; brand?: Brand } = {},
) {
  const api = createFixtureApi({
    'GET /api/site/settings': settingsFixture,
    'POST /api/payment/freekassa/init': checkout,
    'POST /api/payment/platilka/init': checkout,
    ...routes,
  });
  const goToCheckout = vi.fn<(url: string) => void>();
  const actions = { refresh: vi.fn(() => Promise.resolve()) };
  await renderScreen(<TopUpScreen goToCheckout={goToCheckout} />, {
    api,
    actions,
    session: options.usd ? usdSession : undefined,
    brand: options.brand,
  });
  return { api, goToCheckout, actions, user: userEvent.setup() };
}

const initCalls = (api: { calls: { method: string; path: string }[] }) =>
  api.calls.filter((call) => call.method === 'POST');

describe('TopUpScreen', () => {
  it('should show a spinner while the limits load, and read the balance again on arrival', async () => {
    const { actions } = await renderTopUp({ 'GET /api/site/settings': never });
    expect(screen.getByRole('heading', { level: 1, name: 'Top up' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading payment methods');
    expect(actions.refresh).toHaveBeenCalledTimes(1);
  });

  it('should offer the methods in their groups with the minimum of the chosen one', async () => {
    const { user } = await renderTopUp();
    const cards = await screen.findByRole('group', { name: 'Cards' });
    expect(
      within(cards)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Visa card', 'Mastercard']);
    for (const name of ['Cryptocurrencies', 'E-wallets', 'Mobile operators', 'Platilka', 'Payku']) {
      expect(screen.getByRole('group', { name })).toBeInTheDocument();
    }
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveAccessibleDescription('Minimum $6,000 · maximum $3,000,000');
    await user.click(screen.getByRole('button', { name: 'MACH' }));
    expect(screen.getByRole('button', { name: 'MACH' })).toHaveAttribute('aria-pressed', 'true');
    expect(amount).toHaveAccessibleDescription('Minimum $6,000 · maximum $1,000,000');
  });

  it('should call a mode the brand does not name by its kind and place', async () => {
    // The demo brand's default language is es-es: a name written only in it stands in for English.
    const brand = { ...fixtureBrand, paymentModes: { '160': { 'es-es': 'Tarjeta Mastercard' } } };
    await renderTopUp({}, { brand });
    const names = async (group: string) =>
      within(await screen.findByRole('group', { name: group }))
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(await names('Cards')).toEqual(['Card 1', 'Tarjeta Mastercard']);
    expect(await names('Cryptocurrencies')).toEqual(['Crypto 1', 'Crypto 2', 'Crypto 3']);
    expect(await names('Mobile operators')).toEqual([
      'Mobile 1',
      'Mobile 2',
      'Mobile 3',
      'Mobile 4',
    ]);
  });

  it('should check the method and the amount on submit without calling the platform', async () => {
    const { api, user } = await renderTopUp();
    await user.click(await screen.findByRole('button', { name: 'Go to payment' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a payment method.');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(
      expect.stringContaining('Enter an amount.'),
    );

    await user.click(screen.getByRole('button', { name: 'Visa card' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '5999');
    await user.click(screen.getByRole('button', { name: 'Go to payment' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toBeInvalid();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(
      expect.stringContaining('The amount is below the minimum. ($6,000)'),
    );
    expect(initCalls(api)).toEqual([]);
  });

  it('should take Chilean pesos in whole amounts, as the platform does', async () => {
    const { api, user } = await renderTopUp();
    await user.click(await screen.findByRole('button', { name: 'Visa card' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '7000,50');
    await user.click(screen.getByRole('button', { name: 'Go to payment' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(
      expect.stringContaining('Write the amount in whole units'),
    );
    expect(initCalls(api)).toEqual([]);
  });

  it('should start the top-up and send the browser to the checkout', async () => {
    const { api, goToCheckout, user } = await renderTopUp();
    await user.click(await screen.findByRole('button', { name: 'Visa card' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '6000');
    await user.click(screen.getByRole('button', { name: 'Go to payment' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(checkout.url));
    expect(initCalls(api)).toMatchObject([
      { path: '/api/payment/freekassa/init', body: { amount: 6000, payment_mode: 63 } },
    ]);
    // The page is leaving: the button stays busy so nothing is sent twice.
    expect(screen.getByRole('button', { name: 'Go to payment' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('should ask for the phone of a Platilka mobile top-up and send it', async () => {
    const { api, user } = await renderTopUp();
    await user.click(await screen.findByRole('button', { name: 'Phone credit' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '7000');
    await user.click(screen.getByRole('button', { name: 'Go to payment' }));
    expect(screen.getByRole('textbox', { name: 'Phone to charge' })).toHaveAccessibleDescription(
      expect.stringContaining('Enter the full phone number.'),
    );
    await user.type(screen.getByRole('textbox', { name: 'Phone to charge' }), '987654321');
    await user.click(screen.getByRole('button', { name: 'Go to payment' }));
    await waitFor(() =>
      expect(initCalls(api)).toMatchObject([
        {
          path: '/api/payment/platilka/init',
          body: { pay_with: 'mobile', amount: 7000, phone_number: '+56987654321' },
        },
      ]),
    );
  });

  it.each(['000000000', '123456789'])(
    'should refuse the Chilean number %s, which no plan holds, without calling the platform',
    async (nationalNumber) => {
      const { api, user } = await renderTopUp();
      await user.click(await screen.findByRole('button', { name: 'Phone credit' }));
      await user.type(screen.getByRole('textbox', { name: 'Amount' }), '7000');
      await user.type(screen.getByRole('textbox', { name: 'Phone to charge' }), nationalNumber);
      await user.click(screen.getByRole('button', { name: 'Go to payment' }));
      expect(screen.getByRole('textbox', { name: 'Phone to charge' })).toHaveAccessibleDescription(
        expect.stringContaining('This phone number is not valid.'),
      );
      expect(initCalls(api)).toEqual([]);
    },
  );

  it("should show the server's refusal and keep what was typed", async () => {
    const { goToCheckout, user } = await renderTopUp({
      'POST /api/payment/freekassa/init': () => {
        throw paymentRefusal(101, 'Amount above the maximum');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Mastercard' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '8000');
    await user.click(screen.getByRole('button', { name: 'Go to payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Amount above the maximum');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('8000');
    expect(screen.getByRole('button', { name: 'Mastercard' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(goToCheckout).not.toHaveBeenCalled();
  });

  it("should translate the spec's minimum message the server writes in Spanish", async () => {
    const { user } = await renderTopUp({
      'POST /api/payment/freekassa/init': () => {
        throw paymentRefusal(101, 'Cantidad menor que mínima');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Visa card' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '6000');
    await user.click(screen.getByRole('button', { name: 'Go to payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The amount is below the minimum.');
  });

  it('should send a USD player to the brand’s top-up chat instead of the form', async () => {
    await renderTopUp({}, { usd: true });
    expect(
      await screen.findByText('Top-ups in US dollars (USD) are made through our support chat.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Top up by chat/ })).toHaveAttribute(
      'href',
      'https://chat.example.com/demo-bet/usd-top-up',
    );
    expect(screen.queryByRole('textbox', { name: 'Amount' })).not.toBeInTheDocument();
  });
});
