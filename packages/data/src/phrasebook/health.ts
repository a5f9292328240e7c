// Doctor, pharmacy and symptoms. Single words checked against the Darija Open Dataset (DODa), MIT.
import { definePhrases } from './define-phrases';

export const HEALTH_PHRASES = definePhrases('health', [
  {
    slug: 'i-need-a-doctor',
    text: {
      en: 'I need a doctor',
      es: 'Necesito un médico',
      fr: 'J’ai besoin d’un médecin',
      de: 'Ich brauche einen Arzt',
    },
    darija: { ar: 'خاصني طبيب', latin: 'khassni tbib' },
  },
  {
    slug: 'doctor-who-speaks-english',
    text: {
      en: 'Is there a doctor who speaks English or French?',
      es: '¿Hay algún médico que hable inglés o francés?',
      fr: 'Il y a un médecin qui parle anglais ou français ?',
      de: 'Gibt es einen Arzt, der Englisch oder Französisch spricht?',
    },
    darija: {
      ar: 'واش كاين شي طبيب كيهضر بالنگليزية ولا بالفرنساوية؟',
      latin: 'wash kayn shi tbib kayhder b n-ngliziya wla b l-fransawiya?',
    },
  },
  {
    slug: 'i-need-a-dentist',
    text: {
      en: 'I need a dentist',
      es: 'Necesito un dentista',
      fr: 'J’ai besoin d’un dentiste',
      de: 'Ich brauche einen Zahnarzt',
    },
    darija: { ar: 'خاصني طبيب ديال السنان', latin: 'khassni tbib d s-snan' },
  },
  {
    slug: 'pharmacy-nearby',
    text: {
      en: 'Is there a pharmacy nearby?',
      es: '¿Hay una farmacia cerca?',
      fr: 'Il y a une pharmacie près d’ici ?',
      de: 'Gibt es hier in der Nähe eine Apotheke?',
    },
    darija: { ar: 'واش كاينة شي فرمسيان قريبة؟', latin: 'wash kayna shi farmasyan 9riba?' },
    note: {
      en: '“Farmasyan” (from the French “pharmacien”) is the everyday word. Pharmacists give advice and sell many medicines without a prescription.',
      es: '«Farmasyan» (del francés «pharmacien») es la palabra corriente. Los farmacéuticos aconsejan y venden muchos medicamentos sin receta.',
      fr: '« Farmasyan » (de « pharmacien ») est le mot courant. Les pharmaciens conseillent et vendent beaucoup de médicaments sans ordonnance.',
      de: '„Farmasyan“ (vom französischen „pharmacien“) ist das übliche Wort. Apotheker beraten und verkaufen viele Medikamente ohne Rezept.',
    },
  },
  {
    slug: 'pharmacy-open-tonight',
    text: {
      en: 'Is there a pharmacy open tonight?',
      es: '¿Hay alguna farmacia de guardia esta noche?',
      fr: 'Il y a une pharmacie de garde ce soir ?',
      de: 'Gibt es heute Nacht eine Notdienst-Apotheke?',
    },
    darija: { ar: 'واش كاينة شي فرمسيان ديال لاگارد الليلة؟', latin: 'wash kayna shi farmasyan d la garde l-lila?' },
    note: {
      en: 'Closed pharmacies post the address of the duty pharmacy (“de garde”) on their door.',
      es: 'Las farmacias cerradas indican en la puerta la dirección de la farmacia de guardia («de garde»).',
      fr: 'Les pharmacies fermées affichent sur leur porte l’adresse de la pharmacie de garde.',
      de: 'Geschlossene Apotheken hängen die Adresse der Notdienst-Apotheke („de garde“) an die Tür.',
    },
  },
  {
    slug: 'im-ill',
    text: {
      en: 'I’m ill',
      es: 'Estoy enfermo',
      fr: 'Je suis malade',
      de: 'Ich bin krank',
    },
    darija: { ar: 'أنا مريض', latin: 'ana mrid' },
    note: {
      en: 'A woman says “ana mrida”.',
      es: 'Una mujer dice «ana mrida».',
      fr: 'Une femme dit « ana mrida ».',
      de: 'Eine Frau sagt „ana mrida“.',
    },
  },
  {
    slug: 'i-dont-feel-well',
    text: {
      en: 'I don’t feel well',
      es: 'No me encuentro bien',
      fr: 'Je ne me sens pas bien',
      de: 'Mir geht es nicht gut',
    },
    darija: { ar: 'ما بيخيرش', latin: 'ma bikhirsh' },
  },
  {
    slug: 'it-hurts-here',
    text: {
      en: 'It hurts here',
      es: 'Me duele aquí',
      fr: 'J’ai mal ici',
      de: 'Es tut hier weh',
    },
    darija: { ar: 'كيضرني هنا', latin: 'kayderrni hna' },
  },
  {
    slug: 'headache',
    text: {
      en: 'I have a headache',
      es: 'Me duele la cabeza',
      fr: 'J’ai mal à la tête',
      de: 'Ich habe Kopfschmerzen',
    },
    darija: { ar: 'راسي كيضرني', latin: 'rasi kayderrni' },
  },
  {
    slug: 'stomach-ache',
    text: {
      en: 'I have a stomach ache',
      es: 'Me duele el estómago',
      fr: 'J’ai mal au ventre',
      de: 'Ich habe Bauchschmerzen',
    },
    darija: { ar: 'كرشي كتضرني', latin: 'kershi katderrni' },
  },
  {
    slug: 'fever',
    text: {
      en: 'I have a fever',
      es: 'Tengo fiebre',
      fr: 'J’ai de la fièvre',
      de: 'Ich habe Fieber',
    },
    darija: { ar: 'فيا السخانة', latin: 'fiya s-skhana' },
  },
  {
    slug: 'diarrhoea',
    text: {
      en: 'I have diarrhoea',
      es: 'Tengo diarrea',
      fr: 'J’ai la diarrhée',
      de: 'Ich habe Durchfall',
    },
    darija: { ar: 'فيا السهال', latin: 'fiya s-s\'hal' },
  },
  {
    slug: 'vomiting',
    text: {
      en: 'I keep vomiting',
      es: 'No paro de vomitar',
      fr: 'Je n’arrête pas de vomir',
      de: 'Ich muss mich ständig übergeben',
    },
    darija: { ar: 'بقيت كنتقيا', latin: 'b9it kant9iya' },
  },
  {
    slug: 'dizzy',
    text: {
      en: 'I feel dizzy',
      es: 'Estoy mareado',
      fr: 'J’ai la tête qui tourne',
      de: 'Mir ist schwindelig',
    },
    darija: { ar: 'راسي كيدور بيا', latin: 'rasi kaydur biya' },
  },
  {
    slug: 'a-cold',
    text: {
      en: 'I have a cold',
      es: 'Estoy resfriado',
      fr: 'J’ai un rhume',
      de: 'Ich bin erkältet',
    },
    darija: { ar: 'فيا الرواح', latin: 'fiya r-rwa7' },
  },
  {
    slug: 'too-much-sun',
    text: {
      en: 'I’ve had too much sun',
      es: 'Me ha dado una insolación',
      fr: 'J’ai attrapé une insolation',
      de: 'Ich habe einen Sonnenstich',
    },
    darija: { ar: 'ضرباتني الشمس', latin: 'drbatni sh-shems' },
  },
  {
    slug: 'asthma',
    text: {
      en: 'I have asthma',
      es: 'Tengo asma',
      fr: 'Je suis asthmatique',
      de: 'Ich habe Asthma',
    },
    darija: { ar: 'فيا الضيقة', latin: 'fiya d-di9a' },
  },
  {
    slug: 'pregnant',
    text: {
      en: 'I’m pregnant',
      es: 'Estoy embarazada',
      fr: 'Je suis enceinte',
      de: 'Ich bin schwanger',
    },
    darija: { ar: 'أنا حاملة', latin: 'ana 7amla' },
  },
  {
    slug: 'allergic-to-penicillin',
    text: {
      en: 'I’m allergic to penicillin',
      es: 'Soy alérgico a la penicilina',
      fr: 'Je suis allergique à la pénicilline',
      de: 'Ich bin allergisch gegen Penicillin',
    },
    darija: { ar: 'عندي الحساسية من البينيسيلين', latin: '3ndi l-7assasiya men l-penicilline' },
  },
  {
    slug: 'i-take-this-medicine',
    text: {
      en: 'I take this medicine',
      es: 'Tomo este medicamento',
      fr: 'Je prends ce médicament',
      de: 'Ich nehme dieses Medikament',
    },
    darija: { ar: 'كناخد هاد الدوا', latin: 'kanakhud had d-dwa' },
    note: {
      en: 'Show the box or the prescription: pharmacists know medicines by their international names.',
      es: 'Enseñe la caja o la receta: los farmacéuticos conocen los medicamentos por su nombre internacional.',
      fr: 'Montrez la boîte ou l’ordonnance : les pharmaciens connaissent les médicaments sous leur nom international.',
      de: 'Zeigen Sie die Packung oder das Rezept: Apotheker kennen die Medikamente unter ihrem internationalen Namen.',
    },
  },
  {
    slug: 'something-for-a-headache',
    text: {
      en: 'Something for a headache, please',
      es: 'Algo para el dolor de cabeza, por favor',
      fr: 'Quelque chose contre le mal de tête, s’il vous plaît',
      de: 'Etwas gegen Kopfschmerzen, bitte',
    },
    darija: { ar: 'شي دوا ديال الراس عافاك', latin: 'shi dwa d r-ras 3afak' },
  },
  {
    slug: 'something-for-diarrhoea',
    text: {
      en: 'Something for diarrhoea, please',
      es: 'Algo para la diarrea, por favor',
      fr: 'Quelque chose contre la diarrhée, s’il vous plaît',
      de: 'Etwas gegen Durchfall, bitte',
    },
    darija: { ar: 'شي دوا ديال السهال عافاك', latin: 'shi dwa d s-s\'hal 3afak' },
  },
  {
    slug: 'need-a-prescription',
    text: {
      en: 'Do I need a prescription?',
      es: '¿Necesito receta?',
      fr: 'Il faut une ordonnance ?',
      de: 'Brauche ich ein Rezept?',
    },
    darija: { ar: 'واش خاصني لوردونونس؟', latin: 'wash khassni l-ordonnance?' },
  },
  {
    slug: 'how-many-times-a-day',
    text: {
      en: 'How many times a day?',
      es: '¿Cuántas veces al día?',
      fr: 'Combien de fois par jour ?',
      de: 'Wie oft am Tag?',
    },
    darija: { ar: 'شحال من مرة فالنهار؟', latin: 'sh7al men merra f n-nhar?' },
  },
  {
    slug: 'three-times-a-day',
    text: {
      en: 'Three times a day, after meals',
      es: 'Tres veces al día, después de las comidas',
      fr: 'Trois fois par jour, après les repas',
      de: 'Dreimal täglich, nach dem Essen',
    },
    darija: { ar: 'تلت مرات فالنهار، من بعد الماكلة', latin: 'tlt merrat f n-nhar, men ba3d l-makla' },
  },
  {
    slug: 'where-does-it-hurt',
    text: {
      en: 'Where does it hurt?',
      es: '¿Dónde le duele?',
      fr: 'Où avez-vous mal ?',
      de: 'Wo tut es weh?',
    },
    darija: { ar: 'فين كيضرك؟', latin: 'fin kayderrek?' },
  },
  {
    slug: 'a-dog-bit-me',
    text: {
      en: 'A dog bit me',
      es: 'Me ha mordido un perro',
      fr: 'Un chien m’a mordu',
      de: 'Ein Hund hat mich gebissen',
    },
    darija: { ar: 'عضني واحد الكلب', latin: '3eddni wa7d l-kelb' },
    note: {
      en: 'Rabies exists in Morocco: go to a hospital or health centre the same day for the vaccine, even for a small bite or scratch.',
      es: 'En Marruecos hay rabia: vaya el mismo día a un hospital o centro de salud para vacunarse, aunque sea una mordedura o un arañazo pequeño.',
      fr: 'La rage existe au Maroc : allez le jour même à l’hôpital ou au centre de santé pour le vaccin, même pour une petite morsure ou griffure.',
      de: 'In Marokko gibt es Tollwut: Noch am selben Tag ins Krankenhaus oder Gesundheitszentrum zur Impfung, auch bei kleinem Biss oder Kratzer.',
    },
  },
  {
    slug: 'a-scorpion-stung-me',
    text: {
      en: 'A scorpion stung me',
      es: 'Me ha picado un escorpión',
      fr: 'Un scorpion m’a piqué',
      de: 'Ein Skorpion hat mich gestochen',
    },
    darija: { ar: 'قرصاتني العقربة', latin: '9ersatni l-3e9reba' },
    note: {
      en: 'Go to a hospital at once, above all for a child.',
      es: 'Vaya enseguida a un hospital, sobre todo si es un niño.',
      fr: 'Allez tout de suite à l’hôpital, surtout s’il s’agit d’un enfant.',
      de: 'Sofort ins Krankenhaus, vor allem bei einem Kind.',
    },
  },
  {
    slug: 'a-bit-better',
    text: {
      en: 'A bit better, thank God',
      es: 'Un poco mejor, gracias a Dios',
      fr: 'Un peu mieux, Dieu merci',
      de: 'Etwas besser, Gott sei Dank',
    },
    darija: { ar: 'حسن شوية، الحمد لله', latin: '7sen shwiya, l-7amdulillah' },
  },
  {
    slug: 'get-well-soon',
    text: {
      en: 'Get well soon',
      es: 'Que te mejores',
      fr: 'Bon rétablissement',
      de: 'Gute Besserung',
    },
    darija: { ar: 'الله يشافيك', latin: 'llah yshafik' },
  },
]);
