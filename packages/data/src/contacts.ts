// Emergency and travel numbers in Morocco (spec 2 "Emergency contacts"). Every number says where it comes
// from. Where the spec's number is known to be outdated, `current` holds the number the service publishes
// now and the screen shows it beside the spec's.

export interface ContactSource {
  label: string;
  url?: string;
}

export interface ContactNumber {
  /** As dialled in Morocco, grouped for reading. */
  display: string;
  /** The number now published by the service, when the spec's one is outdated. */
  current?: { display: string; source: ContactSource };
  source: ContactSource;
}

export interface EmergencyService {
  /** Also the i18n key of the service name (contacts namespace, `services.<id>`). */
  id: 'police' | 'ambulance-fire' | 'gendarmerie' | 'anti-poison' | 'health-emergency' | 'directory' | 'train-info' | 'airport';
  numbers: ContactNumber[];
}

const SPEC: ContactSource = { label: 'Mizan product specification, section 2 (emergency contacts table)' };
// Read on 2026-11-25. The CAPM's report lists '00 212 (0) 37 68 64 64' for urgent calls, 7 days a week and 24 hours a
// day: the spec's number before Morocco's fixed numbers took their leading 05 (ANRT's ten-digit plan). The same page
// gives '0810 00 180' as a local-rate line, which no later page we could read confirms: not shown.
const CAPM: ContactSource = {
  label: 'Centre Anti Poison et de Pharmacovigilance du Maroc (CAPM), Rabat, annual report 2003: urgent calls',
  url: 'https://doczz.fr/doc/3526168/rapport-annuel-2003',
};
// Read on 2026-11-25: 141 is the health ministry's medical emergency (SAMU) number, 15 the Civil Protection's (the
// page itself finds little it can verify about either).
const TREK_MEDICS: ContactSource = {
  label: 'Trek Medics International, emergency numbers database: Morocco',
  url: 'https://trekmedics.org/database/morocco-2/',
};
// Read on 2026-11-25: a reminder of the emergency numbers in Challenge (a Moroccan business weekly), August 2022:
// police 19, and 112 from a mobile; Gendarmerie royale 177; ambulances and fire 150 (and 15).
const CHALLENGE: ContactSource = {
  label: 'Challenge.ma, “Maroc : ces numéros qu’il faut avoir en cas d’urgence”, August 2022',
  url: 'https://www.challenge.ma/maroc-ces-numeros-quil-faut-avoir-en-cas-durgence-243599/',
};
// Read on 2026-11-25: the Civil Protection's own public blog (December 2014) names its 15 and the police's 19 and the
// Gendarmerie's 177 as the three interconnected emergency numbers.
const PROTECTION_CIVILE: ContactSource = {
  label: 'La Protection Civile Marocaine, “Alerter le 15 : les règles pour une alerte efficace”, December 2014',
  url: 'https://protectioncivilemarocaine.over-blog.com/2014/12/alerter-le-15-les-regles-pour-une-alerte-efficace.html',
};
// Read on 2026-11-25: Libération (Morocco) calls 160 Maroc Telecom's directory enquiries. The article is from 2001;
// no later page we could read names the number, so it stays the spec's number with this oldest source.
const LIBE_160: ContactSource = {
  label: 'Libération (libe.ma), on Maroc Telecom’s directory enquiries 160, May 2001',
  url: 'https://libe.ma/Quand-le-160-ne-fonctionne-pas-toute-une-matinee-sans-explication-Comment-l-operateur-historique-est-venu-a-bout-de-la_a19450.html',
};
const ONCF: ContactSource = { label: 'ONCF (Moroccan railways) customer service, oncf.ma', url: 'https://www.oncf.ma/' };

export const EMERGENCY_SERVICES: EmergencyService[] = [
  { id: 'police', numbers: [{ display: '19', source: PROTECTION_CIVILE }, { display: '112', source: CHALLENGE }] },
  { id: 'ambulance-fire', numbers: [{ display: '15', source: TREK_MEDICS }, { display: '150', source: CHALLENGE }] },
  { id: 'gendarmerie', numbers: [{ display: '177', source: PROTECTION_CIVILE }] },
  { id: 'anti-poison', numbers: [{ display: '05 37 68 64 64', source: CAPM }] },
  { id: 'health-emergency', numbers: [{ display: '141', source: TREK_MEDICS }] },
  { id: 'directory', numbers: [{ display: '160', source: LIBE_160 }] },
  { id: 'train-info', numbers: [{ display: '08 90 20 30 40', source: SPEC, current: { display: '2255', source: ONCF } }] },
  // 05 22 is Casablanca's area code (ANRT's numbering plan): the screen names the city, so a visitor elsewhere
  // does not take these for their own airport's.
  { id: 'airport', numbers: [{ display: '05 22 53 90 40', source: SPEC }, { display: '05 22 53 91 40', source: SPEC }] },
];

/**
 * The `tel:` URI of a displayed number. A fixed or mobile number (05, 06, 07 in ANRT's numbering plan) is dialled
 * in international form, +212 and its leading 0 dropped: a visitor's foreign SIM roaming in Morocco may read
 * '05…' as a number of its home country, while '+212 5…' reaches the same line from any phone. Short codes
 * (19, 15, 2255) and special-rate 08 numbers only exist inside Moroccan networks and stay as they are.
 */
export function telHref(display: string): string {
  const digits = display.replace(/\s+/g, '');
  return /^0[5-7]\d{8}$/.test(digits) ? `tel:+212${digits.slice(1)}` : `tel:${digits}`;
}
