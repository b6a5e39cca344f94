import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../themes/lightTheme.css.ts';
import { shownSlideVar } from './Carousel.css.ts';
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

const viewWidth = 300;

/**
 * What Embla needs from a browser and jsdom lacks: a layout (a 300 px view, slides side by side,
 * each as wide as the view), the resize and intersection observers (nothing resizes here) and
 * matchMedia (no reduced motion unless a test says so).
 */
function mockEmblaEnvironment() {
  mockReducedMotion(false);
  class QuietObserver {
    observe = () => undefined;
    unobserve = () => undefined;
    disconnect = () => undefined;
    takeRecords = () => [];
  }
  vi.stubGlobal('ResizeObserver', QuietObserver);
  vi.stubGlobal('IntersectionObserver', QuietObserver);
  // Embla binds drags only to a rendered carousel, one with an offset parent.
  vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.parentElement;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(viewWidth);
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    const row = this.parentElement;
    if (!row || this.getAttribute('aria-roledescription') !== 'slide') return 0;
    return [...row.children].indexOf(this) * viewWidth;
  });
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

const active = () => document.querySelector('[aria-roledescription="slide"][data-state="active"]');
/** The row of slides: Embla moves it, and it carries the live region. */
const slideRow = () => {
  const element = active()?.parentElement;
  if (!element) throw new Error('No slide row');
  return element;
};
/** How far Embla has moved the row, in pixels (negative: towards the next slides). */
const rowOffset = () =>
  Number(/translate3d\((-?[\d.]+)px/.exec(slideRow().style.transform)?.[1] ?? 0);
/** Lets Embla's animation frames run (timers are fake in these tests). */
const runFrames = (ms = 1000) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

/** A mouse drag across the slide in view; every event at the same instant, so never a flick. */
function drag(fromX: number, toX: number) {
  const target = active();
  if (!target) throw new Error('No slide');
  fireEvent.mouseDown(target, { button: 0, buttons: 1, clientX: fromX, clientY: 100 });
  fireEvent.mouseMove(target, { buttons: 1, clientX: toX, clientY: 100 });
  fireEvent.mouseUp(target, { button: 0, clientX: toX, clientY: 100 });
}

const touch = (clientX: number, clientY: number) => ({ touches: [{ clientX, clientY }] });

/** The slide the row shows before the engine loads ('' once the engine moves it). */
const plainRowSlide = () => slideRow().style.getPropertyValue(shownSlideVar.slice(4, -1));

/** Lets the carousel's engine, loaded on demand, arrive. */
const engineArrives = () => act(() => vi.dynamicImportSettled());

/** A press and release on the slide in view, without moving: it only loads the engine. */
async function tapToLoad() {
  const target = active();
  if (!target) throw new Error('No slide');
  fireEvent.mouseDown(target, { button: 0, buttons: 1, clientX: 150, clientY: 100 });
  fireEvent.mouseUp(target, { button: 0, clientX: 150, clientY: 100 });
  await engineArrives();
}

describe('Carousel', () => {
  beforeEach(() => {
    mockEmblaEnvironment();
  });
  afterEach(() => {
    // Unmounted first: an engine still on its way must find no carousel, not a bare jsdom.
    cleanup();
    vi.useRealTimers();
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

    it('should glide to the next slide', async () => {
      vi.useFakeTimers();
      mockReducedMotion(false);
      render(<Promotions showArrows />);
      await tapToLoad();

      fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
      expect(active()).toHaveTextContent('Free bet Friday');
      expect(rowOffset()).toBe(0);
      runFrames();
      expect(rowOffset()).toBeCloseTo(-viewWidth, 0);
    });

    it('should jump without gliding when the user prefers reduced motion', async () => {
      vi.useFakeTimers();
      mockReducedMotion(true);
      render(<Promotions showArrows />);
      await tapToLoad();

      fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
      expect(rowOffset()).toBe(-viewWidth);
    });
  });

  describe('drag', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });

    it('should move the slides with the pointer before it is released', async () => {
      render(<Promotions />);
      await tapToLoad();
      const slide = active();
      if (!slide) throw new Error('No slide');

      fireEvent.mouseDown(slide, { button: 0, buttons: 1, clientX: 300, clientY: 100 });
      fireEvent.mouseMove(slide, { buttons: 1, clientX: 200, clientY: 100 });
      runFrames(500);

      expect(rowOffset()).toBeCloseTo(-100, 0);
      expect(active()).toHaveTextContent('Welcome bonus');
      fireEvent.mouseUp(slide, { button: 0, clientX: 200, clientY: 100 });
    });

    it('should go to the next slide when dragged more than halfway left', async () => {
      const onIndexChange = vi.fn();
      render(<Promotions onIndexChange={onIndexChange} />);
      await tapToLoad();
      drag(300, 100);
      expect(active()).toHaveTextContent('Free bet Friday');
      expect(onIndexChange).toHaveBeenCalledWith(1);
      runFrames();
      expect(rowOffset()).toBeCloseTo(-viewWidth, 0);
    });

    it('should land in the next frame, without gliding, when the user prefers reduced motion', async () => {
      mockReducedMotion(true);
      render(<Promotions />);
      await tapToLoad();
      drag(300, 100);
      runFrames(20);
      expect(rowOffset()).toBe(-viewWidth);
    });

    it('should loop to the last slide on a rightward drag from the first', async () => {
      render(<Promotions />);
      await tapToLoad();
      drag(100, 300);
      expect(active()).toHaveTextContent('Cash out early');
    });

    it('should go back to the slide it left when dragged less than halfway', async () => {
      render(<Promotions />);
      await tapToLoad();
      drag(300, 200);
      runFrames();
      expect(active()).toHaveTextContent('Welcome bonus');
      expect(rowOffset()).toBeCloseTo(0, 0);
    });

    it('should move on after a short, quick flick', async () => {
      render(<Promotions />);
      await tapToLoad();
      const slide = active();
      if (!slide) throw new Error('No slide');
      fireEvent.mouseDown(slide, { button: 0, buttons: 1, clientX: 200, clientY: 100 });
      vi.advanceTimersByTime(20);
      fireEvent.mouseMove(slide, { buttons: 1, clientX: 140, clientY: 100 });
      vi.advanceTimersByTime(20);
      fireEvent.mouseUp(slide, { button: 0, clientX: 140, clientY: 100 });
      expect(active()).toHaveTextContent('Free bet Friday');
    });

    it('should leave a mostly vertical finger move to the page scroll', async () => {
      render(<Promotions />);
      await tapToLoad();
      const slide = active();
      if (!slide) throw new Error('No slide');
      fireEvent.touchStart(slide, touch(200, 0));
      fireEvent.touchMove(slide, touch(120, 300));
      fireEvent.touchEnd(slide, touch(120, 300));
      runFrames();
      expect(active()).toHaveTextContent('Welcome bonus');
      expect(rowOffset()).toBe(0);
    });

    it('should swallow the click that ends a drag, not a tap', async () => {
      const onClick = vi.fn();
      render(
        <Carousel label="Promotions">
          <button type="button" onClick={onClick}>
            Claim
          </button>
          <p>Second</p>
        </Carousel>,
      );
      await tapToLoad();
      const claim = screen.getByRole('button', { name: 'Claim' });
      const press = { button: 0, buttons: 1, clientY: 0 };

      fireEvent.mouseDown(claim, { ...press, clientX: 100 });
      fireEvent.mouseUp(claim, { ...press, clientX: 100 });
      fireEvent.click(claim);
      expect(onClick).toHaveBeenCalledOnce();

      fireEvent.mouseDown(claim, { ...press, clientX: 100 });
      fireEvent.mouseMove(claim, { ...press, clientX: 60 });
      fireEvent.mouseUp(claim, { ...press, clientX: 60 });
      fireEvent.click(claim);
      expect(onClick).toHaveBeenCalledOnce();
    });
  });

  describe('engine on demand', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });

    it('should keep its first slide in place without loading the engine until it must move', async () => {
      render(<Promotions />);
      await engineArrives();
      expect(slideRow().style.transform).toBe('');

      await tapToLoad();
      expect(slideRow().style.transform).toMatch(/translate3d/);
      expect(active()).toHaveTextContent('Welcome bonus');
    });

    it('should hand a drag made before the engine arrives over to it', async () => {
      const onIndexChange = vi.fn();
      render(<Promotions onIndexChange={onIndexChange} />);

      drag(300, 100);
      expect(active()).toHaveTextContent('Welcome bonus');
      await engineArrives();

      expect(active()).toHaveTextContent('Free bet Friday');
      expect(onIndexChange).toHaveBeenCalledWith(1);
      runFrames();
      expect(rowOffset()).toBeCloseTo(-viewWidth, 0);
    });

    it('should follow a finger that pressed before the engine arrived', async () => {
      render(<Promotions />);
      const slide = active();
      if (!slide) throw new Error('No slide');

      fireEvent.touchStart(slide, touch(300, 100));
      fireEvent.touchMove(slide, touch(200, 100));
      await engineArrives();
      runFrames(500);

      expect(rowOffset()).toBeCloseTo(-100, 0);
      fireEvent.touchEnd(slide, touch(200, 100));
    });

    it('should not follow a link dragged across before the engine arrives, but a tap', async () => {
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
      const press = { button: 0, buttons: 1, clientY: 0 };

      fireEvent.mouseDown(claim, { ...press, clientX: 100 });
      fireEvent.mouseMove(claim, { ...press, clientX: 60 });
      fireEvent.mouseUp(claim, { ...press, clientX: 60 });
      fireEvent.click(claim);
      expect(onClick).not.toHaveBeenCalled();
      await engineArrives();

      fireEvent.mouseDown(claim, { ...press, clientX: 100 });
      fireEvent.mouseUp(claim, { ...press, clientX: 100 });
      fireEvent.click(claim);
      expect(onClick).toHaveBeenCalledOnce();
    });

    it('should step without the engine, and load it only to cross the loop’s seam', async () => {
      mockReducedMotion(false);
      render(<Promotions autoplayMs={1000} />);
      const step = () =>
        act(() => {
          vi.advanceTimersByTime(1000);
        });

      step();
      await engineArrives();
      expect(active()).toHaveTextContent('Free bet Friday');
      expect(plainRowSlide()).toBe('1');
      step();
      await engineArrives();
      expect(plainRowSlide()).toBe('2');
      expect(slideRow().style.transform).toBe('');

      step();
      await engineArrives();
      expect(active()).toHaveTextContent('Welcome bonus');
      expect(slideRow().style.transform).toMatch(/translate3d/);
      expect(plainRowSlide()).toBe('');
    });

    it('should hand a drag to the engine from the slide the plain row shows', async () => {
      render(<Promotions showArrows />);
      fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
      expect(plainRowSlide()).toBe('1');

      drag(300, 100);
      await engineArrives();

      expect(active()).toHaveTextContent('Cash out early');
      runFrames();
      expect(rowOffset()).toBeCloseTo(-2 * viewWidth, 0);
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

    it('should take a dragged slide back when the parent keeps the index', async () => {
      vi.useFakeTimers();
      const onIndexChange = vi.fn();
      render(<Promotions index={0} onIndexChange={onIndexChange} />);

      drag(300, 100);
      await engineArrives();
      runFrames();

      expect(onIndexChange).toHaveBeenCalledWith(1);
      expect(active()).toHaveTextContent('Welcome bonus');
      expect(rowOffset()).toBeCloseTo(0, 0);
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
      expect(slideRow()).toHaveAttribute('aria-live', 'off');

      fireEvent.pointerEnter(screen.getByRole('region'), { pointerType: 'mouse' });
      expect(slideRow()).toHaveAttribute('aria-live', 'polite');
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

    it('should pause while a finger is down', async () => {
      render(<Promotions autoplayMs={1000} />);
      const slide = active();
      if (!slide) throw new Error('No slide');

      fireEvent.touchStart(slide, touch(100, 100));
      await engineArrives();
      runFrames(5000);
      expect(active()).toHaveTextContent('Welcome bonus');

      fireEvent.touchEnd(slide, touch(100, 100));
      runFrames(1000);
      expect(active()).toHaveTextContent('Free bet Friday');
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
      expect(slideRow()).toHaveAttribute('aria-live', 'polite');
      expect(
        screen.queryByRole('button', { name: 'Stop automatic slide show' }),
      ).not.toBeInTheDocument();
    });

    it('should restart the wait after a manual change', async () => {
      render(<Promotions autoplayMs={1000} />);

      act(() => {
        vi.advanceTimersByTime(800);
      });
      drag(300, 100);
      await engineArrives();
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
