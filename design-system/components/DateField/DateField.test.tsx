import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../themes/lightTheme.css.ts';
import { DateField } from './DateField.tsx';

function dateInput() {
  // The label's text includes the required asterisk, which is hidden from the accessible name.
  return screen.getByLabelText(/^Date of birth/, { selector: 'input' });
}

describe('DateField', () => {
  it('should be a native date input named by its label', () => {
    render(<DateField label="Date of birth" />);
    expect(dateInput()).toHaveAttribute('type', 'date');
  });

  it('should show a yyyy-MM-dd value', () => {
    render(<DateField label="Date of birth" defaultValue="1990-06-15" />);
    expect(dateInput()).toHaveValue('1990-06-15');
  });

  it('should report the picked date as yyyy-MM-dd', () => {
    const onValueChange = vi.fn();
    render(<DateField label="Date of birth" onValueChange={onValueChange} />);

    fireEvent.change(dateInput(), { target: { value: '2000-02-29' } });

    expect(onValueChange).toHaveBeenCalledWith('2000-02-29');
    expect(dateInput()).toHaveValue('2000-02-29');
  });

  it('should report an empty string when the date is cleared', () => {
    const onValueChange = vi.fn();
    render(
      <DateField label="Date of birth" defaultValue="2000-01-01" onValueChange={onValueChange} />,
    );

    fireEvent.change(dateInput(), { target: { value: '' } });

    expect(onValueChange).toHaveBeenCalledWith('');
  });

  it('should show nothing for a value that is not a calendar date', () => {
    render(<DateField label="Date of birth" value="2023-02-29" onValueChange={() => {}} />);
    expect(dateInput()).toHaveValue('');
  });

  it('should pass valid min and max and drop invalid ones', () => {
    const { rerender } = render(
      <DateField label="Date of birth" min="1900-01-01" max="2007-12-31" />,
    );
    expect(dateInput()).toHaveAttribute('min', '1900-01-01');
    expect(dateInput()).toHaveAttribute('max', '2007-12-31');

    rerender(<DateField label="Date of birth" min="01/01/1900" max="2007-13-01" />);

    expect(dateInput()).not.toHaveAttribute('min');
    expect(dateInput()).not.toHaveAttribute('max');
  });

  it('should describe hint and error and mark the input invalid', () => {
    render(
      <DateField label="Date of birth" hint="You must be 18" error="Enter a date in the past" />,
    );
    expect(dateInput()).toBeInvalid();
    expect(dateInput()).toHaveAccessibleDescription('You must be 18 Enter a date in the past');
  });

  it('should be required and disabled when told', () => {
    render(<DateField label="Date of birth" required disabled />);
    expect(dateInput()).toBeRequired();
    expect(dateInput()).toBeDisabled();
  });
});
