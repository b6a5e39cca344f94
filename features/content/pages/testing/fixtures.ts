import type { StoryLanguage } from '../../../core/testing/index.ts';
import type { RawFlatPage } from '../api/flatPages.ts';
import type { Contacts } from '../model/contacts.ts';

/**
 * The words of the fixture's pages in each language, as the platform keeps a page per language
 * (content module, flatPages/): the pages below are built from them, and stories read the
 * expected titles and names from here.
 */
export const flatPageTexts = {
  es: {
    aboutTitle: 'Sobre nosotros',
    aboutText: '<h2>Quiénes somos</h2><p>Una plataforma de apuestas pensada para el móvil.</p>',
    rulesTitle: 'Términos y condiciones',
    rulesIntro:
      'Al registrarte en Demo Bet aceptas estas condiciones. Léelas con atención antes de depositar o apostar.',
    accountSection: '1. Cuenta',
    age: 'Debes tener al menos <strong>18 años</strong>.',
    oneAccount: 'Cada persona puede tener una sola cuenta.',
    paymentsSection: '2. Depósitos y retiros',
    minimums: 'El depósito mínimo es de $6.000 y el retiro mínimo de $10.000.',
    help: (email: string, bonusRules: string, helpLink: string) =>
      `Escríbenos a ${email}, lee las ${bonusRules} o busca ayuda en ${helpLink}.`,
    bonusRules: 'reglas de bonos',
    helpLink: 'Jugadores Anónimos',
    promotionTitle: 'Promoción',
    promotionText: 'Texto de la promoción.',
    claim: 'Reclamar',
  },
  en: {
    aboutTitle: 'About us',
    aboutText: '<h2>Who we are</h2><p>A betting platform built for your phone.</p>',
    rulesTitle: 'Terms and conditions',
    rulesIntro:
      'By registering with Demo Bet you accept these terms. Please read them carefully before you deposit or bet.',
    accountSection: '1. Account',
    age: 'You must be at least <strong>18 years old</strong>.',
    oneAccount: 'One account per person.',
    paymentsSection: '2. Deposits and withdrawals',
    minimums: 'The minimum deposit is $6,000 and the minimum withdrawal $10,000.',
    help: (email: string, bonusRules: string, helpLink: string) =>
      `Write to us at ${email}, read the ${bonusRules} or get help from ${helpLink}.`,
    bonusRules: 'bonus rules',
    helpLink: 'Gamblers Anonymous',
    promotionTitle: 'Promotion',
    promotionText: 'The promotion text.',
    claim: 'Claim',
  },
  pt: {
    aboutTitle: 'Sobre nós',
    aboutText: '<h2>Quem somos</h2><p>Uma plataforma de apostas pensada para o telemóvel.</p>',
    rulesTitle: 'Termos e condições',
    rulesIntro:
      'Ao registar-se na Demo Bet aceita estes termos. Leia-os com atenção antes de depositar ou apostar.',
    accountSection: '1. Conta',
    age: 'Tem de ter pelo menos <strong>18 anos</strong>.',
    oneAccount: 'Uma conta por pessoa.',
    paymentsSection: '2. Depósitos e levantamentos',
    minimums: 'O depósito mínimo é de $6.000 e o levantamento mínimo de $10.000.',
    help: (email: string, bonusRules: string, helpLink: string) =>
      `Escreva-nos para ${email}, leia as ${bonusRules} ou procure ajuda nos ${helpLink}.`,
    bonusRules: 'regras de bónus',
    helpLink: 'Jogadores Anónimos',
    promotionTitle: 'Promoção',
    promotionText: 'Texto da promoção.',
    claim: 'Resgatar',
  },
} as const satisfies Record<StoryLanguage, object>;

/** The rules page as the platform seeds it (anchored sections, app and mail links). */
function rulesPageIn(language: StoryLanguage): RawFlatPage {
  const words = flatPageTexts[language];
  const help = words.help(
    '<a href="mailto:support@demo-bet.example.com">support@demo-bet.example.com</a>',
    `<a href="/flatPages/bonus-rules">${words.bonusRules}</a>`,
    `<a href="https://www.gamblersanonymous.org" target="_blank" rel="noopener noreferrer">${words.helpLink}</a>`,
  );
  return {
    id: 2,
    id_name: 'rules',
    name: words.rulesTitle,
    priority: 20,
    text: `<h2>${words.rulesTitle}</h2>
<p>${words.rulesIntro}</p>
<h3 id="section-1">${words.accountSection}</h3>
<ul>
<li>${words.age}</li>
<li>${words.oneAccount}</li>
</ul>
<h3 id="section-2">${words.paymentsSection}</h3>
<p>${words.minimums}</p>
<p>${help}</p>`,
  };
}

function aboutPageIn(language: StoryLanguage): RawFlatPage {
  const words = flatPageTexts[language];
  return { id: 1, id_name: 'about', name: words.aboutTitle, priority: 10, text: words.aboutText };
}

/** Operator HTML that tries to run code: the page must show its text and run nothing. */
function hostilePageIn(language: StoryLanguage): RawFlatPage {
  const words = flatPageTexts[language];
  return {
    id: 9,
    id_name: 'hostile',
    name: words.promotionTitle,
    priority: 90,
    text: `<h2 onclick="window.__flatPageHacked = true">${words.promotionTitle}</h2>
<p>${words.promotionText}</p>
<script>window.__flatPageHacked = true;</script>
<img src="/nowhere.png" onerror="window.__flatPageHacked = true">
<p><a href="javascript:window.__flatPageHacked = true">${words.claim}</a></p>`,
  };
}

/** The pages as the platform lists them in `language`; Spanish, its default. */
export function flatPagesIn(language: StoryLanguage = 'es'): RawFlatPage[] {
  return [aboutPageIn(language), rulesPageIn(language), hostilePageIn(language)];
}

export const rulesPage: RawFlatPage = rulesPageIn('es');
export const aboutPage: RawFlatPage = aboutPageIn('es');
export const hostilePage: RawFlatPage = hostilePageIn('es');
export const flatPagesFixture: RawFlatPage[] = flatPagesIn('es');
export const englishRulesPage: RawFlatPage = rulesPageIn('en');

/** GET /api/site/contacts for the demo brand in `language` (content module, contacts.ts). */
export function contactsIn(language: StoryLanguage = 'es'): Contacts {
  return {
    email: 'support@demo-bet.example.com',
    phone: '+56 2 2345 6789',
    hours: {
      es: 'Todos los días, las 24 horas',
      en: 'Every day, 24 hours',
      pt: 'Todos os dias, 24 horas',
    }[language],
    links: [
      {
        type: 'chat',
        url: 'https://chat.example.com/demo-bet',
        label: { es: 'Chat en vivo', en: 'Live chat', pt: 'Chat ao vivo' }[language],
      },
      { type: 'telegram', url: 'https://t.me/demobet_support', label: 'Telegram' },
      { type: 'whatsapp', url: 'https://wa.me/56223456789', label: 'WhatsApp' },
      { type: 'instagram', url: 'https://www.instagram.com/demobet', label: 'Instagram' },
    ],
  };
}

/** GET /api/site/contacts for the demo brand, in Spanish. */
export const contactsFixture: Contacts = contactsIn('es');
