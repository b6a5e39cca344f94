import { useContext, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Icon, Stack, Text, TextField } from '../../../design-system/index.ts';
import type { ThemeValues } from '../../../design-system/themes/themeValues.ts';
import { contrastReadings, toHex, type ContrastReading } from '../contrast.ts';
import { ThemeContext, useFormActions } from '../formContext.ts';
import { pointerTokens } from '../pointer.ts';
import { problemText } from '../problems.ts';
import { useSettingTextsContext } from '../settingTexts/settingTexts.ts';
import { titleFromKey } from '../titles.ts';
import { FieldRow } from './FieldRow.tsx';
import * as styles from './ColourControl.css.ts';
import type { FieldProps } from './settingProps.ts';

/**
 * A colour role: the native colour picker and the text (any CSS colour brand:check reads, so
 * `hsl(…)` or `black` stay as written), with the contrast of every pair brand:check measures
 * the role in, against WCAG AA, as the colours are now.
 */
export function ColourControl(props: FieldProps) {
  const { t } = useTranslation('controls');
  const { edit, readOnly } = useFormActions();
  const store = useContext(ThemeContext);
  const { pointer, id, value, label, hint, required, problems } = props;
  const role = pointerTokens(pointer).at(-1) ?? '';
  // What this control shows of the theme, as one string: it re-renders when that changes only.
  const shown = useSyncExternalStore(store?.subscribe ?? noSubscription, () =>
    store ? JSON.stringify(themeReadout(store.get(), role)) : '',
  );
  const { effective, readings } = shown ? (JSON.parse(shown) as ThemeReadout) : emptyReadout;
  const readoutId = `${id}-contrast`;
  return (
    <FieldRow field={props}>
      <Stack space="xsmall">
        <Box display="flex" alignItems="flex-end" gap="small">
          <Box flexGrow={1} minWidth={0}>
            <TextField
              id={id}
              label={label}
              hint={hint}
              error={problemText(problems)}
              required={required}
              readOnly={readOnly}
              spellCheck={false}
              placeholder={effective}
              value={typeof value === 'string' ? value : ''}
              onValueChange={(next) => edit(pointer, next)}
            />
          </Box>
          <input
            type="color"
            className={styles.picker}
            aria-label={t('colour.picker', { setting: label })}
            disabled={readOnly}
            value={toHex(effective) ?? '#000000'}
            onChange={(event) => edit(pointer, event.target.value)}
          />
        </Box>
        {readings.length > 0 ? (
          <Stack space="xxsmall" as="ul" id={readoutId} aria-label={t('colour.contrast')}>
            {readings.map((reading) => (
              <ReadingRow key={`${reading.other}-${reading.foreground}`} reading={reading} />
            ))}
          </Stack>
        ) : null}
      </Stack>
    </FieldRow>
  );
}

interface ThemeReadout {
  /** The colour the role has: the brand's, or the base theme's when the brand leaves it out. */
  effective: string;
  readings: ContrastReading[];
}

const emptyReadout: ThemeReadout = { effective: '', readings: [] };
const noSubscription = () => () => {};

function themeReadout(theme: ThemeValues, role: string): ThemeReadout {
  const colors: Record<string, string> = theme.color;
  return { effective: colors[role] ?? '', readings: contrastReadings(theme, role) };
}

function ReadingRow({ reading }: { reading: ContrastReading }) {
  const { t } = useTranslation('controls');
  const texts = useSettingTextsContext();
  // The other role is a colour setting too, so it reads as that setting's label does.
  const englishRole = titleFromKey(reading.other);
  const role = texts.titles.get(englishRole) ?? englishRole;
  const ratio = reading.ratio?.toFixed(2);
  const measured =
    ratio === undefined
      ? t('colour.unreadable', { role })
      : t(reading.foreground ? 'colour.onSurface' : 'colour.withText', { ratio, role });
  const verdict = t(reading.passes ? 'colour.pass' : 'colour.fail', { minimum: reading.minimum });
  return (
    <Box as="li" display="flex" alignItems="center" gap="xsmall" data-passes={reading.passes}>
      <Text as="span" tone={reading.passes ? 'positive' : 'negative'}>
        <Icon name={reading.passes ? 'success' : 'error'} size="small" />
      </Text>
      <Text as="span" size="small">
        {measured} — {verdict}
      </Text>
    </Box>
  );
}
