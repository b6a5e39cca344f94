import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * tsx's API for registering its loader (its ES module build: the CommonJS one loads the other
 * from a path that does not exist), found here so the thread finds it from any folder.
 */
function tsxApi(): string {
  const packageJson = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(packageJson, 'utf8')) as {
    exports: Record<string, { import: { default: string } }>;
  };
  const api = exports['./esm/api']?.import.default;
  if (!api) throw new Error('tsx no longer exports ./esm/api: see platform/src/threads.ts');
  return new URL(api, pathToFileURL(packageJson)).href;
}

/**
 * A worker thread running one of the platform's TypeScript modules. On Node 20 a worker does not
 * get tsx's loader, even when the parent runs under tsx (`npm run serve`) and passes it the same
 * flags: its first module fails with "Unknown file extension .ts". Nor does a worker started in a
 * vitest test. So the thread starts from a few lines of JavaScript that register tsx's loader in
 * the thread, then import the module. A failure to load reaches the Worker's 'error' event.
 */
export function typeScriptWorker(module: URL, options: WorkerOptions = {}): Worker {
  const entry = [
    `import(${JSON.stringify(tsxApi())})`,
    `.then((api) => api.register())`,
    `.then(() => import(${JSON.stringify(module.href)}));`,
  ].join('');
  return new Worker(entry, { ...options, eval: true });
}
