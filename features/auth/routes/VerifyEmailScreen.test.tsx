import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetNotices } from '../../core/notifications/index.ts';
import { createFixtureApi, type FixtureRoutes } from '../../core/testing/index.ts';
import { failsWith, neverAnswers } from '../testing/fixtures.ts';
import { noticeMessages } from '../testing/notices.ts';
import { renderAuth } from '../testing/renderAuth.tsx';
import VerifyEmailScreen from './VerifyEmailScreen.tsx';

async function setup(path: string, routes: FixtureRoutes = {}) {
  const api = createFixtureApi(routes);
  await renderAuth(<VerifyEmailScreen />, { api, path, routePattern: '/verify' });
  return api;
}

describe('VerifyEmailScreen', () => {
  beforeEach(() => resetNotices());

  it('should show progress while the code is checked', async () => {
    await setup('/verify?code=k3y', { 'GET /api/user/email/verify/*': neverAnswers });
    expect(screen.getByRole('heading', { level: 1, name: 'E-mail verification' })).toBeVisible();
    expect(screen.getByText('Verifying your e-mail…').closest('[role="status"]')).toBeVisible();
  });

  it('should verify once, notify and open the top events', async () => {
    const api = await setup('/verify?code=k3y', {
      'GET /api/user/email/verify/k3y': { email_verified: true },
    });
    await waitFor(() =>
      expect(screen.getByLabelText('location')).toHaveTextContent('/line/top-events'),
    );
    expect(api.calls.map((call) => call.path)).toEqual(['/api/user/email/verify/k3y']);
    expect(noticeMessages()).toEqual(['verify.success']);
  });

  it.each([
    [6, 'The confirmation code is not valid.'],
    [7, 'The confirmation code has expired. Request a new one.'],
    [8, 'This account is already verified.'],
  ])('should explain code %i with a way home', async (code, message) => {
    await setup('/verify?code=k3y', { 'GET /api/user/email/verify/k3y': failsWith(code) });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/slots/home',
    );
  });

  it('should explain a link without its code', async () => {
    const api = await setup('/verify');
    expect(screen.getByRole('alert')).toHaveTextContent('This verification link is incomplete.');
    expect(api.calls).toEqual([]);
  });
});
