import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { minimumAgeOf } from '../../../schemas/birthDateRule.ts';
import { phoneRegions, type PhoneRegion } from '../../../design-system/index.ts';
import { useBrand } from '../../core/brand/index.ts';
import { shortLanguageCode } from '../../core/language.ts';
import { useSettings } from '../../core/settings/index.ts';
import type { AgeCheck } from '../model/validation.ts';

export interface AuthEnvironment {
  /** The interface language tag (country names, number formats). */
  locale: string;
  /** The short code the platform's calls take (es, en, pt). */
  language: string;
  /** Countries the phone fields offer, the brand's first one preselected. */
  phoneCountries: readonly PhoneRegion[];
}

/** What the auth forms take from the brand and the interface language. */
export function useAuthEnvironment(): AuthEnvironment {
  const { i18n } = useTranslation();
  const brand = useBrand();
  return {
    locale: i18n.language,
    language: shortLanguageCode(i18n.language),
    phoneCountries: brand.phoneCountries ?? phoneRegions,
  };
}

/** What a sign-up's birth date is checked against: the player's today, the brand's minimum age. */
export function useAgeCheck(): AgeCheck {
  const brand = useBrand();
  return { today: dayjs().format('YYYY-MM-DD'), minimumAge: minimumAgeOf(brand) };
}

/**
 * The currencies a sign-up offers: the platform's settings (the brand's enabled ones, FUN
 * excluded), and the brand file's list until they arrive so the form never waits for them.
 */
export function useSignUpCurrencies(): readonly string[] {
  const { language } = useAuthEnvironment();
  const brand = useBrand();
  const { settings } = useSettings(language);
  const currencies = settings?.currencies.length ? settings.currencies : brand.currencies.enabled;
  return currencies.filter((currency) => currency !== 'FUN');
}
