// Greetings, politeness and getting understood. Requests use the form for a man (3afak, sme7 liya...): most
// taxi drivers and shopkeepers are men; the note on "Please" gives the forms for a woman and for several people.
import { definePhrases } from './define-phrases';

export const GREETINGS_PHRASES = definePhrases('greetings', [
  {
    slug: 'hello',
    text: { en: 'Hello', es: 'Hola', fr: 'Bonjour', de: 'Hallo' },
    darija: { ar: 'السلام عليكم', latin: 'salam 3alaykum' },
    note: {
      en: 'Literally “peace be upon you”: the greeting for everyone, at any time of day. The answer is “wa 3alaykum salam”.',
      es: 'Literalmente «la paz sea contigo»: el saludo para todo el mundo y a cualquier hora. Se responde «wa 3alaykum salam».',
      fr: 'Littéralement « que la paix soit sur vous » : la salutation pour tout le monde, à toute heure. On répond « wa 3alaykum salam ».',
      de: 'Wörtlich „Friede sei mit dir“: der Gruß für alle, zu jeder Tageszeit. Die Antwort ist „wa 3alaykum salam“.',
    },
  },
  {
    slug: 'hello-reply',
    text: {
      en: 'Hello (in reply)',
      es: 'Hola (al responder)',
      fr: 'Bonjour (en réponse)',
      de: 'Hallo (als Antwort)',
    },
    darija: { ar: 'وعليكم السلام', latin: 'wa 3alaykum salam' },
  },
  {
    slug: 'hi',
    text: { en: 'Hi', es: '¡Hola!', fr: 'Salut', de: 'Hi' },
    darija: { ar: 'سلام', latin: 'salam' },
  },
  {
    slug: 'good-morning',
    text: { en: 'Good morning', es: 'Buenos días', fr: 'Bonjour (le matin)', de: 'Guten Morgen' },
    darija: { ar: 'صباح الخير', latin: 'sba7 l-khir' },
  },
  {
    slug: 'good-morning-reply',
    text: {
      en: 'Good morning (in reply)',
      es: 'Buenos días (al responder)',
      fr: 'Bonjour (en réponse, le matin)',
      de: 'Guten Morgen (als Antwort)',
    },
    darija: { ar: 'صباح النور', latin: 'sba7 n-nur' },
    note: {
      en: 'Literally “morning of light”: the usual answer to “sba7 l-khir”.',
      es: 'Literalmente «mañana de luz»: la respuesta habitual a «sba7 l-khir».',
      fr: 'Littéralement « matin de lumière » : la réponse habituelle à « sba7 l-khir ».',
      de: 'Wörtlich „Morgen des Lichts“: die übliche Antwort auf „sba7 l-khir“.',
    },
  },
  {
    slug: 'good-evening',
    text: { en: 'Good evening', es: 'Buenas tardes', fr: 'Bonsoir', de: 'Guten Abend' },
    darija: { ar: 'مسا الخير', latin: 'msa l-khir' },
  },
  {
    slug: 'good-night',
    text: { en: 'Good night', es: 'Buenas noches', fr: 'Bonne nuit', de: 'Gute Nacht' },
    darija: { ar: 'تصبح على خير', latin: 'tesba7 3la khir' },
    note: {
      en: 'To a man. To a woman: “tesb7i 3la khir”.',
      es: 'A un hombre. A una mujer: «tesb7i 3la khir».',
      fr: 'À un homme. À une femme : « tesb7i 3la khir ».',
      de: 'Zu einem Mann. Zu einer Frau: „tesb7i 3la khir“.',
    },
  },
  {
    slug: 'how-are-you',
    text: { en: 'How are you?', es: '¿Qué tal?', fr: 'Comment ça va ?', de: 'Wie geht’s?' },
    darija: { ar: 'كيداير؟', latin: 'kidayr?' },
    note: {
      en: 'To a man. To a woman: “kidayra?”; to several people: “kidayrin?”.',
      es: 'A un hombre. A una mujer: «kidayra?»; a varias personas: «kidayrin?».',
      fr: 'À un homme. À une femme : « kidayra? » ; à plusieurs personnes : « kidayrin? ».',
      de: 'Zu einem Mann. Zu einer Frau: „kidayra?“; zu mehreren: „kidayrin?“.',
    },
  },
  {
    slug: 'all-good',
    text: { en: 'All good?', es: '¿Todo bien?', fr: 'Tout va bien ?', de: 'Alles gut?' },
    darija: { ar: 'لاباس؟', latin: 'labas?' },
    note: {
      en: 'Literally “no harm?”. The answer is the same word without the question: “labas”, often followed by “l-7amdulillah”.',
      es: 'Literalmente «¿ningún mal?». Se responde con la misma palabra sin pregunta: «labas», a menudo seguida de «l-7amdulillah».',
      fr: 'Littéralement « pas de mal ? ». On répond par le même mot sans question : « labas », souvent suivi de « l-7amdulillah ».',
      de: 'Wörtlich „kein Übel?“. Man antwortet mit demselben Wort ohne Frage: „labas“, oft gefolgt von „l-7amdulillah“.',
    },
  },
  {
    slug: 'fine-thank-god',
    text: {
      en: 'I’m fine, thank God',
      es: 'Bien, gracias a Dios',
      fr: 'Ça va, Dieu merci',
      de: 'Mir geht’s gut, Gott sei Dank',
    },
    darija: { ar: 'لاباس، الحمد لله', latin: 'labas, l-7amdulillah' },
    note: {
      en: '“L-7amdulillah” (praise be to God) is part of the normal answer, for believers and non-believers alike; you can use it too.',
      es: '«L-7amdulillah» (alabado sea Dios) forma parte de la respuesta normal, sea uno creyente o no; también puede usarlo.',
      fr: '« L-7amdulillah » (Dieu soit loué) fait partie de la réponse normale, croyant ou non ; vous pouvez l’employer aussi.',
      de: '„L-7amdulillah“ (Gott sei gelobt) gehört zur normalen Antwort, ob gläubig oder nicht; Sie können es auch sagen.',
    },
  },
  {
    slug: 'fine-and-you',
    text: { en: 'Fine, and you?', es: 'Bien, ¿y tú?', fr: 'Bien, et toi ?', de: 'Gut, und dir?' },
    darija: { ar: 'بخير، ونتا؟', latin: 'bikhir, w nta?' },
    note: {
      en: 'To a man. To a woman: “w nti?”.',
      es: 'A un hombre. A una mujer: «w nti?».',
      fr: 'À un homme. À une femme : « w nti? ».',
      de: 'Zu einem Mann. Zu einer Frau: „w nti?“.',
    },
  },
  {
    slug: 'welcome',
    text: { en: 'Welcome', es: 'Bienvenido', fr: 'Bienvenue', de: 'Willkommen' },
    darija: { ar: 'مرحبا بيك', latin: 'mar7ba bik' },
    note: {
      en: 'You will hear it everywhere: it is a real welcome, and also a polite “with pleasure”.',
      es: 'Lo oirá en todas partes: es una bienvenida sincera y también un «con mucho gusto».',
      fr: 'Vous l’entendrez partout : c’est un vrai accueil, et aussi un « avec plaisir ».',
      de: 'Man hört es überall: ein echtes Willkommen und zugleich ein höfliches „gern geschehen“.',
    },
  },
  {
    slug: 'goodbye',
    text: { en: 'Goodbye', es: 'Adiós', fr: 'Au revoir', de: 'Auf Wiedersehen' },
    darija: { ar: 'بسلامة', latin: 'bslama' },
    note: {
      en: '“Bslama” (with safety) means goodbye; do not confuse it with “salam”, which is hello.',
      es: '«Bslama» (con salud) significa adiós; no lo confunda con «salam», que es hola.',
      fr: '« Bslama » (en sécurité) veut dire au revoir ; à ne pas confondre avec « salam », qui veut dire bonjour.',
      de: '„Bslama“ (in Sicherheit) heißt Auf Wiedersehen; nicht mit „salam“ verwechseln, das ist Hallo.',
    },
  },
  {
    slug: 'see-you-later',
    text: { en: 'See you later', es: 'Hasta luego', fr: 'À plus tard', de: 'Bis später' },
    darija: { ar: 'نشوفك من بعد', latin: 'nshufek men ba3d' },
  },
  {
    slug: 'take-care',
    text: { en: 'Take care', es: 'Cuídate', fr: 'Prends soin de toi', de: 'Pass auf dich auf' },
    darija: { ar: 'تهلا فراسك', latin: 'thalla f rasek' },
    note: {
      en: 'To a man. To a woman: “thallay f rasek”.',
      es: 'A un hombre. A una mujer: «thallay f rasek».',
      fr: 'À un homme. À une femme : « thallay f rasek ».',
      de: 'Zu einem Mann. Zu einer Frau: „thallay f rasek“.',
    },
  },
  // DODa reads "lay3awn" as "Bye".
  {
    slug: 'may-god-help-you',
    text: {
      en: 'May God help you',
      es: 'Que Dios le ayude',
      fr: 'Que Dieu vous aide',
      de: 'Möge Gott Ihnen helfen',
    },
    darija: { ar: 'الله يعاون', latin: 'llah y3awn' },
    note: {
      en: 'The polite way to say no to someone asking for money, and a kind word to someone at work; it can also end a conversation.',
      es: 'La forma educada de decir que no a quien pide dinero, y unas palabras amables para alguien que trabaja; también puede cerrar una conversación.',
      fr: 'La façon polie de dire non à quelqu’un qui demande de l’argent, et un mot aimable pour quelqu’un au travail ; elle peut aussi clore une conversation.',
      de: 'Die höfliche Art, jemandem, der um Geld bittet, abzusagen, und ein freundliches Wort an jemanden bei der Arbeit; sie kann auch ein Gespräch beenden.',
    },
  },
  {
    slug: 'have-a-good-trip',
    text: { en: 'Have a good trip', es: 'Buen viaje', fr: 'Bon voyage', de: 'Gute Reise' },
    darija: { ar: 'طريق السلامة', latin: 'tri9 s-slama' },
  },
  {
    slug: 'thank-you',
    text: { en: 'Thank you', es: 'Gracias', fr: 'Merci', de: 'Danke' },
    darija: { ar: 'شكرا', latin: 'shokran' },
  },
  {
    slug: 'thank-you-very-much',
    text: { en: 'Thank you very much', es: 'Muchas gracias', fr: 'Merci beaucoup', de: 'Vielen Dank' },
    darija: { ar: 'شكرا بزاف', latin: 'shokran bzzaf' },
  },
  {
    slug: 'bless-your-parents',
    text: {
      en: 'Thank you so much (for a favour)',
      es: 'Mil gracias (por un favor)',
      fr: 'Merci infiniment (pour un service)',
      de: 'Tausend Dank (für einen Gefallen)',
    },
    darija: { ar: 'الله يرحم الوالدين', latin: 'llah yr7em l-walidin' },
    note: {
      en: 'Literally “may God have mercy on your parents”: a warm thank-you, very Moroccan. Said before a request, it also means “please, be kind”.',
      es: 'Literalmente «que Dios tenga piedad de tus padres»: un agradecimiento cálido, muy marroquí. Antes de pedir algo, también significa «por favor, sé amable».',
      fr: 'Littéralement « que Dieu ait pitié de tes parents » : un merci chaleureux, très marocain. Avant une demande, il veut aussi dire « s’il te plaît, sois gentil ».',
      de: 'Wörtlich „Gott erbarme sich deiner Eltern“: ein herzlicher, sehr marokkanischer Dank. Vor einer Bitte heißt es auch „sei so gut“.',
    },
  },
  {
    slug: 'youre-welcome',
    text: { en: 'You’re welcome', es: 'De nada', fr: 'De rien', de: 'Gern geschehen' },
    darija: { ar: 'بلا جميل', latin: 'bla jmil' },
    note: {
      en: 'Literally “no favour owed”.',
      es: 'Literalmente «no me debes nada».',
      fr: 'Littéralement « pas de faveur due ».',
      de: 'Wörtlich „keine Gefälligkeit geschuldet“.',
    },
  },
  {
    slug: 'please',
    text: { en: 'Please', es: 'Por favor', fr: 'S’il vous plaît', de: 'Bitte' },
    darija: { ar: 'عافاك', latin: '3afak' },
    note: {
      en: 'To a man. To a woman: “3afik”; to several people: “3afakum”. This phrasebook uses the form for a man in requests, since most drivers and shopkeepers are men.',
      es: 'A un hombre. A una mujer: «3afik»; a varias personas: «3afakum». Este libro usa la forma masculina en las peticiones, porque la mayoría de taxistas y tenderos son hombres.',
      fr: 'À un homme. À une femme : « 3afik » ; à plusieurs personnes : « 3afakum ». Ce guide emploie la forme masculine dans les demandes, car la plupart des chauffeurs et commerçants sont des hommes.',
      de: 'Zu einem Mann. Zu einer Frau: „3afik“; zu mehreren: „3afakum“. Dieses Buch verwendet bei Bitten die männliche Form, da die meisten Fahrer und Händler Männer sind.',
    },
  },
  {
    slug: 'yes',
    text: { en: 'Yes', es: 'Sí', fr: 'Oui', de: 'Ja' },
    darija: { ar: 'إيه', latin: 'iyyeh' },
    note: {
      en: 'You will also hear “wah” and “ah” for yes.',
      es: 'También oirá «wah» y «ah» para decir sí.',
      fr: 'On entend aussi « wah » et « ah » pour dire oui.',
      de: 'Für Ja hört man auch „wah“ und „ah“.',
    },
  },
  {
    slug: 'no',
    text: { en: 'No', es: 'No', fr: 'Non', de: 'Nein' },
    darija: { ar: 'لا', latin: 'la' },
  },
  {
    slug: 'no-thank-you',
    text: { en: 'No, thank you', es: 'No, gracias', fr: 'Non, merci', de: 'Nein, danke' },
    darija: { ar: 'لا، شكرا', latin: 'la, shokran' },
    note: {
      en: 'A smile and a calm “la, shokran”, repeated if needed, is the polite way to turn down sellers and offers of help.',
      es: 'Una sonrisa y un «la, shokran» tranquilo, repetido si hace falta, es la forma educada de rechazar a vendedores y ofrecimientos.',
      fr: 'Un sourire et un « la, shokran » calme, répété s’il le faut, est la façon polie de décliner vendeurs et offres d’aide.',
      de: 'Ein Lächeln und ein ruhiges „la, shokran“, notfalls wiederholt, ist die höfliche Art, Verkäufer und Hilfsangebote abzulehnen.',
    },
  },
  {
    slug: 'ok-agreed',
    text: { en: 'OK, agreed', es: 'Vale, de acuerdo', fr: 'D’accord', de: 'Okay, einverstanden' },
    darija: { ar: 'واخا', latin: 'wakha' },
  },
  {
    slug: 'thats-enough',
    text: { en: 'That’s enough / that’s it', es: 'Basta / ya está', fr: 'Ça suffit / c’est bon', de: 'Genug / das war’s' },
    darija: { ar: 'صافي', latin: 'safi' },
    note: {
      en: '“Safi” means “enough, OK, done”: you will hear it constantly. Said firmly, it closes a discussion.',
      es: '«Safi» significa «basta, vale, listo»: lo oirá sin parar. Dicho con firmeza, cierra una discusión.',
      fr: '« Safi » veut dire « assez, d’accord, c’est fini » : on l’entend sans arrêt. Dit fermement, il clôt une discussion.',
      de: '„Safi“ heißt „genug, okay, fertig“: man hört es ständig. Bestimmt gesagt, beendet es eine Diskussion.',
    },
  },
  {
    slug: 'no-problem',
    text: { en: 'No problem', es: 'No hay problema', fr: 'Pas de problème', de: 'Kein Problem' },
    darija: { ar: 'ماشي مشكل', latin: 'mashi mushkil' },
  },
  {
    slug: 'god-willing',
    text: { en: 'God willing', es: 'Si Dios quiere', fr: 'Si Dieu le veut', de: 'So Gott will' },
    darija: { ar: 'إن شاء الله', latin: 'inshallah' },
    note: {
      en: 'Said about anything in the future. It can be a sincere “yes”, but also a polite “probably not”.',
      es: 'Se dice de cualquier cosa futura. Puede ser un «sí» sincero, pero también un educado «seguramente no».',
      fr: 'Se dit de tout ce qui est à venir. Ce peut être un vrai « oui », mais aussi un « probablement pas » poli.',
      de: 'Wird zu allem Zukünftigen gesagt. Es kann ein ehrliches „Ja“ sein, aber auch ein höfliches „eher nicht“.',
    },
  },
  {
    slug: 'thank-god',
    text: { en: 'Thank God', es: 'Gracias a Dios', fr: 'Dieu merci', de: 'Gott sei Dank' },
    darija: { ar: 'الحمد لله', latin: 'l-7amdulillah' },
  },
  {
    slug: 'excuse-me-sorry',
    text: {
      en: 'Excuse me / sorry',
      es: 'Perdón / disculpa',
      fr: 'Pardon / excusez-moi',
      de: 'Entschuldigung',
    },
    darija: { ar: 'سمح ليا', latin: 'sme7 liya' },
    note: {
      en: 'To apologise or to get past someone. To a man; to a woman: “sm7i liya”.',
      es: 'Para disculparse o para pasar. A un hombre; a una mujer: «sm7i liya».',
      fr: 'Pour s’excuser ou pour passer. À un homme ; à une femme : « sm7i liya ».',
      de: 'Um sich zu entschuldigen oder vorbeizukommen. Zu einem Mann; zu einer Frau: „sm7i liya“.',
    },
  },
  {
    slug: 'excuse-me-sir',
    text: {
      en: 'Excuse me, sir',
      es: 'Disculpe, señor',
      fr: 'Excusez-moi, monsieur',
      de: 'Entschuldigen Sie, mein Herr',
    },
    darija: { ar: 'عافاك آ سيدي', latin: '3afak a sidi' },
  },
  {
    slug: 'excuse-me-madam',
    text: {
      en: 'Excuse me, madam',
      es: 'Disculpe, señora',
      fr: 'Excusez-moi, madame',
      de: 'Entschuldigen Sie, meine Dame',
    },
    darija: { ar: 'عافاك آ لالة', latin: '3afik a lalla' },
    note: {
      en: '“Lalla” is the respectful way to address a woman, as “sidi” is for a man.',
      es: '«Lalla» es la forma respetuosa de dirigirse a una mujer, como «sidi» para un hombre.',
      fr: '« Lalla » est la façon respectueuse de s’adresser à une femme, comme « sidi » pour un homme.',
      de: '„Lalla“ ist die respektvolle Anrede für eine Frau, wie „sidi“ für einen Mann.',
    },
  },
  {
    slug: 'nice-to-meet-you',
    text: { en: 'Nice to meet you', es: 'Encantado', fr: 'Enchanté', de: 'Freut mich' },
    darija: { ar: 'متشرفين', latin: 'metsharfin' },
  },
  {
    slug: 'i-dont-understand',
    text: { en: 'I don’t understand', es: 'No entiendo', fr: 'Je ne comprends pas', de: 'Ich verstehe nicht' },
    darija: { ar: 'ما فهمتش', latin: 'ma fhemtsh' },
  },
  // The verb of "ma kan3refsh l-3arbiya" below; DODa also says "ma3reftsh" (I have no clue).
  {
    slug: 'i-dont-know',
    text: { en: 'I don’t know', es: 'No sé', fr: 'Je ne sais pas', de: 'Ich weiß nicht' },
    darija: { ar: 'ما كنعرفش', latin: 'ma kan3refsh' },
  },
  {
    slug: 'do-you-speak-english',
    text: {
      en: 'Do you speak English?',
      es: '¿Habla inglés?',
      fr: 'Vous parlez anglais ?',
      de: 'Sprechen Sie Englisch?',
    },
    darija: { ar: 'واش كتعرف الإنجليزية؟', latin: 'wash kat3ref l-ingliziya?' },
  },
  {
    slug: 'do-you-speak-french',
    text: {
      en: 'Do you speak French?',
      es: '¿Habla francés?',
      fr: 'Vous parlez français ?',
      de: 'Sprechen Sie Französisch?',
    },
    darija: { ar: 'واش كتعرف الفرنساوية؟', latin: 'wash kat3ref l-fransawiya?' },
    note: {
      en: 'Many Moroccans speak French, especially in cities; Spanish is common in the north.',
      es: 'Muchos marroquíes hablan francés, sobre todo en las ciudades; en el norte se habla mucho español.',
      fr: 'Beaucoup de Marocains parlent français, surtout en ville ; l’espagnol est courant dans le nord.',
      de: 'Viele Marokkaner sprechen Französisch, besonders in den Städten; im Norden ist Spanisch verbreitet.',
    },
  },
  {
    slug: 'i-speak-a-little-darija',
    text: {
      en: 'I speak a little Darija',
      es: 'Hablo un poco de darija',
      fr: 'Je parle un peu darija',
      de: 'Ich spreche ein bisschen Darija',
    },
    darija: { ar: 'كنعرف شوية د الدارجة', latin: 'kan3ref shwiya d d-darija' },
  },
  {
    slug: 'i-dont-speak-arabic',
    text: {
      en: 'Sorry, I don’t speak Arabic',
      es: 'Lo siento, no hablo árabe',
      fr: 'Désolé, je ne parle pas arabe',
      de: 'Entschuldigung, ich spreche kein Arabisch',
    },
    darija: { ar: 'سمح ليا، ما كنعرفش العربية', latin: 'sme7 liya, ma kan3refsh l-3arbiya' },
  },
  {
    slug: 'speak-slowly',
    text: {
      en: 'Speak slowly, please',
      es: 'Hable despacio, por favor',
      fr: 'Parlez lentement, s’il vous plaît',
      de: 'Bitte sprechen Sie langsam',
    },
    darija: { ar: 'هضر بشوية عافاك', latin: 'hder bshwiya 3afak' },
  },
  {
    slug: 'say-it-again',
    text: {
      en: 'Can you say that again?',
      es: '¿Puede repetirlo?',
      fr: 'Vous pouvez répéter ?',
      de: 'Können Sie das wiederholen?',
    },
    darija: { ar: 'عاود عافاك', latin: '3awed 3afak' },
  },
  {
    slug: 'how-do-you-say-this-in-darija',
    text: {
      en: 'How do you say this in Darija?',
      es: '¿Cómo se dice esto en darija?',
      fr: 'Comment on dit ça en darija ?',
      de: 'Wie sagt man das auf Darija?',
    },
    darija: { ar: 'كيفاش كتقولو هادي بالدارجة؟', latin: 'kifash katgulu hadi b d-darija?' },
  },
]);
