import type { ReactNode } from 'react';
import { Stack, Text } from '../../../design-system/index.ts';
import * as styles from './Group.css.ts';

/**
 * A setting made of settings (a section, a map, a list, a set of toggles): a fieldset named by
 * its legend, with its help and the problems at its own pointer. It carries the setting's
 * control id and takes focus, so a problem at the group's pointer has somewhere to go.
 */
export function Group({
  id,
  label,
  meta,
  hint,
  error,
  hideLegend = false,
  children,
}: {
  id: string;
  label: string;
  /** Quieter text after the legend: a count. */
  meta?: string | undefined;
  hint?: string | undefined;
  error?: string | undefined;
  /** The form group's header already names it. */
  hideLegend?: boolean;
  children: ReactNode;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={describedBy || undefined}
      className={styles.group}
    >
      <legend className={hideLegend ? styles.hiddenLegend : styles.legend}>
        <Text as="span" weight="strong">
          {label}
        </Text>
        {meta ? (
          <Text as="span" size="small" tone="secondary">
            {' · '}
            {meta}
          </Text>
        ) : null}
      </legend>
      <Stack space="small">
        {hint ? (
          <Text id={hintId} size="small" tone="secondary">
            {hint}
          </Text>
        ) : null}
        {error ? (
          <Text id={errorId} size="small" tone="negative">
            {error}
          </Text>
        ) : null}
        {children}
      </Stack>
    </fieldset>
  );
}
