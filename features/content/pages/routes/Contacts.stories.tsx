import type { Meta, StoryObj } from '@storybook/react-vite';
import { pinnedBrand } from '../../../../.storybook/modes.ts';
import { expect, within } from 'storybook/test';
import type { Brand } from '../../../../schemas/generated/brand.ts';
import { ApiError } from '../../../core/errors/index.ts';
import {
  createFixtureApi,
  fixtureBrand,
  containing,
  neverAnswer,
  storyLanguage,
  storyText,
  withAppFixture,
} from '../../../core/testing/index.ts';
import { contactsIn } from '../testing/fixtures.ts';
import { withPagesLocales } from '../testing/withPagesLocales.tsx';
import ContactsScreen from './ContactsScreen.tsx';

const offline = () => {
  throw new ApiError({ kind: 'network', message: 'offline' });
};

const meta = {
  title: 'Content/Contacts',
  component: ContactsScreen,
  decorators: [withPagesLocales, withAppFixture],
  parameters: {
    layout: 'fullscreen',
    app: {
      // The platform answers the brand's contacts in the request's language.
      api: createFixtureApi({ 'GET /api/site/contacts': () => contactsIn(storyLanguage()) }),
      path: '/contacts',
    },
  },
} satisfies Meta<typeof ContactsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Contacts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', {
        name: containing(storyText('contentPages:contacts.email')),
      }),
    ).toHaveAttribute('href', 'mailto:support@demo-bet.example.com');
    await expect(
      canvas.getByRole('link', { name: containing(storyText('contentPages:contacts.phone')) }),
    ).toHaveAttribute('href', 'tel:+56223456789');
    await expect(canvas.getByRole('link', { name: /Telegram/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

export const Loading: Story = {
  parameters: {
    app: { api: createFixtureApi({ 'GET /api/site/contacts': neverAnswer }), path: '/contacts' },
  },
};

/** The contacts call failed: the brand file's e-mail, phone and live chat, with a retry. */
export const BrandFallback: Story = {
  parameters: {
    app: { api: createFixtureApi({ 'GET /api/site/contacts': offline }), path: '/contacts' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', {
        name: containing(storyText('contentPages:contacts.chat')),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: storyText('contentPages:common.retry') }),
    ).toBeVisible();
  },
};

const brandWithoutSupport: Brand = { ...fixtureBrand, support: {} };

/** Neither the call nor the brand file names a channel. */
export const LoadError: Story = {
  parameters: {
    app: {
      api: createFixtureApi({ 'GET /api/site/contacts': offline }),
      brand: brandWithoutSupport,
      path: '/contacts',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

/** A brand with only an e-mail: no phone, no hours, no channels. */
export const EmailOnly: Story = {
  parameters: {
    app: {
      api: createFixtureApi({
        'GET /api/site/contacts': {
          email: 'help@nightbet.example.com',
          phone: '',
          hours: '',
          links: [],
        },
      }),
      path: '/contacts',
    },
  },
};

export const English: Story = {
  globals: { language: 'en-US', brand: 'nightbet' },
  parameters: {
    ...pinnedBrand('nightbet'),
    app: {
      api: createFixtureApi({
        'GET /api/site/contacts': {
          email: 'help@nightbet.example.com',
          phone: '',
          hours: 'Every day, 24 hours',
          links: [
            { type: 'chat', url: 'https://chat.example.com/nightbet', label: 'Live chat' },
            { type: 'telegram', url: 'https://t.me/nightbet_help', label: 'Telegram' },
          ],
        },
      }),
      path: '/contacts',
    },
  },
};
