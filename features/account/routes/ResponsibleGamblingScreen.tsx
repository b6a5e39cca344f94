import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveResponsibleGambling } from '../../../schemas/responsibleGambling.ts';
import { useBrand } from '../../core/brand/index.ts';
import { describeError, useErrorText } from '../../core/errors/index.ts';
import { currencyMinorDigits } from '../../core/format/index.ts';
import { lastDays, type DateRange } from '../../core/history/index.ts';
import { notify } from '../../core/notifications/index.ts';
import { useSession } from '../../core/session/index.ts';
import {
  useExclude,
  useResponsibleGaming,
  useSetLimit,
  useSetRealityCheck,
  useStatement,
  type ExclusionKind,
  type LimitChange,
} from '../api/responsibleGaming.ts';
import type { ExclusionStep } from '../components/responsibleGambling/ExclusionDialog.tsx';
import { rgFormat } from '../components/responsibleGambling/format.ts';
import type { LimitOutcome } from '../components/responsibleGambling/LimitRow.tsx';
import type { StatementState } from '../components/responsibleGambling/StatementSection.tsx';
import { moneyFormat } from '../components/money.ts';
import { exclusionEnd, helpOrganisationsFor } from '../model/responsibleGaming.ts';
import { ResponsibleGamblingView, type RgState } from './ResponsibleGamblingView.tsx';

export interface ResponsibleGamblingScreenProps {
  /** The clock: countdowns, the end of an exclusion, the statement's days. @default now */
  now?: Date;
}

/** The statement opens on the platform's default: the last 30 days, today included. */
const STATEMENT_DAYS = 29;

/** /profile/responsible-gambling: the data container of ResponsibleGamblingView. */
export default function ResponsibleGamblingScreen({ now }: ResponsibleGamblingScreenProps) {
  const { i18n } = useTranslation('account');
  const brand = useBrand();
  const errorText = useErrorText();
  const { session, actions } = useSession();
  const player = session.status === 'player' ? session.user : undefined;
  const playerId = player?.id;
  const rg = useResponsibleGaming(playerId);
  const setLimit = useSetLimit(playerId ?? 0);
  const setRealityCheck = useSetRealityCheck(playerId ?? 0);
  const exclude = useExclude(playerId ?? 0);
  const [range, setRange] = useState<DateRange>(() => lastDays(now ?? new Date(), STATEMENT_DAYS));
  const statement = useStatement(playerId, range);
  const [step, setStep] = useState<ExclusionStep>({ phase: 'closed' });

  const currency = rg.data?.currency ?? player?.currency ?? brand.currencies.default;
  const format = rgFormat(
    moneyFormat(currency, i18n.language, brand.currencies.symbols),
    currency,
    i18n.language,
  );
  const help = helpOrganisationsFor(
    resolveResponsibleGambling(brand.responsibleGambling),
    i18n.language,
    brand.languages.default ?? 'es-es',
  );
  const refusal = (failure: unknown) => errorText(describeError(failure, 'general'));

  async function saveLimit(change: LimitChange): Promise<LimitOutcome> {
    try {
      const result = await setLimit.trigger(change);
      return result.status === 'pending' && result.effectiveAt
        ? { status: 'pending', effectiveAt: result.effectiveAt }
        : { status: 'applied' };
    } catch (failure) {
      return { status: 'refused', message: refusal(failure) };
    }
  }

  async function saveRealityCheck(minutes: number): Promise<string | undefined> {
    try {
      await setRealityCheck.trigger(minutes);
      return undefined;
    } catch (failure) {
      return refusal(failure);
    }
  }

  function choose(kind: ExclusionKind, days: number | null) {
    setStep({ phase: 'confirm', kind, days, until: exclusionEnd(now ?? Date.now(), days) });
  }

  async function confirm() {
    if (step.phase !== 'confirm') return;
    setStep({ ...step, phase: 'starting', error: undefined });
    try {
      const { exclusion } = await exclude.trigger({ kind: step.kind, days: step.days });
      setStep({ phase: 'done', kind: exclusion.kind, until: exclusion.until });
    } catch (failure) {
      setStep({ ...step, phase: 'confirm', error: refusal(failure) });
    }
  }

  // The platform already ended the session; signing out here makes the app a guest's. The notice
  // outlives this page (guests leave /profile) and keeps the end and the help numbers in view.
  function signOut() {
    if (step.phase !== 'done') return;
    const helpText = help
      .map((organisation) =>
        organisation.phone ? `${organisation.name} (${organisation.phone})` : organisation.name,
      )
      .join(', ');
    notify({
      type: 'default',
      autoClose: false,
      message:
        step.until === null
          ? { key: 'rg.confirm.noticeForever', ns: 'account', values: { help: helpText } }
          : {
              key: 'rg.confirm.notice',
              ns: 'account',
              values: { date: format.dateTime(step.until), help: helpText },
            },
    });
    void actions.logout({ silent: true });
  }

  const state: RgState = rg.data
    ? { status: 'ready', data: rg.data }
    : rg.error
      ? {
          status: 'error',
          message: refusal(rg.error),
          retrying: rg.isValidating,
          onRetry: () => void rg.mutate(),
        }
      : { status: 'loading' };
  const statementState: StatementState = statement.error
    ? {
        status: 'error',
        message: refusal(statement.error),
        retrying: statement.isValidating,
        onRetry: () => void statement.mutate(),
      }
    : statement.data
      ? { status: 'ready', statement: statement.data }
      : { status: 'loading' };

  return (
    <ResponsibleGamblingView
      state={state}
      format={format}
      currencyDigits={currencyMinorDigits(currency)}
      help={help}
      onSaveLimit={saveLimit}
      onSaveRealityCheck={saveRealityCheck}
      exclusion={step}
      onChooseExclusion={choose}
      onConfirmExclusion={() => void confirm()}
      onCancelExclusion={() => setStep({ phase: 'closed' })}
      onSignOut={signOut}
      statement={{ range, onRangeChange: setRange, state: statementState, format }}
      now={now}
      onPendingDue={() => void rg.mutate()}
    />
  );
}
