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
            restoreMocks: true,
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
