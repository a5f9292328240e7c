// Asking the way on foot and understanding the answer. Words checked against the Darija Open Dataset (DODa), MIT.
import { definePhrases } from './define-phrases';

export const DIRECTIONS_PHRASES = definePhrases('directions', [
  {
    slug: 'where-is',
    text: { en: 'Where is …?', es: '¿Dónde está…?', fr: 'Où est… ?', de: 'Wo ist …?' },
    darija: { ar: 'فين كاين …؟', latin: 'fin kayn …?' },
    note: {
      en: 'For a feminine word (most words ending in -a, such as l-mdina) say “fin kayna …?”.',
      es: 'Con una palabra femenina (la mayoría de las que acaban en -a, como l-mdina) se dice «fin kayna …?».',
      fr: 'Pour un mot féminin (la plupart de ceux en -a, comme l-mdina), dites « fin kayna … ? ».',
      de: 'Bei einem weiblichen Wort (meist auf -a, wie l-mdina) sagt man „fin kayna …?“.',
    },
  },
  {
    slug: 'where-is-the-medina',
    text: {
      en: 'Where is the old medina?',
      es: '¿Dónde está la medina?',
      fr: 'Où est l’ancienne médina ?',
      de: 'Wo ist die Altstadt (Medina)?',
    },
    darija: { ar: 'فين كاينة المدينة القديمة؟', latin: 'fin kayna l-mdina l-9dima?' },
  },
  {
    slug: 'where-is-the-train-station',
    text: {
      en: 'Where is the train station?',
      es: '¿Dónde está la estación de tren?',
      fr: 'Où est la gare ?',
      de: 'Wo ist der Bahnhof?',
    },
    darija: { ar: 'فين كاينة لاكار؟', latin: 'fin kayna lagar?' },
  },
  {
    slug: 'where-is-the-bus-station',
    text: {
      en: 'Where is the bus station?',
      es: '¿Dónde está la estación de autobuses?',
      fr: 'Où est la gare routière ?',
      de: 'Wo ist der Busbahnhof?',
    },
    darija: { ar: 'فين كاينة المحطة د الكيران؟', latin: 'fin kayna l-m7atta d l-kiran?' },
  },
  {
    slug: 'where-are-the-toilets',
    text: {
      en: 'Where are the toilets?',
      es: '¿Dónde están los servicios?',
      fr: 'Où sont les toilettes ?',
      de: 'Wo sind die Toiletten?',
    },
    darija: { ar: 'فين كاين بيت الما؟', latin: 'fin kayn bit l-ma?' },
  },
  {
    slug: 'is-this-the-way-to-the-medina',
    text: {
      en: 'Is this the way to the medina?',
      es: '¿Por aquí se va a la medina?',
      fr: 'C’est bien le chemin de la médina ?',
      de: 'Ist das der Weg zur Medina?',
    },
    darija: { ar: 'واش هادي هي الطريق للمدينة؟', latin: 'wash hadi hiya t-tri9 lel-mdina?' },
  },
  {
    slug: 'is-it-far',
    text: { en: 'Is it far?', es: '¿Está lejos?', fr: 'C’est loin ?', de: 'Ist es weit?' },
    darija: { ar: 'واش بعيد؟', latin: 'wash b3id?' },
  },
  {
    slug: 'its-far',
    text: { en: 'It’s far', es: 'Está lejos', fr: 'C’est loin', de: 'Es ist weit' },
    darija: { ar: 'بعيد', latin: 'b3id' },
  },
  {
    slug: 'its-close',
    text: { en: 'It’s close by', es: 'Está cerca', fr: 'C’est tout près', de: 'Es ist in der Nähe' },
    darija: { ar: 'قريب من هنا', latin: '9rib men hna' },
  },
  {
    slug: 'can-i-walk-there',
    text: {
      en: 'Can I walk there?',
      es: '¿Se puede ir andando?',
      fr: 'On peut y aller à pied ?',
      de: 'Kann ich zu Fuß hingehen?',
    },
    darija: { ar: 'واش نقدر نمشي على رجليا؟', latin: 'wash n9der nmshi 3la rjliya?' },
  },
  {
    slug: 'how-long-on-foot',
    text: {
      en: 'How long does it take on foot?',
      es: '¿Cuánto se tarda a pie?',
      fr: 'Combien de temps à pied ?',
      de: 'Wie lange dauert es zu Fuß?',
    },
    darija: { ar: 'شحال ديال الوقت على الرجلين؟', latin: 'sh7al dyal l-w9t 3la r-rjlin?' },
  },
  {
    slug: 'go-straight',
    text: { en: 'Go straight on', es: 'Siga recto', fr: 'Allez tout droit', de: 'Gehen Sie geradeaus' },
    darija: { ar: 'سير نيشان', latin: 'sir nishan' },
    note: {
      en: '“Nishan” means straight ahead; “sir” means go.',
      es: '«Nishan» significa todo recto; «sir», ve.',
      fr: '« Nishan » veut dire tout droit ; « sir », va.',
      de: '„Nishan“ heißt geradeaus; „sir“ heißt geh.',
    },
  },
  {
    slug: 'turn-right',
    text: { en: 'Turn right', es: 'Gire a la derecha', fr: 'Tournez à droite', de: 'Biegen Sie rechts ab' },
    darija: { ar: 'دور على ليمن', latin: 'dur 3la l-imen' },
  },
  {
    slug: 'turn-left',
    text: { en: 'Turn left', es: 'Gire a la izquierda', fr: 'Tournez à gauche', de: 'Biegen Sie links ab' },
    darija: { ar: 'دور على ليسر', latin: 'dur 3la l-isser' },
  },
  {
    slug: 'go-back',
    text: { en: 'Go back', es: 'Vuelva atrás', fr: 'Revenez en arrière', de: 'Gehen Sie zurück' },
    darija: { ar: 'رجع اللور', latin: 'rje3 l-lur' },
  },
  {
    slug: 'this-way',
    text: { en: 'This way', es: 'Por aquí', fr: 'Par ici', de: 'Hier entlang' },
    darija: { ar: 'من هنا', latin: 'men hna' },
  },
  {
    slug: 'first-street-on-the-right',
    text: {
      en: 'The first street on the right',
      es: 'La primera calle a la derecha',
      fr: 'La première rue à droite',
      de: 'Die erste Straße rechts',
    },
    darija: { ar: 'الزنقة اللولة على ليمن', latin: 'z-zen9a l-luwla 3la l-imen' },
  },
  {
    slug: 'at-the-end-of-the-street',
    text: {
      en: 'At the end of the street',
      es: 'Al final de la calle',
      fr: 'Au bout de la rue',
      de: 'Am Ende der Straße',
    },
    darija: { ar: 'فالتالي د الزنقة', latin: 'f t-tali d z-zen9a' },
  },
  {
    slug: 'at-the-traffic-lights',
    text: {
      en: 'At the traffic lights',
      es: 'En el semáforo',
      fr: 'Au feu',
      de: 'An der Ampel',
    },
    darija: { ar: 'عند الضو', latin: '3end d-do' },
  },
  {
    slug: 'at-the-roundabout',
    text: {
      en: 'At the roundabout',
      es: 'En la rotonda',
      fr: 'Au rond-point',
      de: 'Am Kreisverkehr',
    },
    darija: { ar: 'فالرومبوا', latin: 'f r-rompwa' },
  },
  {
    slug: 'in-front-of-the-mosque',
    text: {
      en: 'In front of the mosque',
      es: 'Delante de la mezquita',
      fr: 'Devant la mosquée',
      de: 'Vor der Moschee',
    },
    darija: { ar: 'قدام الجامع', latin: '9eddam j-jame3' },
  },
  {
    slug: 'next-to-the-gate',
    text: {
      en: 'Next to the city gate',
      es: 'Al lado de la puerta de la muralla',
      fr: 'À côté de la porte de la ville',
      de: 'Neben dem Stadttor',
    },
    darija: { ar: 'حدا الباب', latin: '7da l-bab' },
    note: {
      en: 'In the medinas, the big gates (“bab”) are the usual landmarks: Bab Doukkala, Bab Boujloud…',
      es: 'En las medinas, las grandes puertas («bab») son los puntos de referencia habituales: Bab Doukkala, Bab Boujloud…',
      fr: 'Dans les médinas, les grandes portes (« bab ») sont les repères habituels : Bab Doukkala, Bab Boujloud…',
      de: 'In den Medinas sind die großen Tore („bab“) die üblichen Orientierungspunkte: Bab Doukkala, Bab Boujloud …',
    },
  },
  {
    slug: 'show-me-on-the-map',
    text: {
      en: 'Can you show me on the map?',
      es: '¿Me lo enseña en el mapa?',
      fr: 'Vous pouvez me montrer sur la carte ?',
      de: 'Können Sie es mir auf der Karte zeigen?',
    },
    darija: { ar: 'وريني فالخريطة عافاك', latin: 'werrini f l-kharita 3afak' },
  },
  {
    slug: 'ive-lost-my-way',
    text: {
      en: 'Excuse me, I’ve lost my way',
      es: 'Perdone, me he perdido',
      fr: 'Excusez-moi, je me suis perdu',
      de: 'Entschuldigung, ich habe mich verlaufen',
    },
    darija: { ar: 'سمح ليا، تلفت', latin: 'sme7 liya, tleft' },
  },
  {
    slug: 'follow-me',
    text: { en: 'Follow me', es: 'Sígame', fr: 'Suivez-moi', de: 'Folgen Sie mir' },
    darija: { ar: 'تبعني', latin: 'tbe3ni' },
    note: {
      en: 'In the medinas, someone who offers to show you the way often expects money at the end. If you don’t want a guide, say so politely at the start.',
      es: 'En las medinas, quien se ofrece a enseñarle el camino suele esperar dinero al final. Si no quiere guía, dígalo con educación desde el principio.',
      fr: 'Dans les médinas, celui qui propose de vous montrer le chemin attend souvent de l’argent à la fin. Si vous ne voulez pas de guide, dites-le poliment dès le début.',
      de: 'In den Medinas erwartet, wer Ihnen den Weg zeigen will, am Ende oft Geld. Wenn Sie keinen Führer wollen, sagen Sie es gleich höflich.',
    },
  },
  {
    slug: 'i-know-the-way',
    text: {
      en: 'No thanks, I know the way',
      es: 'No, gracias, conozco el camino',
      fr: 'Non merci, je connais le chemin',
      de: 'Nein danke, ich kenne den Weg',
    },
    darija: { ar: 'لا شكرا، كنعرف الطريق', latin: 'la shokran, kan3ref t-tri9' },
  },
  {
    slug: 'i-dont-need-a-guide',
    text: {
      en: 'I don’t need a guide',
      es: 'No necesito guía',
      fr: 'Je n’ai pas besoin de guide',
      de: 'Ich brauche keinen Führer',
    },
    darija: { ar: 'ما محتاجش لگيد', latin: 'ma m7tajsh l-guide' },
  },
  {
    slug: 'the-road-is-closed',
    text: {
      en: 'The road is closed',
      es: 'La calle está cortada',
      fr: 'La route est fermée',
      de: 'Die Straße ist gesperrt',
    },
    darija: { ar: 'الطريق مسدودة', latin: 't-tri9 msduda' },
    note: {
      en: 'In the medina, a stranger saying a street is closed is sometimes steering you to a shop. Check the map.',
      es: 'En la medina, un desconocido que dice que una calle está cortada a veces quiere llevarle a una tienda. Consulte el mapa.',
      fr: 'Dans la médina, un inconnu qui dit qu’une rue est fermée cherche parfois à vous mener vers une boutique. Vérifiez sur la carte.',
      de: 'In der Medina will ein Fremder, der sagt, eine Gasse sei gesperrt, Sie manchmal zu einem Laden lotsen. Prüfen Sie die Karte.',
    },
  },
  {
    slug: 'where-does-the-bus-stop',
    text: {
      en: 'Where does the bus stop?',
      es: '¿Dónde para el autobús?',
      fr: 'Où s’arrête le bus ?',
      de: 'Wo hält der Bus?',
    },
    darija: { ar: 'فين كيوقف الطوبيس؟', latin: 'fin kayw9ef t-tobis?' },
  },
]);
