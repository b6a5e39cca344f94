/* This file is generated from schemas/ by `npm run types:generate`. Do not edit it by hand. */
// @ts-nocheck
import * as runtime0 from "ajv/dist/runtime/ucs2length.js";
import * as runtime1 from "ajv/dist/runtime/equal.js";
import * as runtime2 from "ajv-formats/dist/formats.js";
const exportsOf = (ns) => (ns.default && typeof ns.default === "object" && "__esModule" in ns.default ? ns.default : ns);
export const validate = validate20;
export default validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.local/brand.schema.json","title":"Brand","description":"One brand (deployment) of the white-label front end. Operators edit one such file per brand, in config/<id>/brand.json; `npm run brand:check` checks it, and the platform publishes only a brand that passes the same checks.","type":"object","additionalProperties":false,"required":["id","name","languages","currencies"],"properties":{"$schema":{"type":"string","description":"Path to this schema, so editors can validate and autocomplete the file."},"id":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]*$","description":"Brand id; equals the brand's folder name in config/ and the BRAND value that serves it."},"name":{"type":"string","minLength":1,"maxLength":60,"description":"Brand name shown to players (header logo text, page title)."},"description":{"$ref":"#/$defs/localizedText","description":"Text at the foot of the side menu, per language."},"logo":{"type":"object","additionalProperties":false,"required":["src"],"description":"Header logo.","properties":{"src":{"$ref":"#/$defs/assetUrl","description":"Logo image (SVG preferred): a path under the brand folder (the file must exist) served at /brand-assets/, or an https URL.","examples":["assets/logo.svg"]},"alt":{"type":"string","description":"Text alternative; defaults to the brand name."}},"examples":[{"src":"assets/logo.svg","alt":"Demo Bet"}]},"favicon":{"$ref":"#/$defs/assetUrl","description":"Favicon: a path under the brand folder (the file must exist) served at /brand-assets/, or an https URL.","examples":["assets/favicon.svg"]},"theme":{"type":"object","additionalProperties":false,"description":"Design-system token overrides. Any subset of roles; every role left out keeps the base theme value, so a brand can change only its primary colour. Text and surface colours are checked for WCAG AA contrast.","default":{},"properties":{"base":{"type":"string","enum":["light","dark"],"default":"light","description":"Base theme whose values fill every role the brand leaves out: light (dark text on light surfaces) or dark."},"color":{"type":"object","additionalProperties":false,"description":"Colour roles: any CSS colour the brand checker reads (#rgb, #rrggbb, rgb()/rgba(), hsl() in comma or space syntax, hwb(), named colours such as black). Text roles are checked for WCAG AA contrast against the surfaces they sit on.","properties":{"surfacePage":{"$ref":"#/$defs/cssValue","description":"Background of the page behind every card and list."},"surfaceRaised":{"$ref":"#/$defs/cssValue","description":"Background of cards, lists, the header and the bet slip (sits on surfacePage)."},"surfaceSunken":{"$ref":"#/$defs/cssValue","description":"Background of inset areas: input fields, tab strips, skeleton placeholders."},"surfaceOverlay":{"$ref":"#/$defs/cssValue","description":"Background of dialogs, sheets and menus that float over the page."},"backdrop":{"$ref":"#/$defs/cssValue","description":"Dimming layer behind an open dialog or side menu; usually translucent, e.g. rgba(0, 0, 0, 0.6)."},"textPrimary":{"$ref":"#/$defs/cssValue","description":"Body text and headings on every surface (needs 4.5:1 contrast on each)."},"textSecondary":{"$ref":"#/$defs/cssValue","description":"Less important text: captions, hints, timestamps (needs 4.5:1 on page and raised surfaces)."},"textInverse":{"$ref":"#/$defs/cssValue","description":"Text on inverted (dark-on-light or light-on-dark) areas, such as the inverse text style."},"textLink":{"$ref":"#/$defs/cssValue","description":"Links inside text (needs 4.5:1 on page and raised surfaces)."},"brand":{"$ref":"#/$defs/cssValue","description":"The brand's primary colour: main buttons, the selected tab, the logo bar accents."},"brandHover":{"$ref":"#/$defs/cssValue","description":"The primary colour while a button is hovered or pressed (keep it close to brand)."},"onBrand":{"$ref":"#/$defs/cssValue","description":"Text and icons on the brand colour (needs 4.5:1 on brand and brandHover)."},"accent":{"$ref":"#/$defs/cssValue","description":"Secondary highlight colour for brand highlights (onAccent text sits on it; needs 4.5:1 with onAccent)."},"onAccent":{"$ref":"#/$defs/cssValue","description":"Text and icons on the accent colour (needs 4.5:1)."},"positive":{"$ref":"#/$defs/cssValue","description":"Success: won bets, confirmations, rising values (needs 4.5:1 on raised surfaces)."},"positiveSoft":{"$ref":"#/$defs/cssValue","description":"Pale background of success messages (textPrimary sits on it)."},"onPositive":{"$ref":"#/$defs/cssValue","description":"Text and icons on the positive colour."},"negative":{"$ref":"#/$defs/cssValue","description":"Errors and losses: lost bets, refused forms (needs 4.5:1 on raised surfaces)."},"negativeSoft":{"$ref":"#/$defs/cssValue","description":"Pale background of error messages (textPrimary sits on it)."},"onNegative":{"$ref":"#/$defs/cssValue","description":"Text and icons on the negative colour."},"warning":{"$ref":"#/$defs/cssValue","description":"Warnings: limits close to being reached, pending payments (needs 4.5:1 on raised surfaces)."},"warningSoft":{"$ref":"#/$defs/cssValue","description":"Pale background of warning messages (textPrimary sits on it)."},"onWarning":{"$ref":"#/$defs/cssValue","description":"Text and icons on the warning colour."},"info":{"$ref":"#/$defs/cssValue","description":"Neutral information: notices and help badges (needs 4.5:1 on raised surfaces)."},"infoSoft":{"$ref":"#/$defs/cssValue","description":"Pale background of information messages (textPrimary sits on it)."},"onInfo":{"$ref":"#/$defs/cssValue","description":"Text and icons on the info colour."},"oddsIncreased":{"$ref":"#/$defs/cssValue","description":"Odds that just went up (flash and arrow on the odds button)."},"oddsReduced":{"$ref":"#/$defs/cssValue","description":"Odds that just went down (flash and arrow on the odds button)."},"focusRing":{"$ref":"#/$defs/cssValue","description":"Outline of the focused control for keyboard users (needs 3:1 on page and raised surfaces)."},"border":{"$ref":"#/$defs/cssValue","description":"Hairlines between list rows and around cards (decorative, no contrast minimum)."},"borderStrong":{"$ref":"#/$defs/cssValue","description":"Borders of form controls such as inputs and checkboxes (needs 3:1 on raised surfaces)."}},"examples":[{"brand":"#0f766e","onBrand":"#ffffff","accent":"hsl(28 100% 50%)","textPrimary":"black"}]},"space":{"type":"object","additionalProperties":false,"description":"Spacing scale: gaps and paddings as CSS lengths (px, rem, em, %, or calc()).","properties":{"none":{"$ref":"#/$defs/cssValue","description":"No space (normally 0px)."},"xxsmall":{"$ref":"#/$defs/cssValue","description":"Hairline gap, e.g. between an icon and its badge (2px by default)."},"xsmall":{"$ref":"#/$defs/cssValue","description":"Gap between an icon and its label (4px by default)."},"small":{"$ref":"#/$defs/cssValue","description":"Padding inside compact controls (8px by default)."},"medium":{"$ref":"#/$defs/cssValue","description":"Default gap between items of a list or form (12px by default)."},"large":{"$ref":"#/$defs/cssValue","description":"Padding inside cards (16px by default)."},"xlarge":{"$ref":"#/$defs/cssValue","description":"Space between page sections (24px by default)."},"xxlarge":{"$ref":"#/$defs/cssValue","description":"Largest gap, around page headers (32px by default)."},"gutter":{"$ref":"#/$defs/cssValue","description":"Left and right page margin on a phone (16px by default)."}},"examples":[{"medium":"12px","large":"1rem"}]},"borderWidth":{"type":"object","additionalProperties":false,"description":"Border widths as CSS lengths.","properties":{"standard":{"$ref":"#/$defs/cssValue","description":"Hairlines and card borders (1px by default)."},"strong":{"$ref":"#/$defs/cssValue","description":"Selected and emphasised borders (2px by default)."},"focusRing":{"$ref":"#/$defs/cssValue","description":"Thickness of the keyboard focus outline (3px by default; keep at least 2px)."}},"examples":[{"standard":"1px","focusRing":"3px"}]},"radius":{"type":"object","additionalProperties":false,"description":"Corner radii as CSS lengths.","properties":{"none":{"$ref":"#/$defs/cssValue","description":"Square corners (0px)."},"small":{"$ref":"#/$defs/cssValue","description":"Small controls: chips, badges, odds buttons (4px by default)."},"standard":{"$ref":"#/$defs/cssValue","description":"Cards, inputs and buttons (8px by default)."},"large":{"$ref":"#/$defs/cssValue","description":"Dialogs and bottom sheets (16px by default)."},"pill":{"$ref":"#/$defs/cssValue","description":"Fully rounded ends for pills and toggles (a large value such as 999px)."}},"examples":[{"standard":"16px","pill":"999px"}]},"font":{"type":"object","additionalProperties":false,"description":"Font families as CSS font-family lists (quoted names with spaces, comma-separated fallbacks). The default is the bundled Inter; another web font must be loaded by the page, so list safe fallbacks.","properties":{"family":{"$ref":"#/$defs/cssValue","description":"Text of the whole interface.","examples":["\"Inter Variable\", system-ui, sans-serif"]},"familyMono":{"$ref":"#/$defs/cssValue","description":"Figures that must line up: coupon numbers, codes.","examples":["ui-monospace, Menlo, monospace"]}},"examples":[{"family":"\"Inter Variable\", Georgia, serif"}]},"fontSize":{"type":"object","additionalProperties":false,"description":"Type scale as CSS lengths (keep standard at 16px or more so phones do not zoom into inputs).","properties":{"xsmall":{"$ref":"#/$defs/cssValue","description":"Fine print and badges (12px by default)."},"small":{"$ref":"#/$defs/cssValue","description":"Secondary text and captions (14px by default)."},"standard":{"$ref":"#/$defs/cssValue","description":"Body text and inputs (16px by default)."},"large":{"$ref":"#/$defs/cssValue","description":"Card titles (18px by default)."},"xlarge":{"$ref":"#/$defs/cssValue","description":"Section titles (22px by default)."},"xxlarge":{"$ref":"#/$defs/cssValue","description":"Page titles and big amounts (28px by default)."}},"examples":[{"standard":"16px","xxlarge":"1.75rem"}]},"fontWeight":{"type":"object","additionalProperties":false,"description":"Font weights: numbers from 100 to 900 (or normal, bold).","properties":{"regular":{"$ref":"#/$defs/cssValue","description":"Body text (400 by default)."},"medium":{"$ref":"#/$defs/cssValue","description":"Labels and tabs (500 by default)."},"strong":{"$ref":"#/$defs/cssValue","description":"Headings, amounts and buttons (700 by default)."}},"examples":[{"regular":"400","strong":"700"}]},"lineHeight":{"type":"object","additionalProperties":false,"description":"Line heights as unitless numbers (a multiple of the font size).","properties":{"tight":{"$ref":"#/$defs/cssValue","description":"Headings, buttons and single-line labels (1.25 by default).","examples":["1.2"]},"standard":{"$ref":"#/$defs/cssValue","description":"Paragraphs and multi-line text (1.5 by default).","examples":["1.5"]}},"examples":[{"tight":"1.25","standard":"1.5"}]},"shadow":{"type":"object","additionalProperties":false,"description":"Shadows as CSS box-shadow values: offsets and blur as lengths, then a colour; several layers separated by commas, or none.","properties":{"small":{"$ref":"#/$defs/cssValue","description":"Cards and odds buttons resting on the page."},"medium":{"$ref":"#/$defs/cssValue","description":"Sticky header and floating buttons."},"large":{"$ref":"#/$defs/cssValue","description":"Dialogs, sheets and toasts."}},"examples":[{"small":"0 1px 2px rgba(16, 24, 40, 0.08)"}]},"zIndex":{"type":"object","additionalProperties":false,"description":"Stacking order of layers as whole numbers: a higher number is drawn on top. Keep the order base < sticky < header < overlay < toast < loading.","properties":{"base":{"$ref":"#/$defs/cssValue","description":"Ordinary page content (0 by default)."},"sticky":{"$ref":"#/$defs/cssValue","description":"Sticky bars inside a page, such as the sport tabs (100 by default)."},"header":{"$ref":"#/$defs/cssValue","description":"The app header (200 by default)."},"overlay":{"$ref":"#/$defs/cssValue","description":"Dialogs, side menu and their backdrop (300 by default)."},"toast":{"$ref":"#/$defs/cssValue","description":"Notifications, above dialogs (400 by default)."},"loading":{"$ref":"#/$defs/cssValue","description":"The full-page loading screen, above everything (500 by default)."}},"examples":[{"header":"200","overlay":"300"}]},"motion":{"type":"object","additionalProperties":false,"description":"Animation timing: durations in ms or s, easings as CSS timing functions.","properties":{"durationFast":{"$ref":"#/$defs/cssValue","description":"Hover and press feedback (150ms by default)."},"durationStandard":{"$ref":"#/$defs/cssValue","description":"Panels and dialogs opening and closing (250ms by default)."},"durationSpinnerFade":{"$ref":"#/$defs/cssValue","description":"Fade-in of a loading spinner, so quick loads show none (350ms by default)."},"durationNotificationRemoval":{"$ref":"#/$defs/cssValue","description":"How long a dismissed notification takes to leave (700ms by default)."},"easingStandard":{"$ref":"#/$defs/cssValue","description":"Movement within the screen (a cubic-bezier() or keyword such as ease-in-out)."},"easingEnter":{"$ref":"#/$defs/cssValue","description":"Elements arriving on screen (decelerating, e.g. ease-out)."},"easingExit":{"$ref":"#/$defs/cssValue","description":"Elements leaving the screen (accelerating, e.g. ease-in)."}},"examples":[{"durationFast":"150ms","easingStandard":"cubic-bezier(0.2, 0, 0, 1)"}]},"size":{"type":"object","additionalProperties":false,"description":"Fixed sizes as CSS lengths: touch targets and icons.","properties":{"touchTarget":{"$ref":"#/$defs/cssValue","description":"Smallest tappable area of buttons and links (44px by default; keep at least 44px)."},"iconSmall":{"$ref":"#/$defs/cssValue","description":"Icons inside text and badges (16px by default)."},"iconStandard":{"$ref":"#/$defs/cssValue","description":"Icons in buttons and lists (20px by default)."},"iconLarge":{"$ref":"#/$defs/cssValue","description":"Icons of empty states and the header (24px by default)."}},"examples":[{"touchTarget":"48px","iconStandard":"20px"}]}}},"languages":{"type":"object","additionalProperties":false,"required":["enabled"],"description":"Interface languages the brand offers and the one new visitors see.","properties":{"enabled":{"type":"array","minItems":1,"uniqueItems":true,"items":{"$ref":"#/$defs/languageCode"},"description":"Languages offered to players, in the order the language chooser lists them."},"default":{"$ref":"#/$defs/languageCode","default":"es-es","description":"Language a first-time visitor sees; must be enabled."}},"examples":[{"enabled":["es-es","en-US"],"default":"es-es"}]},"currencies":{"type":"object","additionalProperties":false,"required":["enabled","default"],"description":"Currencies players can hold, the one preselected at sign-up and their display symbols. FUN (play money) is always shown as RUB and never listed.","properties":{"enabled":{"type":"array","minItems":1,"uniqueItems":true,"items":{"$ref":"#/$defs/listedCurrency"},"description":"Currencies offered at sign-up."},"default":{"$ref":"#/$defs/listedCurrency","description":"Currency preselected at sign-up; must be enabled."},"symbols":{"type":"object","description":"Display symbol per currency code, overriding the built-in ones (RUB ₽, EUR €, USD $, KZT ₸, UAH ₴, TRY ₺, TMT M, TJS TJS). An enabled currency outside that list must be given its symbol here: brand:check refuses it otherwise, because the app would show ₽.","propertyNames":{"$ref":"#/$defs/currencyCode"},"additionalProperties":{"type":"string","minLength":1,"maxLength":4},"default":{},"examples":[{"CLP":"$","MXN":"$"}]}},"examples":[{"enabled":["CLP","USD"],"default":"CLP","symbols":{"CLP":"$"}}]},"odds":{"type":"object","additionalProperties":false,"description":"How odds are shown to players.","default":{},"properties":{"defaultFormat":{"type":"integer","enum":[0,1,2],"default":0,"description":"Odds format until a player picks one: 0 decimal, 1 fractional, 2 American."}}},"bannedProviders":{"type":"array","uniqueItems":true,"items":{"$ref":"#/$defs/providerKey"},"default":[],"description":"Providers switched off for this brand: their menu entries and games are hidden and embedded sportsbook pages redirect to /slots/home. When universalrace, softgaming-slots, outcome and pragmatic are all banned, 'slots' is banned too; when evolution and pragmaticLive both are, 'liveCasino' is.","examples":[["pragmatic","evolution"]]},"features":{"type":"object","additionalProperties":false,"default":{},"description":"Feature modules switched on (true) or off (false); every feature is on unless set to false.","properties":{"sports":{"type":"boolean","default":true,"description":"Pre-match sportsbook: top events, sports and leagues, event pages, search, favourites and calendar (/line/…). Off hides its menu entries and pages."},"live":{"type":"boolean","default":true,"description":"In-play betting: the live list and live event pages (/live/…)."},"esports":{"type":"boolean","default":true,"description":"The esports (cybersport) page."},"betslip":{"type":"boolean","default":true,"description":"The bet slip (/basket) and placing bets from it."},"betHistory":{"type":"boolean","default":true,"description":"The player's sports bet history in the profile."},"results":{"type":"boolean","default":true,"description":"Results of finished events (/Results)."},"toto":{"type":"boolean","default":true,"description":"The toto (pool betting) page."},"casino":{"type":"boolean","default":true,"description":"The slots lobby, game pages and the casino bet history (/slots/…)."},"liveCasino":{"type":"boolean","default":true,"description":"The live-dealer casino lobby (/casinolive/…)."},"virtualGames":{"type":"boolean","default":true,"description":"Virtual sports: Golden Race and Betradar virtual games (/virtual-games/…)."},"crashGames":{"type":"boolean","default":true,"description":"The crash games section of the casino (/slots/crash-games)."},"horseRaces":{"type":"boolean","default":true,"description":"Horse races: the Horse races menu entry and its Universal Race games (provider universalrace)."},"embeddedSportsbooks":{"type":"boolean","default":true,"description":"Third-party sportsbooks shown in a frame (/bc/… and /digsport); each also needs its integration address."},"tvBet":{"type":"boolean","default":true,"description":"The TV-betting page (/tv-bet); also needs integrations.tvbet."},"account":{"type":"boolean","default":true,"description":"The player's profile: personal data, password, partner page and settings."},"payments":{"type":"boolean","default":true,"description":"Top-up, withdrawal and payment history in the profile."},"promoCodes":{"type":"boolean","default":true,"description":"Entering promotional codes in the profile."},"freeBets":{"type":"boolean","default":true,"description":"The free bets page (/free-bets); the campaign itself is set in campaigns.freeBets."},"promotions":{"type":"boolean","default":true,"description":"The promotions pages (/promotions, /bellator); the prize campaign is set in campaigns.promotions."},"flatPages":{"type":"boolean","default":true,"description":"Static information pages such as rules and privacy (/flatPages/…)."},"contacts":{"type":"boolean","default":true,"description":"The contacts page with the support e-mail and phone."},"downloadApp":{"type":"boolean","default":true,"description":"The Android app download page (/download-app)."},"jackpots":{"type":"boolean","default":true,"description":"Jackpot counters and the list of won jackpots in the casino."}}},"menus":{"type":"object","additionalProperties":false,"default":{},"description":"Menus. Entries name app routes (see host/routing/paths.ts); an entry whose provider is banned is hidden.","properties":{"header":{"type":"array","items":{"$ref":"#/$defs/menuEntry"},"description":"Header menu, in order (specs: Sport and Live, each with sub-entries 1 and 2, Casino, Horse races, Live casino)."},"casinoQuickLinks":{"type":"array","items":{"$ref":"#/$defs/menuEntry"},"description":"Quick links on the mobile casino home (sport 1, sport 2, live sport, casino, live casino)."},"sideMenu":{"type":"array","items":{"$ref":"#/$defs/linkBlock"},"description":"Link blocks of the side menu, in order; each block has a title and links to app pages or external sites."},"profile":{"type":"array","items":{"$ref":"#/$defs/menuEntry"},"description":"Entries of the profile menu, in order."}}},"limits":{"type":"object","additionalProperties":false,"default":{},"description":"Amount and odds limits; the platform may replace bet limits with its own.","properties":{"bets":{"type":"object","additionalProperties":false,"default":{},"description":"Stake limits in the brand's default currency: the platform enforces them (its settings and coupon limits report them), and the slip shows them until the platform answers with a player's own.","properties":{"default":{"type":"number","minimum":0,"description":"Stake prefilled in the slip.","default":50},"min":{"type":"number","minimum":0,"description":"Smallest stake.","default":1},"max":{"type":"number","minimum":0,"description":"Largest stake.","default":10000},"oneClick":{"type":"number","minimum":0,"description":"Stake of one-click bets, placed without opening the slip; must lie between min and max.","default":50}}},"payment":{"type":"object","additionalProperties":false,"default":{},"description":"Payment limits in the player currency.","properties":{"topUp":{"type":"object","additionalProperties":false,"description":"Top-up through the payment aggregator.","properties":{"min":{"type":"number","minimum":0,"description":"Smallest amount allowed."},"max":{"type":"number","minimum":0,"description":"Largest amount allowed."}}},"eTopUp":{"type":"object","additionalProperties":false,"description":"Top-up through an e-wallet.","properties":{"min":{"type":"number","minimum":0,"description":"Smallest amount allowed."},"max":{"type":"number","minimum":0,"description":"Largest amount allowed."}}},"withdrawal":{"type":"object","additionalProperties":false,"description":"Withdrawal to a card or bank account.","properties":{"min":{"type":"number","minimum":0,"description":"Smallest amount allowed."},"max":{"type":"number","minimum":0,"description":"Largest amount allowed."}}},"eWithdrawal":{"type":"object","additionalProperties":false,"description":"Withdrawal to an e-wallet.","properties":{"min":{"type":"number","minimum":0,"description":"Smallest amount allowed."},"max":{"type":"number","minimum":0,"description":"Largest amount allowed."}}},"withdrawalsPerDay":{"type":"integer","minimum":1,"description":"Withdrawals a player may request per day.","default":1}}},"freeBet":{"type":"object","additionalProperties":false,"default":{},"description":"Odds bounds for free bets.","properties":{"minSingleCoef":{"type":"number","minimum":1,"description":"Lowest odds of a single free bet.","default":1.75},"maxSingleCoef":{"type":"number","minimum":1,"description":"Highest odds of a single free bet.","default":50},"minExpressCoef":{"type":"number","minimum":1,"description":"Lowest odds of each bet in a free-bet express.","default":1.75},"maxBetsInSlip":{"type":"integer","minimum":1,"description":"Most bets in a slip that uses free bets.","default":4}}},"bonus":{"type":"object","additionalProperties":false,"default":{},"description":"Bonus settings (specs: settings limits, bonus).","properties":{"cashbackBet":{"type":"number","minimum":0,"description":"Cashback share of bets.","default":0.05},"cashbackPayment":{"type":"number","minimum":0,"description":"Cashback share of payments.","default":0},"maxBetCount":{"type":"integer","minimum":0,"description":"Most bonus bets."},"maxBonusSize":{"type":"number","minimum":0,"description":"Largest bonus amount."},"maxBonusPercent":{"type":"number","minimum":0,"description":"Largest bonus as a percent of the stake."},"minCoefficient":{"type":"number","minimum":1,"description":"Lowest odds of each bet when using the bonus."},"registrationBonus":{"type":"number","minimum":0,"description":"Bonus credited at sign-up."},"maxBetCoefficient":{"type":"number","minimum":1,"description":"Highest odds of a bonus bet."},"minBetCoefficient":{"type":"number","minimum":1,"description":"Lowest odds of a bonus bet."},"maxBetsInCoupon":{"type":"integer","minimum":1,"description":"Most bets in a bonus coupon."},"minBetsInCoupon":{"type":"integer","minimum":1,"description":"Fewest bets in a bonus coupon.","default":2}}}}},"polling":{"type":"object","additionalProperties":false,"default":{},"description":"Refresh intervals in milliseconds.","properties":{"liveMs":{"type":"integer","minimum":1000,"description":"How often live lists and live event pages refresh scores and odds, in milliseconds (5000 = every 5 s).","default":5000},"balanceMs":{"type":"integer","minimum":1000,"description":"How often a signed-in player's balance refreshes, in milliseconds.","default":5000},"jackpotsMs":{"type":"integer","minimum":1000,"description":"How often the jackpot counters refresh, in milliseconds.","default":25000}}},"phoneCountries":{"type":"array","minItems":1,"uniqueItems":true,"items":{"type":"string","enum":["RU","KZ","MN","AM","TR","AZ","KG","BY","UA","UZ","TJ","TM","MD","CL","BR","VE"]},"description":"Countries offered by phone fields, first one preselected (ISO 3166 region codes).","default":["CL"],"examples":[["CL","BR"]]},"responsibleGambling":{"type":"object","additionalProperties":false,"default":{},"description":"Player protection: minimum age, limits, cooling-off, time-out and self-exclusion options, help organisations. A preset fills every value the operator leaves out when the brand is published (schemas/responsibleGambling.ts).","properties":{"preset":{"type":"string","enum":["generic","es-dgoj","pt-srij"],"default":"generic","description":"Where the values left out come from: generic; es-dgoj (Spain: DGOJ deposit defaults 600/1500/3000 EUR a day/week/month at sign-up, 72 h cooling-off, Spanish help); pt-srij (Portugal: self-exclusion of at least 3 months, Portuguese help)."},"minimumAge":{"type":"integer","minimum":18,"maximum":99,"description":"Youngest age, in whole years, at which a person may sign up or save a birth date; the app and the platform refuse anyone younger (auth code 240). Every preset: 18."},"coolingOffHours":{"type":"integer","minimum":1,"maximum":720,"description":"Hours before raising or removing a player's limit takes effect (lowering is immediate). generic and pt-srij 24, es-dgoj 72."},"options":{"type":"object","additionalProperties":false,"description":"What players may choose.","properties":{"limitKinds":{"type":"array","uniqueItems":true,"minItems":1,"items":{"type":"string","enum":["deposit","loss","session"]},"description":"Limits a player can set."},"limitPeriods":{"type":"array","uniqueItems":true,"minItems":1,"items":{"type":"string","enum":["day","week","month"]},"description":"Periods a limit can be set for."},"timeoutDays":{"type":"array","uniqueItems":true,"minItems":1,"items":{"type":"integer","minimum":1,"maximum":90},"description":"Time-out lengths offered, in days (every preset: 1, 7, 30, 42)."},"selfExclusionDays":{"type":"array","uniqueItems":true,"minItems":1,"items":{"type":"integer","minimum":30,"maximum":3650},"description":"Self-exclusion lengths offered, in days (182, 365, 1825; pt-srij adds 90)."},"selfExclusionPermanent":{"type":"boolean","description":"Whether a permanent self-exclusion is offered (every preset: yes)."}}},"defaultLimits":{"type":"object","additionalProperties":false,"description":"Limits every new account starts with; a player may lower them at once, raise them after the cooling-off. Money in decimal units of each currency; session in minutes.","properties":{"deposit":{"$ref":"#/$defs/rgMoneyLimits","description":"Deposit limits every new account starts with, per currency and period (amounts in the currency's units).","examples":[{"EUR":{"day":600,"week":1500,"month":3000}}]},"loss":{"$ref":"#/$defs/rgMoneyLimits","description":"Loss limits (stakes minus winnings) every new account starts with, per currency and period.","examples":[{"EUR":{"month":1000}}]},"session":{"$ref":"#/$defs/rgPeriodValues","description":"Minutes of play per period."}}},"realityCheckMinutes":{"type":"integer","minimum":10,"maximum":240,"description":"Default reality-check interval of a new account, in minutes (every preset: 60)."},"helpOrganisations":{"type":"object","description":"Where players get help, per interface language; shown beside every refusal and in the footer.","propertyNames":{"$ref":"#/$defs/languageCode"},"additionalProperties":{"type":"array","minItems":1,"items":{"type":"object","additionalProperties":false,"required":["name","url"],"properties":{"name":{"type":"string","minLength":1,"description":"Name of the organisation as players know it."},"phone":{"type":"string","pattern":"^\\+?[0-9 ]{3,20}$","description":"Helpline number as players dial it (digits and spaces, optional leading +)."},"url":{"$ref":"#/$defs/externalUrl","description":"The organisation's website (or a mailto:/tel: link)."}}}},"examples":[{"es-es":[{"name":"FEJAR","phone":"900 200 225","url":"https://www.fejar.org"}]}]},"regulatorBadge":{"type":"object","additionalProperties":false,"required":["src","href","alt"],"description":"The regulator's badge in the footer.","properties":{"src":{"$ref":"#/$defs/assetUrl","description":"Badge image: a path under the brand folder (must exist) or an https URL.","examples":["assets/regulator.svg"]},"href":{"$ref":"#/$defs/externalUrl","description":"The regulator's page the badge links to.","examples":["https://www.ordenacionjuego.es/"]},"alt":{"$ref":"#/$defs/localizedText","description":"Text alternative of the badge, per language (every enabled language).","examples":[{"es-es":"Juego seguro","en-US":"Safer gambling"}]}}}}},"support":{"type":"object","additionalProperties":false,"default":{},"description":"Where players reach support: chat link, e-mail and phone.","properties":{"chatUrl":{"$ref":"#/$defs/externalUrl","description":"Live chat (floating chat link, download page)."},"usdTopUpChatUrl":{"$ref":"#/$defs/externalUrl","description":"Players with USD balances top up through this chat instead of the top-up page."},"email":{"type":"string","format":"email","description":"Support e-mail shown on the contacts page."},"phone":{"type":"string","pattern":"^\\+[0-9 ]{6,20}$","description":"Support phone shown on the contacts page."}}},"downloadApp":{"type":"object","additionalProperties":false,"default":{},"description":"The Android app offered on the download page.","properties":{"androidUrl":{"$ref":"#/$defs/externalUrl","description":"APK or store URL; empty or missing asks the platform for it."}}},"api":{"type":"object","additionalProperties":false,"default":{},"description":"Connection to the betting platform.","properties":{"baseUrl":{"type":"string","default":"","pattern":"^(|https://[^\\s]+[^/])$","description":"Base URL of the betting platform API; empty means the same origin as the app (the demo platform)."}}},"integrations":{"type":"object","additionalProperties":false,"default":{},"description":"Third-party frames and scripts. A page whose integration is missing here tells players it is not available; the platform's CSP allows exactly these origins for frames and scripts.","properties":{"bc":{"type":"object","additionalProperties":false,"required":["frameUrl"],"description":"The embedded sportsbook of /bc/{category}: the app opens <frameUrl>live, <frameUrl>sports or <frameUrl>bet-history with lang (eng, spa, por) and the player's token.","properties":{"frameUrl":{"$ref":"#/$defs/integrationUrl","description":"The frame's address; the app appends its section and query."}}},"digitain":{"type":"object","additionalProperties":false,"required":["frameUrl"],"description":"The digital sportsbook of /digsport: the app boots <frameUrl>?token&lang&route.","properties":{"frameUrl":{"$ref":"#/$defs/integrationUrl","description":"The frame's address; the app appends its section and query."}}},"tvbet":{"type":"object","additionalProperties":false,"required":["frameUrl"],"description":"The TV-betting frame of /tv-bet: <frameUrl>?lng&clientId&token. Its messages are accepted only from this URL's origin.","properties":{"frameUrl":{"$ref":"#/$defs/integrationUrl","description":"The frame's address; the app appends its section and query."}}},"inbet":{"type":"object","additionalProperties":false,"required":["scriptUrl"],"description":"The inbet game launcher of /slots/inbet/{gameId}.","properties":{"scriptUrl":{"$ref":"#/$defs/integrationUrl","description":"The launcher script, which defines window.InbetLauncher."}}}}},"informationModals":{"type":"object","additionalProperties":false,"default":{},"description":"Information modals that explain a page (top-up, withdrawal, password change, Golden Race) until the player dismisses them. Set one to false to switch it off for the brand.","properties":{"cashier":{"type":"boolean","default":true,"description":"On the withdrawal page: how withdrawals work and that the profile name must match the receiving account."},"replenishment":{"type":"boolean","default":true,"description":"On the top-up page: how to top up and that payments must come from an account in the player's own name."},"goldenRace":{"type":"boolean","default":true,"description":"On the Golden Race virtual games: how virtual races work and where their bets appear."},"webmoney":{"type":"boolean","default":true,"description":"On the top-up page after the replenishment notice: e-wallet limits and that a payment cannot be cancelled. Starts dismissed for every player (spec), so it shows only where the platform reopens it."},"impostor":{"type":"boolean","default":true,"description":"On the change-password page: a warning against people posing as support; uses the support e-mail when set."}},"examples":[{"webmoney":false}]},"paymentModes":{"type":"object","default":{},"description":"Names of the payment aggregator's modes, by mode id (casino-and-account spec, section 9: 63 and 160 cards; 45, 147 and 116 cryptocurrencies; 114, 64, 150 and 2 e-wallets; 84, 83, 132 and 82 mobile operators), shown in the top-up methods and the payment history. A mode without a name is called by its kind and place ('Tarjeta 2').","propertyNames":{"enum":["63","160","45","147","116","114","64","150","2","84","83","132","82"]},"additionalProperties":{"$ref":"#/$defs/localizedText"}},"campaigns":{"type":"object","additionalProperties":false,"default":{},"description":"Promotional campaigns.","properties":{"freeBets":{"type":"object","additionalProperties":false,"default":{},"description":"Weekly free-bet campaign (specs: /free-bets).","properties":{"enabled":{"type":"boolean","default":false,"description":"Show the campaign page and its menu entry."},"amount":{"type":"number","minimum":0,"description":"Value of one free bet.","default":100},"currency":{"$ref":"#/$defs/currencyCode","default":"TMT","description":"Currency the campaign pays in: its free bets and the turnover that earns them. Only players holding it take part, so an enabled campaign's currency must be one of the enabled currencies (the spec's TMT when left out)."},"turnoverPerFreeBet":{"type":"number","minimum":0,"description":"Sport stakes that earn one free bet.","default":1200},"maxPerWeek":{"type":"integer","minimum":1,"description":"Most free bets a player earns per week.","default":5},"minOdds":{"type":"number","minimum":1,"description":"Lowest odds of a free bet.","default":1.75},"maxOdds":{"type":"number","minimum":1,"description":"Highest odds of a free bet.","default":50},"claimWeekday":{"type":"integer","minimum":0,"maximum":6,"default":3,"description":"Day free bets are claimed (0 Sunday … 6 Saturday; specs: Wednesday)."},"startDate":{"type":"string","format":"date","description":"First day of the campaign (yyyy-MM-dd)."},"endDate":{"type":"string","format":"date","description":"Last day of the campaign (yyyy-MM-dd)."}}},"promotions":{"type":"object","additionalProperties":false,"default":{},"description":"Phone-prize promotion page (specs: /promotions).","properties":{"enabled":{"type":"boolean","default":false,"description":"Show the promotion page and its menu entry."},"bigWinAmount":{"type":"number","minimum":0,"description":"Wins above this amount are labelled BIG WIN.","default":1000},"currency":{"$ref":"#/$defs/currencyCode","default":"TMT","description":"Currency the promotion's cash prizes and its BIG WIN amount are in; an enabled promotion's currency must be one of the enabled currencies (the spec's TMT when left out)."}}}}}},"$defs":{"languageCode":{"type":"string","enum":["es-es","en-US","pt-PT"],"description":"Interface language code as the specs write it."},"currencyCode":{"type":"string","pattern":"^[A-Z]{3}$","description":"An ISO 4217 currency code in capitals (EUR, USD, CLP); brand:check refuses codes that are no currency."},"listedCurrency":{"allOf":[{"$ref":"#/$defs/currencyCode"},{"not":{"const":"FUN"}}],"description":"A currency players can choose; FUN is shown as RUB and never listed."},"providerKey":{"type":"string","enum":["bc","digitain","slots","liveCasino","universalrace","softgaming-slots","outcome","pragmatic","evolution","pragmaticLive","goldenrace","betradar","tvbet","inbet","fiable","betgames","ezugi","twentyone"],"description":"A game or sportsbook provider that can be banned."},"localizedText":{"type":"object","description":"Text per interface language, keyed by language code; labels and titles in menus need every enabled language.","propertyNames":{"$ref":"#/$defs/languageCode"},"additionalProperties":{"type":"string","minLength":1},"minProperties":1,"examples":[{"es-es":"Apuestas","en-US":"Betting"}]},"assetUrl":{"type":"string","pattern":"^(https://[^\\s]+|[a-zA-Z0-9_][a-zA-Z0-9_./-]*)$","description":"A path inside the brand folder (the file must exist; served at /brand-assets/) or an https URL.","examples":["assets/logo.svg"]},"externalUrl":{"type":"string","pattern":"^(https://|mailto:|tel:)[^\\s]+$","description":"An https, mailto: or tel: link."},"cssValue":{"type":"string","minLength":1,"maxLength":200,"pattern":"^[^;{}<>]*$","description":"A CSS value (no ; { } < >); brand:check also checks it against its token kind (colour, length, duration…)."},"menuEntry":{"type":"object","additionalProperties":false,"required":["id","route"],"description":"One menu entry.","properties":{"id":{"type":"string","pattern":"^[a-zA-Z][a-zA-Z0-9-]*$","description":"Entry id, unique within its menu; also the key of its default label in the host translations (menu.<id>).","examples":["sport1"]},"route":{"type":"string","pattern":"^/","description":"App path it opens, e.g. /line/top-events or /slots/provider-games?sP=Universal Race."},"label":{"$ref":"#/$defs/localizedText","description":"Label replacing the default translation, per language; needs every enabled language.","examples":[{"es-es":"Deportes","en-US":"Sports"}]},"provider":{"$ref":"#/$defs/providerKey","description":"Provider behind the entry; the entry hides while it is banned."},"icon":{"type":"string","description":"Design-system icon name shown before the label (see the Icon story in Storybook).","examples":["football"]},"children":{"type":"array","items":{"$ref":"#/$defs/menuEntry"},"description":"Sub-entries (e.g. Sport 1 and Sport 2)."}}},"linkBlock":{"type":"object","additionalProperties":false,"required":["id","links"],"description":"A titled group of links in the side menu.","properties":{"id":{"type":"string","pattern":"^[a-zA-Z][a-zA-Z0-9-]*$","description":"Block id, unique within the side menu; also the key of its default title (menu.<id>)."},"title":{"$ref":"#/$defs/localizedText","description":"Title replacing the default translation, per language; needs every enabled language."},"links":{"type":"array","minItems":1,"items":{"if":{"type":"object","properties":{"href":true},"required":["href"]},"then":{"$ref":"#/$defs/externalLink"},"else":{"$ref":"#/$defs/menuEntry"},"description":"An app route (menu entry) or, with href, a link leaving the app.","tsType":"MenuEntry | ExternalLink"},"description":"Links of the block, in order: app pages (id and route) or, with href, links leaving the app (id, href, label).","examples":[[{"id":"casino","route":"/slots/home"},{"id":"blog","href":"https://blog.example.com","label":{"es-es":"Blog","en-US":"Blog"}}]]}}},"externalLink":{"type":"object","additionalProperties":false,"required":["id","href","label"],"description":"A link leaving the app (opens in a new tab).","properties":{"id":{"type":"string","pattern":"^[a-zA-Z][a-zA-Z0-9-]*$","description":"Link id, unique within the side menu."},"href":{"$ref":"#/$defs/externalUrl","description":"Where the link goes: an https URL, or a mailto: or tel: link.","examples":["https://blog.example.com","mailto:help@example.com"]},"label":{"$ref":"#/$defs/localizedText","description":"Text of the link, per language (every enabled language).","examples":[{"es-es":"Blog","en-US":"Blog"}]}}},"integrationUrl":{"type":"string","pattern":"^(/(?![/\\\\])[^\\s]*|https://[^\\s/]+(/[^\\s]*)?)$","description":"Where a third-party frame or script lives: a path on the app's origin (/demo/bc/) or an https URL. The platform's Content-Security-Policy allows exactly the origins these name."},"rgPeriodValues":{"type":"object","additionalProperties":false,"minProperties":1,"description":"A value per period.","properties":{"day":{"type":"number","exclusiveMinimum":0,"description":"Limit for one day."},"week":{"type":"number","exclusiveMinimum":0,"description":"Limit for one week (not below the day limit)."},"month":{"type":"number","exclusiveMinimum":0,"description":"Limit for one month (not below the week limit)."}}},"rgMoneyLimits":{"type":"object","description":"Amounts per currency (decimal units), per period.","propertyNames":{"$ref":"#/$defs/currencyCode"},"additionalProperties":{"$ref":"#/$defs/rgPeriodValues"}}}};
const schema34 = {"type":"string","pattern":"^(https://[^\\s]+|[a-zA-Z0-9_][a-zA-Z0-9_./-]*)$","description":"A path inside the brand folder (the file must exist; served at /brand-assets/) or an https URL.","examples":["assets/logo.svg"]};
const schema36 = {"type":"string","minLength":1,"maxLength":200,"pattern":"^[^;{}<>]*$","description":"A CSS value (no ; { } < >); brand:check also checks it against its token kind (colour, length, duration…)."};
const schema33 = {"type":"string","enum":["es-es","en-US","pt-PT"],"description":"Interface language code as the specs write it."};
const schema120 = {"type":"string","pattern":"^[A-Z]{3}$","description":"An ISO 4217 currency code in capitals (EUR, USD, CLP); brand:check refuses codes that are no currency."};
const schema122 = {"type":"string","enum":["bc","digitain","slots","liveCasino","universalrace","softgaming-slots","outcome","pragmatic","evolution","pragmaticLive","goldenrace","betradar","tvbet","inbet","fiable","betgames","ezugi","twentyone"],"description":"A game or sportsbook provider that can be banned."};
const schema130 = {"type":"object","additionalProperties":false,"minProperties":1,"description":"A value per period.","properties":{"day":{"type":"number","exclusiveMinimum":0,"description":"Limit for one day."},"week":{"type":"number","exclusiveMinimum":0,"description":"Limit for one week (not below the day limit)."},"month":{"type":"number","exclusiveMinimum":0,"description":"Limit for one month (not below the week limit)."}}};
const schema127 = {"type":"string","pattern":"^(https://|mailto:|tel:)[^\\s]+$","description":"An https, mailto: or tel: link."};
const schema139 = {"type":"string","pattern":"^(/(?![/\\\\])[^\\s]*|https://[^\\s/]+(/[^\\s]*)?)$","description":"Where a third-party frame or script lives: a path on the app's origin (/demo/bc/) or an https URL. The platform's Content-Security-Policy allows exactly the origins these name."};
const func1 = Object.prototype.hasOwnProperty;
const func2 = exportsOf(runtime0).default;
const func0 = exportsOf(runtime1).default;
const pattern4 = new RegExp("^[a-z0-9][a-z0-9-]*$", "u");
const pattern5 = new RegExp("^(https://[^\\s]+|[a-zA-Z0-9_][a-zA-Z0-9_./-]*)$", "u");
const pattern7 = new RegExp("^[^;{}<>]*$", "u");
const pattern88 = new RegExp("^[A-Z]{3}$", "u");
const pattern96 = new RegExp("^\\+?[0-9 ]{3,20}$", "u");
const pattern94 = new RegExp("^(https://|mailto:|tel:)[^\\s]+$", "u");
const pattern102 = new RegExp("^\\+[0-9 ]{6,20}$", "u");
const pattern104 = new RegExp("^(|https://[^\\s]+[^/])$", "u");
const pattern105 = new RegExp("^(/(?![/\\\\])[^\\s]*|https://[^\\s/]+(/[^\\s]*)?)$", "u");
const schema32 = {"type":"object","description":"Text per interface language, keyed by language code; labels and titles in menus need every enabled language.","propertyNames":{"$ref":"#/$defs/languageCode"},"additionalProperties":{"type":"string","minLength":1},"minProperties":1,"examples":[{"es-es":"Apuestas","en-US":"Betting"}]};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
const _errs1 = errors;
if(typeof key0 !== "string"){
const err1 = {instancePath,schemaPath:"#/$defs/languageCode/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(((key0 === "es-es") || (key0 === "en-US")) || (key0 === "pt-PT"))){
const err2 = {instancePath,schemaPath:"#/$defs/languageCode/enum",keyword:"enum",params:{allowedValues: schema33.enum},message:"must be equal to one of the allowed values",propertyName:key0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var valid0 = _errs1 === errors;
if(!valid0){
const err3 = {instancePath,schemaPath:"#/propertyNames",keyword:"propertyNames",params:{propertyName: key0},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
for(const key1 in data){
let data0 = data[key1];
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema119 = {"allOf":[{"$ref":"#/$defs/currencyCode"},{"not":{"const":"FUN"}}],"description":"A currency players can choose; FUN is shown as RUB and never listed."};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(!pattern88.test(data)){
const err0 = {instancePath,schemaPath:"#/$defs/currencyCode/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/$defs/currencyCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const _errs4 = errors;
const _errs5 = errors;
if("FUN" !== data){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var valid2 = _errs5 === errors;
if(valid2){
const err3 = {instancePath,schemaPath:"#/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema123 = {"type":"object","additionalProperties":false,"required":["id","route"],"description":"One menu entry.","properties":{"id":{"type":"string","pattern":"^[a-zA-Z][a-zA-Z0-9-]*$","description":"Entry id, unique within its menu; also the key of its default label in the host translations (menu.<id>).","examples":["sport1"]},"route":{"type":"string","pattern":"^/","description":"App path it opens, e.g. /line/top-events or /slots/provider-games?sP=Universal Race."},"label":{"$ref":"#/$defs/localizedText","description":"Label replacing the default translation, per language; needs every enabled language.","examples":[{"es-es":"Deportes","en-US":"Sports"}]},"provider":{"$ref":"#/$defs/providerKey","description":"Provider behind the entry; the entry hides while it is banned."},"icon":{"type":"string","description":"Design-system icon name shown before the label (see the Icon story in Storybook).","examples":["football"]},"children":{"type":"array","items":{"$ref":"#/$defs/menuEntry"},"description":"Sub-entries (e.g. Sport 1 and Sport 2)."}}};
const pattern90 = new RegExp("^[a-zA-Z][a-zA-Z0-9-]*$", "u");
const pattern91 = new RegExp("^/", "u");
const wrapper0 = {validate: validate26};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.route === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "route"},message:"must have required property '"+"route"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "id") || (key0 === "route")) || (key0 === "label")) || (key0 === "provider")) || (key0 === "icon")) || (key0 === "children"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!pattern90.test(data0)){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-zA-Z][a-zA-Z0-9-]*$"},message:"must match pattern \""+"^[a-zA-Z][a-zA-Z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.route !== undefined){
let data1 = data.route;
if(typeof data1 === "string"){
if(!pattern91.test(data1)){
const err5 = {instancePath:instancePath+"/route",schemaPath:"#/properties/route/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/route",schemaPath:"#/properties/route/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.label !== undefined){
if(!(validate21(data.label, {instancePath:instancePath+"/label",parentData:data,parentDataProperty:"label",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
if(data.provider !== undefined){
let data3 = data.provider;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/provider",schemaPath:"#/$defs/providerKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((((((((((((((((((data3 === "bc") || (data3 === "digitain")) || (data3 === "slots")) || (data3 === "liveCasino")) || (data3 === "universalrace")) || (data3 === "softgaming-slots")) || (data3 === "outcome")) || (data3 === "pragmatic")) || (data3 === "evolution")) || (data3 === "pragmaticLive")) || (data3 === "goldenrace")) || (data3 === "betradar")) || (data3 === "tvbet")) || (data3 === "inbet")) || (data3 === "fiable")) || (data3 === "betgames")) || (data3 === "ezugi")) || (data3 === "twentyone"))){
const err8 = {instancePath:instancePath+"/provider",schemaPath:"#/$defs/providerKey/enum",keyword:"enum",params:{allowedValues: schema122.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.icon !== undefined){
if(typeof data.icon !== "string"){
const err9 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.children !== undefined){
let data5 = data.children;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
if(!(wrapper0.validate(data5[i0], {instancePath:instancePath+"/children/" + i0,parentData:data5,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
}
}
else {
const err10 = {instancePath:instancePath+"/children",schemaPath:"#/properties/children/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema125 = {"type":"object","additionalProperties":false,"required":["id","links"],"description":"A titled group of links in the side menu.","properties":{"id":{"type":"string","pattern":"^[a-zA-Z][a-zA-Z0-9-]*$","description":"Block id, unique within the side menu; also the key of its default title (menu.<id>)."},"title":{"$ref":"#/$defs/localizedText","description":"Title replacing the default translation, per language; needs every enabled language."},"links":{"type":"array","minItems":1,"items":{"if":{"type":"object","properties":{"href":true},"required":["href"]},"then":{"$ref":"#/$defs/externalLink"},"else":{"$ref":"#/$defs/menuEntry"},"description":"An app route (menu entry) or, with href, a link leaving the app.","tsType":"MenuEntry | ExternalLink"},"description":"Links of the block, in order: app pages (id and route) or, with href, links leaving the app (id, href, label).","examples":[[{"id":"casino","route":"/slots/home"},{"id":"blog","href":"https://blog.example.com","label":{"es-es":"Blog","en-US":"Blog"}}]]}}};
const schema126 = {"type":"object","additionalProperties":false,"required":["id","href","label"],"description":"A link leaving the app (opens in a new tab).","properties":{"id":{"type":"string","pattern":"^[a-zA-Z][a-zA-Z0-9-]*$","description":"Link id, unique within the side menu."},"href":{"$ref":"#/$defs/externalUrl","description":"Where the link goes: an https URL, or a mailto: or tel: link.","examples":["https://blog.example.com","mailto:help@example.com"]},"label":{"$ref":"#/$defs/localizedText","description":"Text of the link, per language (every enabled language).","examples":[{"es-es":"Blog","en-US":"Blog"}]}}};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.href === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "href"},message:"must have required property '"+"href"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.label === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "id") || (key0 === "href")) || (key0 === "label"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!pattern90.test(data0)){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-zA-Z][a-zA-Z0-9-]*$"},message:"must match pattern \""+"^[a-zA-Z][a-zA-Z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.href !== undefined){
let data1 = data.href;
if(typeof data1 === "string"){
if(!pattern94.test(data1)){
const err6 = {instancePath:instancePath+"/href",schemaPath:"#/$defs/externalUrl/pattern",keyword:"pattern",params:{pattern: "^(https://|mailto:|tel:)[^\\s]+$"},message:"must match pattern \""+"^(https://|mailto:|tel:)[^\\s]+$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/href",schemaPath:"#/$defs/externalUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.label !== undefined){
if(!(validate21(data.label, {instancePath:instancePath+"/label",parentData:data,parentDataProperty:"label",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.links === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "links"},message:"must have required property '"+"links"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "id") || (key0 === "title")) || (key0 === "links"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!pattern90.test(data0)){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-zA-Z][a-zA-Z0-9-]*$"},message:"must match pattern \""+"^[a-zA-Z][a-zA-Z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.title !== undefined){
if(!(validate21(data.title, {instancePath:instancePath+"/title",parentData:data,parentDataProperty:"title",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
if(data.links !== undefined){
let data2 = data.links;
if(Array.isArray(data2)){
if(data2.length < 1){
const err5 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
const _errs8 = errors;
let valid3 = true;
const _errs9 = errors;
if(errors === _errs9){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing0;
if((data3.href === undefined) && (missing0 = "href")){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
var _valid0 = _errs9 === errors;
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs11 = errors;
if(!(validate32(data3, {instancePath:instancePath+"/links/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
var _valid0 = _errs11 === errors;
valid3 = _valid0;
if(valid3){
var props0 = true;
}
ifClause0 = "then";
}
else {
const _errs12 = errors;
if(!(validate26(data3, {instancePath:instancePath+"/links/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var _valid0 = _errs12 === errors;
valid3 = _valid0;
if(valid3){
if(props0 !== true){
props0 = true;
}
}
ifClause0 = "else";
}
if(!valid3){
const err8 = {instancePath:instancePath+"/links/" + i0,schemaPath:"#/properties/links/items/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema128 = {"type":"object","description":"Amounts per currency (decimal units), per period.","propertyNames":{"$ref":"#/$defs/currencyCode"},"additionalProperties":{"$ref":"#/$defs/rgPeriodValues"}};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
const _errs1 = errors;
if(typeof key0 === "string"){
if(!pattern88.test(key0)){
const err0 = {instancePath,schemaPath:"#/$defs/currencyCode/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\"",propertyName:key0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/$defs/currencyCode/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var valid0 = _errs1 === errors;
if(!valid0){
const err2 = {instancePath,schemaPath:"#/propertyNames",keyword:"propertyNames",params:{propertyName: key0},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
for(const key1 in data){
let data0 = data[key1];
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(Object.keys(data0).length < 1){
const err3 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/rgPeriodValues/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key2 in data0){
if(!(((key2 === "day") || (key2 === "week")) || (key2 === "month"))){
const err4 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/rgPeriodValues/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data0.day !== undefined){
let data1 = data0.day;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 <= 0 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/day",schemaPath:"#/$defs/rgPeriodValues/properties/day/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/day",schemaPath:"#/$defs/rgPeriodValues/properties/day/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.week !== undefined){
let data2 = data0.week;
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 <= 0 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/week",schemaPath:"#/$defs/rgPeriodValues/properties/week/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/week",schemaPath:"#/$defs/rgPeriodValues/properties/week/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.month !== undefined){
let data3 = data0.month;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 <= 0 || isNaN(data3)){
const err9 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/month",schemaPath:"#/$defs/rgPeriodValues/properties/month/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/month",schemaPath:"#/$defs/rgPeriodValues/properties/month/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/rgPeriodValues/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const formats2 = exportsOf(runtime2).fullFormats.date;

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.local/brand.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.theme === undefined){
data.theme = {};
}
if(data.odds === undefined){
data.odds = {};
}
if(data.bannedProviders === undefined){
data.bannedProviders = [];
}
if(data.features === undefined){
data.features = {};
}
if(data.menus === undefined){
data.menus = {};
}
if(data.limits === undefined){
data.limits = {};
}
if(data.polling === undefined){
data.polling = {};
}
if(data.phoneCountries === undefined){
data.phoneCountries = ["CL"];
}
if(data.responsibleGambling === undefined){
data.responsibleGambling = {};
}
if(data.support === undefined){
data.support = {};
}
if(data.downloadApp === undefined){
data.downloadApp = {};
}
if(data.api === undefined){
data.api = {};
}
if(data.integrations === undefined){
data.integrations = {};
}
if(data.informationModals === undefined){
data.informationModals = {};
}
if(data.paymentModes === undefined){
data.paymentModes = {};
}
if(data.campaigns === undefined){
data.campaigns = {};
}
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.languages === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "languages"},message:"must have required property '"+"languages"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.currencies === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "currencies"},message:"must have required property '"+"currencies"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema31.properties, key0))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err5 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.id !== undefined){
let data1 = data.id;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]*$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.name !== undefined){
let data2 = data.name;
if(typeof data2 === "string"){
if(func2(data2) > 60){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func2(data2) < 1){
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.description !== undefined){
if(!(validate21(data.description, {instancePath:instancePath+"/description",parentData:data,parentDataProperty:"description",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
if(data.logo !== undefined){
let data4 = data.logo;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.src === undefined){
const err11 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/required",keyword:"required",params:{missingProperty: "src"},message:"must have required property '"+"src"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key1 in data4){
if(!((key1 === "src") || (key1 === "alt"))){
const err12 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data4.src !== undefined){
let data5 = data4.src;
if(typeof data5 === "string"){
if(!pattern5.test(data5)){
const err13 = {instancePath:instancePath+"/logo/src",schemaPath:"#/$defs/assetUrl/pattern",keyword:"pattern",params:{pattern: "^(https://[^\\s]+|[a-zA-Z0-9_][a-zA-Z0-9_./-]*)$"},message:"must match pattern \""+"^(https://[^\\s]+|[a-zA-Z0-9_][a-zA-Z0-9_./-]*)$"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/logo/src",schemaPath:"#/$defs/assetUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data4.alt !== undefined){
if(typeof data4.alt !== "string"){
const err15 = {instancePath:instancePath+"/logo/alt",schemaPath:"#/properties/logo/properties/alt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.favicon !== undefined){
let data7 = data.favicon;
if(typeof data7 === "string"){
if(!pattern5.test(data7)){
const err17 = {instancePath:instancePath+"/favicon",schemaPath:"#/$defs/assetUrl/pattern",keyword:"pattern",params:{pattern: "^(https://[^\\s]+|[a-zA-Z0-9_][a-zA-Z0-9_./-]*)$"},message:"must match pattern \""+"^(https://[^\\s]+|[a-zA-Z0-9_][a-zA-Z0-9_./-]*)$"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/favicon",schemaPath:"#/$defs/assetUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
let data8 = data.theme;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.base === undefined){
data8.base = "light";
}
for(const key2 in data8){
if(!(func1.call(schema31.properties.theme.properties, key2))){
const err19 = {instancePath:instancePath+"/theme",schemaPath:"#/properties/theme/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
let data9 = data8.base;
if(typeof data9 !== "string"){
const err20 = {instancePath:instancePath+"/theme/base",schemaPath:"#/properties/theme/properties/base/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!((data9 === "light") || (data9 === "dark"))){
const err21 = {instancePath:instancePath+"/theme/base",schemaPath:"#/properties/theme/properties/base/enum",keyword:"enum",params:{allowedValues: schema31.properties.theme.properties.base.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data8.color !== undefined){
let data10 = data8.color;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
for(const key3 in data10){
if(!(func1.call(schema31.properties.theme.properties.color.properties, key3))){
const err22 = {instancePath:instancePath+"/theme/color",schemaPath:"#/properties/theme/properties/color/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data10.surfacePage !== undefined){
let data11 = data10.surfacePage;
if(typeof data11 === "string"){
if(func2(data11) > 200){
const err23 = {instancePath:instancePath+"/theme/color/surfacePage",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(func2(data11) < 1){
const err24 = {instancePath:instancePath+"/theme/color/surfacePage",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!pattern7.test(data11)){
const err25 = {instancePath:instancePath+"/theme/color/surfacePage",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/theme/color/surfacePage",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data10.surfaceRaised !== undefined){
let data12 = data10.surfaceRaised;
if(typeof data12 === "string"){
if(func2(data12) > 200){
const err27 = {instancePath:instancePath+"/theme/color/surfaceRaised",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(func2(data12) < 1){
const err28 = {instancePath:instancePath+"/theme/color/surfaceRaised",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!pattern7.test(data12)){
const err29 = {instancePath:instancePath+"/theme/color/surfaceRaised",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/theme/color/surfaceRaised",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data10.surfaceSunken !== undefined){
let data13 = data10.surfaceSunken;
if(typeof data13 === "string"){
if(func2(data13) > 200){
const err31 = {instancePath:instancePath+"/theme/color/surfaceSunken",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(func2(data13) < 1){
const err32 = {instancePath:instancePath+"/theme/color/surfaceSunken",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(!pattern7.test(data13)){
const err33 = {instancePath:instancePath+"/theme/color/surfaceSunken",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/theme/color/surfaceSunken",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data10.surfaceOverlay !== undefined){
let data14 = data10.surfaceOverlay;
if(typeof data14 === "string"){
if(func2(data14) > 200){
const err35 = {instancePath:instancePath+"/theme/color/surfaceOverlay",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(func2(data14) < 1){
const err36 = {instancePath:instancePath+"/theme/color/surfaceOverlay",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(!pattern7.test(data14)){
const err37 = {instancePath:instancePath+"/theme/color/surfaceOverlay",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/theme/color/surfaceOverlay",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data10.backdrop !== undefined){
let data15 = data10.backdrop;
if(typeof data15 === "string"){
if(func2(data15) > 200){
const err39 = {instancePath:instancePath+"/theme/color/backdrop",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(func2(data15) < 1){
const err40 = {instancePath:instancePath+"/theme/color/backdrop",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(!pattern7.test(data15)){
const err41 = {instancePath:instancePath+"/theme/color/backdrop",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/theme/color/backdrop",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data10.textPrimary !== undefined){
let data16 = data10.textPrimary;
if(typeof data16 === "string"){
if(func2(data16) > 200){
const err43 = {instancePath:instancePath+"/theme/color/textPrimary",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(func2(data16) < 1){
const err44 = {instancePath:instancePath+"/theme/color/textPrimary",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(!pattern7.test(data16)){
const err45 = {instancePath:instancePath+"/theme/color/textPrimary",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/theme/color/textPrimary",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data10.textSecondary !== undefined){
let data17 = data10.textSecondary;
if(typeof data17 === "string"){
if(func2(data17) > 200){
const err47 = {instancePath:instancePath+"/theme/color/textSecondary",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(func2(data17) < 1){
const err48 = {instancePath:instancePath+"/theme/color/textSecondary",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(!pattern7.test(data17)){
const err49 = {instancePath:instancePath+"/theme/color/textSecondary",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/theme/color/textSecondary",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data10.textInverse !== undefined){
let data18 = data10.textInverse;
if(typeof data18 === "string"){
if(func2(data18) > 200){
const err51 = {instancePath:instancePath+"/theme/color/textInverse",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(func2(data18) < 1){
const err52 = {instancePath:instancePath+"/theme/color/textInverse",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(!pattern7.test(data18)){
const err53 = {instancePath:instancePath+"/theme/color/textInverse",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
else {
const err54 = {instancePath:instancePath+"/theme/color/textInverse",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data10.textLink !== undefined){
let data19 = data10.textLink;
if(typeof data19 === "string"){
if(func2(data19) > 200){
const err55 = {instancePath:instancePath+"/theme/color/textLink",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(func2(data19) < 1){
const err56 = {instancePath:instancePath+"/theme/color/textLink",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(!pattern7.test(data19)){
const err57 = {instancePath:instancePath+"/theme/color/textLink",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/theme/color/textLink",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data10.brand !== undefined){
let data20 = data10.brand;
if(typeof data20 === "string"){
if(func2(data20) > 200){
const err59 = {instancePath:instancePath+"/theme/color/brand",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(func2(data20) < 1){
const err60 = {instancePath:instancePath+"/theme/color/brand",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(!pattern7.test(data20)){
const err61 = {instancePath:instancePath+"/theme/color/brand",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath:instancePath+"/theme/color/brand",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data10.brandHover !== undefined){
let data21 = data10.brandHover;
if(typeof data21 === "string"){
if(func2(data21) > 200){
const err63 = {instancePath:instancePath+"/theme/color/brandHover",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(func2(data21) < 1){
const err64 = {instancePath:instancePath+"/theme/color/brandHover",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(!pattern7.test(data21)){
const err65 = {instancePath:instancePath+"/theme/color/brandHover",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
else {
const err66 = {instancePath:instancePath+"/theme/color/brandHover",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data10.onBrand !== undefined){
let data22 = data10.onBrand;
if(typeof data22 === "string"){
if(func2(data22) > 200){
const err67 = {instancePath:instancePath+"/theme/color/onBrand",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(func2(data22) < 1){
const err68 = {instancePath:instancePath+"/theme/color/onBrand",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(!pattern7.test(data22)){
const err69 = {instancePath:instancePath+"/theme/color/onBrand",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
else {
const err70 = {instancePath:instancePath+"/theme/color/onBrand",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data10.accent !== undefined){
let data23 = data10.accent;
if(typeof data23 === "string"){
if(func2(data23) > 200){
const err71 = {instancePath:instancePath+"/theme/color/accent",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(func2(data23) < 1){
const err72 = {instancePath:instancePath+"/theme/color/accent",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(!pattern7.test(data23)){
const err73 = {instancePath:instancePath+"/theme/color/accent",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
else {
const err74 = {instancePath:instancePath+"/theme/color/accent",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data10.onAccent !== undefined){
let data24 = data10.onAccent;
if(typeof data24 === "string"){
if(func2(data24) > 200){
const err75 = {instancePath:instancePath+"/theme/color/onAccent",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(func2(data24) < 1){
const err76 = {instancePath:instancePath+"/theme/color/onAccent",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(!pattern7.test(data24)){
const err77 = {instancePath:instancePath+"/theme/color/onAccent",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
else {
const err78 = {instancePath:instancePath+"/theme/color/onAccent",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data10.positive !== undefined){
let data25 = data10.positive;
if(typeof data25 === "string"){
if(func2(data25) > 200){
const err79 = {instancePath:instancePath+"/theme/color/positive",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(func2(data25) < 1){
const err80 = {instancePath:instancePath+"/theme/color/positive",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(!pattern7.test(data25)){
const err81 = {instancePath:instancePath+"/theme/color/positive",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
else {
const err82 = {instancePath:instancePath+"/theme/color/positive",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data10.positiveSoft !== undefined){
let data26 = data10.positiveSoft;
if(typeof data26 === "string"){
if(func2(data26) > 200){
const err83 = {instancePath:instancePath+"/theme/color/positiveSoft",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(func2(data26) < 1){
const err84 = {instancePath:instancePath+"/theme/color/positiveSoft",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(!pattern7.test(data26)){
const err85 = {instancePath:instancePath+"/theme/color/positiveSoft",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
else {
const err86 = {instancePath:instancePath+"/theme/color/positiveSoft",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data10.onPositive !== undefined){
let data27 = data10.onPositive;
if(typeof data27 === "string"){
if(func2(data27) > 200){
const err87 = {instancePath:instancePath+"/theme/color/onPositive",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(func2(data27) < 1){
const err88 = {instancePath:instancePath+"/theme/color/onPositive",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(!pattern7.test(data27)){
const err89 = {instancePath:instancePath+"/theme/color/onPositive",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
else {
const err90 = {instancePath:instancePath+"/theme/color/onPositive",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data10.negative !== undefined){
let data28 = data10.negative;
if(typeof data28 === "string"){
if(func2(data28) > 200){
const err91 = {instancePath:instancePath+"/theme/color/negative",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if(func2(data28) < 1){
const err92 = {instancePath:instancePath+"/theme/color/negative",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if(!pattern7.test(data28)){
const err93 = {instancePath:instancePath+"/theme/color/negative",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
else {
const err94 = {instancePath:instancePath+"/theme/color/negative",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data10.negativeSoft !== undefined){
let data29 = data10.negativeSoft;
if(typeof data29 === "string"){
if(func2(data29) > 200){
const err95 = {instancePath:instancePath+"/theme/color/negativeSoft",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
if(func2(data29) < 1){
const err96 = {instancePath:instancePath+"/theme/color/negativeSoft",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if(!pattern7.test(data29)){
const err97 = {instancePath:instancePath+"/theme/color/negativeSoft",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
else {
const err98 = {instancePath:instancePath+"/theme/color/negativeSoft",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data10.onNegative !== undefined){
let data30 = data10.onNegative;
if(typeof data30 === "string"){
if(func2(data30) > 200){
const err99 = {instancePath:instancePath+"/theme/color/onNegative",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
if(func2(data30) < 1){
const err100 = {instancePath:instancePath+"/theme/color/onNegative",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if(!pattern7.test(data30)){
const err101 = {instancePath:instancePath+"/theme/color/onNegative",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
else {
const err102 = {instancePath:instancePath+"/theme/color/onNegative",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data10.warning !== undefined){
let data31 = data10.warning;
if(typeof data31 === "string"){
if(func2(data31) > 200){
const err103 = {instancePath:instancePath+"/theme/color/warning",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if(func2(data31) < 1){
const err104 = {instancePath:instancePath+"/theme/color/warning",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
if(!pattern7.test(data31)){
const err105 = {instancePath:instancePath+"/theme/color/warning",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
else {
const err106 = {instancePath:instancePath+"/theme/color/warning",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data10.warningSoft !== undefined){
let data32 = data10.warningSoft;
if(typeof data32 === "string"){
if(func2(data32) > 200){
const err107 = {instancePath:instancePath+"/theme/color/warningSoft",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
if(func2(data32) < 1){
const err108 = {instancePath:instancePath+"/theme/color/warningSoft",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
if(!pattern7.test(data32)){
const err109 = {instancePath:instancePath+"/theme/color/warningSoft",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
else {
const err110 = {instancePath:instancePath+"/theme/color/warningSoft",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
if(data10.onWarning !== undefined){
let data33 = data10.onWarning;
if(typeof data33 === "string"){
if(func2(data33) > 200){
const err111 = {instancePath:instancePath+"/theme/color/onWarning",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
if(func2(data33) < 1){
const err112 = {instancePath:instancePath+"/theme/color/onWarning",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
if(!pattern7.test(data33)){
const err113 = {instancePath:instancePath+"/theme/color/onWarning",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
else {
const err114 = {instancePath:instancePath+"/theme/color/onWarning",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
if(data10.info !== undefined){
let data34 = data10.info;
if(typeof data34 === "string"){
if(func2(data34) > 200){
const err115 = {instancePath:instancePath+"/theme/color/info",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
if(func2(data34) < 1){
const err116 = {instancePath:instancePath+"/theme/color/info",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if(!pattern7.test(data34)){
const err117 = {instancePath:instancePath+"/theme/color/info",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
else {
const err118 = {instancePath:instancePath+"/theme/color/info",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
if(data10.infoSoft !== undefined){
let data35 = data10.infoSoft;
if(typeof data35 === "string"){
if(func2(data35) > 200){
const err119 = {instancePath:instancePath+"/theme/color/infoSoft",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
if(func2(data35) < 1){
const err120 = {instancePath:instancePath+"/theme/color/infoSoft",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
if(!pattern7.test(data35)){
const err121 = {instancePath:instancePath+"/theme/color/infoSoft",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
else {
const err122 = {instancePath:instancePath+"/theme/color/infoSoft",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
if(data10.onInfo !== undefined){
let data36 = data10.onInfo;
if(typeof data36 === "string"){
if(func2(data36) > 200){
const err123 = {instancePath:instancePath+"/theme/color/onInfo",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
if(func2(data36) < 1){
const err124 = {instancePath:instancePath+"/theme/color/onInfo",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
if(!pattern7.test(data36)){
const err125 = {instancePath:instancePath+"/theme/color/onInfo",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
else {
const err126 = {instancePath:instancePath+"/theme/color/onInfo",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
if(data10.oddsIncreased !== undefined){
let data37 = data10.oddsIncreased;
if(typeof data37 === "string"){
if(func2(data37) > 200){
const err127 = {instancePath:instancePath+"/theme/color/oddsIncreased",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
if(func2(data37) < 1){
const err128 = {instancePath:instancePath+"/theme/color/oddsIncreased",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
if(!pattern7.test(data37)){
const err129 = {instancePath:instancePath+"/theme/color/oddsIncreased",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
else {
const err130 = {instancePath:instancePath+"/theme/color/oddsIncreased",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
if(data10.oddsReduced !== undefined){
let data38 = data10.oddsReduced;
if(typeof data38 === "string"){
if(func2(data38) > 200){
const err131 = {instancePath:instancePath+"/theme/color/oddsReduced",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
if(func2(data38) < 1){
const err132 = {instancePath:instancePath+"/theme/color/oddsReduced",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
if(!pattern7.test(data38)){
const err133 = {instancePath:instancePath+"/theme/color/oddsReduced",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
else {
const err134 = {instancePath:instancePath+"/theme/color/oddsReduced",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
if(data10.focusRing !== undefined){
let data39 = data10.focusRing;
if(typeof data39 === "string"){
if(func2(data39) > 200){
const err135 = {instancePath:instancePath+"/theme/color/focusRing",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
if(func2(data39) < 1){
const err136 = {instancePath:instancePath+"/theme/color/focusRing",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
if(!pattern7.test(data39)){
const err137 = {instancePath:instancePath+"/theme/color/focusRing",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
else {
const err138 = {instancePath:instancePath+"/theme/color/focusRing",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
if(data10.border !== undefined){
let data40 = data10.border;
if(typeof data40 === "string"){
if(func2(data40) > 200){
const err139 = {instancePath:instancePath+"/theme/color/border",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
if(func2(data40) < 1){
const err140 = {instancePath:instancePath+"/theme/color/border",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
if(!pattern7.test(data40)){
const err141 = {instancePath:instancePath+"/theme/color/border",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
else {
const err142 = {instancePath:instancePath+"/theme/color/border",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
if(data10.borderStrong !== undefined){
let data41 = data10.borderStrong;
if(typeof data41 === "string"){
if(func2(data41) > 200){
const err143 = {instancePath:instancePath+"/theme/color/borderStrong",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
if(func2(data41) < 1){
const err144 = {instancePath:instancePath+"/theme/color/borderStrong",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
if(!pattern7.test(data41)){
const err145 = {instancePath:instancePath+"/theme/color/borderStrong",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
else {
const err146 = {instancePath:instancePath+"/theme/color/borderStrong",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
}
else {
const err147 = {instancePath:instancePath+"/theme/color",schemaPath:"#/properties/theme/properties/color/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
if(data8.space !== undefined){
let data42 = data8.space;
if(data42 && typeof data42 == "object" && !Array.isArray(data42)){
for(const key4 in data42){
if(!(func1.call(schema31.properties.theme.properties.space.properties, key4))){
const err148 = {instancePath:instancePath+"/theme/space",schemaPath:"#/properties/theme/properties/space/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
if(data42.none !== undefined){
let data43 = data42.none;
if(typeof data43 === "string"){
if(func2(data43) > 200){
const err149 = {instancePath:instancePath+"/theme/space/none",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
if(func2(data43) < 1){
const err150 = {instancePath:instancePath+"/theme/space/none",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
if(!pattern7.test(data43)){
const err151 = {instancePath:instancePath+"/theme/space/none",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
else {
const err152 = {instancePath:instancePath+"/theme/space/none",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
if(data42.xxsmall !== undefined){
let data44 = data42.xxsmall;
if(typeof data44 === "string"){
if(func2(data44) > 200){
const err153 = {instancePath:instancePath+"/theme/space/xxsmall",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
if(func2(data44) < 1){
const err154 = {instancePath:instancePath+"/theme/space/xxsmall",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
if(!pattern7.test(data44)){
const err155 = {instancePath:instancePath+"/theme/space/xxsmall",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
else {
const err156 = {instancePath:instancePath+"/theme/space/xxsmall",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
if(data42.xsmall !== undefined){
let data45 = data42.xsmall;
if(typeof data45 === "string"){
if(func2(data45) > 200){
const err157 = {instancePath:instancePath+"/theme/space/xsmall",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
if(func2(data45) < 1){
const err158 = {instancePath:instancePath+"/theme/space/xsmall",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
if(!pattern7.test(data45)){
const err159 = {instancePath:instancePath+"/theme/space/xsmall",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
else {
const err160 = {instancePath:instancePath+"/theme/space/xsmall",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
}
if(data42.small !== undefined){
let data46 = data42.small;
if(typeof data46 === "string"){
if(func2(data46) > 200){
const err161 = {instancePath:instancePath+"/theme/space/small",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
if(func2(data46) < 1){
const err162 = {instancePath:instancePath+"/theme/space/small",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
if(!pattern7.test(data46)){
const err163 = {instancePath:instancePath+"/theme/space/small",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
else {
const err164 = {instancePath:instancePath+"/theme/space/small",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
if(data42.medium !== undefined){
let data47 = data42.medium;
if(typeof data47 === "string"){
if(func2(data47) > 200){
const err165 = {instancePath:instancePath+"/theme/space/medium",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
if(func2(data47) < 1){
const err166 = {instancePath:instancePath+"/theme/space/medium",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
if(!pattern7.test(data47)){
const err167 = {instancePath:instancePath+"/theme/space/medium",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
else {
const err168 = {instancePath:instancePath+"/theme/space/medium",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
if(data42.large !== undefined){
let data48 = data42.large;
if(typeof data48 === "string"){
if(func2(data48) > 200){
const err169 = {instancePath:instancePath+"/theme/space/large",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
if(func2(data48) < 1){
const err170 = {instancePath:instancePath+"/theme/space/large",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
if(!pattern7.test(data48)){
const err171 = {instancePath:instancePath+"/theme/space/large",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
}
else {
const err172 = {instancePath:instancePath+"/theme/space/large",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
}
if(data42.xlarge !== undefined){
let data49 = data42.xlarge;
if(typeof data49 === "string"){
if(func2(data49) > 200){
const err173 = {instancePath:instancePath+"/theme/space/xlarge",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
if(func2(data49) < 1){
const err174 = {instancePath:instancePath+"/theme/space/xlarge",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
if(!pattern7.test(data49)){
const err175 = {instancePath:instancePath+"/theme/space/xlarge",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
}
else {
const err176 = {instancePath:instancePath+"/theme/space/xlarge",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
}
if(data42.xxlarge !== undefined){
let data50 = data42.xxlarge;
if(typeof data50 === "string"){
if(func2(data50) > 200){
const err177 = {instancePath:instancePath+"/theme/space/xxlarge",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
if(func2(data50) < 1){
const err178 = {instancePath:instancePath+"/theme/space/xxlarge",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
if(!pattern7.test(data50)){
const err179 = {instancePath:instancePath+"/theme/space/xxlarge",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
}
else {
const err180 = {instancePath:instancePath+"/theme/space/xxlarge",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
}
if(data42.gutter !== undefined){
let data51 = data42.gutter;
if(typeof data51 === "string"){
if(func2(data51) > 200){
const err181 = {instancePath:instancePath+"/theme/space/gutter",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
if(func2(data51) < 1){
const err182 = {instancePath:instancePath+"/theme/space/gutter",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
if(!pattern7.test(data51)){
const err183 = {instancePath:instancePath+"/theme/space/gutter",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
}
else {
const err184 = {instancePath:instancePath+"/theme/space/gutter",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
}
}
else {
const err185 = {instancePath:instancePath+"/theme/space",schemaPath:"#/properties/theme/properties/space/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
}
if(data8.borderWidth !== undefined){
let data52 = data8.borderWidth;
if(data52 && typeof data52 == "object" && !Array.isArray(data52)){
for(const key5 in data52){
if(!(((key5 === "standard") || (key5 === "strong")) || (key5 === "focusRing"))){
const err186 = {instancePath:instancePath+"/theme/borderWidth",schemaPath:"#/properties/theme/properties/borderWidth/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
}
if(data52.standard !== undefined){
let data53 = data52.standard;
if(typeof data53 === "string"){
if(func2(data53) > 200){
const err187 = {instancePath:instancePath+"/theme/borderWidth/standard",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
if(func2(data53) < 1){
const err188 = {instancePath:instancePath+"/theme/borderWidth/standard",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
if(!pattern7.test(data53)){
const err189 = {instancePath:instancePath+"/theme/borderWidth/standard",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
}
else {
const err190 = {instancePath:instancePath+"/theme/borderWidth/standard",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
}
if(data52.strong !== undefined){
let data54 = data52.strong;
if(typeof data54 === "string"){
if(func2(data54) > 200){
const err191 = {instancePath:instancePath+"/theme/borderWidth/strong",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
if(func2(data54) < 1){
const err192 = {instancePath:instancePath+"/theme/borderWidth/strong",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
if(!pattern7.test(data54)){
const err193 = {instancePath:instancePath+"/theme/borderWidth/strong",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
}
else {
const err194 = {instancePath:instancePath+"/theme/borderWidth/strong",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
}
if(data52.focusRing !== undefined){
let data55 = data52.focusRing;
if(typeof data55 === "string"){
if(func2(data55) > 200){
const err195 = {instancePath:instancePath+"/theme/borderWidth/focusRing",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
if(func2(data55) < 1){
const err196 = {instancePath:instancePath+"/theme/borderWidth/focusRing",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
if(!pattern7.test(data55)){
const err197 = {instancePath:instancePath+"/theme/borderWidth/focusRing",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
}
else {
const err198 = {instancePath:instancePath+"/theme/borderWidth/focusRing",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
}
}
else {
const err199 = {instancePath:instancePath+"/theme/borderWidth",schemaPath:"#/properties/theme/properties/borderWidth/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
}
if(data8.radius !== undefined){
let data56 = data8.radius;
if(data56 && typeof data56 == "object" && !Array.isArray(data56)){
for(const key6 in data56){
if(!(((((key6 === "none") || (key6 === "small")) || (key6 === "standard")) || (key6 === "large")) || (key6 === "pill"))){
const err200 = {instancePath:instancePath+"/theme/radius",schemaPath:"#/properties/theme/properties/radius/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
}
if(data56.none !== undefined){
let data57 = data56.none;
if(typeof data57 === "string"){
if(func2(data57) > 200){
const err201 = {instancePath:instancePath+"/theme/radius/none",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
if(func2(data57) < 1){
const err202 = {instancePath:instancePath+"/theme/radius/none",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
if(!pattern7.test(data57)){
const err203 = {instancePath:instancePath+"/theme/radius/none",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
}
else {
const err204 = {instancePath:instancePath+"/theme/radius/none",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
}
if(data56.small !== undefined){
let data58 = data56.small;
if(typeof data58 === "string"){
if(func2(data58) > 200){
const err205 = {instancePath:instancePath+"/theme/radius/small",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
if(func2(data58) < 1){
const err206 = {instancePath:instancePath+"/theme/radius/small",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
if(!pattern7.test(data58)){
const err207 = {instancePath:instancePath+"/theme/radius/small",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
}
else {
const err208 = {instancePath:instancePath+"/theme/radius/small",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
}
if(data56.standard !== undefined){
let data59 = data56.standard;
if(typeof data59 === "string"){
if(func2(data59) > 200){
const err209 = {instancePath:instancePath+"/theme/radius/standard",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
if(func2(data59) < 1){
const err210 = {instancePath:instancePath+"/theme/radius/standard",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
if(!pattern7.test(data59)){
const err211 = {instancePath:instancePath+"/theme/radius/standard",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
}
else {
const err212 = {instancePath:instancePath+"/theme/radius/standard",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
}
if(data56.large !== undefined){
let data60 = data56.large;
if(typeof data60 === "string"){
if(func2(data60) > 200){
const err213 = {instancePath:instancePath+"/theme/radius/large",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
if(func2(data60) < 1){
const err214 = {instancePath:instancePath+"/theme/radius/large",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
if(!pattern7.test(data60)){
const err215 = {instancePath:instancePath+"/theme/radius/large",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
}
else {
const err216 = {instancePath:instancePath+"/theme/radius/large",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
}
if(data56.pill !== undefined){
let data61 = data56.pill;
if(typeof data61 === "string"){
if(func2(data61) > 200){
const err217 = {instancePath:instancePath+"/theme/radius/pill",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
if(func2(data61) < 1){
const err218 = {instancePath:instancePath+"/theme/radius/pill",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
if(!pattern7.test(data61)){
const err219 = {instancePath:instancePath+"/theme/radius/pill",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
}
else {
const err220 = {instancePath:instancePath+"/theme/radius/pill",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
}
}
else {
const err221 = {instancePath:instancePath+"/theme/radius",schemaPath:"#/properties/theme/properties/radius/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
}
if(data8.font !== undefined){
let data62 = data8.font;
if(data62 && typeof data62 == "object" && !Array.isArray(data62)){
for(const key7 in data62){
if(!((key7 === "family") || (key7 === "familyMono"))){
const err222 = {instancePath:instancePath+"/theme/font",schemaPath:"#/properties/theme/properties/font/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
}
errors++;
}
}
if(data62.family !== undefined){
let data63 = data62.family;
if(typeof data63 === "string"){
if(func2(data63) > 200){
const err223 = {instancePath:instancePath+"/theme/font/family",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
if(func2(data63) < 1){
const err224 = {instancePath:instancePath+"/theme/font/family",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err224];
}
else {
vErrors.push(err224);
}
errors++;
}
if(!pattern7.test(data63)){
const err225 = {instancePath:instancePath+"/theme/font/family",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
}
else {
const err226 = {instancePath:instancePath+"/theme/font/family",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
}
if(data62.familyMono !== undefined){
let data64 = data62.familyMono;
if(typeof data64 === "string"){
if(func2(data64) > 200){
const err227 = {instancePath:instancePath+"/theme/font/familyMono",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err227];
}
else {
vErrors.push(err227);
}
errors++;
}
if(func2(data64) < 1){
const err228 = {instancePath:instancePath+"/theme/font/familyMono",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
if(!pattern7.test(data64)){
const err229 = {instancePath:instancePath+"/theme/font/familyMono",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err229];
}
else {
vErrors.push(err229);
}
errors++;
}
}
else {
const err230 = {instancePath:instancePath+"/theme/font/familyMono",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err230];
}
else {
vErrors.push(err230);
}
errors++;
}
}
}
else {
const err231 = {instancePath:instancePath+"/theme/font",schemaPath:"#/properties/theme/properties/font/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err231];
}
else {
vErrors.push(err231);
}
errors++;
}
}
if(data8.fontSize !== undefined){
let data65 = data8.fontSize;
if(data65 && typeof data65 == "object" && !Array.isArray(data65)){
for(const key8 in data65){
if(!((((((key8 === "xsmall") || (key8 === "small")) || (key8 === "standard")) || (key8 === "large")) || (key8 === "xlarge")) || (key8 === "xxlarge"))){
const err232 = {instancePath:instancePath+"/theme/fontSize",schemaPath:"#/properties/theme/properties/fontSize/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err232];
}
else {
vErrors.push(err232);
}
errors++;
}
}
if(data65.xsmall !== undefined){
let data66 = data65.xsmall;
if(typeof data66 === "string"){
if(func2(data66) > 200){
const err233 = {instancePath:instancePath+"/theme/fontSize/xsmall",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
if(func2(data66) < 1){
const err234 = {instancePath:instancePath+"/theme/fontSize/xsmall",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err234];
}
else {
vErrors.push(err234);
}
errors++;
}
if(!pattern7.test(data66)){
const err235 = {instancePath:instancePath+"/theme/fontSize/xsmall",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err235];
}
else {
vErrors.push(err235);
}
errors++;
}
}
else {
const err236 = {instancePath:instancePath+"/theme/fontSize/xsmall",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err236];
}
else {
vErrors.push(err236);
}
errors++;
}
}
if(data65.small !== undefined){
let data67 = data65.small;
if(typeof data67 === "string"){
if(func2(data67) > 200){
const err237 = {instancePath:instancePath+"/theme/fontSize/small",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err237];
}
else {
vErrors.push(err237);
}
errors++;
}
if(func2(data67) < 1){
const err238 = {instancePath:instancePath+"/theme/fontSize/small",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err238];
}
else {
vErrors.push(err238);
}
errors++;
}
if(!pattern7.test(data67)){
const err239 = {instancePath:instancePath+"/theme/fontSize/small",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err239];
}
else {
vErrors.push(err239);
}
errors++;
}
}
else {
const err240 = {instancePath:instancePath+"/theme/fontSize/small",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err240];
}
else {
vErrors.push(err240);
}
errors++;
}
}
if(data65.standard !== undefined){
let data68 = data65.standard;
if(typeof data68 === "string"){
if(func2(data68) > 200){
const err241 = {instancePath:instancePath+"/theme/fontSize/standard",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err241];
}
else {
vErrors.push(err241);
}
errors++;
}
if(func2(data68) < 1){
const err242 = {instancePath:instancePath+"/theme/fontSize/standard",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err242];
}
else {
vErrors.push(err242);
}
errors++;
}
if(!pattern7.test(data68)){
const err243 = {instancePath:instancePath+"/theme/fontSize/standard",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
}
errors++;
}
}
else {
const err244 = {instancePath:instancePath+"/theme/fontSize/standard",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err244];
}
else {
vErrors.push(err244);
}
errors++;
}
}
if(data65.large !== undefined){
let data69 = data65.large;
if(typeof data69 === "string"){
if(func2(data69) > 200){
const err245 = {instancePath:instancePath+"/theme/fontSize/large",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err245];
}
else {
vErrors.push(err245);
}
errors++;
}
if(func2(data69) < 1){
const err246 = {instancePath:instancePath+"/theme/fontSize/large",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err246];
}
else {
vErrors.push(err246);
}
errors++;
}
if(!pattern7.test(data69)){
const err247 = {instancePath:instancePath+"/theme/fontSize/large",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err247];
}
else {
vErrors.push(err247);
}
errors++;
}
}
else {
const err248 = {instancePath:instancePath+"/theme/fontSize/large",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err248];
}
else {
vErrors.push(err248);
}
errors++;
}
}
if(data65.xlarge !== undefined){
let data70 = data65.xlarge;
if(typeof data70 === "string"){
if(func2(data70) > 200){
const err249 = {instancePath:instancePath+"/theme/fontSize/xlarge",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err249];
}
else {
vErrors.push(err249);
}
errors++;
}
if(func2(data70) < 1){
const err250 = {instancePath:instancePath+"/theme/fontSize/xlarge",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err250];
}
else {
vErrors.push(err250);
}
errors++;
}
if(!pattern7.test(data70)){
const err251 = {instancePath:instancePath+"/theme/fontSize/xlarge",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err251];
}
else {
vErrors.push(err251);
}
errors++;
}
}
else {
const err252 = {instancePath:instancePath+"/theme/fontSize/xlarge",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err252];
}
else {
vErrors.push(err252);
}
errors++;
}
}
if(data65.xxlarge !== undefined){
let data71 = data65.xxlarge;
if(typeof data71 === "string"){
if(func2(data71) > 200){
const err253 = {instancePath:instancePath+"/theme/fontSize/xxlarge",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err253];
}
else {
vErrors.push(err253);
}
errors++;
}
if(func2(data71) < 1){
const err254 = {instancePath:instancePath+"/theme/fontSize/xxlarge",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err254];
}
else {
vErrors.push(err254);
}
errors++;
}
if(!pattern7.test(data71)){
const err255 = {instancePath:instancePath+"/theme/fontSize/xxlarge",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err255];
}
else {
vErrors.push(err255);
}
errors++;
}
}
else {
const err256 = {instancePath:instancePath+"/theme/fontSize/xxlarge",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err256];
}
else {
vErrors.push(err256);
}
errors++;
}
}
}
else {
const err257 = {instancePath:instancePath+"/theme/fontSize",schemaPath:"#/properties/theme/properties/fontSize/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err257];
}
else {
vErrors.push(err257);
}
errors++;
}
}
if(data8.fontWeight !== undefined){
let data72 = data8.fontWeight;
if(data72 && typeof data72 == "object" && !Array.isArray(data72)){
for(const key9 in data72){
if(!(((key9 === "regular") || (key9 === "medium")) || (key9 === "strong"))){
const err258 = {instancePath:instancePath+"/theme/fontWeight",schemaPath:"#/properties/theme/properties/fontWeight/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err258];
}
else {
vErrors.push(err258);
}
errors++;
}
}
if(data72.regular !== undefined){
let data73 = data72.regular;
if(typeof data73 === "string"){
if(func2(data73) > 200){
const err259 = {instancePath:instancePath+"/theme/fontWeight/regular",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err259];
}
else {
vErrors.push(err259);
}
errors++;
}
if(func2(data73) < 1){
const err260 = {instancePath:instancePath+"/theme/fontWeight/regular",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err260];
}
else {
vErrors.push(err260);
}
errors++;
}
if(!pattern7.test(data73)){
const err261 = {instancePath:instancePath+"/theme/fontWeight/regular",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err261];
}
else {
vErrors.push(err261);
}
errors++;
}
}
else {
const err262 = {instancePath:instancePath+"/theme/fontWeight/regular",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err262];
}
else {
vErrors.push(err262);
}
errors++;
}
}
if(data72.medium !== undefined){
let data74 = data72.medium;
if(typeof data74 === "string"){
if(func2(data74) > 200){
const err263 = {instancePath:instancePath+"/theme/fontWeight/medium",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err263];
}
else {
vErrors.push(err263);
}
errors++;
}
if(func2(data74) < 1){
const err264 = {instancePath:instancePath+"/theme/fontWeight/medium",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err264];
}
else {
vErrors.push(err264);
}
errors++;
}
if(!pattern7.test(data74)){
const err265 = {instancePath:instancePath+"/theme/fontWeight/medium",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err265];
}
else {
vErrors.push(err265);
}
errors++;
}
}
else {
const err266 = {instancePath:instancePath+"/theme/fontWeight/medium",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err266];
}
else {
vErrors.push(err266);
}
errors++;
}
}
if(data72.strong !== undefined){
let data75 = data72.strong;
if(typeof data75 === "string"){
if(func2(data75) > 200){
const err267 = {instancePath:instancePath+"/theme/fontWeight/strong",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err267];
}
else {
vErrors.push(err267);
}
errors++;
}
if(func2(data75) < 1){
const err268 = {instancePath:instancePath+"/theme/fontWeight/strong",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err268];
}
else {
vErrors.push(err268);
}
errors++;
}
if(!pattern7.test(data75)){
const err269 = {instancePath:instancePath+"/theme/fontWeight/strong",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err269];
}
else {
vErrors.push(err269);
}
errors++;
}
}
else {
const err270 = {instancePath:instancePath+"/theme/fontWeight/strong",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err270];
}
else {
vErrors.push(err270);
}
errors++;
}
}
}
else {
const err271 = {instancePath:instancePath+"/theme/fontWeight",schemaPath:"#/properties/theme/properties/fontWeight/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err271];
}
else {
vErrors.push(err271);
}
errors++;
}
}
if(data8.lineHeight !== undefined){
let data76 = data8.lineHeight;
if(data76 && typeof data76 == "object" && !Array.isArray(data76)){
for(const key10 in data76){
if(!((key10 === "tight") || (key10 === "standard"))){
const err272 = {instancePath:instancePath+"/theme/lineHeight",schemaPath:"#/properties/theme/properties/lineHeight/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err272];
}
else {
vErrors.push(err272);
}
errors++;
}
}
if(data76.tight !== undefined){
let data77 = data76.tight;
if(typeof data77 === "string"){
if(func2(data77) > 200){
const err273 = {instancePath:instancePath+"/theme/lineHeight/tight",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err273];
}
else {
vErrors.push(err273);
}
errors++;
}
if(func2(data77) < 1){
const err274 = {instancePath:instancePath+"/theme/lineHeight/tight",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err274];
}
else {
vErrors.push(err274);
}
errors++;
}
if(!pattern7.test(data77)){
const err275 = {instancePath:instancePath+"/theme/lineHeight/tight",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err275];
}
else {
vErrors.push(err275);
}
errors++;
}
}
else {
const err276 = {instancePath:instancePath+"/theme/lineHeight/tight",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err276];
}
else {
vErrors.push(err276);
}
errors++;
}
}
if(data76.standard !== undefined){
let data78 = data76.standard;
if(typeof data78 === "string"){
if(func2(data78) > 200){
const err277 = {instancePath:instancePath+"/theme/lineHeight/standard",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err277];
}
else {
vErrors.push(err277);
}
errors++;
}
if(func2(data78) < 1){
const err278 = {instancePath:instancePath+"/theme/lineHeight/standard",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err278];
}
else {
vErrors.push(err278);
}
errors++;
}
if(!pattern7.test(data78)){
const err279 = {instancePath:instancePath+"/theme/lineHeight/standard",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err279];
}
else {
vErrors.push(err279);
}
errors++;
}
}
else {
const err280 = {instancePath:instancePath+"/theme/lineHeight/standard",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err280];
}
else {
vErrors.push(err280);
}
errors++;
}
}
}
else {
const err281 = {instancePath:instancePath+"/theme/lineHeight",schemaPath:"#/properties/theme/properties/lineHeight/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err281];
}
else {
vErrors.push(err281);
}
errors++;
}
}
if(data8.shadow !== undefined){
let data79 = data8.shadow;
if(data79 && typeof data79 == "object" && !Array.isArray(data79)){
for(const key11 in data79){
if(!(((key11 === "small") || (key11 === "medium")) || (key11 === "large"))){
const err282 = {instancePath:instancePath+"/theme/shadow",schemaPath:"#/properties/theme/properties/shadow/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err282];
}
else {
vErrors.push(err282);
}
errors++;
}
}
if(data79.small !== undefined){
let data80 = data79.small;
if(typeof data80 === "string"){
if(func2(data80) > 200){
const err283 = {instancePath:instancePath+"/theme/shadow/small",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err283];
}
else {
vErrors.push(err283);
}
errors++;
}
if(func2(data80) < 1){
const err284 = {instancePath:instancePath+"/theme/shadow/small",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err284];
}
else {
vErrors.push(err284);
}
errors++;
}
if(!pattern7.test(data80)){
const err285 = {instancePath:instancePath+"/theme/shadow/small",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err285];
}
else {
vErrors.push(err285);
}
errors++;
}
}
else {
const err286 = {instancePath:instancePath+"/theme/shadow/small",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err286];
}
else {
vErrors.push(err286);
}
errors++;
}
}
if(data79.medium !== undefined){
let data81 = data79.medium;
if(typeof data81 === "string"){
if(func2(data81) > 200){
const err287 = {instancePath:instancePath+"/theme/shadow/medium",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err287];
}
else {
vErrors.push(err287);
}
errors++;
}
if(func2(data81) < 1){
const err288 = {instancePath:instancePath+"/theme/shadow/medium",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err288];
}
else {
vErrors.push(err288);
}
errors++;
}
if(!pattern7.test(data81)){
const err289 = {instancePath:instancePath+"/theme/shadow/medium",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err289];
}
else {
vErrors.push(err289);
}
errors++;
}
}
else {
const err290 = {instancePath:instancePath+"/theme/shadow/medium",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err290];
}
else {
vErrors.push(err290);
}
errors++;
}
}
if(data79.large !== undefined){
let data82 = data79.large;
if(typeof data82 === "string"){
if(func2(data82) > 200){
const err291 = {instancePath:instancePath+"/theme/shadow/large",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err291];
}
else {
vErrors.push(err291);
}
errors++;
}
if(func2(data82) < 1){
const err292 = {instancePath:instancePath+"/theme/shadow/large",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err292];
}
else {
vErrors.push(err292);
}
errors++;
}
if(!pattern7.test(data82)){
const err293 = {instancePath:instancePath+"/theme/shadow/large",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err293];
}
else {
vErrors.push(err293);
}
errors++;
}
}
else {
const err294 = {instancePath:instancePath+"/theme/shadow/large",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err294];
}
else {
vErrors.push(err294);
}
errors++;
}
}
}
else {
const err295 = {instancePath:instancePath+"/theme/shadow",schemaPath:"#/properties/theme/properties/shadow/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err295];
}
else {
vErrors.push(err295);
}
errors++;
}
}
if(data8.zIndex !== undefined){
let data83 = data8.zIndex;
if(data83 && typeof data83 == "object" && !Array.isArray(data83)){
for(const key12 in data83){
if(!((((((key12 === "base") || (key12 === "sticky")) || (key12 === "header")) || (key12 === "overlay")) || (key12 === "toast")) || (key12 === "loading"))){
const err296 = {instancePath:instancePath+"/theme/zIndex",schemaPath:"#/properties/theme/properties/zIndex/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err296];
}
else {
vErrors.push(err296);
}
errors++;
}
}
if(data83.base !== undefined){
let data84 = data83.base;
if(typeof data84 === "string"){
if(func2(data84) > 200){
const err297 = {instancePath:instancePath+"/theme/zIndex/base",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err297];
}
else {
vErrors.push(err297);
}
errors++;
}
if(func2(data84) < 1){
const err298 = {instancePath:instancePath+"/theme/zIndex/base",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err298];
}
else {
vErrors.push(err298);
}
errors++;
}
if(!pattern7.test(data84)){
const err299 = {instancePath:instancePath+"/theme/zIndex/base",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err299];
}
else {
vErrors.push(err299);
}
errors++;
}
}
else {
const err300 = {instancePath:instancePath+"/theme/zIndex/base",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err300];
}
else {
vErrors.push(err300);
}
errors++;
}
}
if(data83.sticky !== undefined){
let data85 = data83.sticky;
if(typeof data85 === "string"){
if(func2(data85) > 200){
const err301 = {instancePath:instancePath+"/theme/zIndex/sticky",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err301];
}
else {
vErrors.push(err301);
}
errors++;
}
if(func2(data85) < 1){
const err302 = {instancePath:instancePath+"/theme/zIndex/sticky",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err302];
}
else {
vErrors.push(err302);
}
errors++;
}
if(!pattern7.test(data85)){
const err303 = {instancePath:instancePath+"/theme/zIndex/sticky",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err303];
}
else {
vErrors.push(err303);
}
errors++;
}
}
else {
const err304 = {instancePath:instancePath+"/theme/zIndex/sticky",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err304];
}
else {
vErrors.push(err304);
}
errors++;
}
}
if(data83.header !== undefined){
let data86 = data83.header;
if(typeof data86 === "string"){
if(func2(data86) > 200){
const err305 = {instancePath:instancePath+"/theme/zIndex/header",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err305];
}
else {
vErrors.push(err305);
}
errors++;
}
if(func2(data86) < 1){
const err306 = {instancePath:instancePath+"/theme/zIndex/header",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err306];
}
else {
vErrors.push(err306);
}
errors++;
}
if(!pattern7.test(data86)){
const err307 = {instancePath:instancePath+"/theme/zIndex/header",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err307];
}
else {
vErrors.push(err307);
}
errors++;
}
}
else {
const err308 = {instancePath:instancePath+"/theme/zIndex/header",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err308];
}
else {
vErrors.push(err308);
}
errors++;
}
}
if(data83.overlay !== undefined){
let data87 = data83.overlay;
if(typeof data87 === "string"){
if(func2(data87) > 200){
const err309 = {instancePath:instancePath+"/theme/zIndex/overlay",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err309];
}
else {
vErrors.push(err309);
}
errors++;
}
if(func2(data87) < 1){
const err310 = {instancePath:instancePath+"/theme/zIndex/overlay",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err310];
}
else {
vErrors.push(err310);
}
errors++;
}
if(!pattern7.test(data87)){
const err311 = {instancePath:instancePath+"/theme/zIndex/overlay",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err311];
}
else {
vErrors.push(err311);
}
errors++;
}
}
else {
const err312 = {instancePath:instancePath+"/theme/zIndex/overlay",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err312];
}
else {
vErrors.push(err312);
}
errors++;
}
}
if(data83.toast !== undefined){
let data88 = data83.toast;
if(typeof data88 === "string"){
if(func2(data88) > 200){
const err313 = {instancePath:instancePath+"/theme/zIndex/toast",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err313];
}
else {
vErrors.push(err313);
}
errors++;
}
if(func2(data88) < 1){
const err314 = {instancePath:instancePath+"/theme/zIndex/toast",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err314];
}
else {
vErrors.push(err314);
}
errors++;
}
if(!pattern7.test(data88)){
const err315 = {instancePath:instancePath+"/theme/zIndex/toast",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err315];
}
else {
vErrors.push(err315);
}
errors++;
}
}
else {
const err316 = {instancePath:instancePath+"/theme/zIndex/toast",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err316];
}
else {
vErrors.push(err316);
}
errors++;
}
}
if(data83.loading !== undefined){
let data89 = data83.loading;
if(typeof data89 === "string"){
if(func2(data89) > 200){
const err317 = {instancePath:instancePath+"/theme/zIndex/loading",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err317];
}
else {
vErrors.push(err317);
}
errors++;
}
if(func2(data89) < 1){
const err318 = {instancePath:instancePath+"/theme/zIndex/loading",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err318];
}
else {
vErrors.push(err318);
}
errors++;
}
if(!pattern7.test(data89)){
const err319 = {instancePath:instancePath+"/theme/zIndex/loading",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err319];
}
else {
vErrors.push(err319);
}
errors++;
}
}
else {
const err320 = {instancePath:instancePath+"/theme/zIndex/loading",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err320];
}
else {
vErrors.push(err320);
}
errors++;
}
}
}
else {
const err321 = {instancePath:instancePath+"/theme/zIndex",schemaPath:"#/properties/theme/properties/zIndex/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err321];
}
else {
vErrors.push(err321);
}
errors++;
}
}
if(data8.motion !== undefined){
let data90 = data8.motion;
if(data90 && typeof data90 == "object" && !Array.isArray(data90)){
for(const key13 in data90){
if(!(((((((key13 === "durationFast") || (key13 === "durationStandard")) || (key13 === "durationSpinnerFade")) || (key13 === "durationNotificationRemoval")) || (key13 === "easingStandard")) || (key13 === "easingEnter")) || (key13 === "easingExit"))){
const err322 = {instancePath:instancePath+"/theme/motion",schemaPath:"#/properties/theme/properties/motion/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err322];
}
else {
vErrors.push(err322);
}
errors++;
}
}
if(data90.durationFast !== undefined){
let data91 = data90.durationFast;
if(typeof data91 === "string"){
if(func2(data91) > 200){
const err323 = {instancePath:instancePath+"/theme/motion/durationFast",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err323];
}
else {
vErrors.push(err323);
}
errors++;
}
if(func2(data91) < 1){
const err324 = {instancePath:instancePath+"/theme/motion/durationFast",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err324];
}
else {
vErrors.push(err324);
}
errors++;
}
if(!pattern7.test(data91)){
const err325 = {instancePath:instancePath+"/theme/motion/durationFast",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err325];
}
else {
vErrors.push(err325);
}
errors++;
}
}
else {
const err326 = {instancePath:instancePath+"/theme/motion/durationFast",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err326];
}
else {
vErrors.push(err326);
}
errors++;
}
}
if(data90.durationStandard !== undefined){
let data92 = data90.durationStandard;
if(typeof data92 === "string"){
if(func2(data92) > 200){
const err327 = {instancePath:instancePath+"/theme/motion/durationStandard",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err327];
}
else {
vErrors.push(err327);
}
errors++;
}
if(func2(data92) < 1){
const err328 = {instancePath:instancePath+"/theme/motion/durationStandard",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err328];
}
else {
vErrors.push(err328);
}
errors++;
}
if(!pattern7.test(data92)){
const err329 = {instancePath:instancePath+"/theme/motion/durationStandard",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err329];
}
else {
vErrors.push(err329);
}
errors++;
}
}
else {
const err330 = {instancePath:instancePath+"/theme/motion/durationStandard",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err330];
}
else {
vErrors.push(err330);
}
errors++;
}
}
if(data90.durationSpinnerFade !== undefined){
let data93 = data90.durationSpinnerFade;
if(typeof data93 === "string"){
if(func2(data93) > 200){
const err331 = {instancePath:instancePath+"/theme/motion/durationSpinnerFade",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err331];
}
else {
vErrors.push(err331);
}
errors++;
}
if(func2(data93) < 1){
const err332 = {instancePath:instancePath+"/theme/motion/durationSpinnerFade",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err332];
}
else {
vErrors.push(err332);
}
errors++;
}
if(!pattern7.test(data93)){
const err333 = {instancePath:instancePath+"/theme/motion/durationSpinnerFade",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err333];
}
else {
vErrors.push(err333);
}
errors++;
}
}
else {
const err334 = {instancePath:instancePath+"/theme/motion/durationSpinnerFade",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err334];
}
else {
vErrors.push(err334);
}
errors++;
}
}
if(data90.durationNotificationRemoval !== undefined){
let data94 = data90.durationNotificationRemoval;
if(typeof data94 === "string"){
if(func2(data94) > 200){
const err335 = {instancePath:instancePath+"/theme/motion/durationNotificationRemoval",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err335];
}
else {
vErrors.push(err335);
}
errors++;
}
if(func2(data94) < 1){
const err336 = {instancePath:instancePath+"/theme/motion/durationNotificationRemoval",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err336];
}
else {
vErrors.push(err336);
}
errors++;
}
if(!pattern7.test(data94)){
const err337 = {instancePath:instancePath+"/theme/motion/durationNotificationRemoval",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err337];
}
else {
vErrors.push(err337);
}
errors++;
}
}
else {
const err338 = {instancePath:instancePath+"/theme/motion/durationNotificationRemoval",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err338];
}
else {
vErrors.push(err338);
}
errors++;
}
}
if(data90.easingStandard !== undefined){
let data95 = data90.easingStandard;
if(typeof data95 === "string"){
if(func2(data95) > 200){
const err339 = {instancePath:instancePath+"/theme/motion/easingStandard",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err339];
}
else {
vErrors.push(err339);
}
errors++;
}
if(func2(data95) < 1){
const err340 = {instancePath:instancePath+"/theme/motion/easingStandard",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err340];
}
else {
vErrors.push(err340);
}
errors++;
}
if(!pattern7.test(data95)){
const err341 = {instancePath:instancePath+"/theme/motion/easingStandard",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err341];
}
else {
vErrors.push(err341);
}
errors++;
}
}
else {
const err342 = {instancePath:instancePath+"/theme/motion/easingStandard",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err342];
}
else {
vErrors.push(err342);
}
errors++;
}
}
if(data90.easingEnter !== undefined){
let data96 = data90.easingEnter;
if(typeof data96 === "string"){
if(func2(data96) > 200){
const err343 = {instancePath:instancePath+"/theme/motion/easingEnter",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err343];
}
else {
vErrors.push(err343);
}
errors++;
}
if(func2(data96) < 1){
const err344 = {instancePath:instancePath+"/theme/motion/easingEnter",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err344];
}
else {
vErrors.push(err344);
}
errors++;
}
if(!pattern7.test(data96)){
const err345 = {instancePath:instancePath+"/theme/motion/easingEnter",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err345];
}
else {
vErrors.push(err345);
}
errors++;
}
}
else {
const err346 = {instancePath:instancePath+"/theme/motion/easingEnter",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err346];
}
else {
vErrors.push(err346);
}
errors++;
}
}
if(data90.easingExit !== undefined){
let data97 = data90.easingExit;
if(typeof data97 === "string"){
if(func2(data97) > 200){
const err347 = {instancePath:instancePath+"/theme/motion/easingExit",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err347];
}
else {
vErrors.push(err347);
}
errors++;
}
if(func2(data97) < 1){
const err348 = {instancePath:instancePath+"/theme/motion/easingExit",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err348];
}
else {
vErrors.push(err348);
}
errors++;
}
if(!pattern7.test(data97)){
const err349 = {instancePath:instancePath+"/theme/motion/easingExit",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err349];
}
else {
vErrors.push(err349);
}
errors++;
}
}
else {
const err350 = {instancePath:instancePath+"/theme/motion/easingExit",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err350];
}
else {
vErrors.push(err350);
}
errors++;
}
}
}
else {
const err351 = {instancePath:instancePath+"/theme/motion",schemaPath:"#/properties/theme/properties/motion/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err351];
}
else {
vErrors.push(err351);
}
errors++;
}
}
if(data8.size !== undefined){
let data98 = data8.size;
if(data98 && typeof data98 == "object" && !Array.isArray(data98)){
for(const key14 in data98){
if(!((((key14 === "touchTarget") || (key14 === "iconSmall")) || (key14 === "iconStandard")) || (key14 === "iconLarge"))){
const err352 = {instancePath:instancePath+"/theme/size",schemaPath:"#/properties/theme/properties/size/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key14},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err352];
}
else {
vErrors.push(err352);
}
errors++;
}
}
if(data98.touchTarget !== undefined){
let data99 = data98.touchTarget;
if(typeof data99 === "string"){
if(func2(data99) > 200){
const err353 = {instancePath:instancePath+"/theme/size/touchTarget",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err353];
}
else {
vErrors.push(err353);
}
errors++;
}
if(func2(data99) < 1){
const err354 = {instancePath:instancePath+"/theme/size/touchTarget",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err354];
}
else {
vErrors.push(err354);
}
errors++;
}
if(!pattern7.test(data99)){
const err355 = {instancePath:instancePath+"/theme/size/touchTarget",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err355];
}
else {
vErrors.push(err355);
}
errors++;
}
}
else {
const err356 = {instancePath:instancePath+"/theme/size/touchTarget",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err356];
}
else {
vErrors.push(err356);
}
errors++;
}
}
if(data98.iconSmall !== undefined){
let data100 = data98.iconSmall;
if(typeof data100 === "string"){
if(func2(data100) > 200){
const err357 = {instancePath:instancePath+"/theme/size/iconSmall",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err357];
}
else {
vErrors.push(err357);
}
errors++;
}
if(func2(data100) < 1){
const err358 = {instancePath:instancePath+"/theme/size/iconSmall",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err358];
}
else {
vErrors.push(err358);
}
errors++;
}
if(!pattern7.test(data100)){
const err359 = {instancePath:instancePath+"/theme/size/iconSmall",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err359];
}
else {
vErrors.push(err359);
}
errors++;
}
}
else {
const err360 = {instancePath:instancePath+"/theme/size/iconSmall",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err360];
}
else {
vErrors.push(err360);
}
errors++;
}
}
if(data98.iconStandard !== undefined){
let data101 = data98.iconStandard;
if(typeof data101 === "string"){
if(func2(data101) > 200){
const err361 = {instancePath:instancePath+"/theme/size/iconStandard",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err361];
}
else {
vErrors.push(err361);
}
errors++;
}
if(func2(data101) < 1){
const err362 = {instancePath:instancePath+"/theme/size/iconStandard",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err362];
}
else {
vErrors.push(err362);
}
errors++;
}
if(!pattern7.test(data101)){
const err363 = {instancePath:instancePath+"/theme/size/iconStandard",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err363];
}
else {
vErrors.push(err363);
}
errors++;
}
}
else {
const err364 = {instancePath:instancePath+"/theme/size/iconStandard",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err364];
}
else {
vErrors.push(err364);
}
errors++;
}
}
if(data98.iconLarge !== undefined){
let data102 = data98.iconLarge;
if(typeof data102 === "string"){
if(func2(data102) > 200){
const err365 = {instancePath:instancePath+"/theme/size/iconLarge",schemaPath:"#/$defs/cssValue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err365];
}
else {
vErrors.push(err365);
}
errors++;
}
if(func2(data102) < 1){
const err366 = {instancePath:instancePath+"/theme/size/iconLarge",schemaPath:"#/$defs/cssValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err366];
}
else {
vErrors.push(err366);
}
errors++;
}
if(!pattern7.test(data102)){
const err367 = {instancePath:instancePath+"/theme/size/iconLarge",schemaPath:"#/$defs/cssValue/pattern",keyword:"pattern",params:{pattern: "^[^;{}<>]*$"},message:"must match pattern \""+"^[^;{}<>]*$"+"\""};
if(vErrors === null){
vErrors = [err367];
}
else {
vErrors.push(err367);
}
errors++;
}
}
else {
const err368 = {instancePath:instancePath+"/theme/size/iconLarge",schemaPath:"#/$defs/cssValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err368];
}
else {
vErrors.push(err368);
}
errors++;
}
}
}
else {
const err369 = {instancePath:instancePath+"/theme/size",schemaPath:"#/properties/theme/properties/size/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err369];
}
else {
vErrors.push(err369);
}
errors++;
}
}
}
else {
const err370 = {instancePath:instancePath+"/theme",schemaPath:"#/properties/theme/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err370];
}
else {
vErrors.push(err370);
}
errors++;
}
if(data.languages !== undefined){
let data103 = data.languages;
if(data103 && typeof data103 == "object" && !Array.isArray(data103)){
if(data103.default === undefined){
data103.default = "es-es";
}
if(data103.enabled === undefined){
const err371 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/required",keyword:"required",params:{missingProperty: "enabled"},message:"must have required property '"+"enabled"+"'"};
if(vErrors === null){
vErrors = [err371];
}
else {
vErrors.push(err371);
}
errors++;
}
for(const key15 in data103){
if(!((key15 === "enabled") || (key15 === "default"))){
const err372 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err372];
}
else {
vErrors.push(err372);
}
errors++;
}
}
if(data103.enabled !== undefined){
let data104 = data103.enabled;
if(Array.isArray(data104)){
if(data104.length < 1){
const err373 = {instancePath:instancePath+"/languages/enabled",schemaPath:"#/properties/languages/properties/enabled/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err373];
}
else {
vErrors.push(err373);
}
errors++;
}
const len0 = data104.length;
for(let i0=0; i0<len0; i0++){
let data105 = data104[i0];
if(typeof data105 !== "string"){
const err374 = {instancePath:instancePath+"/languages/enabled/" + i0,schemaPath:"#/$defs/languageCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err374];
}
else {
vErrors.push(err374);
}
errors++;
}
if(!(((data105 === "es-es") || (data105 === "en-US")) || (data105 === "pt-PT"))){
const err375 = {instancePath:instancePath+"/languages/enabled/" + i0,schemaPath:"#/$defs/languageCode/enum",keyword:"enum",params:{allowedValues: schema33.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err375];
}
else {
vErrors.push(err375);
}
errors++;
}
}
let i1 = data104.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data104[i1], data104[j0])){
const err376 = {instancePath:instancePath+"/languages/enabled",schemaPath:"#/properties/languages/properties/enabled/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err376];
}
else {
vErrors.push(err376);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err377 = {instancePath:instancePath+"/languages/enabled",schemaPath:"#/properties/languages/properties/enabled/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err377];
}
else {
vErrors.push(err377);
}
errors++;
}
}
let data106 = data103.default;
if(typeof data106 !== "string"){
const err378 = {instancePath:instancePath+"/languages/default",schemaPath:"#/$defs/languageCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err378];
}
else {
vErrors.push(err378);
}
errors++;
}
if(!(((data106 === "es-es") || (data106 === "en-US")) || (data106 === "pt-PT"))){
const err379 = {instancePath:instancePath+"/languages/default",schemaPath:"#/$defs/languageCode/enum",keyword:"enum",params:{allowedValues: schema33.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err379];
}
else {
vErrors.push(err379);
}
errors++;
}
}
else {
const err380 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err380];
}
else {
vErrors.push(err380);
}
errors++;
}
}
if(data.currencies !== undefined){
let data107 = data.currencies;
if(data107 && typeof data107 == "object" && !Array.isArray(data107)){
if(data107.symbols === undefined){
data107.symbols = {};
}
if(data107.enabled === undefined){
const err381 = {instancePath:instancePath+"/currencies",schemaPath:"#/properties/currencies/required",keyword:"required",params:{missingProperty: "enabled"},message:"must have required property '"+"enabled"+"'"};
if(vErrors === null){
vErrors = [err381];
}
else {
vErrors.push(err381);
}
errors++;
}
if(data107.default === undefined){
const err382 = {instancePath:instancePath+"/currencies",schemaPath:"#/properties/currencies/required",keyword:"required",params:{missingProperty: "default"},message:"must have required property '"+"default"+"'"};
if(vErrors === null){
vErrors = [err382];
}
else {
vErrors.push(err382);
}
errors++;
}
for(const key16 in data107){
if(!(((key16 === "enabled") || (key16 === "default")) || (key16 === "symbols"))){
const err383 = {instancePath:instancePath+"/currencies",schemaPath:"#/properties/currencies/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err383];
}
else {
vErrors.push(err383);
}
errors++;
}
}
if(data107.enabled !== undefined){
let data108 = data107.enabled;
if(Array.isArray(data108)){
if(data108.length < 1){
const err384 = {instancePath:instancePath+"/currencies/enabled",schemaPath:"#/properties/currencies/properties/enabled/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err384];
}
else {
vErrors.push(err384);
}
errors++;
}
const len1 = data108.length;
for(let i2=0; i2<len1; i2++){
if(!(validate23(data108[i2], {instancePath:instancePath+"/currencies/enabled/" + i2,parentData:data108,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
let i3 = data108.length;
let j1;
if(i3 > 1){
outer1:
for(;i3--;){
for(j1 = i3; j1--;){
if(func0(data108[i3], data108[j1])){
const err385 = {instancePath:instancePath+"/currencies/enabled",schemaPath:"#/properties/currencies/properties/enabled/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)"};
if(vErrors === null){
vErrors = [err385];
}
else {
vErrors.push(err385);
}
errors++;
break outer1;
}
}
}
}
}
else {
const err386 = {instancePath:instancePath+"/currencies/enabled",schemaPath:"#/properties/currencies/properties/enabled/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err386];
}
else {
vErrors.push(err386);
}
errors++;
}
}
if(data107.default !== undefined){
if(!(validate23(data107.default, {instancePath:instancePath+"/currencies/default",parentData:data107,parentDataProperty:"default",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
let data111 = data107.symbols;
if(data111 && typeof data111 == "object" && !Array.isArray(data111)){
for(const key17 in data111){
const _errs324 = errors;
if(typeof key17 === "string"){
if(!pattern88.test(key17)){
const err387 = {instancePath:instancePath+"/currencies/symbols",schemaPath:"#/$defs/currencyCode/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\"",propertyName:key17};
if(vErrors === null){
vErrors = [err387];
}
else {
vErrors.push(err387);
}
errors++;
}
}
else {
const err388 = {instancePath:instancePath+"/currencies/symbols",schemaPath:"#/$defs/currencyCode/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key17};
if(vErrors === null){
vErrors = [err388];
}
else {
vErrors.push(err388);
}
errors++;
}
var valid108 = _errs324 === errors;
if(!valid108){
const err389 = {instancePath:instancePath+"/currencies/symbols",schemaPath:"#/properties/currencies/properties/symbols/propertyNames",keyword:"propertyNames",params:{propertyName: key17},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err389];
}
else {
vErrors.push(err389);
}
errors++;
}
}
for(const key18 in data111){
let data112 = data111[key18];
if(typeof data112 === "string"){
if(func2(data112) > 4){
const err390 = {instancePath:instancePath+"/currencies/symbols/" + key18.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/currencies/properties/symbols/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 4},message:"must NOT have more than 4 characters"};
if(vErrors === null){
vErrors = [err390];
}
else {
vErrors.push(err390);
}
errors++;
}
if(func2(data112) < 1){
const err391 = {instancePath:instancePath+"/currencies/symbols/" + key18.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/currencies/properties/symbols/additionalProperties/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err391];
}
else {
vErrors.push(err391);
}
errors++;
}
}
else {
const err392 = {instancePath:instancePath+"/currencies/symbols/" + key18.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/currencies/properties/symbols/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err392];
}
else {
vErrors.push(err392);
}
errors++;
}
}
}
else {
const err393 = {instancePath:instancePath+"/currencies/symbols",schemaPath:"#/properties/currencies/properties/symbols/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err393];
}
else {
vErrors.push(err393);
}
errors++;
}
}
else {
const err394 = {instancePath:instancePath+"/currencies",schemaPath:"#/properties/currencies/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err394];
}
else {
vErrors.push(err394);
}
errors++;
}
}
let data113 = data.odds;
if(data113 && typeof data113 == "object" && !Array.isArray(data113)){
if(data113.defaultFormat === undefined){
data113.defaultFormat = 0;
}
for(const key19 in data113){
if(!(key19 === "defaultFormat")){
const err395 = {instancePath:instancePath+"/odds",schemaPath:"#/properties/odds/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key19},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err395];
}
else {
vErrors.push(err395);
}
errors++;
}
}
let data114 = data113.defaultFormat;
if(!(((typeof data114 == "number") && (!(data114 % 1) && !isNaN(data114))) && (isFinite(data114)))){
const err396 = {instancePath:instancePath+"/odds/defaultFormat",schemaPath:"#/properties/odds/properties/defaultFormat/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err396];
}
else {
vErrors.push(err396);
}
errors++;
}
if(!(((data114 === 0) || (data114 === 1)) || (data114 === 2))){
const err397 = {instancePath:instancePath+"/odds/defaultFormat",schemaPath:"#/properties/odds/properties/defaultFormat/enum",keyword:"enum",params:{allowedValues: schema31.properties.odds.properties.defaultFormat.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err397];
}
else {
vErrors.push(err397);
}
errors++;
}
}
else {
const err398 = {instancePath:instancePath+"/odds",schemaPath:"#/properties/odds/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err398];
}
else {
vErrors.push(err398);
}
errors++;
}
let data115 = data.bannedProviders;
if(Array.isArray(data115)){
const len2 = data115.length;
for(let i4=0; i4<len2; i4++){
let data116 = data115[i4];
if(typeof data116 !== "string"){
const err399 = {instancePath:instancePath+"/bannedProviders/" + i4,schemaPath:"#/$defs/providerKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err399];
}
else {
vErrors.push(err399);
}
errors++;
}
if(!((((((((((((((((((data116 === "bc") || (data116 === "digitain")) || (data116 === "slots")) || (data116 === "liveCasino")) || (data116 === "universalrace")) || (data116 === "softgaming-slots")) || (data116 === "outcome")) || (data116 === "pragmatic")) || (data116 === "evolution")) || (data116 === "pragmaticLive")) || (data116 === "goldenrace")) || (data116 === "betradar")) || (data116 === "tvbet")) || (data116 === "inbet")) || (data116 === "fiable")) || (data116 === "betgames")) || (data116 === "ezugi")) || (data116 === "twentyone"))){
const err400 = {instancePath:instancePath+"/bannedProviders/" + i4,schemaPath:"#/$defs/providerKey/enum",keyword:"enum",params:{allowedValues: schema122.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err400];
}
else {
vErrors.push(err400);
}
errors++;
}
}
let i5 = data115.length;
let j2;
if(i5 > 1){
outer2:
for(;i5--;){
for(j2 = i5; j2--;){
if(func0(data115[i5], data115[j2])){
const err401 = {instancePath:instancePath+"/bannedProviders",schemaPath:"#/properties/bannedProviders/uniqueItems",keyword:"uniqueItems",params:{i: i5, j: j2},message:"must NOT have duplicate items (items ## "+j2+" and "+i5+" are identical)"};
if(vErrors === null){
vErrors = [err401];
}
else {
vErrors.push(err401);
}
errors++;
break outer2;
}
}
}
}
}
else {
const err402 = {instancePath:instancePath+"/bannedProviders",schemaPath:"#/properties/bannedProviders/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err402];
}
else {
vErrors.push(err402);
}
errors++;
}
let data117 = data.features;
if(data117 && typeof data117 == "object" && !Array.isArray(data117)){
if(data117.sports === undefined){
data117.sports = true;
}
if(data117.live === undefined){
data117.live = true;
}
if(data117.esports === undefined){
data117.esports = true;
}
if(data117.betslip === undefined){
data117.betslip = true;
}
if(data117.betHistory === undefined){
data117.betHistory = true;
}
if(data117.results === undefined){
data117.results = true;
}
if(data117.toto === undefined){
data117.toto = true;
}
if(data117.casino === undefined){
data117.casino = true;
}
if(data117.liveCasino === undefined){
data117.liveCasino = true;
}
if(data117.virtualGames === undefined){
data117.virtualGames = true;
}
if(data117.crashGames === undefined){
data117.crashGames = true;
}
if(data117.horseRaces === undefined){
data117.horseRaces = true;
}
if(data117.embeddedSportsbooks === undefined){
data117.embeddedSportsbooks = true;
}
if(data117.tvBet === undefined){
data117.tvBet = true;
}
if(data117.account === undefined){
data117.account = true;
}
if(data117.payments === undefined){
data117.payments = true;
}
if(data117.promoCodes === undefined){
data117.promoCodes = true;
}
if(data117.freeBets === undefined){
data117.freeBets = true;
}
if(data117.promotions === undefined){
data117.promotions = true;
}
if(data117.flatPages === undefined){
data117.flatPages = true;
}
if(data117.contacts === undefined){
data117.contacts = true;
}
if(data117.downloadApp === undefined){
data117.downloadApp = true;
}
if(data117.jackpots === undefined){
data117.jackpots = true;
}
for(const key20 in data117){
if(!(func1.call(schema31.properties.features.properties, key20))){
const err403 = {instancePath:instancePath+"/features",schemaPath:"#/properties/features/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key20},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err403];
}
else {
vErrors.push(err403);
}
errors++;
}
}
if(typeof data117.sports !== "boolean"){
const err404 = {instancePath:instancePath+"/features/sports",schemaPath:"#/properties/features/properties/sports/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err404];
}
else {
vErrors.push(err404);
}
errors++;
}
if(typeof data117.live !== "boolean"){
const err405 = {instancePath:instancePath+"/features/live",schemaPath:"#/properties/features/properties/live/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err405];
}
else {
vErrors.push(err405);
}
errors++;
}
if(typeof data117.esports !== "boolean"){
const err406 = {instancePath:instancePath+"/features/esports",schemaPath:"#/properties/features/properties/esports/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err406];
}
else {
vErrors.push(err406);
}
errors++;
}
if(typeof data117.betslip !== "boolean"){
const err407 = {instancePath:instancePath+"/features/betslip",schemaPath:"#/properties/features/properties/betslip/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err407];
}
else {
vErrors.push(err407);
}
errors++;
}
if(typeof data117.betHistory !== "boolean"){
const err408 = {instancePath:instancePath+"/features/betHistory",schemaPath:"#/properties/features/properties/betHistory/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err408];
}
else {
vErrors.push(err408);
}
errors++;
}
if(typeof data117.results !== "boolean"){
const err409 = {instancePath:instancePath+"/features/results",schemaPath:"#/properties/features/properties/results/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err409];
}
else {
vErrors.push(err409);
}
errors++;
}
if(typeof data117.toto !== "boolean"){
const err410 = {instancePath:instancePath+"/features/toto",schemaPath:"#/properties/features/properties/toto/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err410];
}
else {
vErrors.push(err410);
}
errors++;
}
if(typeof data117.casino !== "boolean"){
const err411 = {instancePath:instancePath+"/features/casino",schemaPath:"#/properties/features/properties/casino/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err411];
}
else {
vErrors.push(err411);
}
errors++;
}
if(typeof data117.liveCasino !== "boolean"){
const err412 = {instancePath:instancePath+"/features/liveCasino",schemaPath:"#/properties/features/properties/liveCasino/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err412];
}
else {
vErrors.push(err412);
}
errors++;
}
if(typeof data117.virtualGames !== "boolean"){
const err413 = {instancePath:instancePath+"/features/virtualGames",schemaPath:"#/properties/features/properties/virtualGames/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err413];
}
else {
vErrors.push(err413);
}
errors++;
}
if(typeof data117.crashGames !== "boolean"){
const err414 = {instancePath:instancePath+"/features/crashGames",schemaPath:"#/properties/features/properties/crashGames/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err414];
}
else {
vErrors.push(err414);
}
errors++;
}
if(typeof data117.horseRaces !== "boolean"){
const err415 = {instancePath:instancePath+"/features/horseRaces",schemaPath:"#/properties/features/properties/horseRaces/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err415];
}
else {
vErrors.push(err415);
}
errors++;
}
if(typeof data117.embeddedSportsbooks !== "boolean"){
const err416 = {instancePath:instancePath+"/features/embeddedSportsbooks",schemaPath:"#/properties/features/properties/embeddedSportsbooks/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err416];
}
else {
vErrors.push(err416);
}
errors++;
}
if(typeof data117.tvBet !== "boolean"){
const err417 = {instancePath:instancePath+"/features/tvBet",schemaPath:"#/properties/features/properties/tvBet/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err417];
}
else {
vErrors.push(err417);
}
errors++;
}
if(typeof data117.account !== "boolean"){
const err418 = {instancePath:instancePath+"/features/account",schemaPath:"#/properties/features/properties/account/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err418];
}
else {
vErrors.push(err418);
}
errors++;
}
if(typeof data117.payments !== "boolean"){
const err419 = {instancePath:instancePath+"/features/payments",schemaPath:"#/properties/features/properties/payments/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err419];
}
else {
vErrors.push(err419);
}
errors++;
}
if(typeof data117.promoCodes !== "boolean"){
const err420 = {instancePath:instancePath+"/features/promoCodes",schemaPath:"#/properties/features/properties/promoCodes/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err420];
}
else {
vErrors.push(err420);
}
errors++;
}
if(typeof data117.freeBets !== "boolean"){
const err421 = {instancePath:instancePath+"/features/freeBets",schemaPath:"#/properties/features/properties/freeBets/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err421];
}
else {
vErrors.push(err421);
}
errors++;
}
if(typeof data117.promotions !== "boolean"){
const err422 = {instancePath:instancePath+"/features/promotions",schemaPath:"#/properties/features/properties/promotions/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err422];
}
else {
vErrors.push(err422);
}
errors++;
}
if(typeof data117.flatPages !== "boolean"){
const err423 = {instancePath:instancePath+"/features/flatPages",schemaPath:"#/properties/features/properties/flatPages/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err423];
}
else {
vErrors.push(err423);
}
errors++;
}
if(typeof data117.contacts !== "boolean"){
const err424 = {instancePath:instancePath+"/features/contacts",schemaPath:"#/properties/features/properties/contacts/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err424];
}
else {
vErrors.push(err424);
}
errors++;
}
if(typeof data117.downloadApp !== "boolean"){
const err425 = {instancePath:instancePath+"/features/downloadApp",schemaPath:"#/properties/features/properties/downloadApp/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err425];
}
else {
vErrors.push(err425);
}
errors++;
}
if(typeof data117.jackpots !== "boolean"){
const err426 = {instancePath:instancePath+"/features/jackpots",schemaPath:"#/properties/features/properties/jackpots/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err426];
}
else {
vErrors.push(err426);
}
errors++;
}
}
else {
const err427 = {instancePath:instancePath+"/features",schemaPath:"#/properties/features/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err427];
}
else {
vErrors.push(err427);
}
errors++;
}
let data141 = data.menus;
if(data141 && typeof data141 == "object" && !Array.isArray(data141)){
for(const key21 in data141){
if(!((((key21 === "header") || (key21 === "casinoQuickLinks")) || (key21 === "sideMenu")) || (key21 === "profile"))){
const err428 = {instancePath:instancePath+"/menus",schemaPath:"#/properties/menus/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key21},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err428];
}
else {
vErrors.push(err428);
}
errors++;
}
}
if(data141.header !== undefined){
let data142 = data141.header;
if(Array.isArray(data142)){
const len3 = data142.length;
for(let i6=0; i6<len3; i6++){
if(!(validate26(data142[i6], {instancePath:instancePath+"/menus/header/" + i6,parentData:data142,parentDataProperty:i6,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
}
}
else {
const err429 = {instancePath:instancePath+"/menus/header",schemaPath:"#/properties/menus/properties/header/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err429];
}
else {
vErrors.push(err429);
}
errors++;
}
}
if(data141.casinoQuickLinks !== undefined){
let data144 = data141.casinoQuickLinks;
if(Array.isArray(data144)){
const len4 = data144.length;
for(let i7=0; i7<len4; i7++){
if(!(validate26(data144[i7], {instancePath:instancePath+"/menus/casinoQuickLinks/" + i7,parentData:data144,parentDataProperty:i7,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
}
}
else {
const err430 = {instancePath:instancePath+"/menus/casinoQuickLinks",schemaPath:"#/properties/menus/properties/casinoQuickLinks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err430];
}
else {
vErrors.push(err430);
}
errors++;
}
}
if(data141.sideMenu !== undefined){
let data146 = data141.sideMenu;
if(Array.isArray(data146)){
const len5 = data146.length;
for(let i8=0; i8<len5; i8++){
if(!(validate30(data146[i8], {instancePath:instancePath+"/menus/sideMenu/" + i8,parentData:data146,parentDataProperty:i8,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
}
else {
const err431 = {instancePath:instancePath+"/menus/sideMenu",schemaPath:"#/properties/menus/properties/sideMenu/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err431];
}
else {
vErrors.push(err431);
}
errors++;
}
}
if(data141.profile !== undefined){
let data148 = data141.profile;
if(Array.isArray(data148)){
const len6 = data148.length;
for(let i9=0; i9<len6; i9++){
if(!(validate26(data148[i9], {instancePath:instancePath+"/menus/profile/" + i9,parentData:data148,parentDataProperty:i9,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
}
}
else {
const err432 = {instancePath:instancePath+"/menus/profile",schemaPath:"#/properties/menus/properties/profile/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err432];
}
else {
vErrors.push(err432);
}
errors++;
}
}
}
else {
const err433 = {instancePath:instancePath+"/menus",schemaPath:"#/properties/menus/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err433];
}
else {
vErrors.push(err433);
}
errors++;
}
let data150 = data.limits;
if(data150 && typeof data150 == "object" && !Array.isArray(data150)){
if(data150.bets === undefined){
data150.bets = {};
}
if(data150.payment === undefined){
data150.payment = {};
}
if(data150.freeBet === undefined){
data150.freeBet = {};
}
if(data150.bonus === undefined){
data150.bonus = {};
}
for(const key22 in data150){
if(!((((key22 === "bets") || (key22 === "payment")) || (key22 === "freeBet")) || (key22 === "bonus"))){
const err434 = {instancePath:instancePath+"/limits",schemaPath:"#/properties/limits/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key22},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err434];
}
else {
vErrors.push(err434);
}
errors++;
}
}
let data151 = data150.bets;
if(data151 && typeof data151 == "object" && !Array.isArray(data151)){
if(data151.default === undefined){
data151.default = 50;
}
if(data151.min === undefined){
data151.min = 1;
}
if(data151.max === undefined){
data151.max = 10000;
}
if(data151.oneClick === undefined){
data151.oneClick = 50;
}
for(const key23 in data151){
if(!((((key23 === "default") || (key23 === "min")) || (key23 === "max")) || (key23 === "oneClick"))){
const err435 = {instancePath:instancePath+"/limits/bets",schemaPath:"#/properties/limits/properties/bets/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key23},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err435];
}
else {
vErrors.push(err435);
}
errors++;
}
}
let data152 = data151.default;
if((typeof data152 == "number") && (isFinite(data152))){
if(data152 < 0 || isNaN(data152)){
const err436 = {instancePath:instancePath+"/limits/bets/default",schemaPath:"#/properties/limits/properties/bets/properties/default/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err436];
}
else {
vErrors.push(err436);
}
errors++;
}
}
else {
const err437 = {instancePath:instancePath+"/limits/bets/default",schemaPath:"#/properties/limits/properties/bets/properties/default/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err437];
}
else {
vErrors.push(err437);
}
errors++;
}
let data153 = data151.min;
if((typeof data153 == "number") && (isFinite(data153))){
if(data153 < 0 || isNaN(data153)){
const err438 = {instancePath:instancePath+"/limits/bets/min",schemaPath:"#/properties/limits/properties/bets/properties/min/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err438];
}
else {
vErrors.push(err438);
}
errors++;
}
}
else {
const err439 = {instancePath:instancePath+"/limits/bets/min",schemaPath:"#/properties/limits/properties/bets/properties/min/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err439];
}
else {
vErrors.push(err439);
}
errors++;
}
let data154 = data151.max;
if((typeof data154 == "number") && (isFinite(data154))){
if(data154 < 0 || isNaN(data154)){
const err440 = {instancePath:instancePath+"/limits/bets/max",schemaPath:"#/properties/limits/properties/bets/properties/max/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err440];
}
else {
vErrors.push(err440);
}
errors++;
}
}
else {
const err441 = {instancePath:instancePath+"/limits/bets/max",schemaPath:"#/properties/limits/properties/bets/properties/max/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err441];
}
else {
vErrors.push(err441);
}
errors++;
}
let data155 = data151.oneClick;
if((typeof data155 == "number") && (isFinite(data155))){
if(data155 < 0 || isNaN(data155)){
const err442 = {instancePath:instancePath+"/limits/bets/oneClick",schemaPath:"#/properties/limits/properties/bets/properties/oneClick/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err442];
}
else {
vErrors.push(err442);
}
errors++;
}
}
else {
const err443 = {instancePath:instancePath+"/limits/bets/oneClick",schemaPath:"#/properties/limits/properties/bets/properties/oneClick/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err443];
}
else {
vErrors.push(err443);
}
errors++;
}
}
else {
const err444 = {instancePath:instancePath+"/limits/bets",schemaPath:"#/properties/limits/properties/bets/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err444];
}
else {
vErrors.push(err444);
}
errors++;
}
let data156 = data150.payment;
if(data156 && typeof data156 == "object" && !Array.isArray(data156)){
if(data156.withdrawalsPerDay === undefined){
data156.withdrawalsPerDay = 1;
}
for(const key24 in data156){
if(!(((((key24 === "topUp") || (key24 === "eTopUp")) || (key24 === "withdrawal")) || (key24 === "eWithdrawal")) || (key24 === "withdrawalsPerDay"))){
const err445 = {instancePath:instancePath+"/limits/payment",schemaPath:"#/properties/limits/properties/payment/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key24},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err445];
}
else {
vErrors.push(err445);
}
errors++;
}
}
if(data156.topUp !== undefined){
let data157 = data156.topUp;
if(data157 && typeof data157 == "object" && !Array.isArray(data157)){
for(const key25 in data157){
if(!((key25 === "min") || (key25 === "max"))){
const err446 = {instancePath:instancePath+"/limits/payment/topUp",schemaPath:"#/properties/limits/properties/payment/properties/topUp/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key25},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err446];
}
else {
vErrors.push(err446);
}
errors++;
}
}
if(data157.min !== undefined){
let data158 = data157.min;
if((typeof data158 == "number") && (isFinite(data158))){
if(data158 < 0 || isNaN(data158)){
const err447 = {instancePath:instancePath+"/limits/payment/topUp/min",schemaPath:"#/properties/limits/properties/payment/properties/topUp/properties/min/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err447];
}
else {
vErrors.push(err447);
}
errors++;
}
}
else {
const err448 = {instancePath:instancePath+"/limits/payment/topUp/min",schemaPath:"#/properties/limits/properties/payment/properties/topUp/properties/min/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err448];
}
else {
vErrors.push(err448);
}
errors++;
}
}
if(data157.max !== undefined){
let data159 = data157.max;
if((typeof data159 == "number") && (isFinite(data159))){
if(data159 < 0 || isNaN(data159)){
const err449 = {instancePath:instancePath+"/limits/payment/topUp/max",schemaPath:"#/properties/limits/properties/payment/properties/topUp/properties/max/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err449];
}
else {
vErrors.push(err449);
}
errors++;
}
}
else {
const err450 = {instancePath:instancePath+"/limits/payment/topUp/max",schemaPath:"#/properties/limits/properties/payment/properties/topUp/properties/max/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err450];
}
else {
vErrors.push(err450);
}
errors++;
}
}
}
else {
const err451 = {instancePath:instancePath+"/limits/payment/topUp",schemaPath:"#/properties/limits/properties/payment/properties/topUp/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err451];
}
else {
vErrors.push(err451);
}
errors++;
}
}
if(data156.eTopUp !== undefined){
let data160 = data156.eTopUp;
if(data160 && typeof data160 == "object" && !Array.isArray(data160)){
for(const key26 in data160){
if(!((key26 === "min") || (key26 === "max"))){
const err452 = {instancePath:instancePath+"/limits/payment/eTopUp",schemaPath:"#/properties/limits/properties/payment/properties/eTopUp/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key26},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err452];
}
else {
vErrors.push(err452);
}
errors++;
}
}
if(data160.min !== undefined){
let data161 = data160.min;
if((typeof data161 == "number") && (isFinite(data161))){
if(data161 < 0 || isNaN(data161)){
const err453 = {instancePath:instancePath+"/limits/payment/eTopUp/min",schemaPath:"#/properties/limits/properties/payment/properties/eTopUp/properties/min/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err453];
}
else {
vErrors.push(err453);
}
errors++;
}
}
else {
const err454 = {instancePath:instancePath+"/limits/payment/eTopUp/min",schemaPath:"#/properties/limits/properties/payment/properties/eTopUp/properties/min/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err454];
}
else {
vErrors.push(err454);
}
errors++;
}
}
if(data160.max !== undefined){
let data162 = data160.max;
if((typeof data162 == "number") && (isFinite(data162))){
if(data162 < 0 || isNaN(data162)){
const err455 = {instancePath:instancePath+"/limits/payment/eTopUp/max",schemaPath:"#/properties/limits/properties/payment/properties/eTopUp/properties/max/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err455];
}
else {
vErrors.push(err455);
}
errors++;
}
}
else {
const err456 = {instancePath:instancePath+"/limits/payment/eTopUp/max",schemaPath:"#/properties/limits/properties/payment/properties/eTopUp/properties/max/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err456];
}
else {
vErrors.push(err456);
}
errors++;
}
}
}
else {
const err457 = {instancePath:instancePath+"/limits/payment/eTopUp",schemaPath:"#/properties/limits/properties/payment/properties/eTopUp/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err457];
}
else {
vErrors.push(err457);
}
errors++;
}
}
if(data156.withdrawal !== undefined){
let data163 = data156.withdrawal;
if(data163 && typeof data163 == "object" && !Array.isArray(data163)){
for(const key27 in data163){
if(!((key27 === "min") || (key27 === "max"))){
const err458 = {instancePath:instancePath+"/limits/payment/withdrawal",schemaPath:"#/properties/limits/properties/payment/properties/withdrawal/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key27},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err458];
}
else {
vErrors.push(err458);
}
errors++;
}
}
if(data163.min !== undefined){
let data164 = data163.min;
if((typeof data164 == "number") && (isFinite(data164))){
if(data164 < 0 || isNaN(data164)){
const err459 = {instancePath:instancePath+"/limits/payment/withdrawal/min",schemaPath:"#/properties/limits/properties/payment/properties/withdrawal/properties/min/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err459];
}
else {
vErrors.push(err459);
}
errors++;
}
}
else {
const err460 = {instancePath:instancePath+"/limits/payment/withdrawal/min",schemaPath:"#/properties/limits/properties/payment/properties/withdrawal/properties/min/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err460];
}
else {
vErrors.push(err460);
}
errors++;
}
}
if(data163.max !== undefined){
let data165 = data163.max;
if((typeof data165 == "number") && (isFinite(data165))){
if(data165 < 0 || isNaN(data165)){
const err461 = {instancePath:instancePath+"/limits/payment/withdrawal/max",schemaPath:"#/properties/limits/properties/payment/properties/withdrawal/properties/max/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err461];
}
else {
vErrors.push(err461);
}
errors++;
}
}
else {
const err462 = {instancePath:instancePath+"/limits/payment/withdrawal/max",schemaPath:"#/properties/limits/properties/payment/properties/withdrawal/properties/max/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err462];
}
else {
vErrors.push(err462);
}
errors++;
}
}
}
else {
const err463 = {instancePath:instancePath+"/limits/payment/withdrawal",schemaPath:"#/properties/limits/properties/payment/properties/withdrawal/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err463];
}
else {
vErrors.push(err463);
}
errors++;
}
}
if(data156.eWithdrawal !== undefined){
let data166 = data156.eWithdrawal;
if(data166 && typeof data166 == "object" && !Array.isArray(data166)){
for(const key28 in data166){
if(!((key28 === "min") || (key28 === "max"))){
const err464 = {instancePath:instancePath+"/limits/payment/eWithdrawal",schemaPath:"#/properties/limits/properties/payment/properties/eWithdrawal/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key28},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err464];
}
else {
vErrors.push(err464);
}
errors++;
}
}
if(data166.min !== undefined){
let data167 = data166.min;
if((typeof data167 == "number") && (isFinite(data167))){
if(data167 < 0 || isNaN(data167)){
const err465 = {instancePath:instancePath+"/limits/payment/eWithdrawal/min",schemaPath:"#/properties/limits/properties/payment/properties/eWithdrawal/properties/min/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err465];
}
else {
vErrors.push(err465);
}
errors++;
}
}
else {
const err466 = {instancePath:instancePath+"/limits/payment/eWithdrawal/min",schemaPath:"#/properties/limits/properties/payment/properties/eWithdrawal/properties/min/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err466];
}
else {
vErrors.push(err466);
}
errors++;
}
}
if(data166.max !== undefined){
let data168 = data166.max;
if((typeof data168 == "number") && (isFinite(data168))){
if(data168 < 0 || isNaN(data168)){
const err467 = {instancePath:instancePath+"/limits/payment/eWithdrawal/max",schemaPath:"#/properties/limits/properties/payment/properties/eWithdrawal/properties/max/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err467];
}
else {
vErrors.push(err467);
}
errors++;
}
}
else {
const err468 = {instancePath:instancePath+"/limits/payment/eWithdrawal/max",schemaPath:"#/properties/limits/properties/payment/properties/eWithdrawal/properties/max/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err468];
}
else {
vErrors.push(err468);
}
errors++;
}
}
}
else {
const err469 = {instancePath:instancePath+"/limits/payment/eWithdrawal",schemaPath:"#/properties/limits/properties/payment/properties/eWithdrawal/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err469];
}
else {
vErrors.push(err469);
}
errors++;
}
}
let data169 = data156.withdrawalsPerDay;
if(!(((typeof data169 == "number") && (!(data169 % 1) && !isNaN(data169))) && (isFinite(data169)))){
const err470 = {instancePath:instancePath+"/limits/payment/withdrawalsPerDay",schemaPath:"#/properties/limits/properties/payment/properties/withdrawalsPerDay/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err470];
}
else {
vErrors.push(err470);
}
errors++;
}
if((typeof data169 == "number") && (isFinite(data169))){
if(data169 < 1 || isNaN(data169)){
const err471 = {instancePath:instancePath+"/limits/payment/withdrawalsPerDay",schemaPath:"#/properties/limits/properties/payment/properties/withdrawalsPerDay/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err471];
}
else {
vErrors.push(err471);
}
errors++;
}
}
}
else {
const err472 = {instancePath:instancePath+"/limits/payment",schemaPath:"#/properties/limits/properties/payment/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err472];
}
else {
vErrors.push(err472);
}
errors++;
}
let data170 = data150.freeBet;
if(data170 && typeof data170 == "object" && !Array.isArray(data170)){
if(data170.minSingleCoef === undefined){
data170.minSingleCoef = 1.75;
}
if(data170.maxSingleCoef === undefined){
data170.maxSingleCoef = 50;
}
if(data170.minExpressCoef === undefined){
data170.minExpressCoef = 1.75;
}
if(data170.maxBetsInSlip === undefined){
data170.maxBetsInSlip = 4;
}
for(const key29 in data170){
if(!((((key29 === "minSingleCoef") || (key29 === "maxSingleCoef")) || (key29 === "minExpressCoef")) || (key29 === "maxBetsInSlip"))){
const err473 = {instancePath:instancePath+"/limits/freeBet",schemaPath:"#/properties/limits/properties/freeBet/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key29},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err473];
}
else {
vErrors.push(err473);
}
errors++;
}
}
let data171 = data170.minSingleCoef;
if((typeof data171 == "number") && (isFinite(data171))){
if(data171 < 1 || isNaN(data171)){
const err474 = {instancePath:instancePath+"/limits/freeBet/minSingleCoef",schemaPath:"#/properties/limits/properties/freeBet/properties/minSingleCoef/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err474];
}
else {
vErrors.push(err474);
}
errors++;
}
}
else {
const err475 = {instancePath:instancePath+"/limits/freeBet/minSingleCoef",schemaPath:"#/properties/limits/properties/freeBet/properties/minSingleCoef/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err475];
}
else {
vErrors.push(err475);
}
errors++;
}
let data172 = data170.maxSingleCoef;
if((typeof data172 == "number") && (isFinite(data172))){
if(data172 < 1 || isNaN(data172)){
const err476 = {instancePath:instancePath+"/limits/freeBet/maxSingleCoef",schemaPath:"#/properties/limits/properties/freeBet/properties/maxSingleCoef/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err476];
}
else {
vErrors.push(err476);
}
errors++;
}
}
else {
const err477 = {instancePath:instancePath+"/limits/freeBet/maxSingleCoef",schemaPath:"#/properties/limits/properties/freeBet/properties/maxSingleCoef/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err477];
}
else {
vErrors.push(err477);
}
errors++;
}
let data173 = data170.minExpressCoef;
if((typeof data173 == "number") && (isFinite(data173))){
if(data173 < 1 || isNaN(data173)){
const err478 = {instancePath:instancePath+"/limits/freeBet/minExpressCoef",schemaPath:"#/properties/limits/properties/freeBet/properties/minExpressCoef/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err478];
}
else {
vErrors.push(err478);
}
errors++;
}
}
else {
const err479 = {instancePath:instancePath+"/limits/freeBet/minExpressCoef",schemaPath:"#/properties/limits/properties/freeBet/properties/minExpressCoef/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err479];
}
else {
vErrors.push(err479);
}
errors++;
}
let data174 = data170.maxBetsInSlip;
if(!(((typeof data174 == "number") && (!(data174 % 1) && !isNaN(data174))) && (isFinite(data174)))){
const err480 = {instancePath:instancePath+"/limits/freeBet/maxBetsInSlip",schemaPath:"#/properties/limits/properties/freeBet/properties/maxBetsInSlip/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err480];
}
else {
vErrors.push(err480);
}
errors++;
}
if((typeof data174 == "number") && (isFinite(data174))){
if(data174 < 1 || isNaN(data174)){
const err481 = {instancePath:instancePath+"/limits/freeBet/maxBetsInSlip",schemaPath:"#/properties/limits/properties/freeBet/properties/maxBetsInSlip/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err481];
}
else {
vErrors.push(err481);
}
errors++;
}
}
}
else {
const err482 = {instancePath:instancePath+"/limits/freeBet",schemaPath:"#/properties/limits/properties/freeBet/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err482];
}
else {
vErrors.push(err482);
}
errors++;
}
let data175 = data150.bonus;
if(data175 && typeof data175 == "object" && !Array.isArray(data175)){
if(data175.cashbackBet === undefined){
data175.cashbackBet = 0.05;
}
if(data175.cashbackPayment === undefined){
data175.cashbackPayment = 0;
}
if(data175.minBetsInCoupon === undefined){
data175.minBetsInCoupon = 2;
}
for(const key30 in data175){
if(!(func1.call(schema31.properties.limits.properties.bonus.properties, key30))){
const err483 = {instancePath:instancePath+"/limits/bonus",schemaPath:"#/properties/limits/properties/bonus/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key30},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err483];
}
else {
vErrors.push(err483);
}
errors++;
}
}
let data176 = data175.cashbackBet;
if((typeof data176 == "number") && (isFinite(data176))){
if(data176 < 0 || isNaN(data176)){
const err484 = {instancePath:instancePath+"/limits/bonus/cashbackBet",schemaPath:"#/properties/limits/properties/bonus/properties/cashbackBet/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err484];
}
else {
vErrors.push(err484);
}
errors++;
}
}
else {
const err485 = {instancePath:instancePath+"/limits/bonus/cashbackBet",schemaPath:"#/properties/limits/properties/bonus/properties/cashbackBet/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err485];
}
else {
vErrors.push(err485);
}
errors++;
}
let data177 = data175.cashbackPayment;
if((typeof data177 == "number") && (isFinite(data177))){
if(data177 < 0 || isNaN(data177)){
const err486 = {instancePath:instancePath+"/limits/bonus/cashbackPayment",schemaPath:"#/properties/limits/properties/bonus/properties/cashbackPayment/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err486];
}
else {
vErrors.push(err486);
}
errors++;
}
}
else {
const err487 = {instancePath:instancePath+"/limits/bonus/cashbackPayment",schemaPath:"#/properties/limits/properties/bonus/properties/cashbackPayment/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err487];
}
else {
vErrors.push(err487);
}
errors++;
}
if(data175.maxBetCount !== undefined){
let data178 = data175.maxBetCount;
if(!(((typeof data178 == "number") && (!(data178 % 1) && !isNaN(data178))) && (isFinite(data178)))){
const err488 = {instancePath:instancePath+"/limits/bonus/maxBetCount",schemaPath:"#/properties/limits/properties/bonus/properties/maxBetCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err488];
}
else {
vErrors.push(err488);
}
errors++;
}
if((typeof data178 == "number") && (isFinite(data178))){
if(data178 < 0 || isNaN(data178)){
const err489 = {instancePath:instancePath+"/limits/bonus/maxBetCount",schemaPath:"#/properties/limits/properties/bonus/properties/maxBetCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err489];
}
else {
vErrors.push(err489);
}
errors++;
}
}
}
if(data175.maxBonusSize !== undefined){
let data179 = data175.maxBonusSize;
if((typeof data179 == "number") && (isFinite(data179))){
if(data179 < 0 || isNaN(data179)){
const err490 = {instancePath:instancePath+"/limits/bonus/maxBonusSize",schemaPath:"#/properties/limits/properties/bonus/properties/maxBonusSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err490];
}
else {
vErrors.push(err490);
}
errors++;
}
}
else {
const err491 = {instancePath:instancePath+"/limits/bonus/maxBonusSize",schemaPath:"#/properties/limits/properties/bonus/properties/maxBonusSize/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err491];
}
else {
vErrors.push(err491);
}
errors++;
}
}
if(data175.maxBonusPercent !== undefined){
let data180 = data175.maxBonusPercent;
if((typeof data180 == "number") && (isFinite(data180))){
if(data180 < 0 || isNaN(data180)){
const err492 = {instancePath:instancePath+"/limits/bonus/maxBonusPercent",schemaPath:"#/properties/limits/properties/bonus/properties/maxBonusPercent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err492];
}
else {
vErrors.push(err492);
}
errors++;
}
}
else {
const err493 = {instancePath:instancePath+"/limits/bonus/maxBonusPercent",schemaPath:"#/properties/limits/properties/bonus/properties/maxBonusPercent/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err493];
}
else {
vErrors.push(err493);
}
errors++;
}
}
if(data175.minCoefficient !== undefined){
let data181 = data175.minCoefficient;
if((typeof data181 == "number") && (isFinite(data181))){
if(data181 < 1 || isNaN(data181)){
const err494 = {instancePath:instancePath+"/limits/bonus/minCoefficient",schemaPath:"#/properties/limits/properties/bonus/properties/minCoefficient/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err494];
}
else {
vErrors.push(err494);
}
errors++;
}
}
else {
const err495 = {instancePath:instancePath+"/limits/bonus/minCoefficient",schemaPath:"#/properties/limits/properties/bonus/properties/minCoefficient/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err495];
}
else {
vErrors.push(err495);
}
errors++;
}
}
if(data175.registrationBonus !== undefined){
let data182 = data175.registrationBonus;
if((typeof data182 == "number") && (isFinite(data182))){
if(data182 < 0 || isNaN(data182)){
const err496 = {instancePath:instancePath+"/limits/bonus/registrationBonus",schemaPath:"#/properties/limits/properties/bonus/properties/registrationBonus/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err496];
}
else {
vErrors.push(err496);
}
errors++;
}
}
else {
const err497 = {instancePath:instancePath+"/limits/bonus/registrationBonus",schemaPath:"#/properties/limits/properties/bonus/properties/registrationBonus/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err497];
}
else {
vErrors.push(err497);
}
errors++;
}
}
if(data175.maxBetCoefficient !== undefined){
let data183 = data175.maxBetCoefficient;
if((typeof data183 == "number") && (isFinite(data183))){
if(data183 < 1 || isNaN(data183)){
const err498 = {instancePath:instancePath+"/limits/bonus/maxBetCoefficient",schemaPath:"#/properties/limits/properties/bonus/properties/maxBetCoefficient/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err498];
}
else {
vErrors.push(err498);
}
errors++;
}
}
else {
const err499 = {instancePath:instancePath+"/limits/bonus/maxBetCoefficient",schemaPath:"#/properties/limits/properties/bonus/properties/maxBetCoefficient/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err499];
}
else {
vErrors.push(err499);
}
errors++;
}
}
if(data175.minBetCoefficient !== undefined){
let data184 = data175.minBetCoefficient;
if((typeof data184 == "number") && (isFinite(data184))){
if(data184 < 1 || isNaN(data184)){
const err500 = {instancePath:instancePath+"/limits/bonus/minBetCoefficient",schemaPath:"#/properties/limits/properties/bonus/properties/minBetCoefficient/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err500];
}
else {
vErrors.push(err500);
}
errors++;
}
}
else {
const err501 = {instancePath:instancePath+"/limits/bonus/minBetCoefficient",schemaPath:"#/properties/limits/properties/bonus/properties/minBetCoefficient/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err501];
}
else {
vErrors.push(err501);
}
errors++;
}
}
if(data175.maxBetsInCoupon !== undefined){
let data185 = data175.maxBetsInCoupon;
if(!(((typeof data185 == "number") && (!(data185 % 1) && !isNaN(data185))) && (isFinite(data185)))){
const err502 = {instancePath:instancePath+"/limits/bonus/maxBetsInCoupon",schemaPath:"#/properties/limits/properties/bonus/properties/maxBetsInCoupon/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err502];
}
else {
vErrors.push(err502);
}
errors++;
}
if((typeof data185 == "number") && (isFinite(data185))){
if(data185 < 1 || isNaN(data185)){
const err503 = {instancePath:instancePath+"/limits/bonus/maxBetsInCoupon",schemaPath:"#/properties/limits/properties/bonus/properties/maxBetsInCoupon/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err503];
}
else {
vErrors.push(err503);
}
errors++;
}
}
}
let data186 = data175.minBetsInCoupon;
if(!(((typeof data186 == "number") && (!(data186 % 1) && !isNaN(data186))) && (isFinite(data186)))){
const err504 = {instancePath:instancePath+"/limits/bonus/minBetsInCoupon",schemaPath:"#/properties/limits/properties/bonus/properties/minBetsInCoupon/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err504];
}
else {
vErrors.push(err504);
}
errors++;
}
if((typeof data186 == "number") && (isFinite(data186))){
if(data186 < 1 || isNaN(data186)){
const err505 = {instancePath:instancePath+"/limits/bonus/minBetsInCoupon",schemaPath:"#/properties/limits/properties/bonus/properties/minBetsInCoupon/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err505];
}
else {
vErrors.push(err505);
}
errors++;
}
}
}
else {
const err506 = {instancePath:instancePath+"/limits/bonus",schemaPath:"#/properties/limits/properties/bonus/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err506];
}
else {
vErrors.push(err506);
}
errors++;
}
}
else {
const err507 = {instancePath:instancePath+"/limits",schemaPath:"#/properties/limits/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err507];
}
else {
vErrors.push(err507);
}
errors++;
}
let data187 = data.polling;
if(data187 && typeof data187 == "object" && !Array.isArray(data187)){
if(data187.liveMs === undefined){
data187.liveMs = 5000;
}
if(data187.balanceMs === undefined){
data187.balanceMs = 5000;
}
if(data187.jackpotsMs === undefined){
data187.jackpotsMs = 25000;
}
for(const key31 in data187){
if(!(((key31 === "liveMs") || (key31 === "balanceMs")) || (key31 === "jackpotsMs"))){
const err508 = {instancePath:instancePath+"/polling",schemaPath:"#/properties/polling/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key31},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err508];
}
else {
vErrors.push(err508);
}
errors++;
}
}
let data188 = data187.liveMs;
if(!(((typeof data188 == "number") && (!(data188 % 1) && !isNaN(data188))) && (isFinite(data188)))){
const err509 = {instancePath:instancePath+"/polling/liveMs",schemaPath:"#/properties/polling/properties/liveMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err509];
}
else {
vErrors.push(err509);
}
errors++;
}
if((typeof data188 == "number") && (isFinite(data188))){
if(data188 < 1000 || isNaN(data188)){
const err510 = {instancePath:instancePath+"/polling/liveMs",schemaPath:"#/properties/polling/properties/liveMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1000},message:"must be >= 1000"};
if(vErrors === null){
vErrors = [err510];
}
else {
vErrors.push(err510);
}
errors++;
}
}
let data189 = data187.balanceMs;
if(!(((typeof data189 == "number") && (!(data189 % 1) && !isNaN(data189))) && (isFinite(data189)))){
const err511 = {instancePath:instancePath+"/polling/balanceMs",schemaPath:"#/properties/polling/properties/balanceMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err511];
}
else {
vErrors.push(err511);
}
errors++;
}
if((typeof data189 == "number") && (isFinite(data189))){
if(data189 < 1000 || isNaN(data189)){
const err512 = {instancePath:instancePath+"/polling/balanceMs",schemaPath:"#/properties/polling/properties/balanceMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1000},message:"must be >= 1000"};
if(vErrors === null){
vErrors = [err512];
}
else {
vErrors.push(err512);
}
errors++;
}
}
let data190 = data187.jackpotsMs;
if(!(((typeof data190 == "number") && (!(data190 % 1) && !isNaN(data190))) && (isFinite(data190)))){
const err513 = {instancePath:instancePath+"/polling/jackpotsMs",schemaPath:"#/properties/polling/properties/jackpotsMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err513];
}
else {
vErrors.push(err513);
}
errors++;
}
if((typeof data190 == "number") && (isFinite(data190))){
if(data190 < 1000 || isNaN(data190)){
const err514 = {instancePath:instancePath+"/polling/jackpotsMs",schemaPath:"#/properties/polling/properties/jackpotsMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1000},message:"must be >= 1000"};
if(vErrors === null){
vErrors = [err514];
}
else {
vErrors.push(err514);
}
errors++;
}
}
}
else {
const err515 = {instancePath:instancePath+"/polling",schemaPath:"#/properties/polling/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err515];
}
else {
vErrors.push(err515);
}
errors++;
}
let data191 = data.phoneCountries;
if(Array.isArray(data191)){
if(data191.length < 1){
const err516 = {instancePath:instancePath+"/phoneCountries",schemaPath:"#/properties/phoneCountries/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err516];
}
else {
vErrors.push(err516);
}
errors++;
}
const len7 = data191.length;
for(let i10=0; i10<len7; i10++){
let data192 = data191[i10];
if(typeof data192 !== "string"){
const err517 = {instancePath:instancePath+"/phoneCountries/" + i10,schemaPath:"#/properties/phoneCountries/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err517];
}
else {
vErrors.push(err517);
}
errors++;
}
if(!((((((((((((((((data192 === "RU") || (data192 === "KZ")) || (data192 === "MN")) || (data192 === "AM")) || (data192 === "TR")) || (data192 === "AZ")) || (data192 === "KG")) || (data192 === "BY")) || (data192 === "UA")) || (data192 === "UZ")) || (data192 === "TJ")) || (data192 === "TM")) || (data192 === "MD")) || (data192 === "CL")) || (data192 === "BR")) || (data192 === "VE"))){
const err518 = {instancePath:instancePath+"/phoneCountries/" + i10,schemaPath:"#/properties/phoneCountries/items/enum",keyword:"enum",params:{allowedValues: schema31.properties.phoneCountries.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err518];
}
else {
vErrors.push(err518);
}
errors++;
}
}
let i11 = data191.length;
let j3;
if(i11 > 1){
const indices0 = {};
for(;i11--;){
let item0 = data191[i11];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j3 = indices0[item0];
const err519 = {instancePath:instancePath+"/phoneCountries",schemaPath:"#/properties/phoneCountries/uniqueItems",keyword:"uniqueItems",params:{i: i11, j: j3},message:"must NOT have duplicate items (items ## "+j3+" and "+i11+" are identical)"};
if(vErrors === null){
vErrors = [err519];
}
else {
vErrors.push(err519);
}
errors++;
break;
}
indices0[item0] = i11;
}
}
}
else {
const err520 = {instancePath:instancePath+"/phoneCountries",schemaPath:"#/properties/phoneCountries/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err520];
}
else {
vErrors.push(err520);
}
errors++;
}
let data193 = data.responsibleGambling;
if(data193 && typeof data193 == "object" && !Array.isArray(data193)){
if(data193.preset === undefined){
data193.preset = "generic";
}
for(const key32 in data193){
if(!((((((((key32 === "preset") || (key32 === "minimumAge")) || (key32 === "coolingOffHours")) || (key32 === "options")) || (key32 === "defaultLimits")) || (key32 === "realityCheckMinutes")) || (key32 === "helpOrganisations")) || (key32 === "regulatorBadge"))){
const err521 = {instancePath:instancePath+"/responsibleGambling",schemaPath:"#/properties/responsibleGambling/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key32},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err521];
}
else {
vErrors.push(err521);
}
errors++;
}
}
let data194 = data193.preset;
if(typeof data194 !== "string"){
const err522 = {instancePath:instancePath+"/responsibleGambling/preset",schemaPath:"#/properties/responsibleGambling/properties/preset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err522];
}
else {
vErrors.push(err522);
}
errors++;
}
if(!(((data194 === "generic") || (data194 === "es-dgoj")) || (data194 === "pt-srij"))){
const err523 = {instancePath:instancePath+"/responsibleGambling/preset",schemaPath:"#/properties/responsibleGambling/properties/preset/enum",keyword:"enum",params:{allowedValues: schema31.properties.responsibleGambling.properties.preset.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err523];
}
else {
vErrors.push(err523);
}
errors++;
}
if(data193.minimumAge !== undefined){
let data195 = data193.minimumAge;
if(!(((typeof data195 == "number") && (!(data195 % 1) && !isNaN(data195))) && (isFinite(data195)))){
const err524 = {instancePath:instancePath+"/responsibleGambling/minimumAge",schemaPath:"#/properties/responsibleGambling/properties/minimumAge/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err524];
}
else {
vErrors.push(err524);
}
errors++;
}
if((typeof data195 == "number") && (isFinite(data195))){
if(data195 > 99 || isNaN(data195)){
const err525 = {instancePath:instancePath+"/responsibleGambling/minimumAge",schemaPath:"#/properties/responsibleGambling/properties/minimumAge/maximum",keyword:"maximum",params:{comparison: "<=", limit: 99},message:"must be <= 99"};
if(vErrors === null){
vErrors = [err525];
}
else {
vErrors.push(err525);
}
errors++;
}
if(data195 < 18 || isNaN(data195)){
const err526 = {instancePath:instancePath+"/responsibleGambling/minimumAge",schemaPath:"#/properties/responsibleGambling/properties/minimumAge/minimum",keyword:"minimum",params:{comparison: ">=", limit: 18},message:"must be >= 18"};
if(vErrors === null){
vErrors = [err526];
}
else {
vErrors.push(err526);
}
errors++;
}
}
}
if(data193.coolingOffHours !== undefined){
let data196 = data193.coolingOffHours;
if(!(((typeof data196 == "number") && (!(data196 % 1) && !isNaN(data196))) && (isFinite(data196)))){
const err527 = {instancePath:instancePath+"/responsibleGambling/coolingOffHours",schemaPath:"#/properties/responsibleGambling/properties/coolingOffHours/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err527];
}
else {
vErrors.push(err527);
}
errors++;
}
if((typeof data196 == "number") && (isFinite(data196))){
if(data196 > 720 || isNaN(data196)){
const err528 = {instancePath:instancePath+"/responsibleGambling/coolingOffHours",schemaPath:"#/properties/responsibleGambling/properties/coolingOffHours/maximum",keyword:"maximum",params:{comparison: "<=", limit: 720},message:"must be <= 720"};
if(vErrors === null){
vErrors = [err528];
}
else {
vErrors.push(err528);
}
errors++;
}
if(data196 < 1 || isNaN(data196)){
const err529 = {instancePath:instancePath+"/responsibleGambling/coolingOffHours",schemaPath:"#/properties/responsibleGambling/properties/coolingOffHours/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err529];
}
else {
vErrors.push(err529);
}
errors++;
}
}
}
if(data193.options !== undefined){
let data197 = data193.options;
if(data197 && typeof data197 == "object" && !Array.isArray(data197)){
for(const key33 in data197){
if(!(((((key33 === "limitKinds") || (key33 === "limitPeriods")) || (key33 === "timeoutDays")) || (key33 === "selfExclusionDays")) || (key33 === "selfExclusionPermanent"))){
const err530 = {instancePath:instancePath+"/responsibleGambling/options",schemaPath:"#/properties/responsibleGambling/properties/options/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key33},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err530];
}
else {
vErrors.push(err530);
}
errors++;
}
}
if(data197.limitKinds !== undefined){
let data198 = data197.limitKinds;
if(Array.isArray(data198)){
if(data198.length < 1){
const err531 = {instancePath:instancePath+"/responsibleGambling/options/limitKinds",schemaPath:"#/properties/responsibleGambling/properties/options/properties/limitKinds/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err531];
}
else {
vErrors.push(err531);
}
errors++;
}
const len8 = data198.length;
for(let i12=0; i12<len8; i12++){
let data199 = data198[i12];
if(typeof data199 !== "string"){
const err532 = {instancePath:instancePath+"/responsibleGambling/options/limitKinds/" + i12,schemaPath:"#/properties/responsibleGambling/properties/options/properties/limitKinds/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err532];
}
else {
vErrors.push(err532);
}
errors++;
}
if(!(((data199 === "deposit") || (data199 === "loss")) || (data199 === "session"))){
const err533 = {instancePath:instancePath+"/responsibleGambling/options/limitKinds/" + i12,schemaPath:"#/properties/responsibleGambling/properties/options/properties/limitKinds/items/enum",keyword:"enum",params:{allowedValues: schema31.properties.responsibleGambling.properties.options.properties.limitKinds.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err533];
}
else {
vErrors.push(err533);
}
errors++;
}
}
let i13 = data198.length;
let j4;
if(i13 > 1){
const indices1 = {};
for(;i13--;){
let item1 = data198[i13];
if(typeof item1 !== "string"){
continue;
}
if(typeof indices1[item1] == "number"){
j4 = indices1[item1];
const err534 = {instancePath:instancePath+"/responsibleGambling/options/limitKinds",schemaPath:"#/properties/responsibleGambling/properties/options/properties/limitKinds/uniqueItems",keyword:"uniqueItems",params:{i: i13, j: j4},message:"must NOT have duplicate items (items ## "+j4+" and "+i13+" are identical)"};
if(vErrors === null){
vErrors = [err534];
}
else {
vErrors.push(err534);
}
errors++;
break;
}
indices1[item1] = i13;
}
}
}
else {
const err535 = {instancePath:instancePath+"/responsibleGambling/options/limitKinds",schemaPath:"#/properties/responsibleGambling/properties/options/properties/limitKinds/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err535];
}
else {
vErrors.push(err535);
}
errors++;
}
}
if(data197.limitPeriods !== undefined){
let data200 = data197.limitPeriods;
if(Array.isArray(data200)){
if(data200.length < 1){
const err536 = {instancePath:instancePath+"/responsibleGambling/options/limitPeriods",schemaPath:"#/properties/responsibleGambling/properties/options/properties/limitPeriods/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err536];
}
else {
vErrors.push(err536);
}
errors++;
}
const len9 = data200.length;
for(let i14=0; i14<len9; i14++){
let data201 = data200[i14];
if(typeof data201 !== "string"){
const err537 = {instancePath:instancePath+"/responsibleGambling/options/limitPeriods/" + i14,schemaPath:"#/properties/responsibleGambling/properties/options/properties/limitPeriods/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err537];
}
else {
vErrors.push(err537);
}
errors++;
}
if(!(((data201 === "day") || (data201 === "week")) || (data201 === "month"))){
const err538 = {instancePath:instancePath+"/responsibleGambling/options/limitPeriods/" + i14,schemaPath:"#/properties/responsibleGambling/properties/options/properties/limitPeriods/items/enum",keyword:"enum",params:{allowedValues: schema31.properties.responsibleGambling.properties.options.properties.limitPeriods.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err538];
}
else {
vErrors.push(err538);
}
errors++;
}
}
let i15 = data200.length;
let j5;
if(i15 > 1){
const indices2 = {};
for(;i15--;){
let item2 = data200[i15];
if(typeof item2 !== "string"){
continue;
}
if(typeof indices2[item2] == "number"){
j5 = indices2[item2];
const err539 = {instancePath:instancePath+"/responsibleGambling/options/limitPeriods",schemaPath:"#/properties/responsibleGambling/properties/options/properties/limitPeriods/uniqueItems",keyword:"uniqueItems",params:{i: i15, j: j5},message:"must NOT have duplicate items (items ## "+j5+" and "+i15+" are identical)"};
if(vErrors === null){
vErrors = [err539];
}
else {
vErrors.push(err539);
}
errors++;
break;
}
indices2[item2] = i15;
}
}
}
else {
const err540 = {instancePath:instancePath+"/responsibleGambling/options/limitPeriods",schemaPath:"#/properties/responsibleGambling/properties/options/properties/limitPeriods/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err540];
}
else {
vErrors.push(err540);
}
errors++;
}
}
if(data197.timeoutDays !== undefined){
let data202 = data197.timeoutDays;
if(Array.isArray(data202)){
if(data202.length < 1){
const err541 = {instancePath:instancePath+"/responsibleGambling/options/timeoutDays",schemaPath:"#/properties/responsibleGambling/properties/options/properties/timeoutDays/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err541];
}
else {
vErrors.push(err541);
}
errors++;
}
const len10 = data202.length;
for(let i16=0; i16<len10; i16++){
let data203 = data202[i16];
if(!(((typeof data203 == "number") && (!(data203 % 1) && !isNaN(data203))) && (isFinite(data203)))){
const err542 = {instancePath:instancePath+"/responsibleGambling/options/timeoutDays/" + i16,schemaPath:"#/properties/responsibleGambling/properties/options/properties/timeoutDays/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err542];
}
else {
vErrors.push(err542);
}
errors++;
}
if((typeof data203 == "number") && (isFinite(data203))){
if(data203 > 90 || isNaN(data203)){
const err543 = {instancePath:instancePath+"/responsibleGambling/options/timeoutDays/" + i16,schemaPath:"#/properties/responsibleGambling/properties/options/properties/timeoutDays/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 90},message:"must be <= 90"};
if(vErrors === null){
vErrors = [err543];
}
else {
vErrors.push(err543);
}
errors++;
}
if(data203 < 1 || isNaN(data203)){
const err544 = {instancePath:instancePath+"/responsibleGambling/options/timeoutDays/" + i16,schemaPath:"#/properties/responsibleGambling/properties/options/properties/timeoutDays/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err544];
}
else {
vErrors.push(err544);
}
errors++;
}
}
}
let i17 = data202.length;
let j6;
if(i17 > 1){
const indices3 = {};
for(;i17--;){
let item3 = data202[i17];
if(!(((typeof item3 == "number") && (!(item3 % 1) && !isNaN(item3))) && (isFinite(item3)))){
continue;
}
if(typeof indices3[item3] == "number"){
j6 = indices3[item3];
const err545 = {instancePath:instancePath+"/responsibleGambling/options/timeoutDays",schemaPath:"#/properties/responsibleGambling/properties/options/properties/timeoutDays/uniqueItems",keyword:"uniqueItems",params:{i: i17, j: j6},message:"must NOT have duplicate items (items ## "+j6+" and "+i17+" are identical)"};
if(vErrors === null){
vErrors = [err545];
}
else {
vErrors.push(err545);
}
errors++;
break;
}
indices3[item3] = i17;
}
}
}
else {
const err546 = {instancePath:instancePath+"/responsibleGambling/options/timeoutDays",schemaPath:"#/properties/responsibleGambling/properties/options/properties/timeoutDays/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err546];
}
else {
vErrors.push(err546);
}
errors++;
}
}
if(data197.selfExclusionDays !== undefined){
let data204 = data197.selfExclusionDays;
if(Array.isArray(data204)){
if(data204.length < 1){
const err547 = {instancePath:instancePath+"/responsibleGambling/options/selfExclusionDays",schemaPath:"#/properties/responsibleGambling/properties/options/properties/selfExclusionDays/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err547];
}
else {
vErrors.push(err547);
}
errors++;
}
const len11 = data204.length;
for(let i18=0; i18<len11; i18++){
let data205 = data204[i18];
if(!(((typeof data205 == "number") && (!(data205 % 1) && !isNaN(data205))) && (isFinite(data205)))){
const err548 = {instancePath:instancePath+"/responsibleGambling/options/selfExclusionDays/" + i18,schemaPath:"#/properties/responsibleGambling/properties/options/properties/selfExclusionDays/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err548];
}
else {
vErrors.push(err548);
}
errors++;
}
if((typeof data205 == "number") && (isFinite(data205))){
if(data205 > 3650 || isNaN(data205)){
const err549 = {instancePath:instancePath+"/responsibleGambling/options/selfExclusionDays/" + i18,schemaPath:"#/properties/responsibleGambling/properties/options/properties/selfExclusionDays/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3650},message:"must be <= 3650"};
if(vErrors === null){
vErrors = [err549];
}
else {
vErrors.push(err549);
}
errors++;
}
if(data205 < 30 || isNaN(data205)){
const err550 = {instancePath:instancePath+"/responsibleGambling/options/selfExclusionDays/" + i18,schemaPath:"#/properties/responsibleGambling/properties/options/properties/selfExclusionDays/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 30},message:"must be >= 30"};
if(vErrors === null){
vErrors = [err550];
}
else {
vErrors.push(err550);
}
errors++;
}
}
}
let i19 = data204.length;
let j7;
if(i19 > 1){
const indices4 = {};
for(;i19--;){
let item4 = data204[i19];
if(!(((typeof item4 == "number") && (!(item4 % 1) && !isNaN(item4))) && (isFinite(item4)))){
continue;
}
if(typeof indices4[item4] == "number"){
j7 = indices4[item4];
const err551 = {instancePath:instancePath+"/responsibleGambling/options/selfExclusionDays",schemaPath:"#/properties/responsibleGambling/properties/options/properties/selfExclusionDays/uniqueItems",keyword:"uniqueItems",params:{i: i19, j: j7},message:"must NOT have duplicate items (items ## "+j7+" and "+i19+" are identical)"};
if(vErrors === null){
vErrors = [err551];
}
else {
vErrors.push(err551);
}
errors++;
break;
}
indices4[item4] = i19;
}
}
}
else {
const err552 = {instancePath:instancePath+"/responsibleGambling/options/selfExclusionDays",schemaPath:"#/properties/responsibleGambling/properties/options/properties/selfExclusionDays/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err552];
}
else {
vErrors.push(err552);
}
errors++;
}
}
if(data197.selfExclusionPermanent !== undefined){
if(typeof data197.selfExclusionPermanent !== "boolean"){
const err553 = {instancePath:instancePath+"/responsibleGambling/options/selfExclusionPermanent",schemaPath:"#/properties/responsibleGambling/properties/options/properties/selfExclusionPermanent/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err553];
}
else {
vErrors.push(err553);
}
errors++;
}
}
}
else {
const err554 = {instancePath:instancePath+"/responsibleGambling/options",schemaPath:"#/properties/responsibleGambling/properties/options/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err554];
}
else {
vErrors.push(err554);
}
errors++;
}
}
if(data193.defaultLimits !== undefined){
let data207 = data193.defaultLimits;
if(data207 && typeof data207 == "object" && !Array.isArray(data207)){
for(const key34 in data207){
if(!(((key34 === "deposit") || (key34 === "loss")) || (key34 === "session"))){
const err555 = {instancePath:instancePath+"/responsibleGambling/defaultLimits",schemaPath:"#/properties/responsibleGambling/properties/defaultLimits/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key34},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err555];
}
else {
vErrors.push(err555);
}
errors++;
}
}
if(data207.deposit !== undefined){
if(!(validate38(data207.deposit, {instancePath:instancePath+"/responsibleGambling/defaultLimits/deposit",parentData:data207,parentDataProperty:"deposit",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
}
if(data207.loss !== undefined){
if(!(validate38(data207.loss, {instancePath:instancePath+"/responsibleGambling/defaultLimits/loss",parentData:data207,parentDataProperty:"loss",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
}
if(data207.session !== undefined){
let data210 = data207.session;
if(data210 && typeof data210 == "object" && !Array.isArray(data210)){
if(Object.keys(data210).length < 1){
const err556 = {instancePath:instancePath+"/responsibleGambling/defaultLimits/session",schemaPath:"#/$defs/rgPeriodValues/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err556];
}
else {
vErrors.push(err556);
}
errors++;
}
for(const key35 in data210){
if(!(((key35 === "day") || (key35 === "week")) || (key35 === "month"))){
const err557 = {instancePath:instancePath+"/responsibleGambling/defaultLimits/session",schemaPath:"#/$defs/rgPeriodValues/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key35},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err557];
}
else {
vErrors.push(err557);
}
errors++;
}
}
if(data210.day !== undefined){
let data211 = data210.day;
if((typeof data211 == "number") && (isFinite(data211))){
if(data211 <= 0 || isNaN(data211)){
const err558 = {instancePath:instancePath+"/responsibleGambling/defaultLimits/session/day",schemaPath:"#/$defs/rgPeriodValues/properties/day/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err558];
}
else {
vErrors.push(err558);
}
errors++;
}
}
else {
const err559 = {instancePath:instancePath+"/responsibleGambling/defaultLimits/session/day",schemaPath:"#/$defs/rgPeriodValues/properties/day/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err559];
}
else {
vErrors.push(err559);
}
errors++;
}
}
if(data210.week !== undefined){
let data212 = data210.week;
if((typeof data212 == "number") && (isFinite(data212))){
if(data212 <= 0 || isNaN(data212)){
const err560 = {instancePath:instancePath+"/responsibleGambling/defaultLimits/session/week",schemaPath:"#/$defs/rgPeriodValues/properties/week/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err560];
}
else {
vErrors.push(err560);
}
errors++;
}
}
else {
const err561 = {instancePath:instancePath+"/responsibleGambling/defaultLimits/session/week",schemaPath:"#/$defs/rgPeriodValues/properties/week/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err561];
}
else {
vErrors.push(err561);
}
errors++;
}
}
if(data210.month !== undefined){
let data213 = data210.month;
if((typeof data213 == "number") && (isFinite(data213))){
if(data213 <= 0 || isNaN(data213)){
const err562 = {instancePath:instancePath+"/responsibleGambling/defaultLimits/session/month",schemaPath:"#/$defs/rgPeriodValues/properties/month/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err562];
}
else {
vErrors.push(err562);
}
errors++;
}
}
else {
const err563 = {instancePath:instancePath+"/responsibleGambling/defaultLimits/session/month",schemaPath:"#/$defs/rgPeriodValues/properties/month/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err563];
}
else {
vErrors.push(err563);
}
errors++;
}
}
}
else {
const err564 = {instancePath:instancePath+"/responsibleGambling/defaultLimits/session",schemaPath:"#/$defs/rgPeriodValues/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err564];
}
else {
vErrors.push(err564);
}
errors++;
}
}
}
else {
const err565 = {instancePath:instancePath+"/responsibleGambling/defaultLimits",schemaPath:"#/properties/responsibleGambling/properties/defaultLimits/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err565];
}
else {
vErrors.push(err565);
}
errors++;
}
}
if(data193.realityCheckMinutes !== undefined){
let data214 = data193.realityCheckMinutes;
if(!(((typeof data214 == "number") && (!(data214 % 1) && !isNaN(data214))) && (isFinite(data214)))){
const err566 = {instancePath:instancePath+"/responsibleGambling/realityCheckMinutes",schemaPath:"#/properties/responsibleGambling/properties/realityCheckMinutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err566];
}
else {
vErrors.push(err566);
}
errors++;
}
if((typeof data214 == "number") && (isFinite(data214))){
if(data214 > 240 || isNaN(data214)){
const err567 = {instancePath:instancePath+"/responsibleGambling/realityCheckMinutes",schemaPath:"#/properties/responsibleGambling/properties/realityCheckMinutes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 240},message:"must be <= 240"};
if(vErrors === null){
vErrors = [err567];
}
else {
vErrors.push(err567);
}
errors++;
}
if(data214 < 10 || isNaN(data214)){
const err568 = {instancePath:instancePath+"/responsibleGambling/realityCheckMinutes",schemaPath:"#/properties/responsibleGambling/properties/realityCheckMinutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 10},message:"must be >= 10"};
if(vErrors === null){
vErrors = [err568];
}
else {
vErrors.push(err568);
}
errors++;
}
}
}
if(data193.helpOrganisations !== undefined){
let data215 = data193.helpOrganisations;
if(data215 && typeof data215 == "object" && !Array.isArray(data215)){
for(const key36 in data215){
const _errs549 = errors;
if(typeof key36 !== "string"){
const err569 = {instancePath:instancePath+"/responsibleGambling/helpOrganisations",schemaPath:"#/$defs/languageCode/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key36};
if(vErrors === null){
vErrors = [err569];
}
else {
vErrors.push(err569);
}
errors++;
}
if(!(((key36 === "es-es") || (key36 === "en-US")) || (key36 === "pt-PT"))){
const err570 = {instancePath:instancePath+"/responsibleGambling/helpOrganisations",schemaPath:"#/$defs/languageCode/enum",keyword:"enum",params:{allowedValues: schema33.enum},message:"must be equal to one of the allowed values",propertyName:key36};
if(vErrors === null){
vErrors = [err570];
}
else {
vErrors.push(err570);
}
errors++;
}
var valid156 = _errs549 === errors;
if(!valid156){
const err571 = {instancePath:instancePath+"/responsibleGambling/helpOrganisations",schemaPath:"#/properties/responsibleGambling/properties/helpOrganisations/propertyNames",keyword:"propertyNames",params:{propertyName: key36},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err571];
}
else {
vErrors.push(err571);
}
errors++;
}
}
for(const key37 in data215){
let data216 = data215[key37];
if(Array.isArray(data216)){
if(data216.length < 1){
const err572 = {instancePath:instancePath+"/responsibleGambling/helpOrganisations/" + key37.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/responsibleGambling/properties/helpOrganisations/additionalProperties/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err572];
}
else {
vErrors.push(err572);
}
errors++;
}
const len12 = data216.length;
for(let i20=0; i20<len12; i20++){
let data217 = data216[i20];
if(data217 && typeof data217 == "object" && !Array.isArray(data217)){
if(data217.name === undefined){
const err573 = {instancePath:instancePath+"/responsibleGambling/helpOrganisations/" + key37.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i20,schemaPath:"#/properties/responsibleGambling/properties/helpOrganisations/additionalProperties/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err573];
}
else {
vErrors.push(err573);
}
errors++;
}
if(data217.url === undefined){
const err574 = {instancePath:instancePath+"/responsibleGambling/helpOrganisations/" + key37.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i20,schemaPath:"#/properties/responsibleGambling/properties/helpOrganisations/additionalProperties/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err574];
}
else {
vErrors.push(err574);
}
errors++;
}
for(const key38 in data217){
if(!(((key38 === "name") || (key38 === "phone")) || (key38 === "url"))){
const err575 = {instancePath:instancePath+"/responsibleGambling/helpOrganisations/" + key37.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i20,schemaPath:"#/properties/responsibleGambling/properties/helpOrganisations/additionalProperties/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key38},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err575];
}
else {
vErrors.push(err575);
}
errors++;
}
}
if(data217.name !== undefined){
let data218 = data217.name;
if(typeof data218 === "string"){
if(func2(data218) < 1){
const err576 = {instancePath:instancePath+"/responsibleGambling/helpOrganisations/" + key37.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i20+"/name",schemaPath:"#/properties/responsibleGambling/properties/helpOrganisations/additionalProperties/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err576];
}
else {
vErrors.push(err576);
}
errors++;
}
}
else {
const err577 = {instancePath:instancePath+"/responsibleGambling/helpOrganisations/" + key37.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i20+"/name",schemaPath:"#/properties/responsibleGambling/properties/helpOrganisations/additionalProperties/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err577];
}
else {
vErrors.push(err577);
}
errors++;
}
}
if(data217.phone !== undefined){
let data219 = data217.phone;
if(typeof data219 === "string"){
if(!pattern96.test(data219)){
const err578 = {instancePath:instancePath+"/responsibleGambling/helpOrganisations/" + key37.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i20+"/phone",schemaPath:"#/properties/responsibleGambling/properties/helpOrganisations/additionalProperties/items/properties/phone/pattern",keyword:"pattern",params:{pattern: "^\\+?[0-9 ]{3,20}$"},message:"must match pattern \""+"^\\+?[0-9 ]{3,20}$"+"\""};
if(vErrors === null){
vErrors = [err578];
}
else {
vErrors.push(err578);
}
errors++;
}
}
else {
const err579 = {instancePath:instancePath+"/responsibleGambling/helpOrganisations/" + key37.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i20+"/phone",schemaPath:"#/properties/responsibleGambling/properties/helpOrganisations/additionalProperties/items/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err579];
}
else {
vErrors.push(err579);
}
errors++;
}
}
if(data217.url !== undefined){
let data220 = data217.url;
if(typeof data220 === "string"){
if(!pattern94.test(data220)){
const err580 = {instancePath:instancePath+"/responsibleGambling/helpOrganisations/" + key37.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i20+"/url",schemaPath:"#/$defs/externalUrl/pattern",keyword:"pattern",params:{pattern: "^(https://|mailto:|tel:)[^\\s]+$"},message:"must match pattern \""+"^(https://|mailto:|tel:)[^\\s]+$"+"\""};
if(vErrors === null){
vErrors = [err580];
}
else {
vErrors.push(err580);
}
errors++;
}
}
else {
const err581 = {instancePath:instancePath+"/responsibleGambling/helpOrganisations/" + key37.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i20+"/url",schemaPath:"#/$defs/externalUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err581];
}
else {
vErrors.push(err581);
}
errors++;
}
}
}
else {
const err582 = {instancePath:instancePath+"/responsibleGambling/helpOrganisations/" + key37.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i20,schemaPath:"#/properties/responsibleGambling/properties/helpOrganisations/additionalProperties/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err582];
}
else {
vErrors.push(err582);
}
errors++;
}
}
}
else {
const err583 = {instancePath:instancePath+"/responsibleGambling/helpOrganisations/" + key37.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/responsibleGambling/properties/helpOrganisations/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err583];
}
else {
vErrors.push(err583);
}
errors++;
}
}
}
else {
const err584 = {instancePath:instancePath+"/responsibleGambling/helpOrganisations",schemaPath:"#/properties/responsibleGambling/properties/helpOrganisations/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err584];
}
else {
vErrors.push(err584);
}
errors++;
}
}
if(data193.regulatorBadge !== undefined){
let data221 = data193.regulatorBadge;
if(data221 && typeof data221 == "object" && !Array.isArray(data221)){
if(data221.src === undefined){
const err585 = {instancePath:instancePath+"/responsibleGambling/regulatorBadge",schemaPath:"#/properties/responsibleGambling/properties/regulatorBadge/required",keyword:"required",params:{missingProperty: "src"},message:"must have required property '"+"src"+"'"};
if(vErrors === null){
vErrors = [err585];
}
else {
vErrors.push(err585);
}
errors++;
}
if(data221.href === undefined){
const err586 = {instancePath:instancePath+"/responsibleGambling/regulatorBadge",schemaPath:"#/properties/responsibleGambling/properties/regulatorBadge/required",keyword:"required",params:{missingProperty: "href"},message:"must have required property '"+"href"+"'"};
if(vErrors === null){
vErrors = [err586];
}
else {
vErrors.push(err586);
}
errors++;
}
if(data221.alt === undefined){
const err587 = {instancePath:instancePath+"/responsibleGambling/regulatorBadge",schemaPath:"#/properties/responsibleGambling/properties/regulatorBadge/required",keyword:"required",params:{missingProperty: "alt"},message:"must have required property '"+"alt"+"'"};
if(vErrors === null){
vErrors = [err587];
}
else {
vErrors.push(err587);
}
errors++;
}
for(const key39 in data221){
if(!(((key39 === "src") || (key39 === "href")) || (key39 === "alt"))){
const err588 = {instancePath:instancePath+"/responsibleGambling/regulatorBadge",schemaPath:"#/properties/responsibleGambling/properties/regulatorBadge/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key39},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err588];
}
else {
vErrors.push(err588);
}
errors++;
}
}
if(data221.src !== undefined){
let data222 = data221.src;
if(typeof data222 === "string"){
if(!pattern5.test(data222)){
const err589 = {instancePath:instancePath+"/responsibleGambling/regulatorBadge/src",schemaPath:"#/$defs/assetUrl/pattern",keyword:"pattern",params:{pattern: "^(https://[^\\s]+|[a-zA-Z0-9_][a-zA-Z0-9_./-]*)$"},message:"must match pattern \""+"^(https://[^\\s]+|[a-zA-Z0-9_][a-zA-Z0-9_./-]*)$"+"\""};
if(vErrors === null){
vErrors = [err589];
}
else {
vErrors.push(err589);
}
errors++;
}
}
else {
const err590 = {instancePath:instancePath+"/responsibleGambling/regulatorBadge/src",schemaPath:"#/$defs/assetUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err590];
}
else {
vErrors.push(err590);
}
errors++;
}
}
if(data221.href !== undefined){
let data223 = data221.href;
if(typeof data223 === "string"){
if(!pattern94.test(data223)){
const err591 = {instancePath:instancePath+"/responsibleGambling/regulatorBadge/href",schemaPath:"#/$defs/externalUrl/pattern",keyword:"pattern",params:{pattern: "^(https://|mailto:|tel:)[^\\s]+$"},message:"must match pattern \""+"^(https://|mailto:|tel:)[^\\s]+$"+"\""};
if(vErrors === null){
vErrors = [err591];
}
else {
vErrors.push(err591);
}
errors++;
}
}
else {
const err592 = {instancePath:instancePath+"/responsibleGambling/regulatorBadge/href",schemaPath:"#/$defs/externalUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err592];
}
else {
vErrors.push(err592);
}
errors++;
}
}
if(data221.alt !== undefined){
if(!(validate21(data221.alt, {instancePath:instancePath+"/responsibleGambling/regulatorBadge/alt",parentData:data221,parentDataProperty:"alt",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
}
else {
const err593 = {instancePath:instancePath+"/responsibleGambling/regulatorBadge",schemaPath:"#/properties/responsibleGambling/properties/regulatorBadge/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err593];
}
else {
vErrors.push(err593);
}
errors++;
}
}
}
else {
const err594 = {instancePath:instancePath+"/responsibleGambling",schemaPath:"#/properties/responsibleGambling/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err594];
}
else {
vErrors.push(err594);
}
errors++;
}
let data225 = data.support;
if(data225 && typeof data225 == "object" && !Array.isArray(data225)){
for(const key40 in data225){
if(!((((key40 === "chatUrl") || (key40 === "usdTopUpChatUrl")) || (key40 === "email")) || (key40 === "phone"))){
const err595 = {instancePath:instancePath+"/support",schemaPath:"#/properties/support/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key40},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err595];
}
else {
vErrors.push(err595);
}
errors++;
}
}
if(data225.chatUrl !== undefined){
let data226 = data225.chatUrl;
if(typeof data226 === "string"){
if(!pattern94.test(data226)){
const err596 = {instancePath:instancePath+"/support/chatUrl",schemaPath:"#/$defs/externalUrl/pattern",keyword:"pattern",params:{pattern: "^(https://|mailto:|tel:)[^\\s]+$"},message:"must match pattern \""+"^(https://|mailto:|tel:)[^\\s]+$"+"\""};
if(vErrors === null){
vErrors = [err596];
}
else {
vErrors.push(err596);
}
errors++;
}
}
else {
const err597 = {instancePath:instancePath+"/support/chatUrl",schemaPath:"#/$defs/externalUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err597];
}
else {
vErrors.push(err597);
}
errors++;
}
}
if(data225.usdTopUpChatUrl !== undefined){
let data227 = data225.usdTopUpChatUrl;
if(typeof data227 === "string"){
if(!pattern94.test(data227)){
const err598 = {instancePath:instancePath+"/support/usdTopUpChatUrl",schemaPath:"#/$defs/externalUrl/pattern",keyword:"pattern",params:{pattern: "^(https://|mailto:|tel:)[^\\s]+$"},message:"must match pattern \""+"^(https://|mailto:|tel:)[^\\s]+$"+"\""};
if(vErrors === null){
vErrors = [err598];
}
else {
vErrors.push(err598);
}
errors++;
}
}
else {
const err599 = {instancePath:instancePath+"/support/usdTopUpChatUrl",schemaPath:"#/$defs/externalUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err599];
}
else {
vErrors.push(err599);
}
errors++;
}
}
if(data225.email !== undefined){
let data228 = data225.email;
if(typeof data228 === "string"){
if(!(formats0.test(data228))){
const err600 = {instancePath:instancePath+"/support/email",schemaPath:"#/properties/support/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err600];
}
else {
vErrors.push(err600);
}
errors++;
}
}
else {
const err601 = {instancePath:instancePath+"/support/email",schemaPath:"#/properties/support/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err601];
}
else {
vErrors.push(err601);
}
errors++;
}
}
if(data225.phone !== undefined){
let data229 = data225.phone;
if(typeof data229 === "string"){
if(!pattern102.test(data229)){
const err602 = {instancePath:instancePath+"/support/phone",schemaPath:"#/properties/support/properties/phone/pattern",keyword:"pattern",params:{pattern: "^\\+[0-9 ]{6,20}$"},message:"must match pattern \""+"^\\+[0-9 ]{6,20}$"+"\""};
if(vErrors === null){
vErrors = [err602];
}
else {
vErrors.push(err602);
}
errors++;
}
}
else {
const err603 = {instancePath:instancePath+"/support/phone",schemaPath:"#/properties/support/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err603];
}
else {
vErrors.push(err603);
}
errors++;
}
}
}
else {
const err604 = {instancePath:instancePath+"/support",schemaPath:"#/properties/support/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err604];
}
else {
vErrors.push(err604);
}
errors++;
}
let data230 = data.downloadApp;
if(data230 && typeof data230 == "object" && !Array.isArray(data230)){
for(const key41 in data230){
if(!(key41 === "androidUrl")){
const err605 = {instancePath:instancePath+"/downloadApp",schemaPath:"#/properties/downloadApp/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key41},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err605];
}
else {
vErrors.push(err605);
}
errors++;
}
}
if(data230.androidUrl !== undefined){
let data231 = data230.androidUrl;
if(typeof data231 === "string"){
if(!pattern94.test(data231)){
const err606 = {instancePath:instancePath+"/downloadApp/androidUrl",schemaPath:"#/$defs/externalUrl/pattern",keyword:"pattern",params:{pattern: "^(https://|mailto:|tel:)[^\\s]+$"},message:"must match pattern \""+"^(https://|mailto:|tel:)[^\\s]+$"+"\""};
if(vErrors === null){
vErrors = [err606];
}
else {
vErrors.push(err606);
}
errors++;
}
}
else {
const err607 = {instancePath:instancePath+"/downloadApp/androidUrl",schemaPath:"#/$defs/externalUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err607];
}
else {
vErrors.push(err607);
}
errors++;
}
}
}
else {
const err608 = {instancePath:instancePath+"/downloadApp",schemaPath:"#/properties/downloadApp/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err608];
}
else {
vErrors.push(err608);
}
errors++;
}
let data232 = data.api;
if(data232 && typeof data232 == "object" && !Array.isArray(data232)){
if(data232.baseUrl === undefined){
data232.baseUrl = "";
}
for(const key42 in data232){
if(!(key42 === "baseUrl")){
const err609 = {instancePath:instancePath+"/api",schemaPath:"#/properties/api/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key42},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err609];
}
else {
vErrors.push(err609);
}
errors++;
}
}
let data233 = data232.baseUrl;
if(typeof data233 === "string"){
if(!pattern104.test(data233)){
const err610 = {instancePath:instancePath+"/api/baseUrl",schemaPath:"#/properties/api/properties/baseUrl/pattern",keyword:"pattern",params:{pattern: "^(|https://[^\\s]+[^/])$"},message:"must match pattern \""+"^(|https://[^\\s]+[^/])$"+"\""};
if(vErrors === null){
vErrors = [err610];
}
else {
vErrors.push(err610);
}
errors++;
}
}
else {
const err611 = {instancePath:instancePath+"/api/baseUrl",schemaPath:"#/properties/api/properties/baseUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err611];
}
else {
vErrors.push(err611);
}
errors++;
}
}
else {
const err612 = {instancePath:instancePath+"/api",schemaPath:"#/properties/api/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err612];
}
else {
vErrors.push(err612);
}
errors++;
}
let data234 = data.integrations;
if(data234 && typeof data234 == "object" && !Array.isArray(data234)){
for(const key43 in data234){
if(!((((key43 === "bc") || (key43 === "digitain")) || (key43 === "tvbet")) || (key43 === "inbet"))){
const err613 = {instancePath:instancePath+"/integrations",schemaPath:"#/properties/integrations/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key43},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err613];
}
else {
vErrors.push(err613);
}
errors++;
}
}
if(data234.bc !== undefined){
let data235 = data234.bc;
if(data235 && typeof data235 == "object" && !Array.isArray(data235)){
if(data235.frameUrl === undefined){
const err614 = {instancePath:instancePath+"/integrations/bc",schemaPath:"#/properties/integrations/properties/bc/required",keyword:"required",params:{missingProperty: "frameUrl"},message:"must have required property '"+"frameUrl"+"'"};
if(vErrors === null){
vErrors = [err614];
}
else {
vErrors.push(err614);
}
errors++;
}
for(const key44 in data235){
if(!(key44 === "frameUrl")){
const err615 = {instancePath:instancePath+"/integrations/bc",schemaPath:"#/properties/integrations/properties/bc/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key44},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err615];
}
else {
vErrors.push(err615);
}
errors++;
}
}
if(data235.frameUrl !== undefined){
let data236 = data235.frameUrl;
if(typeof data236 === "string"){
if(!pattern105.test(data236)){
const err616 = {instancePath:instancePath+"/integrations/bc/frameUrl",schemaPath:"#/$defs/integrationUrl/pattern",keyword:"pattern",params:{pattern: "^(/(?![/\\\\])[^\\s]*|https://[^\\s/]+(/[^\\s]*)?)$"},message:"must match pattern \""+"^(/(?![/\\\\])[^\\s]*|https://[^\\s/]+(/[^\\s]*)?)$"+"\""};
if(vErrors === null){
vErrors = [err616];
}
else {
vErrors.push(err616);
}
errors++;
}
}
else {
const err617 = {instancePath:instancePath+"/integrations/bc/frameUrl",schemaPath:"#/$defs/integrationUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err617];
}
else {
vErrors.push(err617);
}
errors++;
}
}
}
else {
const err618 = {instancePath:instancePath+"/integrations/bc",schemaPath:"#/properties/integrations/properties/bc/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err618];
}
else {
vErrors.push(err618);
}
errors++;
}
}
if(data234.digitain !== undefined){
let data237 = data234.digitain;
if(data237 && typeof data237 == "object" && !Array.isArray(data237)){
if(data237.frameUrl === undefined){
const err619 = {instancePath:instancePath+"/integrations/digitain",schemaPath:"#/properties/integrations/properties/digitain/required",keyword:"required",params:{missingProperty: "frameUrl"},message:"must have required property '"+"frameUrl"+"'"};
if(vErrors === null){
vErrors = [err619];
}
else {
vErrors.push(err619);
}
errors++;
}
for(const key45 in data237){
if(!(key45 === "frameUrl")){
const err620 = {instancePath:instancePath+"/integrations/digitain",schemaPath:"#/properties/integrations/properties/digitain/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key45},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err620];
}
else {
vErrors.push(err620);
}
errors++;
}
}
if(data237.frameUrl !== undefined){
let data238 = data237.frameUrl;
if(typeof data238 === "string"){
if(!pattern105.test(data238)){
const err621 = {instancePath:instancePath+"/integrations/digitain/frameUrl",schemaPath:"#/$defs/integrationUrl/pattern",keyword:"pattern",params:{pattern: "^(/(?![/\\\\])[^\\s]*|https://[^\\s/]+(/[^\\s]*)?)$"},message:"must match pattern \""+"^(/(?![/\\\\])[^\\s]*|https://[^\\s/]+(/[^\\s]*)?)$"+"\""};
if(vErrors === null){
vErrors = [err621];
}
else {
vErrors.push(err621);
}
errors++;
}
}
else {
const err622 = {instancePath:instancePath+"/integrations/digitain/frameUrl",schemaPath:"#/$defs/integrationUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err622];
}
else {
vErrors.push(err622);
}
errors++;
}
}
}
else {
const err623 = {instancePath:instancePath+"/integrations/digitain",schemaPath:"#/properties/integrations/properties/digitain/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err623];
}
else {
vErrors.push(err623);
}
errors++;
}
}
if(data234.tvbet !== undefined){
let data239 = data234.tvbet;
if(data239 && typeof data239 == "object" && !Array.isArray(data239)){
if(data239.frameUrl === undefined){
const err624 = {instancePath:instancePath+"/integrations/tvbet",schemaPath:"#/properties/integrations/properties/tvbet/required",keyword:"required",params:{missingProperty: "frameUrl"},message:"must have required property '"+"frameUrl"+"'"};
if(vErrors === null){
vErrors = [err624];
}
else {
vErrors.push(err624);
}
errors++;
}
for(const key46 in data239){
if(!(key46 === "frameUrl")){
const err625 = {instancePath:instancePath+"/integrations/tvbet",schemaPath:"#/properties/integrations/properties/tvbet/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key46},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err625];
}
else {
vErrors.push(err625);
}
errors++;
}
}
if(data239.frameUrl !== undefined){
let data240 = data239.frameUrl;
if(typeof data240 === "string"){
if(!pattern105.test(data240)){
const err626 = {instancePath:instancePath+"/integrations/tvbet/frameUrl",schemaPath:"#/$defs/integrationUrl/pattern",keyword:"pattern",params:{pattern: "^(/(?![/\\\\])[^\\s]*|https://[^\\s/]+(/[^\\s]*)?)$"},message:"must match pattern \""+"^(/(?![/\\\\])[^\\s]*|https://[^\\s/]+(/[^\\s]*)?)$"+"\""};
if(vErrors === null){
vErrors = [err626];
}
else {
vErrors.push(err626);
}
errors++;
}
}
else {
const err627 = {instancePath:instancePath+"/integrations/tvbet/frameUrl",schemaPath:"#/$defs/integrationUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err627];
}
else {
vErrors.push(err627);
}
errors++;
}
}
}
else {
const err628 = {instancePath:instancePath+"/integrations/tvbet",schemaPath:"#/properties/integrations/properties/tvbet/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err628];
}
else {
vErrors.push(err628);
}
errors++;
}
}
if(data234.inbet !== undefined){
let data241 = data234.inbet;
if(data241 && typeof data241 == "object" && !Array.isArray(data241)){
if(data241.scriptUrl === undefined){
const err629 = {instancePath:instancePath+"/integrations/inbet",schemaPath:"#/properties/integrations/properties/inbet/required",keyword:"required",params:{missingProperty: "scriptUrl"},message:"must have required property '"+"scriptUrl"+"'"};
if(vErrors === null){
vErrors = [err629];
}
else {
vErrors.push(err629);
}
errors++;
}
for(const key47 in data241){
if(!(key47 === "scriptUrl")){
const err630 = {instancePath:instancePath+"/integrations/inbet",schemaPath:"#/properties/integrations/properties/inbet/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key47},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err630];
}
else {
vErrors.push(err630);
}
errors++;
}
}
if(data241.scriptUrl !== undefined){
let data242 = data241.scriptUrl;
if(typeof data242 === "string"){
if(!pattern105.test(data242)){
const err631 = {instancePath:instancePath+"/integrations/inbet/scriptUrl",schemaPath:"#/$defs/integrationUrl/pattern",keyword:"pattern",params:{pattern: "^(/(?![/\\\\])[^\\s]*|https://[^\\s/]+(/[^\\s]*)?)$"},message:"must match pattern \""+"^(/(?![/\\\\])[^\\s]*|https://[^\\s/]+(/[^\\s]*)?)$"+"\""};
if(vErrors === null){
vErrors = [err631];
}
else {
vErrors.push(err631);
}
errors++;
}
}
else {
const err632 = {instancePath:instancePath+"/integrations/inbet/scriptUrl",schemaPath:"#/$defs/integrationUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err632];
}
else {
vErrors.push(err632);
}
errors++;
}
}
}
else {
const err633 = {instancePath:instancePath+"/integrations/inbet",schemaPath:"#/properties/integrations/properties/inbet/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err633];
}
else {
vErrors.push(err633);
}
errors++;
}
}
}
else {
const err634 = {instancePath:instancePath+"/integrations",schemaPath:"#/properties/integrations/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err634];
}
else {
vErrors.push(err634);
}
errors++;
}
let data243 = data.informationModals;
if(data243 && typeof data243 == "object" && !Array.isArray(data243)){
if(data243.cashier === undefined){
data243.cashier = true;
}
if(data243.replenishment === undefined){
data243.replenishment = true;
}
if(data243.goldenRace === undefined){
data243.goldenRace = true;
}
if(data243.webmoney === undefined){
data243.webmoney = true;
}
if(data243.impostor === undefined){
data243.impostor = true;
}
for(const key48 in data243){
if(!(((((key48 === "cashier") || (key48 === "replenishment")) || (key48 === "goldenRace")) || (key48 === "webmoney")) || (key48 === "impostor"))){
const err635 = {instancePath:instancePath+"/informationModals",schemaPath:"#/properties/informationModals/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key48},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err635];
}
else {
vErrors.push(err635);
}
errors++;
}
}
if(typeof data243.cashier !== "boolean"){
const err636 = {instancePath:instancePath+"/informationModals/cashier",schemaPath:"#/properties/informationModals/properties/cashier/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err636];
}
else {
vErrors.push(err636);
}
errors++;
}
if(typeof data243.replenishment !== "boolean"){
const err637 = {instancePath:instancePath+"/informationModals/replenishment",schemaPath:"#/properties/informationModals/properties/replenishment/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err637];
}
else {
vErrors.push(err637);
}
errors++;
}
if(typeof data243.goldenRace !== "boolean"){
const err638 = {instancePath:instancePath+"/informationModals/goldenRace",schemaPath:"#/properties/informationModals/properties/goldenRace/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err638];
}
else {
vErrors.push(err638);
}
errors++;
}
if(typeof data243.webmoney !== "boolean"){
const err639 = {instancePath:instancePath+"/informationModals/webmoney",schemaPath:"#/properties/informationModals/properties/webmoney/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err639];
}
else {
vErrors.push(err639);
}
errors++;
}
if(typeof data243.impostor !== "boolean"){
const err640 = {instancePath:instancePath+"/informationModals/impostor",schemaPath:"#/properties/informationModals/properties/impostor/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err640];
}
else {
vErrors.push(err640);
}
errors++;
}
}
else {
const err641 = {instancePath:instancePath+"/informationModals",schemaPath:"#/properties/informationModals/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err641];
}
else {
vErrors.push(err641);
}
errors++;
}
let data249 = data.paymentModes;
if(data249 && typeof data249 == "object" && !Array.isArray(data249)){
for(const key49 in data249){
const _errs641 = errors;
if(!(((((((((((((key49 === "63") || (key49 === "160")) || (key49 === "45")) || (key49 === "147")) || (key49 === "116")) || (key49 === "114")) || (key49 === "64")) || (key49 === "150")) || (key49 === "2")) || (key49 === "84")) || (key49 === "83")) || (key49 === "132")) || (key49 === "82"))){
const err642 = {instancePath:instancePath+"/paymentModes",schemaPath:"#/properties/paymentModes/propertyNames/enum",keyword:"enum",params:{allowedValues: schema31.properties.paymentModes.propertyNames.enum},message:"must be equal to one of the allowed values",propertyName:key49};
if(vErrors === null){
vErrors = [err642];
}
else {
vErrors.push(err642);
}
errors++;
}
var valid182 = _errs641 === errors;
if(!valid182){
const err643 = {instancePath:instancePath+"/paymentModes",schemaPath:"#/properties/paymentModes/propertyNames",keyword:"propertyNames",params:{propertyName: key49},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err643];
}
else {
vErrors.push(err643);
}
errors++;
}
}
for(const key50 in data249){
if(!(validate21(data249[key50], {instancePath:instancePath+"/paymentModes/" + key50.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data249,parentDataProperty:key50,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
}
else {
const err644 = {instancePath:instancePath+"/paymentModes",schemaPath:"#/properties/paymentModes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err644];
}
else {
vErrors.push(err644);
}
errors++;
}
let data251 = data.campaigns;
if(data251 && typeof data251 == "object" && !Array.isArray(data251)){
if(data251.freeBets === undefined){
data251.freeBets = {};
}
if(data251.promotions === undefined){
data251.promotions = {};
}
for(const key51 in data251){
if(!((key51 === "freeBets") || (key51 === "promotions"))){
const err645 = {instancePath:instancePath+"/campaigns",schemaPath:"#/properties/campaigns/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key51},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err645];
}
else {
vErrors.push(err645);
}
errors++;
}
}
let data252 = data251.freeBets;
if(data252 && typeof data252 == "object" && !Array.isArray(data252)){
if(data252.enabled === undefined){
data252.enabled = false;
}
if(data252.amount === undefined){
data252.amount = 100;
}
if(data252.currency === undefined){
data252.currency = "TMT";
}
if(data252.turnoverPerFreeBet === undefined){
data252.turnoverPerFreeBet = 1200;
}
if(data252.maxPerWeek === undefined){
data252.maxPerWeek = 5;
}
if(data252.minOdds === undefined){
data252.minOdds = 1.75;
}
if(data252.maxOdds === undefined){
data252.maxOdds = 50;
}
if(data252.claimWeekday === undefined){
data252.claimWeekday = 3;
}
for(const key52 in data252){
if(!(func1.call(schema31.properties.campaigns.properties.freeBets.properties, key52))){
const err646 = {instancePath:instancePath+"/campaigns/freeBets",schemaPath:"#/properties/campaigns/properties/freeBets/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key52},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err646];
}
else {
vErrors.push(err646);
}
errors++;
}
}
if(typeof data252.enabled !== "boolean"){
const err647 = {instancePath:instancePath+"/campaigns/freeBets/enabled",schemaPath:"#/properties/campaigns/properties/freeBets/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err647];
}
else {
vErrors.push(err647);
}
errors++;
}
let data254 = data252.amount;
if((typeof data254 == "number") && (isFinite(data254))){
if(data254 < 0 || isNaN(data254)){
const err648 = {instancePath:instancePath+"/campaigns/freeBets/amount",schemaPath:"#/properties/campaigns/properties/freeBets/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err648];
}
else {
vErrors.push(err648);
}
errors++;
}
}
else {
const err649 = {instancePath:instancePath+"/campaigns/freeBets/amount",schemaPath:"#/properties/campaigns/properties/freeBets/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err649];
}
else {
vErrors.push(err649);
}
errors++;
}
let data255 = data252.currency;
if(typeof data255 === "string"){
if(!pattern88.test(data255)){
const err650 = {instancePath:instancePath+"/campaigns/freeBets/currency",schemaPath:"#/$defs/currencyCode/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""};
if(vErrors === null){
vErrors = [err650];
}
else {
vErrors.push(err650);
}
errors++;
}
}
else {
const err651 = {instancePath:instancePath+"/campaigns/freeBets/currency",schemaPath:"#/$defs/currencyCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err651];
}
else {
vErrors.push(err651);
}
errors++;
}
let data256 = data252.turnoverPerFreeBet;
if((typeof data256 == "number") && (isFinite(data256))){
if(data256 < 0 || isNaN(data256)){
const err652 = {instancePath:instancePath+"/campaigns/freeBets/turnoverPerFreeBet",schemaPath:"#/properties/campaigns/properties/freeBets/properties/turnoverPerFreeBet/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err652];
}
else {
vErrors.push(err652);
}
errors++;
}
}
else {
const err653 = {instancePath:instancePath+"/campaigns/freeBets/turnoverPerFreeBet",schemaPath:"#/properties/campaigns/properties/freeBets/properties/turnoverPerFreeBet/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err653];
}
else {
vErrors.push(err653);
}
errors++;
}
let data257 = data252.maxPerWeek;
if(!(((typeof data257 == "number") && (!(data257 % 1) && !isNaN(data257))) && (isFinite(data257)))){
const err654 = {instancePath:instancePath+"/campaigns/freeBets/maxPerWeek",schemaPath:"#/properties/campaigns/properties/freeBets/properties/maxPerWeek/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err654];
}
else {
vErrors.push(err654);
}
errors++;
}
if((typeof data257 == "number") && (isFinite(data257))){
if(data257 < 1 || isNaN(data257)){
const err655 = {instancePath:instancePath+"/campaigns/freeBets/maxPerWeek",schemaPath:"#/properties/campaigns/properties/freeBets/properties/maxPerWeek/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err655];
}
else {
vErrors.push(err655);
}
errors++;
}
}
let data258 = data252.minOdds;
if((typeof data258 == "number") && (isFinite(data258))){
if(data258 < 1 || isNaN(data258)){
const err656 = {instancePath:instancePath+"/campaigns/freeBets/minOdds",schemaPath:"#/properties/campaigns/properties/freeBets/properties/minOdds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err656];
}
else {
vErrors.push(err656);
}
errors++;
}
}
else {
const err657 = {instancePath:instancePath+"/campaigns/freeBets/minOdds",schemaPath:"#/properties/campaigns/properties/freeBets/properties/minOdds/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err657];
}
else {
vErrors.push(err657);
}
errors++;
}
let data259 = data252.maxOdds;
if((typeof data259 == "number") && (isFinite(data259))){
if(data259 < 1 || isNaN(data259)){
const err658 = {instancePath:instancePath+"/campaigns/freeBets/maxOdds",schemaPath:"#/properties/campaigns/properties/freeBets/properties/maxOdds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err658];
}
else {
vErrors.push(err658);
}
errors++;
}
}
else {
const err659 = {instancePath:instancePath+"/campaigns/freeBets/maxOdds",schemaPath:"#/properties/campaigns/properties/freeBets/properties/maxOdds/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err659];
}
else {
vErrors.push(err659);
}
errors++;
}
let data260 = data252.claimWeekday;
if(!(((typeof data260 == "number") && (!(data260 % 1) && !isNaN(data260))) && (isFinite(data260)))){
const err660 = {instancePath:instancePath+"/campaigns/freeBets/claimWeekday",schemaPath:"#/properties/campaigns/properties/freeBets/properties/claimWeekday/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err660];
}
else {
vErrors.push(err660);
}
errors++;
}
if((typeof data260 == "number") && (isFinite(data260))){
if(data260 > 6 || isNaN(data260)){
const err661 = {instancePath:instancePath+"/campaigns/freeBets/claimWeekday",schemaPath:"#/properties/campaigns/properties/freeBets/properties/claimWeekday/maximum",keyword:"maximum",params:{comparison: "<=", limit: 6},message:"must be <= 6"};
if(vErrors === null){
vErrors = [err661];
}
else {
vErrors.push(err661);
}
errors++;
}
if(data260 < 0 || isNaN(data260)){
const err662 = {instancePath:instancePath+"/campaigns/freeBets/claimWeekday",schemaPath:"#/properties/campaigns/properties/freeBets/properties/claimWeekday/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err662];
}
else {
vErrors.push(err662);
}
errors++;
}
}
if(data252.startDate !== undefined){
let data261 = data252.startDate;
if(typeof data261 === "string"){
if(!(formats2.validate(data261))){
const err663 = {instancePath:instancePath+"/campaigns/freeBets/startDate",schemaPath:"#/properties/campaigns/properties/freeBets/properties/startDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err663];
}
else {
vErrors.push(err663);
}
errors++;
}
}
else {
const err664 = {instancePath:instancePath+"/campaigns/freeBets/startDate",schemaPath:"#/properties/campaigns/properties/freeBets/properties/startDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err664];
}
else {
vErrors.push(err664);
}
errors++;
}
}
if(data252.endDate !== undefined){
let data262 = data252.endDate;
if(typeof data262 === "string"){
if(!(formats2.validate(data262))){
const err665 = {instancePath:instancePath+"/campaigns/freeBets/endDate",schemaPath:"#/properties/campaigns/properties/freeBets/properties/endDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err665];
}
else {
vErrors.push(err665);
}
errors++;
}
}
else {
const err666 = {instancePath:instancePath+"/campaigns/freeBets/endDate",schemaPath:"#/properties/campaigns/properties/freeBets/properties/endDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err666];
}
else {
vErrors.push(err666);
}
errors++;
}
}
}
else {
const err667 = {instancePath:instancePath+"/campaigns/freeBets",schemaPath:"#/properties/campaigns/properties/freeBets/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err667];
}
else {
vErrors.push(err667);
}
errors++;
}
let data263 = data251.promotions;
if(data263 && typeof data263 == "object" && !Array.isArray(data263)){
if(data263.enabled === undefined){
data263.enabled = false;
}
if(data263.bigWinAmount === undefined){
data263.bigWinAmount = 1000;
}
if(data263.currency === undefined){
data263.currency = "TMT";
}
for(const key53 in data263){
if(!(((key53 === "enabled") || (key53 === "bigWinAmount")) || (key53 === "currency"))){
const err668 = {instancePath:instancePath+"/campaigns/promotions",schemaPath:"#/properties/campaigns/properties/promotions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key53},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err668];
}
else {
vErrors.push(err668);
}
errors++;
}
}
if(typeof data263.enabled !== "boolean"){
const err669 = {instancePath:instancePath+"/campaigns/promotions/enabled",schemaPath:"#/properties/campaigns/properties/promotions/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err669];
}
else {
vErrors.push(err669);
}
errors++;
}
let data265 = data263.bigWinAmount;
if((typeof data265 == "number") && (isFinite(data265))){
if(data265 < 0 || isNaN(data265)){
const err670 = {instancePath:instancePath+"/campaigns/promotions/bigWinAmount",schemaPath:"#/properties/campaigns/properties/promotions/properties/bigWinAmount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err670];
}
else {
vErrors.push(err670);
}
errors++;
}
}
else {
const err671 = {instancePath:instancePath+"/campaigns/promotions/bigWinAmount",schemaPath:"#/properties/campaigns/properties/promotions/properties/bigWinAmount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err671];
}
else {
vErrors.push(err671);
}
errors++;
}
let data266 = data263.currency;
if(typeof data266 === "string"){
if(!pattern88.test(data266)){
const err672 = {instancePath:instancePath+"/campaigns/promotions/currency",schemaPath:"#/$defs/currencyCode/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""};
if(vErrors === null){
vErrors = [err672];
}
else {
vErrors.push(err672);
}
errors++;
}
}
else {
const err673 = {instancePath:instancePath+"/campaigns/promotions/currency",schemaPath:"#/$defs/currencyCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err673];
}
else {
vErrors.push(err673);
}
errors++;
}
}
else {
const err674 = {instancePath:instancePath+"/campaigns/promotions",schemaPath:"#/properties/campaigns/properties/promotions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err674];
}
else {
vErrors.push(err674);
}
errors++;
}
}
else {
const err675 = {instancePath:instancePath+"/campaigns",schemaPath:"#/properties/campaigns/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err675];
}
else {
vErrors.push(err675);
}
errors++;
}
}
else {
const err676 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err676];
}
else {
vErrors.push(err676);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

