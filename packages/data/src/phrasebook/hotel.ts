// Hotels, riads and guesthouses. Single words checked against the Darija Open Dataset (DODa), MIT.
import { definePhrases } from './define-phrases';

export const HOTEL_PHRASES = definePhrases('hotel', [
  {
    slug: 'i-have-a-reservation',
    text: {
      en: 'I have a reservation',
      es: 'Tengo una reserva',
      fr: 'J’ai une réservation',
      de: 'Ich habe reserviert',
    },
    darija: { ar: 'عندي ريزيرفاسيون', latin: '3ndi reservation' },
  },
  {
    slug: 'under-the-name',
    text: {
      en: 'It’s under the name …',
      es: 'Está a nombre de …',
      fr: 'C’est au nom de …',
      de: 'Sie läuft auf den Namen …',
    },
    darija: { ar: 'بسمية …', latin: 'b smiyt …' },
  },
  {
    slug: 'free-room',
    text: {
      en: 'Do you have a free room?',
      es: '¿Tienen una habitación libre?',
      fr: 'Vous avez une chambre libre ?',
      de: 'Haben Sie ein Zimmer frei?',
    },
    darija: { ar: 'واش عندكم شي بيت خاوي؟', latin: 'wash 3ndkom shi bit khawi?' },
  },
  {
    slug: 'room-for-two',
    text: {
      en: 'A room for two people, please',
      es: 'Una habitación para dos personas, por favor',
      fr: 'Une chambre pour deux personnes, s’il vous plaît',
      de: 'Ein Zimmer für zwei Personen, bitte',
    },
    darija: { ar: 'بيت لجوج ديال الناس عافاك', latin: 'bit l-jouj d n-nas 3afak' },
  },
  {
    slug: 'double-bed',
    text: {
      en: 'With a double bed',
      es: 'Con cama de matrimonio',
      fr: 'Avec un grand lit',
      de: 'Mit einem Doppelbett',
    },
    darija: { ar: 'بنموسية كبيرة', latin: 'b namusiya kbira' },
  },
  {
    slug: 'two-beds',
    text: {
      en: 'With two beds',
      es: 'Con dos camas',
      fr: 'Avec deux lits',
      de: 'Mit zwei Betten',
    },
    darija: { ar: 'بجوج ديال النموسيات', latin: 'b jouj d n-namusiyat' },
  },
  {
    slug: 'can-i-see-the-room',
    text: {
      en: 'Can I see the room?',
      es: '¿Puedo ver la habitación?',
      fr: 'Je peux voir la chambre ?',
      de: 'Kann ich das Zimmer sehen?',
    },
    darija: { ar: 'واش نقدر نشوف البيت؟', latin: 'wash n9der nshuf l-bit?' },
  },
  {
    slug: 'one-more-night',
    text: {
      en: 'Can I stay one more night?',
      es: '¿Puedo quedarme una noche más?',
      fr: 'Je peux rester une nuit de plus ?',
      de: 'Kann ich eine Nacht länger bleiben?',
    },
    darija: { ar: 'واش نقدر نبقى ليلة خرا؟', latin: 'wash n9der nb9a lila khra?' },
  },
  {
    slug: 'your-passport-please',
    text: {
      en: 'Your passport, please',
      es: 'Su pasaporte, por favor',
      fr: 'Votre passeport, s’il vous plaît',
      de: 'Ihren Pass, bitte',
    },
    darija: { ar: 'الباسبور ديالك عافاك', latin: 'l-passpor dyalek 3afak' },
    note: {
      en: 'Hotels and riads must record every guest’s passport for the police: this is normal.',
      es: 'Hoteles y riads deben registrar el pasaporte de cada huésped para la policía: es normal.',
      fr: 'Hôtels et riads doivent enregistrer le passeport de chaque client pour la police : c’est normal.',
      de: 'Hotels und Riads müssen den Pass jedes Gastes für die Polizei erfassen: Das ist normal.',
    },
  },
  {
    slug: 'breakfast-included',
    text: {
      en: 'Is breakfast included?',
      es: '¿El desayuno está incluido?',
      fr: 'Le petit-déjeuner est compris ?',
      de: 'Ist das Frühstück inbegriffen?',
    },
    darija: { ar: 'واش الفطور داخل؟', latin: 'wash l-ftur dakhel?' },
  },
  {
    slug: 'breakfast-time',
    text: {
      en: 'What time is breakfast?',
      es: '¿A qué hora es el desayuno?',
      fr: 'Le petit-déjeuner est à quelle heure ?',
      de: 'Wann gibt es Frühstück?',
    },
    darija: { ar: 'فوقاش الفطور؟', latin: 'fu9ash l-ftur?' },
    note: {
      en: 'During Ramadan “l-ftur” is also the meal that breaks the fast at sunset.',
      es: 'Durante el Ramadán, «l-ftur» es también la comida que rompe el ayuno al atardecer.',
      fr: 'Pendant le ramadan, « l-ftur » désigne aussi le repas de rupture du jeûne au coucher du soleil.',
      de: 'Im Ramadan ist „l-ftur“ auch die Mahlzeit, mit der bei Sonnenuntergang das Fasten gebrochen wird.',
    },
  },
  {
    slug: 'wifi-password',
    text: {
      en: 'What’s the wifi password?',
      es: '¿Cuál es la contraseña del wifi?',
      fr: 'Quel est le code du wifi ?',
      de: 'Wie lautet das WLAN-Passwort?',
    },
    darija: { ar: 'شنو هو الكود ديال الويفي؟', latin: 'shnu huwa l-code dyal l-wifi?' },
  },
  {
    slug: 'wifi-not-working',
    text: {
      en: 'The wifi isn’t working',
      es: 'El wifi no funciona',
      fr: 'Le wifi ne marche pas',
      de: 'Das WLAN funktioniert nicht',
    },
    darija: { ar: 'الويفي ما خدامش', latin: 'l-wifi ma khddamsh' },
  },
  {
    slug: 'lost-my-key',
    text: {
      en: 'I’ve lost my key',
      es: 'He perdido la llave',
      fr: 'J’ai perdu ma clé',
      de: 'Ich habe meinen Schlüssel verloren',
    },
    darija: { ar: 'تلف ليا الساروت', latin: 'tlef liya s-sarut' },
  },
  {
    slug: 'no-hot-water',
    text: {
      en: 'There’s no hot water',
      es: 'No hay agua caliente',
      fr: 'Il n’y a pas d’eau chaude',
      de: 'Es gibt kein warmes Wasser',
    },
    darija: { ar: 'ما كاينش الما السخون', latin: 'ma kaynsh l-ma s-skhun' },
  },
  {
    slug: 'air-conditioning-broken',
    text: {
      en: 'The air conditioning doesn’t work',
      es: 'El aire acondicionado no funciona',
      fr: 'La climatisation ne marche pas',
      de: 'Die Klimaanlage funktioniert nicht',
    },
    darija: { ar: 'الكليما ما خداماش', latin: 'l-klima ma khddamash' },
  },
  {
    slug: 'toilet-blocked',
    text: {
      en: 'The toilet is blocked',
      es: 'El váter está atascado',
      fr: 'Les toilettes sont bouchées',
      de: 'Die Toilette ist verstopft',
    },
    darija: { ar: 'الطواليت مسدودة', latin: 't-twalit msduda' },
  },
  {
    slug: 'room-too-noisy',
    text: {
      en: 'The room is too noisy',
      es: 'La habitación es muy ruidosa',
      fr: 'La chambre est trop bruyante',
      de: 'Das Zimmer ist zu laut',
    },
    darija: { ar: 'كاين الصداع بزاف فالبيت', latin: 'kayn s-sda3 bzzaf f l-bit' },
    note: {
      en: '“Sda3” means both noise and headache.',
      es: '«Sda3» significa a la vez ruido y dolor de cabeza.',
      fr: '« Sda3 » veut dire à la fois bruit et mal de tête.',
      de: '„Sda3“ heißt sowohl Lärm als auch Kopfschmerzen.',
    },
  },
  {
    slug: 'clean-the-room',
    text: {
      en: 'Could you clean the room, please?',
      es: '¿Pueden limpiar la habitación, por favor?',
      fr: 'Vous pouvez faire le ménage dans la chambre, s’il vous plaît ?',
      de: 'Können Sie bitte das Zimmer putzen?',
    },
    darija: { ar: 'واش تقدرو تنقيو البيت عافاك؟', latin: 'wash t9edru tne99iw l-bit 3afak?' },
  },
  {
    slug: 'another-towel',
    text: {
      en: 'Another towel, please',
      es: 'Otra toalla, por favor',
      fr: 'Une autre serviette, s’il vous plaît',
      de: 'Noch ein Handtuch, bitte',
    },
    darija: { ar: 'فوطة خرا عافاك', latin: 'futa khra 3afak' },
  },
  {
    slug: 'another-blanket',
    text: {
      en: 'Another blanket, please',
      es: 'Otra manta, por favor',
      fr: 'Une couverture de plus, s’il vous plaît',
      de: 'Noch eine Decke, bitte',
    },
    darija: { ar: 'مانطا خرا عافاك', latin: 'manta khra 3afak' },
    note: {
      en: 'Riads and desert camps get cold at night in winter, and few have heating.',
      es: 'En invierno los riads y los campamentos del desierto son fríos de noche, y pocos tienen calefacción.',
      fr: 'En hiver, les riads et les camps du désert sont froids la nuit, et peu sont chauffés.',
      de: 'Im Winter werden Riads und Wüstencamps nachts kalt, und wenige sind beheizt.',
    },
  },
  {
    slug: 'leave-my-bags',
    text: {
      en: 'Can I leave my bags here?',
      es: '¿Puedo dejar aquí mis maletas?',
      fr: 'Je peux laisser mes bagages ici ?',
      de: 'Kann ich mein Gepäck hier lassen?',
    },
    darija: { ar: 'واش نقدر نخلي الباليزات ديالي هنا؟', latin: 'wash n9der nkhlli l-balizat dyali hna?' },
  },
  {
    slug: 'check-out-time',
    text: {
      en: 'What time do I have to check out?',
      es: '¿A qué hora tengo que dejar la habitación?',
      fr: 'À quelle heure dois-je libérer la chambre ?',
      de: 'Bis wann muss ich das Zimmer räumen?',
    },
    darija: { ar: 'فوقاش خاصني نخوي البيت؟', latin: 'fu9ash khassni nkhwi l-bit?' },
  },
  {
    slug: 'hammam-nearby',
    text: {
      en: 'Is there a hammam nearby?',
      es: '¿Hay un hammam cerca?',
      fr: 'Il y a un hammam près d’ici ?',
      de: 'Gibt es hier in der Nähe ein Hammam?',
    },
    darija: { ar: 'واش كاين شي حمام قريب؟', latin: 'wash kayn shi 7mmam 9rib?' },
    note: {
      en: 'Public hammams have separate hours or sections for men and women; bring a towel, flip-flops and a change of underwear.',
      es: 'Los hammams públicos tienen horarios o salas distintos para hombres y mujeres; lleve toalla, chanclas y ropa interior de recambio.',
      fr: 'Les hammams publics ont des horaires ou des salles séparés pour hommes et femmes ; prenez une serviette, des tongs et des sous-vêtements de rechange.',
      de: 'Öffentliche Hammams haben getrennte Zeiten oder Räume für Männer und Frauen; Handtuch, Badelatschen und Wechselwäsche mitnehmen.',
    },
  },
  {
    slug: 'wash-my-clothes',
    text: {
      en: 'Can you wash my clothes?',
      es: '¿Pueden lavarme la ropa?',
      fr: 'Vous pouvez laver mon linge ?',
      de: 'Können Sie meine Wäsche waschen?',
    },
    darija: { ar: 'واش تقدرو تصبنو ليا الحوايج ديالي؟', latin: 'wash t9edru tsebbnu liya l-7wayej dyali?' },
  },
]);
