import { useTranslation } from 'react-i18next';
import { Box, Carousel, useDesignSystem } from '../../../design-system/index.ts';
import type { Slide } from '../api/slides.ts';
import * as styles from './SliderBanner.css.ts';
import { SliderBannerSpace } from './SliderBannerSpace.tsx';

export interface SliderBannerViewProps {
  slides: readonly Slide[];
  loading: boolean;
}

/** Spec: the promotional slider autoplays and loops; 5 s gives time to read a slide. */
export const slideIntervalMs = 5000;

/**
 * The promotional slider (spec, section 2): each slide links to its page. While loading it holds
 * the banner's space; with no slides (none published, or the load failed) it takes none.
 */
export function SliderBannerView({ slides, loading }: SliderBannerViewProps) {
  const { t } = useTranslation('content');
  const { linkComponent: RouterLink } = useDesignSystem();

  if (loading) return <SliderBannerSpace />;
  if (slides.length === 0) return null;

  const slideLabel = (position: number, count: number) =>
    t('slider.slideLabel', { position, count });
  return (
    <Box paddingX="gutter" paddingTop="small">
      <Carousel
        label={t('slider.label')}
        autoplayMs={slideIntervalMs}
        slideLabel={slideLabel}
        previousLabel={t('slider.previous')}
        nextLabel={t('slider.next')}
        stopLabel={t('slider.stop')}
        startLabel={t('slider.start')}
      >
        {slides.map((slide, index) => (
          <RouterLink key={slide.id} href={slide.url} className={styles.frame}>
            <img
              className={styles.image}
              src={slide.url_image}
              alt={slide.title ?? slideLabel(index + 1, slides.length)}
              width={1200}
              height={400}
              // The first slide is the page's largest image: it must not wait behind lazy loading.
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding="async"
            />
          </RouterLink>
        ))}
      </Carousel>
    </Box>
  );
}
