export { Dialog } from './Dialog.tsx';
export type {
  DialogCloseProps,
  DialogContentProps,
  DialogRootProps,
  DialogTriggerProps,
} from './Dialog.tsx';
