export { Collapsible, collapsibleHeadingLevels } from './Collapsible.tsx';
export type {
  CollapsibleContentProps,
  CollapsibleHeadingLevel,
  CollapsibleRootProps,
  CollapsibleTriggerProps,
} from './Collapsible.tsx';
