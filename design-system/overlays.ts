// The modal overlays (Dialog, Sheet), a public entry point of their own: they carry Radix Dialog,
// focus trapping and scroll locking, which a page should download only when it can open one.
// Through the main index, a bundler would put them in the first route's chunk as soon as any
// lazy chunk used them (a module statically reachable from the entry lands in the entry chunk).
export { Dialog } from './components/Dialog/index.ts';
export type {
  DialogCloseProps,
  DialogContentProps,
  DialogRootProps,
  DialogTriggerProps,
} from './components/Dialog/index.ts';
export { Sheet } from './components/Sheet/index.ts';
export { sheetSides } from './components/Sheet/index.ts';
export type {
  SheetCloseProps,
  SheetContentProps,
  SheetRootProps,
  SheetSide,
  SheetTriggerProps,
} from './components/Sheet/index.ts';
