import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  Collapsible,
  Icon,
  IconButton,
  Select,
  Stack,
} from '../../../design-system/index.ts';
import { emptyValue } from '../emptyValue.ts';
import { useFormActions, useRenderSetting } from '../formContext.ts';
import { childPointer } from '../pointer.ts';
import { problemsAt, problemsUnder, problemText } from '../problems.ts';
import { namedBranches, type JsonSchema } from '../schema/jsonSchema.ts';
import { titleFromKey } from '../titles.ts';
import { moveItem } from '../update.ts';
import * as styles from './ListControl.css.ts';
import { Group } from './Group.tsx';
import type { FieldProps } from './settingProps.ts';

const keys = new WeakMap<object, string>();
let nextKey = 0;

/**
 * A React key that follows an item when it moves: the edit keeps each item object (immer), so
 * the identity is the item's. The moved item's buttons stay the same elements, focus included.
 */
function keyOf(item: unknown, index: number): string {
  if (typeof item !== 'object' || item === null) return `at-${index}`;
  let key = keys.get(item);
  if (!key) {
    nextKey += 1;
    key = `item-${nextKey}`;
    keys.set(item, key);
  }
  return key;
}

/** What an item is called in its header and in announcements: its id or name. */
function itemName(item: unknown, position: number, fallback: (position: number) => string): string {
  const record = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
  const name = record.id ?? record.name;
  return typeof name === 'string' && name.trim() !== '' ? name : fallback(position);
}

/**
 * An ordered list of items (menu entries, side-menu blocks, help organisations): each item
 * collapsible, with move up/down buttons (announced in the form's live region), a drag handle
 * for pointer users, and remove; "add" appends an item with its required settings empty.
 */
export function ListControl({ field, bare = false }: { field: FieldProps; bare?: boolean }) {
  const { t } = useTranslation('controls');
  const { edit, readOnly, announce } = useFormActions();
  const { pointer, id, schema, value, problems, label, hint } = field;
  const items = useMemo<readonly unknown[]>(
    () => (Array.isArray(value) ? (value as unknown[]) : []),
    [value],
  );
  const fallbackName = (position: number) => t('list.item', { position });
  const [dragFrom, setDragFrom] = useState<number>();
  const [dragHandle, setDragHandle] = useState<number>();
  const focusAfterMove = useRef<{ key: string; direction: 'up' | 'down' } | null>(null);

  useLayoutEffect(() => {
    const pending = focusAfterMove.current;
    if (!pending) return;
    focusAfterMove.current = null;
    const wanted = document.getElementById(`${id}-${pending.key}-${pending.direction}`);
    const other = document.getElementById(
      `${id}-${pending.key}-${pending.direction === 'up' ? 'down' : 'up'}`,
    );
    const target = wanted instanceof HTMLButtonElement && !wanted.disabled ? wanted : other;
    target?.focus();
  }, [items, id]);

  const move = (from: number, to: number, direction?: 'up' | 'down') => {
    const next = moveItem(items, from, to);
    if (next === items) return;
    if (direction) focusAfterMove.current = { key: keyOf(items[from], from), direction };
    edit(pointer, next);
    announce(
      t('list.moved', {
        item: itemName(items[from], from + 1, fallbackName),
        position: to + 1,
        // The list's length, not a count of things: "position 2 of 5" needs no plural form.
        total: items.length,
      }),
    );
  };

  return (
    <Group
      id={id}
      label={label}
      hideLegend={bare}
      meta={t('list.itemCount', { count: items.length })}
      hint={bare ? undefined : hint}
      error={problemText(problemsAt(problems, pointer))}
    >
      <Stack as="ol" space="xsmall">
        {items.map((item, index) => {
          const key = keyOf(item, index);
          const child = childPointer(pointer, index);
          const name = itemName(item, index + 1, fallbackName);
          return (
            <Box
              as="li"
              key={key}
              display="flex"
              alignItems="flex-start"
              gap="xxsmall"
              draggable={!readOnly && dragHandle === index}
              data-dragging={dragFrom === index ? '' : undefined}
              onDragStart={(event) => {
                setDragFrom(index);
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', name);
              }}
              onDragOver={(event) => {
                if (dragFrom !== undefined) event.preventDefault();
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragFrom !== undefined) move(dragFrom, index);
                setDragFrom(undefined);
              }}
              onDragEnd={() => {
                setDragFrom(undefined);
                setDragHandle(undefined);
              }}
            >
              {readOnly ? null : (
                <span
                  className={styles.handle}
                  title={t('list.drag', { item: name })}
                  aria-hidden="true"
                  onPointerDown={() => setDragHandle(index)}
                  onPointerUp={() => setDragHandle(undefined)}
                >
                  <Icon name="menu" size="small" />
                </span>
              )}
              <Box flexGrow={1} minWidth={0}>
                <ListItem
                  field={field}
                  pointer={child}
                  item={item}
                  name={name}
                  problems={problemsUnder(problems, child)}
                />
              </Box>
              {readOnly ? null : (
                <>
                  <IconButton
                    id={`${id}-${key}-up`}
                    icon="arrowUp"
                    size="small"
                    label={t('list.moveUp', { item: name })}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1, 'up')}
                  />
                  <IconButton
                    id={`${id}-${key}-down`}
                    icon="arrowDown"
                    size="small"
                    label={t('list.moveDown', { item: name })}
                    disabled={index === items.length - 1}
                    onClick={() => move(index, index + 1, 'down')}
                  />
                  <IconButton
                    icon="close"
                    size="small"
                    label={t('list.remove', { item: name })}
                    onClick={() => {
                      edit(
                        pointer,
                        items.filter((_, at) => at !== index),
                      );
                      announce(t('list.removed', { item: name }));
                      document.getElementById(id)?.focus();
                    }}
                  />
                </>
              )}
            </Box>
          );
        })}
      </Stack>
      {readOnly ? null : (
        <AddItem
          setting={label}
          itemSchema={schema.items ?? {}}
          onAdd={(item) => {
            edit(pointer, [...items, item]);
            announce(t('list.added', { position: items.length + 1 }));
          }}
        />
      )}
    </Group>
  );
}

function ListItem({
  field,
  pointer,
  item,
  name,
  problems,
}: {
  field: FieldProps;
  pointer: string;
  item: unknown;
  name: string;
  problems: FieldProps['problems'];
}) {
  const { t } = useTranslation('controls');
  const renderSetting = useRenderSetting();
  const count = problems.length;
  const [open, setOpen] = useState(count > 0);
  const [hadProblems, setHadProblems] = useState(count > 0);
  if (hadProblems !== count > 0) {
    // An item that gets a problem opens, so the problem list can focus the control in it.
    setHadProblems(count > 0);
    if (count > 0) setOpen(true);
  }
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen}>
      <Collapsible.Trigger meta={count > 0 ? t('problemCount', { count }) : undefined}>
        {name}
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Box paddingY="small" paddingLeft="small">
          <>
            {renderSetting({
              pointer: pointer,
              schema: field.schema.items ?? {},
              value: item,
              problems: problems,
              label: name,
              required: true,
              depth: field.depth + 1,
              bare: true,
            })}
          </>
        </Box>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

function AddItem({
  setting,
  itemSchema,
  onAdd,
}: {
  setting: string;
  itemSchema: JsonSchema;
  onAdd: (item: unknown) => void;
}) {
  const { t } = useTranslation('controls');
  const branches = namedBranches(itemSchema);
  const [chosen, setChosen] = useState(0);
  const add = () => {
    const branch = branches[chosen] ?? branches[0];
    if (branch) onAdd(emptyValue(branch.schema));
  };
  return (
    <Box display="flex" alignItems="flex-end" gap="small">
      {branches.length > 1 ? (
        <Box flexGrow={1} minWidth={0}>
          <Select
            label={t('list.kind')}
            options={branches.map((branch, index) => ({
              value: String(index),
              label: titleFromKey(branch.name),
            }))}
            value={String(chosen)}
            onValueChange={(next) => setChosen(Number(next))}
          />
        </Box>
      ) : null}
      <Button variant="outline" icon="plus" onClick={add}>
        {t('list.add', { setting })}
      </Button>
    </Box>
  );
}
