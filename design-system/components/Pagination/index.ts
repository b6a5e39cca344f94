export { Pagination } from './Pagination.tsx';
export type { PaginationProps } from './Pagination.tsx';
