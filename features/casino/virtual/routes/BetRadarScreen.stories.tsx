import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inStoryLanguage, signedInSession, storyText } from '../../../core/testing/index.ts';
import { withVirtualFixture, type VirtualStoryFixture } from '../testing/storyFixture.tsx';
import BetRadarScreen from './BetRadarScreen.tsx';

const fixture = (virtual: Partial<VirtualStoryFixture>) => ({
  virtual: { path: '/bet-radar', route: '/bet-radar', session: signedInSession, ...virtual },
});

const meta = {
  title: 'Casino/Virtual/BetRadar',
  component: BetRadarScreen,
  decorators: [withVirtualFixture],
  args: { openUrl: fn() },
  parameters: fixture({}),
} satisfies Meta<typeof BetRadarScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const tilesOf = (canvasElement: HTMLElement) =>
  within(
    within(canvasElement).getByRole('list', {
      name: storyText('casinoVirtual:betRadar.listLabel'),
    }),
  ).queryAllByRole('button');

// The game names come from the feed's translations (testing/fixtures.ts), in the story's language.
const footballLeague = () =>
  inStoryLanguage({
    es: 'Fútbol virtual Liga',
    en: 'Virtual Football League',
    pt: 'Futebol virtual Liga',
  });
const tennisCup = () =>
  inStoryLanguage({ es: 'Tenis virtual Copa', en: 'Virtual Tennis Cup', pt: 'Ténis virtual Taça' });
const launchingStatus = () => storyText('casinoVirtual:launch.launchingStatus');

/** A player's list: the provider header open, the first 12 games. */
export const Games: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(tilesOf(canvasElement)).toHaveLength(12));
    await expect(
      canvas.getByRole('button', { name: storyText('casinoVirtual:betRadar.provider') }),
    ).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: footballLeague() })).toBeVisible();
  },
};

/** Reaching the end of the list shows 12 more games. */
export const MoreAtTheEnd: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(tilesOf(canvasElement)).toHaveLength(12));
    tilesOf(canvasElement).at(-1)?.scrollIntoView({ block: 'end' });
    await waitFor(() => expect(tilesOf(canvasElement).length).toBeGreaterThanOrEqual(24));
    window.scrollTo(0, 0);
  },
};

/** A tap starts the game's session: the loading overlay covers the page meanwhile. */
export const Launching: Story = {
  parameters: fixture({ launch: 'loading' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: tennisCup() }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText(launchingStatus())).toBeInTheDocument();
  },
};

/** The session answered: gameUrl is set, the menu and list give way, the browser leaves. */
export const Opened: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: footballLeague() }));
    await waitFor(() =>
      expect(args.openUrl).toHaveBeenCalledWith('/demo/bet-radar/?session=fixture'),
    );
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(
      canvas.getByRole('link', { name: storyText('casinoVirtual:launch.openGame') }),
    ).toBeVisible();
    // The page-wide overlay holds 400 ms after the session answered, then fades; the opening's
    // own spinner stays. The screenshot waits for the overlay to go, so it never catches a fade.
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.getAllByText(launchingStatus())).toHaveLength(1));
  },
};

/** The session failed: the notice says why and the list stays. */
export const LaunchFailed: Story = {
  parameters: fixture({ launch: 'error' }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: footballLeague() }));
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.getAllByRole('alert').length).toBeGreaterThan(0));
    await expect(args.openUrl).not.toHaveBeenCalled();
    await expect(tilesOf(canvasElement)).toHaveLength(12);
    // The overlay holds 400 ms after the failure, then fades: the screenshot waits for it to go.
    await waitFor(() => expect(page.queryByText(launchingStatus())).toBeNull());
  },
};

/** The platform answered an address the app will not follow (`javascript:`): a failure. */
export const UnsafeAddress: Story = {
  parameters: fixture({ gameUrl: 'javascript:alert(1)' }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: footballLeague() }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByText(storyText('errors:notice.errorSession')),
    ).toBeInTheDocument();
    await expect(args.openUrl).not.toHaveBeenCalled();
    await waitFor(() => expect(page.queryByText(launchingStatus())).toBeNull());
  },
};

export const Loading: Story = { parameters: fixture({ betRadar: 'loading' }) };

export const LoadError: Story = {
  parameters: fixture({ betRadar: 'error' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: storyText('casinoVirtual:list.retry') }),
    ).toBeVisible();
  },
};

export const Empty: Story = { parameters: fixture({ betRadar: 'empty' }) };

/** Guests are asked to sign in; no list is asked for. */
export const Guest: Story = {
  parameters: fixture({ session: { status: 'guest' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(storyText('casino:guest.message'))).toBeVisible();
  },
};

export const English: Story = { globals: { language: 'en-US' } };

export const Portuguese: Story = { globals: { language: 'pt-PT' } };
