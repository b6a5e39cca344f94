import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, VisuallyHidden } from '../../../design-system/index.ts';
import { formatOdds, type OddsFormat } from '../../core/format/index.ts';
import { oddsChanges, shownRates, type SlipRow } from './slipRows.ts';

export interface OddsLiveRegionProps {
  rows: readonly SlipRow[];
  oddsFormat: OddsFormat;
}

interface Seen {
  signature: string;
  rates: ReadonlyMap<string, number>;
  message: string;
}

function signatureOf(rows: readonly SlipRow[]): string {
  return [...shownRates(rows)].map(([id, rate]) => `${id}=${String(rate)}`).join('|');
}

/**
 * The slip's one polite live region: each change of a shown price is announced once ("Odds
 * changed for Real Madrid - Barcelona: 2.10 → 2.25"); a poll that brings the same prices, an
 * added or a removed bet says nothing.
 */
export function OddsLiveRegion({ rows, oddsFormat }: OddsLiveRegionProps) {
  const { t } = useTranslation('betslip');
  const signature = signatureOf(rows);
  const [seen, setSeen] = useState<Seen>(() => ({
    signature,
    rates: shownRates(rows),
    message: '',
  }));
  // Compared with the previous render's prices while rendering (React's pattern for state derived
  // from a change of props), so the message is there in the same commit as the new price.
  if (seen.signature !== signature) {
    const changes = oddsChanges(seen.rates, rows);
    setSeen({
      signature,
      rates: shownRates(rows),
      message:
        changes.length > 0
          ? changes
              .map((change) =>
                t('announce.oddsChanged', {
                  teams: change.teams,
                  from: formatOdds(change.from, oddsFormat),
                  to: formatOdds(change.to, oddsFormat),
                }),
              )
              .join('. ')
          : seen.message,
    });
  }
  return (
    <Box role="status" aria-label={t('announce.label')}>
      <VisuallyHidden>{seen.message}</VisuallyHidden>
    </Box>
  );
}
