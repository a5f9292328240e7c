// Petit taxis (in town, with a meter) and grand taxis (between towns, per seat): what to say to the driver and
// what he is likely to answer. Requests use the form for a man (see the note on "Please" in greetings).
// Words checked against the Darija Open Dataset (DODa), MIT, on 2026-11-25. DODa has two of these phrases whole:
// "Turn on the meter, please." is "khddem l contour, 3afak." and "Is the meter on?" "wach l contour khddam?" (the
// meter's "l-compteur" here, الكونتور); its "dowwer" is only call, round and surround, so the request no longer says
// "dwwer". Not in DODa, so not checked: korsa (ride), lagar (train station), kiran (coaches; DODa's bus is the city
// "tobis"), tarif (fare), koffre (boot), mzrub (in a hurry; DODa has the verb zreb), the participle mkhsser (DODa
// says a machine "khsr", broke down), taxiyat (taxis).
import { definePhrase, definePhrases } from './define-phrases';
import type { PhraseEntry } from './define-phrases';

// Asking the driver to turn the meter on, written one way wherever the app says it: the quote check offers it
// after a price above the meter's, the driver view shows it. DODa's own sentence for it (khddem: make it work).
const TURN_ON_THE_METER: PhraseEntry = {
  slug: 'turn-on-the-meter',
  text: {
    en: 'Turn on the meter, please',
    es: 'Ponga el taxímetro, por favor',
    fr: 'Mettez le compteur, s’il vous plaît',
    de: 'Schalten Sie bitte das Taxameter ein',
  },
  darija: { ar: 'خدّم الكونتور عافاك', latin: 'khddem l-compteur 3afak' },
  note: {
    en: 'Petit taxis in town must run the meter. If the driver will not, agree on the price before you set off, or take another taxi.',
    es: 'Los petit taxis deben usar el taxímetro en la ciudad. Si el taxista se niega, acuerde el precio antes de salir o tome otro taxi.',
    fr: 'En ville, les petits taxis doivent mettre le compteur. Si le chauffeur refuse, fixez le prix avant de partir, ou prenez un autre taxi.',
    de: 'Petits taxis müssen in der Stadt das Taxameter benutzen. Weigert sich der Fahrer, vereinbaren Sie den Preis vor der Abfahrt oder nehmen Sie ein anderes Taxi.',
  },
};

export const TAXI_PHRASES = definePhrases('taxi', [
  {
    slug: 'where-can-i-find-a-taxi',
    text: {
      en: 'Where can I find a taxi?',
      es: '¿Dónde puedo coger un taxi?',
      fr: 'Où est-ce que je peux trouver un taxi ?',
      de: 'Wo finde ich ein Taxi?',
    },
    darija: { ar: 'فين نلقى شي طاكسي؟', latin: 'fin nl9a shi taxi?' },
  },
  {
    slug: 'are-you-free',
    text: { en: 'Are you free?', es: '¿Está libre?', fr: 'Vous êtes libre ?', de: 'Sind Sie frei?' },
    darija: { ar: 'واش نتا خاوي؟', latin: 'wash nta khawi?' },
    note: {
      en: 'Petit taxis are often shared: the driver may pick up other passengers going the same way, and each pays for their own ride.',
      es: 'Los petit taxis a menudo se comparten: el taxista puede recoger a otros pasajeros que van en la misma dirección, y cada uno paga su trayecto.',
      fr: 'Les petits taxis sont souvent partagés : le chauffeur peut prendre d’autres passagers qui vont dans la même direction, chacun paie sa course.',
      de: 'Petits taxis werden oft geteilt: Der Fahrer kann weitere Fahrgäste in dieselbe Richtung mitnehmen, und jeder zahlt seine eigene Fahrt.',
    },
  },
  {
    slug: 'where-are-you-going',
    text: {
      en: 'Where are you going?',
      es: '¿Adónde va?',
      fr: 'Vous allez où ?',
      de: 'Wohin fahren Sie?',
    },
    darija: { ar: 'فين غادي؟', latin: 'fin ghadi?' },
    note: {
      en: 'What the driver asks first. If he is already carrying passengers, he takes you only if your destination is on his way.',
      es: 'Es lo primero que pregunta el taxista. Si ya lleva pasajeros, solo lo sube si su destino le queda de camino.',
      fr: 'C’est la première question du chauffeur. S’il a déjà des passagers, il ne vous prend que si votre destination est sur son chemin.',
      de: 'Das fragt der Fahrer zuerst. Hat er schon Fahrgäste, nimmt er Sie nur mit, wenn Ihr Ziel auf dem Weg liegt.',
    },
  },
  {
    slug: 'take-me-to-this-address',
    text: {
      en: 'Take me to this address, please',
      es: 'Lléveme a esta dirección, por favor',
      fr: 'Emmenez-moi à cette adresse, s’il vous plaît',
      de: 'Bringen Sie mich bitte zu dieser Adresse',
    },
    darija: { ar: 'ديني لهاد العنوان عافاك', latin: 'ddini l-had l-3unwan 3afak' },
  },
  {
    slug: 'to-the-airport',
    text: {
      en: 'To the airport, please',
      es: 'Al aeropuerto, por favor',
      fr: 'À l’aéroport, s’il vous plaît',
      de: 'Zum Flughafen, bitte',
    },
    darija: { ar: 'للمطار عافاك', latin: 'lel-matar 3afak' },
  },
  {
    slug: 'to-the-train-station',
    text: {
      en: 'To the train station, please',
      es: 'A la estación de tren, por favor',
      fr: 'À la gare, s’il vous plaît',
      de: 'Zum Bahnhof, bitte',
    },
    darija: { ar: 'للاكار عافاك', latin: 'l-lagar 3afak' },
  },
  {
    slug: 'to-the-bus-station',
    text: {
      en: 'To the bus station, please',
      es: 'A la estación de autobuses, por favor',
      fr: 'À la gare routière, s’il vous plaît',
      de: 'Zum Busbahnhof, bitte',
    },
    darija: { ar: 'للمحطة د الكيران عافاك', latin: 'lel-m7atta d l-kiran 3afak' },
  },
  {
    slug: 'to-the-medina',
    text: {
      en: 'To the old medina, please',
      es: 'A la medina, por favor',
      fr: 'À l’ancienne médina, s’il vous plaît',
      de: 'Zur Altstadt (Medina), bitte',
    },
    darija: { ar: 'للمدينة القديمة عافاك', latin: 'lel-mdina l-9dima 3afak' },
  },
  {
    slug: 'do-you-know-this-place',
    text: {
      en: 'Do you know this place?',
      es: '¿Conoce este sitio?',
      fr: 'Vous connaissez cet endroit ?',
      de: 'Kennen Sie diesen Ort?',
    },
    darija: { ar: 'واش كتعرف هاد البلاصة؟', latin: 'wash kat3ref had l-blasa?' },
  },
  {
    slug: 'i-dont-go-there',
    text: {
      en: 'I don’t go there',
      es: 'No voy hasta allí',
      fr: 'Je ne vais pas là-bas',
      de: 'Dahin fahre ich nicht',
    },
    darija: { ar: 'ما غاديش لتما', latin: 'ma ghadish l-temma' },
    note: {
      en: 'A petit taxi may refuse a ride that is off his way, and may not leave the city limits: for another town, take a grand taxi.',
      es: 'Un petit taxi puede rechazar un trayecto que no le conviene y no puede salir de la ciudad: para ir a otra localidad, tome un grand taxi.',
      fr: 'Un petit taxi peut refuser une course qui n’est pas sur son chemin, et ne sort pas de la ville : pour une autre ville, prenez un grand taxi.',
      de: 'Ein Petit taxi darf eine Fahrt ablehnen und darf die Stadt nicht verlassen: Für einen anderen Ort nehmen Sie ein Grand taxi.',
    },
  },
  TURN_ON_THE_METER,
  {
    slug: 'use-the-meter',
    text: {
      en: 'Use the meter, please',
      es: 'Con el taxímetro, por favor',
      fr: 'Au compteur, s’il vous plaît',
      de: 'Mit Taxameter, bitte',
    },
    darija: { ar: 'بالكونتور عافاك', latin: 'b l-compteur 3afak' },
  },
  {
    slug: 'is-the-meter-on',
    text: {
      en: 'Is the meter on?',
      es: '¿Está puesto el taxímetro?',
      fr: 'Le compteur est allumé ?',
      de: 'Läuft das Taxameter?',
    },
    darija: { ar: 'واش الكونتور خدام؟', latin: 'wash l-compteur khddam?' },
  },
  {
    slug: 'why-isnt-the-meter-on',
    text: {
      en: 'Why isn’t the meter on?',
      es: '¿Por qué no está puesto el taxímetro?',
      fr: 'Pourquoi le compteur n’est pas allumé ?',
      de: 'Warum läuft das Taxameter nicht?',
    },
    darija: { ar: 'علاش الكونتور ما خدامش؟', latin: '3lash l-compteur ma khddamsh?' },
  },
  {
    slug: 'the-meter-is-broken',
    text: {
      en: 'The meter is broken',
      es: 'El taxímetro está roto',
      fr: 'Le compteur est en panne',
      de: 'Das Taxameter ist kaputt',
    },
    darija: { ar: 'الكونتور مخسر', latin: 'l-compteur mkhsser' },
    note: {
      en: 'Often a way to ask for a fixed price above the meter fare. You can agree on a price first, or wait for another taxi.',
      es: 'A menudo es una forma de pedir un precio fijo más alto que el del taxímetro. Puede acordar el precio antes o esperar otro taxi.',
      fr: 'Souvent une façon de demander un prix fixe au-dessus du compteur. Vous pouvez fixer le prix avant, ou attendre un autre taxi.',
      de: 'Oft ein Weg, einen Festpreis über dem Taxameterpreis zu verlangen. Sie können vorher einen Preis ausmachen oder auf ein anderes Taxi warten.',
    },
  },
  // What a driver says of his meter: the words of "wash l-compteur khddam?" (DODa: "wach l contour khddam?").
  {
    slug: 'the-meter-isnt-working',
    text: {
      en: 'The meter isn’t working',
      es: 'El taxímetro no funciona',
      fr: 'Le compteur ne marche pas',
      de: 'Das Taxameter funktioniert nicht',
    },
    darija: { ar: 'الكونتور ما خدامش', latin: 'l-compteur ma khddamsh' },
  },
  {
    slug: 'without-the-meter',
    text: {
      en: 'Without the meter',
      es: 'Sin taxímetro',
      fr: 'Sans compteur',
      de: 'Ohne Taxameter',
    },
    darija: { ar: 'بلا كونتور', latin: 'bla compteur' },
  },
  {
    slug: 'the-meter-says',
    text: {
      en: 'The meter says 15 dirhams',
      es: 'El taxímetro marca 15 dírhams',
      fr: 'Le compteur indique 15 dirhams',
      de: 'Das Taxameter zeigt 15 Dirham',
    },
    darija: { ar: 'الكونتور كيقول خمسطاش درهم', latin: 'l-compteur kaygul khmstash derham' },
  },
  {
    slug: 'how-much-to-the-airport',
    text: {
      en: 'How much to the airport?',
      es: '¿Cuánto cuesta ir al aeropuerto?',
      fr: 'C’est combien pour l’aéroport ?',
      de: 'Was kostet es zum Flughafen?',
    },
    darija: { ar: 'بشحال للمطار؟', latin: 'bsh7al lel-matar?' },
  },
  {
    slug: 'how-much-to-the-train-station',
    text: {
      en: 'How much to the train station?',
      es: '¿Cuánto cuesta ir a la estación de tren?',
      fr: 'C’est combien pour la gare ?',
      de: 'Was kostet es zum Bahnhof?',
    },
    darija: { ar: 'بشحال للاكار؟', latin: 'bsh7al l-lagar?' },
  },
  {
    slug: 'how-much-to-the-bus-station',
    text: {
      en: 'How much to the bus station?',
      es: '¿Cuánto cuesta ir a la estación de autobuses?',
      fr: 'C’est combien pour la gare routière ?',
      de: 'Was kostet es zum Busbahnhof?',
    },
    darija: { ar: 'بشحال للمحطة د الكيران؟', latin: 'bsh7al lel-m7atta d l-kiran?' },
  },
  {
    slug: 'how-much-to-the-medina',
    text: {
      en: 'How much to the old medina?',
      es: '¿Cuánto cuesta ir a la medina antigua?',
      fr: 'C’est combien pour l’ancienne médina ?',
      de: 'Was kostet es zur Altstadt (Medina)?',
    },
    darija: { ar: 'بشحال للمدينة القديمة؟', latin: 'bsh7al lel-mdina l-9dima?' },
  },
  {
    slug: 'how-much-is-the-fare',
    text: {
      en: 'How much is the fare?',
      es: '¿Cuánto es la carrera?',
      fr: 'Combien coûte la course ?',
      de: 'Was kostet die Fahrt?',
    },
    darija: { ar: 'بشحال الكورسة؟', latin: 'bsh7al l-korsa?' },
  },
  {
    slug: 'how-much-do-i-owe-you',
    text: {
      en: 'How much do I owe you?',
      es: '¿Cuánto le debo?',
      fr: 'Je vous dois combien ?',
      de: 'Wie viel schulde ich Ihnen?',
    },
    darija: { ar: 'شحال خصني نخلص؟', latin: 'sh7al khassni nkhelles?' },
  },
  {
    slug: 'how-much-do-you-want',
    text: {
      en: 'How much do you want for the ride?',
      es: '¿Cuánto quiere por el trayecto?',
      fr: 'Combien vous voulez pour la course ?',
      de: 'Wie viel wollen Sie für die Fahrt?',
    },
    darija: { ar: 'بشحال بغيتي فالكورسة؟', latin: 'bsh7al bghiti f l-korsa?' },
  },
  {
    slug: 'too-expensive-for-this-ride',
    text: {
      en: 'That’s too expensive for this ride',
      es: 'Es demasiado caro para este trayecto',
      fr: 'C’est trop cher pour cette course',
      de: 'Das ist zu teuer für diese Strecke',
    },
    darija: { ar: 'هاد الكورسة غالية بزاف', latin: 'had l-korsa ghalya bzzaf' },
  },
  {
    slug: 'i-always-pay-twenty',
    text: {
      en: 'I always pay 20 dirhams for it',
      es: 'Siempre pago 20 dírhams por este trayecto',
      fr: 'Je paie toujours 20 dirhams pour ce trajet',
      de: 'Ich zahle dafür immer 20 Dirham',
    },
    darija: { ar: 'ديما كنخلص عشرين درهم', latin: 'dima kankhelles 3eshrin derham' },
  },
  {
    slug: 'ill-give-you-thirty',
    text: {
      en: 'I’ll give you 30 dirhams',
      es: 'Le doy 30 dírhams',
      fr: 'Je vous donne 30 dirhams',
      de: 'Ich gebe Ihnen 30 Dirham',
    },
    darija: { ar: 'غادي نعطيك تلاتين درهم', latin: 'ghadi n3tik tlatin derham' },
  },
  {
    slug: 'ok-lets-go',
    text: { en: 'OK, let’s go', es: 'Vale, vamos', fr: 'D’accord, on y va', de: 'Gut, fahren wir' },
    darija: { ar: 'واخا، يالاه', latin: 'wakha, yallah' },
  },
  {
    slug: 'is-it-the-night-fare',
    text: {
      en: 'Is it the night fare now?',
      es: '¿Ahora es tarifa de noche?',
      fr: 'C’est le tarif de nuit maintenant ?',
      de: 'Gilt jetzt der Nachttarif?',
    },
    darija: { ar: 'واش دابا بالتاريف ديال الليل؟', latin: 'wash daba b t-tarif dyal l-lil?' },
    note: {
      en: 'In many cities the petit-taxi fare is 50% higher at night (often from about 9 pm to 6 am); the hours vary from city to city.',
      es: 'En muchas ciudades la tarifa del petit taxi es un 50 % más cara de noche (a menudo de 21 h a 6 h); el horario cambia según la ciudad.',
      fr: 'Dans beaucoup de villes, le tarif du petit taxi est majoré de 50 % la nuit (souvent de 21 h à 6 h) ; les horaires varient selon la ville.',
      de: 'In vielen Städten ist der Petit-taxi-Tarif nachts 50 % höher (oft etwa von 21 bis 6 Uhr); die Zeiten sind je nach Stadt verschieden.',
    },
  },
  {
    slug: 'at-night-its-more',
    text: {
      en: 'At night it’s 50% more',
      es: 'De noche es un 50 % más',
      fr: 'La nuit, c’est 50 % de plus',
      de: 'Nachts kostet es 50 % mehr',
    },
    darija: { ar: 'فالليل كتزيد بالنص', latin: 'f l-lil katzid b n-ness' },
  },
  {
    slug: 'stop-here',
    text: {
      en: 'Stop here, please',
      es: 'Pare aquí, por favor',
      fr: 'Arrêtez-vous ici, s’il vous plaît',
      de: 'Halten Sie bitte hier',
    },
    darija: { ar: 'وقف هنا عافاك', latin: 'w9ef hna 3afak' },
  },
  {
    slug: 'here-is-fine',
    text: { en: 'Here is fine', es: 'Aquí está bien', fr: 'Ici, c’est bien', de: 'Hier ist gut' },
    darija: { ar: 'هنا مزيان', latin: 'hna mzyan' },
  },
  {
    slug: 'drop-me-at-the-door',
    text: {
      en: 'Drop me at the door',
      es: 'Déjeme en la puerta',
      fr: 'Déposez-moi devant la porte',
      de: 'Lassen Sie mich vor der Tür raus',
    },
    darija: { ar: 'حطني فالباب', latin: '7ettni f l-bab' },
  },
  // The driver's word for getting out (DODa: nzel, "go down").
  {
    slug: 'get-out-here',
    text: { en: 'Get out here', es: 'Bájese aquí', fr: 'Descendez ici', de: 'Steigen Sie hier aus' },
    darija: { ar: 'نزل هنا', latin: 'nzel hna' },
  },
  // The driver's word for getting in, its opposite (DODa: ntla3, "I go up"; "ghadi ntla3", I'm going up).
  {
    slug: 'get-in',
    text: { en: 'Get in', es: 'Suba', fr: 'Montez', de: 'Steigen Sie ein' },
    darija: { ar: 'طلع', latin: 'tla3' },
  },
  {
    slug: 'keep-going',
    text: {
      en: 'Keep going',
      es: 'Siga adelante',
      fr: 'Continuez',
      de: 'Fahren Sie weiter',
    },
    darija: { ar: 'زيد لقدام عافاك', latin: 'zid l-9eddam 3afak' },
  },
  {
    slug: 'this-isnt-the-right-way',
    text: {
      en: 'This isn’t the right way',
      es: 'Este no es el camino',
      fr: 'Ce n’est pas le bon chemin',
      de: 'Das ist nicht der richtige Weg',
    },
    darija: { ar: 'ماشي هادي هي الطريق', latin: 'mashi hadi hiya t-tri9' },
  },
  {
    slug: 'slow-down',
    text: {
      en: 'Slow down, please',
      es: 'Más despacio, por favor',
      fr: 'Moins vite, s’il vous plaît',
      de: 'Fahren Sie bitte langsamer',
    },
    darija: { ar: 'سوق بشوية عافاك', latin: 'sug bshwiya 3afak' },
  },
  {
    slug: 'im-in-a-hurry',
    text: {
      en: 'I’m in a hurry',
      es: 'Tengo prisa',
      fr: 'Je suis pressé',
      de: 'Ich habe es eilig',
    },
    darija: { ar: 'أنا مزروب', latin: 'ana mzrub' },
  },
  {
    slug: 'wait-for-me-here',
    text: {
      en: 'Wait for me here, please',
      es: 'Espéreme aquí, por favor',
      fr: 'Attendez-moi ici, s’il vous plaît',
      de: 'Warten Sie bitte hier auf mich',
    },
    darija: { ar: 'تسناني هنا عافاك', latin: 'tsennani hna 3afak' },
  },
  {
    slug: 'wait-five-minutes',
    text: {
      en: 'Wait about five minutes',
      es: 'Espere unos cinco minutos',
      fr: 'Attendez environ cinq minutes',
      de: 'Warten Sie etwa fünf Minuten',
    },
    darija: { ar: 'تسنا شي خمس دقايق', latin: 'tsenna shi khms d9aye9' },
  },
  {
    slug: 'how-much-if-you-wait',
    text: {
      en: 'How much if you wait for me?',
      es: '¿Cuánto cuesta si me espera?',
      fr: 'Combien si vous m’attendez ?',
      de: 'Was kostet es, wenn Sie auf mich warten?',
    },
    darija: { ar: 'بشحال إلا تسنيتيني؟', latin: 'bsh7al ila tsennitini?' },
  },
  {
    slug: 'put-the-suitcase-in-the-boot',
    text: {
      en: 'Put the suitcase in the boot, please',
      es: 'Ponga la maleta en el maletero, por favor',
      fr: 'Mettez la valise dans le coffre, s’il vous plaît',
      de: 'Legen Sie bitte den Koffer in den Kofferraum',
    },
    darija: { ar: 'حط الباليزة فالكوفر عافاك', latin: '7et l-baliza f l-koffre 3afak' },
  },
  {
    slug: 'do-you-have-change-for-100',
    text: {
      en: 'Do you have change for 100 dirhams?',
      es: '¿Tiene cambio de 100 dírhams?',
      fr: 'Vous avez la monnaie de 100 dirhams ?',
      de: 'Können Sie 100 Dirham wechseln?',
    },
    darija: { ar: 'واش عندك الصرف ديال مية درهم؟', latin: 'wash 3ndek s-sarf dyal myat derham?' },
    note: {
      en: 'Drivers often say they have no change. Keep small notes and coins for taxis.',
      es: 'Los taxistas suelen decir que no tienen cambio. Guarde billetes pequeños y monedas para los taxis.',
      fr: 'Les chauffeurs disent souvent ne pas avoir de monnaie. Gardez des petits billets et des pièces pour les taxis.',
      de: 'Fahrer sagen oft, sie hätten kein Wechselgeld. Halten Sie kleine Scheine und Münzen für Taxis bereit.',
    },
  },
  {
    slug: 'keep-the-change',
    text: {
      en: 'Keep the change',
      es: 'Quédese con el cambio',
      fr: 'Gardez la monnaie',
      de: 'Stimmt so',
    },
    darija: { ar: 'خلي الصرف', latin: 'khlli s-sarf' },
  },
  {
    slug: 'you-havent-given-my-change',
    text: {
      en: 'You haven’t given me my change',
      es: 'No me ha dado el cambio',
      fr: 'Vous ne m’avez pas rendu la monnaie',
      de: 'Sie haben mir das Wechselgeld nicht gegeben',
    },
    darija: { ar: 'مازال ما عطيتينيش الصرف ديالي', latin: 'mazal ma3titinish s-sarf dyali' },
  },
  {
    slug: 'where-are-the-grand-taxis',
    text: {
      en: 'Where are the grand taxis?',
      es: '¿Dónde están los grand taxis?',
      fr: 'Où sont les grands taxis ?',
      de: 'Wo stehen die Grands taxis?',
    },
    darija: { ar: 'فين كاينين الطاكسيات الكبار؟', latin: 'fin kaynin t-taxiyat l-kbar?' },
    note: {
      en: 'Grand taxis (larger cars, between towns or to the suburbs) leave from a stand when all six seats are sold; each passenger pays per seat.',
      es: 'Los grand taxis (coches más grandes, entre ciudades o a las afueras) salen de una parada cuando se venden los seis asientos; cada pasajero paga su plaza.',
      fr: 'Les grands taxis (grosses voitures, entre villes ou vers la banlieue) partent d’une station quand les six places sont vendues ; chacun paie sa place.',
      de: 'Grands taxis (größere Wagen, zwischen Orten oder in die Vororte) fahren an einem Stand ab, sobald alle sechs Plätze verkauft sind; jeder zahlt pro Platz.',
    },
  },
  {
    slug: 'how-much-per-seat',
    text: {
      en: 'How much per seat?',
      es: '¿Cuánto cuesta la plaza?',
      fr: 'C’est combien la place ?',
      de: 'Was kostet ein Platz?',
    },
    darija: { ar: 'بشحال البلاصة؟', latin: 'bsh7al l-blasa?' },
  },
  {
    slug: 'one-seat',
    text: {
      en: 'I want one seat',
      es: 'Quiero una plaza',
      fr: 'Je veux une place',
      de: 'Ich möchte einen Platz',
    },
    darija: { ar: 'بغيت بلاصة وحدة', latin: 'bghit blasa wa7da' },
  },
  {
    slug: 'the-whole-taxi',
    text: {
      en: 'I’ll take the whole taxi',
      es: 'Me quedo con el taxi entero',
      fr: 'Je prends le taxi entier',
      de: 'Ich nehme das ganze Taxi',
    },
    darija: { ar: 'بغيت الطاكسي كامل', latin: 'bghit t-taxi kamel' },
    note: {
      en: 'You pay for all six seats, but you leave at once and have the car to yourself.',
      es: 'Paga los seis asientos, pero sale enseguida y tiene el coche para usted.',
      fr: 'Vous payez les six places, mais vous partez tout de suite et avez la voiture pour vous.',
      de: 'Sie zahlen alle sechs Plätze, fahren aber sofort los und haben den Wagen für sich.',
    },
  },
  {
    slug: 'when-do-we-leave',
    text: {
      en: 'When are we leaving?',
      es: '¿Cuándo salimos?',
      fr: 'On part quand ?',
      de: 'Wann fahren wir los?',
    },
    darija: { ar: 'فوقاش غادي نمشيو؟', latin: 'fu9ash ghadi nmshiw?' },
  },
]);

/** The request for the meter (TURN_ON_THE_METER), as the phrasebook has it. */
export const METER_REQUEST = definePhrase('taxi', TURN_ON_THE_METER);
