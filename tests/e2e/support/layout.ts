import { expect, type Page, type Request } from '@playwright/test';

/**
 * Page-wide layout rules for a phone, checked in the page itself (issue 21). Each broken rule is
 * reported as one line naming the element and the rule, e.g.
 * `tap-target: <a "Fútbol"> in nav "Deportes" is 38×44 px, under 44×44`.
 *
 * - overflow: the document is no wider than the viewport (nothing scrolls the page sideways).
 * - letter-stack: no text of 4 or more letters is laid out at one or two characters a line (more
 *   lines than half its characters), the symptom of a label squeezed to nothing.
 * - nav-clipped: a link or button in a navigation (or a tab in a tab list) is not cut off by a box
 *   that cannot scroll, nor by the page edge, nor has its label cut short by an ellipsis. A row
 *   that scrolls sideways may hide items past its edge: the player scrolls to them.
 * - tap-target: every visible control is at least 44×44 px (WCAG 2.5.5, AAA), or 24×24 px
 *   (WCAG 2.5.8, AA) where it sits in a dense list (see {@link denseTargets}). Links inside a
 *   sentence are exempt (2.5.5's and 2.5.8's inline exception), and a checkbox or radio is
 *   measured by its label, which is what a finger hits.
 * - covered: nothing fixed or sticky sits over a visible control at rest: the point at the
 *   centre of each control in the viewport hits the control (or something inside it). A bar
 *   across the whole width at the top or bottom edge is part of the frame (what is under it is
 *   out of view, not covered), provided the page can scroll its last control out from under it.
 * - header-rows: the page header is compact: its controls sit on two rows at most, the bar (logo,
 *   account, menu button) and one row of menu that scrolls sideways; an open sub-menu joins that
 *   row instead of wrapping onto a third.
 */
export type LayoutRule =
  'overflow' | 'letter-stack' | 'nav-clipped' | 'tap-target' | 'covered' | 'header-rows';

/**
 * Controls held to WCAG 2.5.8's 24 × 24 px instead of 2.5.5's 44 × 44 px, because they repeat in a
 * dense list whose every row would otherwise double in height, and each has a larger sibling or
 * another way to the same place:
 * - the pager dots under the slider banner: one per slide, the slide itself and its swipe lead to
 *   the same banners;
 * - a price inside an event row of a list (`[data-dense]` rows are not used: the odds' own class
 *   names are hashed, so the rule reads the row's landmark, an `article` in `main`): each row
 *   holds up to three prices and the event's own link; the full event page repeats every price
 *   at full size;
 * - the favourite star beside an event or a game in a list, which the event's page and the
 *   game's tile also offer.
 * Each entry is a CSS selector the control matches itself or through an ancestor.
 */
export const denseTargets: readonly string[] = [
  // An event row's "+N bets" link: the row's team names link to the same full event page.
  'article > a[href]',
];

/** A narrow, listed exception: one rule, on one page, for the elements a selector matches. */
export interface LayoutException {
  rule: LayoutRule;
  /** Matches the element the rule names, itself or through an ancestor. */
  selector: string;
  /** Why, in a sentence: printed nowhere, read in the spec. */
  reason: string;
}

interface Options {
  width: number;
  dense: readonly string[];
  exceptions: readonly { rule: LayoutRule; selector: string }[];
}

/** Runs in the page: every broken rule, one line each. Self-contained (it is serialised). */
function findLayoutProblems({ width, dense, exceptions }: Options): string[] {
  const problems: string[] = [];
  const viewportHeight = window.innerHeight;
  const excepted = (rule: LayoutRule, element: Element) =>
    exceptions.some((exception) => exception.rule === rule && element.closest(exception.selector));

  const short = (text: string, max = 40) => {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
  };
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    const label =
      element.getAttribute('aria-label') ??
      (labelledBy ? document.getElementById(labelledBy)?.textContent : undefined) ??
      (element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : undefined) ??
      element.textContent?.trim() ??
      '';
    if (label) return short(label);
    // A logo or an icon control: its image's text, or the first named thing inside.
    const named = element.querySelector('[aria-label], img[alt], [title]');
    return short(
      named?.getAttribute('aria-label') ??
        named?.getAttribute('alt') ??
        named?.getAttribute('title') ??
        element.getAttribute('title') ??
        '',
    );
  };
  const describe = (element: Element): string => {
    const tag = element.tagName.toLowerCase();
    const role = element.getAttribute('role');
    const name = nameOf(element);
    const own = `<${tag}${role ? ` role=${role}` : ''}${name ? ` "${name}"` : ''}>`;
    const landmark = element.parentElement?.closest(
      'nav, header, footer, aside, [role=dialog], section[aria-label], section[aria-labelledby], article, ul[aria-label], main',
    );
    if (!landmark) return own;
    const landmarkName = landmark.getAttribute('aria-label') ?? '';
    return `${own} in ${landmark.tagName.toLowerCase()}${landmarkName ? ` "${short(landmarkName, 30)}"` : ''}`;
  };
  const px = (value: number) => String(Math.round(value));
  const visible = (element: Element) => {
    if (!element.checkVisibility({ opacityProperty: false, visibilityProperty: true }))
      return false;
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0;
  };
  // Content under a closed disclosure or an inert / hidden subtree is not on screen.
  const reachable = (element: Element) => !element.closest('[inert], [aria-hidden="true"]');

  // (a) overflow: the document no wider than the viewport; name what sticks out.
  const root = document.documentElement;
  if (root.scrollWidth > width + 1) {
    const culprits: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.right <= width + 1 || rect.width === 0 || !visible(element)) continue;
      // Only the outermost: its children stick out with it.
      const parent = element.parentElement;
      if (parent && parent !== document.body && parent.getBoundingClientRect().right > width + 1)
        continue;
      // Inside a box that clips or scrolls sideways, it does not widen the page.
      let clipped = false;
      for (let box = parent; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') {
          clipped = true;
          break;
        }
      }
      if (!clipped) culprits.push(`${describe(element)} reaches ${px(rect.right)} px`);
      if (culprits.length >= 3) break;
    }
    problems.push(
      `overflow: the page is ${px(root.scrollWidth)} px wide in a ${px(width)} px viewport` +
        (culprits.length > 0 ? ` (${culprits.join('; ')})` : ''),
    );
  }

  // (b) letter-stack: count a text's lines by its rectangles' distinct tops.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const stacked = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const characters = text.replace(/\s/g, '').length;
    if ((text.match(/\p{L}/gu) ?? []).length < 4) continue;
    const parent = node.parentElement;
    if (!parent || stacked.has(parent) || !visible(parent)) continue;
    // Visually hidden text (1 × 1 px, clipped) is for screen readers only.
    const parentRect = parent.getBoundingClientRect();
    if (parentRect.width <= 2 || parentRect.height <= 2) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const tops = new Set<number>();
    for (const rect of range.getClientRects()) {
      if (rect.width > 0 && rect.height > 0) tops.add(Math.round(rect.top));
    }
    if (tops.size > 1 && tops.size > characters / 2 && !excepted('letter-stack', parent)) {
      stacked.add(parent);
      problems.push(
        `letter-stack: ${describe(parent)} lays out ${String(characters)} characters on ` +
          `${String(tops.size)} lines, ${px(parentRect.width)} px wide`,
      );
    }
  }

  // The controls the last three rules look at.
  const controls = [
    ...document.body.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, ' +
        '[role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], ' +
        '[role="switch"], [role="menuitem"], [role="option"]',
    ),
  ].filter((element) => visible(element) && reachable(element));

  // (c) nav-clipped.
  const scrolls = (value: string) => value === 'auto' || value === 'scroll';
  for (const item of controls) {
    if (!item.closest('nav, [role="navigation"], [role="tablist"]')) continue;
    if (item.parentElement?.closest('a[href], button')) continue;
    const rect = item.getBoundingClientRect();
    let scrollsX = false;
    let problem: string | undefined;
    for (let box = item.parentElement; box && box !== root; box = box.parentElement) {
      const style = getComputedStyle(box);
      const boxRect = box.getBoundingClientRect();
      if (scrolls(style.overflowX)) scrollsX = true;
      else if (
        style.overflowX !== 'visible' &&
        (rect.left < boxRect.left - 1 || rect.right > boxRect.right + 1)
      ) {
        problem = `cut off at the side by ${describe(box)}`;
        break;
      }
      if (
        !scrolls(style.overflowY) &&
        style.overflowY !== 'visible' &&
        (rect.top < boxRect.top - 1 || rect.bottom > boxRect.bottom + 1)
      ) {
        problem = `cut off at the top or bottom by ${describe(box)}`;
        break;
      }
    }
    if (!problem && !scrollsX && (rect.left < -1 || rect.right > width + 1)) {
      problem = `past the page edge (${px(rect.left)}–${px(rect.right)} px of ${px(width)})`;
    }
    if (!problem) {
      for (const part of [item, ...item.querySelectorAll('*')]) {
        const style = getComputedStyle(part);
        if (
          (style.overflowX === 'hidden' || style.overflowX === 'clip') &&
          part.scrollWidth > part.clientWidth + 1 &&
          part.getBoundingClientRect().width > 2
        ) {
          problem = 'its label is cut short';
          break;
        }
      }
    }
    if (problem && !excepted('nav-clipped', item)) {
      problems.push(`nav-clipped: ${describe(item)} is ${problem}`);
    }
  }

  // (d) tap-target. A compact control may reach past its box with an invisible, absolutely placed
  // ::before or ::after layer (the design system's chips, icon buttons and checkboxes do): what a
  // finger hits is the union of the box and those layers.
  const hitArea = (element: Element) => {
    const box = element.getBoundingClientRect();
    let { left, top, right, bottom } = box;
    if (getComputedStyle(element).position !== 'static') {
      for (const pseudo of ['::before', '::after']) {
        const layer = getComputedStyle(element, pseudo);
        if (layer.content === 'none' || layer.position !== 'absolute') continue;
        if (layer.pointerEvents === 'none' || layer.display === 'none') continue;
        const inset = (value: string) => (value.endsWith('px') ? parseFloat(value) : 0);
        left = Math.min(left, box.left + inset(layer.left));
        top = Math.min(top, box.top + inset(layer.top));
        right = Math.max(right, box.right - inset(layer.right));
        bottom = Math.max(bottom, box.bottom - inset(layer.bottom));
      }
    }
    return { width: right - left, height: bottom - top };
  };
  const inSentence = (element: Element) => {
    if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
    const block = element.parentElement;
    if (!block) return false;
    const others = [...block.childNodes].filter((child) => child !== element);
    return others.some((child) => (child.textContent ?? '').trim().length > 0);
  };
  for (const control of controls) {
    if (inSentence(control)) continue;
    // A control inside another (a star on a card link) is measured on its own; a label's input
    // by the label.
    let target: Element = control;
    if (
      control instanceof HTMLInputElement &&
      (control.type === 'checkbox' || control.type === 'radio') &&
      control.labels?.[0]
    ) {
      target = control.labels[0];
    }
    const rect = hitArea(target);
    const isDense = dense.some((selector) => control.closest(selector));
    const minimum = isDense ? 24 : 44;
    if (
      (rect.width < minimum - 0.5 || rect.height < minimum - 0.5) &&
      !excepted('tap-target', control)
    ) {
      problems.push(
        `tap-target: ${describe(control)} is ${px(rect.width)}×${px(rect.height)} px, under ` +
          `${String(minimum)}×${String(minimum)}${isDense ? ' (dense list)' : ''}`,
      );
    }
  }

  // (f) header-rows: the header's controls, grouped by the row their middle is on.
  const header = document.querySelector('body header');
  if (header) {
    // Rows by the middles of their controls: a control more than 12 px below a row's first
    // middle starts the next row.
    const placed = controls
      .filter(
        (control) => header.contains(control) && !control.parentElement?.closest('a[href], button'),
      )
      .map((control) => {
        const rect = control.getBoundingClientRect();
        return { control, middle: rect.top + rect.height / 2 };
      })
      .sort((a, b) => a.middle - b.middle);
    const rows: { middle: number; controls: Element[] }[] = [];
    for (const { control, middle } of placed) {
      const row = rows.at(-1);
      if (row && middle - row.middle <= 12) row.controls.push(control);
      else rows.push({ middle, controls: [control] });
    }
    if (rows.length > 2 && !excepted('header-rows', header)) {
      const listed = rows.map((row) => row.controls.map(describe).join(', '));
      problems.push(
        `header-rows: the header's controls take ${String(rows.length)} rows, not 2: ${listed.join(' / ')}`,
      );
    }
  }

  // (e) covered: at rest, the centre of each control in view hits the control. A bar pinned across
  // the whole width at the top or the bottom edge is part of the frame, like the browser's own
  // toolbars: what is under it is out of view, not covered, as long as the page leaves room to
  // scroll its last control out from under it (checked below).
  const pinned = (element: Element | null): Element | undefined => {
    for (let box = element; box && box !== root; box = box.parentElement) {
      const position = getComputedStyle(box).position;
      if (position === 'fixed' || position === 'sticky') return box;
    }
    return undefined;
  };
  const isEdgeBar = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return (
      rect.left <= 0.5 &&
      rect.right >= width - 0.5 &&
      (rect.top <= 0.5 || rect.bottom >= viewportHeight - 0.5)
    );
  };
  for (const control of controls) {
    const rect = control.getBoundingClientRect();
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    if (x < 0 || x >= width || y < 0 || y >= viewportHeight) continue;
    // Scrolled out of a sideways row: not on screen, nothing to cover.
    let shown = true;
    for (let box = control.parentElement; box && box !== root; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const boxRect = box.getBoundingClientRect();
      if (x < boxRect.left || x > boxRect.right || y < boxRect.top || y > boxRect.bottom) {
        shown = false;
        break;
      }
    }
    if (!shown) continue;
    const hit = document.elementFromPoint(x, y);
    if (!hit || hit === control || control.contains(hit)) continue;
    // A label over its own input, or the input's custom box, is the same control.
    if (control instanceof HTMLInputElement && control.labels?.[0]?.contains(hit)) continue;
    const cover = pinned(hit);
    if (!cover || cover.contains(control) || isEdgeBar(cover)) continue;
    if (excepted('covered', control)) continue;
    problems.push(`covered: ${describe(control)} is under the pinned ${describe(cover)}`);
  }
  // The bottom bar's room: the page's last controls can be scrolled above it.
  const bottomBars = [...document.body.querySelectorAll('*')].filter((element) => {
    const position = getComputedStyle(element).position;
    return (
      position === 'fixed' &&
      visible(element) &&
      isEdgeBar(element) &&
      element.getBoundingClientRect().top > viewportHeight / 2
    );
  });
  const barHeight = Math.max(
    0,
    ...bottomBars.map((bar) => viewportHeight - bar.getBoundingClientRect().top),
  );
  if (barHeight > 0) {
    const end = Math.max(root.scrollHeight, viewportHeight);
    for (const control of controls) {
      if (pinned(control)) continue;
      const bottom = control.getBoundingClientRect().bottom + window.scrollY;
      if (bottom > end - barHeight + 1 && !excepted('covered', control)) {
        problems.push(
          `covered: ${describe(control)} stays under the bottom bar even at the end of the page`,
        );
      }
    }
  }

  return problems;
}

/** The layout problems of the page as it is now, at `width`, one line each. */
export async function layoutProblems(
  page: Page,
  width: number,
  exceptions: readonly LayoutException[] = [],
): Promise<string[]> {
  return page.evaluate(findLayoutProblems, {
    width,
    dense: denseTargets,
    exceptions: exceptions.map(({ rule, selector }) => ({ rule, selector })),
  });
}

const requestsInFlight = new WeakMap<Page, Set<Request>>();

/** The page's requests under way, counted from the first call (call it before `goto`). */
export function watchRequests(page: Page): Set<Request> {
  let pending = requestsInFlight.get(page);
  if (!pending) {
    const set = new Set<Request>();
    page.on('request', (request) => set.add(request));
    page.on('requestfinished', (request) => set.delete(request));
    page.on('requestfailed', (request) => set.delete(request));
    requestsInFlight.set(page, set);
    pending = set;
  }
  return pending;
}

/**
 * Waits for a page to settle: nothing busy (no `aria-busy`, which every loading list and the
 * header's session check set), fonts in, and the same layout (element count, page height) on four
 * looks 250 ms apart, at least one of them with no request under way. Odds and clocks keep
 * changing their text on a live page; the layout does not.
 */
export async function settle(page: Page): Promise<void> {
  const requests = watchRequests(page);
  // The session check and the first lists answer in a second or two, but took over ten with the
  // four servers and two phones of a full run on two cores.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const looks: string[] = [];
  await expect
    .poll(
      async () => {
        const layout = await page.evaluate(
          () =>
            `${String(document.getElementsByTagName('*').length)}:${String(document.documentElement.scrollHeight)}`,
        );
        // A request under way may still change the page; a live page's polls never stop, so
        // one quiet look among the last four is enough.
        looks.push(`${layout}${requests.size > 0 ? ' loading' : ''}`);
        const last = looks.slice(-4);
        const same = last.map((look) => look.replace(' loading', ''));
        return (
          last.length === 4 &&
          same.every((look) => look === same[0]) &&
          last.some((look) => !look.endsWith(' loading'))
        );
      },
      { intervals: [250], timeout: 30_000 },
    )
    .toBe(true);
}

/**
 * Waits for a page that has settled to reflow after a change of viewport width: CSS reflows in
 * the next frame and resize-driven renders in the few after, so two equal looks 100 ms apart
 * (element count, page height) are enough; no request needs to finish, the data is the same.
 */
export async function settleAfterResize(page: Page): Promise<void> {
  let previous = '';
  await expect
    .poll(
      async () => {
        const look = await page.evaluate(
          () =>
            new Promise<string>((resolve) => {
              requestAnimationFrame(() =>
                requestAnimationFrame(() =>
                  resolve(
                    `${String(document.getElementsByTagName('*').length)}:${String(document.documentElement.scrollHeight)}`,
                  ),
                ),
              );
            }),
        );
        const same = look === previous;
        previous = look;
        return same;
      },
      { intervals: [100], timeout: 10_000 },
    )
    .toBe(true);
}

/** Where a list page's odds sit in the first screens of a phone, at the top of the page. */
export interface OddsDensity {
  /** The bottom of the first event's main odds row (px from the top of the page). */
  firstOddsBottom: number | undefined;
  /** The bottom of what a player sees of the first screen: above the bottom bar, if any. */
  screenBottom: number;
  /** Events whose main odds row ends within the first two screens. */
  eventsWithinTwoScreens: number;
}

/**
 * Measures a sports list for the density rule: each event is an `article` in `main` and its
 * prices are the odds buttons (`aria-pressed`, the slip toggle) in it; its main row is the first
 * line holding two or more of them. The favourite star is a toggle too (`aria-pressed`), alone
 * on the team line above the prices: taking the first toggle's line would measure the star.
 * The page must be scrolled to the top.
 */
export async function oddsDensity(page: Page): Promise<OddsDensity> {
  // Event rows off screen skip layout (`content-visibility: auto`) and stand at an estimated
  // height until first drawn: scrolled through once, as a player reading the list does, every row
  // of the two screens has its real height, whatever rows the browser happened to draw so far.
  await page.evaluate(async () => {
    const frames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let screen = 1; screen <= 3; screen += 1) {
      window.scrollTo(0, screen * window.innerHeight);
      await frames();
    }
    window.scrollTo(0, 0);
    await frames();
  });
  return page.evaluate(() => {
    const height = window.innerHeight;
    // A bar fixed across the foot of the screen (the slip and chat bar) hides what is under it.
    let screenBottom = height;
    for (const element of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      if (style.position !== 'fixed') continue;
      const box = element.getBoundingClientRect();
      if (box.width >= window.innerWidth * 0.9 && box.bottom >= height - 1 && box.top > 0) {
        screenBottom = Math.min(screenBottom, box.top);
      }
    }
    const rowBottoms: number[] = [];
    for (const article of document.querySelectorAll('main article')) {
      const buttons = [...article.querySelectorAll('button[aria-pressed]')].map((button) =>
        button.getBoundingClientRect(),
      );
      const lineOf = (first: DOMRect) =>
        buttons.filter((box) => box.height > 0 && Math.abs(box.top - first.top) < 2);
      const row = buttons.map(lineOf).find((line) => line.length >= 2);
      if (!row) continue;
      rowBottoms.push(Math.max(...row.map((box) => box.bottom)) + window.scrollY);
    }
    return {
      firstOddsBottom: rowBottoms[0],
      screenBottom,
      eventsWithinTwoScreens: rowBottoms.filter((bottom) => bottom <= screenBottom + height).length,
    };
  });
}
