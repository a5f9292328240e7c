import type { CitySlug } from '../places/city';
import type { Language } from '../text/language';
import type { Interest } from './catalog-place';
import type { Budget, Transport } from './trip-form';

// The planner's own prose in the four interface languages. Places' descriptions and tips come from the
// catalog; these are the titles, day tips and practical information around them.

export interface PlannerTexts {
  cityName: Record<CitySlug, string>;
  interest: Record<Interest, string>;
  /** Joins a day's two main interests into its theme. */
  and: string;
  highlights: string;
  freeTime: string;
  dayAround: (place: string) => string;
  dayTrip: (place: string) => string;
  freeDay: (city: string) => string;
  free: string;
  mad: (min: number, max: number) => string;
  budgetLabel: Record<Budget, string>;
  // Day tips.
  lighterDay: string;
  noPlaces: (city: string) => string;
  /** An empty day of a trip whose other days hold the places that fit. */
  allUsed: string;
  /** A first day planned that same day, from this time ('HH:MM', Morocco's). */
  laterStart: (time: string) => string;
  noTimeLeft: string;
  /**
   * A lunch no place on the list fits: a stop that names no place, to eat in the streets around `place` (the
   * morning's last stop), as the spec's generic plan does; its tip is `fallback.lunchTip`, or `streetMealDiet`.
   */
  streetLunch: (place: string) => string;
  streetLunchDescription: (place: string) => string;
  /** The same for the first or last day's special dinner, around the day's last stop (tip `fallback.dinnerTip`). */
  streetDinner: (place: string) => string;
  streetDinnerDescription: (place: string) => string;
  streetMealDiet: string;
  /** The first or last day, whose dinner (spec 9) neither a place nor the streets around fit (a night out comes first). */
  noDinner: string;
  noDinnerDiet: string;
  dayTripTip: (km: number) => string;
  dayTripLunch: string;
  outOfTownTip: (km: number, minutes: number) => string;
  walkingDay: (km: string) => string;
  friday: string;
  dailyTips: readonly string[];
  // Practical information.
  transport: Record<Transport, string>;
  walkingOnlyPlan: (km: string) => string;
  perDay: (label: string) => string;
  entryFees: string;
  meals: string;
  generalTips: readonly string[];
  dietTip: string;
  requestMatched: (text: string, terms: string) => string;
  requestUnmatched: (text: string) => string;
  /** Words the request denied, as written, and the places that kept out (a list of names). */
  requestRefused: (words: string, places: string) => string;
  // The generic fallback plan (spec 9), which names no real place.
  fallback: {
    dayTitle: (day: number, city: string) => string;
    theme: string;
    morning: string;
    morningDescription: (city: string) => string;
    morningTip: string;
    lunch: string;
    lunchDescription: string;
    lunchTip: string;
    afternoonActivity: string;
    afternoonShopping: string;
    afternoonDescription: string;
    afternoonTip: string;
    dinner: string;
    dinnerDescription: string;
    dinnerTip: string;
    varies: string;
    dayTip: string;
    transport: string;
    tips: readonly string[];
  };
}

/** The spec's daily budget by level (spec 9). */
export const DAILY_BUDGET_MAD: Readonly<Record<Budget, string>> = {
  1: '300-600 MAD',
  2: '600-1500 MAD',
  3: '1500+ MAD',
};

const range = (min: number, max: number, unit: string) =>
  min === max ? `${min} ${unit}` : `${min}-${max} ${unit}`;

const en: PlannerTexts = {
  cityName: {
    marrakech: 'Marrakech',
    fes: 'Fes',
    casablanca: 'Casablanca',
    rabat: 'Rabat',
    chefchaouen: 'Chefchaouen',
    essaouira: 'Essaouira',
    agadir: 'Agadir',
    tangier: 'Tangier',
  },
  interest: {
    culture: 'Culture',
    food: 'Food',
    adventure: 'Adventure',
    shopping: 'Shopping',
    nature: 'Nature',
    beach: 'Beach',
    photography: 'Photography',
    nightlife: 'Nightlife',
    wellness: 'Wellness',
    crafts: 'Crafts',
  },
  and: ' & ',
  highlights: 'Highlights',
  freeTime: 'Free time',
  dayAround: (place) => `Around ${place}`,
  dayTrip: (place) => `Out of town: ${place}`,
  freeDay: (city) => `Free day in ${city}`,
  free: 'Free',
  mad: (min, max) => range(min, max, 'MAD'),
  budgetLabel: { 1: 'economy', 2: 'comfort', 3: 'luxury' },
  lighterDay:
    'A lighter day: our list has no more places that fit your choices near here, and we would rather leave you free time than send you somewhere we do not know.',
  noPlaces: (city) =>
    `Our list has no places for ${city} that fit your choices yet: ask your host for ideas.`,
  allUsed:
    'A free day: the places on our list that fit your choices are in your other days or closed today; ask your host for ideas, or go back to a favourite.',
  laterStart: (time) =>
    `Planned today: this day starts at ${time}, Morocco time, and leaves out what has already closed or passed.`,
  noTimeLeft:
    'Planned late today: nothing more fits in what is left of the day in Morocco: this day is yours to rest.',
  streetLunch: (place) => `Lunch around ${place}`,
  streetLunchDescription: (place) =>
    `Our list has no place to eat here that fits your choices: pick a café or a small restaurant in the streets around ${place} for a simple Moroccan lunch (tagine, couscous, grills and salads).`,
  streetDinner: (place) => `Dinner around ${place}`,
  streetDinnerDescription: (place) =>
    `Our list has no other place for this evening’s special dinner that fits your choices: ask your host for a good restaurant in the streets around ${place}.`,
  streetMealDiet: 'Say what you do not eat before ordering, and carry a snack in case nothing fits.',
  noDinner:
    'No dinner planned: our list has no other place for dinner near today’s stops; ask your host for one nearby.',
  noDinnerDiet:
    'No dinner planned: our list has no other place for dinner near today’s stops that serves your diet; ask your host.',
  dayTripTip: (km) =>
    `Out of town, about ${km} km from the centre, by car or with a driver: the time shown includes the drive there and back.`,
  dayTripLunch: 'No lunch in town today: eat on the way, and leave early.',
  outOfTownTip: (km, minutes) =>
    `Out of town, about ${km} km from the centre, by car or with a driver: allow about ${minutes} minutes each way.`,
  walkingDay: (km) => `All of today’s stops are within ${km} km of each other on foot.`,
  friday: 'Friday: many shops in the souks close around the midday prayer, and some sites close for it too.',
  dailyTips: [
    'Carry water and a hat: the sun is strong even when the air feels cool.',
    'Keep small change in dirhams for tips, toilets and street snacks.',
    'Ask before photographing people, and accept a no with a smile.',
    'In the souks, agree on a price before anything is wrapped; bargaining is normal.',
    'Lanes change names and signs are rare: keep an offline map and the Arabic names below to show a driver.',
  ],
  transport: {
    walking: 'On foot: the old towns are best walked; wear comfortable shoes and keep an offline map.',
    taxi: 'Petit taxi in town: ask for the meter (compteur) to be switched on; Mizan’s meter and fare estimate help you check.',
    bus: 'City buses are cheap but slow and crowded at rush hours; keep coins for the ticket.',
    car: 'By car: park in guarded car parks outside the medina walls; its lanes are for walkers.',
    train: 'Trains (ONCF) link the big cities; buy tickets at the station or in the ONCF app.',
    driver: 'With a driver: agree on the price, the hours and the stops before setting off.',
  },
  walkingOnlyPlan: (km) =>
    `Walking only: each day keeps its stops within about ${km} km, and nothing out of town is planned.`,
  perDay: (label) => `Per day (${label})`,
  entryFees: 'Entry fees in this plan',
  meals: 'Meals in this plan',
  generalTips: [
    'Hours and prices are as last known; check at the door, especially on holidays and during Ramadan.',
    'Dress modestly at religious sites; most mosques are open to Muslims only.',
    'Cash is king outside hotels and big restaurants: carry dirhams in small notes.',
  ],
  dietTip: 'Meals are planned only where your diet is known to be served; say it again when you order.',
  requestMatched: (text, terms) => `Your request “${text}”: we favoured places matching ${terms}.`,
  requestUnmatched: (text) =>
    `Your request “${text}”: no place in our list matches it, so ask your host about it.`,
  requestRefused: (words, places) =>
    `You said no to “${words}”: the plan leaves out ${places}, whatever interests you chose.`,
  fallback: {
    dayTitle: (day, city) => `Day ${day} in ${city}`,
    theme: 'Discovery',
    morning: 'Morning visit to a landmark',
    morningDescription: (city) => `Start with one of the great monuments of ${city}.`,
    morningTip: 'Go early, before the crowds and the heat.',
    lunch: 'Local lunch',
    lunchDescription: 'A simple Moroccan lunch: tagine, couscous or grilled meat and salads.',
    lunchTip: 'Ask for the price before ordering where no menu is shown.',
    afternoonActivity: 'Afternoon activity',
    afternoonShopping: 'Afternoon shopping',
    afternoonDescription: 'Time for a garden, a museum or the souks, at your own pace.',
    afternoonTip: 'Bargain with a smile, starting well below the first price.',
    dinner: 'Special dinner',
    dinnerDescription: 'A good dinner in a traditional setting.',
    dinnerTip: 'Book ahead in the evening, especially at weekends.',
    varies: 'Varies',
    dayTip: 'This is a general outline: we could not reach the planner, so no real places are named.',
    transport: 'Walk in the old town; use a petit taxi on the meter for longer rides.',
    tips: [
      'Carry cash in dirhams in small notes.',
      'Dress modestly at religious sites.',
      'Hours and prices change: check at the door.',
    ],
  },
};

const es: PlannerTexts = {
  cityName: {
    marrakech: 'Marrakech',
    fes: 'Fez',
    casablanca: 'Casablanca',
    rabat: 'Rabat',
    chefchaouen: 'Chefchaouen',
    essaouira: 'Esauira',
    agadir: 'Agadir',
    tangier: 'Tánger',
  },
  interest: {
    culture: 'Cultura',
    food: 'Gastronomía',
    adventure: 'Aventura',
    shopping: 'Compras',
    nature: 'Naturaleza',
    beach: 'Playa',
    photography: 'Fotografía',
    nightlife: 'Vida nocturna',
    wellness: 'Bienestar',
    crafts: 'Artesanía',
  },
  and: ' y ',
  highlights: 'Imprescindibles',
  freeTime: 'Tiempo libre',
  // 'X y alrededores': a name needs no article ('del Palacio de la Bahía' but 'de Jemaa el-Fna').
  dayAround: (place) => `${place} y alrededores`,
  dayTrip: (place) => `Fuera de la ciudad: ${place}`,
  freeDay: (city) => `Día libre en ${city}`,
  free: 'Gratis',
  mad: (min, max) => range(min, max, 'MAD'),
  budgetLabel: { 1: 'económico', 2: 'confort', 3: 'lujo' },
  lighterDay:
    'Un día más tranquilo: nuestra lista no tiene más lugares cerca que encajen con sus preferencias, y preferimos dejarle tiempo libre antes que enviarle a un sitio que no conocemos.',
  noPlaces: (city) =>
    `Nuestra lista aún no tiene lugares en ${city} que encajen con sus preferencias: pida ideas a su anfitrión.`,
  allUsed:
    'Día libre: los lugares de nuestra lista que encajan con sus preferencias están en sus otros días o cierran hoy; pida ideas a su anfitrión o vuelva a su lugar favorito.',
  laterStart: (time) =>
    `Planificado hoy: este día empieza a las ${time}, hora de Marruecos, y deja fuera lo que ya ha cerrado o pasado.`,
  noTimeLeft:
    'Planificado tarde hoy: no cabe nada más en lo que queda del día en Marruecos: este día es para descansar.',
  streetLunch: (place) => `Almuerzo: ${place} y alrededores`,
  streetLunchDescription: (place) =>
    `Nuestra lista no tiene aquí ningún sitio para comer que encaje con sus preferencias: elija un café o un pequeño restaurante en las calles cercanas a «${place}» para un almuerzo marroquí sencillo: tajín, cuscús, parrilla y ensaladas.`,
  streetDinner: (place) => `Cena: ${place} y alrededores`,
  streetDinnerDescription: (place) =>
    `Nuestra lista no tiene otro sitio para la cena especial de esta noche que encaje con sus preferencias: pida a su anfitrión un buen restaurante en las calles cercanas a «${place}».`,
  streetMealDiet: 'Diga lo que no come antes de pedir y lleve algo de comer por si nada le conviene.',
  noDinner:
    'Sin cena prevista: nuestra lista no tiene otro sitio para cenar cerca de las paradas de hoy; pregunte a su anfitrión.',
  noDinnerDiet:
    'Sin cena prevista: nuestra lista no tiene otro sitio para cenar cerca de las paradas de hoy que sirva su dieta; pregunte a su anfitrión.',
  dayTripTip: (km) =>
    `Fuera de la ciudad, a unos ${km} km del centro, en coche o con conductor: el horario indicado incluye el trayecto de ida y vuelta.`,
  dayTripLunch: 'Hoy no hay almuerzo en la ciudad: coma por el camino y salga temprano.',
  outOfTownTip: (km, minutes) =>
    `Fuera de la ciudad, a unos ${km} km del centro, en coche o con conductor: calcule unos ${minutes} minutos por trayecto.`,
  walkingDay: (km) => `Todas las paradas de hoy están a menos de ${km} km a pie unas de otras.`,
  friday:
    'Viernes: muchas tiendas de los zocos cierran hacia la oración del mediodía, y algunos sitios también.',
  dailyTips: [
    'Lleve agua y sombrero: el sol pega fuerte aunque el aire parezca fresco.',
    'Tenga monedas en dírhams para propinas, aseos y tentempiés.',
    'Pida permiso antes de fotografiar a alguien y acepte un no con una sonrisa.',
    'En los zocos, acuerde el precio antes de que le envuelvan nada; regatear es lo normal.',
    'Las calles cambian de nombre y hay pocos letreros: lleve un mapa sin conexión y los nombres en árabe para enseñárselos al taxista.',
  ],
  transport: {
    walking: 'A pie: las medinas se recorren mejor andando; lleve calzado cómodo y un mapa sin conexión.',
    taxi: 'Petit taxi en la ciudad: pida que pongan el taxímetro (compteur); el taxímetro y el estimador de Mizan le ayudan a comprobarlo.',
    bus: 'Los autobuses urbanos son baratos pero lentos y van llenos en hora punta; lleve monedas para el billete.',
    car: 'En coche: aparque en aparcamientos vigilados fuera de las murallas de la medina; sus calles son para peatones.',
    train:
      'Los trenes (ONCF) unen las grandes ciudades; compre el billete en la estación o en la app de ONCF.',
    driver: 'Con conductor: acuerde el precio, el horario y las paradas antes de salir.',
  },
  walkingOnlyPlan: (km) =>
    `Solo a pie: cada día reúne sus paradas en unos ${km} km y no se planea nada fuera de la ciudad.`,
  perDay: (label) => `Por día (${label})`,
  entryFees: 'Entradas de este plan',
  meals: 'Comidas de este plan',
  generalTips: [
    'Horarios y precios según la última información conocida; compruébelos en la entrada, sobre todo en festivos y en Ramadán.',
    'Vista con recato en los lugares religiosos; la mayoría de las mezquitas solo admiten musulmanes.',
    'Fuera de hoteles y grandes restaurantes manda el efectivo: lleve dírhams en billetes pequeños.',
  ],
  dietTip: 'Las comidas se planean solo donde se sabe que sirven su dieta; recuérdelo al pedir.',
  requestMatched: (text, terms) =>
    `Su petición «${text}»: hemos priorizado lugares que coinciden con ${terms}.`,
  requestUnmatched: (text) =>
    `Su petición «${text}»: ningún lugar de nuestra lista coincide; pregunte a su anfitrión.`,
  requestRefused: (words, places) =>
    `Ha descartado «${words}»: el plan deja fuera ${places}, sean cuales sean sus intereses.`,
  fallback: {
    dayTitle: (day, city) => `Día ${day} en ${city}`,
    theme: 'Descubrimiento',
    morning: 'Visita matinal a un monumento',
    morningDescription: (city) => `Empiece por uno de los grandes monumentos de ${city}.`,
    morningTip: 'Vaya temprano, antes de la gente y del calor.',
    lunch: 'Almuerzo local',
    lunchDescription: 'Un almuerzo marroquí sencillo: tajín, cuscús o carne a la parrilla con ensaladas.',
    lunchTip: 'Pregunte el precio antes de pedir si no hay carta.',
    afternoonActivity: 'Actividad de tarde',
    afternoonShopping: 'Compras por la tarde',
    afternoonDescription: 'Tiempo para un jardín, un museo o los zocos, a su ritmo.',
    afternoonTip: 'Regatee con una sonrisa, empezando muy por debajo del primer precio.',
    dinner: 'Cena especial',
    dinnerDescription: 'Una buena cena en un entorno tradicional.',
    dinnerTip: 'Reserve con antelación, sobre todo los fines de semana.',
    varies: 'Variable',
    dayTip:
      'Es un esquema general: no pudimos contactar con el planificador, así que no se nombran lugares reales.',
    transport: 'Camine por la ciudad antigua; para trayectos largos, tome un petit taxi con taxímetro.',
    tips: [
      'Lleve efectivo en dírhams y en billetes pequeños.',
      'Vista con recato en los lugares religiosos.',
      'Horarios y precios cambian: compruébelos en la entrada.',
    ],
  },
};

const fr: PlannerTexts = {
  cityName: {
    marrakech: 'Marrakech',
    fes: 'Fès',
    casablanca: 'Casablanca',
    rabat: 'Rabat',
    chefchaouen: 'Chefchaouen',
    essaouira: 'Essaouira',
    agadir: 'Agadir',
    tangier: 'Tanger',
  },
  interest: {
    culture: 'Culture',
    food: 'Gastronomie',
    adventure: 'Aventure',
    shopping: 'Shopping',
    nature: 'Nature',
    beach: 'Plage',
    photography: 'Photographie',
    nightlife: 'Vie nocturne',
    wellness: 'Bien-être',
    crafts: 'Artisanat',
  },
  and: ' et ',
  highlights: 'Incontournables',
  freeTime: 'Temps libre',
  // 'X et alentours': a name needs no article or elision ('du Palais de la Bahia', 'd’Al-Attarine').
  dayAround: (place) => `${place} et alentours`,
  dayTrip: (place) => `Hors de la ville : ${place}`,
  freeDay: (city) => `Journée libre à ${city}`,
  free: 'Gratuit',
  mad: (min, max) => range(min, max, 'MAD'),
  budgetLabel: { 1: 'économique', 2: 'confort', 3: 'luxe' },
  lighterDay:
    'Une journée plus légère : notre liste n’a plus de lieux proches qui correspondent à vos choix, et nous préférons vous laisser du temps libre plutôt que de vous envoyer dans un lieu que nous ne connaissons pas.',
  noPlaces: (city) =>
    `Notre liste n’a pas encore de lieux à ${city} qui correspondent à vos choix : demandez conseil à votre hôte.`,
  allUsed:
    'Journée libre : les adresses de notre liste qui correspondent à vos choix sont dans vos autres journées ou fermées aujourd’hui ; demandez des idées à votre hôte, ou retournez à un lieu préféré.',
  laterStart: (time) =>
    `Planifié aujourd’hui : cette journée commence à ${time}, heure du Maroc, sans ce qui est déjà fermé ou passé.`,
  noTimeLeft:
    'Planifié tard aujourd’hui : plus rien ne tient dans ce qui reste de la journée au Maroc : ce jour est libre pour vous reposer.',
  streetLunch: (place) => `Déjeuner : ${place} et alentours`,
  streetLunchDescription: (place) =>
    `Notre liste n’a pas ici d’adresse où manger qui corresponde à vos choix : choisissez un café ou un petit restaurant dans les rues autour de l’étape «\u00a0${place}\u00a0» pour un déjeuner marocain simple : tajine, couscous, grillades et salades.`,
  streetDinner: (place) => `Dîner : ${place} et alentours`,
  streetDinnerDescription: (place) =>
    `Notre liste n’a pas d’autre adresse pour le dîner spécial de ce soir qui corresponde à vos choix : demandez à votre hôte un bon restaurant dans les rues autour de l’étape «\u00a0${place}\u00a0».`,
  streetMealDiet: 'Dites ce que vous ne mangez pas avant de commander, et prévoyez un en-cas au cas où rien ne convienne.',
  noDinner:
    'Pas de dîner prévu : notre liste n’a pas d’autre adresse pour dîner près des étapes du jour ; demandez à votre hôte.',
  noDinnerDiet:
    'Pas de dîner prévu : notre liste n’a pas d’autre adresse pour dîner près des étapes du jour qui serve votre régime ; demandez à votre hôte.',
  dayTripTip: (km) =>
    `Hors de la ville, à environ ${km} km du centre, en voiture ou avec chauffeur : l’horaire indiqué comprend le trajet aller-retour.`,
  dayTripLunch: 'Pas de déjeuner en ville aujourd’hui : mangez en route et partez tôt.',
  outOfTownTip: (km, minutes) =>
    `Hors de la ville, à environ ${km} km du centre, en voiture ou avec chauffeur : comptez environ ${minutes} minutes par trajet.`,
  walkingDay: (km) => `Toutes les étapes du jour sont à moins de ${km} km à pied les unes des autres.`,
  friday:
    'Vendredi : beaucoup de boutiques des souks ferment autour de la prière de midi, et certains sites aussi.',
  dailyTips: [
    'Emportez de l’eau et un chapeau : le soleil tape fort même quand l’air est frais.',
    'Gardez de la monnaie en dirhams pour les pourboires, les toilettes et les en-cas.',
    'Demandez avant de photographier quelqu’un, et acceptez un refus avec le sourire.',
    'Dans les souks, convenez du prix avant qu’on emballe quoi que ce soit ; marchander est normal.',
    'Les ruelles changent de nom et les panneaux sont rares : gardez une carte hors ligne et les noms en arabe à montrer au chauffeur.',
  ],
  transport: {
    walking:
      'À pied : les médinas se découvrent en marchant ; prévoyez de bonnes chaussures et une carte hors ligne.',
    taxi: 'Petit taxi en ville : demandez que le compteur soit allumé ; le compteur et l’estimateur de Mizan vous aident à vérifier.',
    bus: 'Les bus urbains sont bon marché mais lents et bondés aux heures de pointe ; prévoyez de la monnaie pour le ticket.',
    car: 'En voiture : garez-vous dans les parkings gardés hors des remparts de la médina ; ses ruelles sont piétonnes.',
    train:
      'Les trains (ONCF) relient les grandes villes ; achetez le billet en gare ou dans l’application ONCF.',
    driver: 'Avec chauffeur : convenez du prix, des horaires et des arrêts avant de partir.',
  },
  walkingOnlyPlan: (km) =>
    `À pied uniquement : chaque journée garde ses étapes dans un rayon d’environ ${km} km, sans sortie hors de la ville.`,
  perDay: (label) => `Par jour (${label})`,
  entryFees: 'Entrées de ce programme',
  meals: 'Repas de ce programme',
  generalTips: [
    'Horaires et prix tels que connus en dernier ; vérifiez sur place, surtout les jours fériés et pendant le Ramadan.',
    'Tenue correcte dans les lieux religieux ; la plupart des mosquées sont réservées aux musulmans.',
    'Hors des hôtels et des grands restaurants, on paie en espèces : gardez des dirhams en petites coupures.',
  ],
  dietTip: 'Les repas ne sont prévus que là où votre régime est servi ; rappelez-le en commandant.',
  requestMatched: (text, terms) =>
    `Votre demande « ${text} » : nous avons privilégié les lieux correspondant à ${terms}.`,
  requestUnmatched: (text) =>
    `Votre demande « ${text} » : aucun lieu de notre liste n’y correspond ; demandez à votre hôte.`,
  requestRefused: (words, places) =>
    `Vous avez exclu « ${words} » : le programme laisse de côté ${places}, quels que soient vos centres d’intérêt.`,
  fallback: {
    dayTitle: (day, city) => `Jour ${day} à ${city}`,
    theme: 'Découverte',
    morning: 'Visite matinale d’un monument',
    morningDescription: (city) => `Commencez par l’un des grands monuments de ${city}.`,
    morningTip: 'Allez-y tôt, avant la foule et la chaleur.',
    lunch: 'Déjeuner local',
    lunchDescription: 'Un déjeuner marocain simple : tajine, couscous ou grillades et salades.',
    lunchTip: 'Demandez le prix avant de commander s’il n’y a pas de carte.',
    afternoonActivity: 'Activité de l’après-midi',
    afternoonShopping: 'Shopping l’après-midi',
    afternoonDescription: 'Du temps pour un jardin, un musée ou les souks, à votre rythme.',
    afternoonTip: 'Marchandez avec le sourire, en partant bien en dessous du premier prix.',
    dinner: 'Dîner spécial',
    dinnerDescription: 'Un bon dîner dans un cadre traditionnel.',
    dinnerTip: 'Réservez, surtout le week-end.',
    varies: 'Variable',
    dayTip:
      'Ceci est un canevas général : le planificateur était injoignable, aucun lieu réel n’est donc nommé.',
    transport:
      'Marchez dans la vieille ville ; pour les trajets plus longs, prenez un petit taxi au compteur.',
    tips: [
      'Ayez des dirhams en espèces, en petites coupures.',
      'Tenue correcte dans les lieux religieux.',
      'Horaires et prix changent : vérifiez sur place.',
    ],
  },
};

const de: PlannerTexts = {
  cityName: {
    marrakech: 'Marrakesch',
    fes: 'Fès',
    casablanca: 'Casablanca',
    rabat: 'Rabat',
    chefchaouen: 'Chefchaouen',
    essaouira: 'Essaouira',
    agadir: 'Agadir',
    tangier: 'Tanger',
  },
  interest: {
    culture: 'Kultur',
    food: 'Essen',
    adventure: 'Abenteuer',
    shopping: 'Einkaufen',
    nature: 'Natur',
    beach: 'Strand',
    photography: 'Fotografie',
    nightlife: 'Nachtleben',
    wellness: 'Wellness',
    crafts: 'Handwerk',
  },
  and: ' und ',
  highlights: 'Höhepunkte',
  freeTime: 'Freie Zeit',
  // 'X und Umgebung': a name needs no article ('um den Bahia-Palast' but 'um Jemaa el-Fna').
  dayAround: (place) => `${place} und Umgebung`,
  dayTrip: (place) => `Ausflug: ${place}`,
  freeDay: (city) => `Freier Tag in ${city}`,
  free: 'Kostenlos',
  mad: (min, max) => range(min, max, 'MAD'),
  budgetLabel: { 1: 'günstig', 2: 'Komfort', 3: 'Luxus' },
  lighterDay:
    'Ein ruhigerer Tag: Unsere Liste hat in der Nähe keine weiteren Orte, die zu Ihrer Auswahl passen, und wir lassen Ihnen lieber freie Zeit, als Sie an einen Ort zu schicken, den wir nicht kennen.',
  noPlaces: (city) =>
    `Unsere Liste hat für ${city} noch keine Orte, die zu Ihrer Auswahl passen: Fragen Sie Ihre Gastgeber nach Ideen.`,
  allUsed:
    'Freier Tag: Die Orte unserer Liste, die zu Ihren Wünschen passen, sind in Ihren anderen Tagen oder heute geschlossen; fragen Sie Ihre Gastgeber nach Ideen oder besuchen Sie einen Lieblingsort erneut.',
  laterStart: (time) =>
    `Heute geplant: Dieser Tag beginnt um ${time} marokkanischer Zeit und lässt weg, was schon geschlossen oder vorbei ist.`,
  noTimeLeft:
    'Spät am Tag geplant: In den Rest des Tages in Marokko passt nichts mehr: Dieser Tag gehört der Erholung.',
  streetLunch: (place) => `Mittagessen: ${place} und Umgebung`,
  streetLunchDescription: (place) =>
    `Unsere Liste hat hier keinen Ort zum Essen, der zu Ihrer Auswahl passt: Wählen Sie ein Café oder ein kleines Restaurant in den Straßen rund um „${place}“ für ein einfaches marokkanisches Mittagessen: Tajine, Couscous, Gegrilltes und Salate.`,
  streetDinner: (place) => `Abendessen: ${place} und Umgebung`,
  streetDinnerDescription: (place) =>
    `Unsere Liste hat keinen weiteren Ort für das besondere Abendessen heute Abend, der zu Ihrer Auswahl passt: Fragen Sie Ihre Gastgeber nach einem guten Restaurant in den Straßen rund um „${place}“.`,
  streetMealDiet: 'Sagen Sie vor der Bestellung, was Sie nicht essen, und nehmen Sie für alle Fälle einen Snack mit.',
  noDinner:
    'Kein Abendessen geplant: Unsere Liste hat keinen weiteren Ort zum Abendessen nahe den heutigen Stationen; fragen Sie Ihre Gastgeber.',
  noDinnerDiet:
    'Kein Abendessen geplant: Unsere Liste hat nahe den heutigen Stationen keinen weiteren Ort zum Abendessen, der Ihre Ernährung anbietet; fragen Sie Ihre Gastgeber.',
  dayTripTip: (km) =>
    `Außerhalb der Stadt, etwa ${km} km vom Zentrum, mit dem Auto oder mit Fahrer: Die angegebene Zeit schließt Hin- und Rückfahrt ein.`,
  dayTripLunch: 'Heute kein Mittagessen in der Stadt: Essen Sie unterwegs und brechen Sie früh auf.',
  outOfTownTip: (km, minutes) =>
    `Außerhalb der Stadt, etwa ${km} km vom Zentrum, mit dem Auto oder mit Fahrer: Rechnen Sie mit etwa ${minutes} Minuten pro Strecke.`,
  walkingDay: (km) => `Alle heutigen Stationen liegen zu Fuß höchstens ${km} km auseinander.`,
  friday:
    'Freitag: Viele Läden in den Souks schließen um das Mittagsgebet, manche Sehenswürdigkeiten ebenfalls.',
  dailyTips: [
    'Nehmen Sie Wasser und einen Hut mit: Die Sonne ist stark, auch wenn die Luft kühl wirkt.',
    'Halten Sie Kleingeld in Dirham für Trinkgelder, Toiletten und Snacks bereit.',
    'Fragen Sie, bevor Sie Menschen fotografieren, und nehmen Sie ein Nein freundlich hin.',
    'Vereinbaren Sie in den Souks den Preis, bevor etwas eingepackt wird; Handeln ist üblich.',
    'Gassen wechseln den Namen und Schilder sind selten: Nutzen Sie eine Offline-Karte und zeigen Sie dem Fahrer die arabischen Namen.',
  ],
  transport: {
    walking:
      'Zu Fuß: Die Altstädte erkundet man am besten zu Fuß; tragen Sie bequeme Schuhe und nutzen Sie eine Offline-Karte.',
    taxi: 'Petit Taxi in der Stadt: Bitten Sie darum, das Taxameter (compteur) einzuschalten; Mizans Taxameter und Fahrpreisschätzung helfen beim Prüfen.',
    bus: 'Stadtbusse sind günstig, aber langsam und zur Stoßzeit voll; halten Sie Münzen für den Fahrschein bereit.',
    car: 'Mit dem Auto: Parken Sie auf bewachten Parkplätzen außerhalb der Medina-Mauern; ihre Gassen gehören den Fußgängern.',
    train: 'Züge (ONCF) verbinden die großen Städte; Fahrkarten gibt es am Bahnhof oder in der ONCF-App.',
    driver: 'Mit Fahrer: Vereinbaren Sie Preis, Zeiten und Halte vor der Abfahrt.',
  },
  walkingOnlyPlan: (km) =>
    `Nur zu Fuß: Jeder Tag hält seine Stationen in etwa ${km} km Umkreis, und nichts außerhalb der Stadt ist geplant.`,
  perDay: (label) => `Pro Tag (${label})`,
  entryFees: 'Eintritte in diesem Plan',
  meals: 'Mahlzeiten in diesem Plan',
  generalTips: [
    'Öffnungszeiten und Preise nach letztem Stand; prüfen Sie sie vor Ort, besonders an Feiertagen und im Ramadan.',
    'Kleiden Sie sich an religiösen Stätten zurückhaltend; die meisten Moscheen sind nur für Muslime geöffnet.',
    'Außerhalb von Hotels und großen Restaurants zählt Bargeld: Halten Sie Dirham in kleinen Scheinen bereit.',
  ],
  dietTip:
    'Mahlzeiten sind nur dort geplant, wo Ihre Ernährung bekanntermaßen angeboten wird; sagen Sie es beim Bestellen noch einmal.',
  requestMatched: (text, terms) => `Ihr Wunsch „${text}“: Wir haben Orte bevorzugt, die zu ${terms} passen.`,
  requestUnmatched: (text) =>
    `Ihr Wunsch „${text}“: Kein Ort unserer Liste passt dazu; fragen Sie Ihre Gastgeber.`,
  requestRefused: (words, places) =>
    `Sie haben „${words}“ ausgeschlossen: Der Plan lässt ${places} weg, unabhängig von Ihren Interessen.`,
  fallback: {
    dayTitle: (day, city) => `Tag ${day} in ${city}`,
    theme: 'Entdeckung',
    morning: 'Vormittags: ein Wahrzeichen besuchen',
    morningDescription: (city) => `Beginnen Sie mit einem der großen Baudenkmäler von ${city}.`,
    morningTip: 'Gehen Sie früh, vor dem Andrang und der Hitze.',
    lunch: 'Einheimisches Mittagessen',
    lunchDescription:
      'Ein einfaches marokkanisches Mittagessen: Tajine, Couscous oder Gegrilltes mit Salaten.',
    lunchTip: 'Fragen Sie nach dem Preis, wenn keine Karte aushängt.',
    afternoonActivity: 'Nachmittagsprogramm',
    afternoonShopping: 'Einkaufen am Nachmittag',
    afternoonDescription: 'Zeit für einen Garten, ein Museum oder die Souks, in Ihrem Tempo.',
    afternoonTip: 'Handeln Sie freundlich und beginnen Sie weit unter dem ersten Preis.',
    dinner: 'Besonderes Abendessen',
    dinnerDescription: 'Ein gutes Abendessen in traditionellem Rahmen.',
    dinnerTip: 'Reservieren Sie, besonders am Wochenende.',
    varies: 'Unterschiedlich',
    dayTip:
      'Dies ist ein allgemeiner Rahmen: Der Planer war nicht erreichbar, daher werden keine echten Orte genannt.',
    transport:
      'Gehen Sie in der Altstadt zu Fuß; für längere Strecken nehmen Sie ein Petit Taxi mit Taxameter.',
    tips: [
      'Haben Sie Bargeld in Dirham in kleinen Scheinen dabei.',
      'Kleiden Sie sich an religiösen Stätten zurückhaltend.',
      'Öffnungszeiten und Preise ändern sich: Prüfen Sie sie vor Ort.',
    ],
  },
};

export const PLANNER_TEXTS: Readonly<Record<Language, PlannerTexts>> = { en, es, fr, de };
