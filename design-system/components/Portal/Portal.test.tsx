import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../themes/lightTheme.css.ts';
import { DesignSystemProvider } from '../../provider/DesignSystemProvider.tsx';
import { Portal } from './Portal.tsx';

describe('Portal', () => {
  it('should render its children into document.body, outside the app tree', () => {
    const { container } = render(
      <Portal>
        <p>Portalled</p>
      </Portal>,
    );
    const text = screen.getByText('Portalled');
    expect(container).not.toContainElement(text);
    expect(text.parentElement?.parentElement).toBe(document.body);
  });

  it('should render into the provider’s portal container when there is one', () => {
    const host = document.createElement('div');
    document.body.append(host);
    render(
      <DesignSystemProvider portalContainer={host}>
        <Portal>
          <p>Portalled</p>
        </Portal>
      </DesignSystemProvider>,
    );
    expect(host).toContainElement(screen.getByText('Portalled'));
    host.remove();
  });

  it('should put its content on the overlay layer by default', () => {
    render(
      <Portal>
        <p>Portalled</p>
      </Portal>,
    );
    expect(screen.getByText('Portalled').parentElement).toHaveAttribute(
      'data-portal-layer',
      'overlay',
    );
  });

  it.each(['overlay', 'toast', 'loading'] as const)(
    'should stack the %s layer at its z-index from the theme',
    (layer) => {
      render(
        <Portal layer={layer}>
          <p>Portalled</p>
        </Portal>,
      );
      const wrapper = screen.getByText('Portalled').parentElement as HTMLElement;
      expect(wrapper).toHaveAttribute('data-portal-layer', layer);
      expect(getComputedStyle(wrapper).zIndex).toMatch(new RegExp(`^var\\(--zIndex-${layer}`));
    },
  );

  it('should remove its content when unmounted', () => {
    const { unmount } = render(
      <Portal>
        <p>Portalled</p>
      </Portal>,
    );
    unmount();
    expect(screen.queryByText('Portalled')).not.toBeInTheDocument();
    expect(document.querySelector('[data-portal-layer]')).not.toBeInTheDocument();
  });
});
