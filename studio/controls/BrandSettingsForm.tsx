import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Accordion, Stack, Text, VisuallyHidden } from '../../design-system/index.ts';
import type { StudioProblem } from '../../schemas/studioApi.ts';
import { resolvedBrandTheme } from './contrast.ts';
import type { BrandSettingsFormProps } from './contract.ts';
import {
  CurrencySettingsContext,
  FormActionsContext,
  RenderSettingContext,
  ThemeContext,
  type FormActions,
} from './formContext.ts';
import { generalGroup, settingGroups, type SettingGroup } from './groups.ts';
import { childPointer, valueAt } from './pointer.ts';
import { problemsUnder, problemText, sameProblems } from './problems.ts';
import { brandSchema } from './schema/jsonSchema.ts';
import { renderSetting, SettingNode } from './SettingNode.tsx';
import { settingTitle, titleFromKey } from './titles.ts';
import { updateAt } from './update.ts';

const groups = settingGroups();
const requiredKeys = new Set(brandSchema.required ?? []);
const noCustomControls = {};

/** The settings other settings' units name: the default currency, the campaigns' currencies. */
const currencySettingPointers = [
  '/currencies/default',
  '/campaigns/freeBets/currency',
  '/campaigns/promotions/currency',
];

function groupOf(path: string): string {
  const top = path.split('/')[1] ?? '';
  return groups.find((group) => group.keys.includes(top))?.key ?? generalGroup;
}

/**
 * The brand's settings as a form generated from schemas/brand.schema.json: one collapsible
 * group per top-level section, a control per setting, the problems under their controls.
 */
export function BrandSettingsForm({
  value,
  onChange,
  problems,
  readOnly = false,
  customControls = noCustomControls,
}: BrandSettingsFormProps) {
  const { t } = useTranslation('controls');
  // The latest brand and callback, read when an edit happens: the actions stay one object for
  // the form's life, so no control re-renders because its parent did.
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  }, [value, onChange]);
  const [announcement, setAnnouncement] = useState('');

  const edit = useCallback((pointer: string, next: unknown) => {
    const current = latest.current;
    const updated = updateAt(current.value, pointer, next);
    current.value = updated;
    current.onChange(updated);
  }, []);
  const actions = useMemo<FormActions>(
    () => ({ edit, readOnly, customControls, announce: setAnnouncement }),
    [edit, readOnly, customControls],
  );

  const themeValue = value.theme;
  const theme = useMemo(() => resolvedBrandTheme(themeValue), [themeValue]);
  const [defaultCurrency, freeBetsCurrency, promotionsCurrency] = currencySettingPointers.map(
    (pointer) => valueAt(value, pointer),
  );
  const currencySettings = useMemo(
    () =>
      Object.fromEntries(
        currencySettingPointers.map((pointer, at) => [
          pointer,
          [defaultCurrency, freeBetsCurrency, promotionsCurrency][at],
        ]),
      ),
    [defaultCurrency, freeBetsCurrency, promotionsCurrency],
  );

  const withProblems = groups
    .filter((group) =>
      problems.some((problem) => groupOf(problem.path) === group.key && problem.path !== ''),
    )
    .map((group) => group.key);
  const [open, setOpen] = useState<string[]>(() => [generalGroup, ...withProblems]);
  const [problemGroups, setProblemGroups] = useState(withProblems.join());
  if (problemGroups !== withProblems.join()) {
    // A group that gets a problem opens, so the problem list can focus the control in it.
    setProblemGroups(withProblems.join());
    const opened = withProblems.filter((key) => !problemGroups.split(',').includes(key));
    if (opened.length > 0) setOpen((current) => [...new Set([...current, ...opened])]);
  }

  const rootProblems = problems.filter((problem) => problem.path === '' || problem.path === '/');

  return (
    <FormActionsContext value={actions}>
      <RenderSettingContext value={renderSetting}>
        <ThemeContext value={theme}>
          <CurrencySettingsContext value={currencySettings}>
            <Stack space="medium">
              {readOnly ? <Text tone="secondary">{t('form.readOnly')}</Text> : null}
              {rootProblems.length > 0 ? (
                <Text tone="negative" id="setting-root-problems">
                  {t('form.problemsHere')}: {problemText(rootProblems)}
                </Text>
              ) : null}
              <Accordion.Root type="multiple" value={open} onValueChange={setOpen}>
                {groups.map((group) => (
                  <GroupSection
                    key={group.key}
                    group={group}
                    value={value}
                    problems={problems.filter(
                      (problem) => problem.path !== '' && groupOf(problem.path) === group.key,
                    )}
                  />
                ))}
              </Accordion.Root>
              <VisuallyHidden>
                <span role="status">{announcement}</span>
              </VisuallyHidden>
            </Stack>
          </CurrencySettingsContext>
        </ThemeContext>
      </RenderSettingContext>
    </FormActionsContext>
  );
}

/** One group: re-renders only when a setting of its own or its problems change. */
const GroupSection = memo(
  function GroupSection({
    group,
    value,
    problems,
  }: {
    group: SettingGroup;
    value: Record<string, unknown>;
    problems: readonly StudioProblem[];
  }) {
    const { t } = useTranslation('controls');
    const count = problems.length;
    const title = t(`group.${group.key}`, { defaultValue: titleFromKey(group.key) });
    const bare = group.key !== generalGroup;
    return (
      <Accordion.Item value={group.key}>
        <Accordion.Trigger
          headingLevel={2}
          meta={count > 0 ? t('problemCount', { count }) : undefined}
        >
          {title}
        </Accordion.Trigger>
        <Accordion.Content>
          <Stack space="medium">
            {group.keys.map((key) => {
              const pointer = childPointer('', key);
              const schema = brandSchema.properties?.[key] ?? {};
              return (
                <SettingNode
                  key={key}
                  pointer={pointer}
                  schema={schema}
                  value={value[key]}
                  problems={problemsUnder(problems, pointer)}
                  label={bare ? title : settingTitle(schema, key)}
                  required={requiredKeys.has(key)}
                  depth={2}
                  bare={bare}
                />
              );
            })}
          </Stack>
        </Accordion.Content>
      </Accordion.Item>
    );
  },
  (before, after) =>
    before.group === after.group &&
    before.group.keys.every((key) => before.value[key] === after.value[key]) &&
    sameProblems(before.problems, after.problems),
);
