import { sameName } from '../language.ts';
import { teamList, type TourneyDefinition } from './tourneyTypes.ts';

/** Tourneys of the other sports; ids are sport id × 1000 + n. */
export const otherTourneys: readonly TourneyDefinition[] = [
  {
    id: 3001,
    sportId: 3,
    countryId: 14,
    priority: 1,
    top: true,
    weight: 5,
    variant: 'nba',
    names: sameName('NBA'),
    teams: teamList`
      Los Angeles Lakers, Boston Celtics, Golden State Warriors, Milwaukee Bucks,
      Denver Nuggets, Philadelphia 76ers, Miami Heat, New York Knicks, Phoenix Suns,
      Dallas Mavericks, Oklahoma City Thunder, Cleveland Cavaliers, Minnesota Timberwolves,
      Los Angeles Clippers, Sacramento Kings, Indiana Pacers
    `,
  },
  {
    id: 3002,
    sportId: 3,
    countryId: 2,
    priority: 1,
    weight: 4,
    variant: 'fiba',
    names: sameName('EuroLeague'),
    teams: teamList`
      Real Madrid, FC Barcelona, Olympiacos, Panathinaikos, Fenerbahçe Beko, Anadolu Efes,
      AS Monaco, Maccabi Tel Aviv, Partizan, Crvena Zvezda, Žalgiris, Baskonia,
      Virtus Bologna, Olimpia Milano, Bayern Munich, ASVEL
    `,
  },
  {
    id: 3003,
    sportId: 3,
    countryId: 5,
    priority: 1,
    weight: 3,
    variant: 'fiba',
    names: sameName('Liga ACB'),
    teams: teamList`
      Real Madrid, Barcelona, Unicaja, Valencia Basket, Baskonia, UCAM Murcia, Gran Canaria,
      Joventut, Tenerife, Bilbao Basket, Manresa, Zaragoza
    `,
  },
  {
    id: 2001,
    sportId: 2,
    countryId: 14,
    priority: 1,
    top: true,
    weight: 5,
    variant: 'hockey',
    names: sameName('NHL'),
    teams: teamList`
      Toronto Maple Leafs, Montreal Canadiens, Boston Bruins, New York Rangers,
      Edmonton Oilers, Colorado Avalanche, Tampa Bay Lightning, Florida Panthers,
      Vegas Golden Knights, Dallas Stars, Carolina Hurricanes, Pittsburgh Penguins,
      Chicago Blackhawks, Detroit Red Wings
    `,
  },
  {
    id: 2002,
    sportId: 2,
    countryId: 2,
    priority: 1,
    weight: 2,
    variant: 'hockey',
    names: sameName('Champions Hockey League'),
    teams: teamList`
      Frölunda, Färjestad, Skellefteå, Lukko, Tappara, Ilves, Red Bull Salzburg,
      Eisbären Berlin, ZSC Lions, Genève-Servette, Sparta Praha, Oceláři Třinec
    `,
  },
  {
    id: 2003,
    sportId: 2,
    countryId: 4,
    priority: 1,
    weight: 2,
    variant: 'hockey',
    names: sameName('DEL'),
    teams: teamList`
      Eisbären Berlin, Adler Mannheim, EHC Red Bull München, Kölner Haie, ERC Ingolstadt,
      Straubing Tigers, Düsseldorfer EG, Grizzlys Wolfsburg, Nürnberg Ice Tigers
    `,
  },
  {
    id: 4001,
    sportId: 4,
    countryId: 1,
    priority: 1,
    top: true,
    weight: 5,
    variant: 'tennis',
    names: sameName('ATP Tour'),
    teams: teamList`
      Carlos Alcaraz, Jannik Sinner, Novak Djokovic, Alexander Zverev, Daniil Medvedev,
      Taylor Fritz, Casper Ruud, Holger Rune, Stefanos Tsitsipas, Andrey Rublev,
      Alex de Minaur, Tommy Paul, Ben Shelton, Grigor Dimitrov, Hubert Hurkacz, Lorenzo Musetti
    `,
  },
  {
    id: 4002,
    sportId: 4,
    countryId: 1,
    priority: 2,
    weight: 4,
    variant: 'tennis',
    names: sameName('WTA Tour'),
    teams: teamList`
      Aryna Sabalenka, Iga Swiatek, Coco Gauff, Elena Rybakina, Jessica Pegula, Qinwen Zheng,
      Jasmine Paolini, Mirra Andreeva, Madison Keys, Emma Navarro, Paula Badosa,
      Daria Kasatkina, Barbora Krejcikova, Danielle Collins
    `,
  },
  {
    id: 4003,
    sportId: 4,
    countryId: 13,
    priority: 1,
    weight: 3,
    variant: 'tennis',
    names: sameName('ATP Challenger Santiago'),
    teams: teamList`
      Nicolás Jarry, Alejandro Tabilo, Cristian Garín, Tomás Barrios Vera, Francisco Cerúndolo,
      Sebastián Báez, Thiago Monteiro, Facundo Díaz Acosta, Camilo Ugo Carabelli,
      Juan Manuel Cerúndolo
    `,
  },
  {
    id: 6001,
    sportId: 6,
    countryId: 6,
    priority: 1,
    weight: 3,
    variant: 'volleyball',
    names: sameName('SuperLega'),
    teams: teamList`
      Sir Safety Perugia, Itas Trentino, Cucine Lube Civitanova, Vero Volley Monza,
      Allianz Milano, Gas Sales Piacenza, Rana Verona, Valsa Group Modena, Cisterna, Taranto
    `,
  },
  {
    id: 6002,
    sportId: 6,
    countryId: 8,
    priority: 1,
    weight: 2,
    variant: 'volleyball',
    names: sameName('Efeler Ligi'),
    teams: teamList`
      Halkbank, Fenerbahçe, Galatasaray, Ziraat Bankası, Arkas Spor, Spor Toto,
      Akkuş Belediyespor, Cizre Belediye
    `,
  },
  {
    id: 6003,
    sportId: 6,
    countryId: 11,
    priority: 1,
    weight: 2,
    variant: 'volleyball',
    names: sameName('Superliga'),
    teams: teamList`
      Sada Cruzeiro, Itambé Minas, Sesi Bauru, Vôlei Renata, Joinville, Suzano, Guarulhos,
      Montes Claros
    `,
  },
  {
    id: 10001,
    sportId: 10,
    countryId: 1,
    priority: 1,
    weight: 4,
    variant: 'tableTennis',
    names: sameName('WTT Champions'),
    teams: teamList`
      Fan Zhendong, Ma Long, Wang Chuqin, Tomokazu Harimoto, Hugo Calderano, Truls Möregårdh,
      Felix Lebrun, Alexis Lebrun, Dang Qiu, Lin Yun-Ju, Jang Woojin, Dimitrij Ovtcharov,
      Patrick Franziska, Darko Jorgić
    `,
  },
  {
    id: 10002,
    sportId: 10,
    countryId: 1,
    priority: 2,
    weight: 3,
    variant: 'tableTennis',
    names: sameName('WTT Contender'),
    teams: teamList`
      Sun Yingsha, Chen Meng, Wang Manyu, Hina Hayata, Mima Ito, Shin Yubin, Cheng I-Ching,
      Bernadette Szőcs, Adriana Díaz, Bruna Takahashi
    `,
  },
];
