// Essaouira places people ask a petit taxi to reach (the medina itself is car-free: taxis stop at its gates).
// Source: the author's knowledge of public maps (OpenStreetMap names and positions, Wikipedia articles of the
// ramparts and the port). Coordinates are approximate, to about 100 m. Places whose position was not known with
// that confidence were left out.
// Re-checked 2026-11 (issue 17): each row's last field says where its position comes from. Points the trip
// catalog had checked against stored Wikipedia copies replaced ours when they differed by more than 100 m;
// airports are the terminals where taxis wait where a source gave them; rows marked UNCONFIRMED were found off
// by a check and no better source was found; "not re-checked" rows are the author's map knowledge as before.
import { definePlaces } from './define-places';

export const ESSAOUIRA_PLACES = definePlaces('essaouira', [
  ['mogador-airport', 'airport', ['Essaouira-Mogador Airport', 'Aéroport Essaouira-Mogador', 'Essaouira airport', 'Mogador airport', 'ESU'], 'مطار الصويرة موكادور', 31.3975, -9.6817, 'runway reference point (en.wikipedia: Essaouira-Mogador Airport); UNCONFIRMED terminal: no source for the position of the terminal’s taxi rank was found (searched 2026-11), so the point stays the reference point'],
  ['bus-station', 'bus-station', ['Essaouira Bus Station', 'Gare Routière Essaouira', 'Gare routière', 'CTM Essaouira'], 'المحطة الطرقية الصويرة', 31.5185, -9.7620, 'author’s OSM knowledge, not re-checked against a stored copy'],
  ['medina', 'neighbourhood', ['Medina of Essaouira', 'Médina d’Essaouira', 'Essaouira Medina', 'Mogador'], 'المدينة القديمة', 31.5130, -9.7700, 'area: a spot inside the district (author’s OSM knowledge, not re-checked)'],
  ['mellah', 'neighbourhood', ['Mellah', 'Mellah Essaouira', 'Jewish Quarter Essaouira'], 'الملاح', 31.5165, -9.7685, 'author’s OSM knowledge; not re-checked (the trip catalog repeats the same point, not an independent check)'],
  ['bab-doukkala', 'medina-gate', ['Bab Doukkala', 'Bab Doukkala Essaouira', 'Porte Doukkala'], 'باب دكالة', 31.5165, -9.7650, 'falktime.com "Medina of Essaouira" (the author’s GPS, 31°30′58.3″N 9°45′57″W); re-checked 2026-11: agrees within 86 m (position kept)'],
  ['bab-marrakech', 'medina-gate', ['Bab Marrakech', 'Bab Marrakech Essaouira', 'Porte de Marrakech'], 'باب مراكش', 31.51193, -9.76587, 'falktime.com "Medina of Essaouira" (the author’s GPS, 31°30′42.9″N 9°45′57.1″W); re-checked 2026-11: moved 144 m to this source’s point'],
  ['bab-sbaa', 'medina-gate', ['Bab Sbaa', 'Bab Sebaa', 'Bab Sba’a'], 'باب السبع', 31.51133, -9.7698, 'falktime.com "Medina of Essaouira" (the author’s GPS, 31°30′40.8″N 9°46′11.3″W); re-checked 2026-11: moved 154 m to this source’s point'],
  ['bab-el-mersa', 'medina-gate', ['Bab el Mersa', 'Porte de la Marine', 'Bab Marine', 'Sea Gate'], 'باب المرسى', 31.509986, -9.773597, 'falktime.com “Scala du Port, port of Essaouira and fish market” (Bab el-Marsa GPS coordinates 31°30′36″N 9°46′25″W, 31.509986, -9.773597); re-checked 2026-11: moved 189 m to this source’s point'],
  ['place-moulay-hassan', 'square', ['Place Moulay Hassan', 'Moulay Hassan Square'], 'ساحة مولاي الحسن', 31.5115, -9.7713, 'author’s OSM knowledge; not re-checked (the trip catalog repeats the same point, not an independent check)'],
  ['place-orson-welles', 'square', ['Place Orson Welles', 'Orson Welles Square'], 'ساحة أورسون ويلز', 31.5085, -9.7675, 'author’s OSM knowledge; not re-checked (the trip catalog repeats the same point, not an independent check)'],
  ['skala-de-la-ville', 'landmark', ['Skala de la Ville', 'Sqala de la Ville', 'Ramparts of Essaouira', 'Skala'], 'سقالة المدينة', 31.5155, -9.7710, 'wikipedia:en:Essaouira; agrees with the trip catalog essaouira:skala-de-la-ville within 24 m'],
  ['skala-du-port', 'landmark', ['Skala du Port', 'Sqala du Port', 'Port Bastion'], 'سقالة الميناء', 31.510372, -9.774120, 'falktime.com “Scala du Port, port of Essaouira and fish market” (Sqala du Port GPS coordinates 31°30′37.3″N 9°46′26.8″W, 31.510372, -9.774120); re-checked 2026-11: moved 135 m to this source’s point'],
  ['port', 'port', ['Port of Essaouira', 'Port d’Essaouira', 'Essaouira fishing port', 'Port de pêche'], 'ميناء الصويرة', 31.5093, -9.7737, 'wikipedia:en:Essaouira; author’s OSM knowledge; not re-checked (the trip catalog repeats the same point, not an independent check)'],
  ['souk-jdid', 'market', ['Souk Jdid', 'Marché aux poissons', 'Fish market Essaouira', 'Marché aux épices'], 'السوق الجديد', 31.5140, -9.7680, 'author’s OSM knowledge; not re-checked (the trip catalog repeats the same point, not an independent check)'],
  ['sidi-mohammed-ben-abdallah-museum', 'museum', ['Sidi Mohammed Ben Abdallah Museum', 'Musée Sidi Mohammed Ben Abdallah', 'Dar Souiri Museum'], 'متحف سيدي محمد بن عبد الله', 31.5139, -9.7714, 'wikipedia:en:Sidi_Mohammed_ben_Abdallah_Museum; trip catalog essaouira:sidi-mohammed-ben-abdallah-museum, cross-checked against stored Wikipedia copies (moved 180 m)'],
  ['beach', 'beach', ['Essaouira Beach', 'Plage d’Essaouira', 'Avenue Mohammed V Essaouira'], 'شاطئ الصويرة', 31.5030, -9.7620, 'wikipedia:en:Essaouira; agrees with the trip catalog essaouira:essaouira-beach within 47 m'],
  ['diabat', 'neighbourhood', ['Diabat', 'Diabat village', 'Douar Diabat'], 'الديابات', 31.4870, -9.7550, 'area: a spot inside the district (author’s OSM knowledge, not re-checked)'],
  ['heure-bleue', 'hotel', ['Heure Bleue Palais', 'L’Heure Bleue', 'Heure Bleue Essaouira'], 'فندق الساعة الزرقاء', 31.5122, -9.7655, 'author’s OSM knowledge; not re-checked (the trip catalog repeats the same point, not an independent check)'],
  ['medina-thalassa', 'hotel', ['Le Médina Essaouira Hotel Thalassa', 'Hotel Atlas Essaouira', 'Médina Thalassa'], 'فندق المدينة تالاسا', 31.5055, -9.7640, 'author’s OSM knowledge, not re-checked against a stored copy'],
  ['kasbah', 'neighbourhood', ['Kasbah of Essaouira', 'Kasbah Essaouira', 'Quartier de la Kasbah'], 'القصبة', 31.5115, -9.7700, 'area: a spot inside the district (author’s OSM knowledge, not re-checked)'],
  ['haim-pinto-synagogue', 'landmark', ['Haim Pinto Synagogue', 'Synagogue Rabbi Haim Pinto', 'Haïm Pinto'], 'كنيس الحاخام حاييم بينتو', 31.51595, -9.76733, 'wikipedia:en:Chaim_Pinto_Synagogue; read via the de.wikial.top mirror: 31°30′57.431″N 9°46′2.381″W; re-checked 2026-11: moved 148 m to this source’s point'],
  ['jewish-cemetery', 'landmark', ['Jewish Cemetery of Essaouira', 'Cimetière juif d’Essaouira', 'Old Jewish Cemetery'], 'المقبرة اليهودية', 31.5180, -9.7660, 'author’s OSM knowledge; not re-checked (the trip catalog repeats the same point, not an independent check)'],
  ['cafe-taros', 'landmark', ['Taros', 'Café Taros', 'Taros Café Essaouira'], 'مقهى طاروس', 31.5118, -9.7710, 'author’s OSM knowledge; not re-checked (the trip catalog repeats the same point, not an independent check)'],
  ['villa-maroc', 'hotel', ['Villa Maroc', 'Hôtel Villa Maroc', 'Villa Maroc Essaouira'], 'فندق فيلا المغرب', 31.5120, -9.7705, 'author’s OSM knowledge; not re-checked (the trip catalog repeats the same point, not an independent check)'],
  ['hotel-des-iles', 'hotel', ['Hôtel des Îles', 'Hotel des Iles', 'Hôtel des Îles Essaouira'], 'فندق الجزر', 31.5092, -9.7680, 'author’s OSM knowledge, not re-checked against a stored copy'],
]);
