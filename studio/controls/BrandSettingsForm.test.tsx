import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import demo from '../../config/demo/brand.json' with { type: 'json' };
import nightbet from '../../config/nightbet/brand.json' with { type: 'json' };
import { createStudioI18n } from '../i18n/studioI18n.ts';
import { controlIdFor } from './contract.ts';
import { EditedBrandForm, EditedSetting, WithI18n } from './testing.tsx';

let instance: i18n;
beforeAll(async () => {
  instance = await createStudioI18n('en-US');
});

const demoBrand = demo as Record<string, unknown>;
const nightbetBrand = nightbet as Record<string, unknown>;

function renderForm(props: Partial<Parameters<typeof EditedBrandForm>[0]> = {}) {
  const onChange = vi.fn<(next: Record<string, unknown>) => void>();
  const view = render(
    <WithI18n instance={instance}>
      <EditedBrandForm initial={demoBrand} problems={[]} onChange={onChange} {...props} />
    </WithI18n>,
  );
  return { onChange, ...view };
}

function byId(pointer: string): HTMLElement {
  const element = document.getElementById(controlIdFor(pointer));
  if (!element) throw new Error(`No control for ${pointer}`);
  return element;
}

async function openGroup(name: RegExp) {
  await userEvent.click(screen.getByRole('button', { name }));
}

describe('BrandSettingsForm', () => {
  it('edits a setting and hands back the whole brand, the rest untouched', async () => {
    const { onChange } = renderForm();
    const name = byId('/name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Casa');
    const last = onChange.mock.lastCall?.[0];
    expect(last).toEqual({ ...demoBrand, name: 'Casa' });
    expect(last?.theme).toBe(demoBrand.theme);
  });

  it('writes no defaults: an unset setting stays absent until it is edited, and reset removes it', async () => {
    const { polling: _polling, ...withoutPolling } = nightbetBrand;
    const { onChange } = renderForm({ initial: withoutPolling });
    await openGroup(/^Refresh intervals/);
    const liveMs = byId('/polling/liveMs');
    expect(liveMs).toHaveValue(null);
    expect(within(liveMs.closest('div')!.parentElement!).queryByRole('button')).toBeNull();
    await userEvent.type(liveMs, '4000');
    expect(onChange.mock.lastCall?.[0].polling).toEqual({ liveMs: 4000 });
    await userEvent.click(screen.getByRole('button', { name: 'Reset Live ms to default' }));
    expect(onChange.mock.lastCall?.[0]).toStrictEqual(withoutPolling);
  });

  it('shows the units of a number and its bounds', async () => {
    renderForm();
    await openGroup(/^Refresh intervals/);
    const liveMs = byId('/polling/liveMs');
    expect(liveMs).toHaveAttribute('min', '1000');
    expect(liveMs).toHaveAccessibleName('Live ms milliseconds');
    await openGroup(/^Limits/);
    // Stakes are in the brand's default currency, in its decimal units.
    const max = byId('/limits/bets/max');
    expect(max).toHaveAccessibleName('Max CLP');
    expect(max).toHaveAttribute('step', '1');
  });

  it('puts each problem under its control and counts them on the group', () => {
    renderForm({
      problems: [
        { path: '/name', message: 'Too long' },
        { path: '/theme/color/onBrand', message: 'Low contrast' },
      ],
    });
    const name = byId('/name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(/Too long/);
    // A group with a problem opens by itself, so the problem list can focus its control.
    expect(screen.getByRole('button', { name: /^Theme\W+1 problem$/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(byId('/theme/color/onBrand')).toHaveAccessibleDescription(/Low contrast/);
  });

  it('gives every setting of a real brand a control with its id', async () => {
    renderForm({ initial: nightbetBrand });
    for (const button of screen.getAllByRole('button', { expanded: false })) {
      if (button.closest('[role="region"]') === null) await userEvent.click(button);
    }
    for (const pointer of [
      '/id',
      '/description/en-US',
      '/theme/color/brand',
      '/theme/radius/standard',
      '/languages/enabled',
      '/currencies/default',
      '/odds/defaultFormat',
      '/bannedProviders',
      '/features/toto',
      '/menus/header',
    ]) {
      expect(byId(pointer)).toBeInTheDocument();
    }
  });

  it('toggles a value of a set and keeps the order of the others', async () => {
    const { onChange } = renderForm({ initial: nightbetBrand });
    await openGroup(/^Languages/);
    await userEvent.click(screen.getByRole('checkbox', { name: /pt-PT/ }));
    expect(onChange.mock.lastCall?.[0].languages).toEqual({
      enabled: ['en-US', 'es-es', 'pt-PT'],
      default: 'en-US',
    });
    await userEvent.click(screen.getByRole('checkbox', { name: /en-US/ }));
    expect(onChange.mock.lastCall?.[0].languages).toMatchObject({ enabled: ['es-es', 'pt-PT'] });
  });

  it('reorders a menu with the keyboard, announces it and keeps focus on the moved item', async () => {
    const { onChange } = renderForm({ initial: nightbetBrand });
    await openGroup(/^Menus/);
    const header = (nightbetBrand.menus as { header: Array<{ id: string }> }).header;
    const first = header[0]!.id;
    const down = screen.getByRole('button', { name: `Move ${first} down` });
    down.focus();
    await userEvent.keyboard('{Enter}');
    const moved = (onChange.mock.lastCall?.[0].menus as { header: Array<{ id: string }> }).header;
    expect(moved.map((item) => item.id)).toEqual([
      header[1]!.id,
      first,
      ...header.slice(2).map((item) => item.id),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      `${first} moved to position 2 of ${header.length}.`,
    );
    expect(screen.getByRole('button', { name: `Move ${first} down` })).toHaveFocus();
  });

  it('disables editing when read-only', async () => {
    renderForm({ readOnly: true });
    expect(byId('/name')).toHaveAttribute('readonly');
    await openGroup(/^Features/);
    expect(screen.getAllByRole('switch')[0]).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Reset / })).toBeNull();
  });

  it("renders the app's control for a pointer, and typing elsewhere does not re-render it", async () => {
    const upload = vi.fn(({ id, label }: { id: string; label: string }) => (
      <button type="button" id={id}>
        Upload {label}
      </button>
    ));
    renderForm({ customControls: { '/favicon': upload } });
    expect(byId('/favicon')).toHaveTextContent('Upload Favicon');
    const calls = upload.mock.calls.length;
    await userEvent.type(byId('/name'), 'x');
    expect(upload.mock.calls.length).toBe(calls);
  });

  it('keeps a value it has no control for, as JSON', async () => {
    const { onChange } = renderForm({ initial: { ...demoBrand, odds: { defaultFormat: 'nope' } } });
    await openGroup(/^Odds/);
    const field = byId('/odds/defaultFormat');
    expect(field).toHaveValue('"nope"');
    await act(async () => {
      await userEvent.clear(field);
      await userEvent.type(field, '1');
    });
    expect(onChange.mock.lastCall?.[0].odds).toEqual({ defaultFormat: 1 });
  });

  it('updates the contrast readout live as a colour is typed, in any CSS syntax', async () => {
    render(
      <WithI18n instance={instance}>
        <EditedSetting
          pointer="/theme/color/onBrand"
          initial={{
            ...nightbetBrand,
            theme: { base: 'dark', color: { brand: '#b794f6', onBrand: '#ffffff' } },
          }}
        />
      </WithI18n>,
    );
    const readout = () =>
      [...document.querySelectorAll('li[data-passes]')].map((item) =>
        item.getAttribute('data-passes'),
      );
    expect(readout()).toEqual(['false', 'false']);
    expect(screen.getByText(/on Brand — fails AA \(needs 4.5:1\)/)).toBeInTheDocument();
    const field = byId('/theme/color/onBrand');
    await userEvent.clear(field);
    await userEvent.type(field, 'hsl(260 60% 10%)');
    expect(readout()).toEqual(['true', 'true']);
    expect(screen.getByLabelText('Pick On brand')).toHaveValue('#140a29');
  });

  it('reorders a menu by dragging an item by its handle onto another', () => {
    const onChange = vi.fn<(next: Record<string, unknown>) => void>();
    render(
      <WithI18n instance={instance}>
        <EditedSetting pointer="/menus/header" initial={demoBrand} onChange={onChange} />
      </WithI18n>,
    );
    const items = byId('/menus/header').querySelectorAll('li');
    const first = items[0]!;
    const third = items[2]!;
    fireEvent.pointerDown(first.querySelector('[aria-hidden="true"]')!);
    const dataTransfer = { setData: vi.fn(), effectAllowed: '' };
    fireEvent.dragStart(first, { dataTransfer });
    fireEvent.dragOver(third, { dataTransfer });
    fireEvent.drop(third, { dataTransfer });
    const header = (onChange.mock.lastCall?.[0].menus as { header: Array<{ id: string }> }).header;
    expect(header.map((item) => item.id)).toEqual([
      'live',
      'casino',
      'sport',
      'horseRaces',
      'liveCasino',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('sport moved to position 3 of 5.');
  });
});

describe('the settings labels and help in the operator language', () => {
  it('shows the schema label and description translated, and follows a language switch', async () => {
    const spanish = await createStudioI18n('es-es');
    render(
      <WithI18n instance={spanish}>
        <EditedSetting initial={demoBrand} pointer="/name" />
      </WithI18n>,
    );
    expect(await screen.findByText(/^Nombre de la marca que ven los jugadores/)).toBeVisible();
    expect(screen.queryByText(/^Brand name shown to players/)).toBeNull();
    expect(byId('/name')).toHaveAccessibleName('Nombre');
    await act(() => spanish.changeLanguage('pt-PT'));
    expect(await screen.findByText(/^Nome da marca mostrado aos jogadores/)).toBeVisible();
    expect(byId('/name')).toHaveAccessibleName('Nome');
  });
});

it('labels the settings of a section in the operator language', async () => {
  const spanish = await createStudioI18n('es-es');
  render(
    <WithI18n instance={spanish}>
      <EditedSetting initial={demoBrand} pointer="/polling" />
    </WithI18n>,
  );
  await waitFor(() => expect(byId('/polling/liveMs')).toHaveAccessibleName(/^Directo/));
});
