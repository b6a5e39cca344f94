import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Box } from '../Box/Box.tsx';
import { Text } from '../Text/Text.tsx';
import { Sheet, type SheetContentProps } from './Sheet.tsx';
import { sheetSides } from './Sheet.css.ts';
import { swipe } from '../private/testing/swipe.ts';

const sports = [
  'Football',
  'Basketball',
  'Tennis',
  'Ice hockey',
  'Volleyball',
  'Table tennis',
  'Esports',
  'Handball',
  'Baseball',
  'American football',
  'Rugby union',
  'Rugby league',
  'Cricket',
  'Darts',
  'Snooker',
  'Boxing',
  'MMA',
  'Cycling',
  'Formula 1',
  'Golf',
  'Futsal',
  'Beach volleyball',
  'Badminton',
  'Water polo',
];

function Menu({ items }: { items: readonly string[] }) {
  return (
    <Box
      as="ul"
      display="flex"
      flexDirection="column"
      gap="xsmall"
      padding="none"
      margin="none"
      aria-label="Sports"
    >
      {items.map((item) => (
        <Box as="li" display="block" key={item}>
          <Sheet.Close>
            <Button variant="ghost" fullWidth>
              {item}
            </Button>
          </Sheet.Close>
        </Box>
      ))}
    </Box>
  );
}

// Open stories have no trigger on the page: Radix hides the page from assistive technology
// while the sheet is open, and a focusable trigger in that hidden page is what axe flags.
function renderOpen(args: SheetContentProps) {
  return (
    <Sheet.Root defaultOpen>
      <Sheet.Content {...args} />
    </Sheet.Root>
  );
}

const meta = {
  title: 'Design system/Sheet',
  component: Sheet.Content,
  args: {
    title: 'Menu',
    side: 'right',
    closeLabel: 'Close',
    children: <Menu items={sports.slice(0, 6)} />,
  },
  argTypes: {
    side: { control: 'inline-radio', options: sheetSides },
    title: { control: 'text' },
    closeLabel: { control: 'text' },
    children: { control: false },
  },
  render: renderOpen,
  parameters: {
    // A modal covers the page, so each story gets its own frame in the docs.
    docs: { story: { inline: false, iframeHeight: 640 } },
  },
} satisfies Meta<typeof Sheet.Content>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The sheet's panel arrives with its own chunk: the screenshot waits until it shows, or a loaded
 * machine catches the page before it does.
 */
async function sheetShown(canvasElement: HTMLElement, name: string) {
  const page = within(canvasElement.ownerDocument.body);
  const sheet = await page.findByRole('dialog', { name });
  await waitFor(() => expect(sheet).toBeVisible());
}

export const Playground: Story = {
  play: async ({ canvasElement }) => sheetShown(canvasElement, 'Menu'),
};

export const OpenLeft: Story = {
  args: { side: 'left' },
  play: async ({ canvasElement }) => sheetShown(canvasElement, 'Menu'),
};

export const HiddenTitle: Story = {
  args: { title: 'Main menu', hideTitle: true },
  play: async ({ canvasElement }) => sheetShown(canvasElement, 'Main menu'),
};

export const ClosedWithTrigger: Story = {
  render: (args) => (
    <Sheet.Root>
      <Sheet.Trigger>
        <Button icon="menu">Menu</Button>
      </Sheet.Trigger>
      <Sheet.Content {...args} />
    </Sheet.Root>
  ),
  play: async ({ canvasElement, step }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Menu' });

    await step('opens from its trigger with focus inside', async () => {
      await userEvent.click(trigger);
      const sheet = await page.findByRole('dialog', { name: 'Menu' });
      await waitFor(() => expect(sheet).toBeVisible());
      await waitFor(() => expect(page.getByRole('button', { name: 'Close' })).toHaveFocus());
    });

    await step('Shift+Tab from the first control wraps to the last', async () => {
      await userEvent.tab({ shift: true });
      await expect(page.getByRole('button', { name: 'Table tennis' })).toHaveFocus();
    });

    await step('Escape closes and focus returns to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
    });
  },
};

export const SwipeToClose: Story = {
  play: async ({ canvasElement, step }) => {
    const page = within(canvasElement.ownerDocument.body);
    const sheet = await page.findByRole('dialog', { name: 'Menu' });

    await step('a swipe of 60 px springs back', async () => {
      swipe(sheet, 150, 210, 300);
      await waitFor(() => expect(sheet).toHaveAttribute('data-swipe', 'idle'));
      await expect(sheet).toHaveAttribute('data-state', 'open');
    });

    await step('a swipe of more than 100 px closes it', async () => {
      swipe(sheet, 150, 290, 300);
      await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    });
  },
};

export const LongScrollingContent: Story = {
  args: { children: <Menu items={sports} /> },
  play: async ({ canvasElement, step }) => {
    const page = within(canvasElement.ownerDocument.body);
    const sheet = await page.findByRole('dialog', { name: 'Menu' });
    const item = page.getByRole('button', { name: 'Tennis' });

    await step('its body scrolls inside the sheet', async () => {
      const body = page.getByRole('list', { name: 'Sports' }).parentElement as HTMLElement;
      await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    });

    // The list scrolls up and down only, so a sideways swipe over it is the sheet's: here one
    // under 100 px springs back (a longer one closes it, as on the title).
    await step('a short sideways swipe over the scrolling list springs back', async () => {
      swipe(item, 100, 160, 300);
      await waitFor(() => expect(sheet).toHaveAttribute('data-swipe', 'idle'));
      // Still open, once its fade-in (which the swipe may have overlapped) is over.
      await waitFor(() => expect(sheet).toBeVisible());
      await expect(sheet).toHaveAttribute('data-state', 'open');
    });
  },
};

export const LongTitle: Story = {
  args: {
    title: 'Promociones y bonos de bienvenida para nuevos clientes',
    children: (
      <Text>Códigodepromociónmuylargoquenosedebepartirenningúncasoperoquetienequecaber</Text>
    ),
  },
};
