import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { betslipSelections, clearBetslip } from '../../../betslip/index.ts';
import { createFixtureApi, neverAnswer, type FixtureApi } from '../../../core/testing/index.ts';
import { formatEventDate } from '../../shared/model/dates.ts';
import {
  emptyMap,
  esportsRoutes,
  tourneyEvents,
  unavailable,
  type EsportsFixtureOptions,
} from '../fixtures.ts';
import { renderEsports } from '../testing/renderEsports.tsx';
import EsportsScreen from './EsportsScreen.tsx';

const initialWidth = window.innerWidth;

afterEach(() => {
  clearBetslip();
  window.innerWidth = initialWidth;
});

async function renderScreen(options: EsportsFixtureOptions = {}) {
  const api = createFixtureApi(esportsRoutes(options));
  const rendered = await renderEsports(<EsportsScreen />, api);
  return { api, i18n: rendered.i18n, user: userEvent.setup() };
}

const eventCalls = (api: FixtureApi) =>
  api.calls.filter((call) => call.path === '/api/feed/line/games');

const gameButton = (name: string) => screen.findByRole('button', { name: new RegExp(`^${name}`) });

describe('EsportsScreen', () => {
  it('should load the esports map in the language and offer all esports and each game', async () => {
    const { api } = await renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Esports' })).toBeInTheDocument();
    const menu = await screen.findByRole('tablist', { name: 'Esports games' });
    expect(
      within(menu)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All esports', 'Counter-Strike 2', 'Dota 2', 'League of Legends', 'Valorant']);
    expect(screen.getByRole('tab', { name: 'All esports' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(api.calls.map((call) => [call.path, call.query])).toEqual([
      ['/api/feed/line/map', { sportId: 300, lang: 'en' }],
    ]);
    // Every game is listed, closed; no events are asked for yet.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Counter-Strike 2, Events: 4',
      'Dota 2, Events: 2',
      'League of Legends, Events: 1',
      'Valorant, Events: 1',
    ]);
    expect(await gameButton('Counter-Strike 2')).toHaveAttribute('aria-expanded', 'false');
  });

  it('should open a game to its tourneys, and a tourney only once its events loaded', async () => {
    const { api, user } = await renderScreen();
    await user.click(await gameButton('Counter-Strike 2'));
    expect(await gameButton('Counter-Strike 2')).toHaveAttribute('aria-expanded', 'true');
    const tourney = screen.getByRole('button', { name: /World\. IEM World Championship/ });
    expect(screen.getByRole('button', { name: /Europe\. BLAST Premier Europe/ })).toBeVisible();
    expect(eventCalls(api)).toHaveLength(0);

    await user.click(tourney);
    const events = await screen.findByRole('region', { name: /IEM World Championship/ });
    expect(tourney).toHaveAttribute('aria-expanded', 'true');
    expect(eventCalls(api).map((call) => call.query)).toEqual([
      { sportId: 300, gameId: 301, champId: 300001, lang: 'en' },
    ]);
    expect(
      within(events)
        .getAllByRole('article')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual([
      'Natus Vincere - FaZe Clan',
      'Team Vitality - G2 Esports',
      'The MongolZ - Virtus.pro',
    ]);
  });

  it('should show teams, the date, the extra bets and at most three odds under bet group 4', async () => {
    const { user } = await renderScreen();
    await user.click(await gameButton('Counter-Strike 2'));
    await user.click(screen.getByRole('button', { name: /IEM World Championship/ }));
    const row = await screen.findByRole('article', { name: 'Natus Vincere - FaZe Clan' });
    const [event] = tourneyEvents(300001, 'en');
    expect(row).toHaveTextContent(formatEventDate(event?.startDate ?? ''));
    expect(within(row).getByRole('time')).toHaveAttribute('dateTime', event?.startDate);
    // 18 odds offered, 3 shown: match result 1 and 2, then the handicap (group 2); no total (17).
    expect(within(row).getByRole('link', { name: '+15 bets' })).toHaveAttribute(
      'href',
      '/full-event/line/100311',
    );
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['1, 1.55', '2, 2.35', 'H1 (-1.5), 2.40']);
  });

  it('should put a tapped odd in the bet slip with its bet group id', async () => {
    const { user } = await renderScreen();
    await user.click(await gameButton('Counter-Strike 2'));
    await user.click(screen.getByRole('button', { name: /IEM World Championship/ }));
    const row = await screen.findByRole('article', { name: 'Natus Vincere - FaZe Clan' });
    const handicap = within(row).getByRole('button', { name: 'H1 (-1.5), 2.40' });
    await user.click(handicap);
    expect(handicap).toHaveAttribute('aria-pressed', 'true');
    expect(betslipSelections()).toEqual([
      expect.objectContaining({
        id: '100311_2.7.-1.5',
        rate: 2.4,
        eventId: 100311,
        sportId: 300,
        teams: 'Natus Vincere - FaZe Clan',
        tourneyName: 'IEM World Championship',
        marketName: 'Handicap',
        bId: 2,
      }),
    ]);
    await user.click(handicap);
    expect(handicap).toHaveAttribute('aria-pressed', 'false');
    expect(betslipSelections()).toEqual([]);
  });

  it('should close and reopen a loaded tourney without asking again', async () => {
    const { api, user } = await renderScreen();
    await user.click(await gameButton('Counter-Strike 2'));
    const tourney = screen.getByRole('button', { name: /IEM World Championship/ });
    await user.click(tourney);
    await screen.findByRole('article', { name: 'Natus Vincere - FaZe Clan' });
    await user.click(tourney);
    expect(tourney).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('article')).toBeNull();
    await user.click(tourney);
    expect(tourney).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('article', { name: 'Natus Vincere - FaZe Clan' })).toBeVisible();
    expect(eventCalls(api)).toHaveLength(1);
  });

  it('should show a tourney as loading until its events come', async () => {
    const { user } = await renderScreen({ events: neverAnswer });
    await user.click(await gameButton('Dota 2'));
    const tourney = screen.getByRole('button', { name: /DreamLeague/ });
    await user.click(tourney);
    expect(tourney).toHaveAttribute('aria-expanded', 'false');
    expect(within(tourney).getByRole('status')).toHaveTextContent('Loading events');
  });

  it('should show a tourney’s failure inside it, with a retry that loads the events', async () => {
    let fail = true;
    const { api, user } = await renderScreen({
      events: (request) =>
        fail ? unavailable() : tourneyEvents(Number(request.query.champId), 'en'),
    });
    await user.click(await gameButton('Valorant'));
    await user.click(screen.getByRole('button', { name: /VCT Americas/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Events could not be loaded');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Sentinels - LOUD' })).toBeVisible();
    expect(eventCalls(api)).toHaveLength(2);
  });

  it('should show only the game chosen in the menu, open', async () => {
    const { user } = await renderScreen();
    await user.click(await screen.findByRole('tab', { name: 'League of Legends' }));
    expect(screen.getByRole('tab', { name: 'League of Legends' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'League of Legends, Events: 1',
    ]);
    expect(await gameButton('League of Legends')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /Europe\. LEC/ })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'All esports' }));
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4);
  });

  it('should truncate long team names to the window width', async () => {
    window.innerWidth = 320;
    const { user } = await renderScreen();
    await user.click(await gameButton('Counter-Strike 2'));
    await user.click(screen.getByRole('button', { name: /BLAST Premier Europe/ }));
    const row = await screen.findByRole('article', { name: 'Ninjas in Pyjamas - Fnatic' });
    // 320 / 30 + 6 = 16 characters.
    expect(within(row).getByText('Ninjas in Pyjama…')).toBeVisible();
    expect(within(row).getByText('Fnatic')).toBeVisible();
  });

  it('should load the map and open tourneys again when the language changes', async () => {
    const { api, i18n, user } = await renderScreen();
    await user.click(await gameButton('Counter-Strike 2'));
    await user.click(screen.getByRole('button', { name: /World\. IEM World Championship/ }));
    await screen.findByRole('article', { name: 'Natus Vincere - FaZe Clan' });

    await act(() => i18n.changeLanguage('es-ES'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ciberdeportes' })).toBeVisible();
    const tourney = await screen.findByRole('button', { name: /Mundo\. IEM World Championship/ });
    expect(tourney).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(api.calls.map((call) => `${call.path} ${String(call.query.lang)}`).sort()).toEqual([
        '/api/feed/line/games en',
        '/api/feed/line/games es',
        '/api/feed/line/map en',
        '/api/feed/line/map es',
      ]),
    );
    expect(screen.getByRole('link', { name: '+15 apuestas' })).toBeVisible();
  });

  it('should say when there are no esports events', async () => {
    await renderScreen({ map: emptyMap });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No esports events' }),
    ).toBeVisible();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('should show the loading state while the map loads', async () => {
    await renderScreen({ map: neverAnswer });
    expect(screen.getByText('Loading esports events')).toBeVisible();
  });

  it('should show a failure with a retry that loads the map', async () => {
    let fail = true;
    const { user } = await renderScreen({
      map: () => (fail ? unavailable() : emptyMap()),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Esports events could not be loaded');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No esports events' })).toBeVisible();
  });
});
