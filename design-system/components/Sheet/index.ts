export { Sheet } from './Sheet.tsx';
export type {
  SheetCloseProps,
  SheetContentProps,
  SheetRootProps,
  SheetSide,
  SheetTriggerProps,
} from './Sheet.tsx';
export { sheetSides } from './Sheet.css.ts';
