import { useTranslation } from 'react-i18next';
import { shortLanguageCode } from '../../core/language.ts';
import { useSlides } from '../api/slides.ts';
import { SliderBannerView } from './SliderBannerView.tsx';

/** The slider with its slides from the platform, in the interface language. */
export default function SliderBanner() {
  const { i18n } = useTranslation('content');
  const { slides, loading } = useSlides(shortLanguageCode(i18n.language));
  return <SliderBannerView slides={slides} loading={loading} />;
}
