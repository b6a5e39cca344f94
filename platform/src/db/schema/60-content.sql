-- Demo platform schema: site content (flat pages, slides, ads, promo images) and the per-player
-- site preferences of GET /api/site/settings. Texts are stored per short language code (es, en, pt).

CREATE TABLE IF NOT EXISTS flat_pages (
  -- One id per page across languages, so the app can keep a page open when the language changes.
  id INTEGER NOT NULL,
  lang TEXT NOT NULL,
  id_name TEXT NOT NULL,
  name TEXT NOT NULL,
  priority INTEGER NOT NULL,
  -- HTML body (headings, paragraphs, lists, links; never scripts).
  text TEXT NOT NULL,
  PRIMARY KEY (id, lang),
  UNIQUE (lang, id_name)
);

-- Slides, ads and promo images share one shape: a banner whose SVG the platform renders from
-- these texts, so every language gets artwork in its own words.
CREATE TABLE IF NOT EXISTS site_banners (
  kind TEXT NOT NULL CHECK (kind IN ('slide', 'ad', 'imo')),
  id INTEGER NOT NULL,
  lang TEXT NOT NULL,
  -- Stable name of the artwork: its file name in localPath (for promo images, the modal name).
  slug TEXT NOT NULL,
  priority INTEGER NOT NULL,
  -- App route or same-origin URL the banner links to; '' when it links nowhere.
  url TEXT NOT NULL DEFAULT '',
  title TEXT NOT NULL,
  subtitle TEXT NOT NULL DEFAULT '',
  cta TEXT NOT NULL DEFAULT '',
  palette TEXT NOT NULL,
  motif TEXT NOT NULL,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  PRIMARY KEY (kind, id, lang)
);

-- Odds format preference (0 decimal, 1 fractional, 2 american); no row = the brand's default.
CREATE TABLE IF NOT EXISTS user_site_settings (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  odd_type INTEGER NOT NULL CHECK (odd_type IN (0, 1, 2))
);

-- Information modals a player dismissed (or reopened); no row = the modal's default.
CREATE TABLE IF NOT EXISTS user_information_modals (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name TEXT NOT NULL CHECK (name IN ('cashier', 'goldenRace', 'replenishment', 'webmoney', 'impostor')),
  hidden INTEGER NOT NULL CHECK (hidden IN (0, 1)),
  PRIMARY KEY (user_id, name)
);
