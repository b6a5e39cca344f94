import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  findNginx,
  measureCdnFanout,
  nginxConfig,
  percentile,
  runClients,
  timestampOf,
} from './cdnFanout.mjs';

describe('CDN fan-out bench', () => {
  it('should put a locked, stale-while-updating cache before the platform, in its own folder', () => {
    const conf = nginxConfig({ dir: '/tmp/fanout', port: 7601, originPort: 7600 });
    expect(conf).toContain('listen 127.0.0.1:7601;');
    expect(conf).toContain('server 127.0.0.1:7600;');
    expect(conf).toContain('proxy_cache feed;');
    expect(conf).toContain('proxy_cache_lock on;');
    expect(conf).toMatch(/proxy_cache_use_stale [^;]*\bupdating\b/);
    expect(conf).toContain('proxy_cache_path /tmp/fanout/cache ');
    // Nothing of the system's: no root needed, no /var paths, nothing left behind.
    expect(conf).not.toMatch(/\/var\/|\/etc\//);
    // Cache lifetimes come from the platform's Cache-Control, never from the cache's own rules.
    expect(conf).not.toContain('proxy_cache_valid');
    expect(conf).not.toContain('proxy_ignore_headers');
  });

  it('should find nginx on the search path, and nothing where there is none', () => {
    const dir = mkdtempSync(join(tmpdir(), 'find-nginx-'));
    try {
      expect(findNginx(dir)).toBeUndefined();
      writeFileSync(join(dir, 'nginx'), '#!/bin/sh\n');
      chmodSync(join(dir, 'nginx'), 0o755);
      expect(findNginx(dir)).toBe(join(dir, 'nginx'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('should skip, starting nothing, where nginx is not installed', async () => {
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      // No platform is started: the root does not even exist.
      await expect(measureCdnFanout({ root: '/nonexistent', port: 7699 })).resolves.toEqual({
        skipped: expect.stringContaining('nginx') as unknown,
      });
    } finally {
      process.env.PATH = path;
    }
  });

  it('should read the timestamp a poll answer runs to', () => {
    expect(timestampOf('{"success":true,"data":{"timestamp":1763467200000,"events":[]}}')).toBe(
      1763467200000,
    );
    expect(() => timestampOf('{"success":false}')).toThrow(/timestamp/);
  });

  it('should take the nearest-rank percentile', () => {
    const values = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile([], 0.99)).toBeUndefined();
  });

  it('should poll every interval per player, spread over the first, each from its last answer', async () => {
    const calls: Array<{ at: number; since: number }> = [];
    let version = 1000;
    const started = performance.now();
    const run = await runClients({
      clients: 10,
      pollMs: 100,
      durationMs: 450,
      poll: (since) => {
        calls.push({ at: performance.now() - started, since });
        version += 1;
        return Promise.resolve(version);
      },
    });
    expect(run.failures).toBe(0);
    // 10 players, 4 or 5 polls each in 450 ms at one per 100 ms.
    expect(calls.length).toBeGreaterThanOrEqual(40);
    expect(calls.length).toBeLessThanOrEqual(50);
    expect(run.latencies).toHaveLength(calls.length);
    // First polls start from 0 and arrive spread over the first interval, not all at once.
    const first = calls.filter((call) => call.since === 0);
    expect(first).toHaveLength(10);
    expect(Math.max(...first.map((call) => call.at))).toBeGreaterThan(60);
    // Every later poll asks from a timestamp an earlier answer gave.
    expect(calls.filter((call) => call.since !== 0).every((call) => call.since > 1000)).toBe(true);
    // The window is the asked duration: no poll is awaited past its end.
    expect(run.seconds).toBeLessThan(0.45 + 0.05);
  });

  it('should count a failed poll and keep the player polling', async () => {
    let calls = 0;
    const run = await runClients({
      clients: 1,
      pollMs: 50,
      durationMs: 180,
      poll: () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('down')) : Promise.resolve(2000);
      },
    });
    expect(run.failures).toBe(1);
    expect(run.latencies.length).toBeGreaterThanOrEqual(2);
  });
});
