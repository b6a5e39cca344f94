/**
 * /demo/inbet/launcher.js: defines `window.InbetLauncher.init(options)`, which renders the demo
 * inbet game into `options.container` (README.md, "Inbet launcher"). It runs inside the app's page,
 * so it styles through element.style only and talks to the billing path of its own origin.
 */
export const inbetLauncherScript = `(function () {
  'use strict';
  var labels = {
    es: { credits: 'Créditos', bet: 'Apuesta', spin: 'Girar', home: 'Volver al casino', win: 'Premio', noWin: 'Sin premio', failed: 'Error' },
    en: { credits: 'Credits', bet: 'Bet', spin: 'Spin', home: 'Back to the casino', win: 'Win', noWin: 'No win', failed: 'Error' },
    pt: { credits: 'Créditos', bet: 'Aposta', spin: 'Girar', home: 'Voltar ao casino', win: 'Prémio', noWin: 'Sem prémio', failed: 'Erro' }
  };
  var languageIds = { 1: 'en', 9: 'es', 8: 'pt' };
  var symbols = { '7': '7', BAR: 'BAR', BELL: '\\u{1F514}', CHERRY: '\\u{1F352}', LEMON: '\\u{1F34B}' };

  function languageOf(value) {
    if (typeof value === 'number') return languageIds[value] || 'es';
    var head = String(value || '').toLowerCase().split(/[-_]/)[0];
    return labels[head] ? head : 'es';
  }

  function sameOriginPath(value, fallback) {
    var text = String(value || '');
    return text.charAt(0) === '/' && text.charAt(1) !== '/' && text.charAt(1) !== '\\\\' ? text : fallback;
  }

  function element(tag, style, text) {
    var node = document.createElement(tag);
    Object.keys(style || {}).forEach(function (name) { node.style[name] = style[name]; });
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function init(options) {
    options = options || {};
    var container = typeof options.container === 'string' ? document.getElementById(options.container) : options.container;
    if (!container) throw new Error('InbetLauncher: container not found');
    if (!options.token) throw new Error('InbetLauncher: token is required');
    var billing = sameOriginPath(options.billing, '/api/inbet/billing');
    var text = labels[languageOf(options.language)];
    var coefficient = Number(options.coefficient) > 0 ? Number(options.coefficient) : 100;

    container.textContent = '';
    var root = element('div', { fontFamily: 'system-ui, sans-serif', background: '#1b1030', color: '#fff', borderRadius: '12px', padding: '16px', maxWidth: '420px' });
    root.setAttribute('data-inbet-game', String(options.game || ''));
    root.appendChild(element('h2', { margin: '0 0 8px', fontSize: '20px' }, 'Inbet · ' + String(options.game || '')));
    var credits = element('p', { margin: '0 0 12px' }, text.credits + ': …');
    root.appendChild(credits);
    var reels = element('div', { display: 'flex', gap: '8px', margin: '0 0 12px' });
    var reelCells = [0, 1, 2].map(function () {
      var cell = element('span', { flex: '1', textAlign: 'center', fontSize: '28px', padding: '16px 0', background: '#fff', color: '#1b1030', borderRadius: '8px' }, '?');
      reels.appendChild(cell);
      return cell;
    });
    root.appendChild(reels);
    var controls = element('div', { display: 'flex', gap: '8px', alignItems: 'center' });
    var betLabel = element('label', {}, text.bet + ' ');
    var bet = element('select', { fontSize: '16px' });
    [1, 5, 10, 50, 100].forEach(function (value) {
      var option = element('option', {}, String(value));
      option.value = String(value);
      bet.appendChild(option);
    });
    betLabel.appendChild(bet);
    controls.appendChild(betLabel);
    var spinButton = element('button', { padding: '8px 16px', fontSize: '16px', borderRadius: '6px', border: '0', background: '#f5b400', cursor: 'pointer' }, text.spin);
    spinButton.type = 'button';
    controls.appendChild(spinButton);
    root.appendChild(controls);
    var betValue = element('p', { margin: '8px 0 0', fontSize: '13px', opacity: '0.8' });
    root.appendChild(betValue);
    var message = element('p', { margin: '8px 0', minHeight: '1.4em' });
    message.setAttribute('aria-live', 'polite');
    root.appendChild(message);
    var home = element('a', { color: '#f5b400' }, text.home);
    home.href = sameOriginPath(options.homePage, '/slots/main');
    root.appendChild(home);
    container.appendChild(root);

    // The currency's decimals come with the first billing answer; until then the value waits.
    var digits = null;
    function showBetValue() {
      if (digits === null) return;
      betValue.textContent = text.bet + ' = ' + (Number(bet.value) / coefficient).toFixed(digits) + ' ' + String(options.currency || '');
    }
    bet.addEventListener('change', showBetValue);
    showBetValue();

    function callBilling(body) {
      body.token = options.token;
      return fetch(billing, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
        .then(function (response) { return response.json(); })
        .then(function (envelope) {
          if (!envelope.success) throw new Error(envelope.errorMessage || text.failed);
          credits.textContent = text.credits + ': ' + envelope.data.credits;
          if (digits === null) {
            digits = Number(envelope.data.digits) >= 0 ? Number(envelope.data.digits) : 2;
            showBetValue();
          }
          return envelope.data;
        });
    }

    spinButton.addEventListener('click', function () {
      spinButton.disabled = true;
      message.textContent = '';
      callBilling({ action: 'spin', bet: Number(bet.value) })
        .then(function (data) {
          data.spin.reels.forEach(function (symbol, index) { reelCells[index].textContent = symbols[symbol] || symbol; });
          message.textContent = data.spin.win > 0 ? text.win + ': ' + data.spin.win : text.noWin;
        })
        .catch(function (error) { message.textContent = error.message; })
        .then(function () { spinButton.disabled = false; });
    });

    callBilling({ action: 'balance' }).catch(function (error) { message.textContent = error.message; });
    return { destroy: function () { container.textContent = ''; } };
  }

  window.InbetLauncher = { version: '1.0', init: init };
})();
`;

/** /demo/inbet/page.js: boots the launcher on the stand-alone host page from its data-* values. */
export const inbetHostScript = `'use strict';
var data = document.body.dataset;
window.InbetLauncher.init({
  container: 'inbet-game',
  path: data.path,
  game: data.game,
  billing: data.billing,
  token: data.token,
  coefficient: Number(data.coefficient),
  currency: data.currency,
  language: data.language,
  homePage: data.home
});
`;
