// Single words checked against the Darija Open Dataset (DODa), MIT.
import { definePhrases } from './define-phrases';

export const FOOD_PHRASES = definePhrases('food', [
  {
    slug: 'table-for-two',
    text: {
      en: 'Do you have a table for two?',
      es: '¿Tienen mesa para dos?',
      fr: 'Vous avez une table pour deux ?',
      de: 'Haben Sie einen Tisch für zwei?',
    },
    darija: { ar: 'واش عندكم شي طبلة لجوج؟', latin: 'wash 3ndkom shi tabla l-jouj?' },
  },
  {
    slug: 'the-menu-please',
    text: {
      en: 'The menu, please',
      es: 'La carta, por favor',
      fr: 'La carte, s’il vous plaît',
      de: 'Die Speisekarte, bitte',
    },
    darija: { ar: 'عطينا المينو عافاك', latin: '3tina l-menu 3afak' },
  },
  {
    slug: 'what-do-you-recommend',
    text: {
      en: 'What do you recommend?',
      es: '¿Qué me recomienda?',
      fr: 'Qu’est-ce que vous me conseillez ?',
      de: 'Was empfehlen Sie?',
    },
    darija: { ar: 'شنو كتنصحني ناكل؟', latin: 'shnu katnsa7ni nakul?' },
  },
  {
    slug: 'what-is-there-today',
    text: {
      en: 'What is there to eat today?',
      es: '¿Qué hay para comer hoy?',
      fr: 'Qu’est-ce qu’il y a à manger aujourd’hui ?',
      de: 'Was gibt es heute zu essen?',
    },
    darija: { ar: 'شنو كاين اليوم ناكلو؟', latin: 'shnu kayn l-yum nakulu?' },
    note: {
      en: 'Small eateries often have no menu: people simply ask what has been cooked today.',
      es: 'Los comedores pequeños a menudo no tienen carta: se pregunta qué se ha cocinado hoy.',
      fr: 'Les petites gargotes n’ont souvent pas de carte : on demande simplement ce qui a été cuisiné aujourd’hui.',
      de: 'Kleine Garküchen haben oft keine Karte: Man fragt einfach, was heute gekocht wurde.',
    },
  },
  {
    slug: 'whats-in-this-dish',
    text: {
      en: 'What’s in this dish?',
      es: '¿Qué lleva este plato?',
      fr: 'Qu’est-ce qu’il y a dans ce plat ?',
      de: 'Was ist in diesem Gericht?',
    },
    darija: { ar: 'شنو فيها هاد الماكلة؟', latin: 'shnu fiha had l-makla?' },
  },
  {
    slug: 'a-tagine',
    text: {
      en: 'I’d like a tagine',
      es: 'Quiero un tajín',
      fr: 'Je voudrais un tajine',
      de: 'Ich hätte gern eine Tajine',
    },
    darija: { ar: 'بغيت واحد الطاجين', latin: 'bghit wa7d t-tajine' },
  },
  {
    slug: 'chicken-or-meat',
    text: {
      en: 'Chicken or meat?',
      es: '¿Pollo o carne?',
      fr: 'Poulet ou viande ?',
      de: 'Hähnchen oder Fleisch?',
    },
    darija: { ar: 'دجاج ولا لحم؟', latin: 'djaj wla l7em?' },
    note: {
      en: 'What a waiter asks; “l7em” on its own usually means beef or lamb, not chicken.',
      es: 'Lo que pregunta el camarero; «l7em» a secas suele ser ternera o cordero, no pollo.',
      fr: 'Ce que demande le serveur ; « l7em » tout court désigne en général le bœuf ou l’agneau, pas le poulet.',
      de: 'Das fragt der Kellner; „l7em“ allein meint meist Rind oder Lamm, nicht Hähnchen.',
    },
  },
  {
    slug: 'couscous-on-friday',
    text: {
      en: 'There’s couscous only on Friday',
      es: 'El cuscús solo lo hay los viernes',
      fr: 'Le couscous, c’est seulement le vendredi',
      de: 'Couscous gibt es nur freitags',
    },
    darija: { ar: 'الكسكسو كاين غير نهار الجمعة', latin: 'l-kseksu kayn ghir nhar j-jem3a' },
    note: {
      en: 'Couscous is the traditional Friday lunch, after midday prayer; many small restaurants only cook it that day.',
      es: 'El cuscús es la comida tradicional del viernes, después de la oración del mediodía; muchos restaurantes pequeños solo lo preparan ese día.',
      fr: 'Le couscous est le déjeuner traditionnel du vendredi, après la prière de midi ; beaucoup de petits restaurants ne le font que ce jour-là.',
      de: 'Couscous ist das traditionelle Freitagsessen nach dem Mittagsgebet; viele kleine Lokale kochen ihn nur an diesem Tag.',
    },
  },
  {
    slug: 'bowl-of-harira',
    text: {
      en: 'A bowl of harira, please',
      es: 'Un tazón de harira, por favor',
      fr: 'Un bol de harira, s’il vous plaît',
      de: 'Eine Schale Harira, bitte',
    },
    darija: { ar: 'زلافة ديال الحريرة عافاك', latin: 'zlafa d l-7rira 3afak' },
    note: {
      en: 'Harira is a tomato, lentil and chickpea soup, eaten at sunset every day of Ramadan; it is usually made with meat or meat stock.',
      es: 'La harira es una sopa de tomate, lentejas y garbanzos que se toma al atardecer cada día de Ramadán; suele llevar carne o caldo de carne.',
      fr: 'La harira est une soupe de tomate, lentilles et pois chiches, servie au coucher du soleil chaque jour du ramadan ; elle contient le plus souvent de la viande ou du bouillon de viande.',
      de: 'Harira ist eine Suppe aus Tomaten, Linsen und Kichererbsen, die im Ramadan jeden Abend zum Fastenbrechen gegessen wird; meist mit Fleisch oder Fleischbrühe.',
    },
  },
  {
    slug: 'is-it-spicy',
    text: {
      en: 'Is it spicy?',
      es: '¿Pica?',
      fr: 'Ça pique ?',
      de: 'Ist es scharf?',
    },
    darija: { ar: 'واش فيه الحار؟', latin: 'wash fih l-7arr?' },
  },
  {
    slug: 'not-spicy-please',
    text: {
      en: 'Not spicy, please',
      es: 'Sin picante, por favor',
      fr: 'Pas piquant, s’il vous plaît',
      de: 'Nicht scharf, bitte',
    },
    darija: { ar: 'بلا الحار عافاك', latin: 'bla l-7arr 3afak' },
  },
  {
    slug: 'water-please',
    text: {
      en: 'Water, please',
      es: 'Agua, por favor',
      fr: 'De l’eau, s’il vous plaît',
      de: 'Wasser, bitte',
    },
    darija: { ar: 'الما عافاك', latin: 'l-ma 3afak' },
  },
  {
    slug: 'bottle-of-mineral-water',
    text: {
      en: 'A bottle of mineral water, please',
      es: 'Una botella de agua mineral, por favor',
      fr: 'Une bouteille d’eau minérale, s’il vous plaît',
      de: 'Eine Flasche Mineralwasser, bitte',
    },
    darija: { ar: 'قرعة ديال سيدي علي عافاك', latin: '9er3a d sidi 3li 3afak' },
    note: {
      en: 'Sidi Ali is a brand of mineral water, and its name is used for any bottled water. Many visitors drink bottled rather than tap water.',
      es: 'Sidi Ali es una marca de agua mineral y su nombre se usa para cualquier agua embotellada. Muchos viajeros prefieren el agua embotellada a la del grifo.',
      fr: 'Sidi Ali est une marque d’eau minérale, et son nom sert pour toute eau en bouteille. Beaucoup de visiteurs préfèrent l’eau en bouteille à celle du robinet.',
      de: 'Sidi Ali ist eine Mineralwassermarke, deren Name für jedes Flaschenwasser benutzt wird. Viele Reisende trinken lieber Flaschen- als Leitungswasser.',
    },
  },
  {
    slug: 'no-ice',
    text: {
      en: 'No ice, please',
      es: 'Sin hielo, por favor',
      fr: 'Sans glaçons, s’il vous plaît',
      de: 'Ohne Eis, bitte',
    },
    darija: { ar: 'بلا تلج عافاك', latin: 'bla tlj 3afak' },
  },
  {
    slug: 'mint-tea',
    text: {
      en: 'Mint tea, please',
      es: 'Un té con menta, por favor',
      fr: 'Un thé à la menthe, s’il vous plaît',
      de: 'Einen Pfefferminztee, bitte',
    },
    darija: { ar: 'أتاي بالنعناع عافاك', latin: 'atay b n-na3na3 3afak' },
  },
  {
    slug: 'tea-with-little-sugar',
    text: {
      en: 'Tea with only a little sugar, please',
      es: 'Té con poco azúcar, por favor',
      fr: 'Un thé peu sucré, s’il vous plaît',
      de: 'Tee mit wenig Zucker, bitte',
    },
    darija: { ar: 'أتاي بشوية ديال السكر عافاك', latin: 'atay b shwiya d s-sukkar 3afak' },
    note: {
      en: 'Mint tea comes very sweet unless you ask; “bla sukkar” means without sugar.',
      es: 'El té con menta se sirve muy dulce si no se pide otra cosa; «bla sukkar» significa sin azúcar.',
      fr: 'Le thé à la menthe est servi très sucré si on ne précise rien ; « bla sukkar » veut dire sans sucre.',
      de: 'Pfefferminztee kommt sehr süß, wenn man nichts sagt; „bla sukkar“ heißt ohne Zucker.',
    },
  },
  {
    slug: 'another-glass-of-tea',
    text: {
      en: 'Another glass of tea, please',
      es: 'Otro vaso de té, por favor',
      fr: 'Encore un verre de thé, s’il vous plaît',
      de: 'Noch ein Glas Tee, bitte',
    },
    darija: { ar: 'كاس آخر ديال أتاي عافاك', latin: 'kas akhur d atay 3afak' },
  },
  {
    slug: 'coffee-with-milk',
    text: {
      en: 'A coffee with milk, please',
      es: 'Un café con leche, por favor',
      fr: 'Un café au lait, s’il vous plaît',
      de: 'Einen Milchkaffee, bitte',
    },
    darija: { ar: 'نص نص عافاك', latin: 'nss nss 3afak' },
    note: {
      en: '“Nss nss” (“half half”) is half coffee, half milk, usually served in a glass.',
      es: '«Nss nss» («mitad mitad») es mitad café, mitad leche, servido normalmente en vaso.',
      fr: '« Nss nss » (« moitié moitié ») : moitié café, moitié lait, servi le plus souvent dans un verre.',
      de: '„Nss nss“ („halb halb“) ist halb Kaffee, halb Milch, meist im Glas serviert.',
    },
  },
  {
    slug: 'orange-juice',
    text: {
      en: 'A fresh orange juice, please',
      es: 'Un zumo de naranja natural, por favor',
      fr: 'Un jus d’orange pressé, s’il vous plaît',
      de: 'Einen frisch gepressten Orangensaft, bitte',
    },
    darija: { ar: 'عصير الليمون عافاك', latin: '3sir l-limun 3afak' },
    note: {
      en: 'In Darija “limun” means orange; a lemon is “l-7amd”.',
      es: 'En darija «limun» significa naranja; el limón es «l-7amd».',
      fr: 'En darija, « limun » veut dire orange ; le citron, c’est « l-7amd ».',
      de: 'Auf Darija heißt „limun“ Orange; die Zitrone ist „l-7amd“.',
    },
  },
  {
    slug: 'some-bread',
    text: {
      en: 'Some bread, please',
      es: 'Pan, por favor',
      fr: 'Du pain, s’il vous plaît',
      de: 'Etwas Brot, bitte',
    },
    darija: { ar: 'شوية ديال الخبز عافاك', latin: 'shwiya d l-khubz 3afak' },
    note: {
      en: 'Bread is the spoon: tear off a piece and take food from your side of the shared dish, with your right hand.',
      es: 'El pan hace de cuchara: se corta un trozo y se toma comida del lado del plato común que queda delante, con la mano derecha.',
      fr: 'Le pain sert de cuillère : on en déchire un morceau et on se sert du côté du plat commun qui est devant soi, de la main droite.',
      de: 'Brot ist der Löffel: ein Stück abreißen und mit der rechten Hand von der eigenen Seite der gemeinsamen Schüssel nehmen.',
    },
  },
  {
    slug: 'a-little-more',
    text: {
      en: 'A little more, please',
      es: 'Un poco más, por favor',
      fr: 'Encore un peu, s’il vous plaît',
      de: 'Noch ein bisschen, bitte',
    },
    darija: { ar: 'زيد شوية عافاك', latin: 'zid shwiya 3afak' },
  },
  {
    slug: 'im-full',
    text: {
      en: 'I’m full, thank God',
      es: 'Estoy lleno, gracias a Dios',
      fr: 'J’ai bien mangé, Dieu merci',
      de: 'Ich bin satt, Gott sei Dank',
    },
    darija: { ar: 'شبعت، الحمد لله', latin: 'shb3t, l-7amdulillah' },
    note: {
      en: 'Hosts keep offering more out of generosity; “l-7amdulillah” with a hand on the heart is the polite way to stop.',
      es: 'Los anfitriones insisten por generosidad; decir «l-7amdulillah» con la mano en el corazón es la forma educada de parar.',
      fr: 'Les hôtes resservent par générosité ; dire « l-7amdulillah », la main sur le cœur, est la façon polie de s’arrêter.',
      de: 'Gastgeber bieten aus Großzügigkeit immer wieder an; „l-7amdulillah“ mit der Hand auf dem Herzen ist die höfliche Art aufzuhören.',
    },
  },
  {
    slug: 'its-delicious',
    text: {
      en: 'It’s delicious!',
      es: '¡Está buenísimo!',
      fr: 'C’est délicieux !',
      de: 'Das ist köstlich!',
    },
    darija: { ar: 'بنين بزاف!', latin: 'bnin bzzaf!' },
  },
  {
    slug: 'enjoy-your-meal',
    text: {
      en: 'Enjoy your meal!',
      es: '¡Buen provecho!',
      fr: 'Bon appétit !',
      de: 'Guten Appetit!',
    },
    darija: { ar: 'بالصحة!', latin: 'bsse7a!' },
    note: {
      en: 'Said to someone eating or who has just eaten or drunk (also after a shower or a haircut); the answer is “lla y3tik s-se7a” (God give you health).',
      es: 'Se dice a quien come o acaba de comer o beber (también tras una ducha o un corte de pelo); se responde «lla y3tik s-se7a» (que Dios te dé salud).',
      fr: 'Se dit à qui mange ou vient de manger ou de boire (aussi après une douche ou chez le coiffeur) ; on répond « lla y3tik s-se7a » (que Dieu te donne la santé).',
      de: 'Sagt man zu jemandem, der isst oder gerade gegessen oder getrunken hat (auch nach Dusche oder Friseur); Antwort: „lla y3tik s-se7a“ (Gott gebe dir Gesundheit).',
    },
  },
  {
    slug: 'bismillah',
    text: {
      en: 'In the name of God (before eating)',
      es: 'En el nombre de Dios (antes de comer)',
      fr: 'Au nom de Dieu (avant de manger)',
      de: 'Im Namen Gottes (vor dem Essen)',
    },
    darija: { ar: 'بسم الله', latin: 'bismillah' },
    note: {
      en: 'Moroccans say it before the first bite. Eat with your right hand: the left is considered unclean.',
      es: 'Los marroquíes lo dicen antes del primer bocado. Se come con la mano derecha: la izquierda se considera impura.',
      fr: 'Les Marocains le disent avant la première bouchée. On mange de la main droite : la gauche est considérée comme impure.',
      de: 'Marokkaner sagen es vor dem ersten Bissen. Mit der rechten Hand essen: Die linke gilt als unrein.',
    },
  },
  {
    slug: 'eat-eat',
    text: {
      en: 'Eat, eat!',
      es: '¡Come, come!',
      fr: 'Mange, mange !',
      de: 'Iss, iss!',
    },
    darija: { ar: 'كول، كول!', latin: 'kul, kul!' },
    note: {
      en: 'What a host says again and again: it is hospitality, not pressure. Eat slowly and say “shb3t” (I’m full) when you are done.',
      es: 'Lo repite el anfitrión una y otra vez: es hospitalidad, no presión. Coma despacio y diga «shb3t» (estoy lleno) al terminar.',
      fr: 'L’hôte le répète sans cesse : c’est de l’hospitalité, pas de la pression. Mangez lentement et dites « shb3t » (j’ai assez mangé) à la fin.',
      de: 'Das sagt der Gastgeber immer wieder: Gastfreundschaft, kein Druck. Langsam essen und am Ende „shb3t“ (ich bin satt) sagen.',
    },
  },
  {
    slug: 'this-isnt-what-i-ordered',
    text: {
      en: 'This isn’t what I ordered',
      es: 'Esto no es lo que pedí',
      fr: 'Ce n’est pas ce que j’ai commandé',
      de: 'Das habe ich nicht bestellt',
    },
    darija: { ar: 'ماشي هادا اللي طلبت', latin: 'mashi hada lli tlbt' },
  },
  {
    slug: 'can-i-take-it-away',
    text: {
      en: 'Can I take it with me?',
      es: '¿Me lo puedo llevar?',
      fr: 'Je peux l’emporter ?',
      de: 'Kann ich das mitnehmen?',
    },
    darija: { ar: 'واش نقدر نديها معايا؟', latin: 'wash n9der nddiha m3aya?' },
  },
  {
    slug: 'good-place-to-eat',
    text: {
      en: 'Do you know a good place to eat?',
      es: '¿Conoce algún buen sitio para comer?',
      fr: 'Vous connaissez un bon endroit pour manger ?',
      de: 'Kennen Sie ein gutes Lokal zum Essen?',
    },
    darija: { ar: 'واش كتعرف شي بلاصة مزيانة فين ناكل؟', latin: 'wash kat3ref shi blasa mzyana fin nakul?' },
  },
  {
    slug: 'bring-the-bill',
    text: {
      en: 'Bring us the bill, please',
      es: 'Tráiganos la cuenta, por favor',
      fr: 'Apportez-nous l’addition, s’il vous plaît',
      de: 'Bringen Sie uns bitte die Rechnung',
    },
    darija: { ar: 'جيب لينا الحساب عافاك', latin: 'jib lina l-7sab 3afak' },
  },
]);
