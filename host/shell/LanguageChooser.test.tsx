import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LanguageChooser } from './LanguageChooser.tsx';
import { renderTranslated } from './testUtils.tsx';

describe('LanguageChooser', () => {
  it('should name each language in itself, in brand order, the current one pressed', async () => {
    await renderTranslated(
      <LanguageChooser languages={['pt-PT', 'en-US', 'es-es']} value="en-US" onChange={vi.fn()} />,
      'en-US',
    );
    const group = screen.getByRole('group', { name: 'Language' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Português',
      'English',
      'Español',
    ]);
    expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual([
      'false',
      'true',
      'false',
    ]);
    expect(buttons[0]).toHaveAttribute('lang', 'pt-PT');
  });

  it('should report the language a player picks', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    await renderTranslated(
      <LanguageChooser languages={['es-es', 'en-US']} value="es-es" onChange={onChange} />,
      'es-es',
    );
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(onChange).toHaveBeenCalledWith('en-US');
  });

  it('should ignore a press on the current language', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    await renderTranslated(
      <LanguageChooser languages={['es-es', 'en-US']} value="es-es" onChange={onChange} />,
      'es-es',
    );
    await user.click(screen.getByRole('button', { name: 'Español' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('should show nothing for a one-language brand', async () => {
    const { container } = await renderTranslated(
      <LanguageChooser languages={['pt-PT']} value="pt-PT" onChange={vi.fn()} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
