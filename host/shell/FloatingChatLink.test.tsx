import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FloatingChatLink } from './FloatingChatLink.tsx';
import { renderTranslated } from './testUtils.tsx';

describe('FloatingChatLink', () => {
  it('should open the brand chat in a new tab, named for screen readers', async () => {
    await renderTranslated(<FloatingChatLink chatUrl="https://chat.example.com/demo-bet" />);
    const link = screen.getByRole('link', { name: 'Chat with support (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://chat.example.com/demo-bet');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('should be translated', async () => {
    await renderTranslated(<FloatingChatLink chatUrl="https://chat.example.com" />, 'pt-PT');
    expect(
      screen.getByRole('link', { name: 'Falar com o apoio (abre num novo separador)' }),
    ).toBeInTheDocument();
  });

  it('should show nothing without a chat URL', async () => {
    const { container } = await renderTranslated(<FloatingChatLink chatUrl={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('should show nothing when hidden', async () => {
    const { container } = await renderTranslated(
      <FloatingChatLink chatUrl="https://chat.example.com" hidden />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
