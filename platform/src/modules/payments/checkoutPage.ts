import { htmlPage } from '../../html/page.ts';
import { html, type SafeHtml } from '../../html/template.ts';
import { aggregatorPaymentModes, type AggregatorGroup } from './constants.ts';
import type { Language, Localized } from './language.ts';
import type { PaymentRow } from './payments.ts';
import { fromCents } from '../../money/ledger.ts';

const texts = {
  title: { es: 'Pago de demostración', en: 'Demo payment', pt: 'Pagamento de demonstração' },
  notice: {
    es: 'Esta es una pasarela de demostración: no se mueve dinero real.',
    en: 'This is a demo checkout: no real money moves.',
    pt: 'Este é um pagamento de demonstração: não se movimenta dinheiro real.',
  },
  amount: { es: 'Importe', en: 'Amount', pt: 'Montante' },
  currency: { es: 'Moneda', en: 'Currency', pt: 'Moeda' },
  provider: { es: 'Proveedor', en: 'Provider', pt: 'Fornecedor' },
  mode: { es: 'Método de pago', en: 'Payment mode', pt: 'Método de pagamento' },
  status: { es: 'Estado', en: 'Status', pt: 'Estado' },
  confirm: { es: 'Confirmar pago', en: 'Confirm payment', pt: 'Confirmar pagamento' },
  cancel: { es: 'Cancelar', en: 'Cancel', pt: 'Cancelar' },
  status0: { es: 'En proceso', en: 'In process', pt: 'Em processamento' },
  status1: { es: 'Pago cancelado', en: 'Payment cancelled', pt: 'Pagamento cancelado' },
  status2: { es: 'Pago completado', en: 'Payment completed', pt: 'Pagamento concluído' },
  balance: { es: 'Saldo', en: 'Balance', pt: 'Saldo' },
  error: {
    es: 'No se pudo procesar el pago',
    en: 'The payment could not be processed',
    pt: 'Não foi possível processar o pagamento',
  },
  backToTopUp: { es: 'Volver a recargar', en: 'Back to top-up', pt: 'Voltar ao depósito' },
  history: { es: 'Historial de pagos', en: 'Payment history', pt: 'Histórico de pagamentos' },
  notFound: {
    es: 'Pago no encontrado',
    en: 'Payment not found',
    pt: 'Pagamento não encontrado',
  },
} as const satisfies Record<string, Localized>;

const groupNames: Record<AggregatorGroup, Localized> = {
  card: { es: 'Tarjeta', en: 'Card', pt: 'Cartão' },
  crypto: { es: 'Criptomonedas', en: 'Cryptocurrency', pt: 'Criptomoedas' },
  'e-wallet': { es: 'Billetera electrónica', en: 'E-wallet', pt: 'Carteira eletrónica' },
  mobile: { es: 'Operador móvil', en: 'Mobile operator', pt: 'Operador móvel' },
};

/** "63 · Card", "platilka · wallet", "payku · webpay": what the player pays with. */
export function paymentModeLabel(payment: PaymentRow, language: Language): string {
  const group = aggregatorPaymentModes[payment.payment_mode];
  const detail = group ? groupNames[group][language] : payment.method;
  return detail ? `${payment.payment_mode} · ${detail}` : payment.payment_mode;
}

const statusText = (status: number, language: Language) =>
  status === 2
    ? texts.status2[language]
    : status === 1
      ? texts.status1[language]
      : texts.status0[language];

function layout(language: Language, body: SafeHtml, scriptSrc?: string): string {
  return htmlPage({
    lang: language,
    title: texts.title[language],
    bodyAttributes: {
      style: 'margin:0;font-family:system-ui,sans-serif;background:#f3f4f6;color:#111827',
    },
    body: html`<main style="max-width:420px;margin:0 auto;padding:24px 16px">
      <h1 style="font-size:20px;margin:0 0 8px">${texts.title[language]}</h1>
      ${body}
      <nav style="margin-top:24px;display:flex;gap:16px;font-size:14px">
        <a href="/profile/top-up">${texts.backToTopUp[language]}</a>
        <a href="/profile/pay-history">${texts.history[language]}</a>
      </nav>
    </main>`,
    scriptSrc,
  });
}

const row = (label: string, value: string, id?: string) =>
  html`<tr>
    <th style="text-align:left;padding:6px 8px 6px 0;font-weight:500;color:#4b5563">${label}</th>
    <td style="padding:6px 0" ${id ? html`id="${id}"` : null}>${value}</td>
  </tr>`;

// Disabled until the page's script listens (it is deferred): a tap made before would do nothing.
const button = (action: 'confirm' | 'cancel', background: string, label: string) =>
  html`<button
    type="button"
    disabled
    data-action="${action}"
    style="flex:1;padding:12px;border:0;border-radius:8px;font-size:16px;color:#fff;background:${background}"
  >
    ${label}
  </button>`;

/** The checkout page of one payment; its script is served separately (CSP allows no inline). */
export function renderCheckoutPage(payment: PaymentRow, language: Language): string {
  const amount = fromCents(payment.amount_cents).toFixed(2);
  const pending = payment.status === 0;
  const attributes: Array<[string, string]> = [
    ['token', payment.token],
    ['lang', language],
    ['currency', payment.currency],
    ['text-status-1', texts.status1[language]],
    ['text-status-2', texts.status2[language]],
    ['text-balance', texts.balance[language]],
    ['text-error', texts.error[language]],
  ];
  const data = attributes.map(([name, value]) => html` data-${name}="${value}"`);
  const actions = pending
    ? html`<div id="actions" style="display:flex;gap:12px;margin-top:16px">
        ${button('confirm', '#059669', texts.confirm[language])}
        ${button('cancel', '#6b7280', texts.cancel[language])}
      </div>`
    : null;
  return layout(
    language,
    html`<p style="margin:0 0 16px;font-size:14px;color:#4b5563">${texts.notice[language]}</p>
      <section id="checkout" ${data} style="background:#fff;border-radius:12px;padding:16px">
        <table style="width:100%;border-collapse:collapse;font-size:15px">
          ${row(texts.amount[language], amount)} ${row(texts.currency[language], payment.currency)}
          ${row(texts.provider[language], payment.provider)}
          ${row(texts.mode[language], paymentModeLabel(payment, language))}
          ${row(texts.status[language], statusText(payment.status, language), 'status')}
        </table>
        ${actions}
        <p id="result" role="status" style="margin:16px 0 0;font-weight:600"></p>
      </section>`,
    '/demo/checkout/app.js',
  );
}

export function renderCheckoutNotFound(language: Language): string {
  return layout(language, html`<p>${texts.notFound[language]}</p>`);
}

/**
 * The checkout page's behaviour: the buttons post `{lang}` as JSON to the confirm or cancel
 * call and show the outcome. Plain browser JavaScript, served from /demo/checkout/app.js.
 */
export const checkoutScript = `'use strict';
(function () {
  var root = document.getElementById('checkout');
  var actions = document.getElementById('actions');
  if (!root || !actions) return;
  var result = document.getElementById('result');
  var status = document.getElementById('status');
  var buttons = actions.querySelectorAll('button[data-action]');
  function setBusy(busy) {
    buttons.forEach(function (button) { button.disabled = busy; });
  }
  function send(action) {
    setBusy(true);
    fetch('/api/payment/demo/' + encodeURIComponent(root.dataset.token) + '/' + action, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lang: root.dataset.lang })
    })
      .then(function (response) { return response.json(); })
      .then(function (body) {
        if (!body.success) {
          result.textContent = body.errorMessage || root.dataset.textError;
          setBusy(false);
          return;
        }
        var text = root.dataset['textStatus-' + body.data.status] || '';
        status.textContent = text;
        result.textContent = body.data.status === 2
          ? text + '. ' + root.dataset.textBalance + ': ' + body.data.balance.toFixed(2) + ' ' +
            root.dataset.currency
          : text;
        // The inline display:flex would win over the hidden attribute.
        actions.style.display = 'none';
      })
      .catch(function () {
        result.textContent = root.dataset.textError;
        setBusy(false);
      });
  }
  buttons.forEach(function (button) {
    button.addEventListener('click', function () { send(button.dataset.action); });
  });
  // The page sends the buttons disabled: they take taps only from here on.
  setBusy(false);
})();
`;
