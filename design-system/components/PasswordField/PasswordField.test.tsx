import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../themes/lightTheme.css.ts';
import { PasswordField } from './PasswordField.tsx';

function passwordInput() {
  return screen.getByLabelText('Password', { selector: 'input' });
}

describe('PasswordField', () => {
  it('should hide the password and ask for the current password by default', () => {
    render(<PasswordField label="Password" />);
    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(passwordInput()).toHaveAttribute('autocomplete', 'current-password');
  });

  it('should ask for a new password when told to', () => {
    render(<PasswordField label="Password" autoComplete="new-password" />);
    expect(passwordInput()).toHaveAttribute('autocomplete', 'new-password');
  });

  it('should show and hide the password with a pressed toggle', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" />);
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('aria-controls', passwordInput().id);

    await user.click(toggle);

    expect(passwordInput()).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Show password' }));

    expect(passwordInput()).toHaveAttribute('type', 'password');
  });

  it('should take the toggle labels as props', () => {
    render(<PasswordField label="Contraseña" showPasswordLabel="Mostrar contraseña" />);
    expect(screen.getByRole('button', { name: 'Mostrar contraseña' })).toBeInTheDocument();
  });

  it('should keep focus and caret in the input when the toggle is clicked', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" defaultValue="secret" />);
    const input = passwordInput() as HTMLInputElement;
    await user.click(input);
    input.setSelectionRange(3, 3);

    await user.click(screen.getByRole('button', { name: 'Show password' }));

    expect(input).toHaveFocus();
    expect(input.selectionStart).toBe(3);
    expect(input.selectionEnd).toBe(3);
    await user.keyboard('X');
    expect(input).toHaveValue('secXret');
  });

  it('should toggle from the keyboard', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" />);
    await user.click(passwordInput());

    await user.tab();
    await user.keyboard(' ');

    expect(passwordInput()).toHaveAttribute('type', 'text');
  });

  it('should keep the typed value and report it', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<PasswordField label="Password" onValueChange={onValueChange} />);

    await user.type(passwordInput(), 'abc');

    expect(onValueChange).toHaveBeenLastCalledWith('abc');
  });

  it('should disable the toggle with the field', () => {
    render(<PasswordField label="Password" disabled />);
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
  });

  it('should describe an error', () => {
    render(<PasswordField label="Password" error="Wrong password" />);
    expect(passwordInput()).toBeInvalid();
    expect(passwordInput()).toHaveAccessibleDescription('Wrong password');
  });
});
