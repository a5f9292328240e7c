// The numbers a tourist needs for prices, dirhams and ryals. Words checked against the Darija Open Dataset (DODa), MIT.
import { definePhrases } from './define-phrases';

export const NUMBERS_PHRASES = definePhrases('numbers', [
  {
    slug: 'one',
    text: { en: 'One', es: 'Uno', fr: 'Un', de: 'Eins' },
    darija: { ar: 'واحد', latin: 'wa7ed' },
  },
  {
    slug: 'two',
    text: { en: 'Two', es: 'Dos', fr: 'Deux', de: 'Zwei' },
    darija: { ar: 'جوج', latin: 'juj' },
    note: {
      en: '“Juj” is two when you count things; inside bigger numbers it becomes “tnayn” (tnayn u 3eshrin = 22).',
      es: '«Juj» es dos cuando se cuentan cosas; dentro de números mayores se convierte en «tnayn» (tnayn u 3eshrin = 22).',
      fr: '« Juj », c’est deux quand on compte des choses ; dans les nombres plus grands, il devient « tnayn » (tnayn u 3eshrin = 22).',
      de: '„Juj“ ist zwei beim Zählen von Dingen; in größeren Zahlen wird es zu „tnayn“ (tnayn u 3eshrin = 22).',
    },
  },
  {
    slug: 'three',
    text: { en: 'Three', es: 'Tres', fr: 'Trois', de: 'Drei' },
    darija: { ar: 'تلاتة', latin: 'tlata' },
  },
  {
    slug: 'four',
    text: { en: 'Four', es: 'Cuatro', fr: 'Quatre', de: 'Vier' },
    darija: { ar: 'ربعة', latin: 'reb3a' },
  },
  {
    slug: 'five',
    text: { en: 'Five', es: 'Cinco', fr: 'Cinq', de: 'Fünf' },
    darija: { ar: 'خمسة', latin: 'khamsa' },
  },
  {
    slug: 'six',
    text: { en: 'Six', es: 'Seis', fr: 'Six', de: 'Sechs' },
    darija: { ar: 'ستة', latin: 'setta' },
  },
  {
    slug: 'seven',
    text: { en: 'Seven', es: 'Siete', fr: 'Sept', de: 'Sieben' },
    darija: { ar: 'سبعة', latin: 'seb3a' },
  },
  {
    slug: 'eight',
    text: { en: 'Eight', es: 'Ocho', fr: 'Huit', de: 'Acht' },
    darija: { ar: 'تمنية', latin: 'tmenya' },
  },
  {
    slug: 'nine',
    text: { en: 'Nine', es: 'Nueve', fr: 'Neuf', de: 'Neun' },
    darija: { ar: 'تسعود', latin: 'tes3ud' },
  },
  {
    slug: 'ten',
    text: { en: 'Ten', es: 'Diez', fr: 'Dix', de: 'Zehn' },
    darija: { ar: 'عشرة', latin: '3ashra' },
  },
  {
    slug: 'fifteen',
    text: { en: 'Fifteen', es: 'Quince', fr: 'Quinze', de: 'Fünfzehn' },
    darija: { ar: 'خمسطاش', latin: 'khmstash' },
  },
  {
    slug: 'twenty',
    text: { en: 'Twenty', es: 'Veinte', fr: 'Vingt', de: 'Zwanzig' },
    darija: { ar: 'عشرين', latin: '3eshrin' },
  },
  {
    slug: 'twenty-five',
    text: { en: 'Twenty-five', es: 'Veinticinco', fr: 'Vingt-cinq', de: 'Fünfundzwanzig' },
    darija: { ar: 'خمسة وعشرين', latin: 'khamsa u 3eshrin' },
    note: {
      en: 'Units come before tens, as in German: “five and twenty”.',
      es: 'Las unidades van antes que las decenas, como en alemán: «cinco y veinte».',
      fr: 'Les unités viennent avant les dizaines, comme en allemand : « cinq et vingt ».',
      de: 'Die Einer stehen vor den Zehnern, wie im Deutschen: „fünfundzwanzig“.',
    },
  },
  {
    slug: 'thirty',
    text: { en: 'Thirty', es: 'Treinta', fr: 'Trente', de: 'Dreißig' },
    darija: { ar: 'تلاتين', latin: 'tlatin' },
  },
  {
    slug: 'fifty',
    text: { en: 'Fifty', es: 'Cincuenta', fr: 'Cinquante', de: 'Fünfzig' },
    darija: { ar: 'خمسين', latin: 'khamsin' },
  },
  {
    slug: 'one-hundred',
    text: { en: 'One hundred', es: 'Cien', fr: 'Cent', de: 'Hundert' },
    darija: { ar: 'مية', latin: 'mya' },
    note: {
      en: 'Before a noun it becomes “myat”: myat derham, 100 dirhams.',
      es: 'Delante de un sustantivo se convierte en «myat»: myat derham, 100 dírhams.',
      fr: 'Devant un nom, il devient « myat » : myat derham, 100 dirhams.',
      de: 'Vor einem Substantiv wird es zu „myat“: myat derham, 100 Dirham.',
    },
  },
  {
    slug: 'two-hundred',
    text: { en: 'Two hundred', es: 'Doscientos', fr: 'Deux cents', de: 'Zweihundert' },
    darija: { ar: 'ميتين', latin: 'mitin' },
  },
  {
    slug: 'one-thousand',
    text: { en: 'One thousand', es: 'Mil', fr: 'Mille', de: 'Tausend' },
    darija: { ar: 'ألف', latin: 'alf' },
  },
  {
    slug: 'half',
    text: { en: 'Half', es: 'La mitad', fr: 'La moitié', de: 'Die Hälfte' },
    darija: { ar: 'النص', latin: 'n-ness' },
  },
  {
    slug: 'how-many',
    text: { en: 'How many?', es: '¿Cuántos?', fr: 'Combien ?', de: 'Wie viele?' },
    darija: { ar: 'شحال؟', latin: 'sh7al?' },
  },
  {
    slug: 'dirham',
    text: { en: 'Dirham', es: 'Dírham', fr: 'Dirham', de: 'Dirham' },
    darija: { ar: 'درهم', latin: 'derham' },
  },
  {
    slug: 'ten-dirhams',
    text: { en: 'Ten dirhams', es: 'Diez dírhams', fr: 'Dix dirhams', de: 'Zehn Dirham' },
    darija: { ar: 'عشرة دراهم', latin: '3ashra drahem' },
    note: {
      en: 'From 3 to 10 you say “drahem” (the plural); from 11 up, “derham” again: 3eshrin derham, 20 dirhams.',
      es: 'De 3 a 10 se dice «drahem» (el plural); a partir de 11, otra vez «derham»: 3eshrin derham, 20 dírhams.',
      fr: 'De 3 à 10 on dit « drahem » (le pluriel) ; à partir de 11, de nouveau « derham » : 3eshrin derham, 20 dirhams.',
      de: 'Von 3 bis 10 sagt man „drahem“ (Plural); ab 11 wieder „derham“: 3eshrin derham, 20 Dirham.',
    },
  },
  {
    slug: 'ryal',
    text: {
      en: 'Ryal (20 ryals = 1 dirham)',
      es: 'Rial (20 riales = 1 dírham)',
      fr: 'Rial (20 rials = 1 dirham)',
      de: 'Rial (20 Rial = 1 Dirham)',
    },
    darija: { ar: 'ريال', latin: 'ryal' },
    note: {
      en: 'Prices are often said in ryals, an old unit still in daily use, especially in markets: 20 ryals = 1 dirham. If a price sounds twenty times too high, it is in ryals.',
      es: 'Los precios se dicen a menudo en riales, una unidad antigua aún en uso, sobre todo en los mercados: 20 riales = 1 dírham. Si un precio le parece veinte veces demasiado alto, está en riales.',
      fr: 'Les prix se disent souvent en rials, une ancienne unité encore en usage, surtout au marché : 20 rials = 1 dirham. Si un prix semble vingt fois trop élevé, il est en rials.',
      de: 'Preise werden oft in Rial genannt, einer alten, noch gebräuchlichen Einheit, vor allem auf dem Markt: 20 Rial = 1 Dirham. Klingt ein Preis zwanzigmal zu hoch, ist er in Rial.',
    },
  },
  {
    slug: 'hundred-ryals',
    text: {
      en: '100 ryals (5 dirhams)',
      es: '100 riales (5 dírhams)',
      fr: '100 rials (5 dirhams)',
      de: '100 Rial (5 Dirham)',
    },
    darija: { ar: 'مية ريال', latin: 'myat ryal' },
  },
  {
    slug: 'thousand-ryals',
    text: {
      en: '1,000 ryals (50 dirhams)',
      es: '1000 riales (50 dírhams)',
      fr: '1 000 rials (50 dirhams)',
      de: '1000 Rial (50 Dirham)',
    },
    darija: { ar: 'ألف ريال', latin: 'alf ryal' },
  },
  {
    slug: 'dirhams-or-ryals',
    text: {
      en: 'In dirhams or in ryals?',
      es: '¿En dírhams o en riales?',
      fr: 'En dirhams ou en rials ?',
      de: 'In Dirham oder in Rial?',
    },
    darija: { ar: 'واش بالدرهم ولا بالريال؟', latin: 'wash b d-derham wella b r-ryal?' },
  },
  {
    slug: 'write-the-number',
    text: {
      en: 'Can you write the number down?',
      es: '¿Me escribe el número?',
      fr: 'Vous pouvez m’écrire le chiffre ?',
      de: 'Können Sie mir die Zahl aufschreiben?',
    },
    darija: { ar: 'كتب ليا الرقم عافاك', latin: 'kteb liya r-ra9m 3afak' },
  },
]);
