import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon.tsx';
import { iconNames } from './iconPaths.tsx';

describe('Icon', () => {
  it('should be hidden from assistive technology without a label', () => {
    const { container } = render(<Icon name="star" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('should be an image named by its label', () => {
    render(<Icon name="lock" label="Suspended" />);
    expect(screen.getByRole('img', { name: 'Suspended' })).toBeInTheDocument();
  });

  it('should draw something for every icon of the set', () => {
    for (const name of iconNames) {
      const { container, unmount } = render(<Icon name={name} />);
      expect(container.querySelector('svg')?.children.length, name).toBeGreaterThan(0);
      unmount();
    }
  });

  it('should include the sport icons the sports menu needs', () => {
    expect(iconNames).toEqual(
      expect.arrayContaining([
        'football',
        'basketball',
        'tennis',
        'iceHockey',
        'volleyball',
        'esports',
      ]),
    );
  });
});
