import type { ApiClient } from '../../core/api/index.ts';
import type { BetslipSelection } from '../model/selection.ts';
import type { BetslipType, SlipAction } from '../model/slip.ts';

/*
 * The server slip's calls (bets README "Bet slip (basket)") and how a local slip action maps to
 * them. The server applies the same add rule (toggle, replace, append) as the local reducer, so
 * sending each action in order keeps both slips equal.
 */

/** Names longer than this are refused by the basket. */
const MAX_NAME = 200;

/** Spec basket type ids: single 0, express 1, system 2. */
export function betslipTypeId(type: BetslipType): 0 | 1 | 2 {
  if (type.kind === 'single') return 0;
  return type.kind === 'express' ? 1 : 2;
}

const clip = (text: string) => text.slice(0, MAX_NAME);

/** POST /api/basket's body: the odd and the names placed bets show in the history. */
export function basketAddBody(selection: BetslipSelection) {
  const [p1 = '', p2 = ''] = selection.teams.split(' - ');
  return {
    id: selection.id,
    coef: selection.rate,
    sportName: clip(selection.sportName),
    champName: clip(selection.tourneyName),
    marketName: clip(selection.marketName),
    betName: clip(selection.shortName),
    p1: clip(p1),
    p2: clip(p2),
  };
}

/** The server call mirroring one local action, or undefined for actions the server does not hold. */
export function mirrorCall(action: SlipAction): ((api: ApiClient) => Promise<unknown>) | undefined {
  switch (action.type) {
    case 'add':
      return (api) => api.post('/api/basket', basketAddBody(action.selection));
    case 'remove':
      return (api) => api.put('/api/basket', { bet_id: action.id });
    case 'clear':
      return (api) => api.post('/api/feed/ClearBetslip');
    case 'setType':
      return (api) =>
        api.post('/api/feed/ChangeBetslipType', { betslipType: betslipTypeId(action.betslipType) });
    case 'setProcessing':
    case 'markErrors':
      return undefined;
  }
}

/** GET /api/basket's slip. */
export interface RawBasket {
  betslipType: 0 | 1 | 2;
  bets: {
    id: string;
    eventId: number;
    coef: number;
    sportName: string | null;
    champName: string | null;
    marketName: string | null;
    betName: string | null;
    p1: string | null;
    p2: string | null;
  }[];
}

/**
 * The server slip's bets as local selections (another device's slip). The basket keeps no sport,
 * country or live flag: those read 0 / false, as the basket itself decides line or live.
 */
export function basketSelections(basket: RawBasket): BetslipSelection[] {
  if (!Array.isArray(basket.bets)) return [];
  return basket.bets
    .filter((bet) => typeof bet.id === 'string' && Number.isFinite(bet.coef) && bet.coef > 0)
    .map((bet) => ({
      id: bet.id,
      rate: bet.coef,
      shortName: bet.betName ?? '',
      marketName: bet.marketName ?? '',
      teams: `${bet.p1 ?? ''} - ${bet.p2 ?? ''}`,
      eventId: Number.isFinite(bet.eventId) ? bet.eventId : 0,
      sportId: 0,
      sportName: bet.sportName ?? '',
      tourneyName: bet.champName ?? '',
      countryId: 0,
      isLive: false,
    }));
}
