// Single words a visitor types alone ("Taxi", "pharmacie", "Krankenhaus", "agua"): a whole phrase shares too few
// letters with one word to be found by likeness, so "Taxi" and "Apotheke" were refused. Matched like the
// phrasebook's phrases (the translation memory's entries `word:<slug>`), never listed in the phrasebook card.
//
// No Darija is written here: each word's Darija is taken whole from a phrasebook phrase that says it (`from`, both
// scripts; the phrase's Darija holds the word's as written, which the test checks), or else from DODa's vocabulary
// (`from: { doda }`, the row's English; chat letters only, DODa has no Arabic script). Words whose only Darija would
// be a DODa spelling of Modern Standard Arabic (train "9iTar") are left out. The four languages' words are plain
// dictionary equivalents of the English. A word whose phrase says what a visitor obviously means by it (the
// toilets, the bill, water) is not here: the phrase answers it (other-wordings.ts).
import type { Language, Localized } from '@mizan/domain/text/language';

type Wordings = Partial<Record<Language, readonly string[]>>;

export interface PhrasebookWord {
  slug: string;
  text: Localized;
  /** Other forms a visitor types for it (a plural, a synonym), matched as the word. */
  also?: Wordings;
  darija: { latin: string; ar?: string };
  /** Where the Darija comes from: the phrase (by id) that says it, or DODa's vocabulary row with this English. */
  from: string | { doda: string };
}

export const PHRASEBOOK_WORDS: readonly PhrasebookWord[] = [
  {
    slug: 'taxi',
    text: { en: 'taxi', es: 'taxi', fr: 'taxi', de: 'Taxi' },
    also: { en: ['cab'], fr: ['taxis'], es: ['taxis'], de: ['Taxis'] },
    darija: { latin: 'taxi', ar: 'طاكسي' },
    from: 'taxi:where-can-i-find-a-taxi',
  },
  {
    slug: 'pharmacy',
    text: { en: 'pharmacy', es: 'farmacia', fr: 'pharmacie', de: 'Apotheke' },
    also: { en: ['chemist', 'drugstore'] },
    darija: { latin: 'farmasyan', ar: 'فرمسيان' },
    from: 'health:pharmacy-nearby',
  },
  {
    slug: 'police',
    text: { en: 'police', es: 'policía', fr: 'police', de: 'Polizei' },
    darija: { latin: 'l-bulis', ar: 'البوليس' },
    from: 'emergency:call-the-police',
  },
  {
    slug: 'police-station',
    text: { en: 'police station', es: 'comisaría', fr: 'commissariat', de: 'Polizeiwache' },
    darija: { latin: 'l-komisariya', ar: 'الكوميسارية' },
    from: 'emergency:where-is-the-police-station',
  },
  {
    slug: 'hospital',
    text: { en: 'hospital', es: 'hospital', fr: 'hôpital', de: 'Krankenhaus' },
    also: { de: ['Klinik', 'Spital'] },
    darija: { latin: 'sbitar', ar: 'سبيطار' },
    from: 'emergency:take-me-to-the-hospital',
  },
  {
    slug: 'doctor',
    text: { en: 'doctor', es: 'médico', fr: 'médecin', de: 'Arzt' },
    also: { fr: ['docteur'], es: ['doctor'], de: ['Doktor', 'Ärztin'] },
    darija: { latin: 'tbib', ar: 'طبيب' },
    from: 'health:i-need-a-doctor',
  },
  {
    slug: 'ambulance',
    text: { en: 'ambulance', es: 'ambulancia', fr: 'ambulance', de: 'Krankenwagen' },
    darija: { latin: 'l-ambulance', ar: 'لانبيلانس' },
    from: 'emergency:call-an-ambulance',
  },
  {
    slug: 'embassy',
    text: { en: 'embassy', es: 'embajada', fr: 'ambassade', de: 'Botschaft' },
    darija: { latin: 's-sifara', ar: 'السفارة' },
    from: 'emergency:where-is-the-embassy',
  },
  {
    slug: 'bread',
    text: { en: 'bread', es: 'pan', fr: 'pain', de: 'Brot' },
    darija: { latin: 'l-khubz', ar: 'الخبز' },
    from: 'food:some-bread',
  },
  {
    slug: 'tea',
    text: { en: 'tea', es: 'té', fr: 'thé', de: 'Tee' },
    darija: { latin: 'atay', ar: 'أتاي' },
    from: 'food:mint-tea',
  },
  {
    slug: 'coffee',
    text: { en: 'coffee', es: 'café', fr: 'café', de: 'Kaffee' },
    darija: { latin: '9ahwa' },
    from: { doda: 'coffee' },
  },
  {
    slug: 'milk',
    text: { en: 'milk', es: 'leche', fr: 'lait', de: 'Milch' },
    darija: { latin: 'l-7lib', ar: 'الحليب' },
    from: 'diet:no-dairy',
  },
  {
    slug: 'sugar',
    text: { en: 'sugar', es: 'azúcar', fr: 'sucre', de: 'Zucker' },
    darija: { latin: 's-sukkar', ar: 'السكر' },
    from: 'food:tea-with-little-sugar',
  },
  {
    slug: 'meat',
    text: { en: 'meat', es: 'carne', fr: 'viande', de: 'Fleisch' },
    darija: { latin: 'l-l7em', ar: 'اللحم' },
    from: 'diet:i-dont-eat-meat',
  },
  {
    slug: 'chicken',
    text: { en: 'chicken', es: 'pollo', fr: 'poulet', de: 'Hähnchen' },
    also: { de: ['Huhn', 'Hühnchen'] },
    darija: { latin: 'd-djaj', ar: 'الدجاج' },
    from: 'diet:no-chicken-either',
  },
  {
    slug: 'fish',
    text: { en: 'fish', es: 'pescado', fr: 'poisson', de: 'Fisch' },
    darija: { latin: 'l-7ut', ar: 'الحوت' },
    from: 'diet:i-dont-eat-fish',
  },
  {
    slug: 'breakfast',
    text: { en: 'breakfast', es: 'desayuno', fr: 'petit-déjeuner', de: 'Frühstück' },
    also: { fr: ['petit déj'] },
    darija: { latin: 'l-ftur', ar: 'الفطور' },
    from: 'hotel:breakfast-included',
  },
  {
    slug: 'money',
    text: { en: 'money', es: 'dinero', fr: 'argent', de: 'Geld' },
    darija: { latin: 'l-flus', ar: 'الفلوس' },
    from: 'money:i-dont-have-much-money',
  },
  {
    slug: 'change',
    text: { en: 'change', es: 'cambio', fr: 'monnaie', de: 'Kleingeld' },
    also: { en: ['small change', 'coins'], de: ['Wechselgeld'] },
    darija: { latin: 's-sarf', ar: 'الصرف' },
    from: 'money:i-dont-have-change',
  },
  {
    // A seller's or a driver's "3tini 100 dh": the words before a price (ADR 015, translator6).
    slug: 'give-me',
    text: { en: 'give me', es: 'deme', fr: 'donnez-moi', de: 'geben Sie mir' },
    also: { es: ['dame'], fr: ['donne-moi'], de: ['gib mir'] },
    darija: { latin: '3tini', ar: 'عطيني' },
    from: 'money:a-receipt-please',
  },
  {
    slug: 'price',
    text: { en: 'price', es: 'precio', fr: 'prix', de: 'Preis' },
    darija: { latin: 'tamen', ar: 'تمن' },
    from: 'money:give-me-a-good-price',
  },
  {
    slug: 'hotel',
    text: { en: 'hotel', es: 'hotel', fr: 'hôtel', de: 'Hotel' },
    darija: { latin: 'otil' },
    from: { doda: 'hotel' },
  },
  {
    slug: 'room',
    text: { en: 'room', es: 'habitación', fr: 'chambre', de: 'Zimmer' },
    darija: { latin: 'l-bit', ar: 'البيت' },
    from: 'hotel:can-i-see-the-room',
  },
  {
    slug: 'key',
    text: { en: 'key', es: 'llave', fr: 'clé', de: 'Schlüssel' },
    also: { fr: ['clef'] },
    darija: { latin: 's-sarut', ar: 'الساروت' },
    from: 'hotel:lost-my-key',
  },
  {
    slug: 'towel',
    text: { en: 'towel', es: 'toalla', fr: 'serviette', de: 'Handtuch' },
    darija: { latin: 'futa', ar: 'فوطة' },
    from: 'hotel:another-towel',
  },
  {
    slug: 'wifi',
    text: { en: 'wifi', es: 'wifi', fr: 'wifi', de: 'WLAN' },
    also: { en: ['wi-fi'], es: ['wi-fi'], fr: ['wi-fi'], de: ['Wifi'] },
    darija: { latin: 'l-wifi', ar: 'الويفي' },
    from: 'hotel:wifi-password',
  },
  {
    slug: 'hammam',
    text: { en: 'hammam', es: 'hammam', fr: 'hammam', de: 'Hammam' },
    darija: { latin: '7mmam', ar: 'حمام' },
    from: 'hotel:hammam-nearby',
  },
  {
    slug: 'passport',
    text: { en: 'passport', es: 'pasaporte', fr: 'passeport', de: 'Reisepass' },
    also: { de: ['Pass'] },
    darija: { latin: 'l-passpor', ar: 'الباسبور' },
    from: 'emergency:lost-my-passport',
  },
  {
    slug: 'phone',
    text: { en: 'phone', es: 'móvil', fr: 'téléphone', de: 'Handy' },
    also: { en: ['mobile', 'cell phone'], es: ['teléfono'], fr: ['portable'], de: ['Telefon'] },
    darija: { latin: 't-tilifun', ar: 'التيليفون' },
    from: 'emergency:my-phone-was-stolen',
  },
  {
    slug: 'bag',
    text: { en: 'bag', es: 'bolso', fr: 'sac', de: 'Tasche' },
    darija: { latin: 's-sak', ar: 'الصاك' },
    from: 'emergency:my-bag-was-stolen',
  },
  {
    slug: 'suitcase',
    text: { en: 'suitcase', es: 'maleta', fr: 'valise', de: 'Koffer' },
    darija: { latin: 'l-baliza', ar: 'الباليزة' },
    from: 'taxi:put-the-suitcase-in-the-boot',
  },
  {
    slug: 'address',
    text: { en: 'address', es: 'dirección', fr: 'adresse', de: 'Adresse' },
    darija: { latin: 'l-3unwan', ar: 'العنوان' },
    from: 'taxi:take-me-to-this-address',
  },
  {
    slug: 'airport',
    text: { en: 'airport', es: 'aeropuerto', fr: 'aéroport', de: 'Flughafen' },
    darija: { latin: 'matar', ar: 'مطار' },
    from: 'taxi:to-the-airport',
  },
  {
    slug: 'train-station',
    text: { en: 'train station', es: 'estación de tren', fr: 'gare', de: 'Bahnhof' },
    also: { en: ['railway station', 'station'], es: ['estación'] },
    darija: { latin: 'lagar', ar: 'لاكار' },
    from: 'directions:where-is-the-train-station',
  },
  {
    slug: 'bus-station',
    text: { en: 'bus station', es: 'estación de autobuses', fr: 'gare routière', de: 'Busbahnhof' },
    darija: { latin: 'l-m7atta d l-kiran', ar: 'المحطة د الكيران' },
    from: 'directions:where-is-the-bus-station',
  },
  {
    slug: 'bus',
    text: { en: 'bus', es: 'autobús', fr: 'bus', de: 'Bus' },
    darija: { latin: 't-tobis', ar: 'الطوبيس' },
    from: 'directions:where-does-the-bus-stop',
  },
  {
    slug: 'medina',
    text: { en: 'old medina', es: 'medina', fr: 'médina', de: 'Altstadt' },
    also: { en: ['medina', 'old town'], es: ['casco antiguo'], fr: ['vieille ville'], de: ['Medina'] },
    darija: { latin: 'l-mdina l-9dima', ar: 'المدينة القديمة' },
    from: 'directions:where-is-the-medina',
  },
  {
    slug: 'street',
    text: { en: 'street', es: 'calle', fr: 'rue', de: 'Straße' },
    darija: { latin: 'z-zen9a', ar: 'الزنقة' },
    from: 'directions:first-street-on-the-right',
  },
  {
    slug: 'left',
    text: { en: 'left', es: 'izquierda', fr: 'gauche', de: 'links' },
    darija: { latin: '3la l-isser', ar: 'على ليسر' },
    from: 'directions:turn-left',
  },
  {
    slug: 'right',
    text: { en: 'right', es: 'derecha', fr: 'droite', de: 'rechts' },
    darija: { latin: '3la l-imen', ar: 'على ليمن' },
    from: 'directions:turn-right',
  },
];
