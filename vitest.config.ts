import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import { domTests, pureTests, pureTestsExcept } from './tests/setup/environments.mjs';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            css: true,
            setupFiles: ['./tests/setup/vitest.ts'],
            include: domTests,
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
          },
        },
      ],
    },
  }),
);
