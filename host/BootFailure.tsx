import { useTranslation } from 'react-i18next';
import { Box, Button, Heading, List, ListRow, Stack, Text } from '../design-system/index.ts';
import type { BrandProblem } from './brand/brandProblems.ts';

export interface BootFailureProps {
  /** Problems of an invalid brand file; absent when the file could not be fetched at all. */
  problems?: BrandProblem[];
  onRetry: () => void;
}

/**
 * Shown when the site cannot boot. An unreachable brand file can be retried; an invalid one lists
 * every problem with its JSON path, so the operator can fix them all in one pass.
 */
export function BootFailure({ problems, onRetry }: BootFailureProps) {
  const { t } = useTranslation();
  if (problems && problems.length > 0) {
    return (
      <Box as="main" padding="gutter">
        <Stack space="medium">
          <Heading level={1}>{t('boot.brandInvalid')}</Heading>
          <Text tone="secondary">{t('boot.brandInvalidHelp')}</Text>
          <List aria-label={t('boot.problems')}>
            {problems.map((problem) => (
              <ListRow
                key={`${problem.path}:${problem.message}`}
                label={problem.path || '/'}
                description={problem.message}
              />
            ))}
          </List>
        </Stack>
      </Box>
    );
  }
  return (
    <Box as="main" padding="gutter">
      <Stack space="medium" align="left" role="alert">
        <Text>{t('boot.brandUnavailable')}</Text>
        <Button onClick={onRetry}>{t('boot.retry')}</Button>
      </Stack>
    </Box>
  );
}
