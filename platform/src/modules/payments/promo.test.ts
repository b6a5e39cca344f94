import { describe, expect, it } from 'vitest';
import { dataOf, withSessions, withTestPlatform } from '../../testing.ts';
import { tokenOf, type TopUpStarted } from './testSupport.ts';

const platform = withTestPlatform();
const cookies = withSessions(platform, 'player', 'partner');

const activate = (code: string, cookie = cookies.player) =>
  platform.post('/api/payment/promocode/activation', { code }, cookie);

const check = (code: string, cookie?: string) =>
  platform.post('/api/payment/check_promocode', { code }, cookie);

const wallets = () =>
  platform.context.database
    .prepare('SELECT balance_cents, bonus_balance_cents, free_bets_active FROM users WHERE id = 1')
    .get() as { balance_cents: number; bonus_balance_cents: number; free_bets_active: number };

// The order matters: some refusals depend on what the player activated before.
describe('POST /api/payment/promocode/activation', () => {
  it('should credit WELCOME100 to the bonus wallet through the ledger, once', async () => {
    const before = wallets();
    const response = await activate('welcome100');
    expect(response.body).toMatchObject({
      success: true,
      data: { code: 'WELCOME100', type: 'bonus', amount: 100, bonus_balance: 100 },
    });
    expect(wallets()).toEqual({ ...before, bonus_balance_cents: 10_000 });
    expect(
      platform.context.database
        .prepare(
          "SELECT wallet, kind, amount_cents FROM ledger WHERE reference = 'promo:WELCOME100'",
        )
        .all(),
    ).toEqual([{ wallet: 'bonus', kind: 'promo', amount_cents: 10_000 }]);
    const again = await activate('WELCOME100');
    expect(again.body).toMatchObject({ success: false, codeStatus: 2202 });
    expect(wallets().bonus_balance_cents).toBe(10_000);
  });

  it('should give FREEBETS3 as three active free bets', async () => {
    const response = await activate('FREEBETS3');
    expect(response.body).toMatchObject({
      success: true,
      data: { type: 'free-bets', free_bets: { active: 3, inactive: 2 } },
    });
    expect(wallets().free_bets_active).toBe(3);
  });

  it('should bind the player to a partner by the first partner code', async () => {
    expect((await activate('PARTNER-DEMO')).body).toMatchObject({
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
    expect(response.body).toEqual({
      success: false,
      data: null,
      errorMessage: message,
      codeStatus: status,
    });
    expect(wallets()).toEqual(before);
  });

  it("should refuse a partner's own code with 2208 and let a programme member use VIPCLUB", async () => {
    expect((await activate('PARTNER-DEMO', cookies.partner)).body).toMatchObject({
      codeStatus: 2208,
    });
    expect((await activate('VIPCLUB', cookies.partner)).body).toMatchObject({
      success: true,
      data: { amount: 1000 },
    });
  });

  it('should pay RELOAD50 as half of a new top-up once the player tops up again', async () => {
    const started = await platform.post(
      '/api/payment/freekassa/init',
      { amount: 20_000, payment_mode: 63 },
      cookies.player,
    );
    const token = tokenOf(dataOf<TopUpStarted>(started).url);
    await platform.post(`/api/payment/demo/${token}/confirm`, {});
    const before = wallets();
    const response = await activate('RELOAD50');
    expect(response.body).toMatchObject({
      success: true,
      data: { type: 'deposit-bonus', amount: 10_000, percent: 50 },
    });
    expect(wallets().bonus_balance_cents).toBe(before.bonus_balance_cents + 1_000_000);
  });

  it('should answer in English when asked, and refuse guests with code 1', async () => {
    const english = await platform.post(
      '/api/payment/promocode/activation',
      { code: 'PAUSED', lang: 'en' },
      cookies.player,
    );
    expect(english.body).toMatchObject({
      codeStatus: 2212,
      errorMessage: 'The promo code was disabled by the administrator',
    });
    const guest = await platform.post('/api/payment/promocode/activation', { code: 'WELCOME100' });
    expect(guest.body).toMatchObject({ success: false, codeStatus: 1 });
    const malformed = await activate('');
    expect(malformed.body).toMatchObject({ success: false, codeStatus: 400 });
  });
});

describe('POST /api/payment/check_promocode', () => {
  it('should tell a guest whether the code itself is usable', async () => {
    expect((await check('BIENVENIDA')).body).toMatchObject({
      success: true,
      data: { code: 'BIENVENIDA', type: 'bonus', amount: 100 },
    });
    expect((await check('nope')).body).toMatchObject({ success: false, codeStatus: 2200 });
    expect((await check('BLACKFRIDAY')).body).toMatchObject({ codeStatus: 2210 });
    expect((await check('LUCKY1')).body).toMatchObject({ codeStatus: 2203 });
  });

  it('should check a signed-in player without activating anything', async () => {
    expect((await check('BIENVENIDA', cookies.player)).body).toMatchObject({
      success: false,
      codeStatus: 2204,
    });
    const free = await check('PARTNER-DEMO2', cookies.partner);
    expect(free.body).toMatchObject({ codeStatus: 2208 });
    const usable = await check('FREEBETS3', cookies.partner);
    expect(usable.body).toMatchObject({ success: true, data: { free_bets: 3 } });
    const count = platform.context.database
      .prepare("SELECT COUNT(*) AS count FROM promo_activations WHERE code = 'FREEBETS3'")
      .get();
    expect(count).toEqual({ count: 1 });
  });
});
