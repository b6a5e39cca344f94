import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within, screen } from 'storybook/test';
import { studioI18nLoader, withStudioI18n } from '../../i18n/withStudioI18n.tsx';
import { previewStandIn, standInFramesSettled } from '../../preview/testing/standIn.ts';
import { StudioApiError } from '../api/studioClient.ts';
import {
  brokenBrand,
  editorOnly,
  fixtureClient,
  fixtureDraft,
  viewerOnly,
} from '../testing/fixtures.ts';
import { StudioStoryFrame, studioText } from '../testing/StudioStoryFrame.tsx';
import { EditorScreen } from './EditorScreen.tsx';

const meta = {
  title: 'Studio/Editor',
  component: EditorScreen,
  decorators: [withStudioI18n],
  loaders: [studioI18nLoader],
  args: { brandId: 'demo', backHref: '/studio', debounceMs: 50, preview: previewStandIn },
  parameters: { layout: 'fullscreen' },
  // The studio's demo client and operator; stories that need others render their own frame.
  render: (args) => (
    <StudioStoryFrame>
      <EditorScreen {...args} />
    </StudioStoryFrame>
  ),
} satisfies Meta<typeof EditorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Replaces the JSON tab's whole text, as a paste would. */
async function pasteJson(area: HTMLTextAreaElement, text: string) {
  await userEvent.click(area);
  area.setSelectionRange(0, area.value.length);
  await userEvent.paste(text);
}

/** A draft that passes every rule; publishing answers the new version. */
export const Clean: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = studioText(loaded);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t('common.noProblems') }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('publish.button') }));
    await expect(await canvas.findByText(t('publish.done', { version: 4 }))).toBeVisible();
    await standInFramesSettled(canvasElement);
  },
};

/** Problems found in the browser as the draft loads; each links to its setting's control. */
export const WithProblems: Story = {
  args: { initialTab: 'json' },
  render: (args) => (
    <StudioStoryFrame
      client={fixtureClient({ draft: () => Promise.resolve(fixtureDraft(brokenBrand())) })}
    >
      <EditorScreen {...args} />
    </StudioStoryFrame>
  ),
  play: async ({ canvasElement, loaded }) => {
    const t = studioText(loaded);
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 2, name: /\d/ });
    const count = Number(/\d+/.exec(heading.textContent)?.[0]);
    await expect(heading).toHaveTextContent(t('common.problems', { count }));
    await expect(canvas.getByRole('button', { name: t('publish.button') })).toBeDisabled();
    await expect(canvas.getByText(t('publish.fixFirst', { count }))).toBeVisible();
    // A problem's link opens the settings tab (where its control is).
    await userEvent.click(canvas.getByRole('button', { name: '/name' }));
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: t('editor.tabs.settings') })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    await standInFramesSettled(canvasElement, { draftValid: false });
  },
};

/** The platform cannot be reached: the edit stays, the save is shown failed and sent again. */
export const SavingFailed: Story = {
  args: { initialTab: 'json' },
  render: (args) => (
    <StudioStoryFrame
      client={fixtureClient({
        saveDraft: () => Promise.reject(new StudioApiError('network', 0)),
      })}
    >
      <EditorScreen {...args} />
    </StudioStoryFrame>
  ),
  play: async ({ canvasElement, loaded }) => {
    const t = studioText(loaded);
    const canvas = within(canvasElement);
    const area = await canvas.findByRole<HTMLTextAreaElement>('textbox', {
      name: t('json.label'),
    });
    const edited = area.value.replace('"Demo Bet"', '"Demo Bet Plus"');
    await pasteJson(area, edited);
    await expect(
      await canvas.findByText(t('save.failed', { reason: t('errors.network') })),
    ).toBeVisible();
    await expect(area.value).toContain('"Demo Bet Plus"');
    await expect(canvas.getByRole('button', { name: t('save.retry') })).toBeVisible();
    await standInFramesSettled(canvasElement);
  },
};

/** An operator without the editor role: nothing can be changed, and they are told why. */
export const ReadOnly: Story = {
  args: { initialTab: 'json' },
  render: (args) => (
    <StudioStoryFrame operator={viewerOnly}>
      <EditorScreen {...args} />
    </StudioStoryFrame>
  ),
  play: async ({ canvasElement, loaded }) => {
    const t = studioText(loaded);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('editor.readOnlyReason'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('json.label') })).toHaveAttribute(
      'readonly',
    );
    await expect(canvas.getByRole('button', { name: t('publish.button') })).toBeDisabled();
    await expect(canvas.getByText(t('publish.publishersOnly'))).toBeVisible();
    await standInFramesSettled(canvasElement);
  },
};

/** The JSON tab with a syntax error: its line and column, and a way to it. */
export const JsonSyntaxError: Story = {
  args: { initialTab: 'json' },
  play: async ({ canvasElement, loaded }) => {
    const t = studioText(loaded);
    const canvas = within(canvasElement);
    const area = await canvas.findByRole<HTMLTextAreaElement>('textbox', {
      name: t('json.label'),
    });
    // The comma after the id removed: line 4 then starts with a key the parser did not expect.
    await pasteJson(area, area.value.replace('"id": "demo",', '"id": "demo"'));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('json.syntaxError', { line: 4, column: 3 }));
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: t('json.showError') }));
    await expect(area).toHaveFocus();
    await standInFramesSettled(canvasElement);
  },
};

/** Versions newest first, who and how, and the audit log. */
export const History: Story = {
  args: { initialTab: 'history' },
  play: async ({ canvasElement, loaded }) => {
    const t = studioText(loaded);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('cell', { name: t('history.kinds.rollbackOf', { version: 1 }) }),
    ).toBeVisible();
    await expect(await canvas.findByText(t('history.audit.actions.save-draft'))).toBeVisible();
    await expect(canvas.getByText('/name, /theme/color/brand')).toBeVisible();
    await standInFramesSettled(canvasElement);
  },
};

/** The changes between what players have and the draft. */
export const HistoryDiff: Story = {
  args: { initialTab: 'history' },
  play: async ({ canvasElement, loaded }) => {
    const t = studioText(loaded);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('history.diff.compare') }));
    await expect(await canvas.findByRole('rowheader', { name: '/name' })).toBeVisible();
    await expect(canvas.getByText('"Demo Bet Plus"')).toBeVisible();
    await expect(canvas.getByText(t('history.diff.removed'))).toBeVisible();
    await standInFramesSettled(canvasElement);
  },
};

/** Rolling back asks first. */
export const RollbackConfirm: Story = {
  args: { initialTab: 'history' },
  play: async ({ canvasElement, loaded }) => {
    const t = studioText(loaded);
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('history.rollback.button', { version: 2 }) }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: t('history.rollback.confirmTitle', { version: 2 }),
    });
    await waitFor(() => expect(dialog).toBeVisible());
    await standInFramesSettled(canvasElement);
  },
};

/** An editor who is not a publisher: roll back and publish are shown with the reason. */
export const EditorWithoutPublishing: Story = {
  args: { initialTab: 'history' },
  render: (args) => (
    <StudioStoryFrame operator={editorOnly}>
      <EditorScreen {...args} />
    </StudioStoryFrame>
  ),
  play: async ({ canvasElement, loaded }) => {
    const t = studioText(loaded);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: t('history.rollback.button', { version: 2 }) }),
    ).toBeDisabled();
    await expect(canvas.getByText(t('history.rollback.publishersOnly'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('publish.button') })).toBeDisabled();
    await standInFramesSettled(canvasElement);
  },
};
