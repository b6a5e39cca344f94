import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { createFixtureApi, withAppFixture } from '../../../core/testing/index.ts';
import { feedEvent } from '../testing/feedFixtures.ts';
import { EventRow } from './EventRow.tsx';
import { TourneySection, type TourneySectionProps } from './TourneySection.tsx';

function Stateful(props: Omit<TourneySectionProps, 'open' | 'onOpenChange' | 'children'>) {
  const [open, setOpen] = useState(true);
  return (
    <TourneySection {...props} open={open} onOpenChange={setOpen}>
      <EventRow event={feedEvent({ id: 100132 })} />
      <EventRow event={feedEvent({ id: 100133, team1: 'Sevilla', team2: 'Valencia' })} />
    </TourneySection>
  );
}

const meta = {
  title: 'Sports/Shared/TourneySection',
  component: Stateful,
  decorators: [withAppFixture],
  args: { name: 'LaLiga', countryId: 5, countryName: 'España', count: 2 },
  parameters: { app: { api: createFixtureApi({ 'GET /api/bet/favorites': [] }) } },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Flag, country and tourney, the 1 X 2 captions over the prices; tapping the header closes it. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('button', { name: /España\. LaLiga/ });
    await expect(header).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(header);
    await expect(header).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Sports without draws caption two columns. */
export const TwoColumns: Story = {
  args: { columns: ['1', '2'], name: 'ATP Finals', countryId: 1, countryName: 'Mundo' },
};
