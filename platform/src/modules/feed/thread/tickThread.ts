import type { Worker } from 'node:worker_threads';
import type { PlatformContext } from '../../../context.ts';
import { threadWrites } from '../../../db/threadWrites.ts';
import { typeScriptWorker } from '../../../threads.ts';
import { timed, type TickLog } from '../../../ticks.ts';
import { feedRuntime, markChanged } from '../runtime.ts';
import { tickInSlices, type TickReport } from '../sim/tick.ts';
import { advancePools } from '../toto/pools.ts';
import type { TickReply, TickRequest, TickThreadData } from './protocol.ts';

export interface TickThread {
  /**
   * One feed tick: the events in the thread, then the toto pools here (settling pays players, and
   * this connection's triggers keep their balance answers). The feed version moves once both are
   * written. After the thread failed, the whole tick runs here, in slices.
   */
  tick(signal: AbortSignal): TickReport | Promise<TickReport>;
  /** Ends the thread; resolves once it has exited. */
  stop(): Promise<void>;
}

interface Pending {
  nowMs: number;
  signal: AbortSignal;
  endWrites: () => void;
  resolve: (report: TickReport | Promise<TickReport>) => void;
  reject: (error: Error) => void;
}

/** Whether the feed can tick in a thread: it needs a file a second connection can open. */
export const canTickInThread = (context: PlatformContext) => !context.database.memory;

/**
 * Starts the feed's tick thread (decision 026) on the platform's database file. The thread never
 * keeps the process alive. If it fails (an error while loading, a crash), the failure is logged
 * and the feed ticks on the main thread from then on, the tick in progress included.
 */
export function startTickThread(
  context: PlatformContext,
  options: {
    log?: TickLog;
    /** The thread's module: tests give one that fails. */
    module?: URL;
  } = {},
): TickThread {
  const { log = (message, error) => console.error(message, error) } = options;
  const data: TickThreadData = {
    databasePath: context.database.name,
    seed: context.random.seed,
    brand: context.brand,
  };
  const runtime = feedRuntime(context);
  let worker: Worker | undefined = typeScriptWorker(
    options.module ?? new URL('./tickThread.worker.ts', import.meta.url),
    { workerData: data, name: 'feed tick thread' },
  );
  let pending: Pending | undefined;
  let stopping = false;
  const exited = new Promise<void>((resolve) => worker?.once('exit', () => resolve()));

  const failed = (error: unknown) => {
    if (!worker || stopping) return;
    worker = undefined;
    log(
      '[feed] the tick thread failed; the simulator ticks on the main thread from now on:',
      error,
    );
    const waiting = pending;
    pending = undefined;
    if (!waiting) return;
    waiting.endWrites();
    // Done again here: slices the thread wrote are simply played on to the clock.
    try {
      waiting.resolve(tickInSlices(context, waiting.signal));
    } catch (tickError) {
      waiting.reject(tickError instanceof Error ? tickError : new Error(String(tickError)));
    }
  };
  worker.on('error', failed);
  worker.on('exit', (code) => failed(new Error(`the tick thread exited with code ${code}`)));
  worker.on('message', (reply: TickReply) => {
    const waiting = pending;
    if (!waiting) return;
    pending = undefined;
    timed('feed', () => {
      try {
        if (reply.kind === 'failed') {
          markChanged(runtime, reply.version);
          waiting.reject(Object.assign(new Error(reply.error.message), reply.error));
          return;
        }
        try {
          if (!waiting.signal.aborted) {
            context.database.transaction(() =>
              advancePools(context.database, new Date(waiting.nowMs)),
            )();
          }
          waiting.resolve(reply.report);
        } catch (error) {
          waiting.reject(error instanceof Error ? error : new Error(String(error)));
        } finally {
          markChanged(runtime, reply.report.stamp);
        }
      } finally {
        waiting.endWrites();
      }
    });
  });

  // After the listeners: adding a 'message' listener refs the thread's port again.
  worker.unref();

  return {
    tick(signal) {
      if (!worker || stopping) return tickInSlices(context, signal);
      const request: TickRequest = { nowMs: context.clock.nowMs(), version: runtime.version };
      return new Promise<TickReport>((resolve, reject) => {
        pending = {
          nowMs: request.nowMs,
          signal,
          endWrites: threadWrites(context.database),
          resolve,
          reject,
        };
        worker?.postMessage(request);
      });
    },
    async stop() {
      stopping = true;
      pending?.endWrites();
      pending?.reject(new Error('The platform stopped during a feed tick'));
      pending = undefined;
      if (worker) await worker.terminate();
      await exited;
    },
  };
}
