import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/errors/index.ts';
import { createFixtureApi, signedInSession, type FixtureRoutes } from '../../core/testing/index.ts';
import {
  freeBetsActivation,
  freeBetsCheck,
  promoRefusal,
  promoRefusalMessages,
  welcomeActivation,
  welcomeCheck,
} from '../testing/fixtures.ts';
import { renderAccount } from '../testing/renderAccount.tsx';
import PromoCodesScreen from './PromoCodesScreen.tsx';

async function renderScreen(routes: FixtureRoutes) {
  const api = createFixtureApi(routes);
  const refresh = vi.fn(() => Promise.resolve());
  await renderAccount(<PromoCodesScreen />, {
    api,
    session: signedInSession,
    actions: { refresh },
    path: '/profile/promotional-codes',
  });
  return { api, refresh, user: userEvent.setup() };
}

const codeField = () => screen.getByLabelText(/^Promo code\*?$/);
const result = () => screen.getByRole('status', { name: 'Promo code result' });

describe('PromoCodesScreen', () => {
  it('should ask for a code without a request', async () => {
    const { api, user } = await renderScreen({});
    expect(screen.getByRole('heading', { level: 1, name: 'Promo codes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(api.calls).toEqual([]);
    expect(codeField()).toHaveAccessibleDescription('Enter a promo code.');
    expect(codeField()).toHaveFocus();
  });

  it('should check then activate the code, show the bonus and refresh the balance', async () => {
    const { api, refresh, user } = await renderScreen({
      'POST /api/payment/check_promocode': welcomeCheck,
      'POST /api/payment/promocode/activation': welcomeActivation,
    });
    await user.type(codeField(), '  welcome100 ');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(result()).toHaveTextContent('Promo code WELCOME100 activated'));
    expect(result()).toHaveTextContent('$100 added to your bonus balance.');
    expect(result()).toHaveTextContent('Bonus balance: $100');
    expect(api.calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/api/payment/check_promocode', { code: 'welcome100' }],
      ['POST', '/api/payment/promocode/activation', { code: 'welcome100' }],
    ]);
    await waitFor(() => expect(refresh).toHaveBeenCalledOnce());
    expect(codeField()).toHaveValue('');
  });

  it('should show the free bets a code gave', async () => {
    const { user } = await renderScreen({
      'POST /api/payment/check_promocode': freeBetsCheck,
      'POST /api/payment/promocode/activation': freeBetsActivation,
    });
    await user.type(codeField(), 'FREEBETS3');
    await user.click(screen.getByRole('button', { name: 'Activate' }));

    await waitFor(() => expect(result()).toHaveTextContent('Free bets received: 3.'));
    expect(result()).toHaveTextContent('Active free bets: 3');
    expect(result()).not.toHaveTextContent('bonus balance');
  });

  it('should not activate a code the check refuses', async () => {
    const { api, refresh, user } = await renderScreen({
      'POST /api/payment/check_promocode': () =>
        Promise.reject(promoRefusal(2201, promoRefusalMessages[2201])),
    });
    await user.type(codeField(), 'SUMMER2025');
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    await waitFor(() =>
      expect(codeField()).toHaveAccessibleDescription('The promo code has expired'),
    );
    expect(api.calls.map((call) => call.path)).toEqual(['/api/payment/check_promocode']);
    expect(refresh).not.toHaveBeenCalled();
    expect(codeField()).toHaveValue('SUMMER2025');
    expect(codeField()).toHaveFocus();
  });

  it.each(Object.entries(promoRefusalMessages))(
    'should show the localized message of refusal %s',
    async (code, message) => {
      const { user } = await renderScreen({
        'POST /api/payment/check_promocode': welcomeCheck,
        'POST /api/payment/promocode/activation': () =>
          Promise.reject(promoRefusal(Number(code), message)),
      });
      await user.type(codeField(), 'SOMECODE');
      await user.click(screen.getByRole('button', { name: 'Activate' }));
      await waitFor(() => expect(codeField()).toHaveAccessibleDescription(message));
      expect(codeField()).toHaveAttribute('aria-invalid', 'true');
      expect(result()).toBeEmptyDOMElement();
    },
  );

  it('should fall back to the catalogue when a refusal has no text', async () => {
    const { user } = await renderScreen({
      'POST /api/payment/check_promocode': () => Promise.reject(promoRefusal(2200)),
    });
    await user.type(codeField(), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    await waitFor(() =>
      expect(codeField()).toHaveAccessibleDescription(
        'Promo code not found. Check it and try again.',
      ),
    );
  });

  it('should say when there is no connection', async () => {
    const { user } = await renderScreen({
      'POST /api/payment/check_promocode': () =>
        Promise.reject(new ApiError({ kind: 'network', message: 'offline' })),
    });
    await user.type(codeField(), 'WELCOME100');
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    await waitFor(() =>
      expect(codeField()).toHaveAccessibleDescription(
        'No connection. Check your internet and try again.',
      ),
    );
  });

  it('should show a spinner while the code is being activated', async () => {
    const { api, user } = await renderScreen({
      'POST /api/payment/check_promocode': () => new Promise(() => {}),
    });
    await user.type(codeField(), 'WELCOME100');
    const activate = screen.getByRole('button', { name: 'Activate' });
    await user.click(activate);
    expect(activate).toHaveAttribute('aria-busy', 'true');
    await user.click(activate);
    expect(api.calls).toHaveLength(1);
  });
});
