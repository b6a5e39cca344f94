import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, ErrorState, Heading, Spinner, Stack, Text } from '../../../design-system/index.ts';
import type { HelpOrganisation } from '../../../schemas/responsibleGambling.ts';
import type {
  ExclusionKind,
  LimitChange,
  ResponsibleGamingState,
} from '../api/responsibleGaming.ts';
import {
  ExclusionDialog,
  type ExclusionStep,
} from '../components/responsibleGambling/ExclusionDialog.tsx';
import { ExclusionSection } from '../components/responsibleGambling/ExclusionSection.tsx';
import type { RgFormat } from '../components/responsibleGambling/format.ts';
import { HelpList } from '../components/responsibleGambling/HelpList.tsx';
import type { LimitOutcome } from '../components/responsibleGambling/LimitRow.tsx';
import { LimitsSection } from '../components/responsibleGambling/LimitsSection.tsx';
import { RealityCheckSection } from '../components/responsibleGambling/RealityCheckSection.tsx';
import {
  StatementSection,
  type StatementSectionProps,
} from '../components/responsibleGambling/StatementSection.tsx';

export type RgState =
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: () => void; retrying: boolean }
  | { status: 'ready'; data: ResponsibleGamingState };

export interface ResponsibleGamblingViewProps {
  state: RgState;
  format: RgFormat;
  currencyDigits: number;
  help: readonly HelpOrganisation[];
  onSaveLimit: (change: LimitChange) => Promise<LimitOutcome>;
  onSaveRealityCheck: (minutes: number) => Promise<string | undefined>;
  exclusion: ExclusionStep;
  onChooseExclusion: (kind: ExclusionKind, days: number | null) => void;
  onConfirmExclusion: () => void;
  onCancelExclusion: () => void;
  onSignOut: () => void;
  statement: StatementSectionProps;
  /** The clock of the countdowns (stories fix it). */
  now?: Date | number;
  /** A waiting limit change is due: read the state again. */
  onPendingDue?: () => void;
}

/**
 * /profile/responsible-gambling: limits with what is used and what waits, the reality-check
 * interval, time-out and self-exclusion behind a confirmation, the activity statement and help.
 * Help shows in every state: a player who cannot load their limits may still need it.
 */
export function ResponsibleGamblingView(props: ResponsibleGamblingViewProps) {
  const { t } = useTranslation('account');
  const { state, format, help } = props;
  const helpId = useId();
  return (
    <Stack space="xlarge">
      <Stack space="small">
        <Heading level={1}>{t('rg.title')}</Heading>
        {state.status === 'ready' ? (
          <Text tone="secondary">
            {t('rg.intro', { wait: format.minutes(state.data.coolingOffHours * 60) })}
          </Text>
        ) : null}
      </Stack>
      {state.status === 'loading' ? (
        <Box display="flex" justifyContent="center" paddingY="large">
          <Spinner label={t('rg.loading')} />
        </Box>
      ) : state.status === 'error' ? (
        <ErrorState
          title={t('rg.loadFailed')}
          description={state.message}
          onRetry={state.onRetry}
          retrying={state.retrying}
          retryLabel={t('rg.retry')}
        />
      ) : (
        <Loaded {...props} data={state.data} />
      )}
      <Stack as="section" aria-labelledby={helpId} space="small">
        <Heading level={2} id={helpId}>
          {t('rg.help.title')}
        </Heading>
        <Text size="small" tone="secondary">
          {t('rg.help.text')}
        </Text>
        <HelpList organisations={help} />
      </Stack>
      <ExclusionDialog
        step={props.exclusion}
        format={format}
        help={help}
        onConfirm={props.onConfirmExclusion}
        onCancel={props.onCancelExclusion}
        onSignOut={props.onSignOut}
      />
    </Stack>
  );
}

function Loaded({
  data,
  format,
  currencyDigits,
  onSaveLimit,
  onSaveRealityCheck,
  onChooseExclusion,
  statement,
  now,
  onPendingDue,
}: ResponsibleGamblingViewProps & { data: ResponsibleGamingState }) {
  return (
    <>
      <LimitsSection
        limits={data.limits}
        kinds={data.options.limitKinds}
        format={format}
        currencyDigits={currencyDigits}
        onSave={onSaveLimit}
        now={now}
        onPendingDue={onPendingDue}
      />
      <RealityCheckSection
        intervalMinutes={data.realityCheck.intervalMinutes}
        format={format}
        onSave={onSaveRealityCheck}
      />
      <ExclusionSection
        kind="timeout"
        days={data.options.timeoutDays}
        format={format}
        onChoose={onChooseExclusion}
      />
      <ExclusionSection
        kind="self-exclusion"
        days={data.options.selfExclusionDays}
        permanent={data.options.selfExclusionPermanent}
        format={format}
        onChoose={onChooseExclusion}
      />
      <StatementSection {...statement} />
    </>
  );
}
