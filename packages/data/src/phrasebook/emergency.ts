// Emergencies, theft, loss and unwanted attention. Numbers as in ../contacts.ts. Single words checked against
// the Darija Open Dataset (DODa), MIT.
import { definePhrases } from './define-phrases';

export const EMERGENCY_PHRASES = definePhrases('emergency', [
  {
    slug: 'help',
    text: {
      en: 'Help!',
      es: '¡Socorro!',
      fr: 'Au secours !',
      de: 'Hilfe!',
    },
    darija: { ar: 'عتقوني!', latin: '3te9uni!' },
  },
  {
    slug: 'please-help-me',
    text: {
      en: 'Please help me',
      es: 'Ayúdeme, por favor',
      fr: 'Aidez-moi, s’il vous plaît',
      de: 'Bitte helfen Sie mir',
    },
    darija: { ar: 'عاوني عافاك', latin: '3awenni 3afak' },
  },
  {
    slug: 'call-the-police',
    text: {
      en: 'Call the police!',
      es: '¡Llamen a la policía!',
      fr: 'Appelez la police !',
      de: 'Rufen Sie die Polizei!',
    },
    darija: { ar: 'عيطو على البوليس!', latin: '3eyytu 3la l-bulis!' },
    note: {
      en: 'Police: 19 in towns, or 112 from a mobile. In the countryside and on the roads it is the Gendarmerie: 177.',
      es: 'Policía: 19 en las ciudades, o 112 desde un móvil. En el campo y en las carreteras es la Gendarmería: 177.',
      fr: 'Police : 19 en ville, ou 112 depuis un portable. À la campagne et sur les routes, c’est la Gendarmerie : 177.',
      de: 'Polizei: 19 in Städten oder 112 vom Handy. Auf dem Land und auf Landstraßen ist die Gendarmerie zuständig: 177.',
    },
  },
  {
    slug: 'call-an-ambulance',
    text: {
      en: 'Call an ambulance!',
      es: '¡Llamen a una ambulancia!',
      fr: 'Appelez une ambulance !',
      de: 'Rufen Sie einen Krankenwagen!',
    },
    darija: { ar: 'عيطو على لانبيلانس!', latin: '3eyytu 3la l-ambulance!' },
    note: {
      en: 'Ambulance and fire brigade: 15.',
      es: 'Ambulancia y bomberos: 15.',
      fr: 'Ambulance et pompiers : 15.',
      de: 'Krankenwagen und Feuerwehr: 15.',
    },
  },
  {
    slug: 'take-me-to-the-hospital',
    text: {
      en: 'Take me to the hospital',
      es: 'Lléveme al hospital',
      fr: 'Emmenez-moi à l’hôpital',
      de: 'Bringen Sie mich ins Krankenhaus',
    },
    darija: { ar: 'ديني للسبيطار', latin: 'ddini l-sbitar' },
    note: {
      en: 'A private clinic (“l-klinik”) is often quicker than a public hospital; keep your insurance papers with you.',
      es: 'Una clínica privada («l-klinik») suele ser más rápida que un hospital público; lleve los papeles del seguro.',
      fr: 'Une clinique privée (« l-klinik ») est souvent plus rapide qu’un hôpital public ; gardez vos papiers d’assurance sur vous.',
      de: 'Eine Privatklinik („l-klinik“) ist oft schneller als ein öffentliches Krankenhaus; Versicherungsunterlagen dabeihaben.',
    },
  },
  {
    slug: 'there-has-been-an-accident',
    text: {
      en: 'There’s been an accident',
      es: 'Ha habido un accidente',
      fr: 'Il y a eu un accident',
      de: 'Es gab einen Unfall',
    },
    darija: { ar: 'وقعات كسيدة', latin: 'w9e3at ksida' },
    note: {
      en: '“Ksida” (from the French “accident”) is the everyday word.',
      es: '«Ksida» (del francés «accident») es la palabra corriente.',
      fr: '« Ksida » (de « accident ») est le mot courant.',
      de: '„Ksida“ (vom französischen „accident“) ist das übliche Wort.',
    },
  },
  {
    slug: 'someone-is-hurt',
    text: {
      en: 'Someone is hurt',
      es: 'Hay un herido',
      fr: 'Il y a un blessé',
      de: 'Jemand ist verletzt',
    },
    darija: { ar: 'كاين شي واحد مجروح', latin: 'kayn shi wa7d mjru7' },
  },
  {
    slug: 'fire',
    text: {
      en: 'Fire!',
      es: '¡Fuego!',
      fr: 'Au feu !',
      de: 'Feuer!',
    },
    darija: { ar: 'العافية!', latin: 'l-3afya!' },
    note: {
      en: 'In Darija “l-3afya” means fire; in Standard Arabic the same word means good health.',
      es: 'En darija «l-3afya» significa fuego; en árabe estándar la misma palabra significa buena salud.',
      fr: 'En darija, « l-3afya » veut dire le feu ; en arabe standard, le même mot veut dire la bonne santé.',
      de: 'Auf Darija heißt „l-3afya“ Feuer; im Hocharabischen bedeutet dasselbe Wort Gesundheit.',
    },
  },
  {
    slug: 'stop-thief',
    text: {
      en: 'Stop, thief!',
      es: '¡Al ladrón!',
      fr: 'Au voleur !',
      de: 'Haltet den Dieb!',
    },
    darija: { ar: 'شدوه! شفار!', latin: 'shedduh! sheffar!' },
  },
  {
    slug: 'my-bag-was-stolen',
    text: {
      en: 'My bag has been stolen',
      es: 'Me han robado el bolso',
      fr: 'On m’a volé mon sac',
      de: 'Meine Tasche wurde gestohlen',
    },
    darija: { ar: 'شفرو ليا الصاك ديالي', latin: 'sheffru liya s-sak dyali' },
  },
  {
    slug: 'my-phone-was-stolen',
    text: {
      en: 'My phone has been stolen',
      es: 'Me han robado el móvil',
      fr: 'On m’a volé mon téléphone',
      de: 'Mein Handy wurde gestohlen',
    },
    darija: { ar: 'شفرو ليا التيليفون ديالي', latin: 'sheffru liya t-tilifun dyali' },
  },
  // The words of the phone's phrase above and of "tlef liya l-passpor" below.
  {
    slug: 'my-passport-was-stolen',
    text: {
      en: 'My passport has been stolen',
      es: 'Me han robado el pasaporte',
      fr: 'On m’a volé mon passeport',
      de: 'Mein Pass wurde gestohlen',
    },
    darija: { ar: 'شفرو ليا الباسبور ديالي', latin: 'sheffru liya l-passpor dyali' },
  },
  {
    slug: 'lost-my-passport',
    text: {
      en: 'I’ve lost my passport',
      es: 'He perdido el pasaporte',
      fr: 'J’ai perdu mon passeport',
      de: 'Ich habe meinen Pass verloren',
    },
    darija: { ar: 'تلف ليا الباسبور', latin: 'tlef liya l-passpor' },
    note: {
      en: 'Report it at the police station first, then take the police report to your embassy or consulate for a travel document.',
      es: 'Denúncielo primero en la comisaría y lleve luego la denuncia a su embajada o consulado para obtener un documento de viaje.',
      fr: 'Déclarez-le d’abord au commissariat, puis apportez le procès-verbal à votre ambassade ou consulat pour obtenir un document de voyage.',
      de: 'Zuerst bei der Polizei melden, dann mit der Bescheinigung zur Botschaft oder zum Konsulat für ein Reisedokument.',
    },
  },
  {
    slug: 'lost-my-wallet',
    text: {
      en: 'I’ve lost my wallet',
      es: 'He perdido la cartera',
      fr: 'J’ai perdu mon portefeuille',
      de: 'Ich habe mein Portemonnaie verloren',
    },
    darija: { ar: 'تلف ليا البزطام', latin: 'tlef liya l-bztam' },
  },
  {
    slug: 'where-is-the-police-station',
    text: {
      en: 'Where is the police station?',
      es: '¿Dónde está la comisaría?',
      fr: 'Où est le commissariat ?',
      de: 'Wo ist die Polizeiwache?',
    },
    darija: { ar: 'فين كاينة الكوميسارية؟', latin: 'fin kayna l-komisariya?' },
  },
  {
    slug: 'tourist-police',
    text: {
      en: 'Where are the tourist police?',
      es: '¿Dónde está la policía turística?',
      fr: 'Où est la police touristique ?',
      de: 'Wo ist die Touristenpolizei?',
    },
    darija: { ar: 'فين كاينة البوليس السياحية؟', latin: 'fin kayna l-bulis s-siya7iya?' },
  },
  {
    slug: 'police-report',
    text: {
      en: 'I need a police report for my insurance',
      es: 'Necesito una denuncia para el seguro',
      fr: 'J’ai besoin d’un procès-verbal pour mon assurance',
      de: 'Ich brauche eine Polizeibescheinigung für meine Versicherung',
    },
    darija: { ar: 'خاصني ورقة من البوليس للأسورونس', latin: 'khassni wer9a men l-bulis l-l-assurance' },
    note: {
      en: 'The police report is called a “procès-verbal” (PV).',
      es: 'La denuncia policial se llama «procès-verbal» (PV).',
      fr: 'Le document s’appelle un procès-verbal (PV).',
      de: 'Die Polizeibescheinigung heißt „procès-verbal“ (PV).',
    },
  },
  {
    slug: 'where-is-the-embassy',
    text: {
      en: 'Where is the embassy of …?',
      es: '¿Dónde está la embajada de …?',
      fr: 'Où est l’ambassade de … ?',
      de: 'Wo ist die Botschaft von …?',
    },
    darija: { ar: 'فين كاينة السفارة ديال …؟', latin: 'fin kayna s-sifara dyal …?' },
    note: {
      en: 'Embassies are in Rabat; several countries also have consulates in Casablanca, Marrakech, Tangier or Agadir.',
      es: 'Las embajadas están en Rabat; varios países tienen además consulados en Casablanca, Marrakech, Tánger o Agadir.',
      fr: 'Les ambassades sont à Rabat ; plusieurs pays ont aussi des consulats à Casablanca, Marrakech, Tanger ou Agadir.',
      de: 'Die Botschaften sind in Rabat; mehrere Länder haben auch Konsulate in Casablanca, Marrakesch, Tanger oder Agadir.',
    },
  },
  {
    slug: 'can-i-use-your-phone',
    text: {
      en: 'Can I use your phone to make a call?',
      es: '¿Puedo llamar con su teléfono?',
      fr: 'Je peux passer un appel avec votre téléphone ?',
      de: 'Kann ich mit Ihrem Telefon anrufen?',
    },
    darija: { ar: 'واش نقدر نعيط بالتيليفون ديالك؟', latin: 'wash n9der n3eyyet b t-tilifun dyalek?' },
  },
  {
    slug: 'leave-me-alone',
    text: {
      en: 'Leave me alone, please',
      es: 'Déjeme en paz, por favor',
      fr: 'Laissez-moi tranquille, s’il vous plaît',
      de: 'Lassen Sie mich bitte in Ruhe',
    },
    darija: { ar: 'خليني فحالي عافاك', latin: 'khellini f 7ali 3afak' },
  },
  {
    slug: 'go-away',
    text: {
      en: 'Go away!',
      es: '¡Váyase!',
      fr: 'Allez-vous-en !',
      de: 'Gehen Sie weg!',
    },
    darija: { ar: 'سير فحالك!', latin: 'sir f 7alek!' },
    note: {
      en: 'Firm and a little rude: keep it for someone who will not stop following you.',
      es: 'Firme y algo brusco: resérvelo para quien no deja de seguirle.',
      fr: 'Ferme et un peu brusque : à garder pour quelqu’un qui ne cesse de vous suivre.',
      de: 'Deutlich und etwas unhöflich: nur für jemanden, der Ihnen hartnäckig folgt.',
    },
  },
  {
    slug: 'dont-touch-me',
    text: {
      en: 'Don’t touch me!',
      es: '¡No me toque!',
      fr: 'Ne me touchez pas !',
      de: 'Fassen Sie mich nicht an!',
    },
    darija: { ar: 'ما تقيسنيش!', latin: 'ma t9isnish!' },
  },
  {
    slug: 'ill-call-the-police',
    text: {
      en: 'I’m going to call the police',
      es: 'Voy a llamar a la policía',
      fr: 'Je vais appeler la police',
      de: 'Ich rufe die Polizei',
    },
    darija: { ar: 'غادي نعيط على البوليس', latin: 'ghadi n3eyyet 3la l-bulis' },
  },
]);
