/**
 * A horizontal swipe as a finger makes it, on pointer events (down, four moves, up), for stories'
 * play functions and component tests of swipe-to-dismiss.
 */
export function swipe(target: Element, fromX: number, toX: number, clientY = 40): void {
  const init = {
    bubbles: true,
    cancelable: true,
    composed: true,
    pointerId: 1,
    pointerType: 'touch',
    isPrimary: true,
    clientY,
  };
  target.dispatchEvent(new PointerEvent('pointerdown', { ...init, button: 0, clientX: fromX }));
  for (let step = 1; step <= 4; step += 1) {
    const clientX = fromX + ((toX - fromX) * step) / 4;
    target.dispatchEvent(new PointerEvent('pointermove', { ...init, button: -1, clientX }));
  }
  target.dispatchEvent(new PointerEvent('pointerup', { ...init, button: 0, clientX: toX }));
}
