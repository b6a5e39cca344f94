import { createContext, useContext, useId, useMemo, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { useControllableState } from '../private/useControllableState.ts';
import {
  chevron,
  content,
  heading,
  leading as leadingClass,
  meta as metaClass,
  root,
  title,
  titleRow,
  trailing as trailingClass,
  trigger,
} from './Collapsible.css.ts';

interface CollapsibleContextValue {
  open: boolean;
  disabled: boolean;
  toggle: () => void;
  triggerId: string;
  contentId: string;
}

const CollapsibleContext = createContext<CollapsibleContextValue | null>(null);

function useCollapsibleContext(part: string): CollapsibleContextValue {
  const context = useContext(CollapsibleContext);
  if (!context) throw new Error(`${part} must be inside Collapsible.Root or Accordion.Item.`);
  return context;
}

export interface CollapsibleRootProps {
  children: ReactNode;
  /** Whether the section is open (controlled). */
  open?: boolean;
  /** Whether the section starts open when uncontrolled. @default false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The header cannot be toggled. @default false */
  disabled?: boolean;
}

function CollapsibleRoot({
  children,
  open,
  defaultOpen = false,
  onOpenChange,
  disabled = false,
}: CollapsibleRootProps) {
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const id = useId();
  const state = isOpen ? 'open' : 'closed';
  // The same value while the section's state stands: a new one would make React search the whole
  // body (every row of a long list) for readers on each render of the root, and redraw the header.
  const context = useMemo(
    () => ({
      open: isOpen,
      disabled,
      toggle: () => setOpen((previous) => !previous),
      triggerId: `${id}-trigger`,
      contentId: `${id}-content`,
    }),
    [isOpen, disabled, setOpen, id],
  );
  return (
    <CollapsibleContext value={context}>
      <div className={root} data-state={state} data-disabled={disabled ? '' : undefined}>
        {children}
      </div>
    </CollapsibleContext>
  );
}

export const collapsibleHeadingLevels = [2, 3, 4, 5, 6] as const;
export type CollapsibleHeadingLevel = (typeof collapsibleHeadingLevels)[number];

export interface CollapsibleTriggerProps {
  /** The header's title. It sits in a button, so it must not contain other controls. */
  children: ReactNode;
  /** Before the title: a flag, a sport icon. */
  leading?: ReactNode;
  /** Right after the title, smaller and never squeezed: the number of events. Announced. */
  meta?: ReactNode;
  /**
   * Visual captions at the end of the header, before the chevron, such as the "1 X 2" columns
   * of a league. Hidden from assistive technology (each odds button names its own outcome), so
   * anything that must be announced belongs in `children` or `meta`.
   */
  trailing?: ReactNode;
  /** Wraps the header button in a heading of this level, for the page outline. */
  headingLevel?: CollapsibleHeadingLevel;
}

/** The header button: toggles the section and carries `aria-expanded` / `aria-controls`. */
function CollapsibleTrigger({
  children,
  leading,
  meta,
  trailing,
  headingLevel,
}: CollapsibleTriggerProps) {
  const { open, disabled, toggle, triggerId, contentId } =
    useCollapsibleContext('Collapsible.Trigger');
  const hasMeta = meta !== undefined && meta !== null;
  const button = (
    <button
      type="button"
      id={triggerId}
      className={trigger}
      aria-expanded={open}
      aria-controls={contentId}
      disabled={disabled}
      data-state={open ? 'open' : 'closed'}
      onClick={toggle}
    >
      {leading ? <span className={leadingClass}>{leading}</span> : null}
      {/* Title and meta share one line; only the title wraps, so a count never breaks up. */}
      <span className={titleRow}>
        <span className={title}>
          {children}
          {/* Keeps title and meta apart in the button's name ("LaLiga, 12", not "LaLiga12"). */}
          {hasMeta ? <VisuallyHidden>,</VisuallyHidden> : null}
        </span>
        {hasMeta ? <span className={metaClass}> {meta}</span> : null}
      </span>
      {trailing ? (
        <span className={trailingClass} aria-hidden="true">
          {trailing}
        </span>
      ) : null}
      <span className={chevron}>
        <Icon name="chevronDown" />
      </span>
    </button>
  );
  if (!headingLevel) return button;
  const Heading = `h${headingLevel}` as const;
  return <Heading className={heading}>{button}</Heading>;
}

export interface CollapsibleContentProps {
  children: ReactNode;
}

/**
 * The section's body. While closed its children are not rendered at all, so a long list of
 * collapsed leagues costs nothing and live odds inside them do not re-render.
 */
function CollapsibleContent({ children }: CollapsibleContentProps) {
  const { open, triggerId, contentId } = useCollapsibleContext('Collapsible.Content');
  return (
    <div
      id={contentId}
      role="region"
      aria-labelledby={triggerId}
      className={content}
      hidden={!open}
      data-state={open ? 'open' : 'closed'}
    >
      {open ? children : null}
    </div>
  );
}

/**
 * One section that opens and closes: `Collapsible.Root` (state), `Collapsible.Trigger` (the
 * header) and `Collapsible.Content`. For several sections use `Accordion`.
 */
export const Collapsible = {
  Root: CollapsibleRoot,
  Trigger: CollapsibleTrigger,
  Content: CollapsibleContent,
};
