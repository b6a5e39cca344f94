import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../themes/lightTheme.css.ts';
import { Carousel, type CarouselProps } from './Carousel.tsx';

function Promotions(props: Partial<CarouselProps>) {
  return (
    <Carousel label="Promotions" {...props}>
      <p>Welcome bonus</p>
      <p>Free bet Friday</p>
      <p>
        Cash out <a href="#cash-out">early</a>
      </p>
    </Carousel>
  );
}

const active = () => document.querySelector('[aria-roledescription="slide"][data-state="active"]');
const viewport = () => {
  const element = active()?.parentElement;
  if (!element) throw new Error('No slide area');
  return element;
};

function swipe(fromX: number, toX: number, options: { fromY?: number; toY?: number } = {}) {
  const base = { pointerId: 1, pointerType: 'touch', isPrimary: true };
  fireEvent.pointerDown(viewport(), { ...base, clientX: fromX, clientY: options.fromY ?? 100 });
  fireEvent.pointerUp(viewport(), { ...base, clientX: toX, clientY: options.toY ?? 100 });
}

function mockReducedMotion(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

describe('Carousel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  describe('structure', () => {
    it('should be a labelled carousel region of labelled slides', () => {
      render(<Promotions />);

      const region = screen.getByRole('region', { name: 'Promotions' });
      expect(region).toHaveAttribute('aria-roledescription', 'carousel');
      const slides = region.querySelectorAll('[aria-roledescription="slide"]');
      expect(slides).toHaveLength(3);
      expect(slides[1]).toHaveAttribute('role', 'group');
      expect(slides[1]).toHaveAttribute('aria-label', 'Slide 2 of 3');
    });

    it('should make hidden slides inert so their links cannot be reached', () => {
      render(<Promotions />);
      const slides = document.querySelectorAll('[aria-roledescription="slide"]');
      expect(slides[0]).not.toHaveAttribute('inert');
      expect(slides[2]).toHaveAttribute('inert');
    });

    it('should render nothing without slides', () => {
      const { container } = render(<Carousel label="Promotions">{[]}</Carousel>);
      expect(container).toBeEmptyDOMElement();
    });

    it('should show no controls for a single slide', () => {
      render(
        <Carousel label="Promotions">
          <p>Only</p>
        </Carousel>,
      );
      expect(screen.queryAllByRole('button')).toHaveLength(0);
    });
  });

  describe('dots', () => {
    it('should label every dot and mark the current one', () => {
      render(<Promotions />);
      expect(screen.getByRole('button', { name: 'Slide 1 of 3' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      expect(screen.getByRole('button', { name: 'Slide 2 of 3' })).not.toHaveAttribute(
        'aria-current',
      );
    });

    it('should go to the slide of the dot pressed', async () => {
      const onIndexChange = vi.fn();
      const user = userEvent.setup();
      render(<Promotions onIndexChange={onIndexChange} />);

      await user.click(screen.getByRole('button', { name: 'Slide 3 of 3' }));

      expect(active()).toHaveTextContent('Cash out early');
      expect(onIndexChange).toHaveBeenCalledWith(2);
    });

    it('should take translated labels', () => {
      render(
        <Promotions slideLabel={(position, count) => `Diapositiva ${position} de ${count}`} />,
      );
      expect(screen.getByRole('button', { name: 'Diapositiva 2 de 3' })).toBeInTheDocument();
    });
  });

  describe('arrows', () => {
    it('should only show previous and next when asked to', () => {
      const { rerender } = render(<Promotions />);
      expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
      rerender(<Promotions showArrows />);
      expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    });

    it('should loop from the last slide to the first and back', async () => {
      const user = userEvent.setup();
      render(<Promotions showArrows defaultIndex={2} />);

      await user.click(screen.getByRole('button', { name: 'Next slide' }));
      expect(active()).toHaveTextContent('Welcome bonus');

      await user.click(screen.getByRole('button', { name: 'Previous slide' }));
      expect(active()).toHaveTextContent('Cash out early');
    });

    it('should mark the entering and leaving slides with the direction of travel', async () => {
      const user = userEvent.setup();
      render(<Promotions showArrows />);

      await user.click(screen.getByRole('button', { name: 'Next slide' }));

      const slides = document.querySelectorAll('[aria-roledescription="slide"]');
      expect(slides[0]).toHaveAttribute('data-motion', 'next');
      expect(slides[1]).toHaveAttribute('data-motion', 'next');
      expect(slides[2]).not.toHaveAttribute('data-motion');
    });
  });

  describe('swipe', () => {
    it('should go to the next slide on a leftward swipe', () => {
      render(<Promotions />);
      swipe(300, 100);
      expect(active()).toHaveTextContent('Free bet Friday');
    });

    it('should loop to the last slide on a rightward swipe from the first', () => {
      render(<Promotions />);
      swipe(100, 300);
      expect(active()).toHaveTextContent('Cash out early');
    });

    it('should ignore short and mostly vertical moves', () => {
      render(<Promotions />);
      swipe(200, 180);
      swipe(200, 120, { fromY: 0, toY: 300 });
      expect(active()).toHaveTextContent('Welcome bonus');
    });

    it('should ignore a cancelled gesture', () => {
      render(<Promotions />);
      const base = { pointerId: 1, pointerType: 'touch' };
      fireEvent.pointerDown(viewport(), { ...base, clientX: 300, clientY: 0 });
      fireEvent.pointerCancel(viewport(), { ...base, clientX: 100, clientY: 0 });
      expect(active()).toHaveTextContent('Welcome bonus');
    });

    it('should swallow the click that ends a mouse drag', () => {
      const onClick = vi.fn();
      render(
        <Carousel label="Promotions">
          <button type="button" onClick={onClick}>
            Claim
          </button>
          <p>Second</p>
        </Carousel>,
      );
      const claim = screen.getByRole('button', { name: 'Claim' });
      const base = { pointerId: 1, pointerType: 'mouse', button: 0 };
      fireEvent.pointerDown(claim, { ...base, clientX: 300, clientY: 0 });
      fireEvent.pointerUp(claim, { ...base, clientX: 100, clientY: 0 });
      fireEvent.click(claim);
      expect(onClick).not.toHaveBeenCalled();

      fireEvent.pointerDown(screen.getByText('Second'), { ...base, clientX: 0, clientY: 0 });
      fireEvent.click(screen.getByText('Second'));
      expect(active()).toHaveTextContent('Second');
    });
  });

  describe('controlled', () => {
    it('should follow the index it is given and report requests', async () => {
      const onIndexChange = vi.fn();
      const user = userEvent.setup();
      const { rerender } = render(<Promotions index={0} onIndexChange={onIndexChange} />);

      await user.click(screen.getByRole('button', { name: 'Slide 2 of 3' }));
      expect(onIndexChange).toHaveBeenCalledWith(1);
      expect(active()).toHaveTextContent('Welcome bonus');

      rerender(<Promotions index={1} onIndexChange={onIndexChange} />);
      expect(active()).toHaveTextContent('Free bet Friday');
    });

    it('should wrap an out-of-range index', () => {
      render(<Promotions index={4} />);
      expect(active()).toHaveTextContent('Free bet Friday');
    });
  });

  describe('autoplay', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      mockReducedMotion(false);
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('should move on every autoplayMs and loop', () => {
      render(<Promotions autoplayMs={1000} />);

      act(() => {
        vi.advanceTimersByTime(999);
      });
      expect(active()).toHaveTextContent('Welcome bonus');
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(active()).toHaveTextContent('Free bet Friday');
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      expect(active()).toHaveTextContent('Welcome bonus');
    });

    it('should keep changes unannounced while it rotates, and announce them when it stops', () => {
      render(<Promotions autoplayMs={1000} />);
      expect(viewport()).toHaveAttribute('aria-live', 'off');

      fireEvent.pointerEnter(screen.getByRole('region'), { pointerType: 'mouse' });
      expect(viewport()).toHaveAttribute('aria-live', 'polite');
    });

    it('should pause while the mouse is over it', () => {
      render(<Promotions autoplayMs={1000} />);
      const region = screen.getByRole('region');

      fireEvent.pointerEnter(region, { pointerType: 'mouse' });
      act(() => {
        vi.advanceTimersByTime(5000);
      });
      expect(active()).toHaveTextContent('Welcome bonus');

      fireEvent.pointerLeave(region, { pointerType: 'mouse' });
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      expect(active()).toHaveTextContent('Free bet Friday');
    });

    it('should pause while focus is inside', () => {
      render(<Promotions autoplayMs={1000} />);

      act(() => screen.getByRole('button', { name: 'Slide 2 of 3' }).focus());
      act(() => {
        vi.advanceTimersByTime(5000);
      });
      expect(active()).toHaveTextContent('Welcome bonus');

      act(() => screen.getByRole('button', { name: 'Slide 2 of 3' }).blur());
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      expect(active()).toHaveTextContent('Free bet Friday');
    });

    it('should pause while a finger is down', () => {
      render(<Promotions autoplayMs={1000} />);
      fireEvent.pointerDown(viewport(), { pointerId: 1, pointerType: 'touch', clientX: 0 });
      act(() => {
        vi.advanceTimersByTime(5000);
      });
      expect(active()).toHaveTextContent('Welcome bonus');
    });

    it('should pause while the tab is hidden', () => {
      const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      render(<Promotions autoplayMs={1000} />);

      act(() => {
        vi.advanceTimersByTime(5000);
      });
      expect(active()).toHaveTextContent('Welcome bonus');

      visibility.mockReturnValue('visible');
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      expect(active()).toHaveTextContent('Free bet Friday');
    });

    it('should stop and start again from its own button', () => {
      render(<Promotions autoplayMs={1000} />);

      fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
      act(() => screen.getByRole('button', { name: 'Start automatic slide show' }).blur());
      act(() => {
        vi.advanceTimersByTime(5000);
      });
      expect(active()).toHaveTextContent('Welcome bonus');

      const start = screen.getByRole('button', { name: 'Start automatic slide show' });
      act(() => start.focus());
      fireEvent.click(start);
      // Starting it by hand runs even though focus is still on the button.
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      expect(active()).toHaveTextContent('Free bet Friday');
    });

    it('should not autoplay when the user prefers reduced motion', () => {
      mockReducedMotion(true);
      render(<Promotions autoplayMs={1000} />);

      act(() => {
        vi.advanceTimersByTime(5000);
      });

      expect(active()).toHaveTextContent('Welcome bonus');
      expect(viewport()).toHaveAttribute('aria-live', 'polite');
      expect(
        screen.queryByRole('button', { name: 'Stop automatic slide show' }),
      ).not.toBeInTheDocument();
    });

    it('should restart the wait after a manual change', () => {
      render(<Promotions autoplayMs={1000} />);

      act(() => {
        vi.advanceTimersByTime(800);
      });
      swipe(300, 100);
      expect(active()).toHaveTextContent('Free bet Friday');
      act(() => {
        vi.advanceTimersByTime(800);
      });
      expect(active()).toHaveTextContent('Free bet Friday');
      act(() => {
        vi.advanceTimersByTime(200);
      });
      expect(active()).toHaveTextContent('Cash out early');
    });
  });
});
