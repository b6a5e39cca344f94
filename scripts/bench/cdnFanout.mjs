// The live feed through a real HTTP cache: nginx with proxy_cache in front of the platform, and
// thousands of simulated players polling the multi-live delta every 5 s as the app does (each
// poll asks from the timestamp of its last answer). Reports what the players see (requests/s,
// p50/p99) and what the platform sees (origin requests/s): with the feed's `public, s-maxage`
// answers the origin load must stay small and constant whatever the number of players.
//
//   node scripts/bench/cdnFanout.mjs [--clients=5000] [--seconds=30] [--connections=1024] [--direct]
//
// Needs nginx (Debian's package); without it the bench says so and measures nothing, unless
// --direct, which polls the platform itself (no cache) to compare. Ports: PORT (the platform,
// default 8098) and PORT+1 (nginx).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Agent, request } from 'undici';
import { waitForUrl } from '../waitForUrl.mjs';
import { startBenchPlatform } from './benchPlatform.mjs';

/** The nginx binary on `searchPath` (default: PATH), or undefined. */
export function findNginx(searchPath = process.env.PATH ?? '') {
  const found = spawnSync('/bin/sh', ['-c', 'command -v nginx'], {
    encoding: 'utf8',
    env: { PATH: searchPath },
  });
  const path = found.stdout.trim();
  return found.status === 0 && path ? path : undefined;
}

/**
 * A self-contained nginx.conf (no root, no system paths): a cache keyed by URL that honours the
 * platform's Cache-Control (s-maxage) and Vary, lets one request per URL through at a time
 * (`proxy_cache_lock`) while the others wait or get the stale copy (`use_stale updating`).
 */
export function nginxConfig({ dir, port, originPort, workerConnections = 16384 }) {
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections ${workerConnections}; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  keepalive_requests 100000;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=feed:10m max_size=256m inactive=2m use_temp_path=off;
  upstream platform {
    server 127.0.0.1:${originPort};
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://platform;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_cache feed;
      proxy_cache_lock on;
      proxy_cache_lock_timeout 5s;
      proxy_cache_use_stale updating error timeout;
      proxy_cache_background_update on;
      proxy_cache_revalidate on;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}
`;
}

/** The value at quantile q (0..1) of numbers, nearest rank; undefined for none. */
export function percentile(values, q) {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank];
}

/** The feed version a multi-live answer runs to: the next poll asks from there. */
export function timestampOf(json) {
  const match = /"timestamp":(\d+)/.exec(json);
  if (!match) throw new Error(`no timestamp in the answer: ${json.slice(0, 120)}`);
  return Number(match[1]);
}

/**
 * Runs `clients` players for `durationMs`: each polls `poll(since)` every `pollMs` (starts spread
 * evenly over the first interval, as players arrive at different moments), asking from the
 * timestamp of its last answer. A poll slower than the interval delays the next, as the app's
 * timer does. Answers each poll's latency (ms) and the failures.
 */
export async function runClients({
  clients,
  pollMs,
  durationMs,
  poll,
  now = () => performance.now(),
}) {
  const latencies = [];
  let failures = 0;
  const start = now();
  const end = start + durationMs;
  const player = async (index) => {
    let since = 0;
    let due = start + (index / clients) * pollMs;
    for (;;) {
      // A poll due after the window is never sent: waiting for it would stretch the window by up
      // to one interval and understate every rate.
      if (due >= end) return;
      const wait = due - now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (now() >= end) return;
      const sent = now();
      try {
        since = await poll(since);
        latencies.push(now() - sent);
      } catch {
        failures += 1;
      }
      due = Math.max(due + pollMs, now());
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, index) => player(index)));
  return { latencies, failures, seconds: (now() - start) / 1000 };
}

/**
 * One multi-live poll as the app sends it, over a keep-alive agent; answers the next `since`.
 * Tallies the cache's verdict per answer (X-Cache-Status) in `statuses`.
 */
function livePoller(base, agent, statuses) {
  return async (since) => {
    const response = await request(`${base}/api/feed/es/full/${since}/0`, {
      dispatcher: agent,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    const bytes = Buffer.from(await response.body.arrayBuffer());
    if (response.statusCode !== 200) throw new Error(`status ${response.statusCode}`);
    const status = String(response.headers['x-cache-status'] ?? 'none');
    statuses[status] = (statuses[status] ?? 0) + 1;
    const encoding = response.headers['content-encoding'];
    const text = (
      encoding === 'br'
        ? brotliDecompressSync(bytes)
        : encoding === 'gzip'
          ? gunzipSync(bytes)
          : bytes
    ).toString();
    return timestampOf(text);
  };
}

/** Counts the requests the platform logs (LOG_REQUESTS=1), from the moment `since` on. */
function originCounter(stream) {
  let count = 0;
  let counting = false;
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    if (!counting) return;
    for (const line of lines) if (line.includes('"incoming request"')) count += 1;
  });
  return {
    start() {
      counting = true;
      count = 0;
    },
    stop() {
      counting = false;
    },
    get count() {
      return count;
    },
  };
}

function stopped(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * The measurement. Answers `{ skipped }` when nginx is missing (and not `direct`), otherwise the
 * players' and the origin's figures.
 */
export async function measureCdnFanout({
  root,
  port = 8098,
  clients = 5000,
  pollSeconds = 5,
  durationSeconds = 30,
  connections = 1024,
  direct = false,
}) {
  const nginx = direct ? undefined : findNginx();
  if (!direct && !nginx) return { skipped: 'nginx is not installed (Debian package nginx)' };
  const dir = mkdtempSync(join(tmpdir(), 'cdn-fanout-'));
  const originPort = port;
  const cachePort = port + 1;
  const platform = startBenchPlatform({
    root,
    port: originPort,
    stdout: 'pipe',
    env: {
      PLATFORM_API_ONLY: '1',
      // Behind the cache, one log line per request: the origin's own count, whatever the cache
      // reports. Polled directly, the origin sees every client request (and logging would skew).
      LOG_REQUESTS: nginx ? '1' : '0',
    },
  });
  const origin = originCounter(platform.stdout);
  let cache;
  const agent = new Agent({ connections, keepAliveTimeout: 60_000, pipelining: 1 });
  try {
    await waitForUrl(`http://127.0.0.1:${originPort}/healthz`);
    let base = `http://127.0.0.1:${originPort}`;
    if (nginx) {
      for (const sub of ['cache', 'client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
        mkdirSync(join(dir, sub));
      }
      // nginx started as root runs its worker as nobody, which must write the cache.
      for (const sub of ['', 'cache', 'proxy']) chmodSync(join(dir, sub), 0o777);
      writeFileSync(
        join(dir, 'nginx.conf'),
        nginxConfig({ dir, port: cachePort, originPort, workerConnections: 4 * connections + 64 }),
      );
      cache = spawn(nginx, ['-c', join(dir, 'nginx.conf'), '-p', dir], {
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      base = `http://127.0.0.1:${cachePort}`;
      await waitForUrl(`${base}/healthz`);
    }
    const statuses = {};
    // The load generator shares the machine: its own event-loop lag is part of every latency it
    // reports, so it is reported beside them.
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    origin.start();
    const run = await runClients({
      clients,
      pollMs: pollSeconds * 1000,
      durationMs: durationSeconds * 1000,
      poll: livePoller(base, agent, statuses),
    });
    origin.stop();
    lag.disable();
    const round = (value) => (value === undefined ? undefined : Math.round(value * 10) / 10);
    return {
      via: nginx ? 'nginx proxy_cache' : 'platform directly',
      clients,
      pollSeconds,
      seconds: round(run.seconds),
      clientRequestsPerSecond: round(run.latencies.length / run.seconds),
      originRequestsPerSecond: round((nginx ? origin.count : run.latencies.length) / run.seconds),
      originRequests: nginx ? origin.count : run.latencies.length + run.failures,
      p50Ms: round(percentile(run.latencies, 0.5)),
      p99Ms: round(percentile(run.latencies, 0.99)),
      generatorLagP99Ms: round(lag.percentile(99) / 1e6),
      errors: run.failures,
      cacheStatuses: Object.entries(statuses)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([status, count]) => `${status} ${String(count)}`)
        .join(', '),
    };
  } finally {
    await agent.close();
    if (cache) await stopped(cache);
    await stopped(platform);
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const option = (name, fallback) =>
    Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
  const result = await measureCdnFanout({
    root: fileURLToPath(new URL('../..', import.meta.url)),
    port: option('port', Number(process.env.PORT ?? 8098)),
    clients: option('clients', 5000),
    durationSeconds: option('seconds', 30),
    connections: option('connections', 1024),
    direct: process.argv.includes('--direct'),
  });
  console.table([result]);
}
