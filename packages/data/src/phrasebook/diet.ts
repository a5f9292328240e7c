// Single words checked against the Darija Open Dataset (DODa), MIT.
import { definePhrases } from './define-phrases';

export const DIET_PHRASES = definePhrases('diet', [
  {
    slug: 'im-vegetarian',
    text: {
      en: 'I’m vegetarian',
      es: 'Soy vegetariano',
      fr: 'Je suis végétarien',
      de: 'Ich bin Vegetarier',
    },
    darija: { ar: 'أنا نباتي', latin: 'ana nabati' },
    note: {
      en: 'A woman says “ana nabatiya”. Not everyone knows the word: add “ma kanakulsh l-l7em” (I don’t eat meat).',
      es: 'Una mujer dice «ana nabatiya». No todo el mundo conoce la palabra: añada «ma kanakulsh l-l7em» (no como carne).',
      fr: 'Une femme dit « ana nabatiya ». Le mot n’est pas connu de tous : ajoutez « ma kanakulsh l-l7em » (je ne mange pas de viande).',
      de: 'Eine Frau sagt „ana nabatiya“. Nicht alle kennen das Wort: „ma kanakulsh l-l7em“ (ich esse kein Fleisch) hinzufügen.',
    },
  },
  {
    slug: 'i-dont-eat-meat',
    text: {
      en: 'I don’t eat meat',
      es: 'No como carne',
      fr: 'Je ne mange pas de viande',
      de: 'Ich esse kein Fleisch',
    },
    darija: { ar: 'ما كناكلش اللحم', latin: 'ma kanakulsh l-l7em' },
  },
  {
    slug: 'no-chicken-either',
    text: {
      en: 'I don’t eat chicken either',
      es: 'Tampoco como pollo',
      fr: 'Je ne mange pas de poulet non plus',
      de: 'Ich esse auch kein Hähnchen',
    },
    darija: { ar: 'حتى الدجاج ما كناكلوش', latin: '7ta d-djaj ma kanakulush' },
    note: {
      en: 'Many people count only red meat as “l-l7em”: name chicken too.',
      es: 'Mucha gente solo considera «l-l7em» la carne roja: mencione también el pollo.',
      fr: 'Beaucoup ne comptent que la viande rouge comme « l-l7em » : précisez aussi le poulet.',
      de: 'Viele verstehen unter „l-l7em“ nur rotes Fleisch: Hähnchen ausdrücklich nennen.',
    },
  },
  {
    slug: 'i-dont-eat-fish',
    text: {
      en: 'I don’t eat fish',
      es: 'No como pescado',
      fr: 'Je ne mange pas de poisson',
      de: 'Ich esse keinen Fisch',
    },
    darija: { ar: 'ما كناكلش الحوت', latin: 'ma kanakulsh l-7ut' },
  },
  {
    slug: 'i-dont-eat-eggs',
    text: {
      en: 'I don’t eat eggs',
      es: 'No como huevos',
      fr: 'Je ne mange pas d’œufs',
      de: 'Ich esse keine Eier',
    },
    darija: { ar: 'ما كناكلش البيض', latin: 'ma kanakulsh l-bid' },
  },
  {
    slug: 'no-dairy',
    text: {
      en: 'I don’t eat dairy: no milk, cheese or butter',
      es: 'No tomo lácteos: ni leche, ni queso, ni mantequilla',
      fr: 'Je ne mange pas de produits laitiers : ni lait, ni fromage, ni beurre',
      de: 'Ich esse keine Milchprodukte: keine Milch, keinen Käse, keine Butter',
    },
    darija: { ar: 'ما كناكلش الحليب ولا الجبن ولا الزبدة', latin: 'ma kanakulsh l-7lib wla l-jben wla z-zebda' },
    note: {
      en: 'Many tagines and couscous are cooked with smen (aged salted butter): ask “wash fiha s-smen?”',
      es: 'Muchos tajines y cuscús se cocinan con smen (mantequilla salada curada): pregunte «wash fiha s-smen?»',
      fr: 'Beaucoup de tajines et de couscous sont cuits au smen (beurre salé vieilli) : demandez « wash fiha s-smen? »',
      de: 'Viele Tajines und Couscous werden mit Smen (gereifter Salzbutter) gekocht: fragen Sie „wash fiha s-smen?“',
    },
  },
  {
    slug: 'im-vegan',
    text: {
      en: 'I’m vegan: no meat, fish, eggs or dairy',
      es: 'Soy vegano: nada de carne, pescado, huevos ni lácteos',
      fr: 'Je suis végan : ni viande, ni poisson, ni œufs, ni produits laitiers',
      de: 'Ich bin Veganer: kein Fleisch, kein Fisch, keine Eier, keine Milchprodukte',
    },
    darija: {
      ar: 'ما كناكل لا اللحم لا الحوت لا البيض لا الحليب',
      latin: 'ma kanakul la l-l7em la l-7ut la l-bid la l-7lib',
    },
    note: {
      en: 'The word “vegan” is little known, so the Darija lists what you don’t eat instead.',
      es: 'La palabra «vegano» es poco conocida, así que en darija se enumera lo que no come.',
      fr: 'Le mot « végan » est peu connu : la phrase en darija énumère plutôt ce que vous ne mangez pas.',
      de: 'Das Wort „vegan“ ist kaum bekannt, deshalb zählt der Darija-Satz auf, was Sie nicht essen.',
    },
  },
  {
    slug: 'without-meat',
    text: {
      en: 'Without meat, please',
      es: 'Sin carne, por favor',
      fr: 'Sans viande, s’il vous plaît',
      de: 'Ohne Fleisch, bitte',
    },
    darija: { ar: 'بلا لحم عافاك', latin: 'bla l7em 3afak' },
  },
  {
    slug: 'is-there-meat-in-it',
    text: {
      en: 'Is there meat in it?',
      es: '¿Lleva carne?',
      fr: 'Il y a de la viande dedans ?',
      de: 'Ist da Fleisch drin?',
    },
    darija: { ar: 'واش فيها اللحم؟', latin: 'wash fiha l-l7em?' },
  },
  {
    slug: 'cooked-with-meat',
    text: {
      en: 'Was it cooked with meat or meat stock?',
      es: '¿Se ha cocinado con carne o caldo de carne?',
      fr: 'C’est cuit avec de la viande ou du bouillon de viande ?',
      de: 'Wurde das mit Fleisch oder Fleischbrühe gekocht?',
    },
    darija: { ar: 'واش تطيبات باللحم ولا بالمرقة ديال اللحم؟', latin: 'wash ttiybat b l-l7em wla b l-mer9a d l-l7em?' },
    note: {
      en: 'Vegetable tagines, couscous and harira are often cooked with meat that is taken out before serving.',
      es: 'Los tajines de verduras, el cuscús y la harira se cocinan a menudo con carne que se retira antes de servir.',
      fr: 'Tajines de légumes, couscous et harira sont souvent cuits avec de la viande retirée avant de servir.',
      de: 'Gemüse-Tajines, Couscous und Harira werden oft mit Fleisch gekocht, das vor dem Servieren herausgenommen wird.',
    },
  },
  {
    slug: 'only-vegetables',
    text: {
      en: 'Only vegetables, please',
      es: 'Solo verduras, por favor',
      fr: 'Seulement des légumes, s’il vous plaît',
      de: 'Nur Gemüse, bitte',
    },
    darija: { ar: 'غير الخضرة عافاك', latin: 'ghir l-khudra 3afak' },
  },
  {
    slug: 'vegetable-tagine',
    text: {
      en: 'Do you have a vegetable tagine?',
      es: '¿Tienen tajín de verduras?',
      fr: 'Vous avez un tajine de légumes ?',
      de: 'Haben Sie eine Gemüse-Tajine?',
    },
    darija: { ar: 'واش عندكم طاجين ديال الخضرة؟', latin: 'wash 3ndkom tajine d l-khudra?' },
  },
  {
    slug: 'we-can-make-it-without-meat',
    text: {
      en: 'We can make it without meat',
      es: 'Podemos hacerlo sin carne',
      fr: 'On peut le faire sans viande',
      de: 'Wir können es ohne Fleisch machen',
    },
    darija: { ar: 'نقدرو نصايبوها بلا لحم', latin: 'n9edru nsaybuha bla l7em' },
  },
  {
    slug: 'butter-or-oil',
    text: {
      en: 'Is it cooked with butter or oil?',
      es: '¿Está hecho con mantequilla o con aceite?',
      fr: 'C’est cuit au beurre ou à l’huile ?',
      de: 'Ist das mit Butter oder mit Öl gekocht?',
    },
    darija: { ar: 'واش بالزبدة ولا بالزيت؟', latin: 'wash b z-zebda wla b z-zit?' },
  },
  {
    slug: 'allergic-to-nuts',
    text: {
      en: 'I’m allergic to nuts (almonds, walnuts)',
      es: 'Soy alérgico a los frutos secos (almendras, nueces)',
      fr: 'Je suis allergique aux fruits à coque (amandes, noix)',
      de: 'Ich bin allergisch gegen Nüsse (Mandeln, Walnüsse)',
    },
    darija: {
      ar: 'عندي الحساسية من الفاكية اليابسة، اللوز والگرگاع',
      latin: '3ndi l-7assasiya men l-fakya l-yabsa, l-luz w l-gerga3',
    },
    note: {
      en: 'Almonds are everywhere in Moroccan food: pastilla, pastries, sweet tagines, amlou. “L-fakya l-yabsa” means nuts and dried fruit.',
      es: 'La almendra está en todas partes en la cocina marroquí: pastela, dulces, tajines dulces, amlou. «L-fakya l-yabsa» son los frutos secos.',
      fr: 'L’amande est partout dans la cuisine marocaine : pastilla, pâtisseries, tajines sucrés, amlou. « L-fakya l-yabsa » désigne les fruits secs.',
      de: 'Mandeln stecken überall in der marokkanischen Küche: Pastilla, Gebäck, süße Tajines, Amlou. „L-fakya l-yabsa“ heißt Nüsse und Trockenfrüchte.',
    },
  },
  {
    slug: 'allergic-to-peanuts',
    text: {
      en: 'I’m allergic to peanuts',
      es: 'Soy alérgico a los cacahuetes',
      fr: 'Je suis allergique aux cacahuètes',
      de: 'Ich bin allergisch gegen Erdnüsse',
    },
    darija: { ar: 'عندي الحساسية من الكاوكاو', latin: '3ndi l-7assasiya men l-kawkaw' },
  },
  {
    slug: 'allergic-to-gluten',
    text: {
      en: 'I’m allergic to gluten',
      es: 'Tengo alergia al gluten',
      fr: 'Je suis allergique au gluten',
      de: 'Ich habe eine Glutenallergie',
    },
    darija: { ar: 'عندي الحساسية من الگلوتين', latin: '3ndi l-7assasiya men l-gluten' },
  },
  {
    slug: 'no-wheat-or-barley',
    text: {
      en: 'I can’t eat wheat or barley',
      es: 'No puedo comer trigo ni cebada',
      fr: 'Je ne peux pas manger de blé ni d’orge',
      de: 'Ich darf keinen Weizen und keine Gerste essen',
    },
    darija: { ar: 'ما نقدرش ناكل القمح ولا الشعير', latin: 'ma n9dersh nakul l-gem7 wla sh-sh3ir' },
    note: {
      en: 'Bread, couscous, msemen, harira and most pastries contain wheat; couscous can also be made of barley.',
      es: 'El pan, el cuscús, el msemen, la harira y casi todos los dulces llevan trigo; el cuscús también puede ser de cebada.',
      fr: 'Pain, couscous, msemen, harira et la plupart des pâtisseries contiennent du blé ; le couscous peut aussi être d’orge.',
      de: 'Brot, Couscous, Msemen, Harira und das meiste Gebäck enthalten Weizen; Couscous gibt es auch aus Gerste.',
    },
  },
  {
    slug: 'is-there-flour-in-it',
    text: {
      en: 'Is there flour in it?',
      es: '¿Lleva harina?',
      fr: 'Il y a de la farine dedans ?',
      de: 'Ist da Mehl drin?',
    },
    darija: { ar: 'واش فيها الدقيق؟', latin: 'wash fiha d-d9i9?' },
  },
  {
    slug: 'allergic-to-shellfish',
    text: {
      en: 'I’m allergic to shellfish',
      es: 'Soy alérgico al marisco',
      fr: 'Je suis allergique aux fruits de mer',
      de: 'Ich bin allergisch gegen Meeresfrüchte',
    },
    darija: { ar: 'عندي الحساسية من القمرون والفري دي مير', latin: '3ndi l-7assasiya men l-9imrun w l-fruits de mer' },
    note: {
      en: '“L-9imrun” is shrimp; for seafood in general Moroccans use the French “fruits de mer”.',
      es: '«L-9imrun» son las gambas; para el marisco en general se usa el francés «fruits de mer».',
      fr: '« L-9imrun », ce sont les crevettes ; pour les fruits de mer en général, on dit en français « fruits de mer ».',
      de: '„L-9imrun“ sind Garnelen; für Meeresfrüchte allgemein sagt man französisch „fruits de mer“.',
    },
  },
  {
    slug: 'my-allergy-is-serious',
    text: {
      en: 'My allergy is serious: even a little can make me ill',
      es: 'Mi alergia es grave: incluso un poco me puede sentar mal',
      fr: 'Mon allergie est grave : même un peu peut me rendre malade',
      de: 'Meine Allergie ist schwer: Schon wenig kann mich krank machen',
    },
    darija: { ar: 'الحساسية ديالي خطيرة، حتى شوية يقدر يمرضني', latin: 'l-7assasiya dyali khatira, 7ta shwiya y9der ymrredni' },
  },
  {
    slug: 'is-this-meat-halal',
    text: {
      en: 'Is this meat halal?',
      es: '¿Esta carne es halal?',
      fr: 'Cette viande est halal ?',
      de: 'Ist dieses Fleisch halal?',
    },
    darija: { ar: 'واش هاد اللحم حلال؟', latin: 'wash had l-l7em 7lal?' },
    note: {
      en: 'Nearly all meat sold in Morocco is halal; pork is rare and found only in a few supermarkets.',
      es: 'Casi toda la carne que se vende en Marruecos es halal; el cerdo es raro y solo se encuentra en algunos supermercados.',
      fr: 'Presque toute la viande vendue au Maroc est halal ; le porc est rare et ne se trouve que dans quelques supermarchés.',
      de: 'Fast alles Fleisch in Marokko ist halal; Schweinefleisch ist selten und nur in wenigen Supermärkten zu finden.',
    },
  },
  {
    slug: 'is-there-pork',
    text: {
      en: 'Is there pork in it?',
      es: '¿Lleva cerdo?',
      fr: 'Il y a du porc dedans ?',
      de: 'Ist da Schweinefleisch drin?',
    },
    darija: { ar: 'واش فيه الحلوف؟', latin: 'wash fih l-7alluf?' },
  },
  {
    slug: 'i-dont-drink-alcohol',
    text: {
      en: 'I don’t drink alcohol',
      es: 'No bebo alcohol',
      fr: 'Je ne bois pas d’alcool',
      de: 'Ich trinke keinen Alkohol',
    },
    darija: { ar: 'ما كنشربش الشراب', latin: 'ma kanshrebsh sh-shrab' },
    note: {
      en: '“Sh-shrab” (literally “drink”) means alcohol, wine above all. Alcohol is served only in licensed hotels, bars and restaurants.',
      es: '«Sh-shrab» (literalmente «bebida») significa alcohol, sobre todo vino. Solo se sirve en hoteles, bares y restaurantes con licencia.',
      fr: '« Sh-shrab » (littéralement « boisson ») veut dire alcool, surtout le vin. L’alcool n’est servi que dans les hôtels, bars et restaurants qui ont une licence.',
      de: '„Sh-shrab“ (wörtlich „Getränk“) heißt Alkohol, vor allem Wein. Alkohol gibt es nur in Hotels, Bars und Restaurants mit Lizenz.',
    },
  },
  {
    slug: 'is-there-alcohol-in-it',
    text: {
      en: 'Is there alcohol in it?',
      es: '¿Lleva alcohol?',
      fr: 'Il y a de l’alcool dedans ?',
      de: 'Ist da Alkohol drin?',
    },
    darija: { ar: 'واش فيه الكحول؟', latin: 'wash fih l-k7ul?' },
  },
  {
    slug: 'im-diabetic',
    text: {
      en: 'I’m diabetic',
      es: 'Soy diabético',
      fr: 'Je suis diabétique',
      de: 'Ich bin Diabetiker',
    },
    darija: { ar: 'فيا السكر', latin: 'fiya s-sukkar' },
    note: {
      en: 'Literally “I have sugar”: the everyday way to say diabetes.',
      es: 'Literalmente «tengo azúcar»: la forma corriente de decir diabetes.',
      fr: 'Littéralement « j’ai le sucre » : la façon courante de dire le diabète.',
      de: 'Wörtlich „ich habe Zucker“: So sagt man im Alltag Diabetes.',
    },
  },
  {
    slug: 'without-sugar',
    text: {
      en: 'Without sugar, please',
      es: 'Sin azúcar, por favor',
      fr: 'Sans sucre, s’il vous plaît',
      de: 'Ohne Zucker, bitte',
    },
    darija: { ar: 'بلا سكر عافاك', latin: 'bla sukkar 3afak' },
  },
]);
