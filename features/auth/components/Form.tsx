import type { FormEvent, ReactNode } from 'react';
import { Box, type BoxProps } from '../../../design-system/index.ts';

export interface FormProps {
  children: ReactNode;
  onSubmit: () => void;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * A form validated on submit in the player's language: `noValidate` keeps the browser's own
 * bubbles (in the browser's language) away while fields still announce `required`. Box's types
 * list only global attributes, hence the one assertion for the form attribute.
 */
export function Form({ children, onSubmit, ...labelling }: FormProps) {
  const formProps = {
    noValidate: true,
    onSubmit: (event: FormEvent<HTMLElement>) => {
      event.preventDefault();
      onSubmit();
    },
  } as BoxProps;
  return (
    <Box as="form" {...formProps} {...labelling}>
      <Box display="flex" flexDirection="column" gap="medium">
        {children}
      </Box>
    </Box>
  );
}
