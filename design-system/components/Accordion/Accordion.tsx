import { createContext, useContext, type ReactNode } from 'react';
import {
  Collapsible,
  type CollapsibleContentProps,
  type CollapsibleTriggerProps,
} from '../Collapsible/Collapsible.tsx';
import { useControllableState } from '../private/useControllableState.ts';
import { root } from './Accordion.css.ts';

export const accordionTypes = ['single', 'multiple'] as const;
export type AccordionType = (typeof accordionTypes)[number];

interface AccordionContextValue {
  openValues: readonly string[];
  disabled: boolean;
  setItemOpen: (value: string, open: boolean) => void;
}

const AccordionContext = createContext<AccordionContextValue | null>(null);

interface AccordionCommonProps {
  /** `Accordion.Item`s. */
  children: ReactNode;
  /** No section can be toggled. @default false */
  disabled?: boolean;
}

export interface AccordionSingleProps extends AccordionCommonProps {
  /** One section open at a time; opening another closes it. Clicking it again closes it. */
  type: 'single';
  /** The open section's value, or '' for none (controlled). */
  value?: string;
  /** @default '' (all closed) */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

export interface AccordionMultipleProps extends AccordionCommonProps {
  /**
   * Any number of sections open. Controlling `value` is how a parent implements collapse-all /
   * expand-all (see `toggleAll`).
   */
  type: 'multiple';
  /** The open sections' values (controlled). */
  value?: string[];
  /** @default [] (all closed) */
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
}

export type AccordionRootProps = AccordionSingleProps | AccordionMultipleProps;

function toList(value: string | readonly string[] | undefined): readonly string[] {
  if (value === undefined) return [];
  if (typeof value === 'string') return value ? [value] : [];
  return value;
}

function AccordionRoot(props: AccordionRootProps) {
  const { children, disabled = false } = props;
  const [openValues, setOpenValues] = useControllableState<readonly string[]>({
    value: props.value === undefined ? undefined : toList(props.value),
    defaultValue: toList(props.defaultValue),
    onChange: (next) => {
      if (props.type === 'single') props.onValueChange?.(next[0] ?? '');
      else props.onValueChange?.([...next]);
    },
  });
  const setItemOpen = (value: string, open: boolean) =>
    setOpenValues((previous) => {
      if (props.type === 'single') return open ? [value] : [];
      return open ? [...previous, value] : previous.filter((item) => item !== value);
    });
  return (
    <AccordionContext value={{ openValues, disabled, setItemOpen }}>
      <div className={root}>{children}</div>
    </AccordionContext>
  );
}

export interface AccordionItemProps {
  /** Identifies the section in the accordion's `value`. */
  value: string;
  /** `Accordion.Trigger` and `Accordion.Content`. */
  children: ReactNode;
  /** @default false */
  disabled?: boolean;
}

function AccordionItem({ value, children, disabled = false }: AccordionItemProps) {
  const context = useContext(AccordionContext);
  if (!context) throw new Error('Accordion.Item must be inside Accordion.Root.');
  return (
    <Collapsible.Root
      open={context.openValues.includes(value)}
      onOpenChange={(open) => context.setItemOpen(value, open)}
      disabled={disabled || context.disabled}
    >
      {children}
    </Collapsible.Root>
  );
}

/**
 * Several collapsible sections: `Accordion.Root` (`type` 'single' | 'multiple', `value`),
 * `Accordion.Item`, `Accordion.Trigger` (the header, with optional `trailing` captions) and
 * `Accordion.Content`.
 */
export const Accordion = {
  Root: AccordionRoot,
  Item: AccordionItem,
  Trigger: Collapsible.Trigger,
  Content: Collapsible.Content,
};

export type AccordionTriggerProps = CollapsibleTriggerProps;
export type AccordionContentProps = CollapsibleContentProps;
