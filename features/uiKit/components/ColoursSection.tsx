import { useTranslation } from 'react-i18next';
import {
  Inline,
  Stack,
  Text,
  type ContrastProblem,
  type ThemeValues,
} from '../../../design-system/index.ts';
import * as styles from './ColoursSection.css.ts';
import { KitSection } from './KitSection.tsx';

export interface ColoursSectionProps {
  /** The brand's resolved theme: every role's value, overrides included. */
  theme: ThemeValues;
  contrastProblems: readonly ContrastProblem[];
}

type ColourRole = keyof ThemeValues['color'];

/** A swatch per colour role with its value, and the theme's WCAG AA contrast check. */
export function ColoursSection({ theme, contrastProblems }: ColoursSectionProps) {
  const { t } = useTranslation('uiKit');
  const roles = Object.keys(theme.color) as ColourRole[];
  return (
    <KitSection id="colours" title={t('sections.colours')}>
      {contrastProblems.length === 0 ? (
        <Text tone="positive" weight="medium">
          {t('colours.contrastOk')}
        </Text>
      ) : (
        <Stack space="xsmall">
          <Text tone="negative" weight="medium">
            {t('colours.contrastProblems', { count: contrastProblems.length })}
          </Text>
          {contrastProblems.map((problem) => (
            <Text key={`${problem.foreground}-${problem.background}`} size="small">
              {t('colours.contrastProblem', {
                foreground: problem.foreground,
                background: problem.background,
                ratio: problem.ratio === undefined ? '?' : problem.ratio.toFixed(2),
                minimum: problem.minimum,
              })}
            </Text>
          ))}
        </Stack>
      )}
      <Stack as="ul" space="small" aria-label={t('colours.roles')} role="list">
        {roles.map((role) => (
          <Inline as="li" key={role} space="small" alignY="center" noWrap>
            <div className={styles.swatch[role]} />
            <Stack space="none">
              <Text weight="medium">{role}</Text>
              <Text size="small" tone="secondary">
                {theme.color[role]}
              </Text>
            </Stack>
          </Inline>
        ))}
      </Stack>
    </KitSection>
  );
}
