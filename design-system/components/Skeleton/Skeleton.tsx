import {
  lines as linesClass,
  skeleton,
  type skeletonShapes,
  type skeletonSizes,
  type skeletonWidths,
} from './Skeleton.css.ts';

export type SkeletonShape = (typeof skeletonShapes)[number];
export type SkeletonWidth = (typeof skeletonWidths)[number];
export type SkeletonSize = (typeof skeletonSizes)[number];

export type SkeletonProps =
  | {
      /** A line of text at body size. @default 'text' */
      shape?: 'text';
      /** Number of lines; the last of several is shorter, like a paragraph's. @default 1 */
      lines?: number;
      /** Width of the lines. @default 'full' */
      width?: SkeletonWidth;
      size?: never;
    }
  | {
      /** A block such as an image, a banner or a card. */
      shape: 'rect';
      /** @default 'full' */
      width?: SkeletonWidth;
      /** Height: one touch target, two or four. @default 'standard' */
      size?: SkeletonSize;
      lines?: never;
    }
  | {
      /** An avatar, a flag or an icon. */
      shape: 'circle';
      /** Diameter: a large icon, one touch target or two. @default 'standard' */
      size?: SkeletonSize;
      width?: never;
      lines?: never;
    };

/**
 * A placeholder shape while content loads. Hidden from assistive technology: the container that
 * is loading says so (`aria-busy` and a status message), once, instead of every shape.
 */
export function Skeleton(props: SkeletonProps) {
  if (props.shape === 'circle') {
    return (
      <span
        aria-hidden="true"
        className={skeleton({ shape: 'circle', size: props.size ?? 'standard' })}
      />
    );
  }
  if (props.shape === 'rect') {
    return (
      <span
        aria-hidden="true"
        className={skeleton({
          shape: 'rect',
          width: props.width ?? 'full',
          size: props.size ?? 'standard',
        })}
      />
    );
  }
  const requested = props.lines ?? 1;
  const count = Number.isFinite(requested) ? Math.max(1, Math.floor(requested)) : 1;
  const line = skeleton({ shape: 'text', width: props.width ?? 'full' });
  return (
    <span aria-hidden="true" className={linesClass}>
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className={line} />
      ))}
    </span>
  );
}
