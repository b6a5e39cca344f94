import type { PlatformContext } from '../../../context.ts';
import { formatDateTime } from '../shared/format.ts';
import { html, type SafeHtml } from '../../../html/template.ts';
import type { Language, Localized } from '../shared/language.ts';

const eventColumns =
  'SELECT id, team1, team2, starts_at AS startsAt, score1, score2 FROM feed_events';

const noEvents: Localized = { es: 'No hay eventos', en: 'No events', pt: 'Sem eventos' };

/**
 * Events of the platform's own feed (feed_events, the shared feed contract) as the embedded
 * sportsbooks list them: live ones with their score, or the next upcoming ones.
 */
export function feedEventsTable(
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
  ) as Array<{
    id: number;
    team1: string;
    team2: string;
    startsAt: string;
    score1: number | null;
    score2: number | null;
  }>;
  if (events.length === 0) return html`<p class="muted">${noEvents[lang]}</p>`;
  return html`<table>
    <tbody>
      ${events.map(
        (event) =>
          html`<tr data-event-id="${event.id}">
            <td>${formatDateTime(event.startsAt)}</td>
            <td>${event.team1} - ${event.team2}</td>
            <td>${kind === 'live' ? `${event.score1 ?? 0}:${event.score2 ?? 0}` : ''}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}
