import type { PlatformContext } from '../../../context.ts';
import { formatDateTime } from '../shared/format.ts';
import { html, type SafeHtml } from '../../../html/template.ts';
import type { Language, Localized } from '../shared/language.ts';

const eventColumns =
  'SELECT id, team1, team2, starts_at AS startsAt, score1, score2 FROM feed_events';

const noEvents: Localized = { es: 'No hay eventos', en: 'No events', pt: 'Sem eventos' };
const resultLabel: Localized = {
  es: 'Resultado del partido',
  en: 'Match result',
  pt: 'Resultado do jogo',
};

/** The match-result outcomes (feed market group 1) by type, as a sportsbook labels them. */
const outcomeLabels: Readonly<Record<number, string>> = {
  1: '1',
  2: 'X',
  3: '2',
  401: '1',
  402: '2',
};

interface EventRow {
  id: number;
  team1: string;
  team2: string;
  startsAt: string;
  score1: number | null;
  score2: number | null;
}

interface OddRow {
  eventId: number;
  type: number;
  rate: number;
  blocked: number;
}

/** The match-result odds of some events, by event id, in 1 X 2 order. */
function matchResultOdds(context: PlatformContext, eventIds: readonly number[]) {
  const byEvent = new Map<number, OddRow[]>();
  if (eventIds.length === 0) return byEvent;
  const rows = context.database
    .prepare(
      `SELECT event_id AS eventId, type, rate, blocked FROM feed_odds
       WHERE group_id = 1 AND event_id IN (${eventIds.map(() => '?').join(',')})
       ORDER BY event_id, type`,
    )
    .all(...eventIds) as OddRow[];
  for (const row of rows) byEvent.set(row.eventId, [...(byEvent.get(row.eventId) ?? []), row]);
  return byEvent;
}

/**
 * Events of the platform's own feed (feed_events and their match-result odds, the shared feed
 * contract) as the embedded sportsbooks list them: live ones with their score, or the next
 * upcoming ones. The odds are shown, not offered: these demo pages take no bets.
 */
export function feedEventList(
  context: PlatformContext,
  kind: 'live' | 'upcoming',
  lang: Language,
): SafeHtml {
  // Live events have started; upcoming ones start after now (not-yet-settled past ones are skipped).
  const events = (
    kind === 'live'
      ? context.database
          .prepare(`${eventColumns} WHERE status = 1 ORDER BY starts_at, id LIMIT 15`)
          .all()
      : context.database
          .prepare(
            `${eventColumns} WHERE status = 0 AND starts_at >= ? ORDER BY starts_at, id LIMIT 15`,
          )
          .all(context.clock.now().toISOString())
  ) as EventRow[];
  if (events.length === 0) return html`<p class="muted">${noEvents[lang]}</p>`;
  const odds = matchResultOdds(
    context,
    events.map((event) => event.id),
  );
  return html`<ul class="events">
    ${events.map(
      (event) =>
        html`<li data-event-id="${event.id}">
          <div class="event-head">
            <span>${formatDateTime(event.startsAt)}</span>
            <strong>${kind === 'live' ? `${event.score1 ?? 0}:${event.score2 ?? 0}` : ''}</strong>
          </div>
          <div class="event-teams">${event.team1} - ${event.team2}</div>
          <div class="odds" role="group" aria-label="${resultLabel[lang]}">
            ${(odds.get(event.id) ?? []).map(
              (odd) =>
                html`<div class="odd" data-odd-type="${odd.type}">
                  <span>${outcomeLabels[odd.type] ?? ''}</span
                  >${odd.blocked ? '–' : odd.rate.toFixed(2)}
                </div>`,
            )}
          </div>
        </li>`,
    )}
  </ul>`;
}
