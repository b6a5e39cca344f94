import { Badge, type BadgeTone } from '../../../design-system/index.ts';
import { statusTone, type HistoryEntry, type StatusTone } from '../model/history.ts';
import { useHistoryLabels } from './historyLabels.ts';

const tones: Record<StatusTone, BadgeTone> = {
  pending: 'warning',
  done: 'positive',
  stopped: 'neutral',
};

/** The status of a top-up or withdrawal as a word with a tone (the word carries the meaning). */
export function StatusBadge({ entry }: { entry: Pick<HistoryEntry, 'operation' | 'status'> }) {
  const labels = useHistoryLabels();
  return (
    <Badge tone={tones[statusTone(entry)]} emphasis="soft">
      {labels.status(entry)}
    </Badge>
  );
}
