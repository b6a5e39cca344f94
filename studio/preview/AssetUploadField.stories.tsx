import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n } from 'i18next';
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test';
import { controlIdFor } from '../controls/contract.ts';
import { studioI18nLoader, withStudioI18n } from '../i18n/withStudioI18n.tsx';
import { AssetUploadField } from './AssetUploadField.tsx';
import type { Uploader } from './uploadAsset.ts';

const logo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 32"><rect width="120" height="32" rx="6" fill="#0b5fff"/><text x="60" y="22" font-family="sans-serif" font-size="16" fill="#fff" text-anchor="middle">Demo Bet</text></svg>',
  );

/** Answers as the server would, after a little progress. */
const accepting: Uploader = async (_brand, kind, _file, onProgress) => {
  onProgress(0.5);
  await new Promise((resolve) => setTimeout(resolve, 50));
  onProgress(1);
  return {
    ok: true,
    upload: { path: `assets/${kind}-0123456789abcdef.svg`, type: 'image/svg+xml', bytes: 512 },
  };
};

const meta = {
  title: 'Studio/Preview/AssetUploadField',
  component: AssetUploadField,
  decorators: [withStudioI18n],
  loaders: [studioI18nLoader],
  args: {
    brandId: 'demo',
    pointer: '/logo/src',
    id: controlIdFor('/logo/src'),
    value: '',
    onChange: fn(),
    problems: [],
    label: 'Logo',
    description: 'Logo image (SVG preferred).',
    uploader: accepting,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AssetUploadField>;

export default meta;
type Story = StoryObj<typeof meta>;

const textsOf = (loaded: Record<string, unknown>) =>
  (loaded.studioI18n as i18n).getFixedT(null, 'preview');

/** Picks a file in the field's input, as the file dialog would (whatever its accept list). */
async function pick(canvasElement: HTMLElement, file: File) {
  const input = canvasElement.querySelector<HTMLInputElement>(
    `#${CSS.escape(controlIdFor('/logo/src'))}`,
  );
  if (!input) throw new Error('No file input with the control id');
  const files = new DataTransfer();
  files.items.add(file);
  input.files = files.files;
  await fireEvent.change(input);
}

const svgFile = (bytes: number) =>
  new File(
    ['<svg xmlns="http://www.w3.org/2000/svg">' + ' '.repeat(bytes) + '</svg>'],
    'logo.svg',
    {
      type: 'image/svg+xml',
    },
  );

export const Empty: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(textsOf(loaded)('upload.none'));
    await pick(canvasElement, svgFile(10));
    await canvas.findByText(textsOf(loaded)('upload.done'));
    await expect(args.onChange).toHaveBeenCalledWith('assets/logo-0123456789abcdef.svg');
  },
};

export const WithImage: Story = {
  args: { value: logo },
  play: async ({ canvasElement, loaded }) => {
    const image = await within(canvasElement).findByRole('img', {
      name: textsOf(loaded)('upload.current', { label: 'Logo' }),
    });
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
  },
};

export const RefusedType: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    await pick(canvasElement, new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(
      textsOf(loaded)('upload.refusals.type', { formats: 'SVG, PNG, WEBP', limit: 512 }),
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const TooBig: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    await pick(canvasElement, svgFile(600 * 1024));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(textsOf(loaded)('upload.refusals.size', { limit: 512 }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { uploader: () => Promise.resolve({ ok: false, refusal: 'failed' }) },
  play: async ({ canvasElement, args, loaded }) => {
    await pick(canvasElement, svgFile(10));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(textsOf(loaded)('upload.refusals.failed'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The server read the bytes and refused them (an SVG with a script, say). */
export const ServerRefusedType: Story = {
  args: { uploader: () => Promise.resolve({ ok: false, refusal: 'type' }) },
  play: async ({ canvasElement, loaded }) => {
    await pick(canvasElement, svgFile(10));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(
      textsOf(loaded)('upload.refusals.type', { formats: 'SVG, PNG, WEBP', limit: 512 }),
    );
  },
};
