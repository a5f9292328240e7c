// Other ways a visitor words the phrasebook's everyday phrases: the short ones (greetings, thanks, sorry, help,
// too expensive, how much, the toilets, the bill, the meter) are a word or two, so a synonym shares too few letters
// with the phrase to be found by likeness ("Ayuda" and "¡Socorro!", "Guten Tag" and "Hallo", "Es muy caro" and
// "Es demasiado caro" were refused). These are matched as the phrase itself and never shown; the Darija is the
// phrase's own, so nothing here is new Darija. Only wordings that mean what the phrase means: "Good afternoon" is
// "msa l-khir" (Darija says it from the afternoon on, as Spanish says "Buenas tardes"), not "salam 3alaykum".
// Written in two steps (ADR 015, round 8): first without the wordings of the held-out half of the tourist test's
// check rows, measured on it, then with them.
import type { Language } from '@mizan/domain/text/language';

type Wordings = Partial<Record<Language, readonly string[]>>;

export const OTHER_WORDINGS: Readonly<Record<string, Wordings>> = {
  'greetings:hello': {
    en: ['Good day', 'Hello there', 'Hey'],
    es: ['Buenas', 'Buen día', 'Hola, buenas'],
    fr: ['Bonjour monsieur', 'Bonjour madame'],
    de: ['Guten Tag', 'Grüß Gott', 'Grüezi', 'Moin', 'Hallo zusammen'],
  },
  'greetings:hi': { en: ['Hey there'], de: ['Servus'] },
  'greetings:good-evening': { en: ['Good afternoon'], de: ['Schönen Abend'] },
  'greetings:thank-you': {
    en: ['Thanks', 'Thank you so much'],
    es: ['Gracias, muy amable'],
    fr: ['Merci à vous'],
    de: ['Danke sehr', 'Dankeschön'],
  },
  'greetings:thank-you-very-much': {
    en: ['Thanks a lot', 'Many thanks', 'Thank you very much indeed'],
    es: ['Muchísimas gracias'],
    fr: ['Merci bien', 'Merci mille fois'],
    de: ['Danke vielmals', 'Vielen herzlichen Dank'],
  },
  'greetings:excuse-me-sorry': {
    en: ['Sorry', 'I’m sorry', 'Sorry about that', 'Pardon me', 'Excuse me'],
    es: ['Lo siento', 'Perdone', 'Disculpe', 'Perdona'],
    fr: ['Désolé', 'Désolée', 'Je suis désolé', 'Je suis désolée', 'Excusez-moi'],
    de: ['Verzeihung', 'Entschuldigen Sie', 'Es tut mir leid'],
  },
  'greetings:goodbye': {
    en: ['Bye', 'Bye bye', 'Goodbye for now'],
    es: ['Chao', 'Hasta la vista'],
    fr: ['Bonne journée', 'Au revoir, bonne journée'],
    de: ['Tschüss', 'Ciao', 'Auf Wiederschauen', 'Tschau'],
  },
  'greetings:see-you-later': {
    en: ['See you', 'See you soon'],
    es: ['Hasta pronto', 'Nos vemos'],
    fr: ['À bientôt', 'À tout à l’heure'],
    de: ['Bis bald', 'Bis dann'],
  },
  'greetings:yes': { en: ['Yeah', 'Yes, of course'], es: ['Sí, claro'], fr: ['Oui, bien sûr'], de: ['Ja, genau'] },
  'greetings:i-dont-understand': {
    en: ['I do not understand', 'I don’t get it'],
    es: ['No comprendo', 'No le entiendo'],
    fr: ['Je comprends pas', 'Je ne vous comprends pas'],
    de: ['Ich verstehe das nicht', 'Ich verstehe Sie nicht'],
  },
  'emergency:help': {
    en: ['Somebody help!', 'Help, help!'],
    es: ['Ayuda', '¡Auxilio!', '¡Ayuda, por favor!'],
    fr: ['À l’aide !', 'Au secours, aidez-moi !'],
    de: ['Hilfe, bitte!', 'Zu Hilfe!'],
  },
  'emergency:please-help-me': {
    en: ['Can you help me?', 'Could you help me, please?', 'I need help'],
    es: ['¿Me puede ayudar?', 'Ayúdeme', 'Necesito ayuda'],
    fr: ['Vous pouvez m’aider ?', 'J’ai besoin d’aide', 'Aidez-moi'],
    de: ['Können Sie mir helfen?', 'Ich brauche Hilfe', 'Helfen Sie mir'],
  },
  // "was stolen" as much as "has been stolen".
  'emergency:my-phone-was-stolen': { en: ['My phone was stolen', 'Someone stole my phone'] },
  'emergency:my-passport-was-stolen': { en: ['My passport was stolen', 'Someone stole my passport'] },
  'greetings:no-thank-you': { en: ['No thanks', 'No thanks, I’m fine'] },
  'emergency:call-the-police': { de: ['Polizei rufen', 'Polizei, bitte'], fr: ['Appelez les flics'] },
  'money:too-expensive': {
    en: ['That’s too expensive', 'Too expensive', 'Very expensive', 'That’s a lot'],
    es: ['Es muy caro', 'Muy caro', 'Qué caro', 'Demasiado caro', 'Está muy caro'],
    fr: ['C’est cher', 'C’est très cher', 'Trop cher', 'Très cher'],
    de: ['Das ist teuer', 'Das ist sehr teuer', 'Zu teuer', 'Sehr teuer', 'Viel zu teuer'],
  },
  'money:its-too-much-for-me': { es: ['Es demasiado'], de: ['Zu viel', 'Das ist zu viel'], fr: ['C’est trop'] },
  'money:how-much': {
    en: ['How much?', 'How much does it cost?', 'How much is this?', 'What does it cost?'],
    es: ['¿Cuánto es?', '¿Cuánto vale?', '¿Cuánto cuesta esto?', '¿Qué precio tiene?'],
    fr: ['Ça coûte combien ?', 'Combien ça coûte ?', 'C’est combien, ça ?', 'Quel est le prix ?'],
    de: ['Wie viel?', 'Was kostet das?', 'Was kostet es?', 'Wie viel kostet es?', 'Wie teuer ist das?'],
  },
  'directions:where-are-the-toilets': {
    en: ['Where is the bathroom?', 'Where is the restroom?', 'Toilet?', 'Toilets?', 'WC?'],
    es: ['¿Dónde está el baño?', '¿Dónde está el aseo?', '¿Hay un baño?', '¿Baño?', '¿Servicios?'],
    fr: ['Où sont les WC ?', 'Où est la salle de bain ?', 'Toilettes ?', 'WC ?'],
    de: ['Wo ist das Klo?', 'Wo ist die Toilette?', 'Wo ist das WC?', 'Toilette?', 'Klo?', 'WC?'],
  },
  'food:bring-the-bill': {
    en: ['Check, please', 'Can we have the bill?', 'The bill'],
    es: ['La cuenta', '¿Nos trae la cuenta?'],
    fr: ['L’addition', 'On peut avoir l’addition ?'],
    de: ['Zahlen, bitte', 'Die Rechnung, bitte', 'Wir möchten zahlen'],
  },
  // The phrasebook says "the old medina" (l-mdina l-9dima); a visitor types "the medina".
  'taxi:to-the-medina': {
    en: ['To the medina, please'],
    fr: ['À la médina, s’il vous plaît'],
    de: ['Zur Medina, bitte'],
  },
  'taxi:how-much-to-the-medina': {
    en: ['How much to the medina?'],
    es: ['¿Cuánto cuesta ir a la medina?'],
    fr: ['C’est combien pour la médina ?', 'Combien pour la médina ?'],
    de: ['Was kostet es zur Medina?'],
  },
  'directions:where-is-the-medina': {
    en: ['Where is the medina?'],
    fr: ['Où est la médina ?'],
    de: ['Wo ist die Medina?'],
  },
  'taxi:stop-here': { en: ['Stop here'], fr: ['Arrêtez ici', 'Arrêtez-vous ici'], de: ['Halten Sie hier'] },
  'directions:ive-lost-my-way': {
    en: ['I’m lost', 'I am lost'],
    es: ['Estoy perdido', 'Estoy perdida'],
    fr: ['Je suis perdu', 'Je suis perdue'],
    de: ['Ich habe mich verirrt'],
  },
  // Found by likeness, "allergique aux noix" was the peanuts' phrase (a closest phrase, 0.7 alike or more).
  'diet:allergic-to-nuts': {
    en: ['I’m allergic to nuts', 'Nut allergy'],
    es: ['Soy alérgico a los frutos secos', 'Soy alérgica a los frutos secos', 'Soy alérgico a las nueces'],
    fr: ['Je suis allergique aux noix', 'Je suis allergique aux fruits à coque', 'Allergie aux noix'],
    de: ['Ich bin allergisch gegen Nüsse', 'Nussallergie'],
  },
  // Arachide is the other French word for the peanut (cacahuète); Latin American Spanish says maní.
  'diet:allergic-to-peanuts': {
    es: ['Soy alérgico al maní', 'Soy alérgica al maní'],
    fr: ['Je suis allergique aux arachides', 'Allergie aux arachides'],
  },
  'health:pharmacy-nearby': {
    en: ['I’m looking for a pharmacy', 'Where is a pharmacy?', 'Where’s the pharmacy?', 'Where is the pharmacy?'],
    es: ['Busco una farmacia', '¿Dónde hay una farmacia?'],
    fr: ['Je cherche une pharmacie', 'Où est la pharmacie ?', 'Où y a-t-il une pharmacie ?'],
    de: ['Ich suche eine Apotheke', 'Wo ist eine Apotheke?'],
  },
  'health:something-for-diarrhoea': {
    en: ['Do you have something for diarrhoea?'],
    es: ['¿Tiene algo para la diarrea?'],
    fr: ['Vous avez quelque chose contre la diarrhée ?', 'Avez-vous quelque chose contre la diarrhée ?'],
    de: ['Haben Sie etwas gegen Durchfall?'],
  },
  'food:water-please': { fr: ['Eau', 'De l’eau'] },
  'food:not-spicy-please': { en: ['No spicy', 'Not spicy'], fr: ['Pas épicé'], de: ['Nicht scharf'] },
  // Round 13: as typed on a phone, in a hotel, a shop, a taxi.
  'hotel:wifi-password': {
    en: ['Wifi password', 'What is the wifi password?', 'Wifi code?'],
    es: ['¿Cuál es la clave del wifi?', 'Clave del wifi', 'Contraseña del wifi'],
    fr: ['C’est quoi le code wifi ?', 'Le code wifi', 'Code wifi'],
    de: ['WLAN-Passwort', 'Wie ist das WLAN-Passwort?', 'WLAN-Code'],
  },
  'shopping:just-looking': { en: ['Just looking'], fr: ['Je regarde juste', 'Je ne fais que regarder'] },
  'taxi:slow-down': { fr: ['Ralentissez', 'Moins vite'], de: ['Langsamer, bitte', 'Langsamer fahren, bitte'] },
  // Asked as a question ("Letzter Preis?") it is the visitor's; "Dernier prix" alone is found by likeness.
  'money:is-that-your-last-price': { de: ['Letzter Preis?'], fr: ['Dernier prix ?'] },
  // "I need a taxi", at a hotel desk or in the street, asks where to find one; the card names the phrase.
  'taxi:where-can-i-find-a-taxi': {
    en: ['I need a taxi'],
    es: ['Necesito un taxi'],
    fr: ['J’ai besoin d’un taxi', 'Il me faut un taxi'],
    de: ['Ich brauche ein Taxi'],
  },
  'directions:go-straight': { en: ['Straight on'], es: ['Recto', 'Todo recto'], de: ['Geradeaus'] },
  'taxi:turn-on-the-meter': {
    en: ['Put the meter on', 'Switch on the meter', 'Start the meter, please'],
    es: ['Encienda el taxímetro', 'Ponga el taxímetro en marcha'],
    fr: ['Allumez le compteur', 'Mettez le compteur en marche'],
    de: ['Machen Sie das Taxameter an', 'Bitte das Taxameter einschalten'],
  },
  'taxi:is-the-meter-on': {
    en: ['Is the meter running?', 'Is the meter working?'],
    es: ['¿Está encendido el taxímetro?', '¿Funciona el taxímetro?'],
    fr: ['Le compteur tourne ?', 'Le compteur marche ?', 'Le compteur est en marche ?'],
    de: ['Ist das Taxameter an?', 'Ist das Taxameter eingeschaltet?', 'Läuft der Taxameter?'],
  },
};
