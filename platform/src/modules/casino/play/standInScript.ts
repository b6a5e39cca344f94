import { demoTablesScript } from '../../../html/demoTables/script.ts';

/**
 * The stand-in page's script, served as /demo/game/stand-in.js (the CSP allows no inline script).
 * Plain browser JavaScript: it plays rounds without a stake (the browser draws them; nothing is
 * paid) and, when the player asks for less motion, shows each round's outcome at once. The tables
 * (roulette, cards, dice, wheel) play through the shared demo tables code put at its head.
 */
export const standInScript =
  demoTablesScript +
  String.raw`'use strict';
(() => {
  const data = document.body.dataset;
  const reduced = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const result = document.getElementById('result');
  const button = document.getElementById('round');
  const history = document.getElementById('history');
  if (!result || !button || !history) return;

  const remember = (text, kind) => {
    const item = document.createElement('li');
    item.textContent = text;
    if (kind) item.className = kind;
    history.insertBefore(item, history.firstChild);
    while (history.children.length > 10) history.removeChild(history.lastChild);
  };
  // The tables' players (roulette, cards, dice, wheel) call back with the same three values.
  const finish = (text, chip, kind) => {
    result.textContent = text;
    remember(chip, kind);
    button.disabled = false;
  };

  const crash = () => {
    const curve = document.getElementById('crash-curve');
    const label = document.getElementById('crash-multiplier');
    const growth = 0.25;
    const format = (value) => value.toFixed(2) + '×';
    const draw = (seconds) => {
      const top = Math.max(2, Math.exp(growth * seconds));
      const width = Math.max(8, seconds);
      let path = 'M20 160';
      for (let step = 1; step <= 40; step += 1) {
        const t = (seconds * step) / 40;
        const x = 20 + (t / width) * 270;
        const y = 160 - ((Math.exp(growth * t) - 1) / (top - 1)) * 145;
        path += ' L' + x.toFixed(1) + ' ' + y.toFixed(1);
      }
      curve.setAttribute('d', path);
    };
    return () => {
      // A house edge of 3%, the usual shape of a crash point; capped so a demo round stays short.
      const point = Math.min(50, Math.max(1, Math.floor((97 / (100 - Math.random() * 100)) * 100) / 100));
      const end = Math.log(point) / growth;
      label.classList.remove('crashed');
      curve.setAttribute('stroke', '#4ade80');
      const crashed = () => {
        draw(end);
        label.textContent = format(point);
        label.classList.add('crashed');
        curve.setAttribute('stroke', '#f87171');
        finish(data.msgCrashed + ' ' + format(point), format(point), point < 2 ? 'red' : 'green');
      };
      if (reduced) return crashed();
      result.textContent = '';
      const started = performance.now();
      const frame = (now) => {
        const seconds = (now - started) / 1000;
        if (seconds >= end) return crashed();
        draw(seconds);
        label.textContent = format(Math.exp(growth * seconds));
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    };
  };

  const race = () => {
    const horses = Array.from(document.querySelectorAll('[data-horse]'));
    const names = (data.horses || '').split('|');
    const place = (horse, share) => {
      const lane = horse.parentElement.clientWidth - horse.clientWidth - 28;
      horse.style.left = Math.max(0, share * lane).toFixed(1) + 'px';
    };
    return () => {
      const speeds = horses.map(() => 0.8 + Math.random() * 0.4);
      const done = (winner) => finish(data.msgWinner + ': ' + (winner + 1) + '. ' + names[winner], String(winner + 1));
      if (reduced) {
        const best = Math.max.apply(null, speeds);
        horses.forEach((horse, index) => place(horse, speeds[index] / best));
        return done(speeds.indexOf(best));
      }
      result.textContent = '';
      const shares = horses.map(() => 0);
      let last = performance.now();
      const frame = (now) => {
        const seconds = Math.min(0.1, (now - last) / 1000);
        last = now;
        let winner = -1;
        horses.forEach((horse, index) => {
          // Each horse keeps its own pace, with a stride's worth of noise, over a six-second race.
          shares[index] += (seconds / 6) * speeds[index] * (0.7 + Math.random() * 0.6);
          if (shares[index] >= 1 && winner < 0) winner = index;
          place(horse, Math.min(1, shares[index]));
        });
        if (winner >= 0) return done(winner);
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    };
  };

  const kinds = { crash: crash, race: race };
  const play = kinds[data.kind] ? kinds[data.kind]() : demoTables.player(data.kind, data, reduced);
  if (!play) return;
  button.addEventListener('click', () => {
    button.disabled = true;
    play(finish);
  });
  // The first round plays by itself, so the page shows its kind at once.
  button.disabled = true;
  play(finish);
})();
`;
