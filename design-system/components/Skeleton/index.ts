export { Skeleton } from './Skeleton.tsx';
export type { SkeletonProps, SkeletonShape, SkeletonSize, SkeletonWidth } from './Skeleton.tsx';
export { skeletonShapes, skeletonSizes, skeletonWidths } from './Skeleton.css.ts';
