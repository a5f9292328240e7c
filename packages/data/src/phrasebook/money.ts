// Prices, bargaining, change, card or cash, receipts. Requests use the form for a man (see "Please" in greetings).
import { definePhrases } from './define-phrases';

export const MONEY_PHRASES = definePhrases('money', [
  {
    slug: 'how-much',
    text: { en: 'How much is it?', es: '¿Cuánto cuesta?', fr: 'C’est combien ?', de: 'Wie viel kostet das?' },
    darija: { ar: 'بشحال؟', latin: 'bsh7al?' },
  },
  {
    slug: 'how-much-in-euros',
    text: {
      en: 'How much is it in euros?',
      es: '¿Cuánto es en euros?',
      fr: 'Ça fait combien en euros ?',
      de: 'Wie viel ist das in Euro?',
    },
    darija: { ar: 'بشحال بالأورو؟', latin: 'bsh7al b l-euro?' },
  },
  {
    slug: 'its-too-much-for-me',
    text: {
      en: 'It’s too much for me',
      es: 'Es demasiado para mí',
      fr: 'C’est trop pour moi',
      de: 'Das ist mir zu viel',
    },
    darija: { ar: 'بزاف عليا', latin: 'bzzaf 3liya' },
    note: {
      en: 'Bargaining is normal in souks and with unmetered prices, not in supermarkets or shops with price tags. Start well below the first price, stay friendly, and only name a price you are willing to pay.',
      es: 'Regatear es normal en los zocos y cuando no hay precio fijo, no en supermercados ni en tiendas con precios marcados. Empiece muy por debajo del primer precio, sea amable y no diga un precio que no esté dispuesto a pagar.',
      fr: 'Marchander est normal dans les souks et quand il n’y a pas de prix fixe, pas au supermarché ni dans les boutiques à prix affichés. Commencez bien en dessous du premier prix, restez aimable, et ne proposez qu’un prix que vous êtes prêt à payer.',
      de: 'Handeln ist in den Souks und ohne feste Preise üblich, nicht im Supermarkt oder in Läden mit Preisschildern. Beginnen Sie deutlich unter dem ersten Preis, bleiben Sie freundlich und nennen Sie nur einen Preis, den Sie auch zahlen wollen.',
    },
  },
  {
    slug: 'too-expensive',
    text: { en: 'It’s too expensive', es: 'Es demasiado caro', fr: 'C’est trop cher', de: 'Das ist zu teuer' },
    darija: { ar: 'غالي بزاف', latin: 'ghali bzzaf' },
  },
  // The seller's answer to it.
  {
    slug: 'its-not-expensive',
    text: { en: 'It isn’t expensive', es: 'No es caro', fr: 'Ce n’est pas cher', de: 'Das ist nicht teuer' },
    darija: { ar: 'ماشي غالي', latin: 'mashi ghali' },
  },
  {
    slug: 'lower-the-price',
    text: {
      en: 'Lower the price a little',
      es: 'Bájeme un poco el precio',
      fr: 'Baissez un peu le prix',
      de: 'Gehen Sie etwas mit dem Preis runter',
    },
    darija: { ar: 'نقص شوية', latin: 'n9es shwiya' },
  },
  {
    slug: 'give-me-a-good-price',
    text: {
      en: 'Give me a good price',
      es: 'Hágame un buen precio',
      fr: 'Faites-moi un bon prix',
      de: 'Machen Sie mir einen guten Preis',
    },
    darija: { ar: 'دير ليا تمن مزيان', latin: 'dir liya tamen mzyan' },
  },
  // The driver's or the seller's, to the visitor: the taxi's "sh7al khassni nkhelles?" (how much must I pay) said to
  // "you" (DODa: "khassk t…", you have to), with "daba" (now).
  {
    slug: 'you-have-to-pay-now',
    text: {
      en: 'You have to pay now',
      es: 'Tiene que pagar ahora',
      fr: 'Vous devez payer maintenant',
      de: 'Sie müssen jetzt bezahlen',
    },
    darija: { ar: 'خصك تخلص دابا', latin: 'khassek tkhelles daba' },
  },
  // What a seller asks back ("bghiti": you want, "t3tini": you give me; DODa: "wach kat3Tini hadchi?").
  {
    slug: 'how-much-will-you-give-me',
    text: {
      en: 'How much will you give me?',
      es: '¿Cuánto me quiere dar?',
      fr: 'Combien voulez-vous me donner ?',
      de: 'Wie viel wollen Sie mir geben?',
    },
    darija: { ar: 'بشحال بغيتي تعطيني؟', latin: 'bsh7al bghiti t3tini?' },
    note: {
      en: 'The seller asks you to name your price. Offer well below what you are ready to pay, and only a price you would pay.',
      es: 'El vendedor le pide que diga su precio. Ofrezca bastante menos de lo que está dispuesto a pagar, y solo un precio que pagaría.',
      fr: 'Le vendeur vous demande votre prix. Proposez bien moins que ce que vous êtes prêt à payer, et seulement un prix que vous paieriez.',
      de: 'Der Verkäufer fragt nach Ihrem Preis. Bieten Sie deutlich weniger, als Sie zahlen würden, und nur einen Preis, den Sie auch zahlen.',
    },
  },
  {
    slug: 'i-dont-have-much-money',
    text: {
      en: 'I don’t have much money',
      es: 'No tengo mucho dinero',
      fr: 'Je n’ai pas beaucoup d’argent',
      de: 'Ich habe nicht viel Geld',
    },
    darija: { ar: 'ما عنديش بزاف د الفلوس', latin: 'ma 3ndish bzzaf d l-flus' },
  },
  {
    slug: 'is-that-your-last-price',
    text: {
      en: 'Is that your last price?',
      es: '¿Es su último precio?',
      fr: 'C’est votre dernier prix ?',
      de: 'Ist das Ihr letzter Preis?',
    },
    darija: { ar: 'هادا آخر تمن؟', latin: 'hada akher tamen?' },
  },
  {
    slug: 'thats-my-last-price',
    text: {
      en: 'That’s my last price',
      es: 'Es mi último precio',
      fr: 'C’est mon dernier prix',
      de: 'Das ist mein letztes Angebot',
    },
    darija: { ar: 'هادا آخر تمن عندي', latin: 'hada akher tamen 3ndi' },
  },
  {
    slug: 'meet-halfway',
    text: {
      en: 'Let’s meet halfway',
      es: 'Ni para ti ni para mí',
      fr: 'Coupons la poire en deux',
      de: 'Treffen wir uns in der Mitte',
    },
    darija: { ar: 'لا ليك لا ليا', latin: 'la lik la liya' },
    note: {
      en: 'Literally “not for you, not for me”: the usual way to settle between your price and the seller’s.',
      es: 'Literalmente «ni para ti ni para mí»: la forma habitual de cerrar entre su precio y el del vendedor.',
      fr: 'Littéralement « ni pour toi ni pour moi » : la façon habituelle de conclure entre votre prix et celui du vendeur.',
      de: 'Wörtlich „nicht für dich, nicht für mich“: so einigt man sich üblicherweise zwischen Ihrem Preis und dem des Verkäufers.',
    },
  },
  {
    slug: 'its-a-deal',
    text: { en: 'It’s a deal', es: 'Trato hecho', fr: 'Marché conclu', de: 'Abgemacht' },
    darija: { ar: 'صافي، تفاهمنا', latin: 'safi, tfahemna' },
  },
  {
    slug: 'can-i-pay-by-card',
    text: {
      en: 'Can I pay by card?',
      es: '¿Puedo pagar con tarjeta?',
      fr: 'Je peux payer par carte ?',
      de: 'Kann ich mit Karte zahlen?',
    },
    darija: { ar: 'واش نقدر نخلص بالكارط؟', latin: 'wash n9der nkhelles b l-carte?' },
  },
  {
    slug: 'cash-only',
    text: {
      en: 'Cash only',
      es: 'Solo en efectivo',
      fr: 'Espèces uniquement',
      de: 'Nur Bargeld',
    },
    darija: { ar: 'غير كاش', latin: 'ghir kash' },
  },
  {
    slug: 'do-you-take-euros',
    text: {
      en: 'Do you take euros?',
      es: '¿Aceptan euros?',
      fr: 'Vous acceptez les euros ?',
      de: 'Nehmen Sie Euro?',
    },
    darija: { ar: 'واش كتاخدو الأورو؟', latin: 'wash katakhdu l-euro?' },
  },
  {
    slug: 'where-can-i-change-money',
    text: {
      en: 'Where can I change money?',
      es: '¿Dónde puedo cambiar dinero?',
      fr: 'Où est-ce que je peux changer de l’argent ?',
      de: 'Wo kann ich Geld wechseln?',
    },
    darija: { ar: 'فين نقدر نصرف الفلوس؟', latin: 'fin n9der nserref l-flus?' },
    note: {
      en: 'Banks and exchange offices give the official rate and a receipt: keep it, you may need it to change dirhams back when you leave.',
      es: 'Los bancos y las oficinas de cambio dan el cambio oficial y un recibo: guárdelo, puede hacerle falta para cambiar los dírhams al salir del país.',
      fr: 'Les banques et bureaux de change donnent le taux officiel et un reçu : gardez-le, il peut servir pour rechanger vos dirhams au départ.',
      de: 'Banken und Wechselstuben geben den offiziellen Kurs und eine Quittung: Heben Sie sie auf, Sie brauchen sie eventuell, um Dirham bei der Ausreise zurückzutauschen.',
    },
  },
  {
    slug: 'where-is-an-atm',
    text: {
      en: 'Where is there a cash machine?',
      es: '¿Dónde hay un cajero?',
      fr: 'Où y a-t-il un distributeur ?',
      de: 'Wo ist ein Geldautomat?',
    },
    darija: { ar: 'فين كاين شي گيشي؟', latin: 'fin kayn shi guichet?' },
    note: {
      en: 'A cash machine is called a “guichet”, from French.',
      es: 'El cajero se llama «guichet», del francés.',
      fr: 'Un distributeur se dit « guichet ».',
      de: 'Ein Geldautomat heißt „guichet“, aus dem Französischen.',
    },
  },
  {
    slug: 'the-machine-swallowed-my-card',
    text: {
      en: 'The cash machine swallowed my card',
      es: 'El cajero se ha tragado mi tarjeta',
      fr: 'Le distributeur a avalé ma carte',
      de: 'Der Automat hat meine Karte eingezogen',
    },
    darija: { ar: 'الگيشي بلع ليا الكارط', latin: 'l-guichet bla3 liya l-carte' },
  },
  {
    slug: 'i-dont-have-change',
    text: {
      en: 'I don’t have change',
      es: 'No tengo cambio',
      fr: 'Je n’ai pas de monnaie',
      de: 'Ich habe kein Kleingeld',
    },
    darija: { ar: 'ما عنديش الصرف', latin: 'ma 3ndish s-sarf' },
  },
  {
    slug: 'can-you-break-this-note',
    text: {
      en: 'Can you break this note?',
      es: '¿Me puede cambiar este billete?',
      fr: 'Vous pouvez me faire la monnaie sur ce billet ?',
      de: 'Können Sie mir diesen Schein wechseln?',
    },
    darija: { ar: 'صرف ليا هاد الورقة عافاك', latin: 'serref liya had l-wer9a 3afak' },
  },
  {
    slug: 'wrong-change',
    text: {
      en: 'You gave me the wrong change',
      es: 'Se ha equivocado con el cambio',
      fr: 'Vous vous êtes trompé dans la monnaie',
      de: 'Sie haben mir falsch herausgegeben',
    },
    darija: { ar: 'غلطتي فالصرف', latin: 'ghletti f s-sarf' },
  },
  {
    slug: 'here-you-are',
    text: { en: 'Here you are', es: 'Aquí tiene', fr: 'Voilà', de: 'Bitte schön' },
    darija: { ar: 'هاك', latin: 'hak' },
    note: {
      en: 'Said when handing something over, to a man; to a woman: “haki”. Pay and hand things over with the right hand.',
      es: 'Se dice al entregar algo, a un hombre; a una mujer: «haki». Pague y entregue las cosas con la mano derecha.',
      fr: 'Se dit en tendant quelque chose, à un homme ; à une femme : « haki ». Payez et tendez les choses de la main droite.',
      de: 'Sagt man beim Überreichen, zu einem Mann; zu einer Frau: „haki“. Zahlen und reichen Sie Dinge mit der rechten Hand.',
    },
  },
  {
    slug: 'i-already-paid',
    text: {
      en: 'I’ve already paid',
      es: 'Ya he pagado',
      fr: 'J’ai déjà payé',
      de: 'Ich habe schon bezahlt',
    },
    darija: { ar: 'راه خلصت', latin: 'rah khellest' },
  },
  {
    slug: 'a-receipt-please',
    text: {
      en: 'Can I have a receipt, please?',
      es: '¿Me da un recibo, por favor?',
      fr: 'Vous pouvez me donner un reçu ?',
      de: 'Kann ich bitte eine Quittung haben?',
    },
    darija: { ar: 'عطيني الوصل عافاك', latin: '3tini l-wasl 3afak' },
  },
  {
    slug: 'its-free',
    text: { en: 'It’s free', es: 'Es gratis', fr: 'C’est gratuit', de: 'Das ist kostenlos' },
    darija: { ar: 'فابور', latin: 'fabor' },
    note: {
      en: '“Fabor” means free of charge. In tourist areas, something offered “free” (a visit, a henna drawing) can come with a request for money afterwards.',
      es: '«Fabor» significa gratis. En zonas turísticas, algo ofrecido «gratis» (una visita, un dibujo de henna) puede acabar con una petición de dinero.',
      fr: '« Fabor » veut dire gratuit. Dans les lieux touristiques, ce qui est offert « gratuitement » (une visite, un dessin au henné) peut finir par une demande d’argent.',
      de: '„Fabor“ heißt kostenlos. In Touristengegenden kann etwas „Kostenloses“ (eine Führung, ein Henna-Bild) hinterher mit einer Geldforderung enden.',
    },
  },
  {
    slug: 'a-little-tip',
    text: {
      en: 'This is for you (a tip)',
      es: 'Esto es para usted (una propina)',
      fr: 'C’est pour vous (un pourboire)',
      de: 'Das ist für Sie (Trinkgeld)',
    },
    darija: { ar: 'هادي القهوة ديالك', latin: 'hadi l-9ahwa dyalek' },
    note: {
      en: 'Literally “this is your coffee”: the usual polite way to give a small tip.',
      es: 'Literalmente «esto es tu café»: la forma educada habitual de dar una pequeña propina.',
      fr: 'Littéralement « voici ton café » : la façon polie habituelle de donner un petit pourboire.',
      de: 'Wörtlich „das ist dein Kaffee“: die übliche höfliche Art, ein kleines Trinkgeld zu geben.',
    },
  },
]);
