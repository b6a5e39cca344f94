/* This file is generated from schemas/ by `npm run types:generate`. Do not edit it by hand. */

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
 * An ISO 4217 currency code in capitals (EUR, USD, CLP); brand:check refuses codes that are no currency.
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
 * A path inside the brand folder (the file must exist; served at /brand-assets/) or an https URL.
 *
 * This interface was referenced by `Brand`'s JSON-Schema
 * via the `definition` "assetUrl".
 */
export type AssetUrl = string;
/**
 * An https, mailto: or tel: link.
 *
 * This interface was referenced by `Brand`'s JSON-Schema
 * via the `definition` "externalUrl".
 */
export type ExternalUrl = string;
/**
 * A CSS value (no ; { } < >); brand:check also checks it against its token kind (colour, length, duration…).
 *
 * This interface was referenced by `Brand`'s JSON-Schema
 * via the `definition` "cssValue".
 */
export type CssValue = string;
/**
 * Where a third-party frame or script lives: a path on the app's origin (/demo/bc/) or an https URL. The platform's Content-Security-Policy allows exactly the origins these name.
 *
 * This interface was referenced by `Brand`'s JSON-Schema
 * via the `definition` "integrationUrl".
 */
export type IntegrationUrl = string;

/**
 * One brand (deployment) of the white-label front end. Operators edit one such file per brand, in config/<id>/brand.json; `npm run brand:check` checks it, and the platform publishes only a brand that passes the same checks.
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
     * Logo image (SVG preferred): a path under the brand folder (the file must exist) served at /brand-assets/, or an https URL.
     */
    src: string;
    /**
     * Text alternative; defaults to the brand name.
     */
    alt?: string;
  };
  /**
   * Favicon: a path under the brand folder (the file must exist) served at /brand-assets/, or an https URL.
   */
  favicon?: string;
  /**
   * Design-system token overrides. Any subset of roles; every role left out keeps the base theme value, so a brand can change only its primary colour. Text and surface colours are checked for WCAG AA contrast.
   */
  theme?: {
    /**
     * Base theme whose values fill every role the brand leaves out: light (dark text on light surfaces) or dark.
     */
    base?: 'light' | 'dark';
    /**
     * Colour roles: any CSS colour the brand checker reads (#rgb, #rrggbb, rgb()/rgba(), hsl() in comma or space syntax, hwb(), named colours such as black). Text roles are checked for WCAG AA contrast against the surfaces they sit on.
     */
    color?: {
      /**
       * Background of the page behind every card and list.
       */
      surfacePage?: string;
      /**
       * Background of cards, lists, the header and the bet slip (sits on surfacePage).
       */
      surfaceRaised?: string;
      /**
       * Background of inset areas: input fields, tab strips, skeleton placeholders.
       */
      surfaceSunken?: string;
      /**
       * Background of dialogs, sheets and menus that float over the page.
       */
      surfaceOverlay?: string;
      /**
       * Dimming layer behind an open dialog or side menu; usually translucent, e.g. rgba(0, 0, 0, 0.6).
       */
      backdrop?: string;
      /**
       * Body text and headings on every surface (needs 4.5:1 contrast on each).
       */
      textPrimary?: string;
      /**
       * Less important text: captions, hints, timestamps (needs 4.5:1 on page and raised surfaces).
       */
      textSecondary?: string;
      /**
       * Text on inverted (dark-on-light or light-on-dark) areas, such as the inverse text style.
       */
      textInverse?: string;
      /**
       * Links inside text (needs 4.5:1 on page and raised surfaces).
       */
      textLink?: string;
      /**
       * The brand's primary colour: main buttons, the selected tab, the logo bar accents.
       */
      brand?: string;
      /**
       * The primary colour while a button is hovered or pressed (keep it close to brand).
       */
      brandHover?: string;
      /**
       * Text and icons on the brand colour (needs 4.5:1 on brand and brandHover).
       */
      onBrand?: string;
      /**
       * Secondary highlight colour for brand highlights (onAccent text sits on it; needs 4.5:1 with onAccent).
       */
      accent?: string;
      /**
       * Text and icons on the accent colour (needs 4.5:1).
       */
      onAccent?: string;
      /**
       * Success: won bets, confirmations, rising values (needs 4.5:1 on raised surfaces).
       */
      positive?: string;
      /**
       * Pale background of success messages (textPrimary sits on it).
       */
      positiveSoft?: string;
      /**
       * Text and icons on the positive colour.
       */
      onPositive?: string;
      /**
       * Errors and losses: lost bets, refused forms (needs 4.5:1 on raised surfaces).
       */
      negative?: string;
      /**
       * Pale background of error messages (textPrimary sits on it).
       */
      negativeSoft?: string;
      /**
       * Text and icons on the negative colour.
       */
      onNegative?: string;
      /**
       * Warnings: limits close to being reached, pending payments (needs 4.5:1 on raised surfaces).
       */
      warning?: string;
      /**
       * Pale background of warning messages (textPrimary sits on it).
       */
      warningSoft?: string;
      /**
       * Text and icons on the warning colour.
       */
      onWarning?: string;
      /**
       * Neutral information: notices and help badges (needs 4.5:1 on raised surfaces).
       */
      info?: string;
      /**
       * Pale background of information messages (textPrimary sits on it).
       */
      infoSoft?: string;
      /**
       * Text and icons on the info colour.
       */
      onInfo?: string;
      /**
       * Odds that just went up (flash and arrow on the odds button).
       */
      oddsIncreased?: string;
      /**
       * Odds that just went down (flash and arrow on the odds button).
       */
      oddsReduced?: string;
      /**
       * Outline of the focused control for keyboard users (needs 3:1 on page and raised surfaces).
       */
      focusRing?: string;
      /**
       * Hairlines between list rows and around cards (decorative, no contrast minimum).
       */
      border?: string;
      /**
       * Borders of form controls such as inputs and checkboxes (needs 3:1 on raised surfaces).
       */
      borderStrong?: string;
    };
    /**
     * Spacing scale: gaps and paddings as CSS lengths (px, rem, em, %, or calc()).
     */
    space?: {
      /**
       * No space (normally 0px).
       */
      none?: string;
      /**
       * Hairline gap, e.g. between an icon and its badge (2px by default).
       */
      xxsmall?: string;
      /**
       * Gap between an icon and its label (4px by default).
       */
      xsmall?: string;
      /**
       * Padding inside compact controls (8px by default).
       */
      small?: string;
      /**
       * Default gap between items of a list or form (12px by default).
       */
      medium?: string;
      /**
       * Padding inside cards (16px by default).
       */
      large?: string;
      /**
       * Space between page sections (24px by default).
       */
      xlarge?: string;
      /**
       * Largest gap, around page headers (32px by default).
       */
      xxlarge?: string;
      /**
       * Left and right page margin on a phone (16px by default).
       */
      gutter?: string;
    };
    /**
     * Border widths as CSS lengths.
     */
    borderWidth?: {
      /**
       * Hairlines and card borders (1px by default).
       */
      standard?: string;
      /**
       * Selected and emphasised borders (2px by default).
       */
      strong?: string;
      /**
       * Thickness of the keyboard focus outline (3px by default; keep at least 2px).
       */
      focusRing?: string;
    };
    /**
     * Corner radii as CSS lengths.
     */
    radius?: {
      /**
       * Square corners (0px).
       */
      none?: string;
      /**
       * Small controls: chips, badges, odds buttons (4px by default).
       */
      small?: string;
      /**
       * Cards, inputs and buttons (8px by default).
       */
      standard?: string;
      /**
       * Dialogs and bottom sheets (16px by default).
       */
      large?: string;
      /**
       * Fully rounded ends for pills and toggles (a large value such as 999px).
       */
      pill?: string;
    };
    /**
     * Font families as CSS font-family lists (quoted names with spaces, comma-separated fallbacks). The default is the bundled Inter; another web font must be loaded by the page, so list safe fallbacks.
     */
    font?: {
      /**
       * Text of the whole interface.
       */
      family?: string;
      /**
       * Figures that must line up: coupon numbers, codes.
       */
      familyMono?: string;
    };
    /**
     * Type scale as CSS lengths (keep standard at 16px or more so phones do not zoom into inputs).
     */
    fontSize?: {
      /**
       * Fine print and badges (12px by default).
       */
      xsmall?: string;
      /**
       * Secondary text and captions (14px by default).
       */
      small?: string;
      /**
       * Body text and inputs (16px by default).
       */
      standard?: string;
      /**
       * Card titles (18px by default).
       */
      large?: string;
      /**
       * Section titles (22px by default).
       */
      xlarge?: string;
      /**
       * Page titles and big amounts (28px by default).
       */
      xxlarge?: string;
    };
    /**
     * Font weights: numbers from 100 to 900 (or normal, bold).
     */
    fontWeight?: {
      /**
       * Body text (400 by default).
       */
      regular?: string;
      /**
       * Labels and tabs (500 by default).
       */
      medium?: string;
      /**
       * Headings, amounts and buttons (700 by default).
       */
      strong?: string;
    };
    /**
     * Line heights as unitless numbers (a multiple of the font size).
     */
    lineHeight?: {
      /**
       * Headings, buttons and single-line labels (1.25 by default).
       */
      tight?: string;
      /**
       * Paragraphs and multi-line text (1.5 by default).
       */
      standard?: string;
    };
    /**
     * Shadows as CSS box-shadow values: offsets and blur as lengths, then a colour; several layers separated by commas, or none.
     */
    shadow?: {
      /**
       * Cards and odds buttons resting on the page.
       */
      small?: string;
      /**
       * Sticky header and floating buttons.
       */
      medium?: string;
      /**
       * Dialogs, sheets and toasts.
       */
      large?: string;
    };
    /**
     * Stacking order of layers as whole numbers: a higher number is drawn on top. Keep the order base < sticky < header < overlay < toast < loading.
     */
    zIndex?: {
      /**
       * Ordinary page content (0 by default).
       */
      base?: string;
      /**
       * Sticky bars inside a page, such as the sport tabs (100 by default).
       */
      sticky?: string;
      /**
       * The app header (200 by default).
       */
      header?: string;
      /**
       * Dialogs, side menu and their backdrop (300 by default).
       */
      overlay?: string;
      /**
       * Notifications, above dialogs (400 by default).
       */
      toast?: string;
      /**
       * The full-page loading screen, above everything (500 by default).
       */
      loading?: string;
    };
    /**
     * Animation timing: durations in ms or s, easings as CSS timing functions.
     */
    motion?: {
      /**
       * Hover and press feedback (150ms by default).
       */
      durationFast?: string;
      /**
       * Panels and dialogs opening and closing (250ms by default).
       */
      durationStandard?: string;
      /**
       * Fade-in of a loading spinner, so quick loads show none (350ms by default).
       */
      durationSpinnerFade?: string;
      /**
       * How long a dismissed notification takes to leave (700ms by default).
       */
      durationNotificationRemoval?: string;
      /**
       * Movement within the screen (a cubic-bezier() or keyword such as ease-in-out).
       */
      easingStandard?: string;
      /**
       * Elements arriving on screen (decelerating, e.g. ease-out).
       */
      easingEnter?: string;
      /**
       * Elements leaving the screen (accelerating, e.g. ease-in).
       */
      easingExit?: string;
    };
    /**
     * Fixed sizes as CSS lengths: touch targets and icons.
     */
    size?: {
      /**
       * Smallest tappable area of buttons and links (44px by default; keep at least 44px).
       */
      touchTarget?: string;
      /**
       * Icons inside text and badges (16px by default).
       */
      iconSmall?: string;
      /**
       * Icons in buttons and lists (20px by default).
       */
      iconStandard?: string;
      /**
       * Icons of empty states and the header (24px by default).
       */
      iconLarge?: string;
    };
  };
  /**
   * Interface languages the brand offers and the one new visitors see.
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
   * Currencies players can hold, the one preselected at sign-up and their display symbols. FUN (play money) is always shown as RUB and never listed.
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
     * Display symbol per currency code, overriding the built-in ones (RUB ₽, EUR €, USD $, KZT ₸, UAH ₴, TRY ₺, TMT M, TJS TJS). An enabled currency outside that list must be given its symbol here: brand:check refuses it otherwise, because the app would show ₽.
     */
    symbols?: {
      [k: string]: string | undefined;
    };
  };
  /**
   * How odds are shown to players.
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
     * Pre-match sportsbook: top events, sports and leagues, event pages, search, favourites and calendar (/line/…). Off hides its menu entries and pages.
     */
    sports?: boolean;
    /**
     * In-play betting: the live list and live event pages (/live/…).
     */
    live?: boolean;
    /**
     * The esports (cybersport) page.
     */
    esports?: boolean;
    /**
     * The bet slip (/basket) and placing bets from it.
     */
    betslip?: boolean;
    /**
     * The player's sports bet history in the profile.
     */
    betHistory?: boolean;
    /**
     * Results of finished events (/Results).
     */
    results?: boolean;
    /**
     * The toto (pool betting) page.
     */
    toto?: boolean;
    /**
     * The slots lobby, game pages and the casino bet history (/slots/…).
     */
    casino?: boolean;
    /**
     * The live-dealer casino lobby (/casinolive/…).
     */
    liveCasino?: boolean;
    /**
     * Virtual sports: Golden Race and Betradar virtual games (/virtual-games/…).
     */
    virtualGames?: boolean;
    /**
     * The crash games section of the casino (/slots/crash-games).
     */
    crashGames?: boolean;
    /**
     * Horse races: the Horse races menu entry and its Universal Race games (provider universalrace).
     */
    horseRaces?: boolean;
    /**
     * Third-party sportsbooks shown in a frame (/bc/… and /digsport); each also needs its integration address.
     */
    embeddedSportsbooks?: boolean;
    /**
     * The TV-betting page (/tv-bet); also needs integrations.tvbet.
     */
    tvBet?: boolean;
    /**
     * The player's profile: personal data, password, partner page and settings.
     */
    account?: boolean;
    /**
     * Top-up, withdrawal and payment history in the profile.
     */
    payments?: boolean;
    /**
     * Entering promotional codes in the profile.
     */
    promoCodes?: boolean;
    /**
     * The free bets page (/free-bets); the campaign itself is set in campaigns.freeBets.
     */
    freeBets?: boolean;
    /**
     * The promotions pages (/promotions, /bellator); the prize campaign is set in campaigns.promotions.
     */
    promotions?: boolean;
    /**
     * Static information pages such as rules and privacy (/flatPages/…).
     */
    flatPages?: boolean;
    /**
     * The contacts page with the support e-mail and phone.
     */
    contacts?: boolean;
    /**
     * The Android app download page (/download-app).
     */
    downloadApp?: boolean;
    /**
     * Jackpot counters and the list of won jackpots in the casino.
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
     * Link blocks of the side menu, in order; each block has a title and links to app pages or external sites.
     */
    sideMenu?: LinkBlock[];
    /**
     * Entries of the profile menu, in order.
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
       * Stake of one-click bets, placed without opening the slip; must lie between min and max.
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
       * Withdrawal to a card or bank account.
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
     * How often live lists and live event pages refresh scores and odds, in milliseconds (5000 = every 5 s).
     */
    liveMs?: number;
    /**
     * How often a signed-in player's balance refreshes, in milliseconds.
     */
    balanceMs?: number;
    /**
     * How often the jackpot counters refresh, in milliseconds.
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
      loss?: RgMoneyLimits1;
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
              /**
               * Name of the organisation as players know it.
               */
              name: string;
              /**
               * Helpline number as players dial it (digits and spaces, optional leading +).
               */
              phone?: string;
              /**
               * The organisation's website (or a mailto:/tel: link).
               */
              url: string;
            },
            ...{
              /**
               * Name of the organisation as players know it.
               */
              name: string;
              /**
               * Helpline number as players dial it (digits and spaces, optional leading +).
               */
              phone?: string;
              /**
               * The organisation's website (or a mailto:/tel: link).
               */
              url: string;
            }[],
          ]
        | undefined;
    };
    /**
     * The regulator's badge in the footer.
     */
    regulatorBadge?: {
      /**
       * Badge image: a path under the brand folder (must exist) or an https URL.
       */
      src: string;
      /**
       * The regulator's page the badge links to.
       */
      href: string;
      alt: LocalizedText3;
    };
  };
  /**
   * Where players reach support: chat link, e-mail and phone.
   */
  support?: {
    /**
     * Live chat (floating chat link, download page).
     */
    chatUrl?: string;
    /**
     * Players with USD balances top up through this chat instead of the top-up page.
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
   * The Android app offered on the download page.
   */
  downloadApp?: {
    /**
     * APK or store URL; empty or missing asks the platform for it.
     */
    androidUrl?: string;
  };
  /**
   * Connection to the betting platform.
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
   * Information modals that explain a page (top-up, withdrawal, password change, Golden Race) until the player dismisses them. Set one to false to switch it off for the brand.
   */
  informationModals?: {
    /**
     * On the withdrawal page: how withdrawals work and that the profile name must match the receiving account.
     */
    cashier?: boolean;
    /**
     * On the top-up page: how to top up and that payments must come from an account in the player's own name.
     */
    replenishment?: boolean;
    /**
     * On the Golden Race virtual games: how virtual races work and where their bets appear.
     */
    goldenRace?: boolean;
    /**
     * On the top-up page after the replenishment notice: e-wallet limits and that a payment cannot be cancelled. Starts dismissed for every player (spec), so it shows only where the platform reopens it.
     */
    webmoney?: boolean;
    /**
     * On the change-password page: a warning against people posing as support; uses the support e-mail when set.
     */
    impostor?: boolean;
  };
  /**
   * Names of the payment aggregator's modes, by mode id (casino-and-account spec, section 9: 63 and 160 cards; 45, 147 and 116 cryptocurrencies; 114, 64, 150 and 2 e-wallets; 84, 83, 132 and 82 mobile operators), shown in the top-up methods and the payment history. A mode without a name is called by its kind and place ('Tarjeta 2').
   */
  paymentModes?: {
    [k: string]: LocalizedText4 | undefined;
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
       * An ISO 4217 currency code in capitals (EUR, USD, CLP); brand:check refuses codes that are no currency.
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
       * An ISO 4217 currency code in capitals (EUR, USD, CLP); brand:check refuses codes that are no currency.
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
   * Entry id, unique within its menu; also the key of its default label in the host translations (menu.<id>).
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
   * Design-system icon name shown before the label (see the Icon story in Storybook).
   */
  icon?: string;
  /**
   * Sub-entries (e.g. Sport 1 and Sport 2).
   */
  children?: MenuEntry[];
}
/**
 * Label replacing the default translation, per language; needs every enabled language.
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
   * Block id, unique within the side menu; also the key of its default title (menu.<id>).
   */
  id: string;
  title?: LocalizedText2;
  /**
   * Links of the block, in order: app pages (id and route) or, with href, links leaving the app (id, href, label).
   *
   * @minItems 1
   *
   * Items: An app route (menu entry) or, with href, a link leaving the app.
   */
  links: [MenuEntry | ExternalLink, ...(MenuEntry | ExternalLink)[]];
}
/**
 * Title replacing the default translation, per language; needs every enabled language.
 */
export interface LocalizedText2 {
  [k: string]: string | undefined;
}
/**
 * Deposit limits every new account starts with, per currency and period (amounts in the currency's units).
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
  /**
   * Limit for one day.
   */
  day?: number;
  /**
   * Limit for one week (not below the day limit).
   */
  week?: number;
  /**
   * Limit for one month (not below the week limit).
   */
  month?: number;
}
/**
 * Loss limits (stakes minus winnings) every new account starts with, per currency and period.
 */
export interface RgMoneyLimits1 {
  [k: string]: RgPeriodValues | undefined;
}
/**
 * A value per period.
 */
export interface RgPeriodValues1 {
  /**
   * Limit for one day.
   */
  day?: number;
  /**
   * Limit for one week (not below the day limit).
   */
  week?: number;
  /**
   * Limit for one month (not below the week limit).
   */
  month?: number;
}
/**
 * Text alternative of the badge, per language (every enabled language).
 */
export interface LocalizedText3 {
  [k: string]: string | undefined;
}
/**
 * Text per interface language, keyed by language code; labels and titles in menus need every enabled language.
 *
 * This interface was referenced by `Brand`'s JSON-Schema
 * via the `definition` "localizedText".
 */
export interface LocalizedText4 {
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
   * Link id, unique within the side menu.
   */
  id: string;
  /**
   * Where the link goes: an https URL, or a mailto: or tel: link.
   */
  href: string;
  label: LocalizedText5;
}
/**
 * Text of the link, per language (every enabled language).
 */
export interface LocalizedText5 {
  [k: string]: string | undefined;
}
/**
 * Amounts per currency (decimal units), per period.
 *
 * This interface was referenced by `Brand`'s JSON-Schema
 * via the `definition` "rgMoneyLimits".
 */
export interface RgMoneyLimits2 {
  [k: string]: RgPeriodValues | undefined;
}
