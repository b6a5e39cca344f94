import * as RadixTabs from '@radix-ui/react-tabs';
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useControllableState } from '../private/useControllableState.ts';
import { content, list, trigger, type tabsVariants } from './Tabs.css.ts';

export type TabsVariant = (typeof tabsVariants)[number];

interface TabsContextValue {
  value: string;
  variant: TabsVariant;
  fullWidth: boolean;
}

const TabsContext = createContext<TabsContextValue>({
  value: '',
  variant: 'underline',
  fullWidth: false,
});

export interface TabsRootProps {
  children: ReactNode;
  /** The selected tab's value (controlled). */
  value?: string;
  /** The tab selected first when uncontrolled. @default '' (none) */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

/** Holds the selected tab; arrow keys, Home and End move between tabs (Radix Tabs). */
function TabsRoot({ children, value, defaultValue = '', onValueChange }: TabsRootProps) {
  const [selected, setSelected] = useControllableState({
    value,
    defaultValue,
    onChange: onValueChange,
  });
  return (
    <RadixTabs.Root value={selected} onValueChange={setSelected}>
      <TabsContext value={{ value: selected, variant: 'underline', fullWidth: false }}>
        {children}
      </TabsContext>
    </RadixTabs.Root>
  );
}

export interface TabsListProps {
  children: ReactNode;
  /** Names the tab list for screen readers, e.g. "Sports". */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** `underline` for section tabs, `pill` for menus on a busy surface. @default 'underline' */
  variant?: TabsVariant;
  /** Tabs share the row's width when they fit (a casino menu of 4); otherwise it scrolls. @default false */
  fullWidth?: boolean;
}

/** The row of tabs: scrolls sideways on a narrow screen instead of wrapping. */
function TabsList({ children, variant = 'underline', fullWidth = false, ...rest }: TabsListProps) {
  const { value } = useContext(TabsContext);
  return (
    <RadixTabs.List className={list({ variant })} {...rest}>
      <TabsContext value={{ value, variant, fullWidth }}>{children}</TabsContext>
    </RadixTabs.List>
  );
}

export interface TabsTriggerProps {
  /** Matches the `value` of its `Tabs.Content`. */
  value: string;
  /** The tab's label; may hold an icon or a count beside the text. */
  children: ReactNode;
  /** @default false */
  disabled?: boolean;
}

function TabsTrigger({ value, children, disabled = false }: TabsTriggerProps) {
  const { value: selected, variant, fullWidth } = useContext(TabsContext);
  const ref = useRef<HTMLButtonElement>(null);
  const active = selected === value;

  useEffect(() => {
    const element = ref.current;
    const row = element?.parentElement;
    if (!active || !element || !row) return;
    // Only the row scrolls: scrollIntoView would also scroll the page to a tab list below the fold.
    const rowBox = row.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    if (box.left < rowBox.left) row.scrollLeft -= rowBox.left - box.left;
    else if (box.right > rowBox.right) row.scrollLeft += box.right - rowBox.right;
  }, [active]);

  return (
    <RadixTabs.Trigger
      ref={ref}
      value={value}
      disabled={disabled}
      className={trigger({ variant, fullWidth })}
    >
      {children}
    </RadixTabs.Trigger>
  );
}

export interface TabsContentProps {
  /** Matches the `value` of its `Tabs.Trigger`. */
  value: string;
  children: ReactNode;
}

/** The panel of one tab; only the selected tab's panel is rendered. */
function TabsContent({ value, children }: TabsContentProps) {
  return (
    <RadixTabs.Content value={value} className={content}>
      {children}
    </RadixTabs.Content>
  );
}

/**
 * Tabs as compound parts: `Tabs.Root` (state), `Tabs.List`, `Tabs.Trigger`, `Tabs.Content`.
 * Selection follows focus, as in Radix; the selected tab is styled via `[data-state="active"]`.
 */
export const Tabs = {
  Root: TabsRoot,
  List: TabsList,
  Trigger: TabsTrigger,
  Content: TabsContent,
};
