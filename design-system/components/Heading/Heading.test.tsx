import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading } from './Heading.tsx';

describe('Heading', () => {
  it('should render the element of its level', () => {
    render(
      <>
        <Heading level={1}>Casino</Heading>
        <Heading level={3}>Providers</Heading>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Casino' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Providers' })).toBeInTheDocument();
  });
});
