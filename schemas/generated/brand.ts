/* This file is generated from schemas/ by `npm run types:generate`. Do not edit it by hand. */

/**
 * A CSS value (no ; { } < >).
 *
 * This interface was referenced by `Brand`'s JSON-Schema
 * via the `definition` "cssValue".
 */
export type CssValue = string;
/**
 * Interface language code as the specs write it.
 *
 * This interface was referenced by `Brand`'s JSON-Schema
 * via the `definition` "languageCode".
 */
export type LanguageCode = 'es-es' | 'en-US' | 'pt-PT';
/**
 * A currency players can choose; FUN is shown as RUB and never listed.
 *
 * This interface was referenced by `Brand`'s JSON-Schema
 * via the `definition` "listedCurrency".
 */
export type ListedCurrency = CurrencyCode;
/**
 * ISO 4217-style currency code.
 *
 * This interface was referenced by `Brand`'s JSON-Schema
 * via the `definition` "currencyCode".
 */
export type CurrencyCode = string;
/**
 * A game or sportsbook provider that can be banned.
 *
 * This interface was referenced by `Brand`'s JSON-Schema
 * via the `definition` "providerKey".
 */
export type ProviderKey =
  | 'bc'
  | 'digitain'
  | 'slots'
  | 'liveCasino'
  | 'universalrace'
  | 'softgaming-slots'
  | 'outcome'
  | 'pragmatic'
  | 'evolution'
  | 'pragmaticLive'
  | 'goldenrace'
  | 'betradar'
  | 'tvbet'
  | 'inbet'
  | 'fiable'
  | 'betgames'
  | 'ezugi'
  | 'twentyone';
/**
 * An https, mailto: or tel: link.
 *
 * This interface was referenced by `Brand`'s JSON-Schema
 * via the `definition` "externalUrl".
 */
export type ExternalUrl = string;
/**
 * A path inside the brand folder or an https URL.
 *
 * This interface was referenced by `Brand`'s JSON-Schema
 * via the `definition` "assetUrl".
 */
export type AssetUrl = string;
/**
 * Where a third-party frame or script lives: a path on the app's origin (/demo/bc/) or an https URL. The platform's Content-Security-Policy allows exactly the origins these name.
 *
 * This interface was referenced by `Brand`'s JSON-Schema
 * via the `definition` "integrationUrl".
 */
export type IntegrationUrl = string;

/**
 * One brand (deployment) of the white-label front end. Operators edit one such file per brand, in config/<id>/brand.json; the app validates it at boot and `npm run brand:check` validates it before release.
 */
export interface Brand {
  /**
   * Path to this schema, so editors can validate and autocomplete the file.
   */
  $schema?: string;
  /**
   * Brand id; equals the brand's folder name in config/ and the BRAND value that serves it.
   */
  id: string;
  /**
   * Brand name shown to players (header logo text, page title).
   */
  name: string;
  description?: LocalizedText;
  /**
   * Header logo.
   */
  logo?: {
    /**
     * Logo image (SVG preferred): a path under the brand folder served at /brand-assets/, or an https URL.
     */
    src: string;
    /**
     * Text alternative; defaults to the brand name.
     */
    alt?: string;
  };
  /**
   * Favicon: a path under the brand folder served at /brand-assets/, or an https URL.
   */
  favicon?: string;
  /**
   * Design-system token overrides. Any subset of roles; every role left out keeps the base theme value, so a brand can change only its primary colour. Text and surface colours are checked for WCAG AA contrast.
   */
  theme?: {
    /**
     * Base theme whose values fill every role the brand leaves out.
     */
    base?: 'light' | 'dark';
    /**
     * Colour roles (CSS colours: #rgb, #rrggbb, rgb(), rgba(), hsl()).
     */
    color?: {
      surfacePage?: CssValue;
      surfaceRaised?: CssValue;
      surfaceSunken?: CssValue;
      surfaceOverlay?: CssValue;
      backdrop?: CssValue;
      textPrimary?: CssValue;
      textSecondary?: CssValue;
      textInverse?: CssValue;
      textLink?: CssValue;
      brand?: CssValue;
      brandHover?: CssValue;
      onBrand?: CssValue;
      accent?: CssValue;
      onAccent?: CssValue;
      positive?: CssValue;
      positiveSoft?: CssValue;
      onPositive?: CssValue;
      negative?: CssValue;
      negativeSoft?: CssValue;
      onNegative?: CssValue;
      warning?: CssValue;
      warningSoft?: CssValue;
      onWarning?: CssValue;
      info?: CssValue;
      infoSoft?: CssValue;
      onInfo?: CssValue;
      oddsIncreased?: CssValue;
      oddsReduced?: CssValue;
      focusRing?: CssValue;
      border?: CssValue;
      borderStrong?: CssValue;
    };
    /**
     * Spacing scale (CSS lengths).
     */
    space?: {
      none?: CssValue;
      xxsmall?: CssValue;
      xsmall?: CssValue;
      small?: CssValue;
      medium?: CssValue;
      large?: CssValue;
      xlarge?: CssValue;
      xxlarge?: CssValue;
      gutter?: CssValue;
    };
    /**
     * Border widths (CSS lengths).
     */
    borderWidth?: {
      standard?: CssValue;
      strong?: CssValue;
      focusRing?: CssValue;
    };
    /**
     * Corner radii (CSS lengths).
     */
    radius?: {
      none?: CssValue;
      small?: CssValue;
      standard?: CssValue;
      large?: CssValue;
      pill?: CssValue;
    };
    /**
     * Font families (CSS font-family lists). The default is the bundled Inter.
     */
    font?: {
      family?: CssValue;
      familyMono?: CssValue;
    };
    /**
     * Type scale (CSS lengths).
     */
    fontSize?: {
      xsmall?: CssValue;
      small?: CssValue;
      standard?: CssValue;
      large?: CssValue;
      xlarge?: CssValue;
      xxlarge?: CssValue;
    };
    /**
     * Font weights (100 to 900).
     */
    fontWeight?: {
      regular?: CssValue;
      medium?: CssValue;
      strong?: CssValue;
    };
    /**
     * Line heights (unitless).
     */
    lineHeight?: {
      tight?: CssValue;
      standard?: CssValue;
    };
    /**
     * Shadows (CSS box-shadow values).
     */
    shadow?: {
      small?: CssValue;
      medium?: CssValue;
      large?: CssValue;
    };
    /**
     * Stacking layers (integers).
     */
    zIndex?: {
      base?: CssValue;
      sticky?: CssValue;
      header?: CssValue;
      overlay?: CssValue;
      toast?: CssValue;
      loading?: CssValue;
    };
    /**
     * Durations (ms or s) and easings (CSS timing functions).
     */
    motion?: {
      durationFast?: CssValue;
      durationStandard?: CssValue;
      durationSpinnerFade?: CssValue;
      durationNotificationRemoval?: CssValue;
      easingStandard?: CssValue;
      easingEnter?: CssValue;
      easingExit?: CssValue;
    };
    /**
     * Fixed sizes: touch target and icon sizes (CSS lengths).
     */
    size?: {
      touchTarget?: CssValue;
      iconSmall?: CssValue;
      iconStandard?: CssValue;
      iconLarge?: CssValue;
    };
  };
  /**
   * Interface languages.
   */
  languages: {
    /**
     * Languages offered to players, in the order the language chooser lists them.
     *
     * @minItems 1
     */
    enabled: [LanguageCode, ...LanguageCode[]];
    /**
     * Interface language code as the specs write it.
     */
    default?: 'es-es' | 'en-US' | 'pt-PT';
  };
  /**
   * Currencies players can hold. FUN is always shown as RUB and never listed.
   */
  currencies: {
    /**
     * Currencies offered at sign-up.
     *
     * @minItems 1
     */
    enabled: [ListedCurrency, ...ListedCurrency[]];
    /**
     * A currency players can choose; FUN is shown as RUB and never listed.
     */
    default: CurrencyCode;
    /**
     * Display symbol per currency code, overriding the built-in ones (RUB ₽, EUR €, USD $, KZT ₸, UAH ₴, TRY ₺, TMT M, TJS TJS); unknown codes fall back to ₽.
     */
    symbols?: {
      [k: string]: string | undefined;
    };
  };
  /**
   * Odds display.
   */
  odds?: {
    /**
     * Odds format until a player picks one: 0 decimal, 1 fractional, 2 American.
     */
    defaultFormat?: 0 | 1 | 2;
  };
  /**
   * Providers switched off for this brand: their menu entries and games are hidden and embedded sportsbook pages redirect to /slots/home. When universalrace, softgaming-slots, outcome and pragmatic are all banned, 'slots' is banned too; when evolution and pragmaticLive both are, 'liveCasino' is.
   */
  bannedProviders?: ProviderKey[];
  /**
   * Feature modules switched on (true) or off (false); every feature is on unless set to false.
   */
  features?: {
    /**
     * The sports feature.
     */
    sports?: boolean;
    /**
     * The live feature.
     */
    live?: boolean;
    /**
     * The esports feature.
     */
    esports?: boolean;
    /**
     * The betslip feature.
     */
    betslip?: boolean;
    /**
     * The betHistory feature.
     */
    betHistory?: boolean;
    /**
     * The results feature.
     */
    results?: boolean;
    /**
     * The toto feature.
     */
    toto?: boolean;
    /**
     * The casino feature.
     */
    casino?: boolean;
    /**
     * The liveCasino feature.
     */
    liveCasino?: boolean;
    /**
     * The virtualGames feature.
     */
    virtualGames?: boolean;
    /**
     * The crashGames feature.
     */
    crashGames?: boolean;
    /**
     * The horseRaces feature.
     */
    horseRaces?: boolean;
    /**
     * The embeddedSportsbooks feature.
     */
    embeddedSportsbooks?: boolean;
    /**
     * The tvBet feature.
     */
    tvBet?: boolean;
    /**
     * The account feature.
     */
    account?: boolean;
    /**
     * The payments feature.
     */
    payments?: boolean;
    /**
     * The promoCodes feature.
     */
    promoCodes?: boolean;
    /**
     * The freeBets feature.
     */
    freeBets?: boolean;
    /**
     * The promotions feature.
     */
    promotions?: boolean;
    /**
     * The flatPages feature.
     */
    flatPages?: boolean;
    /**
     * The contacts feature.
     */
    contacts?: boolean;
    /**
     * The downloadApp feature.
     */
    downloadApp?: boolean;
    /**
     * The jackpots feature.
     */
    jackpots?: boolean;
  };
  /**
   * Menus. Entries name app routes (see host/routing/paths.ts); an entry whose provider is banned is hidden.
   */
  menus?: {
    /**
     * Header menu, in order (specs: Sport and Live, each with sub-entries 1 and 2, Casino, Horse races, Live casino).
     */
    header?: MenuEntry[];
    /**
     * Quick links on the mobile casino home (sport 1, sport 2, live sport, casino, live casino).
     */
    casinoQuickLinks?: MenuEntry[];
    /**
     * Link blocks of the side menu.
     */
    sideMenu?: LinkBlock[];
    /**
     * Profile menu entries.
     */
    profile?: MenuEntry[];
  };
  /**
   * Amount and odds limits; the platform may replace bet limits with its own.
   */
  limits?: {
    /**
     * Stake limits in the brand's default currency: the platform enforces them (its settings and coupon limits report them), and the slip shows them until the platform answers with a player's own.
     */
    bets?: {
      /**
       * Stake prefilled in the slip.
       */
      default?: number;
      /**
       * Smallest stake.
       */
      min?: number;
      /**
       * Largest stake.
       */
      max?: number;
      /**
       * Stake of one-click bets.
       */
      oneClick?: number;
    };
    /**
     * Payment limits in the player currency.
     */
    payment?: {
      /**
       * Top-up through the payment aggregator.
       */
      topUp?: {
        /**
         * Smallest amount allowed.
         */
        min?: number;
        /**
         * Largest amount allowed.
         */
        max?: number;
      };
      /**
       * Top-up through an e-wallet.
       */
      eTopUp?: {
        /**
         * Smallest amount allowed.
         */
        min?: number;
        /**
         * Largest amount allowed.
         */
        max?: number;
      };
      /**
       * Withdrawal.
       */
      withdrawal?: {
        /**
         * Smallest amount allowed.
         */
        min?: number;
        /**
         * Largest amount allowed.
         */
        max?: number;
      };
      /**
       * Withdrawal to an e-wallet.
       */
      eWithdrawal?: {
        /**
         * Smallest amount allowed.
         */
        min?: number;
        /**
         * Largest amount allowed.
         */
        max?: number;
      };
      /**
       * Withdrawals a player may request per day.
       */
      withdrawalsPerDay?: number;
    };
    /**
     * Odds bounds for free bets.
     */
    freeBet?: {
      /**
       * Lowest odds of a single free bet.
       */
      minSingleCoef?: number;
      /**
       * Highest odds of a single free bet.
       */
      maxSingleCoef?: number;
      /**
       * Lowest odds of each bet in a free-bet express.
       */
      minExpressCoef?: number;
      /**
       * Most bets in a slip that uses free bets.
       */
      maxBetsInSlip?: number;
    };
    /**
     * Bonus settings (specs: settings limits, bonus).
     */
    bonus?: {
      /**
       * Cashback share of bets.
       */
      cashbackBet?: number;
      /**
       * Cashback share of payments.
       */
      cashbackPayment?: number;
      /**
       * Most bonus bets.
       */
      maxBetCount?: number;
      /**
       * Largest bonus amount.
       */
      maxBonusSize?: number;
      /**
       * Largest bonus as a percent of the stake.
       */
      maxBonusPercent?: number;
      /**
       * Lowest odds of each bet when using the bonus.
       */
      minCoefficient?: number;
      /**
       * Bonus credited at sign-up.
       */
      registrationBonus?: number;
      /**
       * Highest odds of a bonus bet.
       */
      maxBetCoefficient?: number;
      /**
       * Lowest odds of a bonus bet.
       */
      minBetCoefficient?: number;
      /**
       * Most bets in a bonus coupon.
       */
      maxBetsInCoupon?: number;
      /**
       * Fewest bets in a bonus coupon.
       */
      minBetsInCoupon?: number;
    };
  };
  /**
   * Refresh intervals in milliseconds.
   */
  polling?: {
    /**
     * Live lists and live events.
     */
    liveMs?: number;
    /**
     * Balance while logged in.
     */
    balanceMs?: number;
    /**
     * Jackpots.
     */
    jackpotsMs?: number;
  };
  /**
   * Countries offered by phone fields, first one preselected (ISO 3166 region codes).
   *
   * @minItems 1
   */
  phoneCountries?: [
    (
      | 'RU'
      | 'KZ'
      | 'MN'
      | 'AM'
      | 'TR'
      | 'AZ'
      | 'KG'
      | 'BY'
      | 'UA'
      | 'UZ'
      | 'TJ'
      | 'TM'
      | 'MD'
      | 'CL'
      | 'BR'
      | 'VE'
    ),
    ...(
      | 'RU'
      | 'KZ'
      | 'MN'
      | 'AM'
      | 'TR'
      | 'AZ'
      | 'KG'
      | 'BY'
      | 'UA'
      | 'UZ'
      | 'TJ'
      | 'TM'
      | 'MD'
      | 'CL'
      | 'BR'
      | 'VE'
    )[],
  ];
  /**
   * Player protection: minimum age, limits, cooling-off, time-out and self-exclusion options, help organisations. A preset fills every value the operator leaves out when the brand is published (schemas/responsibleGambling.ts).
   */
  responsibleGambling?: {
    /**
     * Where the values left out come from: generic; es-dgoj (Spain: DGOJ deposit defaults 600/1500/3000 EUR a day/week/month at sign-up, 72 h cooling-off, Spanish help); pt-srij (Portugal: self-exclusion of at least 3 months, Portuguese help).
     */
    preset?: 'generic' | 'es-dgoj' | 'pt-srij';
    /**
     * Youngest age, in whole years, at which a person may sign up or save a birth date; the app and the platform refuse anyone younger (auth code 240). Every preset: 18.
     */
    minimumAge?: number;
    /**
     * Hours before raising or removing a player's limit takes effect (lowering is immediate). generic and pt-srij 24, es-dgoj 72.
     */
    coolingOffHours?: number;
    /**
     * What players may choose.
     */
    options?: {
      /**
       * Limits a player can set.
       *
       * @minItems 1
       */
      limitKinds?: ['deposit' | 'loss' | 'session', ...('deposit' | 'loss' | 'session')[]];
      /**
       * Periods a limit can be set for.
       *
       * @minItems 1
       */
      limitPeriods?: ['day' | 'week' | 'month', ...('day' | 'week' | 'month')[]];
      /**
       * Time-out lengths offered, in days (every preset: 1, 7, 30, 42).
       *
       * @minItems 1
       */
      timeoutDays?: [number, ...number[]];
      /**
       * Self-exclusion lengths offered, in days (182, 365, 1825; pt-srij adds 90).
       *
       * @minItems 1
       */
      selfExclusionDays?: [number, ...number[]];
      /**
       * Whether a permanent self-exclusion is offered (every preset: yes).
       */
      selfExclusionPermanent?: boolean;
    };
    /**
     * Limits every new account starts with; a player may lower them at once, raise them after the cooling-off. Money in decimal units of each currency; session in minutes.
     */
    defaultLimits?: {
      deposit?: RgMoneyLimits;
      loss?: RgMoneyLimits;
      session?: RgPeriodValues1;
    };
    /**
     * Default reality-check interval of a new account, in minutes (every preset: 60).
     */
    realityCheckMinutes?: number;
    /**
     * Where players get help, per interface language; shown beside every refusal and in the footer.
     */
    helpOrganisations?: {
      /**
       * @minItems 1
       */
      [k: string]:
        | [
            {
              name: string;
              phone?: string;
              url: ExternalUrl;
            },
            ...{
              name: string;
              phone?: string;
              url: ExternalUrl;
            }[],
          ]
        | undefined;
    };
    /**
     * The regulator's badge in the footer.
     */
    regulatorBadge?: {
      src: AssetUrl;
      href: ExternalUrl;
      alt: LocalizedText3;
    };
  };
  /**
   * Support and chat links.
   */
  support?: {
    /**
     * An https, mailto: or tel: link.
     */
    chatUrl?: string;
    /**
     * An https, mailto: or tel: link.
     */
    usdTopUpChatUrl?: string;
    /**
     * Support e-mail shown on the contacts page.
     */
    email?: string;
    /**
     * Support phone shown on the contacts page.
     */
    phone?: string;
  };
  /**
   * Android app download.
   */
  downloadApp?: {
    /**
     * An https, mailto: or tel: link.
     */
    androidUrl?: string;
  };
  /**
   * Platform connection.
   */
  api?: {
    /**
     * Base URL of the betting platform API; empty means the same origin as the app (the demo platform).
     */
    baseUrl?: string;
  };
  /**
   * Third-party frames and scripts. A page whose integration is missing here tells players it is not available; the platform's CSP allows exactly these origins for frames and scripts.
   */
  integrations?: {
    /**
     * The embedded sportsbook of /bc/{category}: the app opens <frameUrl>live, <frameUrl>sports or <frameUrl>bet-history with lang (eng, spa, por) and the player's token.
     */
    bc?: {
      /**
       * The frame's address; the app appends its section and query.
       */
      frameUrl: string;
    };
    /**
     * The digital sportsbook of /digsport: the app boots <frameUrl>?token&lang&route.
     */
    digitain?: {
      /**
       * The frame's address; the app appends its section and query.
       */
      frameUrl: string;
    };
    /**
     * The TV-betting frame of /tv-bet: <frameUrl>?lng&clientId&token. Its messages are accepted only from this URL's origin.
     */
    tvbet?: {
      /**
       * The frame's address; the app appends its section and query.
       */
      frameUrl: string;
    };
    /**
     * The inbet game launcher of /slots/inbet/{gameId}.
     */
    inbet?: {
      /**
       * The launcher script, which defines window.InbetLauncher.
       */
      scriptUrl: string;
    };
  };
  /**
   * Information modals shown once to players (each can be switched off).
   */
  informationModals?: {
    /**
     * The cashier information modal.
     */
    cashier?: boolean;
    /**
     * The replenishment information modal.
     */
    replenishment?: boolean;
    /**
     * The goldenRace information modal.
     */
    goldenRace?: boolean;
    /**
     * The webmoney information modal.
     */
    webmoney?: boolean;
    /**
     * The impostor information modal.
     */
    impostor?: boolean;
  };
  /**
   * Names of the payment aggregator's modes, by mode id (casino-and-account spec, section 9: 63 and 160 cards; 45, 147 and 116 cryptocurrencies; 114, 64, 150 and 2 e-wallets; 84, 83, 132 and 82 mobile operators), shown in the top-up methods and the payment history. A mode without a name is called by its kind and place ('Tarjeta 2').
   */
  paymentModes?: {
    [k: string]: LocalizedText3 | undefined;
  };
  /**
   * Promotional campaigns.
   */
  campaigns?: {
    /**
     * Weekly free-bet campaign (specs: /free-bets).
     */
    freeBets?: {
      /**
       * Show the campaign page and its menu entry.
       */
      enabled?: boolean;
      /**
       * Value of one free bet.
       */
      amount?: number;
      /**
       * ISO 4217-style currency code.
       */
      currency?: string;
      /**
       * Sport stakes that earn one free bet.
       */
      turnoverPerFreeBet?: number;
      /**
       * Most free bets a player earns per week.
       */
      maxPerWeek?: number;
      /**
       * Lowest odds of a free bet.
       */
      minOdds?: number;
      /**
       * Highest odds of a free bet.
       */
      maxOdds?: number;
      /**
       * Day free bets are claimed (0 Sunday … 6 Saturday; specs: Wednesday).
       */
      claimWeekday?: number;
      /**
       * First day of the campaign (yyyy-MM-dd).
       */
      startDate?: string;
      /**
       * Last day of the campaign (yyyy-MM-dd).
       */
      endDate?: string;
    };
    /**
     * Phone-prize promotion page (specs: /promotions).
     */
    promotions?: {
      /**
       * Show the promotion page and its menu entry.
       */
      enabled?: boolean;
      /**
       * Wins above this amount are labelled BIG WIN.
       */
      bigWinAmount?: number;
      /**
       * ISO 4217-style currency code.
       */
      currency?: string;
    };
  };
}
/**
 * Text at the foot of the side menu, per language.
 */
export interface LocalizedText {
  [k: string]: string | undefined;
}
/**
 * One menu entry.
 *
 * This interface was referenced by `Brand`'s JSON-Schema
 * via the `definition` "menuEntry".
 */
export interface MenuEntry {
  /**
   * Entry id; also the key of its default label in the host translations (menu.<id>).
   */
  id: string;
  /**
   * App path it opens, e.g. /line/top-events or /slots/provider-games?sP=Universal Race.
   */
  route: string;
  label?: LocalizedText1;
  /**
   * A game or sportsbook provider that can be banned.
   */
  provider?:
    | 'bc'
    | 'digitain'
    | 'slots'
    | 'liveCasino'
    | 'universalrace'
    | 'softgaming-slots'
    | 'outcome'
    | 'pragmatic'
    | 'evolution'
    | 'pragmaticLive'
    | 'goldenrace'
    | 'betradar'
    | 'tvbet'
    | 'inbet'
    | 'fiable'
    | 'betgames'
    | 'ezugi'
    | 'twentyone';
  /**
   * Design-system icon name.
   */
  icon?: string;
  /**
   * Sub-entries (e.g. Sport 1 and Sport 2).
   */
  children?: MenuEntry[];
}
/**
 * Label overriding the default translation.
 */
export interface LocalizedText1 {
  [k: string]: string | undefined;
}
/**
 * A titled group of links in the side menu.
 *
 * This interface was referenced by `Brand`'s JSON-Schema
 * via the `definition` "linkBlock".
 */
export interface LinkBlock {
  /**
   * Block id; also the key of its default title (menu.<id>).
   */
  id: string;
  title?: LocalizedText2;
  /**
   * @minItems 1
   *
   * Items: An app route (menu entry) or, with href, a link leaving the app.
   */
  links: [MenuEntry | ExternalLink, ...(MenuEntry | ExternalLink)[]];
}
/**
 * Title overriding the default translation.
 */
export interface LocalizedText2 {
  [k: string]: string | undefined;
}
/**
 * Amounts per currency (decimal units), per period.
 *
 * This interface was referenced by `Brand`'s JSON-Schema
 * via the `definition` "rgMoneyLimits".
 */
export interface RgMoneyLimits {
  [k: string]: RgPeriodValues | undefined;
}
/**
 * A value per period.
 *
 * This interface was referenced by `Brand`'s JSON-Schema
 * via the `definition` "rgPeriodValues".
 */
export interface RgPeriodValues {
  day?: number;
  week?: number;
  month?: number;
}
/**
 * A value per period.
 */
export interface RgPeriodValues1 {
  day?: number;
  week?: number;
  month?: number;
}
/**
 * Text per interface language; missing languages fall back to the default language.
 *
 * This interface was referenced by `Brand`'s JSON-Schema
 * via the `definition` "localizedText".
 */
export interface LocalizedText3 {
  [k: string]: string | undefined;
}
/**
 * A link leaving the app (opens in a new tab).
 *
 * This interface was referenced by `Brand`'s JSON-Schema
 * via the `definition` "externalLink".
 */
export interface ExternalLink {
  /**
   * Link id.
   */
  id: string;
  href: ExternalUrl;
  label: LocalizedText3;
}
