import { getStoryContext, type TestRunnerConfig, waitForPageReady } from '@storybook/test-runner';
import { checkA11y, configureAxe, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import { visualSettings } from '../tests/visual/settings.ts';

/**
 * The language of a second, play-only pass (`STORYBOOK_PLAY_LANGUAGE=en-US`): the stories with a
 * play function run again in it, so a play test that reads a Spanish literal instead of the
 * translated text fails. Screenshots and axe stay in the first pass, which keeps this one short.
 */
const playLanguage = process.env.STORYBOOK_PLAY_LANGUAGE;

/**
 * Every story is visited in Chromium: its play function runs, axe checks it, and a screenshot is
 * compared with the committed baseline in tests/visual/__baselines__ (Chromatic cannot be reached
 * from CI here, so this is the visual test that gates a change).
 */
const config: TestRunnerConfig = {
  ...(playLanguage
    ? {
        // The preview's language global, set once: stories without a language of their own
        // keep it from one story to the next. (Storybook reads `globals` from the iframe's
        // address only together with a story id, which the runner sets later.)
        async prepare({ page }) {
          await page.goto(new URL('iframe.html', process.env.TARGET_URL).toString(), {
            waitUntil: 'load',
          });
          await page.evaluate(async (language) => {
            const storybook = globalThis as unknown as {
              __STORYBOOK_PREVIEW__: { ready(): Promise<void> };
              __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, payload: object): void };
            };
            await storybook.__STORYBOOK_PREVIEW__.ready();
            storybook.__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', { globals: { language } });
          }, playLanguage);
        },
        tags: { include: ['play-fn'] },
      }
    : {}),
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page) {
    await page.setViewportSize(visualSettings.viewport);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    if (!playLanguage) await injectAxe(page);
  },
  async postVisit(page, context) {
    if (playLanguage) return;
    const storyContext = await getStoryContext(page, context);
    const parameters = storyContext.parameters as {
      a11y?: { disable?: boolean; options?: object };
      visual?: { disable?: boolean };
    };

    if (!parameters.a11y?.disable) {
      await configureAxe(page, parameters.a11y?.options ?? {});
      // The whole body, so content portalled outside the story root (dialogs, toasts) is checked.
      await checkA11y(page, 'body', {
        verbose: false,
        detailedReport: true,
        detailedReportOptions: { html: true },
        axeOptions: {
          runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
          // A story's frames hold third-party pages (or about:blank), not ours to audit; axe
          // would otherwise wait up to a minute for an answer from a frame it cannot run in.
          // The frame element itself (its title) is still checked.
          iframes: false,
          // A story is a fragment, not a page: landmark rules belong to the end-to-end tests of
          // whole pages, as in Storybook's own a11y addon.
          rules: { region: { enabled: false } },
        },
      });
    }

    if (!parameters.visual?.disable) {
      await waitForPageReady(page);
      await page.addStyleTag({ content: visualSettings.freezeCss });
      await page.evaluate(() => document.fonts.ready);
      const image = await page.screenshot({ animations: 'disabled', caret: 'hide' });
      expect(image).toMatchImageSnapshot({
        customSnapshotsDir: visualSettings.baselineDir,
        customDiffDir: visualSettings.diffDir,
        customSnapshotIdentifier: context.id,
        failureThreshold: visualSettings.failurePixels,
        failureThresholdType: 'pixel',
        comparisonMethod: 'pixelmatch',
        customDiffConfig: { threshold: visualSettings.colourThreshold },
        storeReceivedOnFailure: true,
      });
    }
  },
};

export default config;
