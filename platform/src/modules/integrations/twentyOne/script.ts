/**
 * Browser code of the twenty-one page: deals, hits and stands through /api/twenty_one/*
 * with the page's token, and shows cards, totals, outcome and balance as the platform answers.
 */
export const twentyOneScript = `
var data = document.body.dataset;
var outcomes = JSON.parse(data.outcomes || '{}');
var buttons = { deal: document.getElementById('deal'), hit: document.getElementById('hit'), stand: document.getElementById('stand') };
var message = document.getElementById('round-message');
var roundId = null;
// The currency's decimals, from the platform's rule (none for pesos).
var digits = Number(data.digits || 0);
function money(amount) { return Number(amount).toFixed(digits); }

function showCards(who, cards, total) {
  var holder = document.getElementById(who + '-cards');
  holder.textContent = '';
  cards.forEach(function (code) {
    // '??' is the dealer's card face down.
    holder.appendChild(demoTables.cardElement(code === '??' ? {} : { rank: code.slice(0, -1), suit: code.slice(-1) }));
  });
  document.getElementById(who + '-total').textContent = cards.length ? '(' + total + ')' : '';
}

function show(round, balance) {
  document.getElementById('balance').textContent = money(balance);
  if (!round) return;
  showCards('player', round.playerCards, round.playerTotal);
  showCards('dealer', round.dealerCards, round.dealerTotal);
  var playing = round.state === 'playing';
  roundId = playing ? round.roundId : null;
  buttons.deal.disabled = playing;
  buttons.hit.disabled = !playing;
  buttons.stand.disabled = !playing;
  message.textContent = playing ? '' : (outcomes[round.outcome] || '') + (round.payout > 0 ? ' +' + money(round.payout) : '');
}

function call(method, path, body) {
  Object.keys(buttons).forEach(function (name) { buttons[name].disabled = true; });
  return fetch(path, {
    method: method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined
  })
    .then(function (response) { return response.json(); })
    .then(function (envelope) {
      if (!envelope.success) throw new Error(envelope.errorMessage || 'Error');
      return envelope.data;
    })
    .catch(function (error) {
      message.textContent = error.message;
      buttons.deal.disabled = roundId !== null;
      buttons.hit.disabled = buttons.stand.disabled = roundId === null;
      throw error;
    });
}

function ignore() {}

buttons.deal.addEventListener('click', function () {
  var amount = Number(document.getElementById('bet-amount').value);
  call('POST', '/api/twenty_one/deal', { token: data.token, amount: amount })
    .then(function (round) { show(round, round.balance); }, ignore);
});
['hit', 'stand'].forEach(function (action) {
  buttons[action].addEventListener('click', function () {
    call('POST', '/api/twenty_one/action', { token: data.token, round_id: roundId, action: action })
      .then(function (round) { show(round, round.balance); }, ignore);
  });
});

// A reload resumes a round in play.
if (data.token) {
  call('GET', '/api/twenty_one/round?token=' + encodeURIComponent(data.token))
    .then(function (state) { buttons.deal.disabled = false; show(state.round, state.balance); }, ignore);
}
`;
