import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'app',
            environment: 'jsdom',
            css: true,
            setupFiles: ['./tests/setup/vitest.ts'],
            include: ['{design-system,features,host,tests/unit}/**/*.test.{ts,tsx}'],
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
