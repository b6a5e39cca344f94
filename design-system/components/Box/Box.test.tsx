import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Box } from './Box.tsx';

describe('Box', () => {
  it('should render the requested element with its native props', () => {
    render(
      <Box as="nav" aria-label="Sports" padding="large">
        content
      </Box>,
    );
    expect(screen.getByRole('navigation', { name: 'Sports' })).toHaveTextContent('content');
  });

  it('should turn layout props into classes, not attributes', () => {
    render(
      <Box data-testid="box" padding="large" display="flex" gap="small">
        x
      </Box>,
    );
    const box = screen.getByTestId('box');
    expect(box.className).not.toBe('');
    expect(box).not.toHaveAttribute('padding');
    expect(box).not.toHaveAttribute('gap');
  });

  it('should forward its ref to the element', () => {
    let element: HTMLElement | null = null;
    render(
      <Box
        as="section"
        ref={(node) => {
          element = node;
        }}
      >
        x
      </Box>,
    );
    expect(element).toBeInstanceOf(HTMLElement);
    expect((element as HTMLElement | null)?.tagName).toBe('SECTION');
  });
});
