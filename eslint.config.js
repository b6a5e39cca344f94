// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { pureTests, pureTestsExcept } from './tests/setup/environments.mjs';

/** Every feature folder but `core`, which all features share. */
const features = readdirSync(new URL('./features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'core')
  .map((entry) => entry.name);

/**
 * The layers of ARCHITECTURE.md: imports point down only
 * (design-system ← features/core ← features ← host), and a feature is reached only through its
 * public `index.ts`.
 */
const layerZones = [
  {
    target: './design-system',
    from: ['./features', './host', './platform', './config', './schemas'],
    message: 'The design system imports nothing above it (no data, no business words).',
  },
  {
    target: './features/core',
    from: ['./features', './host'],
    except: ['./core'],
    message: 'features/core is shared by every feature and must not depend on one.',
  },
  {
    target: './features',
    from: ['./host', './platform'],
    message: 'Features never import the host or the demo platform; the host composes them.',
  },
  ...features.map((feature) => ({
    target: [`./features/!(${feature})/**/*`, './host/**/*'],
    from: `./features/${feature}`,
    except: ['./index.ts'],
    message: `Reach features/${feature} only through its public index.ts.`,
  })),
  {
    target: ['./design-system', './features', './host'],
    from: './platform',
    message: 'The app talks to the platform over HTTP only.',
  },
  {
    target: './studio',
    from: ['./features', './platform'],
    message: 'The studio is an operator tool on the API: it uses the design system and schemas.',
  },
  {
    // The studio checks a draft as you type with exactly the rules brand:check and publishing run.
    target: './studio',
    from: './host',
    // The route table too: the preview frames open the app's own pages.
    except: ['./brand', './i18n/languages.ts', './routing/paths.ts'],
    message:
      'The studio shares only the brand rules, the language list and the route table with the app.',
  },
  {
    target: ['./design-system', './features', './host', './platform', './schemas'],
    from: './studio',
    message: "Nothing imports the studio: it is its own entry, never in a player's page.",
  },
  {
    // A brand's page head and manifest carry the theme colours the app paints (resolved as the
    // app resolves them) and its <html lang> tag: the one module of each, not a copy.
    target: './platform',
    from: ['./design-system', './features'],
    except: ['./themes/resolveTheme.ts'],
    message: 'The platform is a separate server; it shares only schemas with the app.',
  },
  {
    // The exceptions: the server publishes brands with exactly the rules brand:check runs
    // (docs/decisions/014-published-brands.md), and writes their pages' language tags as the app.
    target: './platform',
    from: './host',
    except: [
      './brand/validateBrand.ts',
      './brand/brandProblems.ts',
      './brand/checkBrandData.ts',
      './brand/jsonSyntax.ts',
      './i18n/languages.ts',
    ],
    message:
      'The platform is a separate server; it shares only schemas (and the brand rules) with the app.',
  },
];

const nodeTestMessage =
  'This test runs in Node, without a DOM: name it *.dom.test.ts (or *.test.tsx when it renders JSX) to run it in jsdom.';

/** Browser globals that Node (20) lacks; Event and MessageEvent it has. */
const domGlobals = [
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'HTMLElement',
  'Element',
  'Node',
  'StorageEvent',
  'requestAnimationFrame',
  'matchMedia',
  'getComputedStyle',
  'IntersectionObserver',
  'ResizeObserver',
  'MutationObserver',
  'DOMParser',
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-prerender',
      'storybook-static',
      'coverage',
      'test-results',
      'playwright-report',
      'bench-results',
      'schemas/generated',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // Each file is typed by the nearest tsconfig.json that includes it: the app's at the root,
        // the Node side's in platform/, scripts/ and tests/. The root's few Node files have none
        // of their own and take the Node settings.
        projectService: {
          allowDefaultProject: ['*.config.ts', '.storybook/test-runner.ts'],
          defaultProject: 'tsconfig.node.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/no-named-as-default-member': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: 'Export each public name explicitly (HOUSE-STYLE: one explicit public index).',
        },
      ],
    },
  },
  {
    files: ['**/*.{tsx,jsx}'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    // Pure tests run in Node (tests/setup/environments.mjs): there is no DOM to reach for.
    files: pureTests,
    ignores: pureTestsExcept,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@testing-library/*'],
              message: nodeTestMessage,
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...domGlobals.map((name) => ({ name, message: nodeTestMessage })),
      ],
      // Pure test files share their worker's modules (vitest.config.ts): a module mock would
      // leak into the files after it. Pass the dependency in instead.
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock'].map((property) => ({
          object: 'vi',
          property,
          message: 'Pure tests share modules between files: pass the dependency in instead.',
        })),
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: [
      'platform/**/*.{ts,mjs}',
      'scripts/**/*.mjs',
      'tests/e2e/**/*.ts',
      '*.{js,mjs,ts}',
      '.storybook/*.js',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: [
      'scripts/**/*.mjs',
      'platform/**/*.mjs',
      'tests/setup/*.mjs',
      '*.js',
      '*.mjs',
      '.storybook/*.js',
    ],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
