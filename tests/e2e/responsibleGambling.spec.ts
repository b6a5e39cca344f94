import { expect, test, type Page } from '@playwright/test';
import { brandPorts } from '../../playwright.config.ts';
import { fundedPlayer } from './support/players.ts';

// Costa (EUR, pt-PT, the pt-srij preset): tops up from 10 EUR, so limits of 100 mean something.
const costa = `http://127.0.0.1:${brandPorts.costa}`;
const password = 'secret12ab';

test.use({ locale: 'pt-PT' });

async function openPage(page: Page) {
  await page.goto(`${costa}/profile/responsible-gambling`);
  await expect(page.getByRole('heading', { level: 1, name: 'Jogo responsável' })).toBeVisible();
}

test.describe('responsible gambling', () => {
  test('should refuse a top-up past the deposit limit set on the page', async ({ page }) => {
    await fundedPlayer(page, costa, { label: 'rg-limit', amount: 20, currency: 'EUR', lang: 'pt' });
    await openPage(page);

    const daily = page.locator('[data-limit="deposit-day"]');
    await daily.getByRole('button', { name: 'Definir um limite' }).click();
    await daily.getByRole('textbox', { name: /^Novo limite por dia/ }).fill('100');
    await daily.getByRole('button', { name: 'Guardar' }).click();
    await expect(daily.getByRole('status')).toHaveText('Guardado. O limite já está em vigor.');
    await expect(daily.getByText(/^Limite: 100,00\s€$/)).toBeVisible();
    await expect(daily.getByText(/^Usado neste período: 20,00\s€$/)).toBeVisible();

    await page.goto(`${costa}/profile/top-up`);
    const notice = page.getByRole('dialog', { name: 'Como carregar a sua conta' });
    await notice.getByRole('button', { name: 'Entendi' }).click();
    await expect(notice).toBeHidden();
    await page.getByRole('button', { name: 'Cartão 1' }).click();
    await page.getByRole('textbox', { name: 'Montante' }).fill('200');
    await page.getByRole('button', { name: 'Ir para o pagamento' }).click();
    await expect(page.getByText(/ultrapassaria o limite de depósito/)).toBeVisible();
    // Refused before any payment started: the balance is the first top-up's.
    const balance = (await (await page.request.get(`${costa}/api/user/balance`)).json()) as {
      data: { balance: number };
    };
    expect(balance.data.balance).toBe(20);
  });

  test('should sign out on a 24-hour time-out and refuse sign-in until it ends', async ({
    page,
  }) => {
    const { email } = await fundedPlayer(page, costa, {
      label: 'rg-timeout',
      amount: 20,
      currency: 'EUR',
      lang: 'pt',
    });
    await openPage(page);

    const timeout = page.getByRole('region', { name: 'Fazer uma pausa' });
    await expect(timeout.getByRole('combobox', { name: 'Duração da pausa' })).toHaveValue('1');
    await timeout.getByRole('button', { name: 'Fazer uma pausa' }).click();
    const confirm = page.getByRole('dialog', { name: 'Fazer uma pausa de 24 horas?' });
    await expect(confirm).toContainText('não pode ser cancelada nem encurtada');
    await expect(confirm).toContainText(/Termina a \d{1,2} \w+ \d{4}, \d{2}:\d{2}\./);
    await confirm.getByRole('button', { name: 'Sim, começar agora' }).click();

    const done = page.getByRole('dialog', { name: 'A sua pausa começou' });
    await expect(done.getByRole('link', { name: /Ligar para 1414/ })).toHaveAttribute(
      'href',
      'tel:1414',
    );
    await done.getByRole('button', { name: 'Terminar sessão' }).click();
    await expect(page).not.toHaveURL(/\/profile\//);
    await expect(page.getByRole('banner').getByText(/^ID \d+$/)).toHaveCount(0);
    const check = (await (await page.request.get(`${costa}/api/user/check`)).json()) as {
      success: boolean;
    };
    expect(check.success).toBe(false);

    await page.goto(`${costa}/auth/login`);
    const form = page.getByRole('form', { name: 'Iniciar sessão' });
    await form.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await form.getByRole('textbox', { name: 'Palavra-passe', exact: true }).fill(password);
    await form.getByRole('button', { name: 'Iniciar sessão' }).click();
    await expect(
      page.getByText(/^A sua conta está na pausa que escolheu até .+\d{4}/),
    ).toBeVisible();
  });
});
