import { useCallback, useLayoutEffect, useRef, useState } from 'react';

interface ControllableStateOptions<Value> {
  /** Controlled value; when defined, the component never changes it by itself. */
  value: Value | undefined;
  /** Starting value when uncontrolled. */
  defaultValue: Value;
  onChange?: ((value: Value) => void) | undefined;
}

/**
 * One state hook for every stateful part (`value/defaultValue/onValueChange`, `open/...`): the
 * component works controlled or uncontrolled and never drifts between the two.
 */
export function useControllableState<Value>({
  value,
  defaultValue,
  onChange,
}: ControllableStateOptions<Value>): [Value, (next: Value | ((previous: Value) => Value)) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : uncontrolled;
  const currentRef = useRef(current);
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    currentRef.current = current;
    onChangeRef.current = onChange;
  });

  const setValue = useCallback(
    (next: Value | ((previous: Value) => Value)) => {
      const resolved =
        typeof next === 'function'
          ? (next as (previous: Value) => Value)(currentRef.current)
          : next;
      if (Object.is(resolved, currentRef.current)) return;
      // Later calls before the next render (two toggles in one handler) build on this one.
      currentRef.current = resolved;
      if (!isControlled) setUncontrolled(resolved);
      onChangeRef.current?.(resolved);
    },
    [isControlled],
  );

  return [current, setValue];
}
