import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../themes/lightTheme.css.ts';
import { Select, type SelectOption } from './Select.tsx';

const oddsFormats: SelectOption[] = [
  { value: 'decimal', label: 'Decimal (1.50)' },
  { value: 'fractional', label: 'Fractional (1/2)' },
  { value: 'american', label: 'American (-200)', disabled: true },
];

function select() {
  return screen.getByRole('combobox', { name: 'Odds format' });
}

describe('Select', () => {
  it('should be a native select named by its label with every option', () => {
    render(<Select label="Odds format" options={oddsFormats} />);
    expect(select().tagName).toBe('SELECT');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Decimal (1.50)',
      'Fractional (1/2)',
      'American (-200)',
    ]);
    expect(screen.getByRole('option', { name: 'American (-200)' })).toBeDisabled();
  });

  it('should start on the first option without a placeholder', () => {
    render(<Select label="Odds format" options={oddsFormats} />);
    expect(select()).toHaveValue('decimal');
  });

  it('should show the placeholder until something is chosen', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Select
        label="Odds format"
        options={oddsFormats}
        placeholder="Choose a format"
        onValueChange={onValueChange}
      />,
    );
    expect(select()).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Choose a format' })).toBeDisabled();
    expect(select()).toHaveAttribute('data-placeholder');

    await user.selectOptions(select(), 'fractional');

    expect(select()).toHaveValue('fractional');
    expect(select()).not.toHaveAttribute('data-placeholder');
    expect(onValueChange).toHaveBeenCalledWith('fractional');
  });

  it('should follow a controlled value', () => {
    const { rerender } = render(
      <Select label="Odds format" options={oddsFormats} value="decimal" />,
    );
    rerender(<Select label="Odds format" options={oddsFormats} value="fractional" />);
    expect(select()).toHaveValue('fractional');
  });

  it('should start on the default value', () => {
    render(<Select label="Odds format" options={oddsFormats} defaultValue="fractional" />);
    expect(select()).toHaveValue('fractional');
  });

  it('should describe hint and error and mark the select invalid', () => {
    render(
      <Select
        label="Odds format"
        options={oddsFormats}
        hint="Used on every market"
        error="Choose a format"
      />,
    );
    expect(select()).toBeInvalid();
    expect(select()).toHaveAccessibleDescription('Used on every market Choose a format');
  });

  it('should be required and disabled when told', () => {
    render(<Select label="Odds format" options={oddsFormats} required disabled />);
    expect(select()).toBeRequired();
    expect(select()).toBeDisabled();
  });
});
