import type { BannerSeed } from './bannerTypes.ts';

/** Ad strips (GET /api/site/ads): only active ones are served; one expired ad stays inactive. */
export const adSeeds: BannerSeed[] = [
  {
    kind: 'ad',
    id: 1,
    slug: 'cashback',
    priority: 1,
    url: '/promotions',
    palette: 'gold',
    motif: 'chip',
    active: true,
    texts: {
      es: ['5 % de cashback en apuestas', 'Cada semana, sobre tus apuestas deportivas', 'Más info'],
      en: ['5% cashback on bets', 'Every week, on your sports bets', 'Learn more'],
      pt: [
        '5% de cashback nas apostas',
        'Todas as semanas, nas suas apostas desportivas',
        'Saber mais',
      ],
    },
  },
  {
    kind: 'ad',
    id: 3,
    slug: 'slots-tournament',
    priority: 3,
    url: '/slots/main',
    palette: 'sunset',
    motif: 'trophy',
    active: true,
    texts: {
      es: ['Torneo de slots', 'Gira, suma puntos y gana premios', 'Participar'],
      en: ['Slots tournament', 'Spin, score points and win prizes', 'Take part'],
      pt: ['Torneio de slots', 'Gire, some pontos e ganhe prémios', 'Participar'],
    },
  },
  {
    kind: 'ad',
    id: 2,
    slug: 'download-app',
    priority: 2,
    url: '/download-app',
    palette: 'ocean',
    motif: 'phone',
    active: true,
    texts: {
      es: ['Descarga nuestra app', 'Apuestas y casino siempre contigo', 'Descargar'],
      en: ['Get our app', 'Betting and casino always with you', 'Download'],
      pt: ['Descarregue a nossa app', 'Apostas e casino sempre consigo', 'Descarregar'],
    },
  },
  {
    kind: 'ad',
    id: 4,
    slug: 'euro-special',
    priority: 4,
    url: '/line/top-events',
    palette: 'emerald',
    motif: 'ball',
    active: false,
    texts: {
      es: ['Especial Eurocopa', 'Cuotas mejoradas en todos los partidos', 'Apostar'],
      en: ['Euro special', 'Boosted odds on every match', 'Bet now'],
      pt: ['Especial Europeu', 'Odds melhoradas em todos os jogos', 'Apostar'],
    },
  },
];

/**
 * Promo images (GET /api/site/imo_image): the artwork of the information modals, one per modal
 * (`slug` is the modal name), with a retired version kept inactive.
 */
export const imoSeeds: BannerSeed[] = [
  {
    kind: 'imo',
    id: 1,
    slug: 'cashier',
    priority: 1,
    url: '/profile/top-up',
    palette: 'emerald',
    motif: 'chip',
    active: true,
    texts: {
      es: ['Paga en efectivo en caja', 'Recarga y retira en un punto de venta cercano', ''],
      en: ['Pay cash at a cashier', 'Top up and withdraw at a shop near you', ''],
      pt: ['Pague em dinheiro na caixa', 'Carregue e levante num ponto de venda perto de si', ''],
    },
  },
  {
    kind: 'imo',
    id: 2,
    slug: 'replenishment',
    priority: 2,
    url: '/profile/top-up',
    palette: 'ocean',
    motif: 'gift',
    active: true,
    texts: {
      es: ['Recarga tu cuenta en segundos', 'Tarjeta, billetera electrónica o criptomonedas', ''],
      en: ['Top up in seconds', 'Card, e-wallet or cryptocurrency', ''],
      pt: ['Carregue a conta em segundos', 'Cartão, carteira eletrónica ou criptomoedas', ''],
    },
  },
  {
    kind: 'imo',
    id: 3,
    slug: 'goldenRace',
    priority: 3,
    url: '/virtual-games/golden-race',
    palette: 'gold',
    motif: 'trophy',
    active: true,
    texts: {
      es: ['Carreras virtuales', 'Una carrera nueva cada pocos minutos, todo el día', ''],
      en: ['Virtual races', 'A new race every few minutes, all day long', ''],
      pt: ['Corridas virtuais', 'Uma nova corrida a cada poucos minutos, todo o dia', ''],
    },
  },
  {
    kind: 'imo',
    id: 4,
    slug: 'webmoney',
    priority: 4,
    url: '/profile/top-up',
    palette: 'royal',
    motif: 'phone',
    active: true,
    texts: {
      es: ['Recargas con billetera electrónica', 'Depósitos al instante y sin comisión', ''],
      en: ['E-wallet top-ups', 'Instant deposits with no fee', ''],
      pt: ['Carregamentos por carteira eletrónica', 'Depósitos imediatos e sem comissão', ''],
    },
  },
  {
    kind: 'imo',
    id: 5,
    slug: 'impostor',
    priority: 5,
    url: '/contacts',
    palette: 'night',
    motif: 'cards',
    active: true,
    texts: {
      es: ['Cuidado con los impostores', 'Nunca te pediremos tu contraseña ni códigos SMS', ''],
      en: ['Beware of impostors', 'We never ask for your password or SMS codes', ''],
      pt: ['Cuidado com impostores', 'Nunca pedimos a sua palavra-passe nem códigos SMS', ''],
    },
  },
  {
    kind: 'imo',
    id: 6,
    slug: 'impostor-2025',
    priority: 6,
    url: '/contacts',
    palette: 'sunset',
    motif: 'cards',
    active: false,
    texts: {
      es: ['Aviso de seguridad', 'Versión anterior de este aviso', ''],
      en: ['Security notice', 'Previous version of this notice', ''],
      pt: ['Aviso de segurança', 'Versão anterior deste aviso', ''],
    },
  },
];
