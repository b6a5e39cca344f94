import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformDatabase } from '../../db/database.ts';
import { createTestPlatform, type TestPlatform } from '../../testing.ts';
import { dataOf, tokenOf, type TopUpStarted } from './testSupport.ts';

let platform: TestPlatform;
let app: FastifyInstance;
let database: PlatformDatabase;
let player: string;
let partner: string;

beforeAll(async () => {
  platform = await createTestPlatform();
  ({ app } = platform);
  database = platform.context.database;
  player = await platform.signIn();
  partner = await platform.signIn('partner@demo.test');
});

afterAll(async () => {
  await platform.close();
});

const activate = (code: string, cookie = player) =>
  app.inject({
    method: 'POST',
    url: '/api/payment/promocode/activation',
    payload: { code },
    headers: { cookie },
  });

const check = (code: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/payment/check_promocode', payload: { code }, headers });

const wallets = () =>
  database
    .prepare('SELECT balance_cents, bonus_balance_cents, free_bets_active FROM users WHERE id = 1')
    .get() as { balance_cents: number; bonus_balance_cents: number; free_bets_active: number };

// The order matters: some refusals depend on what the player activated before.
describe('POST /api/payment/promocode/activation', () => {
  it('should credit WELCOME100 to the bonus wallet through the ledger, once', async () => {
    const before = wallets();
    const response = await activate('welcome100');
    expect(response.json()).toMatchObject({
      success: true,
      data: { code: 'WELCOME100', type: 'bonus', amount: 100, bonus_balance: 100 },
    });
    expect(wallets()).toEqual({ ...before, bonus_balance_cents: 10_000 });
    expect(
      database
        .prepare(
          "SELECT wallet, kind, amount_cents FROM ledger WHERE reference = 'promo:WELCOME100'",
        )
        .all(),
    ).toEqual([{ wallet: 'bonus', kind: 'promo', amount_cents: 10_000 }]);
    const again = await activate('WELCOME100');
    expect(again.json()).toMatchObject({ success: false, codeStatus: 2202 });
    expect(wallets().bonus_balance_cents).toBe(10_000);
  });

  it('should give FREEBETS3 as three active free bets', async () => {
    const response = await activate('FREEBETS3');
    expect(response.json()).toMatchObject({
      success: true,
      data: { type: 'free-bets', free_bets: { active: 3, inactive: 2 } },
    });
    expect(wallets().free_bets_active).toBe(3);
  });

  it('should bind the player to a partner by the first partner code', async () => {
    expect((await activate('PARTNER-DEMO')).json()).toMatchObject({
      success: true,
      data: { amount: 500 },
    });
  });

  it.each([
    ['NO-SUCH-CODE', 2200, 'Código promocional no encontrado'],
    ['SUMMER2025', 2201, 'El código promocional ha caducado'],
    ['LUCKY1', 2203, 'El código promocional ya fue activado el número máximo de veces'],
    ['BIENVENIDA', 2204, 'Ya activó un código de esta promoción'],
    ['PARTNER-DEMO2', 2205, 'Ya activó un código de este socio'],
    ['BONUSBOOST', 2206, 'Ya tiene un bono promocional activo'],
    ['RIVAL-PARTNER', 2207, 'El código pertenece a otro socio'],
    ['LEGACY2019', 2209, 'Tipo de código promocional desconocido'],
    ['BLACKFRIDAY', 2210, 'El código promocional fue cancelado'],
    ['VIPCLUB', 2211, 'No participa en el programa de bonos de este código'],
    ['PAUSED', 2212, 'El código promocional fue desactivado por el administrador'],
    ['RELOAD50', 2213, 'Realizó un retiro después de su último depósito'],
    ['HIGHROLLER', 2214, 'No se cumplen las condiciones del código promocional'],
  ])('should refuse %s with code %i', async (code, status, message) => {
    const before = wallets();
    const response = await activate(code);
    expect(response.json()).toEqual({
      success: false,
      data: null,
      errorMessage: message,
      codeStatus: status,
    });
    expect(wallets()).toEqual(before);
  });

  it("should refuse a partner's own code with 2208 and let a programme member use VIPCLUB", async () => {
    expect((await activate('PARTNER-DEMO', partner)).json()).toMatchObject({ codeStatus: 2208 });
    expect((await activate('VIPCLUB', partner)).json()).toMatchObject({
      success: true,
      data: { amount: 1000 },
    });
  });

  it('should pay RELOAD50 as half of a new top-up once the player tops up again', async () => {
    const started = await app.inject({
      method: 'POST',
      url: '/api/payment/freekassa/init',
      payload: { amount: 20_000, payment_mode: 63 },
      headers: { cookie: player },
    });
    const token = tokenOf(dataOf<TopUpStarted>(started).url);
    await app.inject({ method: 'POST', url: `/api/payment/demo/${token}/confirm`, payload: {} });
    const before = wallets();
    const response = await activate('RELOAD50');
    expect(response.json()).toMatchObject({
      success: true,
      data: { type: 'deposit-bonus', amount: 10_000, percent: 50 },
    });
    expect(wallets().bonus_balance_cents).toBe(before.bonus_balance_cents + 1_000_000);
  });

  it('should answer in English when asked, and refuse guests with code 1', async () => {
    const english = await app.inject({
      method: 'POST',
      url: '/api/payment/promocode/activation',
      payload: { code: 'PAUSED', lang: 'en' },
      headers: { cookie: player },
    });
    expect(english.json()).toMatchObject({
      codeStatus: 2212,
      errorMessage: 'The promo code was disabled by the administrator',
    });
    const guest = await app.inject({
      method: 'POST',
      url: '/api/payment/promocode/activation',
      payload: { code: 'WELCOME100' },
    });
    expect(guest.json()).toMatchObject({ success: false, codeStatus: 1 });
    const malformed = await activate('');
    expect(malformed.json()).toMatchObject({ success: false, codeStatus: 400 });
  });
});

describe('POST /api/payment/check_promocode', () => {
  it('should tell a guest whether the code itself is usable', async () => {
    expect((await check('BIENVENIDA')).json()).toMatchObject({
      success: true,
      data: { code: 'BIENVENIDA', type: 'bonus', amount: 100 },
    });
    expect((await check('nope')).json()).toMatchObject({ success: false, codeStatus: 2200 });
    expect((await check('BLACKFRIDAY')).json()).toMatchObject({ codeStatus: 2210 });
    expect((await check('LUCKY1')).json()).toMatchObject({ codeStatus: 2203 });
  });

  it('should check a signed-in player without activating anything', async () => {
    expect((await check('BIENVENIDA', { cookie: player })).json()).toMatchObject({
      success: false,
      codeStatus: 2204,
    });
    const free = await check('PARTNER-DEMO2', { cookie: partner });
    expect(free.json()).toMatchObject({ codeStatus: 2208 });
    const usable = await check('FREEBETS3', { cookie: partner });
    expect(usable.json()).toMatchObject({ success: true, data: { free_bets: 3 } });
    const count = database
      .prepare("SELECT COUNT(*) AS count FROM promo_activations WHERE code = 'FREEBETS3'")
      .get();
    expect(count).toEqual({ count: 1 });
  });
});
