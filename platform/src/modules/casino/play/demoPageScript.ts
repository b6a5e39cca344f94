/**
 * The demo game page's script, served as /demo/game/app.js (the CSP allows no inline script).
 * Plain browser JavaScript; it reads the session token and texts from the body's data attributes.
 */
export const demoPageScript = String.raw`'use strict';
(() => {
  const data = document.body.dataset;
  if (!data.token) return;
  const glyphs = {
    cherry: '🍒', lemon: '🍋', orange: '🍊', grape: '🍇',
    bell: '🔔', bar: 'BAR', seven: '7', diamond: '💎',
  };
  const api = '/api/casino/demo/' + encodeURIComponent(data.token);
  const balance = document.getElementById('balance');
  const stake = document.getElementById('stake');
  const spin = document.getElementById('spin');
  const message = document.getElementById('message');
  const reels = document.getElementById('reels');
  let state = null;
  let closed = false;

  const money = (value) =>
    value.toLocaleString(data.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) +
    ' ' + state.currency;
  const show = (text, kind) => {
    message.textContent = text || '';
    message.className = kind || '';
  };
  const failed = (envelope) => {
    if (envelope.codeStatus === 501) return show(data.msgNomoney, 'error');
    if (envelope.codeStatus === 410 || envelope.codeStatus === 404) {
      closed = true;
      return show(data.msgExpired, 'error');
    }
    show(envelope.errorMessage || data.msgError, 'error');
  };
  const drawReels = (columns) => {
    reels.querySelectorAll('.reel').forEach((reel, index) => {
      reel.querySelectorAll('.cell').forEach((cell, row) => {
        cell.textContent = glyphs[columns[index][row]] || '?';
      });
    });
  };
  const call = (method, path, body) =>
    fetch(api + path, {
      method,
      credentials: 'same-origin',
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    }).then((response) => response.json());

  const fillPaytable = (paytable) => {
    const table = document.getElementById('paytable');
    const head = table.insertRow();
    ['', '× 2', '× 3'].forEach((text) => {
      const cell = document.createElement('th');
      cell.textContent = text;
      head.appendChild(cell);
    });
    paytable.forEach((line) => {
      const row = table.insertRow();
      [glyphs[line.symbol], 'x' + line.two, 'x' + line.three].forEach((text) => {
        row.insertCell().textContent = text;
      });
    });
  };

  const play = () => {
    if (!state || closed) return;
    spin.disabled = true;
    show('');
    reels.classList.add('spinning');
    call('POST', '/spin', { stake: Number(stake.value) })
      .then((envelope) => {
        if (!envelope.success) return failed(envelope);
        const result = envelope.data;
        drawReels(result.reels);
        balance.textContent = money(result.balance);
        if (result.jackpot) show(data.msgJackpot + ' ' + result.jackpot.name + ': ' + money(result.jackpot.amount), 'jackpot');
        else if (result.win > 0) show(data.msgWin + ' ' + money(result.win), 'win');
      })
      .catch(() => show(data.msgError, 'error'))
      .finally(() => {
        reels.classList.remove('spinning');
        spin.disabled = closed;
      });
  };

  call('GET', '')
    .then((envelope) => {
      if (!envelope.success) return failed(envelope);
      state = envelope.data;
      state.stakes.forEach((value) => {
        const option = document.createElement('option');
        option.value = String(value);
        option.textContent = money(value);
        stake.appendChild(option);
      });
      stake.value = String(state.stakes[0]);
      balance.textContent = money(state.balance);
      fillPaytable(state.paytable);
      if (state.lastReels) drawReels(state.lastReels);
      spin.disabled = false;
    })
    .catch(() => show(data.msgError, 'error'));
  spin.addEventListener('click', play);
})();
`;
