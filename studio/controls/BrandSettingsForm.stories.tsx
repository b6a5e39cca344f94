import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n } from 'i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import demo from '../../config/demo/brand.json' with { type: 'json' };
import nightbet from '../../config/nightbet/brand.json' with { type: 'json' };
import { studioI18nLoader, withStudioI18n } from '../i18n/withStudioI18n.tsx';
import { controlIdFor } from './contract.ts';
import { EditedBrandForm, EditedSetting } from './testing.tsx';

const demoBrand = demo as Record<string, unknown>;
const nightbetBrand = nightbet as Record<string, unknown>;

interface PlayContext {
  canvasElement: HTMLElement;
  loaded: Record<string, unknown>;
}

/** The studio's texts in the story's language, so a play test reads what the operator reads. */
function studioT(context: PlayContext): i18n['t'] {
  return (context.loaded.studioI18n as i18n).t;
}

/** A setting's control, found by the id every setting's control carries. */
async function control(context: PlayContext, pointer: string): Promise<HTMLElement> {
  return waitFor(() => {
    const element = context.canvasElement.querySelector<HTMLElement>(
      `#${CSS.escape(controlIdFor(pointer))}`,
    );
    if (!element) throw new Error(`No control for ${pointer} yet`);
    return element;
  });
}

const meta = {
  title: 'Studio/Controls/BrandSettingsForm',
  component: EditedBrandForm,
  decorators: [withStudioI18n],
  loaders: [studioI18nLoader],
  args: { initial: demoBrand, problems: [] },
} satisfies Meta<typeof EditedBrandForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo brand's settings: the general group open, every other group one press away. */
export const FullForm: Story = {
  play: async (context) => {
    await expect(await control(context, '/name')).toHaveValue('Demo Bet');
    const t = studioT(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('controls:group.theme') }));
    await expect(await control(context, '/theme/color/brand')).toBeVisible();
  },
};

/** brand:check's problems under their controls; the groups holding them open, with a count. */
export const WithProblems: Story = {
  args: {
    initial: nightbetBrand,
    problems: [
      { path: '/name', message: 'must NOT have more than 60 characters' },
      {
        path: '/theme/color/onBrand',
        message: 'onBrand on brand has contrast 3.10:1, below the 4.5:1 that WCAG AA asks for',
      },
      { path: '/menus/header/1/route', message: 'must match pattern "^/"' },
    ],
  },
  play: async (context) => {
    const t = studioT(context);
    const name = await control(context, '/name');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/60 characters/);
    const canvas = within(context.canvasElement);
    const theme = canvas.getByRole('button', {
      name: new RegExp(
        `^${t('controls:group.theme')}\\W+${t('controls:problemCount', { count: 1 })}$`,
      ),
    });
    await expect(theme).toHaveAttribute('aria-expanded', 'true');
    // The menu item holding a problem opens too, so its route field can take focus.
    await expect(await control(context, '/menus/header/1/route')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** An operator without the editor role: every control shows, none edits. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async (context) => {
    await expect(await control(context, '/name')).toHaveAttribute('readonly');
    await expect(await control(context, '/$schema')).toHaveAttribute('readonly');
  },
};

/** Text on the brand colour, too light: the readout fails its pairs against WCAG AA. */
export const ColourFailingContrast: StoryObj<typeof EditedSetting> = {
  render: () => (
    <EditedSetting
      pointer="/theme/color/onBrand"
      initial={{
        ...nightbetBrand,
        theme: {
          base: 'dark',
          color: { brand: '#b794f6', brandHover: '#cbb2fa', onBrand: '#ffffff' },
        },
      }}
    />
  ),
  play: async (context) => {
    const field = await control(context, '/theme/color/onBrand');
    await expect(field).toHaveValue('#ffffff');
    const readout = context.canvasElement.querySelectorAll('li[data-passes="false"]');
    await expect(readout.length).toBe(2);
  },
};

/** The real NightBet colours: every pair of its brand colour passes. */
export const ColourPassingContrast: StoryObj<typeof EditedSetting> = {
  render: () => <EditedSetting pointer="/theme/color/brand" initial={nightbetBrand} />,
  play: async (context) => {
    const field = await control(context, '/theme/color/brand');
    await expect(field).toHaveValue('#b794f6');
    await expect(context.canvasElement.querySelectorAll('li[data-passes="false"]').length).toBe(0);
    await expect(
      context.canvasElement.querySelectorAll('li[data-passes="true"]').length,
    ).toBeGreaterThan(0);
  },
};

/** The header menu reordered with the keyboard: the move is announced and focus follows it. */
export const MenuKeyboardReorder: StoryObj<typeof EditedSetting> = {
  render: () => <EditedSetting pointer="/menus/header" initial={demoBrand} />,
  play: async (context) => {
    const t = studioT(context);
    await control(context, '/menus/header');
    const canvas = within(context.canvasElement);
    const down = canvas.getByRole('button', {
      name: t('controls:list.moveDown', { item: 'sport' }),
    });
    down.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t('controls:list.moved', { item: 'sport', position: 2, total: 5 }),
    );
    await expect(
      canvas.getByRole('button', { name: t('controls:list.moveDown', { item: 'sport' }) }),
    ).toHaveFocus();
    const order = canvas
      .getAllByRole('button', { expanded: false })
      .map((button) => button.textContent);
    await expect(order.slice(0, 2)).toEqual(['live', 'sport']);
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t('controls:list.moved', { item: 'sport', position: 1, total: 5 }),
    );
  },
};

/** Banned providers: a switch-like checkbox per provider the schema knows. */
export const Toggles: StoryObj<typeof EditedSetting> = {
  render: () => <EditedSetting pointer="/bannedProviders" initial={nightbetBrand} />,
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await control(context, '/bannedProviders');
    await expect(canvas.getByRole('checkbox', { name: 'evolution' })).toBeChecked();
    const bc = canvas.getByRole('checkbox', { name: 'bc' });
    await expect(bc).not.toBeChecked();
    await userEvent.click(bc);
    await expect(canvas.getByRole('checkbox', { name: 'bc' })).toBeChecked();
  },
};

/** A stake limit in the brand's default currency (decimal units), with the schema's minimum. */
export const NumberWithUnits: StoryObj<typeof EditedSetting> = {
  render: () => <EditedSetting pointer="/limits/bets/max" initial={nightbetBrand} />,
  play: async (context) => {
    const field = await control(context, '/limits/bets/max');
    await expect(field).toHaveAccessibleName(/USD/);
    await expect(field).toHaveAttribute('min', '0');
    await expect(field).toHaveAttribute('step', '0.01');
    await userEvent.clear(field);
    await userEvent.type(field, '2500.5');
    await expect(field).toHaveValue(2500.5);
  },
};

/** A value the form has no control for (a word where the schema wants 0, 1 or 2) kept as JSON. */
export const JsonFallback: StoryObj<typeof EditedSetting> = {
  render: () => (
    <EditedSetting
      pointer="/odds/defaultFormat"
      initial={{ ...demoBrand, odds: { defaultFormat: 'fractional' } }}
    />
  ),
  play: async (context) => {
    const t = studioT(context);
    const field = await control(context, '/odds/defaultFormat');
    await expect(field).toHaveValue('"fractional"');
    await userEvent.clear(field);
    await userEvent.type(field, '{{');
    await expect(field).toHaveAccessibleDescription(
      new RegExp(t('controls:json.invalid').slice(0, 12)),
    );
  },
};
