import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { brandPorts } from '../../playwright.config.ts';
import { appRequestHeader } from '../../schemas/appRequestHeader.ts';
import { acknowledgeNotice } from './support/players.ts';

const demo = `http://127.0.0.1:${brandPorts.demo}`;
const password = 'clave12ab';

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@demo.test`;

/** The newest code the platform "sent" to an address or phone (dev mailbox). */
async function mailboxCode(page: Page, to: string): Promise<string> {
  const answer = (await (
    await page.request.get(`${demo}/api/dev/mailbox`, { params: { to } })
  ).json()) as { data: Array<{ code?: string }> };
  const code = answer.data[0]?.code;
  if (!code) throw new Error(`no code in the mailbox of ${to}`);
  return code;
}

async function registerByEmail(page: Page, email: string) {
  await page.goto(`${demo}/auth/registration`);
  const form = page.getByRole('form', { name: 'Registro con correo' });
  await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await form.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(password);
  await form.getByRole('textbox', { name: 'Repite la contraseña' }).fill(password);
  await form.getByLabel(/^Fecha de nacimiento/).fill('1990-05-17');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Registrarme' }).click();
  await expect(page.getByRole('banner').getByText(/^ID \d+$/)).toBeVisible();
}

async function logOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Abrir menú' }).click();
  await page
    .getByRole('dialog', { name: 'Menú' })
    .getByRole('button', { name: 'Cerrar sesión' })
    .click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible();
}

async function balanceOf(page: Page): Promise<number> {
  const answer = (await (await page.request.get(`${demo}/api/user/balance`)).json()) as {
    data: { balance: number };
  };
  return answer.data.balance;
}

async function topUp(page: Page, amount: string) {
  await page.goto(`${demo}/profile/top-up`);
  await acknowledgeNotice(page, 'Cómo recargar tu cuenta');
  await page.getByRole('button', { name: 'Tarjeta Visa' }).click();
  await page.getByRole('textbox', { name: 'Monto' }).fill(amount);
  await page.getByRole('button', { name: 'Ir al pago' }).click();
  await page.getByRole('button', { name: 'Confirmar pago' }).click();
  await expect(page.getByText(/completad|pagado|Pago completado/i).first()).toBeVisible();
}

test.describe('account journeys', () => {
  test('should register by e-mail, log out, and log in by phone', async ({ page }) => {
    await registerByEmail(page, uniqueEmail('register'));
    await logOut(page);

    await page.goto(`${demo}/auth/login`);
    await page.getByRole('tab', { name: 'Teléfono' }).click();
    await page.getByRole('textbox', { name: 'Número de teléfono' }).fill('987654321');
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();
    await expect(page.getByRole('banner').getByText('ID 1', { exact: true })).toBeVisible();
  });

  test('should top up through the demo checkout and show the new balance in the header', async ({
    page,
  }) => {
    await registerByEmail(page, uniqueEmail('topup'));
    await topUp(page, '6000');
    await page.goto(`${demo}/slots/home`);
    // Within one balance poll (5 s) the header shows the credited amount.
    await expect(page.getByRole('banner').getByText(/\$6\.000$/)).toBeVisible({
      timeout: 7_000,
    });
  });

  test('should request a withdrawal and list it in the payment history', async ({ page }) => {
    await registerByEmail(page, uniqueEmail('withdraw'));
    await topUp(page, '20000');
    await expect.poll(() => balanceOf(page)).toBe(20000);

    await page.goto(`${demo}/profile/withdrawal`);
    await acknowledgeNotice(page, 'Antes de retirar');
    // Dismissed for good: the player's settings remember it.
    const settingsRead = page.waitForResponse((answer) =>
      answer.url().includes('/api/site/settings'),
    );
    await page.reload();
    await settingsRead;
    await expect(page.getByLabel('Método de retiro')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Antes de retirar' })).toHaveCount(0);
    await page.getByLabel('Método de retiro').selectOption({ label: 'Tarjeta bancaria' });
    await page.getByRole('textbox', { name: 'Número de tarjeta' }).fill('4111111111111111');
    await page.getByRole('textbox', { name: 'Monto' }).fill('10000');
    await page.getByRole('button', { name: 'Solicitar retiro' }).click();
    await expect(
      page.getByText('Solicitud de retiro enviada', { exact: false }).first(),
    ).toBeVisible();
    await expect.poll(() => balanceOf(page)).toBe(10000);

    await page.goto(`${demo}/profile/pay-history`);
    const rows = page.getByRole('main').getByRole('listitem');
    await expect(rows.filter({ hasText: /Retiro/ }).first()).toBeVisible();
    await expect(rows.filter({ hasText: /Recarga|Pago/ }).first()).toBeVisible();
  });

  test('should change the password and log in with the new one', async ({ page }) => {
    const email = uniqueEmail('password');
    await registerByEmail(page, email);
    await page.goto(`${demo}/profile/change-password`);
    await acknowledgeNotice(page, 'Cuidado con los impostores');
    await page.getByRole('textbox', { name: 'Contraseña actual' }).fill(password);
    await page.getByRole('textbox', { name: 'Contraseña nueva', exact: true }).fill('nueva34cd');
    await page.getByRole('textbox', { name: 'Repite la contraseña nueva' }).fill('nueva34cd');
    await page.getByRole('button', { name: 'Guardar' }).click();
    // A change costs two scrypt runs at OWASP's cost (the old password checked, the new one
    // hashed), queued one at a time behind the other journeys' sign-ups: seconds on a busy machine.
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /contraseña/i })
        .first(),
    ).toBeVisible({ timeout: 20_000 });
    await logOut(page);

    await page.goto(`${demo}/auth/login`);
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('nueva34cd');
    await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();
    await expect(page.getByRole('banner').getByText(/^ID \d+$/)).toBeVisible();
  });

  test('should recover a password by phone code', async ({ page }) => {
    // A phone account, registered through the platform with its SMS code.
    const local = `9${String(Date.now()).slice(-8)}`;
    const phone = `56${local}`;
    const hash = createHash('sha256').update(`${phone}:wl-demo-phone-code`).digest('hex');
    await page.request.post(`${demo}/api/user/phone/code`, { data: { phone, hash } });
    const signup = await page.request.post(`${demo}/api/user/signup/phone`, {
      data: {
        name: 'Recupera',
        phone,
        currency: 'CLP',
        password,
        birth_date: '1990-05-17',
        lang: 'es',
        code: await mailboxCode(page, phone),
        country_code: 'CL',
      },
    });
    expect(signup.ok()).toBe(true);
    // Not a browser fetch (no Sec-Fetch-Site): the platform's logout wants the app's header.
    await page.request.get(`${demo}/api/user/logout`, {
      headers: { [appRequestHeader.name]: appRequestHeader.value },
    });

    await page.goto(`${demo}/auth/login`);
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    const recovery = page.getByRole('dialog', { name: 'Recuperar contraseña' });
    await recovery.getByRole('textbox', { name: 'Correo o número de teléfono' }).fill(phone);
    await recovery.getByRole('button', { name: 'Continuar' }).click();
    // The code's field shows once the SMS is sent: read the mailbox only then, or it still holds
    // the sign-up's code (the argument below is read before `fill` waits for anything).
    const codeField = recovery.getByRole('textbox', { name: 'Código del SMS' });
    await expect(codeField).toBeVisible();
    await codeField.fill(await mailboxCode(page, phone));
    await recovery.getByRole('textbox', { name: 'Contraseña nueva', exact: true }).fill('otra56ef');
    await recovery.getByRole('button', { name: 'Guardar la contraseña nueva' }).click();
    await expect(recovery).toBeHidden();

    const login = await page.request.post(`${demo}/api/user/login/phone`, {
      data: { phone, password: 'otra56ef' },
    });
    expect(login.ok()).toBe(true);
  });
});
