import { screen } from '@testing-library/react';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A form control by its visible label, which may end in the required marker or "Optional"
 * (the field frame puts both inside the label).
 */
export function field(label: string): HTMLElement {
  return screen.getByLabelText(new RegExp(`^${escaped(label)}\\*?\\s*(Optional)?$`), {
    selector: 'input, select',
  });
}
