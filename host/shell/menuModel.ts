import type {
  ExternalLink,
  LinkBlock,
  LocalizedText,
  MenuEntry,
} from '../../schemas/generated/brand.ts';

/** A link of a side-menu block: an app route, or (with `href`) another site. */
export type BlockLink = MenuEntry | ExternalLink;

/** Translates a key; `useTranslation().t` fits. */
export type Translate = (key: string) => string;

function isBanned(provider: string | undefined, banned: ReadonlySet<string>): boolean {
  return provider !== undefined && banned.has(provider);
}

/**
 * The entries a player may see (spec, section 2: "an entry is hidden when its provider is in the
 * banned list"). Children are filtered the same way; a parent whose children were all banned is
 * dropped too, since it would only lead to banned pages, but a parent that never had children is
 * a plain link and stays.
 */
export function visibleEntries(
  entries: readonly MenuEntry[],
  banned: ReadonlySet<string>,
): MenuEntry[] {
  return entries.flatMap((entry) => {
    if (isBanned(entry.provider, banned)) return [];
    if (!entry.children || entry.children.length === 0) return [entry];
    const children = visibleEntries(entry.children, banned);
    return children.length === 0 ? [] : [{ ...entry, children }];
  });
}

/** External links name no provider, so only app entries can be banned. */
export function isExternalLink(link: BlockLink): link is ExternalLink {
  return 'href' in link;
}

/** The side-menu blocks a player may see: banned links hidden, blocks left empty dropped. */
export function visibleBlocks(
  blocks: readonly LinkBlock[],
  banned: ReadonlySet<string>,
): { id: string; title?: LocalizedText; links: BlockLink[] }[] {
  return blocks.flatMap((block) => {
    const links = block.links.flatMap((link): BlockLink[] =>
      isExternalLink(link) ? [link] : visibleEntries([link], banned),
    );
    return links.length === 0 ? [] : [{ ...block, links }];
  });
}

/**
 * Brand text in the player's language, else in the brand's default language (the schema's rule
 * for localized text); undefined when neither is written.
 */
export function localized(
  text: LocalizedText | undefined,
  language: string,
  fallbackLanguage: string,
): string | undefined {
  // Blank text counts as missing: an operator clearing a field should not blank the menu.
  return [text?.[language], text?.[fallbackLanguage]].find((value) => value?.trim());
}

/** A menu entry's label: the brand's own label, else the host translation `menu.<id>`. */
export function entryLabel(
  entry: BlockLink,
  language: string,
  fallbackLanguage: string,
  t: Translate,
): string {
  return localized(entry.label, language, fallbackLanguage) ?? t(`menu.${entry.id}`);
}

/** A side-menu block's title: the brand's own title, else the host translation `menu.<id>`. */
export function blockTitle(
  block: { id: string; title?: LocalizedText },
  language: string,
  fallbackLanguage: string,
  t: Translate,
): string {
  return localized(block.title, language, fallbackLanguage) ?? t(`menu.${block.id}`);
}

/**
 * What the open side menu does when the address changes. A page the player went to (a link, back,
 * forward) closes it. A redirect (a replace) only moves it along: the root's redirect to the first
 * page can land after the player has already opened the menu, which must not shut in their face.
 */
export function menuOnAddressChange(
  navigationType: 'POP' | 'PUSH' | 'REPLACE',
): 'close' | 'follow' {
  return navigationType === 'REPLACE' ? 'follow' : 'close';
}
