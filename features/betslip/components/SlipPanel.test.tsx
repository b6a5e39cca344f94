import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fixturePanelProps, fixtureRow } from './SlipPanel.fixtures.ts';
import { SlipPanel } from './SlipPanel.tsx';
import { renderBetslip } from './testing/renderBetslip.tsx';

describe('SlipPanel', () => {
  it('should show each bet with its market, outcome and odds, and remove one by name', async () => {
    const onRemove = vi.fn();
    await renderBetslip(<SlipPanel {...fixturePanelProps({ onRemove })} />);
    expect(screen.getByText('Real Madrid - Barcelona')).toBeInTheDocument();
    expect(screen.getByText('Resultado del partido: 1')).toBeInTheDocument();
    const bets = screen.getByRole('list', { name: 'Selections (1)' });
    expect(within(bets).getByText('2.10')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove 1 (Real Madrid - Barcelona)' }),
    );
    expect(onRemove).toHaveBeenCalledWith('9001_1.1');
  });

  it('should show the odds in the chosen format', async () => {
    await renderBetslip(<SlipPanel {...fixturePanelProps({ oddsFormat: 2 })} />);
    const bets = screen.getByRole('list', { name: 'Selections (1)' });
    expect(within(bets).getByText('+110')).toBeInTheDocument();
  });

  it('should announce each odds change once in one polite live region', async () => {
    const props = fixturePanelProps({ rows: [fixtureRow(0), fixtureRow(1)] });
    const { rerender } = await renderBetslip(<SlipPanel {...props} />);
    const region = screen.getByRole('status', { name: 'Odds changes' });
    expect(region).toHaveTextContent('');

    const moved = [fixtureRow(0, { currentRate: 2.25, movement: 'up' }), fixtureRow(1)];
    rerender(<SlipPanel {...props} rows={moved} />);
    expect(region).toHaveTextContent('Odds changed for Real Madrid - Barcelona: 2.10 → 2.25');
    expect(screen.getByRole('img', { name: 'Odds went up, was 2.10' })).toBeInTheDocument();

    // A poll bringing the same prices changes nothing; the next move replaces the message.
    rerender(<SlipPanel {...props} rows={[...moved]} />);
    expect(region).toHaveTextContent('Odds changed for Real Madrid - Barcelona: 2.10 → 2.25');
    rerender(
      <SlipPanel
        {...props}
        rows={[moved[0] ?? fixtureRow(0), fixtureRow(1, { currentRate: 1.7, movement: 'down' })]}
      />,
    );
    expect(region).toHaveTextContent(
      'Odds changed for Colo-Colo - Universidad de Chile: 1.85 → 1.70',
    );
    expect(screen.getAllByRole('status', { name: 'Odds changes' })).toHaveLength(1);
  });

  it('should mark blocked, incompatible and refused bets', async () => {
    await renderBetslip(
      <SlipPanel
        {...fixturePanelProps({
          type: { kind: 'express' },
          rows: [
            fixtureRow(0, { blocked: true }),
            fixtureRow(1, { incompatible: true }),
            fixtureRow(2, { errorCode: 9 }),
          ],
        })}
      />,
    );
    expect(screen.getByText('Suspended: this selection cannot be bet on now.')).toBeInTheDocument();
    expect(
      screen.getByText('Cannot be combined with another selection of the same match.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The stake is above the maximum. Lower it and try again.'),
    ).toBeInTheDocument();
  });

  it('should offer system sizes from 2 to n - 1 with three bets or more', async () => {
    const onTypeChange = vi.fn();
    await renderBetslip(
      <SlipPanel
        {...fixturePanelProps({
          rows: [fixtureRow(0), fixtureRow(1), fixtureRow(2), fixtureRow(3)],
          type: { kind: 'system', size: 2 },
          onTypeChange,
        })}
      />,
    );
    const size = screen.getByLabelText('Combination size');
    expect([...(size as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      '2 of 4',
      '3 of 4',
    ]);
    await userEvent.selectOptions(size, '3');
    expect(onTypeChange).toHaveBeenCalledWith({ kind: 'system', size: 3 });
    await userEvent.click(screen.getByRole('tab', { name: 'Express' }));
    expect(onTypeChange).toHaveBeenCalledWith({ kind: 'express' });
  });

  it('should show the stake problem and keep the typed value', async () => {
    await renderBetslip(
      <SlipPanel
        {...fixturePanelProps({
          stake: {
            value: '50',
            onChange: vi.fn(),
            problem: 'belowMin',
            limits: { min: 100, max: 1000 },
          },
        })}
      />,
    );
    const field = screen.getByLabelText(/^Stake/);
    expect(field).toHaveValue('50');
    expect(field).toHaveAccessibleDescription(/The stake is below the minimum/);
    expect(field).toBeInvalid();
  });

  it('should say the bet is in process and ignore presses meanwhile', async () => {
    const onPlace = vi.fn();
    await renderBetslip(
      <SlipPanel
        {...fixturePanelProps({
          placement: {
            viewer: 'player',
            status: 'processing',
            onPlace,
            onSignIn: vi.fn(),
            messages: [],
          },
        })}
      />,
    );
    const button = screen.getByRole('button', { name: 'Bet in process…' });
    await userEvent.click(button);
    expect(onPlace).not.toHaveBeenCalled();
    expect(
      screen.getByRole('button', { name: 'Remove 1 (Real Madrid - Barcelona)' }),
    ).toBeDisabled();
  });

  it('should list why a placement failed, per match', async () => {
    await renderBetslip(
      <SlipPanel
        {...fixturePanelProps({
          placement: {
            viewer: 'player',
            status: 'idle',
            onPlace: vi.fn(),
            onSignIn: vi.fn(),
            messages: [{ teams: 'Real Madrid - Barcelona', message: { key: 'bet.coefChanged' } }],
          },
        })}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Real Madrid - Barcelona: The odds have changed. Check them and place the bet again.',
    );
  });

  it('should ask a guest to log in instead of placing', async () => {
    const onSignIn = vi.fn();
    await renderBetslip(
      <SlipPanel
        {...fixturePanelProps({
          oneClick: undefined,
          placement: { viewer: 'guest', status: 'idle', onPlace: vi.fn(), onSignIn, messages: [] },
        })}
      />,
    );
    expect(screen.queryByRole('switch', { name: /One-click/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in to place a bet' }));
    expect(onSignIn).toHaveBeenCalled();
  });

  it('should link an empty slip to the top events', async () => {
    await renderBetslip(<SlipPanel {...fixturePanelProps({ rows: [] })} />);
    expect(screen.getByRole('link', { name: 'See top events' })).toHaveAttribute(
      'href',
      '/line/top-events',
    );
  });
});
