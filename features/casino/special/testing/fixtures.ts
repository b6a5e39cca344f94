import { ApiError } from '../../../core/errors/index.ts';
import { fixturePlayer } from '../../../core/testing/index.ts';
import type { ProviderContext } from '../../launch/providers/types.ts';
import type { InbetGame, InbetInitOptions, InbetLauncherApi } from '../launcher/inbetLauncher.ts';
import type { InbetToken } from '../model/inbet.ts';
import type { TwentyOneInit } from '../model/twentyOne.ts';

/** A signed-in player's provider context in Spanish, as the app builds it for the demo brand. */
export const playerContext: ProviderContext = {
  language: 'es-ES',
  shortLanguage: 'es',
  player: fixturePlayer,
  partnerName: 'demo',
};

export const guestContext: ProviderContext = { ...playerContext, player: null };

/** POST /api/casino/get_init_params as the platform answers it. */
export const twentyOneInit: TwentyOneInit = {
  token: 'tok-21_abc',
  betLimits: { min: 1, max: 100 },
  balance: 1000,
  currency: 'CLP',
  userId: fixturePlayer.id,
  game_url: '/demo/twenty-one/',
};

/** GET /api/inbet/get_token?game=inbet-fruits as the platform answers it (CLP: coefficient 1). */
export function inbetToken(overrides: Partial<InbetToken> = {}): InbetToken {
  return {
    token: 'inbet-token-1',
    expires_at: '2026-11-17T03:37:00.000Z',
    game: 'inbet-fruits',
    path: '/demo/inbet/',
    billing: '/api/inbet/billing',
    script: '/somewhere/else.js',
    coefficient: 1,
    currency: 'CLP',
    language: 'es_ES',
    language_id: 9,
    home: '/slots/main',
    ...overrides,
  };
}

/** GET /api/site/settings, reduced to what the inbet screen reads. */
export function siteSettings(inbetKf: unknown = { CLP: 1, USD: 100 }) {
  return { lang: 'es', currency: 'CLP', currencies: ['CLP', 'USD'], inbetKf };
}

/** A failure as the API client throws it. */
export function serverFailure(httpStatus: number, codeStatus: number, serverMessage?: string) {
  return () => {
    throw new ApiError({ kind: 'server', httpStatus, codeStatus, serverMessage });
  };
}

export interface FakeInbetLauncher extends InbetLauncherApi {
  /** Every init's options, in order. */
  readonly inits: InbetInitOptions[];
  /** How many games were destroyed. */
  readonly destroyed: () => number;
}

/**
 * A stand-in for the launcher script: init draws a small game (a heading, the credits and a spin
 * button, in plain DOM as the real script does) into the container; destroy empties it.
 */
export function fakeInbetLauncher(): FakeInbetLauncher {
  const inits: InbetInitOptions[] = [];
  let destroyed = 0;
  return {
    version: 'fake',
    inits,
    destroyed: () => destroyed,
    init(options): InbetGame {
      inits.push(options);
      const container =
        typeof options.container === 'string'
          ? document.getElementById(options.container)
          : options.container;
      if (!container) throw new Error('InbetLauncher: container not found');
      const title = document.createElement('h2');
      title.textContent = `Inbet · ${options.game}`;
      const credits = document.createElement('p');
      credits.textContent = `${options.language} · ${String(1000 * options.coefficient)} ${options.currency}`;
      const spin = document.createElement('button');
      spin.type = 'button';
      spin.textContent = 'Spin';
      container.replaceChildren(title, credits, spin);
      return {
        destroy: () => {
          destroyed += 1;
          container.textContent = '';
        },
      };
    },
  };
}
