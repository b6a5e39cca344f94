import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, Form, Inline, Stack, Text } from '../../../design-system/index.ts';
import { OddsLiveRegion } from './OddsLiveRegion.tsx';
import { SlipBetRow } from './SlipBetRow.tsx';
import { SlipOptions } from './SlipOptions.tsx';
import type { SlipPanelProps } from './slipPanelTypes.ts';
import { SlipPlaceBar } from './SlipPlaceBar.tsx';
import { SlipStake } from './SlipStake.tsx';
import { SlipTotals } from './SlipTotals.tsx';
import { SlipTypeChooser } from './SlipTypeChooser.tsx';

/** Where an empty slip sends the player: the top events to pick from. */
export const TOP_EVENTS_PATH = '/line/top-events';

/**
 * The bet slip (sports-betting spec, sections 3-5): type, bets, stake, totals, options and the
 * place button, as one form. Pure: the sheet and the /basket screen fill it from the slip's hooks.
 */
export function SlipPanel(props: SlipPanelProps) {
  const { t } = useTranslation('betslip');
  const { rows, oddsFormat, placement, stakeRef, emptyTitleLevel = 2 } = props;
  const busy = placement.status !== 'idle';
  const betsLabelId = useId();

  return (
    <>
      <OddsLiveRegion rows={rows} oddsFormat={oddsFormat} />
      {rows.length === 0 ? (
        <EmptyState
          icon="info"
          titleLevel={emptyTitleLevel}
          title={t('empty.title')}
          description={t('empty.description')}
          action={<Button href={TOP_EVENTS_PATH}>{t('empty.action')}</Button>}
        />
      ) : (
        <Form onSubmit={placement.onPlace} aria-label={t('title')}>
          <SlipTypeChooser
            type={props.type}
            count={rows.length}
            onTypeChange={props.onTypeChange}
            disabled={busy}
          >
            <Stack space="large">
              <Stack space="small">
                <Inline space="small" align="spaceBetween">
                  <Text weight="medium" id={betsLabelId}>
                    {t('bets.label')} ({rows.length})
                  </Text>
                  <Button variant="ghost" size="small" disabled={busy} onClick={props.onClear}>
                    {t('bets.clear')}
                  </Button>
                </Inline>
                <Stack as="ul" space="small" aria-labelledby={betsLabelId}>
                  {rows.map((row) => (
                    <SlipBetRow
                      key={row.id}
                      row={row}
                      oddsFormat={oddsFormat}
                      onRemove={props.onRemove}
                      removeDisabled={busy}
                    />
                  ))}
                </Stack>
              </Stack>
              <SlipStake
                stake={props.stake}
                inputRef={stakeRef}
                funding={props.funding}
                money={props.money}
                disabled={busy}
              />
              <SlipTotals totals={props.totals} oddsFormat={oddsFormat} money={props.money} />
              <SlipOptions
                acceptOddsChanges={props.acceptOddsChanges}
                onAcceptOddsChangesChange={props.onAcceptOddsChangesChange}
                funding={props.funding}
                oneClick={props.oneClick}
                limits={props.stake.limits}
                money={props.money}
                disabled={busy}
              />
              <SlipPlaceBar placement={placement} hasBets={rows.length > 0} />
            </Stack>
          </SlipTypeChooser>
        </Form>
      )}
    </>
  );
}
