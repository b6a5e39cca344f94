import { Icon } from '../Icon/Icon.tsx';
import { useControllableState } from '../private/useControllableState.ts';
import { arrow, ellipsis, item, list, page as pageClass } from './Pagination.css.ts';
import { paginationWindow } from './paginationWindow.ts';

export interface PaginationProps {
  /** How many pages there are. With fewer than 2 nothing is rendered. */
  pageCount: number;
  /** The current page, 1-based (controlled). */
  page?: number;
  /** @default 1 */
  defaultPage?: number;
  onPageChange?: (page: number) => void;
  /** Names the navigation landmark. @default 'Pagination' */
  label?: string;
  /** @default 'Previous page' */
  previousLabel?: string;
  /** @default 'Next page' */
  nextLabel?: string;
  /** Accessible name of each page button. @default (page) => `Page ${page}` */
  pageLabel?: (page: number) => string;
}

function defaultPageLabel(page: number): string {
  return `Page ${page}`;
}

/**
 * Page numbers with previous / next, showing the current page, two pages at each end and
 * ellipses between (specs: 1 page in range, 2 margin pages).
 */
export function Pagination({
  pageCount,
  page,
  defaultPage = 1,
  onPageChange,
  label = 'Pagination',
  previousLabel = 'Previous page',
  nextLabel = 'Next page',
  pageLabel = defaultPageLabel,
}: PaginationProps) {
  const [selected, setSelected] = useControllableState({
    value: page,
    defaultValue: defaultPage,
    onChange: onPageChange,
  });
  const count = Math.max(0, Math.floor(pageCount));
  if (count < 2) return null;
  const current = Math.min(Math.max(1, Math.floor(selected)), count);
  const isFirst = current === 1;
  const isLast = current === count;

  return (
    <nav aria-label={label}>
      <ul className={list}>
        <li className={item}>
          {/* aria-disabled rather than disabled: focus stays on the arrow at the last page. */}
          <button
            type="button"
            className={arrow}
            aria-label={previousLabel}
            aria-disabled={isFirst || undefined}
            onClick={() => {
              if (!isFirst) setSelected(current - 1);
            }}
          >
            <Icon name="chevronLeft" />
          </button>
        </li>
        {paginationWindow(current, count).map((entry) =>
          entry.type === 'ellipsis' ? (
            <li key={`ellipsis-${entry.side}`} className={item} aria-hidden="true">
              <span className={ellipsis}>…</span>
            </li>
          ) : (
            // Keyed by page number, so the button pressed keeps focus as the window moves.
            <li key={entry.page} className={item}>
              <button
                type="button"
                className={pageClass}
                aria-label={pageLabel(entry.page)}
                aria-current={entry.page === current ? 'page' : undefined}
                onClick={() => setSelected(entry.page)}
              >
                {entry.page}
              </button>
            </li>
          ),
        )}
        <li className={item}>
          <button
            type="button"
            className={arrow}
            aria-label={nextLabel}
            aria-disabled={isLast || undefined}
            onClick={() => {
              if (!isLast) setSelected(current + 1);
            }}
          >
            <Icon name="chevronRight" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
