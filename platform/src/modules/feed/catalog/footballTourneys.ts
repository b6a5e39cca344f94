import { sameName } from '../language.ts';
import { teamList, type TourneyDefinition } from './tourneyTypes.ts';

/** Football tourneys (sport 1); ids are 1000 + n. */
export const footballTourneys: readonly TourneyDefinition[] = [
  {
    id: 1001,
    sportId: 1,
    countryId: 2,
    priority: 1,
    top: true,
    weight: 8,
    variant: 'football',
    names: { es: 'UEFA Liga de Campeones', en: 'UEFA Champions League', pt: 'Liga dos Campeões' },
    teams: teamList`
      Real Madrid, Barcelona, Bayern Munich, Manchester City, Liverpool, Arsenal,
      Paris Saint-Germain, Inter, Juventus, Borussia Dortmund, Atlético Madrid, AC Milan,
      Benfica, Porto, Ajax, Napoli
    `,
  },
  {
    id: 1002,
    sportId: 1,
    countryId: 2,
    priority: 2,
    weight: 5,
    variant: 'football',
    names: { es: 'UEFA Liga Europa', en: 'UEFA Europa League', pt: 'Liga Europa' },
    teams: teamList`
      Roma, Lazio, Sevilla, Villarreal, Real Sociedad, Tottenham, Manchester United,
      Bayer Leverkusen, Eintracht Frankfurt, Olympique Lyon, Marseille, Sporting CP,
      Galatasaray, Fenerbahçe, PSV, Feyenoord
    `,
  },
  {
    id: 1003,
    sportId: 1,
    countryId: 3,
    priority: 1,
    top: true,
    weight: 10,
    variant: 'football',
    names: sameName('Premier League'),
    teams: teamList`
      Arsenal, Aston Villa, Bournemouth, Brentford, Brighton, Chelsea, Crystal Palace,
      Everton, Fulham, Liverpool, Manchester City, Manchester United, Newcastle United,
      Nottingham Forest, Tottenham, West Ham, Wolves, Leeds United, Burnley, Sunderland
    `,
  },
  {
    id: 1004,
    sportId: 1,
    countryId: 4,
    priority: 1,
    top: true,
    weight: 8,
    variant: 'football',
    names: sameName('Bundesliga'),
    teams: teamList`
      Bayern Munich, Borussia Dortmund, RB Leipzig, Bayer Leverkusen, Eintracht Frankfurt,
      VfB Stuttgart, SC Freiburg, Wolfsburg, Borussia Mönchengladbach, Werder Bremen,
      Union Berlin, Mainz 05, Hoffenheim, Augsburg, 1. FC Köln, Hamburger SV
    `,
  },
  {
    id: 1005,
    sportId: 1,
    countryId: 5,
    priority: 1,
    top: true,
    weight: 10,
    variant: 'football',
    names: sameName('LaLiga'),
    teams: teamList`
      Real Madrid, Barcelona, Atlético Madrid, Athletic Club, Real Sociedad, Villarreal,
      Real Betis, Sevilla, Valencia, Girona, Celta Vigo, Osasuna, Getafe, Mallorca,
      Rayo Vallecano, Espanyol, Alavés, Elche, Levante, Real Oviedo
    `,
  },
  {
    id: 1006,
    sportId: 1,
    countryId: 6,
    priority: 1,
    top: true,
    weight: 8,
    variant: 'football',
    names: sameName('Serie A'),
    teams: teamList`
      Inter, AC Milan, Juventus, Napoli, Roma, Lazio, Atalanta, Fiorentina, Bologna, Torino,
      Udinese, Genoa, Como, Cagliari, Lecce, Parma, Sassuolo, Verona
    `,
  },
  {
    id: 1007,
    sportId: 1,
    countryId: 7,
    priority: 1,
    weight: 6,
    variant: 'football',
    names: sameName('Ligue 1'),
    teams: teamList`
      Paris Saint-Germain, Marseille, Monaco, Lille, Lyon, Nice, Lens, Rennes, Strasbourg,
      Nantes, Toulouse, Brest, Auxerre, Angers, Le Havre, Lorient
    `,
  },
  {
    id: 1008,
    sportId: 1,
    countryId: 8,
    priority: 1,
    weight: 4,
    variant: 'football',
    names: sameName('Süper Lig'),
    teams: teamList`
      Galatasaray, Fenerbahçe, Beşiktaş, Trabzonspor, Başakşehir, Samsunspor, Göztepe,
      Kasımpaşa, Antalyaspor, Konyaspor, Alanyaspor, Rizespor
    `,
  },
  {
    id: 1009,
    sportId: 1,
    countryId: 9,
    priority: 1,
    weight: 4,
    variant: 'football',
    names: sameName('Primeira Liga'),
    teams: teamList`
      Benfica, Porto, Sporting CP, Braga, Vitória SC, Famalicão, Gil Vicente, Moreirense,
      Estoril, Rio Ave, Casa Pia, Arouca
    `,
  },
  {
    id: 1010,
    sportId: 1,
    countryId: 13,
    priority: 1,
    weight: 6,
    variant: 'football',
    names: { es: 'Primera División', en: 'Primera División', pt: 'Primeira Divisão' },
    teams: teamList`
      Colo-Colo, Universidad de Chile, Universidad Católica, Cobresal, Palestino, Huachipato,
      Everton de Viña del Mar, Audax Italiano, Coquimbo Unido, O'Higgins, Unión La Calera,
      Ñublense, Deportes Iquique, Deportes La Serena
    `,
  },
  {
    id: 1011,
    sportId: 1,
    countryId: 11,
    priority: 1,
    weight: 5,
    variant: 'football',
    names: sameName('Brasileirão Série A'),
    teams: teamList`
      Flamengo, Palmeiras, São Paulo, Corinthians, Fluminense, Botafogo, Grêmio,
      Internacional, Atlético Mineiro, Cruzeiro, Santos, Vasco da Gama, Bahia, Fortaleza
    `,
  },
  {
    id: 1012,
    sportId: 1,
    countryId: 12,
    priority: 1,
    weight: 4,
    variant: 'football',
    names: sameName('Liga Profesional'),
    teams: teamList`
      River Plate, Boca Juniors, Racing Club, Independiente, San Lorenzo, Estudiantes,
      Vélez Sarsfield, Talleres, Rosario Central, Newell's Old Boys, Lanús, Huracán
    `,
  },
  {
    id: 1013,
    sportId: 1,
    countryId: 1,
    priority: 1,
    weight: 3,
    variant: 'football',
    names: {
      es: 'Amistosos internacionales',
      en: 'International friendlies',
      pt: 'Amigáveis internacionais',
    },
    teams: teamList`
      España, Argentina, Francia, Inglaterra, Brasil, Portugal, Alemania, Italia,
      Países Bajos, Chile, Uruguay, Colombia, México, Estados Unidos, Japón, Marruecos
    `,
  },
  {
    id: 1014,
    sportId: 1,
    countryId: 10,
    priority: 1,
    weight: 3,
    variant: 'football',
    names: sameName('Eredivisie'),
    teams: teamList`
      Ajax, PSV, Feyenoord, AZ Alkmaar, Twente, Utrecht, Heerenveen, Sparta Rotterdam, NEC,
      Go Ahead Eagles
    `,
  },
  {
    id: 1015,
    sportId: 1,
    countryId: 15,
    priority: 1,
    weight: 3,
    variant: 'football',
    names: sameName('Liga MX'),
    teams: teamList`
      América, Guadalajara, Cruz Azul, Pumas UNAM, Monterrey, Tigres UANL, Toluca,
      Santos Laguna, León, Pachuca
    `,
  },
];
