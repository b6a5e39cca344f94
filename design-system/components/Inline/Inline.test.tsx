import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Inline } from './Inline.tsx';

describe('Inline', () => {
  it('should group its children under the given role and name', () => {
    render(
      <Inline role="group" aria-label="Day filter">
        <button type="button">Today</button>
        <button type="button">Tomorrow</button>
      </Inline>,
    );
    const group = screen.getByRole('group', { name: 'Day filter' });
    expect(group.querySelectorAll('button')).toHaveLength(2);
  });

  it('should use a different class when told not to wrap', () => {
    render(
      <>
        <Inline aria-label="wraps">x</Inline>
        <Inline aria-label="one line" noWrap>
          y
        </Inline>
      </>,
    );
    expect(screen.getByLabelText('wraps').className).not.toBe(
      screen.getByLabelText('one line').className,
    );
  });
});
