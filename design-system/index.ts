// The design system's public API: one named export per line; features import only from here
// and, for the modal overlays, from ./overlays.ts. It only re-exports (the build treats it as free
// of side effects); the global styles come with DesignSystemProvider, which every app renders.

// Tokens and themes
export { vars } from './tokens/contract.css.ts';
export { timing, swipe } from './tokens/timing.ts';
export { breakpoints } from './sprinkles/sprinkles.css.ts';
export type { Space } from './sprinkles/sprinkles.css.ts';
export { lightThemeValues } from './themes/lightThemeValues.ts';
export { darkThemeValues } from './themes/darkThemeValues.ts';
export { darkThemeClass } from './themes/darkTheme.css.ts';
export { resolveTheme, themeCssVars } from './themes/brandTheme.ts';
export { themeNames } from './themes/themeValues.ts';
export { contrastRatio, findContrastProblems } from './themes/contrast.ts';
export type { ContrastProblem } from './themes/contrast.ts';
export type { ThemeName, ThemeOverrides, ThemeValues } from './themes/themeValues.ts';

// Host integration
export { DesignSystemProvider, useDesignSystem } from './provider/DesignSystemProvider.tsx';
export type {
  DesignSystemProviderProps,
  LinkComponentProps,
} from './provider/DesignSystemProvider.tsx';

// Layout
export { Box } from './components/Box/index.ts';
export type { BoxElement, BoxProps } from './components/Box/index.ts';
export { Stack } from './components/Stack/index.ts';
export type { StackAlign, StackProps } from './components/Stack/index.ts';
export { Inline } from './components/Inline/index.ts';
export type { InlineAlign, InlineAlignY, InlineProps } from './components/Inline/index.ts';

// Typography
export { Text } from './components/Text/index.ts';
export type {
  TextAlign,
  TextProps,
  TextSize,
  TextTone,
  TextWeight,
} from './components/Text/index.ts';
export { Heading } from './components/Heading/index.ts';
export type { HeadingLevel, HeadingProps } from './components/Heading/index.ts';
export { VisuallyHidden } from './components/VisuallyHidden/index.ts';
export type { VisuallyHiddenProps } from './components/VisuallyHidden/index.ts';

// Icons and feedback
export { Icon } from './components/Icon/index.ts';
export { iconNames } from './components/Icon/index.ts';
export type { IconName, IconProps, IconSize } from './components/Icon/index.ts';
export { Spinner } from './components/Spinner/index.ts';
export type { SpinnerProps, SpinnerSize } from './components/Spinner/index.ts';

// Actions
export { Button } from './components/Button/index.ts';
export { buttonSizes, buttonVariants } from './components/Button/index.ts';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button/index.ts';
export { IconButton } from './components/IconButton/index.ts';
export { iconButtonSizes, iconButtonVariants } from './components/IconButton/index.ts';
export type {
  IconButtonProps,
  IconButtonSize,
  IconButtonVariant,
} from './components/IconButton/index.ts';
export { Link } from './components/Link/index.ts';
export { linkTones, linkUnderlines, linkWeights } from './components/Link/index.ts';
export type { LinkProps, LinkTone, LinkUnderline, LinkWeight } from './components/Link/index.ts';
export { Tag } from './components/Tag/index.ts';
export type { TagProps } from './components/Tag/index.ts';

// Display
export { Badge } from './components/Badge/index.ts';
export { badgeEmphases, badgeTones } from './components/Badge/index.ts';
export type { BadgeEmphasis, BadgeProps, BadgeTone } from './components/Badge/index.ts';
export { Card } from './components/Card/index.ts';
export { cardTones } from './components/Card/index.ts';
export type { CardProps, CardTone } from './components/Card/index.ts';
export { List } from './components/ListRow/index.ts';
export { ListRow } from './components/ListRow/index.ts';
export type { ListProps, ListRowProps } from './components/ListRow/index.ts';
export { Flag } from './components/Flag/index.ts';
export type { FlagProps } from './components/Flag/index.ts';
export { Skeleton } from './components/Skeleton/index.ts';
export { skeletonShapes, skeletonSizes, skeletonWidths } from './components/Skeleton/index.ts';
export type {
  SkeletonProps,
  SkeletonShape,
  SkeletonSize,
  SkeletonWidth,
} from './components/Skeleton/index.ts';
export { EmptyState } from './components/EmptyState/index.ts';
export type { EmptyStateProps } from './components/EmptyState/index.ts';
export { ErrorState } from './components/ErrorState/index.ts';
export type { ErrorStateProps } from './components/ErrorState/index.ts';

// Forms
export { TextField } from './components/TextField/index.ts';
export { textFieldTypes } from './components/TextField/index.ts';
export type { TextFieldProps, TextFieldType } from './components/TextField/index.ts';
export { PasswordField } from './components/PasswordField/index.ts';
export { passwordAutoCompletes } from './components/PasswordField/index.ts';
export type { PasswordAutoComplete, PasswordFieldProps } from './components/PasswordField/index.ts';
export { PhoneField } from './components/PhoneField/index.ts';
export { findPhoneCountry } from './components/PhoneField/index.ts';
export { isCompletePhone } from './components/PhoneField/index.ts';
export { phoneCountries } from './components/PhoneField/index.ts';
export { phoneRegions } from './components/PhoneField/index.ts';
export { toE164 } from './components/PhoneField/index.ts';
export type {
  PhoneCountry,
  PhoneFieldProps,
  PhoneRegion,
  PhoneValue,
} from './components/PhoneField/index.ts';
export { Select } from './components/Select/index.ts';
export type { SelectOption, SelectProps } from './components/Select/index.ts';
export { Checkbox } from './components/Checkbox/index.ts';
export { Form } from './components/Form/index.ts';
export type { FormProps } from './components/Form/index.ts';
export type { CheckboxProps } from './components/Checkbox/index.ts';
export { Switch } from './components/Switch/index.ts';
export type { SwitchProps } from './components/Switch/index.ts';
export { DateField } from './components/DateField/index.ts';
export { isIsoDate } from './components/DateField/index.ts';
export type { DateFieldProps } from './components/DateField/index.ts';
export { SearchField } from './components/SearchField/index.ts';
export type { SearchFieldProps } from './components/SearchField/index.ts';

// Overlays and feedback (Dialog and Sheet: see ./overlays.ts)
export { Portal } from './components/Portal/index.ts';
export { portalLayers } from './components/Portal/index.ts';
export type { PortalLayer, PortalProps } from './components/Portal/index.ts';
export { ToastRegion } from './components/ToastRegion/index.ts';
export { notificationTypes } from './components/ToastRegion/index.ts';
export type {
  NotificationType,
  ToastNotification,
  ToastRegionProps,
} from './components/ToastRegion/index.ts';
export { LoadingOverlay } from './components/LoadingOverlay/index.ts';
export type { LoadingOverlayProps } from './components/LoadingOverlay/index.ts';

// Navigation and disclosure
export { Tabs } from './components/Tabs/index.ts';
export { tabsVariants } from './components/Tabs/index.ts';
export type {
  TabsContentProps,
  TabsListProps,
  TabsRootProps,
  TabsTriggerProps,
  TabsVariant,
} from './components/Tabs/index.ts';
export { Collapsible } from './components/Collapsible/index.ts';
export { collapsibleHeadingLevels } from './components/Collapsible/index.ts';
export type {
  CollapsibleContentProps,
  CollapsibleHeadingLevel,
  CollapsibleRootProps,
  CollapsibleTriggerProps,
} from './components/Collapsible/index.ts';
export { Accordion } from './components/Accordion/index.ts';
export { accordionTypes } from './components/Accordion/index.ts';
export { isAnyOpen } from './components/Accordion/index.ts';
export { toggleAll } from './components/Accordion/index.ts';
export type {
  AccordionContentProps,
  AccordionItemProps,
  AccordionMultipleProps,
  AccordionRootProps,
  AccordionSingleProps,
  AccordionTriggerProps,
  AccordionType,
} from './components/Accordion/index.ts';
export { Pagination } from './components/Pagination/index.ts';
export type { PaginationProps } from './components/Pagination/index.ts';
export { Carousel } from './components/Carousel/index.ts';
export type { CarouselProps } from './components/Carousel/index.ts';

// Time and numbers
export { Countdown } from './components/Countdown/index.ts';
export { countdownVariants } from './components/Countdown/index.ts';
export { remaining } from './components/Countdown/index.ts';
export type {
  CountdownProps,
  CountdownUnitLabels,
  CountdownVariant,
  Remaining,
} from './components/Countdown/index.ts';
export { Odometer } from './components/Odometer/index.ts';
export { odometerDigitWidths } from './components/Odometer/index.ts';
export { odometerSizes } from './components/Odometer/index.ts';
export { odometerVariants } from './components/Odometer/index.ts';
export type {
  OdometerDigitWidth,
  OdometerProps,
  OdometerSize,
  OdometerVariant,
} from './components/Odometer/index.ts';

// Betting
export { OddsButton } from './components/OddsButton/index.ts';
export { oddsButtonLayouts } from './components/OddsButton/index.ts';
export { oddsTrends } from './components/OddsButton/index.ts';
export type {
  OddsButtonLayout,
  OddsButtonProps,
  OddsPriceHandle,
  OddsTrend,
} from './components/OddsButton/index.ts';
