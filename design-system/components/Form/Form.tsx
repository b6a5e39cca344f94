import type { FormEvent, ReactNode } from 'react';
import type { Space } from '../../sprinkles/sprinkles.css.ts';
import { Stack } from '../Stack/Stack.tsx';

export interface FormProps {
  children: ReactNode;
  /** Called on submit (Enter or the submit button); the page does not reload. */
  onSubmit: () => void;
  /** Space between the fields; without it, children are laid out by themselves. */
  space?: Space;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * A form validated by the app on submit, in the player's language: `noValidate` keeps the
 * browser's own bubbles (in the browser's language, and covering the field's own error) away,
 * while fields still announce `required` to assistive technology.
 */
export function Form({ children, onSubmit, space, ...labelling }: FormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} {...labelling}>
      {space ? <Stack space={space}>{children}</Stack> : children}
    </form>
  );
}
