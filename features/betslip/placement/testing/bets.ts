import type { SlipBet } from '../../model/slip.ts';

/** A slip bet of event `eventId` at `rate`, for the placement tests. */
export function slipBet(eventId: number, rate = 2, extra: Partial<SlipBet> = {}): SlipBet {
  return {
    id: `${String(eventId)}_1.1`,
    rate,
    shortName: '1',
    marketName: 'Resultado del partido',
    teams: `Local ${String(eventId)} - Visita ${String(eventId)}`,
    eventId,
    sportId: 1,
    sportName: 'Fútbol',
    tourneyName: 'Primera División',
    countryId: 5,
    isLive: false,
    ...extra,
  };
}
