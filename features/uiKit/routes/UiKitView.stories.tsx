import type { Meta, StoryObj } from '@storybook/react-vite';
import { pinnedBrand } from '../../../.storybook/modes.ts';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import nightbetBrandFile from '../../../config/nightbet/brand.json';
import {
  findContrastProblems,
  lightThemeValues,
  resolveTheme,
} from '../../../design-system/index.ts';
import { storyText } from '../../core/testing/index.ts';
import { withUiKitLocales } from '../testing/withUiKitLocales.tsx';
import { UiKitView } from './UiKitView.tsx';

/** A fixed moment, so the countdown's picture holds still. */
const now = Date.UTC(2026, 10, 11, 12, 0, 0);

const meta = {
  title: 'UiKit/UiKit',
  component: UiKitView,
  decorators: [withUiKitLocales],
  args: {
    brandName: 'Demo Bet',
    baseTheme: 'light',
    theme: lightThemeValues,
    contrastProblems: [],
    currency: 'CLP',
    now,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof UiKitView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo brand's light theme. */
export const Light: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: storyText('uiKit:title') }),
    ).toBeVisible();
    await expect(canvas.getByText(storyText('uiKit:colours.contrastOk'))).toBeVisible();
  },
};

/** A dark brand's theme as the screen resolves it (nightbet: dark base plus its overrides). */
const nightbetTheme = resolveTheme(nightbetBrandFile.theme, 'dark');

/** A dark brand (nightbet), in English. */
export const DarkBrandEnglish: Story = {
  args: {
    brandName: nightbetBrandFile.name,
    baseTheme: 'dark',
    theme: nightbetTheme,
    contrastProblems: findContrastProblems(nightbetTheme),
  },
  globals: { brand: 'nightbet', language: 'en-US' },
  parameters: pinnedBrand('nightbet'),
};

/** A brand colour that fails contrast: the page names the failing pairs. */
const clashing = resolveTheme({ color: { brand: '#ffd84d', textLink: '#9bd3ff' } }, 'light');
export const ContrastProblemsPortuguese: Story = {
  args: { theme: clashing, contrastProblems: findContrastProblems(clashing) },
  globals: { language: 'pt-PT' },
  parameters: {
    // The story shows a theme that fails contrast on purpose.
    a11y: { disable: true },
  },
  play: async ({ canvasElement, args }) => {
    await expect(
      within(canvasElement).getByText(
        storyText('uiKit:colours.contrastProblems', { count: args.contrastProblems.length }),
      ),
    ).toBeVisible();
  },
};

/** The dialog opener opens the sample dialog; its cancel button closes it. */
export const OpensDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      canvas.getByRole('button', { name: storyText('uiKit:overlays.openDialog') }),
    );
    const dialog = await page.findByRole('dialog', {
      name: storyText('uiKit:overlays.dialogTitle'),
    });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(page.getByRole('button', { name: storyText('uiKit:overlays.cancel') }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The sheet opener opens the sample bottom sheet. */
export const OpensSheet: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: storyText('uiKit:overlays.openSheet') }),
    );
    const sheet = await page.findByRole('dialog', {
      name: storyText('uiKit:overlays.sheetTitle'),
    });
    await waitFor(() => expect(sheet).toBeVisible());
  },
};
