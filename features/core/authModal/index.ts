export { closeAuthModal, openAuthModal, useAuthModal } from './store.ts';
export type { AuthModalState, AuthModalType } from './store.ts';
