import { html, type SafeHtml } from '../../../html/template.ts';
import type { Language, Localized } from './language.ts';

/**
 * The heading of a demo provider page, saying plainly that it stands in for the provider:
 * "Demo table of Evolution", "Mesa de demostración de Evolution".
 */
export function demoHeading(what: Localized, provider: string, lang: Language): string {
  switch (lang) {
    case 'en':
      return `Demo ${what.en} of ${provider}`;
    case 'pt':
      return `${what.pt} de demonstração de ${provider}`;
    default:
      return `${what.es} de demostración de ${provider}`;
  }
}

const detailsSummary: Localized = {
  es: 'Detalles de la integración',
  en: 'Integration details',
  pt: 'Detalhes da integração',
};

/**
 * What the app passed to the provider (language, route, token, client and session ids): useful
 * when checking an integration, noise to a player, so it sits in a panel closed by default.
 */
export function integrationDetails(lang: Language, content: SafeHtml): SafeHtml {
  return html`<details id="integration-details" class="integration">
    <summary>${detailsSummary[lang]}</summary>
    ${content}
  </details>`;
}

const expiredNote: Localized = {
  es: 'La sesión ha caducado. Ábrela de nuevo desde la aplicación.',
  en: 'This session has expired. Open it again from the app.',
  pt: 'A sessão expirou. Abra-a novamente a partir da aplicação.',
};

/** What a player sees when the page's token is no longer valid (the details say why). */
export const sessionExpiredNote = (lang: Language): SafeHtml =>
  html`<p class="bad" id="session-expired">${expiredNote[lang]}</p>`;
