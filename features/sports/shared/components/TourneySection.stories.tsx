import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { countryName } from '../../../core/testing/feedNames.ts';
import { createFixtureApi, storyLanguage, withAppFixture } from '../../../core/testing/index.ts';
import { feedEvent, inFeedLanguage } from '../testing/feedFixtures.ts';
import { EventRow } from './EventRow.tsx';
import { TourneySection, type TourneySectionProps } from './TourneySection.tsx';

type StatefulProps = Omit<
  TourneySectionProps,
  'open' | 'onOpenChange' | 'children' | 'countryName'
>;

/** The section as the feed names its country in the story's language, open to start with. */
function Stateful(props: StatefulProps) {
  const [open, setOpen] = useState(true);
  const language = storyLanguage();
  return (
    <TourneySection
      {...props}
      countryName={countryName(props.countryId, language)}
      open={open}
      onOpenChange={setOpen}
    >
      <EventRow event={inFeedLanguage(feedEvent({ id: 100132 }), language)} />
      <EventRow
        event={inFeedLanguage(
          feedEvent({ id: 100133, team1: 'Sevilla', team2: 'Valencia' }),
          language,
        )}
      />
    </TourneySection>
  );
}

const meta = {
  title: 'Sports/Shared/TourneySection',
  component: Stateful,
  decorators: [withAppFixture],
  args: { name: 'LaLiga', countryId: 5, count: 2 },
  parameters: { app: { api: createFixtureApi({ 'GET /api/bet/favorites': [] }) } },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Flag, country and tourney, the 1 X 2 captions over the prices; tapping the header closes it. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const spainLaLiga = `${countryName(5, storyLanguage())}. LaLiga`;
    const header = canvas.getByRole('button', { name: (name) => name.includes(spainLaLiga) });
    await expect(header).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(header);
    await expect(header).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Sports without draws caption two columns. */
export const TwoColumns: Story = {
  args: { columns: ['1', '2'], name: 'ATP Finals', countryId: 1 },
};
