import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  EmptyState,
  ErrorState,
  Heading,
  Inline,
  Skeleton,
  Stack,
  Text,
} from '../../../../design-system/index.ts';
import { describeError, useErrorText } from '../../../core/errors/index.ts';
import { groupBySport } from '../../shared/model/tourneys.ts';
import { anyOpen, type SearchState } from '../model/searchResults.ts';
import type { SearchMode } from '../model/searchText.ts';
import { SearchForm } from './SearchForm.tsx';
import { SearchResults } from './SearchResults.tsx';

export interface SearchViewProps {
  mode: SearchMode;
  /** The text from the address ('' for none). */
  text: string;
  state: SearchState;
  /** Tourneys the player closed (all open by default). */
  closed: ReadonlySet<number>;
  onTourneyOpenChange: (tourneyId: number, open: boolean) => void;
  onToggleAll: (tourneyIds: readonly number[]) => void;
  onSubmit: (text: string) => void;
  onRetry: () => void;
}

function Loading() {
  const { t } = useTranslation('search');
  return (
    <Stack space="small" aria-busy="true">
      <Text as="span" size="small" tone="secondary" role="status">
        {t('loading')}
      </Text>
      {[1, 2, 3].map((row) => (
        <Skeleton key={row} shape="rect" size="large" />
      ))}
    </Stack>
  );
}

function Found({
  state,
  mode,
  text,
  closed,
  onTourneyOpenChange,
  onToggleAll,
}: Pick<SearchViewProps, 'mode' | 'text' | 'closed' | 'onTourneyOpenChange' | 'onToggleAll'> & {
  state: Extract<SearchState, { kind: 'results' }>;
}) {
  const { t } = useTranslation('search');
  const sports = useMemo(() => groupBySport(state.events), [state.events]);
  const tourneyIds = useMemo(
    () => sports.flatMap((sport) => sport.tourneys.map((tourney) => tourney.id)),
    [sports],
  );
  if (state.events.length === 0) {
    return (
      <EmptyState
        icon="search"
        title={mode === 'live' ? t('liveEmpty', { text }) : t('empty', { text })}
        description={t('emptyHint')}
      />
    );
  }
  const open = anyOpen(closed, tourneyIds);
  return (
    <Stack as="section" space="medium" aria-label={t('results', { text })}>
      <Inline align="spaceBetween" alignY="center">
        <Text as="span" weight="medium" role="status">
          {t('found', { count: state.events.length })}
        </Text>
        <Button variant="ghost" size="small" onClick={() => onToggleAll(tourneyIds)}>
          {open ? t('collapseAll') : t('expandAll')}
        </Button>
      </Inline>
      <SearchResults
        sports={sports}
        closed={closed}
        onTourneyOpenChange={onTourneyOpenChange}
        withSizes={mode === 'line'}
      />
    </Stack>
  );
}

/**
 * The search screen, line or live: the form, then the count found and the events by sport and
 * tourney with a collapse-all toggle, or the hint, loading, nothing-found and error states.
 */
export function SearchView(props: SearchViewProps) {
  const { mode, text, state, onSubmit, onRetry } = props;
  const { t } = useTranslation('search');
  const errorText = useErrorText();
  return (
    <Stack space="medium">
      <Heading level={1}>{mode === 'live' ? t('liveTitle') : t('title')}</Heading>
      {/* Keyed by the address's text, so a new search starts the field from it. */}
      <SearchForm key={text} initialText={text} onSubmit={onSubmit} />
      {state.kind === 'idle' ? (
        <Text tone="secondary">{mode === 'live' ? t('liveHint') : t('hint')}</Text>
      ) : null}
      {state.kind === 'loading' ? <Loading /> : null}
      {state.kind === 'error' ? (
        <ErrorState
          title={t('error')}
          description={errorText(describeError(state.error, 'general'))}
          onRetry={onRetry}
          retryLabel={t('retry')}
        />
      ) : null}
      {state.kind === 'results' ? <Found {...props} state={state} /> : null}
    </Stack>
  );
}
