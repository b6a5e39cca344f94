import type { StudioProblem } from '../../schemas/studioApi.ts';
import { isAtOrBelow } from './pointer.ts';

const none: readonly StudioProblem[] = [];

/** The problems at the pointer or below it (a group's, a list item's). */
export function problemsUnder(
  problems: readonly StudioProblem[],
  pointer: string,
): readonly StudioProblem[] {
  if (problems.length === 0) return none;
  const found = problems.filter((problem) => isAtOrBelow(problem.path, pointer));
  return found.length === 0 ? none : found;
}

/** The problems exactly at the pointer (a container shows these; its children show the rest). */
export function problemsAt(
  problems: readonly StudioProblem[],
  pointer: string,
): readonly StudioProblem[] {
  const found = problems.filter((problem) => problem.path === pointer);
  return found.length === 0 ? none : found;
}

/** The messages as one error text for a field; undefined when there is none. */
export function problemText(problems: readonly StudioProblem[]): string | undefined {
  return problems.length === 0 ? undefined : problems.map((problem) => problem.message).join(' · ');
}

/** Same problems, same order: a control whose problems did not change need not re-render. */
export function sameProblems(a: readonly StudioProblem[], b: readonly StudioProblem[]): boolean {
  return (
    a === b ||
    (a.length === b.length &&
      a.every((problem, index) => {
        const other = b[index];
        return (
          other !== undefined && other.path === problem.path && other.message === problem.message
        );
      }))
  );
}
