/**
 * Browser code of the demo tables (./stage.ts), put at the head of each page script that shows one
 * (the CSP allows same-origin script files only). It defines `demoTables`: the round rules, pure
 * functions a test runs as they are shipped, and `demoTables.player(kind)`, which plays a round on
 * the page's stage without a stake. When the player asks for less motion, a round shows its outcome
 * at once.
 */
export const demoTablesScript = String.raw`var demoTables = (function () {
  'use strict';
  var ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  var suits = ['S', 'H', 'D', 'C'];
  var suitSymbols = { S: '\u2660', H: '\u2665', D: '\u2666', C: '\u2663' };

  function randomInt(max) {
    var values = new Uint32Array(1);
    crypto.getRandomValues(values);
    return values[0] % max;
  }

  /** A freshly shuffled 52-card deck, dealt from the top by the returned function. */
  function shuffledDeck(random) {
    var deck = [];
    suits.forEach(function (suit) {
      ranks.forEach(function (rank) { deck.push({ rank: rank, suit: suit }); });
    });
    for (var index = deck.length - 1; index > 0; index -= 1) {
      var other = random(index + 1);
      var card = deck[index];
      deck[index] = deck[other];
      deck[other] = card;
    }
    return function () { return deck.pop(); };
  }

  // Blackjack: aces count 1 or 11, pictures 10; the dealer draws to 17 and stands on every 17.
  function blackjackTotal(cards) {
    var total = 0;
    var ace = false;
    cards.forEach(function (card) {
      if (card.rank === 'A') ace = true;
      total += card.rank === 'A' ? 1 : ['J', 'Q', 'K'].indexOf(card.rank) >= 0 ? 10 : Number(card.rank);
    });
    return ace && total + 10 <= 21 ? total + 10 : total;
  }
  function isBlackjack(cards) { return cards.length === 2 && blackjackTotal(cards) === 21; }
  function playBlackjack(draw) {
    var player = [draw()];
    var dealer = [draw()];
    player.push(draw());
    dealer.push(draw());
    if (!isBlackjack(player) && !isBlackjack(dealer)) {
      // The demo seat plays as the dealer does, drawing to 17.
      while (blackjackTotal(player) < 17) player.push(draw());
      if (blackjackTotal(player) <= 21) while (blackjackTotal(dealer) < 17) dealer.push(draw());
    }
    var playerTotal = blackjackTotal(player);
    var dealerTotal = blackjackTotal(dealer);
    var winner;
    if (isBlackjack(player) || isBlackjack(dealer)) {
      winner = isBlackjack(player) === isBlackjack(dealer) ? 'push' : isBlackjack(player) ? 'player' : 'dealer';
    } else if (playerTotal > 21) winner = 'dealer';
    else if (dealerTotal > 21) winner = 'player';
    else winner = playerTotal > dealerTotal ? 'player' : playerTotal < dealerTotal ? 'dealer' : 'push';
    return {
      top: dealer, bottom: player, topTotal: dealerTotal, bottomTotal: playerTotal, winner: winner,
      blackjack: isBlackjack(player) || isBlackjack(dealer)
    };
  }

  // Baccarat: aces 1, tens and pictures 0, a total is its last digit; the third-card rule.
  function baccaratValue(card) {
    return card.rank === 'A' ? 1 : ['10', 'J', 'Q', 'K'].indexOf(card.rank) >= 0 ? 0 : Number(card.rank);
  }
  function baccaratTotal(cards) {
    return cards.reduce(function (sum, card) { return sum + baccaratValue(card); }, 0) % 10;
  }
  /** Whether the banker draws, from its total and the player's third card (null: the player stood). */
  function bankerDraws(total, third) {
    if (third === null) return total <= 5;
    if (total <= 2) return true;
    if (total === 3) return third !== 8;
    if (total === 4) return third >= 2 && third <= 7;
    if (total === 5) return third >= 4 && third <= 7;
    if (total === 6) return third === 6 || third === 7;
    return false;
  }
  function playBaccarat(draw) {
    var player = [draw()];
    var banker = [draw()];
    player.push(draw());
    banker.push(draw());
    var natural = baccaratTotal(player) >= 8 || baccaratTotal(banker) >= 8;
    if (!natural) {
      var third = null;
      if (baccaratTotal(player) <= 5) {
        player.push(draw());
        third = baccaratValue(player[2]);
      }
      if (bankerDraws(baccaratTotal(banker), third)) banker.push(draw());
    }
    var playerTotal = baccaratTotal(player);
    var bankerTotal = baccaratTotal(banker);
    return {
      top: banker, bottom: player, topTotal: bankerTotal, bottomTotal: playerTotal,
      winner: playerTotal > bankerTotal ? 'player' : playerTotal < bankerTotal ? 'banker' : 'tie'
    };
  }

  // Three-card poker: straight flush, three of a kind, straight, flush, pair, high card (5 to 0).
  function rankValue(rank) { return { A: 14, K: 13, Q: 12, J: 11 }[rank] || Number(rank); }
  function pokerHand(cards) {
    var values = cards.map(function (card) { return rankValue(card.rank); }).sort(function (a, b) { return b - a; });
    var flush = cards.every(function (card) { return card.suit === cards[0].suit; });
    var top = 0;
    if (values[0] - values[1] === 1 && values[1] - values[2] === 1) top = values[0];
    if (values[0] === 14 && values[1] === 3 && values[2] === 2) top = 3;
    var pair = values[0] === values[1] ? values[0] : values[1] === values[2] ? values[1] : 0;
    if (top && flush) return { category: 5, values: [top] };
    if (values[0] === values[2]) return { category: 4, values: [values[0]] };
    if (top) return { category: 3, values: [top] };
    if (flush) return { category: 2, values: values };
    if (pair) return { category: 1, values: [pair, values.filter(function (value) { return value !== pair; })[0]] };
    return { category: 0, values: values };
  }
  /** Above zero when hand a beats hand b, below when it loses, zero on a tie. */
  function comparePoker(a, b) {
    if (a.category !== b.category) return a.category - b.category;
    for (var index = 0; index < a.values.length; index += 1) {
      if (a.values[index] !== b.values[index]) return a.values[index] - b.values[index];
    }
    return 0;
  }
  function playPoker(draw) {
    var player = [draw(), draw(), draw()];
    var dealer = [draw(), draw(), draw()];
    var playerHand = pokerHand(player);
    var dealerHand = pokerHand(dealer);
    var order = comparePoker(playerHand, dealerHand);
    return {
      top: dealer, bottom: player, topHand: dealerHand, bottomHand: playerHand,
      winner: order > 0 ? 'player' : order < 0 ? 'dealer' : 'push'
    };
  }

  /** Sic bo's bets on three dice: small (4-10), big (11-17), neither on a triple. */
  function sicBo(values) {
    if (values[0] === values[1] && values[1] === values[2]) return 'triple';
    var total = values[0] + values[1] + values[2];
    return total <= 10 ? 'small' : 'big';
  }

  var later = function (reduced, milliseconds, then) {
    if (reduced) then();
    else setTimeout(then, milliseconds);
  };

  /** A playing card: rank and suit, red suits red; a card face down when it has no rank. */
  function cardElement(card) {
    var element = document.createElement('span');
    if (!card.rank) {
      element.className = 'playing-card back';
      element.setAttribute('role', 'img');
      element.setAttribute('aria-label', '?');
      return element;
    }
    var red = card.suit === 'H' || card.suit === 'D';
    element.className = 'playing-card' + (red ? ' red' : '');
    [['rank', card.rank], ['suit', suitSymbols[card.suit]], ['corner', card.rank]].forEach(function (part) {
      var span = document.createElement('span');
      span.className = part[0];
      span.textContent = part[1];
      if (part[0] === 'corner') span.setAttribute('aria-hidden', 'true');
      element.appendChild(span);
    });
    return element;
  }

  function cardTable(kind, data, reduced) {
    var hands = { top: document.getElementById('top-cards'), bottom: document.getElementById('bottom-cards') };
    var totals = { top: document.getElementById('top-total'), bottom: document.getElementById('bottom-total') };
    var rules = { blackjack: playBlackjack, baccarat: playBaccarat, poker: playPoker }[kind];
    var names = { player: data.msgPlayer, dealer: data.msgDealer, banker: data.msgBanker };
    var verdicts = {
      player: data.msgPlayerWins, dealer: data.msgDealerWins, banker: data.msgBankerWins,
      tie: data.msgTie, push: data.msgPush
    };
    var handName = function (hand) { return data['msgHand' + hand.category]; };
    var totalText = function (round, seat) {
      if (kind === 'poker') return handName(round[seat + 'Hand']);
      var total = round[seat + 'Total'];
      return kind === 'blackjack' && total > 21 ? total + ' (' + data.msgBust + ')' : String(total);
    };
    return function (finish) {
      var round = rules(shuffledDeck(randomInt));
      var topName = kind === 'baccarat' ? names.banker : names.dealer;
      hands.top.textContent = '';
      hands.bottom.textContent = '';
      totals.top.textContent = '';
      totals.bottom.textContent = '';
      // Dealt as at a table: player and dealer in turn, then each seat's further cards.
      var deals = [];
      var first = Math.min(round.top.length, round.bottom.length, kind === 'poker' ? 3 : 2);
      for (var index = 0; index < first; index += 1) deals.push(['bottom', round.bottom[index]], ['top', round.top[index]]);
      round.bottom.slice(first).forEach(function (card) { deals.push(['bottom', card]); });
      round.top.slice(first).forEach(function (card) { deals.push(['top', card]); });
      var done = function () {
        totals.top.textContent = totalText(round, 'top');
        totals.bottom.textContent = totalText(round, 'bottom');
        var verdict = verdicts[round.winner];
        var text = names.player + ' ' + totalText(round, 'bottom') + ' · ' + topName + ' ' + totalText(round, 'top') + ' — ' +
          (round.blackjack ? data.msgBlackjack + '. ' : '') + verdict;
        var score = kind === 'poker' ? handName(round[round.winner === 'dealer' ? 'topHand' : 'bottomHand'])
          : round.bottomTotal + '–' + round.topTotal;
        finish(text, verdict + ' · ' + score, round.winner === 'player' ? 'win' : round.winner === 'tie' || round.winner === 'push' ? 'even' : 'lose');
      };
      var next = function (index) {
        if (index >= deals.length) return done();
        hands[deals[index][0]].appendChild(cardElement(deals[index][1]));
        later(reduced, 450, function () { next(index + 1); });
      };
      next(0);
    };
  }

  function wheel(kind, data, reduced) {
    var element = document.getElementById('wheel');
    var labels = (kind === 'roulette' ? data.wheel : data.segments || '').split(',').map(Number);
    var reds = (data.red || '').split(',').map(Number);
    var names = { red: data.msgRed, black: data.msgBlack, green: data.msgGreen };
    var turned = 0;
    return function (finish) {
      var index = randomInt(labels.length);
      var value = labels[index];
      var done = function () {
        if (kind === 'wheel') return finish(data.msgSegment + ': ' + value, String(value), 'segment-' + value);
        var colour = value === 0 ? 'green' : reds.indexOf(value) >= 0 ? 'red' : 'black';
        finish(data.msgNumber + ': ' + value + ' (' + names[colour] + ')', String(value), colour);
      };
      // Segment i sits at i × 360/n degrees clockwise; turning the wheel back by that brings it under the pointer.
      turned = Math.ceil(turned / 360) * 360 + (reduced ? 0 : 5 * 360) - (index * 360) / labels.length;
      element.style.transform = 'rotate(' + turned + 'deg)';
      later(reduced, 4100, done);
    };
  }

  var pips = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };
  function dice(data, reduced) {
    var faces = Array.prototype.slice.call(document.querySelectorAll('.die'));
    var show = function (face, value) {
      face.setAttribute('aria-label', String(value));
      Array.prototype.forEach.call(face.children, function (pip, index) {
        pip.className = 'pip' + (pips[value].indexOf(index) >= 0 ? ' on' : '');
      });
    };
    return function (finish) {
      var values = faces.map(function () { return 1 + randomInt(6); });
      var total = values.reduce(function (sum, value) { return sum + value; }, 0);
      faces.forEach(function (face, index) {
        face.classList.remove('rolling');
        // Reading the width restarts the roll animation on the next class change.
        void face.offsetWidth;
        if (!reduced) face.classList.add('rolling');
        show(face, values[index]);
      });
      var bet = values.length === 3 ? ' · ' + { small: data.msgSmall, big: data.msgBig, triple: data.msgTriple }[sicBo(values)] : '';
      later(reduced, 600, function () {
        finish(data.msgTotal + ' ' + total + ' (' + values.join(' + ') + ')' + bet, values.join(' + ') + ' = ' + total, '');
      });
    };
  }

  /** A round player for the page's stage: call it with finish(text, chip, chipClass). */
  function player(kind, data, reduced) {
    if (kind === 'roulette' || kind === 'wheel') return wheel(kind, data, reduced);
    if (kind === 'blackjack' || kind === 'baccarat' || kind === 'poker') return cardTable(kind, data, reduced);
    if (kind === 'dice') return dice(data, reduced);
    return null;
  }

  return {
    shuffledDeck: shuffledDeck,
    blackjackTotal: blackjackTotal,
    playBlackjack: playBlackjack,
    baccaratTotal: baccaratTotal,
    bankerDraws: bankerDraws,
    playBaccarat: playBaccarat,
    pokerHand: pokerHand,
    comparePoker: comparePoker,
    playPoker: playPoker,
    sicBo: sicBo,
    player: player,
    cardElement: cardElement
  };
})();
`;
