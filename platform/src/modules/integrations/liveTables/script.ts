/**
 * Browser code of the demo live table: a round every 20 s whose result depends on the table's
 * category. Results are only shown; no money moves at the demo live tables.
 */
export const liveTableScript = `
var tableArea = document.getElementById('table');
var roundMs = 20000;

function randomInt(max) {
  var values = new Uint32Array(1);
  crypto.getRandomValues(values);
  return values[0] % max;
}

var cards = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
var suits = ['\\u2660', '\\u2665', '\\u2666', '\\u2663'];
function card() { return cards[randomInt(13)] + suits[randomInt(4)]; }
var redNumbers = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];

var results = {
  roulette: function () {
    var number = randomInt(37);
    return number + (number === 0 ? ' green' : redNumbers.indexOf(number) >= 0 ? ' red' : ' black');
  },
  blackjack: function () { return 'Player ' + (12 + randomInt(10)) + ' / Dealer ' + (16 + randomInt(6)); },
  baccarat: function () { return ['Player', 'Banker', 'Tie'][randomInt(3)] + ' ' + randomInt(10) + ':' + randomInt(10); },
  poker: function () { return card() + ' ' + card() + ' ' + card(); },
  dice: function () { return (1 + randomInt(6)) + ' + ' + (1 + randomInt(6)); },
  wheel: function () { return 'x' + [1, 2, 5, 10, 20, 40][randomInt(6)]; }
};

if (tableArea) {
  var countdown = document.getElementById('round-countdown');
  var list = document.getElementById('round-results');
  var nextRound = Date.now() + roundMs;
  setInterval(function () {
    var left = nextRound - Date.now();
    if (left <= 0) {
      var item = document.createElement('li');
      item.textContent = results[tableArea.dataset.category]();
      list.insertBefore(item, list.firstChild);
      while (list.children.length > 10) list.removeChild(list.lastChild);
      nextRound = Date.now() + roundMs;
      left = roundMs;
    }
    countdown.textContent = Math.ceil(left / 1000) + ' s';
  }, 250);
}
`;
