export { Portal } from './Portal.tsx';
export type { PortalLayer, PortalProps } from './Portal.tsx';
export { portalLayers } from './Portal.css.ts';
