import { sprinkles, type Sprinkles } from '../../sprinkles/sprinkles.css.ts';

/** Separates layout props (sprinkles) from the native props passed to the element. */
export function splitSprinkleProps<Props extends object>(
  props: Props,
): [Sprinkles, Omit<Props, keyof Sprinkles>] {
  const sprinkleKeys: ReadonlySet<string> = sprinkles.properties;
  const sprinkleProps: Sprinkles & Record<string, unknown> = {};
  const nativeProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkleKeys.has(key)) sprinkleProps[key] = value;
    else nativeProps[key] = value;
  }
  return [sprinkleProps, nativeProps as Omit<Props, keyof Sprinkles>];
}
