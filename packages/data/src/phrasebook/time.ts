// Telling the time, days, opening hours. Words checked against the Darija Open Dataset (DODa), MIT.
import { definePhrases } from './define-phrases';

export const TIME_PHRASES = definePhrases('time', [
  {
    slug: 'what-time-is-it',
    text: { en: 'What time is it?', es: '¿Qué hora es?', fr: 'Quelle heure est-il ?', de: 'Wie spät ist es?' },
    darija: { ar: 'شحال فالساعة؟', latin: 'sh7al f s-sa3a?' },
  },
  {
    slug: 'its-three-oclock',
    text: { en: 'It’s three o’clock', es: 'Son las tres', fr: 'Il est trois heures', de: 'Es ist drei Uhr' },
    darija: { ar: 'هادي التلاتة', latin: 'hadi t-tlata' },
  },
  {
    slug: 'half-past-four',
    text: { en: 'Half past four', es: 'Las cuatro y media', fr: 'Quatre heures et demie', de: 'Halb fünf' },
    darija: { ar: 'الربعة ونص', latin: 'r-reb3a u ness' },
  },
  {
    slug: 'quarter-past-two',
    text: { en: 'Quarter past two', es: 'Las dos y cuarto', fr: 'Deux heures et quart', de: 'Viertel nach zwei' },
    darija: { ar: 'الجوج وربع', latin: 'j-juj u rbe3' },
  },
  {
    slug: 'quarter-to-six',
    text: {
      en: 'Quarter to six',
      es: 'Las seis menos cuarto',
      fr: 'Six heures moins le quart',
      de: 'Viertel vor sechs',
    },
    darija: { ar: 'الستة لا ربع', latin: 's-setta l-la rbe3' },
  },
  {
    slug: 'ten-past-eight',
    text: {
      en: 'Ten past eight',
      es: 'Las ocho y diez',
      fr: 'Huit heures dix',
      de: 'Zehn nach acht',
    },
    darija: { ar: 'التمنية وقسمين', latin: 't-tmenya u 9smayn' },
    note: {
      en: 'Minutes are counted in units of five called “9sem”: u 9sem = five past, u 9smayn = ten past, u tulut = twenty past.',
      es: 'Los minutos se cuentan en unidades de cinco llamadas «9sem»: u 9sem = y cinco, u 9smayn = y diez, u tulut = y veinte.',
      fr: 'Les minutes se comptent par tranches de cinq appelées « 9sem » : u 9sem = et cinq, u 9smayn = et dix, u tulut = et vingt.',
      de: 'Minuten zählt man in Fünfereinheiten, „9sem“ genannt: u 9sem = fünf nach, u 9smayn = zehn nach, u tulut = zwanzig nach.',
    },
  },
  {
    slug: 'at-what-time',
    text: { en: 'At what time?', es: '¿A qué hora?', fr: 'À quelle heure ?', de: 'Um wie viel Uhr?' },
    darija: { ar: 'فشحال؟', latin: 'f sh7al?' },
  },
  {
    slug: 'when',
    text: { en: 'When?', es: '¿Cuándo?', fr: 'Quand ?', de: 'Wann?' },
    darija: { ar: 'فوقاش؟', latin: 'fu9ash?' },
  },
  {
    slug: 'now',
    text: { en: 'Now', es: 'Ahora', fr: 'Maintenant', de: 'Jetzt' },
    darija: { ar: 'دابا', latin: 'daba' },
    note: {
      en: '“Daba” can mean “soon” as much as “now”; “daba daba” means right now.',
      es: '«Daba» puede significar tanto «pronto» como «ahora»; «daba daba» es ahora mismo.',
      fr: '« Daba » peut vouloir dire « bientôt » autant que « maintenant » ; « daba daba », c’est tout de suite.',
      de: '„Daba“ kann ebenso „bald“ wie „jetzt“ heißen; „daba daba“ heißt sofort.',
    },
  },
  {
    slug: 'later',
    text: { en: 'Later', es: 'Más tarde', fr: 'Plus tard', de: 'Später' },
    darija: { ar: 'من بعد', latin: 'men ba3d' },
  },
  {
    slug: 'in-ten-minutes',
    text: {
      en: 'In ten minutes',
      es: 'Dentro de diez minutos',
      fr: 'Dans dix minutes',
      de: 'In zehn Minuten',
    },
    darija: { ar: 'من دابا لعشرة د الدقايق', latin: 'men daba l-3ashra d d-d9aye9' },
  },
  {
    slug: 'wait-a-minute',
    text: { en: 'Wait a minute', es: 'Espera un momento', fr: 'Attends une minute', de: 'Moment mal' },
    darija: { ar: 'تسنا واحد الدقيقة', latin: 'tsenna wa7ed d-d9i9a' },
  },
  {
    slug: 'wait-a-little',
    text: { en: 'Wait a little', es: 'Espere un poco', fr: 'Attendez un peu', de: 'Warten Sie kurz' },
    darija: { ar: 'تسنا شوية', latin: 'tsenna shwiya' },
  },
  // DODa: "ghir chwiya", only a little ("3andi ghir chwiya dyal…").
  {
    slug: 'just-a-little',
    text: { en: 'Just a little', es: 'Solo un poco', fr: 'Juste un peu', de: 'Nur ein bisschen' },
    darija: { ar: 'غير شوية', latin: 'ghir shwiya' },
  },
  {
    slug: 'half-an-hour',
    text: { en: 'Half an hour', es: 'Media hora', fr: 'Une demi-heure', de: 'Eine halbe Stunde' },
    darija: { ar: 'نص ساعة', latin: 'ness sa3a' },
  },
  {
    slug: 'today',
    text: { en: 'Today', es: 'Hoy', fr: 'Aujourd’hui', de: 'Heute' },
    darija: { ar: 'اليوم', latin: 'l-yum' },
  },
  {
    slug: 'tomorrow',
    text: { en: 'Tomorrow', es: 'Mañana', fr: 'Demain', de: 'Morgen' },
    darija: { ar: 'غدا', latin: 'ghedda' },
  },
  {
    slug: 'yesterday',
    text: { en: 'Yesterday', es: 'Ayer', fr: 'Hier', de: 'Gestern' },
    darija: { ar: 'البارح', latin: 'l-bare7' },
  },
  {
    slug: 'in-the-afternoon',
    text: { en: 'In the afternoon', es: 'Por la tarde', fr: 'L’après-midi', de: 'Am Nachmittag' },
    darija: { ar: 'فالعشية', latin: 'f l-3shiya' },
  },
  {
    slug: 'tonight',
    text: { en: 'Tonight', es: 'Esta noche', fr: 'Ce soir', de: 'Heute Abend' },
    darija: { ar: 'هاد الليلة', latin: 'had l-lila' },
  },
  {
    slug: 'what-day-is-it',
    text: {
      en: 'What day is it today?',
      es: '¿Qué día es hoy?',
      fr: 'On est quel jour ?',
      de: 'Welcher Tag ist heute?',
    },
    darija: { ar: 'أشمن نهار اليوم؟', latin: 'ashmen nhar l-yum?' },
  },
  {
    slug: 'friday',
    text: { en: 'Friday', es: 'Viernes', fr: 'Vendredi', de: 'Freitag' },
    darija: { ar: 'الجمعة', latin: 'l-jem3a' },
    note: {
      en: 'The weekly day of prayer: around the midday prayer many shops close for an hour or two. The official weekend is Saturday and Sunday.',
      es: 'El día semanal de oración: a la hora del rezo del mediodía muchas tiendas cierran una o dos horas. El fin de semana oficial es sábado y domingo.',
      fr: 'Le jour de prière de la semaine : à l’heure de la prière de midi, beaucoup de boutiques ferment une heure ou deux. Le week-end officiel est le samedi et le dimanche.',
      de: 'Der wöchentliche Gebetstag: Zum Mittagsgebet schließen viele Läden für ein, zwei Stunden. Das offizielle Wochenende ist Samstag und Sonntag.',
    },
  },
  {
    slug: 'what-time-does-it-open',
    text: {
      en: 'What time does it open?',
      es: '¿A qué hora abre?',
      fr: 'Ça ouvre à quelle heure ?',
      de: 'Wann macht es auf?',
    },
    darija: { ar: 'فوقاش كيتحل؟', latin: 'fu9ash kayt7ell?' },
  },
  {
    slug: 'what-time-does-it-close',
    text: {
      en: 'What time does it close?',
      es: '¿A qué hora cierra?',
      fr: 'Ça ferme à quelle heure ?',
      de: 'Wann macht es zu?',
    },
    darija: { ar: 'فوقاش كيتسد؟', latin: 'fu9ash kaytsedd?' },
  },
  {
    slug: 'its-closed',
    text: { en: 'It’s closed', es: 'Está cerrado', fr: 'C’est fermé', de: 'Es ist geschlossen' },
    darija: { ar: 'مسدود', latin: 'msdud' },
  },
]);
