import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Box } from '../Box/Box.tsx';
import { Stack } from './Stack.tsx';

describe('Stack', () => {
  it('should render its children in order inside the requested element', () => {
    render(
      <Stack as="ul" aria-label="Sports">
        <Box as="li">Football</Box>
        <Box as="li">Tennis</Box>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Sports' });
    expect(list.tagName).toBe('UL');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Football',
      'Tennis',
    ]);
  });

  it('should style different spacing with different classes', () => {
    render(
      <>
        <Stack space="small" aria-label="tight">
          x
        </Stack>
        <Stack space="xlarge" aria-label="loose">
          y
        </Stack>
      </>,
    );
    expect(screen.getByLabelText('tight').className).not.toBe(
      screen.getByLabelText('loose').className,
    );
  });
});
