// Chatting with people you meet. Questions use the form for a man (notes give the form for a woman).
// Single words checked against the Darija Open Dataset (DODa), MIT.
import { definePhrases } from './define-phrases';

export const SMALL_TALK_PHRASES = definePhrases('small-talk', [
  {
    slug: 'where-are-you-from',
    text: {
      en: 'Where are you from?',
      es: '¿De dónde eres?',
      fr: 'Tu viens d’où ?',
      de: 'Woher kommst du?',
    },
    darija: { ar: 'منين نتا؟', latin: 'mnin nta?' },
    note: {
      en: 'To a man; to a woman: “mnin nti?”.',
      es: 'A un hombre; a una mujer: «mnin nti?».',
      fr: 'À un homme ; à une femme : « mnin nti? ».',
      de: 'An einen Mann; an eine Frau: „mnin nti?“.',
    },
  },
  {
    slug: 'im-from',
    text: {
      en: 'I’m from …',
      es: 'Soy de …',
      fr: 'Je viens de …',
      de: 'Ich komme aus …',
    },
    darija: { ar: 'أنا من …', latin: 'ana men …' },
  },
  {
    slug: 'first-time-in-morocco-question',
    text: {
      en: 'Is this your first time in Morocco?',
      es: '¿Es tu primera vez en Marruecos?',
      fr: 'C’est ta première fois au Maroc ?',
      de: 'Bist du zum ersten Mal in Marokko?',
    },
    darija: { ar: 'واش هادي أول مرة كتجي للمغرب؟', latin: 'wash hadi awwel merra katji l-l-mghrib?' },
  },
  {
    slug: 'first-time-in-morocco',
    text: {
      en: 'It’s my first time in Morocco',
      es: 'Es mi primera vez en Marruecos',
      fr: 'C’est ma première fois au Maroc',
      de: 'Ich bin zum ersten Mal in Marokko',
    },
    darija: { ar: 'هادي أول مرة نجي للمغرب', latin: 'hadi awwel merra nji l-l-mghrib' },
  },
  {
    slug: 'i-love-morocco',
    text: {
      en: 'I love Morocco',
      es: 'Me encanta Marruecos',
      fr: 'J’adore le Maroc',
      de: 'Ich liebe Marokko',
    },
    darija: { ar: 'كنبغي المغرب بزاف', latin: 'kanbghi l-mghrib bzzaf' },
  },
  {
    slug: 'your-country-is-beautiful',
    text: {
      en: 'Your country is beautiful',
      es: 'Tu país es precioso',
      fr: 'Ton pays est magnifique',
      de: 'Dein Land ist wunderschön',
    },
    darija: { ar: 'بلادكم زوينة بزاف', latin: 'bladkom zwina bzzaf' },
  },
  {
    slug: 'on-holiday',
    text: {
      en: 'I’m here on holiday',
      es: 'Estoy aquí de vacaciones',
      fr: 'Je suis ici en vacances',
      de: 'Ich bin im Urlaub hier',
    },
    darija: { ar: 'أنا هنا فالعطلة', latin: 'ana hna f l-3otla' },
  },
  {
    slug: 'just-walking-around',
    text: {
      en: 'I’m just walking around',
      es: 'Solo estoy paseando',
      fr: 'Je me promène, c’est tout',
      de: 'Ich gehe nur spazieren',
    },
    darija: { ar: 'غير كنتسارا', latin: 'ghir kantsara' },
    note: {
      en: 'A handy, friendly answer to “fin ghadi?” (where are you going?) from would-be guides.',
      es: 'Una respuesta amable y útil a «fin ghadi?» (¿adónde vas?) de los guías improvisados.',
      fr: 'Une réponse aimable et pratique au « fin ghadi? » (tu vas où ?) des faux guides.',
      de: 'Eine freundliche, praktische Antwort auf „fin ghadi?“ (wohin gehst du?) von selbst ernannten Führern.',
    },
  },
  {
    slug: 'are-you-married',
    text: {
      en: 'Are you married?',
      es: '¿Estás casado?',
      fr: 'Tu es marié ?',
      de: 'Bist du verheiratet?',
    },
    darija: { ar: 'واش نتا مزوج؟', latin: 'wash nta mzuwwej?' },
    note: {
      en: 'A common, friendly question, not an intrusive one. To a woman: “wash nti mzuwwja?”.',
      es: 'Una pregunta habitual y amistosa, no indiscreta. A una mujer: «wash nti mzuwwja?».',
      fr: 'Une question courante et amicale, pas indiscrète. À une femme : « wash nti mzuwwja? ».',
      de: 'Eine übliche, freundliche Frage, nicht aufdringlich gemeint. An eine Frau: „wash nti mzuwwja?“.',
    },
  },
  {
    slug: 'im-married',
    text: {
      en: 'I’m married',
      es: 'Estoy casado',
      fr: 'Je suis marié',
      de: 'Ich bin verheiratet',
    },
    darija: { ar: 'أنا مزوج', latin: 'ana mzuwwej' },
    note: {
      en: 'A woman says “ana mzuwwja”.',
      es: 'Una mujer dice «ana mzuwwja».',
      fr: 'Une femme dit « ana mzuwwja ».',
      de: 'Eine Frau sagt „ana mzuwwja“.',
    },
  },
  {
    slug: 'do-you-have-children',
    text: {
      en: 'Do you have children?',
      es: '¿Tienes hijos?',
      fr: 'Tu as des enfants ?',
      de: 'Hast du Kinder?',
    },
    darija: { ar: 'واش عندك الولاد؟', latin: 'wash 3ndek l-wlad?' },
  },
  {
    slug: 'no-children-yet',
    text: {
      en: 'I don’t have children yet',
      es: 'Todavía no tengo hijos',
      fr: 'Je n’ai pas encore d’enfants',
      de: 'Ich habe noch keine Kinder',
    },
    darija: { ar: 'مازال ما عندي ولاد', latin: 'mazal ma 3ndi wlad' },
  },
  {
    slug: 'what-do-you-do',
    text: {
      en: 'What do you do for a living?',
      es: '¿A qué te dedicas?',
      fr: 'Tu fais quoi dans la vie ?',
      de: 'Was machst du beruflich?',
    },
    darija: { ar: 'آش كتخدم؟', latin: 'ash katkhdem?' },
    note: {
      en: 'To a man; to a woman: “ash katkhdmi?”.',
      es: 'A un hombre; a una mujer: «ash katkhdmi?».',
      fr: 'À un homme ; à une femme : « ash katkhdmi? ».',
      de: 'An einen Mann; an eine Frau: „ash katkhdmi?“.',
    },
  },
  {
    slug: 'im-a-student',
    text: {
      en: 'I’m a student',
      es: 'Soy estudiante',
      fr: 'Je suis étudiant',
      de: 'Ich studiere',
    },
    darija: { ar: 'أنا كنقرا', latin: 'ana kan9ra' },
  },
  {
    slug: 'learning-darija',
    text: {
      en: 'I’m learning Darija',
      es: 'Estoy aprendiendo darija',
      fr: 'J’apprends la darija',
      de: 'Ich lerne Darija',
    },
    darija: { ar: 'كنتعلم الدارجة', latin: 'kant3llem d-darija' },
  },
  {
    slug: 'really-hot-today',
    text: {
      en: 'It’s really hot today!',
      es: '¡Hoy hace mucho calor!',
      fr: 'Il fait vraiment chaud aujourd’hui !',
      de: 'Heute ist es richtig heiß!',
    },
    darija: { ar: 'اليوم كاين الحر بزاف!', latin: 'l-yum kayn l-7err bzzaf!' },
  },
  {
    slug: 'do-you-like-football',
    text: {
      en: 'Do you like football?',
      es: '¿Te gusta el fútbol?',
      fr: 'Tu aimes le foot ?',
      de: 'Magst du Fußball?',
    },
    darija: { ar: 'واش كتبغي الكورة؟', latin: 'wash katbghi l-kora?' },
    note: {
      en: 'Football is an easy topic: Raja and Wydad of Casablanca are the great rivals, and the national team are the “Atlas Lions”.',
      es: 'El fútbol es un tema fácil: el Raja y el Wydad de Casablanca son los grandes rivales, y la selección son los «Leones del Atlas».',
      fr: 'Le foot est un sujet facile : le Raja et le Wydad de Casablanca sont les grands rivaux, et l’équipe nationale, ce sont les « Lions de l’Atlas ».',
      de: 'Fußball ist ein leichtes Thema: Raja und Wydad aus Casablanca sind die großen Rivalen, die Nationalmannschaft sind die „Atlaslöwen“.',
    },
  },
  {
    slug: 'which-team',
    text: {
      en: 'Which team do you support?',
      es: '¿De qué equipo eres?',
      fr: 'Tu es supporter de quelle équipe ?',
      de: 'Für welche Mannschaft bist du?',
    },
    darija: { ar: 'أشمن فرقة كتشجع؟', latin: 'ashmen fer9a katshejje3?' },
  },
  {
    slug: 'come-and-have-tea',
    text: {
      en: 'Come and have some tea',
      es: 'Ven a tomar un té',
      fr: 'Viens boire un thé',
      de: 'Komm, trink einen Tee',
    },
    darija: { ar: 'أجي تشرب أتاي', latin: 'aji tshreb atay' },
    note: {
      en: 'Tea is the heart of Moroccan hospitality. In tourist areas, an invitation from a stranger can also end in a shop.',
      es: 'El té es el corazón de la hospitalidad marroquí. En zonas turísticas, la invitación de un desconocido también puede acabar en una tienda.',
      fr: 'Le thé est au cœur de l’hospitalité marocaine. Dans les zones touristiques, l’invitation d’un inconnu peut aussi finir dans une boutique.',
      de: 'Tee ist das Herz der marokkanischen Gastfreundschaft. In Touristengegenden kann die Einladung eines Fremden auch in einem Laden enden.',
    },
  },
  {
    slug: 'thank-you-for-the-meal',
    text: {
      en: 'Thank you for the meal (to a host)',
      es: 'Gracias por la comida (al anfitrión)',
      fr: 'Merci pour le repas (à l’hôte)',
      de: 'Danke für das Essen (zum Gastgeber)',
    },
    darija: { ar: 'الله يخلف', latin: 'llah ykhlef' },
    note: {
      en: 'Literally “may God repay you”: what Moroccans say to whoever has fed them.',
      es: 'Literalmente «que Dios te lo devuelva»: lo que dicen los marroquíes a quien les ha dado de comer.',
      fr: 'Littéralement « que Dieu te le rende » : ce que disent les Marocains à qui les a nourris.',
      de: 'Wörtlich „Gott möge es dir vergelten“: Das sagen Marokkaner zu dem, der sie bewirtet hat.',
    },
  },
  {
    slug: 'youre-very-kind',
    text: {
      en: 'You’re very kind',
      es: 'Eres muy amable',
      fr: 'Tu es très gentil',
      de: 'Du bist sehr nett',
    },
    darija: { ar: 'نتا ظريف بزاف', latin: 'nta drif bzzaf' },
    note: {
      en: 'To a man; to a woman: “nti drifa bzzaf”.',
      es: 'A un hombre; a una mujer: «nti drifa bzzaf».',
      fr: 'À un homme ; à une femme : « nti drifa bzzaf ».',
      de: 'An einen Mann; an eine Frau: „nti drifa bzzaf“.',
    },
  },
  {
    slug: 'photo-of-you',
    text: {
      en: 'Can I take a photo of you?',
      es: '¿Puedo hacerte una foto?',
      fr: 'Je peux te prendre en photo ?',
      de: 'Darf ich ein Foto von dir machen?',
    },
    darija: { ar: 'واش نقدر نصورك؟', latin: 'wash n9der nsowwrek?' },
    note: {
      en: 'Always ask first: many people, women especially, prefer not to be photographed, and street performers expect a tip.',
      es: 'Pregunte siempre antes: mucha gente, sobre todo mujeres, prefiere no salir en fotos, y los artistas callejeros esperan propina.',
      fr: 'Demandez toujours avant : beaucoup de gens, surtout les femmes, préfèrent ne pas être photographiés, et les artistes de rue attendent un pourboire.',
      de: 'Immer vorher fragen: Viele, vor allem Frauen, möchten nicht fotografiert werden, und Straßenkünstler erwarten ein Trinkgeld.',
    },
  },
]);
