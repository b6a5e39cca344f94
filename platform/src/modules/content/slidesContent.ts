import type { BannerSeed } from './bannerTypes.ts';

/**
 * The promotional slider (casino-and-account spec, section 2): each slide links to an app route.
 * Listed out of priority order on purpose; the slider call sorts by priority. The last one is a
 * finished campaign kept inactive, as a real back office keeps it.
 */
export const slideSeeds: BannerSeed[] = [
  {
    kind: 'slide',
    id: 2,
    slug: 'top-events',
    priority: 2,
    url: '/line/top-events',
    palette: 'emerald',
    motif: 'ball',
    active: true,
    texts: {
      es: ['Las mejores cuotas del día', 'Apuesta a los partidos destacados de hoy', 'Ver eventos'],
      en: ["Today's best odds", "Bet on today's headline matches", 'See events'],
      pt: ['As melhores odds do dia', 'Aposte nos jogos em destaque de hoje', 'Ver eventos'],
    },
  },
  {
    kind: 'slide',
    id: 1,
    slug: 'casino-welcome',
    priority: 1,
    url: '/slots/home',
    palette: 'sunset',
    motif: 'slots',
    active: true,
    texts: {
      es: [
        'Bono de bienvenida del 100 %',
        'Duplicamos tu primer depósito en el casino',
        'Jugar ahora',
      ],
      en: ['100% welcome bonus', 'We double your first casino deposit', 'Play now'],
      pt: [
        'Bónus de boas-vindas de 100%',
        'Duplicamos o seu primeiro depósito no casino',
        'Jogar agora',
      ],
    },
  },
  {
    kind: 'slide',
    id: 3,
    slug: 'free-bets',
    priority: 3,
    url: '/free-bets',
    palette: 'royal',
    motif: 'gift',
    active: true,
    texts: {
      es: [
        'Apuestas gratis cada miércoles',
        'Hasta 5 apuestas gratis de {freeBetAmount} por semana',
        'Reclamar',
      ],
      en: ['Free bets every Wednesday', 'Up to 5 free bets of {freeBetAmount} a week', 'Claim'],
      pt: [
        'Apostas grátis todas as quartas',
        'Até 5 apostas grátis de {freeBetAmount} por semana',
        'Resgatar',
      ],
    },
  },
  {
    kind: 'slide',
    id: 5,
    slug: 'live-casino',
    priority: 5,
    url: '/casinolive/main',
    palette: 'night',
    motif: 'cards',
    active: true,
    texts: {
      es: ['Casino en vivo 24/7', 'Crupieres reales: ruleta, blackjack y baccarat', 'Entrar'],
      en: ['Live casino 24/7', 'Real dealers: roulette, blackjack and baccarat', 'Join a table'],
      pt: ['Casino ao vivo 24/7', 'Croupiers reais: roleta, blackjack e baccarat', 'Entrar'],
    },
  },
  {
    kind: 'slide',
    id: 4,
    slug: 'phone-prizes',
    priority: 4,
    url: '/promotions',
    palette: 'ocean',
    motif: 'phone',
    active: true,
    texts: {
      es: ['Gana un teléfono nuevo', 'Sorteo semanal entre los jugadores activos', 'Ver ganadores'],
      en: ['Win a brand-new phone', 'A weekly draw among active players', 'See winners'],
      pt: [
        'Ganhe um telemóvel novo',
        'Sorteio semanal entre os jogadores ativos',
        'Ver vencedores',
      ],
    },
  },
  {
    kind: 'slide',
    id: 6,
    slug: 'summer-cup',
    priority: 6,
    url: '/line/top-events',
    palette: 'gold',
    motif: 'trophy',
    active: false,
    texts: {
      es: ['Copa de verano', 'La promoción terminó el 31 de agosto', 'Ver'],
      en: ['Summer cup', 'The promotion ended on 31 August', 'See'],
      pt: ['Taça de verão', 'A promoção terminou a 31 de agosto', 'Ver'],
    },
  },
];
