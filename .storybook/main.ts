import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: [
    '../design-system/**/*.mdx',
    '../design-system/**/*.stories.@(ts|tsx)',
    '../features/**/*.stories.@(ts|tsx)',
    '../host/**/*.stories.@(ts|tsx)',
    '../studio/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  // Stories frame or link the demo platform's provider pages (/demo/...), which only the platform
  // serves: the static build (local runner, Chromatic) gets plain stand-ins at those addresses
  // instead of a blank frame. Each stand-in folder is the path a story uses, e.g. the TVBet
  // screen's frame (/demo/tvbet/) and the game link of the game launch story (/demo/game/abc).
  staticDirs: [
    { from: './stand-ins', to: '/demo' },
    // The UI font, so a stand-in's text renders the same on every machine.
    {
      from: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
      to: '/demo/stand-in/inter.woff2',
    },
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // Stories are for reviewers, not players: they keep React Router's development build and its
  // warnings, which the app's production build swaps out (vite.config.ts).
  viteFinal: (vite) => ({
    ...vite,
    plugins: (vite.plugins ?? []).filter(
      (plugin) =>
        !(
          plugin &&
          typeof plugin === 'object' &&
          'name' in plugin &&
          plugin.name === 'react-router-production-build'
        ),
    ),
  }),
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
