import { Box, Skeleton } from '../../../design-system/index.ts';
import * as styles from './SliderBanner.css.ts';

/**
 * The banner's space while its slides, or its code, are on their way: the shell shows it before
 * the slider's chunk arrives and the slider while its slides load, so the page under the banner
 * never jumps when they come.
 */
export function SliderBannerSpace() {
  return (
    <Box paddingX="gutter" paddingTop="small">
      <div className={styles.frame} aria-busy="true">
        <Skeleton shape="rect" size="large" />
      </div>
      <div className={styles.controlsSpace} />
    </Box>
  );
}
