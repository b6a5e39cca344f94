import type { RawFlatPage } from '../api/flatPages.ts';
import type { Contacts } from '../model/contacts.ts';

/** The rules page as the platform seeds it (anchored sections, app and mail links). */
export const rulesPage: RawFlatPage = {
  id: 2,
  id_name: 'rules',
  name: 'Términos y condiciones',
  priority: 20,
  text: `<h2>Términos y condiciones</h2>
<p>Al registrarte en Demo Bet aceptas estas condiciones. Léelas con atención antes de depositar o apostar.</p>
<h3 id="section-1">1. Cuenta</h3>
<ul>
<li>Debes tener al menos <strong>18 años</strong>.</li>
<li>Cada persona puede tener una sola cuenta.</li>
</ul>
<h3 id="section-2">2. Depósitos y retiros</h3>
<p>El depósito mínimo es de $6.000 y el retiro mínimo de $10.000.</p>
<p>Escríbenos a <a href="mailto:support@demo-bet.example.com">support@demo-bet.example.com</a>, lee las <a href="/flatPages/bonus-rules">reglas de bonos</a> o busca ayuda en <a href="https://www.gamblersanonymous.org" target="_blank" rel="noopener noreferrer">Jugadores Anónimos</a>.</p>`,
};

export const aboutPage: RawFlatPage = {
  id: 1,
  id_name: 'about',
  name: 'Sobre nosotros',
  priority: 10,
  text: '<h2>Quiénes somos</h2><p>Una plataforma de apuestas pensada para el móvil.</p>',
};

/** Operator HTML that tries to run code: the page must show its text and run nothing. */
export const hostilePage: RawFlatPage = {
  id: 9,
  id_name: 'hostile',
  name: 'Promoción',
  priority: 90,
  text: `<h2 onclick="window.__flatPageHacked = true">Promoción</h2>
<p>Texto de la promoción.</p>
<script>window.__flatPageHacked = true;</script>
<img src="/nowhere.png" onerror="window.__flatPageHacked = true">
<p><a href="javascript:window.__flatPageHacked = true">Reclamar</a></p>`,
};

export const flatPagesFixture: RawFlatPage[] = [aboutPage, rulesPage, hostilePage];

export const englishRulesPage: RawFlatPage = {
  ...rulesPage,
  name: 'Terms and conditions',
  text: '<h2>Terms and conditions</h2><h3 id="section-1">1. Account</h3><p>You must be 18.</p>',
};

/** GET /api/site/contacts for the demo brand, in Spanish. */
export const contactsFixture: Contacts = {
  email: 'support@demo-bet.example.com',
  phone: '+56 2 2345 6789',
  hours: 'Todos los días, las 24 horas',
  links: [
    { type: 'chat', url: 'https://chat.example.com/demo-bet', label: 'Chat en vivo' },
    { type: 'telegram', url: 'https://t.me/demobet_support', label: 'Telegram' },
    { type: 'whatsapp', url: 'https://wa.me/56223456789', label: 'WhatsApp' },
    { type: 'instagram', url: 'https://www.instagram.com/demobet', label: 'Instagram' },
  ],
};
