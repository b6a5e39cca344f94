import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import { domTests, pureTests, pureTestsExcept } from './tests/setup/environments.mjs';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Vitest's default is one worker fewer than the cores, for the main process: on two cores
      // that is one worker, and the main process mostly waits. Measured on this suite (2 cores):
      // 868 s wall with the default, 544 s with two workers.
      maxWorkers: availableParallelism(),
      projects: [
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            css: true,
            setupFiles: ['./tests/setup/vitest.ts'],
            include: domTests,
            // A screen test clicks through a whole page with Testing Library's role queries, which
            // are slow in jsdom; with both cores busy the longest took 5 s against the default 5 s.
            testTimeout: 20_000,
            restoreMocks: true,
          },
        },
        {
          extends: true,
          test: {
            name: 'pure',
            environment: 'node',
            include: pureTests,
            exclude: [...configDefaults.exclude, ...pureTestsExcept],
            // The files of a worker share one module graph instead of importing theirs afresh,
            // so nothing a file changes may outlive it: see tests/setup/pure.ts. Measured on 166
            // files: 13-19 s of CPU instead of 93-117 s isolated (and 466-483 s in jsdom before).
            isolate: false,
            pool: 'threads',
            setupFiles: ['./tests/setup/pure.ts'],
            restoreMocks: true,
            unstubGlobals: true,
            unstubEnvs: true,
          },
        },
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: ['{platform,schemas,scripts}/**/*.test.ts'],
            // A platform test file starts a whole platform (database, seed, server) before its
            // first test: 2-4 s alone, over 10 s with both cores busy (as in CI, where servers and
            // browsers run beside the suite). Waits only: a passing test costs nothing more.
            testTimeout: 20_000,
            hookTimeout: 30_000,
          },
        },
      ],
    },
  }),
);
