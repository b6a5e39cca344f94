import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../themes/lightTheme.css.ts';
import { Flag } from './Flag.tsx';

describe('Flag', () => {
  it('should render a lazily loaded image named by alt', () => {
    render(<Flag src="/flags/es.svg" alt="Spain" />);
    const image = screen.getByRole('img', { name: 'Spain' });
    expect(image).toHaveAttribute('src', '/flags/es.svg');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it.each([
    ['an empty string', ''],
    ['blank text', '   '],
    ['undefined', undefined],
    ['null', null],
  ])('should render nothing when the source is %s', (_, src) => {
    const { container } = render(<Flag src={src} alt="Spain" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('should render nothing once the image fails to load', () => {
    const { container } = render(<Flag src="/flags/missing.svg" alt="Spain" />);

    fireEvent.error(screen.getByRole('img'));

    expect(container).toBeEmptyDOMElement();
  });

  it('should try again when a failed flag gets a new source', () => {
    const { rerender } = render(<Flag src="/flags/missing.svg" alt="Spain" />);
    fireEvent.error(screen.getByRole('img'));

    rerender(<Flag src="/flags/es.svg" alt="Spain" />);

    expect(screen.getByRole('img', { name: 'Spain' })).toHaveAttribute('src', '/flags/es.svg');
  });

  it('should be decorative with an empty alt', () => {
    render(<Flag src="/flags/es.svg" alt="" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('presentation')).toHaveAttribute('alt', '');
  });
});
