import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../themes/lightTheme.css.ts';
import { Checkbox } from './Checkbox.tsx';

function checkbox(name: string | RegExp = 'Remember me') {
  return screen.getByRole('checkbox', { name });
}

describe('Checkbox', () => {
  it('should toggle by click on the box and on the label', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Remember me" onCheckedChange={onCheckedChange} />);

    await user.click(checkbox());
    expect(checkbox()).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);

    await user.click(screen.getByText('Remember me'));
    expect(checkbox()).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('should toggle with Space', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Remember me" />);

    await user.tab();
    expect(checkbox()).toHaveFocus();
    await user.keyboard(' ');

    expect(checkbox()).toBeChecked();
  });

  it('should start checked when told', () => {
    render(<Checkbox label="Remember me" defaultChecked />);
    expect(checkbox()).toBeChecked();
  });

  it('should follow a controlled state', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Remember me" checked={false} onCheckedChange={onCheckedChange} />);

    await user.click(checkbox());

    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(checkbox()).not.toBeChecked();
  });

  it('should be announced as mixed while indeterminate and check when pressed', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox label="All markets" indeterminate onCheckedChange={onCheckedChange} />);
    const input = checkbox('All markets') as HTMLInputElement;
    expect(input.indeterminate).toBe(true);
    expect(input).toBePartiallyChecked();

    await user.click(input);

    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('should accept rich content as its label', () => {
    render(
      <Checkbox
        label={
          <>
            I accept the <a href="/terms">terms</a>
          </>
        }
      />,
    );
    expect(checkbox('I accept the terms')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'terms' })).toBeInTheDocument();
  });

  it('should describe hint and error and mark the checkbox invalid', () => {
    render(
      <Checkbox
        label="I am over 18"
        hint="Required by law"
        error="You must be over 18 to play"
        required
      />,
    );
    const input = checkbox('I am over 18');
    expect(input).toBeInvalid();
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Required by law You must be over 18 to play');
  });

  it('should not toggle while disabled', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Remember me" disabled onCheckedChange={onCheckedChange} />);

    await user.click(checkbox());

    expect(checkbox()).toBeDisabled();
    expect(checkbox()).not.toBeChecked();
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('should pass name and value to forms', () => {
    render(<Checkbox label="Remember me" name="remember" value="yes" />);
    expect(checkbox()).toHaveAttribute('name', 'remember');
    expect(checkbox()).toHaveAttribute('value', 'yes');
  });
});
