import type { EventDisplay, LiveState, Pair } from './types.ts';

const pair = ([first, second]: Pair) => `${first}:${second}`;

/** 'mm:ss' of game time; minutes keep counting past 99 ('105:20'). */
export function clockText(milliseconds: number): string {
  const seconds = Math.max(0, Math.floor(milliseconds / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

const tennisCalls = ['0', '15', '30', '40'];

/** Points of the current tennis game: '15:30', '40:40', 'A:40'; tie-break points as numbers. */
function tennisPoints(point: Pair, tieBreak: boolean): string {
  if (tieBreak) return pair(point);
  const [first, second] = point;
  if (first >= 3 && second >= 3) {
    if (first === second) return '40:40';
    return first > second ? 'A:40' : '40:A';
  }
  return `${tennisCalls[first] ?? '40'}:${tennisCalls[second] ?? '40'}`;
}

export const emptyDisplay: EventDisplay = {
  time: null,
  clock: null,
  stat: null,
  periodScore: [],
  subScore: null,
};

/**
 * The live-score fields of the spec: curGame (the period being played), score, '1'…'5' (each
 * period), corners, yellowCards, redCards (football); plus the clock (as text, and as a base read
 * at `nowMs` that a client runs on its own) and the game points.
 */
export function displayOf(state: LiveState, nowMs: number): EventDisplay {
  const stat: Record<string, string | number> = {
    curGame: state.periods.length,
    score: pair(state.score),
  };
  state.periods.forEach((period, index) => {
    stat[String(index + 1)] = pair(period);
  });
  if (state.stats) {
    stat.corners = pair(state.stats.corners);
    stat.yellowCards = pair(state.stats.yellowCards);
    stat.redCards = pair(state.stats.redCards);
  }
  const games = state.periods[state.periods.length - 1] ?? [0, 0];
  return {
    time: clockText(state.clockMs),
    clock: { elapsedMs: state.clockMs, atMs: nowMs, running: !state.finished },
    stat,
    periodScore: state.periods.map(pair),
    subScore:
      state.point && !state.finished
        ? tennisPoints(state.point, games[0] === 6 && games[1] === 6)
        : null,
  };
}
