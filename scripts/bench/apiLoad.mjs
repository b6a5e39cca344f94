// Load on the platform's polling endpoints: 1000 simulated players, each polling the live list and
// their balance every 5 s, i.e. 200 requests/s per endpoint, against the real server in its own
// process. Reports requests/s and p50/p99 latency against budgets.apiPollP99Ms. The load generator
// runs in its own process pinned to another core than the server (taskset), so the p99 measures the
// platform rather than the two fighting over one core.
//
// The platform runs with BENCH_LOOP_STATS (platform/src/loopStats.ts): each second it notes its
// worst event-loop stall and its CPU time. Before the mixed load, a quiet stretch (only the
// simulator and the other background ticks running) and each endpoint alone give the stalls the
// ticks cause and what one request of each endpoint costs in server CPU.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Agent, request } from 'undici';
import { waitForUrl } from '../waitForUrl.mjs';
import { percentile, runClients } from './cdnFanout.mjs';

const players = 1000;
const pollSeconds = 5;
/** Quiet seconds (a few simulator ticks, every 3 s) and seconds of each endpoint alone. */
const quietSeconds = 7;
const aloneSeconds = 6;
const endpoints = {
  live: { name: 'live (multi-live full list)', path: '/api/feed/es/full/0/0' },
  balance: { name: 'balance', path: '/api/user/balance' },
};

async function signIn(base) {
  const response = await fetch(`${base}/api/user/login/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'player@demo.test', password: 'demo1234' }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`bench sign-in failed: ${response.status}`);
  return cookie;
}

/**
 * How to pin: the server on core 0 and the generator on core 1 when taskset works and there are
 * two cores; otherwise both unpinned, with the reason.
 */
function pinning() {
  if (availableParallelism() < 2) {
    return { pinned: false, note: 'one core: server and load generator share it' };
  }
  const probe = spawnSync('taskset', ['-c', '0,1', 'true']);
  if (probe.error || probe.status !== 0) {
    return {
      pinned: false,
      note: 'taskset unavailable: server and load generator share the cores',
    };
  }
  return { pinned: true, note: 'server on core 0, load generator on core 1 (taskset)' };
}

/** `command args` pinned to `core` when `pin`, as is otherwise. */
function onCore(pin, core, command, args) {
  return pin ? ['taskset', ['-c', String(core), command, ...args]] : [command, args];
}

/** Runs the generator in a child process and returns its results. */
function generate(pin, options) {
  const [command, args] = onCore(pin, 1, process.execPath, [fileURLToPath(import.meta.url)]);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, API_LOAD_OPTIONS: JSON.stringify(options) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(JSON.parse(output));
      else reject(new Error(`load generator exited (${String(code)})`));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The seconds the platform noted (loopStats.ts) that ended within [from, to]. */
function secondsWithin(statsFile, from, to) {
  return readFileSync(statsFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .filter((second) => second.at > from + 1000 && second.at <= to);
}

const round2 = (value) => Math.round(value * 100) / 100;

/** Per module, the longest run of background work (wall and CPU ms) over some noted seconds. */
function tickSummary(seconds) {
  const modules = {};
  for (const second of seconds) {
    for (const [module, { maxMs, maxCpuMs }] of Object.entries(second.ticks ?? {})) {
      const known = modules[module] ?? { maxMs: 0, maxCpuMs: 0 };
      modules[module] = {
        maxMs: Math.max(known.maxMs, maxMs),
        maxCpuMs: Math.max(known.maxCpuMs, maxCpuMs),
      };
    }
  }
  return modules;
}

/** Worst stall, worst per-second p99 and CPU µs per second over some noted seconds. */
function loopSummary(seconds) {
  const cpuUs = seconds.reduce((sum, second) => sum + second.cpuUs, 0);
  return {
    ticks: tickSummary(seconds),
    seconds: seconds.length,
    maxStallMs: Math.max(0, ...seconds.map((second) => second.maxMs)),
    worstP99Ms: Math.max(0, ...seconds.map((second) => second.p99Ms)),
    // The longest the request thread ran its own work between two turns (its CPU, not the time
    // it waited for the shared core): the part of a stall that is the platform's (Linux only).
    maxOwnHoldMs: Math.max(0, ...seconds.map((second) => second.ownMaxMs ?? 0)),
    // The request thread's own garbage collections: the stalls that are not the ticks' work.
    gc: {
      count: seconds.reduce((sum, second) => sum + (second.gc?.count ?? 0), 0),
      maxMs: Math.max(0, ...seconds.map((second) => second.gc?.maxMs ?? 0)),
    },
    cpuUsPerSecond: seconds.length > 0 ? Math.round(cpuUs / seconds.length) : 0,
  };
}

export async function measureApiLoad({ root, port, durationSeconds = 20 }) {
  const base = `http://127.0.0.1:${port}`;
  const { pinned, note } = pinning();
  if (!pinned) console.warn(`API load not pinned: ${note}`);
  const [command, args] = onCore(pinned, 0, join(root, 'node_modules/.bin/tsx'), [
    'platform/src/main.ts',
  ]);
  const statsFolder = mkdtempSync(join(tmpdir(), 'bench-loop-'));
  const statsFile = join(statsFolder, 'loop.jsonl');
  const server = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PLATFORM_API_ONLY: '1',
      // One brand, as the budgets were measured (unset, the server would run every brand's platform).
      BRAND: process.env.BRAND ?? 'demo',
      // A file, as `npm start` runs it: the simulator then ticks in its own thread (decision 026),
      // which an in-memory database cannot offer.
      DATABASE: join(statsFolder, 'platform.sqlite'),
      BENCH_LOOP_STATS: statsFile,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    // Pinned to one core, the server's start (tsx compiling the platform) can take half a minute.
    await waitForUrl(`${base}/healthz`, 90_000);
    const cookie = await signIn(base);
    // Only the background ticks: the stalls the simulator causes by itself.
    const quietFrom = Date.now();
    await sleep(quietSeconds * 1000);
    const quiet = loopSummary(secondsWithin(statsFile, quietFrom, Date.now()));
    // Each endpoint alone at its rate: server CPU per request, the quiet seconds' CPU taken off.
    const costs = {};
    for (const [key, endpoint] of Object.entries(endpoints)) {
      const from = Date.now();
      const [row] = await generate(pinned, {
        base,
        cookie,
        durationSeconds: aloneSeconds,
        only: key,
      });
      const alone = loopSummary(secondsWithin(statsFile, from, Date.now()));
      const busyUs = Math.max(0, alone.cpuUsPerSecond - quiet.cpuUsPerSecond);
      costs[endpoint.name] = Math.round(busyUs / Math.max(1, row.requestsPerSecond));
    }
    const loadFrom = Date.now();
    const rows = await generate(pinned, { base, cookie, durationSeconds });
    const load = loopSummary(secondsWithin(statsFile, loadFrom, Date.now()));
    const liveCost = costs[endpoints.live.name];
    for (const row of rows) {
      row.cpuUsPerRequest = costs[row.endpoint];
      row.costVsLive = liveCost ? round2(costs[row.endpoint] / liveCost) : undefined;
    }
    return { pinned, pinning: note, rows, loop: { quiet, load } };
  } finally {
    server.kill();
    rmSync(statsFolder, { recursive: true, force: true });
  }
}

/** One poll of `path` as a signed-in player's browser sends it; fails on anything but 200. */
function poller(base, path, cookie, agent) {
  return async () => {
    const response = await request(`${base}${path}`, {
      dispatcher: agent,
      headers: { cookie, 'accept-encoding': 'gzip' },
    });
    await response.body.arrayBuffer();
    if (response.statusCode !== 200) throw new Error(`status ${response.statusCode}`);
    return 0;
  };
}

/**
 * The generator's side: every player polls both endpoints every 5 s, the players' polls spread
 * over the interval as players arrive at different moments (`runClients`), over keep-alive
 * sockets as browsers do (or `only` one endpoint). A generator that sends each second's quota at
 * once (autocannon's rate limit does) measures a queue of its own making, not the platform.
 * The live poll asks for the whole list every time: heavier than the app's deltas.
 */
async function generatorMain({ base, cookie, durationSeconds, only }) {
  const agent = new Agent({ connections: players, keepAliveTimeout: 60_000, pipelining: 1 });
  // The generator's own event-loop lag is part of every latency it measures: reported beside.
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const chosen = Object.entries(endpoints).filter(([key]) => !only || key === only);
  const runs = await Promise.all(
    chosen.map(([, endpoint]) =>
      runClients({
        clients: players,
        pollMs: pollSeconds * 1000,
        durationMs: durationSeconds * 1000,
        poll: poller(base, endpoint.path, cookie, agent),
      }),
    ),
  );
  lag.disable();
  await agent.close();
  const round1 = (value) => (value === undefined ? undefined : Math.round(value * 10) / 10);
  const rows = chosen.map(([, endpoint], index) => {
    const run = runs[index];
    return {
      endpoint: endpoint.name,
      requestsPerSecond: Math.round(run.latencies.length / run.seconds),
      p50Ms: round1(percentile(run.latencies, 0.5)),
      p99Ms: round1(percentile(run.latencies, 0.99)),
      errors: run.failures,
      generatorLagP99Ms: round1(lag.percentile(99) / 1e6),
    };
  });
  process.stdout.write(JSON.stringify(rows));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await generatorMain(JSON.parse(process.env.API_LOAD_OPTIONS ?? '{}'));
}
