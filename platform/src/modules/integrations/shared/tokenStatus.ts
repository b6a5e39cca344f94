import type { PlatformContext } from '../../../context.ts';
import { html, type SafeHtml } from '../../../html/template.ts';
import type { Language, Localized } from './language.ts';
import type { TokenOwner } from './tokens.ts';

const texts: Record<'valid' | 'invalid' | 'player', Localized> = {
  valid: { es: 'Token válido hasta', en: 'Token valid until', pt: 'Token válido até' },
  invalid: {
    es: 'Token no válido o caducado',
    en: 'Token invalid or expired',
    pt: 'Token inválido ou expirado',
  },
  player: { es: 'jugador', en: 'player', pt: 'jogador' },
};

/**
 * Whether a frame page's token is valid, with a countdown the page script runs
 * (`data-remaining-ms`); at zero the script shows `data-expired-text`.
 */
export function tokenStatus(
  context: PlatformContext,
  lang: Language,
  owner: TokenOwner | undefined,
): SafeHtml {
  if (!owner) {
    return html`<p id="token-status" class="bad" data-valid="false">${texts.invalid[lang]}</p>`;
  }
  const remaining = new Date(owner.expiresAt).getTime() - context.clock.nowMs();
  return html`<p
    id="token-status"
    class="ok"
    data-valid="true"
    data-remaining-ms="${remaining}"
    data-expired-text="${texts.invalid[lang]}"
  >
    ${texts.valid[lang]} ${owner.expiresAt.slice(11, 16)} UTC (${texts.player[lang]}
    ${owner.userId}) <span id="token-countdown"></span>
  </p>`;
}

/**
 * Browser code shared by the frame page scripts: runs the token countdown of `tokenStatus`.
 * Concatenated into each page's own script file (the CSP allows same-origin scripts only).
 */
const tokenCountdownScript = `
function startTokenCountdown() {
  var status = document.getElementById('token-status');
  var countdown = document.getElementById('token-countdown');
  if (!status || !countdown || status.dataset.valid !== 'true') return;
  var endsAt = Date.now() + Number(status.dataset.remainingMs || 0);
  function tick() {
    var left = Math.max(0, endsAt - Date.now());
    if (left === 0) {
      status.className = 'bad';
      status.dataset.valid = 'false';
      status.textContent = status.dataset.expiredText || '';
      return;
    }
    var minutes = Math.floor(left / 60000);
    var seconds = Math.floor((left % 60000) / 1000);
    countdown.textContent = '(' + minutes + ':' + String(seconds).padStart(2, '0') + ')';
    setTimeout(tick, 1000);
  }
  tick();
}
`;

/** A frame page's script: strict mode, the token countdown started, then the page's own code. */
export const withTokenCountdown = (script: string): string =>
  `'use strict';\n${tokenCountdownScript}\nstartTokenCountdown();\n${script}`;
