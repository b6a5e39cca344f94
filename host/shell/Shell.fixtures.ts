// Story and test data: the example brands of config/, with their logos bundled so no request
// to /brand-assets/ is needed outside the app.
import costaJson from '../../config/costa/brand.json';
import demoJson from '../../config/demo/brand.json';
import nightbetJson from '../../config/nightbet/brand.json';
import costaLogo from '../../config/costa/assets/logo.svg?url';
import demoLogo from '../../config/demo/assets/logo.svg?url';
import nightbetLogo from '../../config/nightbet/assets/logo.svg?url';
import type { Brand } from '../../schemas/generated/brand.ts';
import { resolveResponsibleGambling } from '../../schemas/responsibleGambling.ts';
import type { ShellSession } from '../AppContext.tsx';
import type { FlatPageLink } from './SideMenu.tsx';

/**
 * JSON imports widen unions to string; the files themselves are checked against the schema by
 * the brand tests and `npm run brand:check`, so the cast adds no risk here.
 */
function withLogo(json: unknown, logo: string): Brand {
  return { ...(json as Brand), logo: { src: logo } };
}

/**
 * A brand as players get it, its player-protection preset resolved (publishing does it, decision
 * 022): the footer reads the resolved section.
 */
export function published(brand: Brand): Brand {
  return { ...brand, responsibleGambling: resolveResponsibleGambling(brand.responsibleGambling) };
}

export const demoBrand = withLogo(demoJson, demoLogo);
export const costaBrand = withLogo(costaJson, costaLogo);
export const nightbetBrand = withLogo(nightbetJson, nightbetLogo);

/** The three brands as players get them (defaults and the player-protection preset filled in). */
export const publishedBrands = {
  demo: published(demoBrand),
  costa: published(costaBrand),
  nightbet: published(nightbetBrand),
} as const;

/** A brand that bans most providers: casino, live casino, horse races and the bc sportsbook. */
export const mostProvidersBanned: ReadonlySet<string> = new Set([
  'bc',
  'slots',
  'liveCasino',
  'universalrace',
  'tvbet',
]);

export const noBans: ReadonlySet<string> = new Set();

export const guest: ShellSession = { status: 'guest' };

export const player: ShellSession = {
  status: 'player',
  user: { id: 104857, login: 'maria.gonzalez', currency: 'CLP' },
  balance: 1234567,
};

export const usdPlayer: ShellSession = {
  status: 'player',
  user: { id: 2024, login: 'jsmith', currency: 'USD' },
  balance: 250,
};

export const euroPlayer: ShellSession = {
  status: 'player',
  user: { id: 31337, login: 'joana.silva', currency: 'EUR' },
  balance: 1520.4,
};

export const longNamesPlayer: ShellSession = {
  status: 'player',
  user: {
    id: 987654321,
    login: 'maximiliano.alejandro.fernandez-de-la-cruz@correo-muy-largo.example.cl',
    currency: 'CLP',
  },
  balance: 98765432.1,
};

export const flatPages: FlatPageLink[] = [
  { idName: 'rules', name: 'Reglas y condiciones' },
  { idName: 'privacy', name: 'Política de privacidad' },
  { idName: 'responsible-gaming', name: 'Juego responsable' },
];
