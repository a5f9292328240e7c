// A visitor types a special request in their own language (en, fr, es, de), the catalog's tags are English.
// Each catalog word (a tag, a part of one, or a kind) is listed with the common words for it in the four
// languages, written as requestTerms writes them (lowercase, no accents, three letters or more). Only words
// whose plain meaning is the tag: 'soleil' alone is the sun, not a sunset, so only 'coucher' (coucher de
// soleil) stands for it. A word may stand for two tags: in Morocco a French 'terrasse' is most often the roof.

const WORDS_BY_TAG: Readonly<Record<string, string>> = {
  rooftop: 'roof roofs toit toits terrasse terrasses terraza terrazas azotea azoteas dachterrasse',
  terrace: 'terrasse terrasses terraza terrazas',
  sunset: 'coucher atardecer atardeceres puesta sonnenuntergang sonnenuntergange abendrot',
  sunrise: 'lever amanecer sonnenaufgang',
  sea: 'mer ocean oceano mar meer ozean',
  view: 'views vue vues panorama panoramique vista vistas mirador aussicht blick',
  viewpoint: 'mirador aussichtspunkt belvedere',
  quiet: 'calm peaceful calme tranquille paisible tranquilo tranquila tranquilos calma ruhig ruhe',
  kids: 'children child enfant enfants nino ninos nina ninas kinder kindern',
  free: 'gratuit gratuite gratuits gratis gratuito kostenlos umsonst',
  budget: 'cheap inexpensive economique barato barata economico gunstig billig preiswert',
  shade: 'shady ombre ombrage sombra schatten',
  seafood: 'fish poisson poissons marisco mariscos pescado fisch meeresfruchte',
  history: 'historic historical histoire historique historia historico historica geschichte historisch',
  architecture: 'arquitectura architektur',
  photography: 'photo photos photographie foto fotos fotografia fotografie',
  local: 'locals locale locaux lokal einheimisch einheimische',
  romantic: 'romantique romantico romantica romantisch',
  garden: 'gardens jardin jardins jardines garten',
  market: 'marche marches mercado mercados markt',
  walk: 'walking promenade balade marcher paseo caminar spaziergang',
  hiking: 'hike randonnee senderismo wandern wanderung',
  beach: 'plage plages playa playas strand',
  breakfast: 'desayuno fruhstuck',
  mint: 'menthe menta minze minztee',
  tea: 'tee',
  music: 'musique musica musik livemusik',
  live: 'vivo',
  wine: 'vin vins vino vinos wein',
  alcohol: 'alcool alkohol alcoholic',
  cocktails: 'coctel cocteles',
  bar: 'bars bares kneipe kneipen',
  spa: 'balneario',
  massage: 'masaje',
  hammam: 'hamam',
  crafts: 'handicraft handicrafts artisanat artesania handwerk kunsthandwerk',
  artisans: 'artisan artesanos handwerker',
  jewish: 'jews juif juive juifs judio judia judios judisch juden',
  museum: 'musee musees museo museos',
  ruins: 'ruines ruinas ruinen',
  roman: 'romain romaine romains romano romana romisch',
  mountains: 'mountain montagne montagnes montana montanas berge gebirge',
  art: 'arte kunst',
  accessible: 'wheelchair fauteuil accesible silla rollstuhl barrierefrei',
  traditional: 'traditionnel traditionnelle tradicional traditionell',
  ramparts: 'walls remparts murallas stadtmauer',
  mosque: 'mosquee mezquita moschee',
  palace: 'palais palacio palast',
  spices: 'epices especias gewurze',
  leather: 'cuir cuero leder',
  pastries: 'patisserie patisseries gateaux pasteles gebaeck geback kuchen',
  rainy: 'rain pluie lluvia regen',
  cafe: 'kaffee',
  waterfall: 'cascade cascades cascada cascadas wasserfall',
  river: 'riviere fleuve rio fluss',
  surf: 'surfing surfen',
  souk: 'souks zoco basar bazar',
  camel: 'chameau chameaux dromadaire camello camellos kamel',
  birds: 'oiseaux aves pajaros vogel',
  boat: 'bateau barco boot',
  cooking: 'kochkurs',
};

/** Catalog words by the visitor's word ('terrasse' -> rooftop, terrace). */
export const TAGS_BY_WORD: ReadonlyMap<string, readonly string[]> = (() => {
  const byWord = new Map<string, string[]>();
  for (const [tag, words] of Object.entries(WORDS_BY_TAG)) {
    for (const word of words.split(' ')) byWord.set(word, [...(byWord.get(word) ?? []), tag]);
  }
  return byWord;
})();

/** Every catalog word the table translates into, for the test that keeps it to tags that exist. */
export const TRANSLATED_TAGS: readonly string[] = Object.keys(WORDS_BY_TAG);
