import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Accordion, Stack, Text } from '../../design-system/index.ts';
import type { StudioProblem } from '../../schemas/studioApi.ts';
import { controlIdFor, type BrandSettingsFormProps } from './contract.ts';
import { FormProviders } from './FormProviders.tsx';
import { generalGroup, settingGroups, type SettingGroup } from './groups.ts';
import { childPointer } from './pointer.ts';
import { problemsUnder, problemText, sameProblems } from './problems.ts';
import { brandSchema } from './schema/jsonSchema.ts';
import { SettingNode } from './SettingNode.tsx';
import { useSettingTextsContext } from './settingTexts/settingTexts.ts';
import { settingTitle, titleFromKey } from './titles.ts';

const groups = settingGroups();
const requiredKeys = new Set(brandSchema.required ?? []);
const noCustomControls = {};

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
  const withProblems = groups
    .filter((group) =>
      problems.some((problem) => problem.path !== '' && groupOf(problem.path) === group.key),
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
    <FormProviders
      value={value}
      onChange={onChange}
      readOnly={readOnly}
      customControls={customControls}
    >
      <Stack space="medium">
        {readOnly ? <Text tone="secondary">{t('form.readOnly')}</Text> : null}
        {rootProblems.length > 0 ? (
          <Text tone="negative" id={controlIdFor('')}>
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
      </Stack>
    </FormProviders>
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
    const texts = useSettingTextsContext();
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
                  label={bare ? title : settingTitle(schema, key, texts)}
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
