// The feed's tick thread (decision 026): runs the simulator's tick on its own connection to the
// platform's database file, so neither the tick's work nor its garbage collections hold the event
// loop that answers requests. The platform asks for each tick (`tickThread.ts`).
import { setTimeout as sleep } from 'node:timers/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { createClock } from '../../../clock.ts';
import type { PlatformContext } from '../../../context.ts';
import { connectDatabase } from '../../../db/database.ts';
import { createRandom } from '../../../random.ts';
import { runInSlices } from '../../../ticks.ts';
import { feedRuntime } from '../runtime.ts';
import { tickSteps } from '../sim/tick.ts';
import type { TickReply, TickRequest, TickThreadData } from './protocol.ts';

/**
 * The thread's slices hold SQLite's write lock; the platform's own writes (a bet) wait for it,
 * retried by SQLite after 1, 3 and 8 ms. A slice of 1 ms (plus the step crossing it) followed by
 * a pause of 3 ms: a write that found the lock taken has it at its 3 ms retry at the latest.
 */
const sliceMs = 1;
const pauseMs = 3;

const port = parentPort;
if (!port) throw new Error('tickThread.worker.ts runs only as a worker thread');
const data = workerData as TickThreadData;
const clock = createClock({ speed: 0 });
const context: PlatformContext = {
  database: connectDatabase(data.databasePath),
  clock,
  random: createRandom(data.seed),
  brand: data.brand,
  devEndpoints: false,
};
const runtime = feedRuntime(context);

port.on('message', (request: TickRequest) => {
  clock.set(request.nowMs);
  runtime.version = Math.max(runtime.version, request.version);
  const reply = (message: TickReply) => port.postMessage(message);
  Promise.resolve()
    .then(() =>
      runInSlices(context.database, tickSteps(context, { pools: false }), {
        budgetMs: sliceMs,
        pause: () => sleep(pauseMs),
      }),
    )
    .then(
      (report) => reply({ kind: 'ticked', report }),
      (error: unknown) => {
        const { name, message, stack } = error instanceof Error ? error : new Error(String(error));
        reply({ kind: 'failed', version: runtime.version, error: { name, message, stack } });
      },
    );
});
