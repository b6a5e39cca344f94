import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Form } from './Form.tsx';

describe('Form', () => {
  it('should submit on the button and on Enter without reloading or browser validation', async () => {
    const onSubmit = vi.fn();
    render(
      <Form aria-label="Sign in" onSubmit={onSubmit} space="medium">
        <TextField label="E-mail" required />
        <Button type="submit">Send</Button>
      </Form>,
    );
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(form).toHaveAttribute('novalidate');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'a{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
