import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../../themes/lightTheme.css.ts';
import { TextField } from './TextField.tsx';

describe('TextField', () => {
  describe('labelling', () => {
    it('should be named by its label', () => {
      render(<TextField label="Email" type="email" />);
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    });

    it('should read the hint as the description', () => {
      render(<TextField label="Username" hint="Letters and digits only" />);
      expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
        'Letters and digits only',
      );
    });

    it('should keep a hidden label as the accessible name', () => {
      render(<TextField label="Promo code" hideLabel />);
      expect(screen.getByRole('textbox', { name: 'Promo code' })).toBeInTheDocument();
    });

    it('should show a secondary label as part of the label', () => {
      render(<TextField label="Promo code" secondaryLabel="Optional" />);
      expect(screen.getByRole('textbox', { name: 'Promo code Optional' })).toBeInTheDocument();
    });

    it('should use the given id for the input', () => {
      render(<TextField label="Email" id="signup-email" />);
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('id', 'signup-email');
    });
  });

  describe('required', () => {
    it('should show an asterisk and mark the input required without changing its name', () => {
      render(<TextField label="Email" required />);
      const input = screen.getByRole('textbox', { name: 'Email' });
      expect(input).toBeRequired();
      expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    });
  });

  describe('error', () => {
    it('should mark the input invalid and read the message after the hint', () => {
      render(<TextField label="Email" hint="We send the receipt here" error="Enter an email" />);
      const input = screen.getByRole('textbox', { name: 'Email' });
      expect(input).toBeInvalid();
      expect(input).toHaveAccessibleDescription('We send the receipt here Enter an email');
      expect(screen.getByText('Enter an email')).toBeVisible();
    });

    it('should treat an empty error as no error', () => {
      render(<TextField label="Email" error="" />);
      const input = screen.getByRole('textbox', { name: 'Email' });
      expect(input).not.toHaveAttribute('aria-invalid');
      expect(input).not.toHaveAttribute('aria-describedby');
    });
  });

  describe('value', () => {
    it('should keep typed text when uncontrolled and report each change', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      const onChange = vi.fn();
      render(
        <TextField
          label="Name"
          defaultValue="Al"
          onChange={onChange}
          onValueChange={onValueChange}
        />,
      );
      const input = screen.getByRole('textbox', { name: 'Name' });

      await user.type(input, 'ex');

      expect(input).toHaveValue('Alex');
      expect(onValueChange).toHaveBeenLastCalledWith('Alex');
      expect(onChange).toHaveBeenCalledTimes(2);
    });

    it('should show only what a controlled owner accepts', async () => {
      const user = userEvent.setup();
      function Upper() {
        const [value, setValue] = useState('');
        return (
          <TextField label="Code" value={value} onValueChange={(v) => setValue(v.toUpperCase())} />
        );
      }
      render(<Upper />);
      const input = screen.getByRole('textbox', { name: 'Code' });

      await user.type(input, 'ab1');

      expect(input).toHaveValue('AB1');
    });

    it('should not change while read-only', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      render(
        <TextField label="Account" defaultValue="12345" readOnly onValueChange={onValueChange} />,
      );
      const input = screen.getByRole('textbox', { name: 'Account' });

      await user.type(input, '6');

      expect(input).toHaveValue('12345');
      expect(onValueChange).not.toHaveBeenCalled();
    });

    it('should not take input while disabled', async () => {
      const user = userEvent.setup();
      render(<TextField label="Name" disabled />);
      const input = screen.getByRole('textbox', { name: 'Name' });

      await user.type(input, 'x');

      expect(input).toBeDisabled();
      expect(input).toHaveValue('');
    });

    it('should pass native input props through', () => {
      render(
        <TextField
          label="Amount"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          maxLength={8}
          placeholder="0.00"
        />,
      );
      const input = screen.getByRole('textbox', { name: 'Amount' });
      expect(input).toHaveAttribute('name', 'amount');
      expect(input).toHaveAttribute('inputmode', 'decimal');
      expect(input).toHaveAttribute('autocomplete', 'off');
      expect(input).toHaveAttribute('maxlength', '8');
      expect(input).toHaveAttribute('placeholder', '0.00');
    });

    it('should give its ref the input element', () => {
      let element: HTMLInputElement | null = null;
      render(
        <TextField
          label="Name"
          ref={(node) => {
            element = node;
          }}
        />,
      );
      expect(element).toBe(screen.getByRole('textbox', { name: 'Name' }));
    });
  });

  describe('slots', () => {
    it('should render a decorative leading icon and a trailing action', () => {
      render(
        <TextField
          label="Stake"
          leadingIcon="wallet"
          trailingAction={<button type="button">Max</button>}
        />,
      );
      expect(screen.getByRole('button', { name: 'Max' })).toBeInTheDocument();
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
    });
  });

  describe('styling', () => {
    it('should take its minimum height from the touch-target token', () => {
      render(<TextField label="Name" />);
      const styles = getComputedStyle(screen.getByRole('textbox', { name: 'Name' }));
      expect(styles.minHeight).toMatch(/^var\(--size-touchTarget/);
    });
  });
});
