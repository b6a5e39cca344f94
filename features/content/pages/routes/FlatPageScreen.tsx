import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { describeError, useErrorText } from '../../../core/errors/index.ts';
import { shortLanguageCode } from '../../../core/language.ts';
import { useFlatPages } from '../api/flatPages.ts';
import { flatPageNameFromPath } from '../model/flatPageName.ts';
import { FlatPageView, type FlatPageViewState } from './FlatPageView.tsx';

/**
 * /flatPages/{flatPageName}: the operator's page with that `id_name` in the interface language.
 * The name comes from the address (one screen serves every page, so it follows the address as it
 * changes); a language change loads the pages again and shows the same page translated.
 */
export default function FlatPageScreen() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation('contentPages');
  const errorText = useErrorText();
  const name = flatPageNameFromPath(pathname);
  const { data, error, isValidating, mutate } = useFlatPages(shortLanguageCode(i18n.language));

  let state: FlatPageViewState;
  if (data) {
    // Pages already shown stay on screen when a later refresh fails.
    const page = data.find((candidate) => candidate.id_name === name);
    state = page ? { status: 'page', title: page.name, html: page.text } : { status: 'notFound' };
  } else if (error) {
    state = {
      status: 'error',
      message: errorText(describeError(error, 'general')),
      onRetry: () => void mutate(),
      retrying: isValidating,
    };
  } else {
    state = { status: 'loading' };
  }
  return <FlatPageView state={state} />;
}
