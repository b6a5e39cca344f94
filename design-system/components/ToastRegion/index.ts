export { ToastRegion } from './ToastRegion.tsx';
export type { NotificationType, ToastNotification, ToastRegionProps } from './ToastRegion.tsx';
export { notificationTypes } from './ToastRegion.css.ts';
