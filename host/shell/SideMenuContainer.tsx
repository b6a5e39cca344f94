import { createElement, lazy, Suspense, type ComponentType } from 'react';
import useSWR from 'swr';
import { useApi } from '../../features/core/api/index.ts';
import type { FlatPageLink } from '../../features/core/featureModule.ts';
import { shortLanguageCode } from '../../features/core/language.ts';
import { shellPiece } from '../featureRegistry.ts';
import { SideMenu, type SideMenuProps } from './SideMenu.tsx';

const noPages: readonly FlatPageLink[] = [];

let MenuBanner: ComponentType | undefined;

/** A feature's block for the foot of the menu, made lazy once (React must see one component). */
function menuBanner(): ComponentType | undefined {
  const load = shellPiece('sideMenuBanner');
  if (load) MenuBanner ??= lazy(load);
  return MenuBanner;
}

/** The side menu with its flat-page links; reloaded when the language changes (spec, section 4). */
export default function SideMenuContainer(
  props: Omit<SideMenuProps, 'flatPages'> & { languageTag: string },
) {
  const { languageTag, ...menu } = props;
  const api = useApi();
  const language = shortLanguageCode(languageTag);
  // A failed load leaves the section out: the rest of the menu works without it.
  const loadFlatPages = shellPiece('loadFlatPages');
  const { data } = useSWR(loadFlatPages ? ['site/flatpages', language] : null, () =>
    loadFlatPages ? loadFlatPages(api, language) : Promise.resolve(noPages),
  );
  const Banner = menuBanner();
  return (
    <SideMenu
      {...menu}
      flatPages={data ?? noPages}
      footer={Banner ? <Suspense fallback={null}>{createElement(Banner)}</Suspense> : undefined}
    />
  );
}
