/** Refused because the queue is full: answer HTTP 503 with Retry-After, never wait. */
export class QueueFullError extends Error {
  override readonly name = 'QueueFullError';
  readonly statusCode = 503;
}

export interface WorkQueueOptions {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks waiting from all requesters together. */
  maxWaiting: number;
  /** Tasks waiting from one requester: a flood from one address fills only its own share. */
  maxWaitingPerRequester: number;
}

export interface WorkQueue {
  /**
   * Runs `task` when a slot is free. With a requester (a client address), the wait is bounded
   * and over it the promise rejects with QueueFullError at once; without one (seeding, fixtures)
   * the task always waits its turn.
   */
  run<T>(requester: string | undefined, task: () => Promise<T>): Promise<T>;
}

interface Waiting {
  start: () => void;
  bounded: boolean;
}

/**
 * A queue for expensive work (password hashing) that is fair between requesters: a freed slot
 * goes to the waiting requester served least recently, so a player arriving behind a flood of
 * one address waits for about one task, not for the whole flood.
 */
export function createWorkQueue(options: WorkQueueOptions): WorkQueue {
  const internal = Symbol('internal work');
  type Key = string | typeof internal;
  const waiting = new Map<Key, Waiting[]>();
  /** Per requester with work waiting or running: tasks in hand and when one last started. */
  const requesters = new Map<Key, { tasks: number; lastStarted: number }>();
  let running = 0;
  let boundedWaiting = 0;
  let starts = 0;

  const lastStarted = (key: Key) => requesters.get(key)?.lastStarted ?? 0;
  const leastRecentlyServed = (): Key | undefined => {
    let chosen: Key | undefined;
    for (const key of waiting.keys()) {
      if (chosen === undefined || lastStarted(key) < lastStarted(chosen)) chosen = key;
    }
    return chosen;
  };

  const startNext = () => {
    while (running < options.concurrency) {
      const key = leastRecentlyServed();
      const queue = key === undefined ? undefined : waiting.get(key);
      const next = queue?.shift();
      if (key === undefined || !queue || !next) return;
      if (queue.length === 0) waiting.delete(key);
      if (next.bounded) boundedWaiting -= 1;
      starts += 1;
      const requester = requesters.get(key);
      if (requester) requester.lastStarted = starts;
      running += 1;
      next.start();
    }
  };

  const finished = (key: Key) => {
    running -= 1;
    const requester = requesters.get(key);
    if (requester && --requester.tasks === 0) requesters.delete(key);
    startNext();
  };

  return {
    run<T>(requester: string | undefined, task: () => Promise<T>) {
      const key: Key = requester ?? internal;
      const bounded = requester !== undefined;
      const queue = waiting.get(key) ?? [];
      if (
        bounded &&
        (boundedWaiting >= options.maxWaiting || queue.length >= options.maxWaitingPerRequester)
      ) {
        return Promise.reject(new QueueFullError('Server busy; try again in a moment'));
      }
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          void Promise.resolve()
            .then(task)
            .then(resolve, reject)
            .finally(() => finished(key));
        };
        queue.push({ start, bounded });
        waiting.set(key, queue);
        if (bounded) boundedWaiting += 1;
        const known = requesters.get(key);
        if (known) known.tasks += 1;
        else requesters.set(key, { tasks: 1, lastStarted: 0 });
        startNext();
      });
    },
  };
}
