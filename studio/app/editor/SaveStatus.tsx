import { useTranslation } from 'react-i18next';
import { Button, Inline, Text } from '../../../design-system/index.ts';
import { studioErrorMessage } from '../api/errorMessage.ts';
import type { DraftEditorState } from './draftEditor.ts';

export interface SaveStatusProps {
  state: DraftEditorState;
  onRetry: () => void;
}

/** Where the draft is: not yet sent, being saved, saved, or not saved (and kept here). */
export function SaveStatus({ state, onRetry }: SaveStatusProps) {
  const { t } = useTranslation('app');
  const message =
    state.save === 'failed'
      ? t('save.failed', { reason: studioErrorMessage(state.saveError, t) })
      : state.save === 'saving'
        ? t('save.saving')
        : state.save === 'pending'
          ? t('save.pending')
          : state.savedAt
            ? t('save.saved')
            : t('save.nothing');
  return (
    <Inline space="small" alignY="center">
      <Text
        as="span"
        size="small"
        role="status"
        tone={state.save === 'failed' ? 'negative' : 'secondary'}
        data-save-state={state.save}
      >
        {message}
      </Text>
      {state.save === 'failed' ? (
        <Button size="small" variant="outline" onClick={onRetry}>
          {t('save.retry')}
        </Button>
      ) : null}
    </Inline>
  );
}
