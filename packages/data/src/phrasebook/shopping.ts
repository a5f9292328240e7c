// Shopping in the souks and shops (prices and bargaining are in “money”). Questions use the form for a man
// (3andek, werrini...): most shopkeepers are men. Single words checked against the Darija Open Dataset (DODa), MIT.
import { definePhrases } from './define-phrases';

export const SHOPPING_PHRASES = definePhrases('shopping', [
  {
    slug: 'just-looking',
    text: {
      en: 'I’m just looking',
      es: 'Solo estoy mirando',
      fr: 'Je regarde seulement',
      de: 'Ich schaue nur',
    },
    darija: { ar: 'غير كنشوف', latin: 'ghir kanshuf' },
    note: {
      en: 'Browsing is normal: walking into a shop or accepting a glass of tea does not oblige you to buy.',
      es: 'Mirar es normal: entrar en una tienda o aceptar un vaso de té no obliga a comprar.',
      fr: 'Regarder est normal : entrer dans une boutique ou accepter un verre de thé n’oblige pas à acheter.',
      de: 'Stöbern ist normal: Ein Laden zu betreten oder ein Glas Tee anzunehmen verpflichtet nicht zum Kauf.',
    },
  },
  {
    slug: 'looking-is-free',
    text: {
      en: 'Come in, looking is free!',
      es: '¡Pase, mirar es gratis!',
      fr: 'Entrez, regarder c’est gratuit !',
      de: 'Kommen Sie rein, schauen kostet nichts!',
    },
    darija: { ar: 'دخل، الشوفة بالباطل!', latin: 'dkhel, sh-shufa b l-batel!' },
    note: {
      en: 'The standard call from the shop door. A smile and “ghir kanshuf” or “la, shokran” is enough.',
      es: 'La llamada habitual desde la puerta de la tienda. Basta con una sonrisa y «ghir kanshuf» o «la, shokran».',
      fr: 'L’appel habituel depuis le seuil de la boutique. Un sourire et « ghir kanshuf » ou « la, shokran » suffisent.',
      de: 'Der übliche Ruf von der Ladentür. Ein Lächeln und „ghir kanshuf“ oder „la, shokran“ genügen.',
    },
  },
  {
    slug: 'what-are-you-looking-for',
    text: {
      en: 'What are you looking for?',
      es: '¿Qué busca?',
      fr: 'Vous cherchez quoi ?',
      de: 'Was suchen Sie?',
    },
    darija: { ar: 'آش كتقلب؟', latin: 'ash kat9elleb?' },
    note: {
      en: 'The shopkeeper’s question, to a man; to a woman: “ash kat9ellbi?”.',
      es: 'La pregunta del vendedor, a un hombre; a una mujer: «ash kat9ellbi?».',
      fr: 'La question du vendeur, à un homme ; à une femme : « ash kat9ellbi? ».',
      de: 'Die Frage des Händlers an einen Mann; an eine Frau: „ash kat9ellbi?“.',
    },
  },
  // DODa: "What would you like?" is "chno bghiti?".
  {
    slug: 'what-would-you-like',
    text: { en: 'What would you like?', es: '¿Qué desea?', fr: 'Vous désirez ?', de: 'Was möchten Sie?' },
    darija: { ar: 'شنو بغيتي؟', latin: 'shnu bghiti?' },
  },
  // A seller's or a waiter's "none left" (DODa: "makaynch lma", there is no water; the hotel's "ma kaynsh l-ma
  // s-skhun").
  {
    slug: 'there-isnt-any',
    text: { en: 'There isn’t any', es: 'No hay', fr: 'Il n’y en a pas', de: 'Das gibt es nicht' },
    darija: { ar: 'ما كاينش', latin: 'ma kaynsh' },
  },
  {
    slug: 'looking-for-a-carpet',
    text: {
      en: 'I’m looking for a carpet',
      es: 'Busco una alfombra',
      fr: 'Je cherche un tapis',
      de: 'Ich suche einen Teppich',
    },
    darija: { ar: 'كنقلب على شي زربية', latin: 'kan9elleb 3la shi zerbiya' },
  },
  {
    slug: 'show-me-that-one',
    text: {
      en: 'Can you show me that one?',
      es: '¿Me enseña ese?',
      fr: 'Vous pouvez me montrer celui-là ?',
      de: 'Können Sie mir das da zeigen?',
    },
    darija: { ar: 'وريني هداك عافاك', latin: 'werrini hadak 3afak' },
  },
  {
    slug: 'another-colour',
    text: {
      en: 'Do you have it in another colour?',
      es: '¿Lo tiene en otro color?',
      fr: 'Vous l’avez dans une autre couleur ?',
      de: 'Haben Sie das in einer anderen Farbe?',
    },
    darija: { ar: 'واش عندك منو بشي لون آخر؟', latin: 'wash 3ndek mennu b shi lun akhur?' },
  },
  {
    slug: 'a-bigger-one',
    text: {
      en: 'Do you have a bigger one?',
      es: '¿Tiene uno más grande?',
      fr: 'Vous en avez un plus grand ?',
      de: 'Haben Sie ein größeres?',
    },
    darija: { ar: 'واش عندك شي واحد كبر من هادا؟', latin: 'wash 3ndek shi wa7d kber men hada?' },
  },
  {
    slug: 'a-smaller-one',
    text: {
      en: 'Do you have a smaller one?',
      es: '¿Tiene uno más pequeño?',
      fr: 'Vous en avez un plus petit ?',
      de: 'Haben Sie ein kleineres?',
    },
    darija: { ar: 'واش عندك شي واحد صغر من هادا؟', latin: 'wash 3ndek shi wa7d sgher men hada?' },
  },
  {
    slug: 'can-i-try-it-on',
    text: {
      en: 'Can I try it on?',
      es: '¿Me lo puedo probar?',
      fr: 'Je peux l’essayer ?',
      de: 'Kann ich das anprobieren?',
    },
    darija: { ar: 'واش نقدر نقيسو؟', latin: 'wash n9der n9isu?' },
  },
  {
    slug: 'what-size',
    text: {
      en: 'What size?',
      es: '¿Qué talla?',
      fr: 'Quelle taille ?',
      de: 'Welche Größe?',
    },
    darija: { ar: 'أشمن قياس؟', latin: 'ashmen 9iyas?' },
  },
  {
    slug: 'too-small',
    text: {
      en: 'It’s too small for me',
      es: 'Me queda pequeño',
      fr: 'C’est trop petit pour moi',
      de: 'Das ist mir zu klein',
    },
    darija: { ar: 'صغير عليا', latin: 'sghir 3liya' },
  },
  {
    slug: 'too-big',
    text: {
      en: 'It’s too big for me',
      es: 'Me queda grande',
      fr: 'C’est trop grand pour moi',
      de: 'Das ist mir zu groß',
    },
    darija: { ar: 'كبير عليا', latin: 'kbir 3liya' },
  },
  {
    slug: 'is-it-handmade',
    text: {
      en: 'Is it handmade?',
      es: '¿Está hecho a mano?',
      fr: 'C’est fait main ?',
      de: 'Ist das handgemacht?',
    },
    darija: { ar: 'واش هادا مخدوم باليد؟', latin: 'wash hada mkhdum b l-yedd?' },
  },
  {
    slug: 'real-leather',
    text: {
      en: 'Is it real leather?',
      es: '¿Es piel auténtica?',
      fr: 'C’est du vrai cuir ?',
      de: 'Ist das echtes Leder?',
    },
    darija: { ar: 'واش هادا جلد حر؟', latin: 'wash hada jeld 7orr?' },
  },
  {
    slug: 'real-silver',
    text: {
      en: 'Is this real silver?',
      es: '¿Es plata de verdad?',
      fr: 'C’est de l’argent véritable ?',
      de: 'Ist das echtes Silber?',
    },
    darija: { ar: 'واش هادي فضة حرة؟', latin: 'wash hadi fedda 7orra?' },
  },
  {
    slug: 'ill-take-this-one',
    text: {
      en: 'I’ll take this one',
      es: 'Me llevo este',
      fr: 'Je prends celui-ci',
      de: 'Ich nehme dieses hier',
    },
    darija: { ar: 'غادي ناخد هادا', latin: 'ghadi nakhud hada' },
  },
  {
    slug: 'ill-think-about-it',
    text: {
      en: 'I’ll think about it',
      es: 'Me lo pensaré',
      fr: 'Je vais réfléchir',
      de: 'Ich überlege es mir',
    },
    darija: { ar: 'غادي نفكر', latin: 'ghadi nfekker' },
    note: {
      en: 'A polite way to leave without buying.',
      es: 'Una forma educada de irse sin comprar.',
      fr: 'Une façon polie de partir sans acheter.',
      de: 'Eine höfliche Art, ohne Kauf zu gehen.',
    },
  },
  {
    slug: 'ill-come-back-later',
    text: {
      en: 'I’ll come back later',
      es: 'Volveré más tarde',
      fr: 'Je reviendrai plus tard',
      de: 'Ich komme später wieder',
    },
    darija: { ar: 'غادي نرجع من بعد', latin: 'ghadi nrje3 men ba3d' },
    note: {
      en: 'Shopkeepers hear this as a polite no; if you do come back, they will remember you.',
      es: 'Los vendedores lo entienden como un «no» educado; si vuelve de verdad, se acordarán de usted.',
      fr: 'Les commerçants l’entendent comme un « non » poli ; si vous revenez vraiment, ils se souviendront de vous.',
      de: 'Händler verstehen das als höfliches Nein; wenn Sie wirklich wiederkommen, erinnern sie sich an Sie.',
    },
  },
  {
    slug: 'do-you-have-a-bag',
    text: {
      en: 'Do you have a bag?',
      es: '¿Tiene una bolsa?',
      fr: 'Vous avez un sac ?',
      de: 'Haben Sie eine Tüte?',
    },
    darija: { ar: 'واش عندك شي صاك؟', latin: 'wash 3ndek shi sak?' },
    note: {
      en: 'Plastic bags have been banned since 2016: bring a cloth bag to the market.',
      es: 'Las bolsas de plástico están prohibidas desde 2016: lleve una bolsa de tela al mercado.',
      fr: 'Les sacs en plastique sont interdits depuis 2016 : prenez un sac en tissu pour le marché.',
      de: 'Plastiktüten sind seit 2016 verboten: Nehmen Sie eine Stofftasche zum Markt mit.',
    },
  },
  {
    slug: 'can-i-exchange-it',
    text: {
      en: 'Can I exchange it?',
      es: '¿Puedo cambiarlo?',
      fr: 'Je peux l’échanger ?',
      de: 'Kann ich das umtauschen?',
    },
    darija: { ar: 'واش نقدر نبدلو؟', latin: 'wash n9der nbeddlu?' },
  },
  {
    slug: 'send-it-abroad',
    text: {
      en: 'Can you send it abroad?',
      es: '¿Puede enviarlo al extranjero?',
      fr: 'Vous pouvez l’envoyer à l’étranger ?',
      de: 'Können Sie es ins Ausland schicken?',
    },
    darija: { ar: 'واش تقدر تصيفطو لبرا؟', latin: 'wash t9der tsiftu l-berra?' },
    note: {
      en: 'For a carpet sent home, get the price, the shipping and a description of the piece in writing.',
      es: 'Si le envían una alfombra a casa, pida por escrito el precio, el envío y la descripción de la pieza.',
      fr: 'Pour un tapis expédié chez vous, demandez par écrit le prix, l’envoi et la description de la pièce.',
      de: 'Wird ein Teppich nach Hause geschickt: Preis, Versand und Beschreibung des Stücks schriftlich geben lassen.',
    },
  },
  {
    slug: 'sim-card',
    text: {
      en: 'Where can I buy a SIM card?',
      es: '¿Dónde puedo comprar una tarjeta SIM?',
      fr: 'Où est-ce que je peux acheter une carte SIM ?',
      de: 'Wo kann ich eine SIM-Karte kaufen?',
    },
    darija: { ar: 'فين نقدر نشري شي پوس؟', latin: 'fin n9der nshri shi puce?' },
    note: {
      en: 'A SIM card is a “puce” (from French). Phone shops and kiosks sell them; bring your passport.',
      es: 'La tarjeta SIM se llama «puce» (del francés). Las venden tiendas de telefonía y quioscos; lleve el pasaporte.',
      fr: 'La carte SIM se dit « puce ». On en trouve dans les boutiques de téléphonie et les kiosques ; prenez votre passeport.',
      de: 'Die SIM-Karte heißt „puce“ (aus dem Französischen). Handyläden und Kioske verkaufen sie; den Pass mitnehmen.',
    },
  },
  {
    slug: 'phone-top-up',
    text: {
      en: 'I’d like to top up my phone',
      es: 'Quiero recargar el móvil',
      fr: 'Je voudrais recharger mon téléphone',
      de: 'Ich möchte mein Handy aufladen',
    },
    darija: { ar: 'بغيت نشارجي التيليفون', latin: 'bghit nsharji t-tilifun' },
    note: {
      en: 'Here “recharge” means phone credit, not the battery; corner shops sell top-up cards.',
      es: 'Aquí «recargar» es añadir saldo, no cargar la batería; las tiendas de barrio venden tarjetas de recarga.',
      fr: 'Il s’agit du crédit, pas de la batterie ; les épiceries de quartier vendent des recharges.',
      de: 'Gemeint ist Guthaben, nicht der Akku; Läden an der Ecke verkaufen Aufladekarten.',
    },
  },
]);
