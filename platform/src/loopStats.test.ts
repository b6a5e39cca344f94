import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loopStatsFromEnvironment, type LoopSecond } from './loopStats.ts';
import { everyTick } from './ticks.ts';

describe('BENCH_LOOP_STATS', () => {
  it('should be off unless set', () => {
    expect(loopStatsFromEnvironment({})).toBeUndefined();
    expect(loopStatsFromEnvironment({ BENCH_LOOP_STATS: ' ' })).toBeUndefined();
  });

  it('should note each second’s worst stall and the longest tick run', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'loop-stats-'));
    const file = join(folder, 'loop.jsonl');
    const stop = loopStatsFromEnvironment({ BENCH_LOOP_STATS: file });
    // A tick that holds the loop for 30 ms, once.
    let ran = false;
    const stopTick = everyTick('busy', 100, () => {
      if (ran) return;
      ran = true;
      // 30 ms of CPU (so at least 30 of wall), whatever share of a core the machine leaves it.
      const cpu = process.cpuUsage();
      const worked = () => {
        const used = process.cpuUsage(cpu);
        return (used.user + used.system) / 1000;
      };
      // Garbage all along, for the young generation's collections to be noted.
      let kept: number[] = [];
      while (worked() < 30) kept = Array.from({ length: 1000 }, (_, index) => index);
      expect(kept).toHaveLength(1000);
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 2300));
      const seconds = readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LoopSecond);
      expect(seconds.length).toBeGreaterThanOrEqual(2);
      expect(Math.max(...seconds.map((second) => second.maxMs))).toBeGreaterThanOrEqual(25);
      const busy = seconds.flatMap((second) => (second.ticks.busy ? [second.ticks.busy] : []));
      // Every run is timed; only the first held the loop.
      expect(busy.filter((run) => run.maxMs >= 30)).toHaveLength(1);
      // The 30 ms of the tick were the thread's own work (Linux measures it; elsewhere it is left out).
      if (process.platform === 'linux') {
        expect(Math.max(...seconds.map((second) => second.ownMaxMs ?? 0))).toBeGreaterThanOrEqual(
          20,
        );
      }
      const collections = seconds.reduce((sum, second) => sum + second.gc.count, 0);
      expect(collections).toBeGreaterThan(0);
      expect(Math.max(...seconds.map((second) => second.gc.maxMs))).toBeGreaterThan(0);
    } finally {
      stopTick();
      stop?.();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
