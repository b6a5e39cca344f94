export { Tabs } from './Tabs.tsx';
export type {
  TabsContentProps,
  TabsListProps,
  TabsRootProps,
  TabsTriggerProps,
  TabsVariant,
} from './Tabs.tsx';
export { tabsVariants } from './Tabs.css.ts';
