import type { ReactNode } from 'react';
import { Box } from '../../../design-system/index.ts';
import { ResetButton } from './ResetButton.tsx';
import type { FieldProps } from './settingProps.ts';

/** A leaf control with its reset action at the end of the row. */
export function FieldRow({
  field,
  children,
}: {
  field: Pick<FieldProps, 'pointer' | 'label' | 'value' | 'required'>;
  children: ReactNode;
}) {
  return (
    <Box display="flex" alignItems="flex-start" gap="xsmall">
      <Box flexGrow={1} minWidth={0}>
        {children}
      </Box>
      <ResetButton
        pointer={field.pointer}
        label={field.label}
        value={field.value}
        required={field.required}
      />
    </Box>
  );
}
