import { useState } from 'react';
import { checkDateRange, type DateRangeProblem } from '../../core/history/index.ts';

/**
 * The history forms' draft: the player edits a copy of the asked range (and filters), and only a
 * valid range is committed on submit; an invalid one stays on screen with its problem.
 */
export function useDateRangeDraft<T extends { from: string; to: string }>(
  committed: T,
  onCommit: (value: T) => void,
) {
  const [draft, setDraft] = useState(committed);
  const [problem, setProblem] = useState<DateRangeProblem>();

  function submit() {
    const found = checkDateRange(draft);
    setProblem(found);
    if (!found) onCommit(draft);
  }

  return { draft, setDraft, problem, submit };
}
