import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../core/api/index.ts';
import { useBrand } from '../../core/brand/index.ts';
import { shortLanguageCode } from '../../core/language.ts';
import { useSession } from '../../core/session/index.ts';
import { useSettings } from '../../core/settings/index.ts';
import { saveHiddenOnServer, usePromoImages } from '../api/infoModalsApi.ts';
import { browserStorage, readLocalHidden, saveLocalHidden } from '../model/localRecord.ts';
import {
  choosePageModal,
  effectiveHiddenFlags,
  hiddenFlagsFrom,
  type HiddenFlags,
  type InfoModalName,
  type PageChoice,
} from '../model/modalRules.ts';
import { InfoModalDialog } from './InfoModalDialog.tsx';

export interface InfoModalHostProps {
  pathname: string;
  /** Modals dismissed in this app session (kept by the overlay across pages). */
  dismissed: ReadonlySet<InfoModalName>;
  onDismissed: (name: InfoModalName) => void;
}

/**
 * The hidden flags as persisted: a player's from the platform's settings, a guest's from the
 * device. Undefined while unknown (session or settings loading, or settings failed): no modal
 * shows on a guess.
 */
function usePersistedHidden(language: string): HiddenFlags | undefined {
  const { session } = useSession();
  const { settings } = useSettings(language);
  const [guestFlags] = useState(() => readLocalHidden(browserStorage()));
  if (session.status === 'checking') return undefined;
  if (session.status === 'guest') return guestFlags;
  return settings ? hiddenFlagsFrom(settings.informationModalHidden) : undefined;
}

/** Shows the page's information modal, if any, and persists its dismissal. */
export default function InfoModalHost({ pathname, dismissed, onDismissed }: InfoModalHostProps) {
  const { i18n } = useTranslation('infoModals');
  const language = shortLanguageCode(i18n.language);
  const brand = useBrand();
  const api = useApi();
  const { session } = useSession();
  const persisted = usePersistedHidden(language);
  const { images, settled } = usePromoImages(language);
  const hidden =
    persisted && settled
      ? effectiveHiddenFlags(persisted, brand.informationModals, dismissed)
      : undefined;

  const [choice, setChoice] = useState<PageChoice>();
  const current = choosePageModal(choice, pathname, hidden);
  if (current !== choice) setChoice(current);
  const name = current?.name;
  if (!name) return null;

  const dismiss = () => {
    onDismissed(name);
    if (session.status === 'player') {
      // A failed save is not worth an error notice: the modal stays closed for this session
      // (the overlay remembers it) and simply shows again on a later visit.
      saveHiddenOnServer(api, name).catch(() => undefined);
    } else {
      saveLocalHidden(browserStorage(), name);
    }
  };

  return (
    <InfoModalDialog
      name={name}
      open={hidden !== undefined && !hidden[name]}
      onDismiss={dismiss}
      imageUrl={images.find((image) => image.name === name)?.url}
      brandName={brand.name}
      supportEmail={brand.support?.email}
      siteAddress={window.location.host}
    />
  );
}
