export { List } from './List.tsx';
export type { ListProps } from './List.tsx';
export { ListRow } from './ListRow.tsx';
export type { ListRowProps } from './ListRow.tsx';
