import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../core/errors/index.ts';
import type { Session } from '../../core/session/index.ts';
import {
  createFixtureApi,
  FixtureProviders,
  signedInSession,
  type FixtureApi,
} from '../../core/testing/index.ts';
import type { BetslipSelection } from '../model/selection.ts';
import {
  addToBetslip,
  clearBetslip,
  dispatchSlip,
  removeFromBetslip,
  resetSlipForTests,
  slipState,
} from '../model/slipStore.ts';
import type { RawBasket } from './basketCalls.ts';
import { useServerBasketMirror } from './useServerBasketMirror.ts';
import { slipBet } from '../placement/testing/bets.ts';

const selection = (eventId: number): BetslipSelection => slipBet(eventId);

const emptyBasket: RawBasket = { betslipType: 0, bets: [] };

function routes(basket: RawBasket = emptyBasket, failing = false) {
  const answer = () => {
    if (failing) throw new ApiError({ kind: 'network' });
    return basket;
  };
  return createFixtureApi({
    'GET /api/basket': () => basket,
    'POST /api/basket': answer,
    'PUT /api/basket': answer,
    'POST /api/feed/ClearBetslip': answer,
    'POST /api/feed/ChangeBetslipType': answer,
  });
}

const render = (api: FixtureApi, session: Session = signedInSession) =>
  renderHook(() => useServerBasketMirror(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <FixtureProviders api={api} session={session}>
        {children}
      </FixtureProviders>
    ),
  });

const callsOf = (api: FixtureApi) =>
  api.calls.map((call) => [`${call.method} ${call.path}`, call.body] as const);

afterEach(() => {
  window.localStorage.clear();
  resetSlipForTests();
});

describe('useServerBasketMirror', () => {
  it('should mirror add, remove, type and clear in order', async () => {
    resetSlipForTests({ bets: [selection(5)], type: { kind: 'single' }, processing: false });
    const api = routes();
    render(api);
    act(() => {
      addToBetslip(selection(1));
      addToBetslip(selection(2));
      addToBetslip(selection(3));
      dispatchSlip({ type: 'setType', betslipType: { kind: 'system', size: 2 } });
      removeFromBetslip('1_1.1');
      clearBetslip();
      dispatchSlip({ type: 'setProcessing', processing: true });
    });
    await waitFor(() => expect(api.calls).toHaveLength(6));
    expect(callsOf(api)).toEqual([
      ['POST /api/basket', expect.objectContaining({ id: '1_1.1', coef: 2, p1: 'Local 1' })],
      ['POST /api/basket', expect.objectContaining({ id: '2_1.1' })],
      ['POST /api/basket', expect.objectContaining({ id: '3_1.1' })],
      ['POST /api/feed/ChangeBetslipType', { betslipType: 2 }],
      ['PUT /api/basket', { bet_id: '1_1.1' }],
      ['POST /api/feed/ClearBetslip', {}],
    ]);
  });

  it('should adopt the server slip when the local one is empty, without sending it back', async () => {
    const api = routes({
      betslipType: 1,
      bets: [1, 2].map((eventId) => ({
        id: `${String(eventId)}_1.1`,
        eventId,
        coef: 2,
        sportName: 'Fútbol',
        champName: 'Primera División',
        marketName: 'Resultado del partido',
        betName: '1',
        p1: `Local ${String(eventId)}`,
        p2: `Visita ${String(eventId)}`,
      })),
    });
    render(api);
    await waitFor(() => expect(slipState().bets).toHaveLength(2));
    expect(slipState().type).toEqual({ kind: 'express' });
    expect(callsOf(api)).toEqual([['GET /api/basket', undefined]]);
  });

  it('should stay silent when the server fails, keeping the local slip', async () => {
    const api = routes(emptyBasket, true);
    render(api);
    act(() => addToBetslip(selection(1)));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(slipState().bets).toHaveLength(1);
  });

  it('should send nothing for a guest', () => {
    const api = routes();
    render(api, { status: 'guest' });
    act(() => addToBetslip(selection(1)));
    expect(api.calls).toHaveLength(0);
  });
});
