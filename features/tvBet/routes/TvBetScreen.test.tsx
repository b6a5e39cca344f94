import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetNotices } from '../../core/notifications/index.ts';
import {
  createFixtureApi,
  fixtureBrand,
  neverAnswer,
  type FixtureRoutes,
} from '../../core/testing/index.ts';
import type { Session } from '../../core/session/index.ts';
import { genToken, platformFailure } from '../testing/fixtures.ts';
import { renderTvBet } from '../testing/renderTvBet.tsx';
import TvBetScreen from './TvBetScreen.tsx';

const origin = window.location.origin;

async function renderPage(
  routes: FixtureRoutes = { 'GET /api/tvbet/GenToken': genToken },
  options: { session?: Session; language?: 'en-US' | 'es-ES'; brand?: typeof fixtureBrand } = {},
) {
  const api = createFixtureApi(routes);
  await renderTvBet(
    <StrictMode>
      <TvBetScreen />
    </StrictMode>,
    { api, ...options },
  );
  return { api, user: userEvent.setup() };
}

const frame = () => screen.getByTitle<HTMLIFrameElement>('TV betting games');
const findFrame = () => screen.findByTitle<HTMLIFrameElement>('TV betting games');

function fromFrame(data: unknown, overrides: Partial<MessageEventInit> = {}) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data, origin, source: frame().contentWindow, ...overrides }),
    );
  });
}

afterEach(() => resetNotices());

describe('TvBetScreen', () => {
  it("should open the frame with the player's token, client id and language", async () => {
    const { api } = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'TV bets' })).toBeInTheDocument();
    const iframe = await findFrame();
    expect(iframe.src).toBe(
      `${origin}/demo/tvbet/?lng=en&clientId=demo-demo&token=${genToken.token}`,
    );
    expect(iframe).toHaveAttribute('referrerpolicy', 'no-referrer');
    // Strict mode mounts twice; one GenToken goes out.
    expect(api.calls).toEqual([
      { method: 'GET', path: '/api/tvbet/GenToken', query: {}, body: undefined, headers: {} },
    ]);
  });

  it('should take the first two letters of the Spanish interface for lng', async () => {
    await renderPage(undefined, { language: 'es-ES' });
    expect(screen.getByRole('heading', { level: 1, name: 'Apuestas TV' })).toBeInTheDocument();
    const iframe = await screen.findByTitle<HTMLIFrameElement>('Juegos de apuestas en TV');
    expect(new URL(iframe.src).searchParams.get('lng')).toBe('es');
  });

  it('should show a spinner until the token arrives', async () => {
    await renderPage({ 'GET /api/tvbet/GenToken': neverAnswer });
    expect(screen.getByText('Preparing TV bets')).toBeInTheDocument();
    expect(screen.queryByTitle('TV betting games')).not.toBeInTheDocument();
  });

  it('should wait for the auth check before asking for anything', async () => {
    const { api } = await renderPage(undefined, { session: { status: 'checking' } });
    expect(screen.getByText('Preparing TV bets')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('should show a guest the frame without token and ask them to log in to bet', async () => {
    const { api, user } = await renderPage({}, { session: { status: 'guest' } });
    expect(frame().src).toBe(`${origin}/demo/tvbet/?lng=en`);
    expect(screen.getByText('Log in to place a bet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('status', { name: 'Auth modal' })).toHaveTextContent('sign-in');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('status', { name: 'Auth modal' })).toHaveTextContent('registration');
    expect(api.calls).toEqual([]);
  });

  it('should say TV bets are not available when the brand has no frame', async () => {
    const { api } = await renderPage(
      {},
      {
        brand: {
          ...fixtureBrand,
          integrations: { ...fixtureBrand.integrations, tvbet: undefined },
        },
      },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'TV bets' })).toBeInTheDocument();
    expect(screen.getByText('TV bets are not available')).toBeInTheDocument();
    expect(screen.queryByTitle('TV betting games')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('should show the failure with a retry that asks again, and notify it', async () => {
    let attempt = 0;
    const { api, user } = await renderPage({
      'GET /api/tvbet/GenToken': () => (++attempt === 1 ? platformFailure(500, 500)() : genToken),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('TV bets could not be opened')).toBeInTheDocument();
    expect(alert).toHaveTextContent('The service is temporarily unavailable');
    const notices = within(screen.getByRole('list', { name: 'Notifications' }));
    expect(notices.getByRole('listitem')).toHaveAttribute('data-type', 'error');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await findFrame()).toBeInTheDocument();
    expect(api.calls).toHaveLength(2);
  });

  it('should say the provider is not available when it is banned for the player', async () => {
    await renderPage({ 'GET /api/tvbet/GenToken': platformFailure(403, 404) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This provider is not available for your account.',
    );
  });
});

describe('TvBetScreen frame messages', () => {
  it('should resize the frame on a height message from its origin and window', async () => {
    await renderPage();
    await findFrame();
    fromFrame({ type: 'height', height: 1834 });
    expect(frame().style.height).toBe('1834px');
  });

  it('should clamp an absurd height', async () => {
    await renderPage();
    await findFrame();
    fromFrame({ type: 'height', height: 5 });
    expect(frame().style.height).toBe('200px');
  });

  it('should ignore a height from another origin', async () => {
    await renderPage();
    await findFrame();
    fromFrame({ type: 'height', height: 1834 }, { origin: 'https://evil.example' });
    expect(frame().style.height).toBe('');
  });

  it('should ignore a height of the right origin from another window', async () => {
    await renderPage();
    await findFrame();
    fromFrame({ type: 'height', height: 1834 }, { source: window });
    expect(frame().style.height).toBe('');
  });

  it('should ignore malformed messages', async () => {
    await renderPage();
    await findFrame();
    fromFrame({ type: 'height', height: '1834' });
    fromFrame('{"type":"height","height":1834}');
    expect(frame().style.height).toBe('');
  });

  it('should scroll the window to the frame position plus the offset asked for', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await renderPage();
    const iframe = await findFrame();
    vi.spyOn(iframe, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 120, 360, 800));
    fromFrame({ type: 'scrollTo', top: 480 });
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 600 });
  });

  it('should not scroll for a scroll request from another origin', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await renderPage();
    await findFrame();
    fromFrame({ type: 'scrollTo', top: 480 }, { origin: 'https://evil.example' });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('should report the viewport to the frame origin after load and once per animation frame', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    await renderPage();
    const iframe = await findFrame();
    const frameWindow = iframe.contentWindow;
    if (!frameWindow) throw new Error('The frame has no window');
    const postMessage = vi.spyOn(frameWindow, 'postMessage').mockImplementation(() => {});
    const viewport = { scrollTop: 0, viewportHeight: window.innerHeight };

    fireEvent.load(iframe);
    expect(postMessage).toHaveBeenLastCalledWith(viewport, origin);

    postMessage.mockClear();
    fireEvent.scroll(window);
    fireEvent.scroll(window);
    fireEvent(window, new Event('resize'));
    expect(postMessage).not.toHaveBeenCalled();
    expect(frames).toHaveLength(1);
    act(() => frames[0]?.(0));
    expect(postMessage).toHaveBeenCalledExactlyOnceWith(viewport, origin);
  });

  it('should address reports to an https frame origin, not to the app', async () => {
    const brand = {
      ...fixtureBrand,
      integrations: { ...fixtureBrand.integrations, tvbet: { frameUrl: 'https://tv.example/f/' } },
    };
    await renderPage(undefined, { brand });
    const iframe = await findFrame();
    expect(iframe.src).toMatch(/^https:\/\/tv\.example\/f\/\?lng=en&clientId=demo-demo&token=/);
    const postMessage = vi
      .spyOn(iframe.contentWindow as Window, 'postMessage')
      .mockImplementation(() => {});
    fireEvent.load(iframe);
    expect(postMessage).toHaveBeenCalledWith(expect.anything(), 'https://tv.example');
    // The app's own origin is not the frame's: its messages are ignored.
    fromFrame({ type: 'height', height: 900 });
    expect(frame().style.height).toBe('');
    fromFrame({ type: 'height', height: 900 }, { origin: 'https://tv.example' });
    expect(frame().style.height).toBe('900px');
  });
});
