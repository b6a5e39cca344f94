import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Text } from './Text.tsx';

describe('Text', () => {
  it('should render a paragraph by default and other elements on request', () => {
    render(
      <>
        <Text>Paragraph</Text>
        <Text as="time" dateTime="2026-11-21T18:00">
          18:00
        </Text>
      </>,
    );
    expect(screen.getByText('Paragraph').tagName).toBe('P');
    expect(screen.getByText('18:00')).toHaveAttribute('datetime', '2026-11-21T18:00');
  });

  it('should keep the full text in the DOM when truncated', () => {
    render(<Text maxLines={2}>A very long tournament name</Text>);
    const text = screen.getByText('A very long tournament name');
    expect(text.style.webkitLineClamp).toBe('2');
  });

  it('should use different classes for different tones', () => {
    render(
      <>
        <Text tone="positive">won</Text>
        <Text tone="negative">lost</Text>
      </>,
    );
    expect(screen.getByText('won').className).not.toBe(screen.getByText('lost').className);
  });
});
