// Spanish plans speak to the visitor as usted, as every screen does (locales.test). A regular tú imperative
// ('reserva', 'lleva') reads like the third person, so only what cannot be usted is looked for: tú's pronouns and
// possessives, the irregular imperatives without a look-alike, and an imperative with an enclitic te ('báñate',
// 'vístete', 'llévatela'; usted says 'báñese', and its 'visítelo' has no enclitic te). 'tuya' is thuya wood in the
// catalog, not a possessive.
const TU_WORDS = /(?<![\p{L}])(tú|tu|tus|te|ti|contigo|haz|pon|ten|di)(?![\p{L}])/iu;
const TE_ENCLITIC = /(?<![\p{L}])(?!\p{L}*mente(?![\p{L}]))\p{L}*[áéíóú]\p{L}*[ae]te(l[oa]s?)?(?![\p{L}])/iu;

/** The first tú form in a Spanish text, or null. */
export function tuFormIn(text: string): string | null {
  return (TU_WORDS.exec(text) ?? TE_ENCLITIC.exec(text))?.[0] ?? null;
}
