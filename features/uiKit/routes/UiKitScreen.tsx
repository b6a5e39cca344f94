import { useMemo, useState } from 'react';
import { findContrastProblems, resolveTheme } from '../../../design-system/index.ts';
import { useBrand } from '../../core/brand/index.ts';
import { UiKitView } from './UiKitView.tsx';

/** /UIKit: the design system in the serving brand's theme (an internal page for operators). */
export default function UiKitScreen() {
  const brand = useBrand();
  const [now] = useState(() => Date.now());
  const base = brand.theme?.base ?? 'light';
  const theme = useMemo(() => resolveTheme(brand.theme, base), [brand.theme, base]);
  const contrastProblems = useMemo(() => findContrastProblems(theme), [theme]);
  return (
    <UiKitView
      brandName={brand.name}
      baseTheme={base}
      theme={theme}
      contrastProblems={contrastProblems}
      currency={brand.currencies.default}
      now={now}
    />
  );
}
