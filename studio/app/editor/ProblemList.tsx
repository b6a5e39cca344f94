import { useTranslation } from 'react-i18next';
import { Card, Heading, Stack, Text } from '../../../design-system/index.ts';
import type { StudioProblem } from '../../../schemas/studioApi.ts';
import { code, problemButton, problemList } from '../shell/studio.css.ts';

export interface ProblemListProps {
  problems: readonly StudioProblem[];
  /** Takes the operator to the control of the setting at a pointer. */
  onShow: (pointer: string) => void;
}

/** The draft's problems, each a link to its setting's control. */
export function ProblemList({ problems, onShow }: ProblemListProps) {
  const { t } = useTranslation('app');
  return (
    <Card tone="outline" padding="medium">
      <Stack space="small">
        <Heading level={2} id="problems-title">
          {problems.length === 0
            ? t('common.noProblems')
            : t('common.problems', { count: problems.length })}
        </Heading>
        {problems.length === 0 ? (
          <Text tone="secondary">{t('problems.none')}</Text>
        ) : (
          <ul aria-labelledby="problems-title" className={problemList}>
            {problems.map((problem) => (
              <li key={`${problem.path}\u0000${problem.message}`}>
                <Text as="span">
                  <button
                    type="button"
                    className={problemButton}
                    onClick={() => onShow(problem.path)}
                  >
                    <span className={code}>{problem.path || '/'}</span>
                  </button>{' '}
                  {problem.message}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Card>
  );
}
