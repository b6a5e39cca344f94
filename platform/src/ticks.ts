/** Where background failures are reported; the console unless a caller passes its own. */
export type TickLog = (message: string, error: unknown) => void;

const describe = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/**
 * Runs a module's background work every `intervalMs`, as the server's timers do, and never lets
 * it end the process: a tick that throws (the database locked by a backup or the sqlite3 CLI, a
 * clock moved out of range) is caught and the next tick simply tries again. Each distinct error
 * is logged once, with the module's name, until a tick succeeds, so a lasting lock does not fill
 * the log. The timer does not keep the process alive. Returns the stop function `start` returns.
 */
export function everyTick(
  module: string,
  intervalMs: number,
  tick: () => void,
  log: TickLog = (message, error) => console.error(message, error),
): () => void {
  const reported = new Set<string>();
  const timer = setInterval(() => {
    try {
      tick();
      reported.clear();
    } catch (error) {
      const key = describe(error);
      if (reported.has(key)) return;
      reported.add(key);
      log(`[${module}] background tick failed; retrying every ${intervalMs} ms:`, error);
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
