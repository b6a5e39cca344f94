import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../../themes/lightTheme.css.ts';
import { PhoneField } from './PhoneField.tsx';
import type { PhoneValue } from './phoneMask.ts';

function numberInput() {
  return screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone number' });
}

function countrySelect() {
  return screen.getByRole('combobox', { name: 'Country' });
}

describe('PhoneField', () => {
  describe('structure', () => {
    it('should group a country picker and a phone keypad input under the label', () => {
      render(<PhoneField label="Phone number" locale="en" />);
      expect(screen.getByRole('group', { name: 'Phone number' })).toContainElement(countrySelect());
      expect(numberInput()).toHaveAttribute('type', 'tel');
      expect(numberInput()).toHaveAttribute('inputmode', 'tel');
      expect(numberInput()).toHaveAttribute('autocomplete', 'tel-national');
    });

    it('should name the countries in the given language, sorted, with calling codes', () => {
      render(<PhoneField label="Phone number" locale="en" countries={['VE', 'CL', 'BR']} />);
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Brazil (+55)',
        'Chile (+56)',
        'Venezuela (+58)',
      ]);
    });

    it('should name the countries in another language', () => {
      render(<PhoneField label="Teléfono" locale="es" countries={['TR', 'BR']} />);
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Brasil (+55)',
        'Turquía (+90)',
      ]);
    });

    it('should offer every catalogued country by default', () => {
      render(<PhoneField label="Phone number" locale="en" />);
      expect(screen.getAllByRole('option')).toHaveLength(16);
    });

    it('should start on the first offered country', () => {
      render(<PhoneField label="Phone number" locale="en" countries={['CL', 'BR']} />);
      expect(countrySelect()).toHaveValue('CL');
    });

    it('should take the country label as a prop', () => {
      render(<PhoneField label="Teléfono" locale="es" countryLabel="País" />);
      expect(screen.getByRole('combobox', { name: 'País' })).toBeInTheDocument();
    });
  });

  describe('typing', () => {
    it('should format typed digits with the country mask and report digits only', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      render(
        <PhoneField
          label="Phone number"
          locale="en"
          defaultValue={{ country: 'CL', nationalNumber: '' }}
          onValueChange={onValueChange}
        />,
      );

      await user.type(numberInput(), '912345678');

      expect(numberInput()).toHaveValue('9 1234 5678');
      expect(onValueChange).toHaveBeenLastCalledWith({
        country: 'CL',
        nationalNumber: '912345678',
      });
    });

    it('should ignore letters and stop at the national length', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      render(
        <PhoneField
          label="Phone number"
          locale="en"
          defaultValue={{ country: 'CL', nationalNumber: '' }}
          onValueChange={onValueChange}
        />,
      );

      await user.type(numberInput(), '9a1234567890');

      expect(numberInput()).toHaveValue('9 1234 5678');
      expect(onValueChange).toHaveBeenCalledTimes(9);
    });

    it('should delete the digit before a separator with Backspace', async () => {
      const user = userEvent.setup();
      render(
        <PhoneField
          label="Phone number"
          locale="en"
          defaultValue={{ country: 'CL', nationalNumber: '912345678' }}
        />,
      );
      const input = numberInput();
      await user.click(input);
      // Caret after "9 1234 " (before the 5).
      input.setSelectionRange(7, 7);

      await user.keyboard('{Backspace}');

      expect(input).toHaveValue('9 1235 678');
      expect(input.selectionStart).toBe(5);
    });

    it('should keep the caret after a digit typed in the middle', async () => {
      const user = userEvent.setup();
      render(
        <PhoneField
          label="Phone number"
          locale="en"
          defaultValue={{ country: 'CL', nationalNumber: '9134' }}
        />,
      );
      const input = numberInput();
      await user.click(input);
      // "9 1|34"
      input.setSelectionRange(3, 3);

      await user.keyboard('2');

      expect(input).toHaveValue('9 1234');
      expect(input.selectionStart).toBe(4);
    });
  });

  describe('pasting', () => {
    it('should read a pasted international number as digits of its country', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      render(
        <PhoneField
          label="Phone number"
          locale="en"
          defaultValue={{ country: 'CL', nationalNumber: '' }}
          onValueChange={onValueChange}
        />,
      );
      await user.click(numberInput());

      await user.paste('+56 9 1234-5678');

      expect(numberInput()).toHaveValue('9 1234 5678');
      expect(onValueChange).toHaveBeenLastCalledWith({
        country: 'CL',
        nationalNumber: '912345678',
      });
    });

    it('should switch country when the pasted number has another calling code', async () => {
      const user = userEvent.setup();
      render(
        <PhoneField
          label="Phone number"
          locale="en"
          defaultValue={{ country: 'CL', nationalNumber: '' }}
        />,
      );
      await user.click(numberInput());

      await user.paste('+55 (11) 98765-4321');

      expect(countrySelect()).toHaveValue('BR');
      expect(numberInput()).toHaveValue('11 98765-4321');
    });

    it('should insert a pasted national fragment where the caret is', async () => {
      const user = userEvent.setup();
      render(
        <PhoneField
          label="Phone number"
          locale="en"
          defaultValue={{ country: 'CL', nationalNumber: '9' }}
        />,
      );
      await user.click(numberInput());

      await user.paste('1234-5678');

      expect(numberInput()).toHaveValue('9 1234 5678');
    });
  });

  describe('country', () => {
    it('should change country and cut the number to the new length', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      render(
        <PhoneField
          label="Phone number"
          locale="en"
          defaultValue={{ country: 'BR', nationalNumber: '11987654321' }}
          onValueChange={onValueChange}
        />,
      );

      await user.selectOptions(countrySelect(), 'TM');

      expect(onValueChange).toHaveBeenLastCalledWith({ country: 'TM', nationalNumber: '11987654' });
      expect(numberInput()).toHaveValue('11 98 76 54');
    });

    it('should show the chosen country even when it is not offered', () => {
      render(
        <PhoneField
          label="Phone number"
          locale="en"
          countries={['CL']}
          value={{ country: 'BR', nationalNumber: '' }}
        />,
      );
      expect(countrySelect()).toHaveValue('BR');
      expect(screen.getAllByRole('option')).toHaveLength(2);
    });
  });

  describe('controlled', () => {
    it('should follow the owner and show its formatted digits', async () => {
      const user = userEvent.setup();
      function Owner() {
        const [value, setValue] = useState<PhoneValue>({ country: 'RU', nationalNumber: '912' });
        return (
          <PhoneField label="Phone number" locale="en" value={value} onValueChange={setValue} />
        );
      }
      render(<Owner />);
      expect(numberInput()).toHaveValue('912');

      await user.type(numberInput(), '3456789');

      expect(numberInput()).toHaveValue('912 345-67-89');
    });
  });

  describe('states', () => {
    it('should describe hint and error and mark the number invalid', () => {
      render(
        <PhoneField
          label="Phone number"
          locale="en"
          hint="We send a code by SMS"
          error="Enter the whole number"
        />,
      );
      expect(numberInput()).toBeInvalid();
      expect(numberInput()).toHaveAccessibleDescription(
        'We send a code by SMS Enter the whole number',
      );
    });

    it('should disable both controls', () => {
      render(<PhoneField label="Phone number" locale="en" disabled />);
      expect(numberInput()).toBeDisabled();
      expect(countrySelect()).toBeDisabled();
    });

    it('should lock the country while read-only', async () => {
      const user = userEvent.setup();
      render(
        <PhoneField
          label="Phone number"
          locale="en"
          readOnly
          defaultValue={{ country: 'CL', nationalNumber: '912345678' }}
        />,
      );
      expect(countrySelect()).toBeDisabled();

      await user.type(numberInput(), '1');

      expect(numberInput()).toHaveValue('9 1234 5678');
    });

    it('should be required when told', () => {
      render(<PhoneField label="Phone number" locale="en" required />);
      expect(numberInput()).toBeRequired();
    });
  });
});
