import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { studioI18nLoader, withStudioI18n } from '../../i18n/withStudioI18n.tsx';
import { fixtureBrands, fixtureClient, viewerOnly } from '../testing/fixtures.ts';
import { StudioStoryFrame, studioText } from '../testing/StudioStoryFrame.tsx';
import { BrandListScreen } from './BrandListScreen.tsx';

const meta = {
  title: 'Studio/BrandList',
  component: BrandListScreen,
  decorators: [withStudioI18n],
  loaders: [studioI18nLoader],
  args: { onOpen: fn(), editorHref: (id: string) => `/studio/brands/${id}` },
} satisfies Meta<typeof BrandListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every brand: what players have, a waiting draft, its problems (plural forms). */
export const Loaded: Story = {
  render: (args) => (
    <StudioStoryFrame>
      <BrandListScreen {...args} />
    </StudioStoryFrame>
  ),
  play: async ({ canvasElement, loaded }) => {
    const t = studioText(loaded);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'demo' })).toHaveAttribute(
      'href',
      '/studio/brands/demo',
    );
    await expect(canvas.getByText(t('common.problems', { count: 2 }))).toBeVisible();
    await expect(canvas.getByText(t('common.problems', { count: 1 }))).toBeVisible();
    await expect(canvas.getByText(t('brands.neverPublished'))).toBeVisible();
  },
};

/** Every draft passes the rules. */
export const NoProblems: Story = {
  render: (args) => (
    <StudioStoryFrame
      client={fixtureClient({
        brands: () =>
          Promise.resolve(fixtureBrands.map((brand) => ({ ...brand, draftProblems: 0 }))),
      })}
    >
      <BrandListScreen {...args} />
    </StudioStoryFrame>
  ),
  play: async ({ canvasElement, loaded }) => {
    const t = studioText(loaded);
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'demo' });
    await expect(canvas.getAllByText(t('common.noProblems'))).toHaveLength(fixtureBrands.length);
  },
};

/** A new brand copied from another: its id is checked as it is typed. */
export const Creating: Story = {
  render: (args) => (
    <StudioStoryFrame>
      <BrandListScreen {...args} />
    </StudioStoryFrame>
  ),
  play: async ({ canvasElement, loaded, args }) => {
    const t = studioText(loaded);
    const canvas = within(canvasElement);
    const id = await canvas.findByRole('textbox', { name: t('brands.create.id') });
    await userEvent.type(id, 'Nueva');
    await expect(await canvas.findByText(t('brands.create.idProblems.pattern'))).toBeVisible();
    await userEvent.clear(id);
    await userEvent.type(id, 'demo');
    await expect(await canvas.findByText(t('brands.create.idProblems.taken'))).toBeVisible();
    await userEvent.type(id, '-summer');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: t('brands.create.copyOf') }),
      'demo',
    );
    await expect(canvas.queryByText(t('brands.create.idProblems.taken'))).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('brands.create.submit') }));
    await waitFor(() => expect(args.onOpen).toHaveBeenCalledWith('demo-summer'));
  },
};

/** An operator without the editor role does not see the form that creates brands. */
export const WithoutEditorRole: Story = {
  render: (args) => (
    <StudioStoryFrame operator={viewerOnly}>
      <BrandListScreen {...args} />
    </StudioStoryFrame>
  ),
  play: async ({ canvasElement, loaded }) => {
    const t = studioText(loaded);
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'demo' });
    await expect(canvas.queryByRole('button', { name: t('brands.create.submit') })).toBeNull();
  },
};
