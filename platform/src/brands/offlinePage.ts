import { escapeHtml } from '../html/escape.ts';
import type { BrandDocument } from './brandDocument.ts';

/** Where the service worker finds the offline page, by the demo server and in an export. */
export const offlinePagePath = '/offline.html';

/**
 * The page's three texts. It is shown when the network is gone, so it cannot fetch the app's
 * translations: it carries its own, and speaks the brand's default language.
 */
const texts = {
  es: {
    title: 'Sin conexión',
    message: 'No hay conexión a internet. Comprueba tu red y vuelve a intentarlo.',
    retry: 'Reintentar',
  },
  en: {
    title: 'You are offline',
    message: 'There is no internet connection. Check your network and try again.',
    retry: 'Try again',
  },
  pt: {
    title: 'Sem ligação',
    message: 'Não há ligação à internet. Verifique a sua rede e tente novamente.',
    retry: 'Tentar novamente',
  },
} as const;

type OfflineLanguage = keyof typeof texts;

function offlineLanguage(tag: string): OfflineLanguage {
  const short = tag.slice(0, 2);
  return short === 'en' || short === 'pt' ? short : 'es';
}

/**
 * A branded page for a reload on a dead network, instead of the browser's error. Self-contained
 * (inline styles, the brand's colours, no script: the policy runs none inline) and its Retry is a
 * form that loads the same address again, which needs no script either.
 */
export function offlinePage(document: BrandDocument): string {
  const text = texts[offlineLanguage(document.lang)];
  return `<!doctype html>
<html lang="${escapeHtml(document.lang)}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="theme-color" content="${escapeHtml(document.themeColor)}" />
    <title>${escapeHtml(`${text.title} · ${document.name}`)}</title>
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px;
        box-sizing: border-box; font-family: system-ui, sans-serif; text-align: center;
        background: ${cssColor(document.backgroundColor)}; color: ${cssColor(document.textColor)}; }
      main { max-width: 22rem; }
      h1 { font-size: 1.5rem; margin: 0 0 0.5rem; }
      h2 { font-size: 1.125rem; margin: 0 0 0.5rem; }
      p { margin: 0 0 1.5rem; line-height: 1.5; }
      button { min-height: 44px; min-width: 44px; padding: 0 24px; border: 0; border-radius: 8px;
        font: inherit; font-weight: 600; cursor: pointer;
        background: ${cssColor(document.themeColor)}; color: ${cssColor(document.onThemeColor)}; }
    </style>
  </head>
  <body>
    <main>
      <h1>${escapeHtml(document.name)}</h1>
      <h2>${escapeHtml(text.title)}</h2>
      <p>${escapeHtml(text.message)}</p>
      <form method="get"><button type="submit">${escapeHtml(text.retry)}</button></form>
    </main>
  </body>
</html>
`;
}

/** A theme colour in a style sheet: the schema allows only colour syntax, and nothing else gets in. */
function cssColor(value: string): string {
  return /^[#(),.%\w\s-]+$/.test(value) ? value : 'inherit';
}
