// Chefchaouen places people ask a petit taxi to reach (the upper medina is on foot: taxis stop at its gates).
// Source: the author's knowledge of public maps (OpenStreetMap names and positions, Wikipedia articles of the
// kasbah and the Spanish mosque). Coordinates are approximate, to about 100 m. The town is small and the author
// knew fewer places here with that confidence, so the list is shorter than the brief's 20.
// Re-checked 2026-11 (issue 17): each row's last field says where its position comes from. Points the trip
// catalog had checked against stored Wikipedia copies replaced ours when they differed by more than 100 m;
// airports are the terminals where taxis wait where a source gave them; rows marked UNCONFIRMED were found off
// by a check and no better source was found; "not re-checked" rows are the author's map knowledge as before.
import { definePlaces } from './define-places';

export const CHEFCHAOUEN_PLACES = definePlaces('chefchaouen', [
  ['bus-station', 'bus-station', ['Chefchaouen Bus Station', 'Gare Routière Chefchaouen', 'CTM Chefchaouen', 'Chaouen bus station'], 'المحطة الطرقية شفشاون', 35.1625, -5.2715, 'author’s OSM knowledge, not re-checked against a stored copy'],
  ['outa-el-hammam', 'square', ['Plaza Uta el-Hammam', 'Place Outa El Hammam', 'Outa el Hammam', 'Uta el Hammam', 'Plaza Uta'], 'ساحة وطاء الحمام', 35.1686, -5.2628, 'author’s OSM knowledge; not re-checked (the trip catalog repeats the same point, not an independent check)'],
  ['kasbah', 'museum', ['Kasbah of Chefchaouen', 'Kasbah Museum', 'Kasbah Chefchaouen', 'Casbah'], 'قصبة شفشاون', 35.169456, -5.264603, 'avygeo.fr guide "Kasbah de Chefchaouen" (GPS 35.169456, -5.264603; on the Place Outa El-Hammam); re-checked 2026-11: moved 160 m to this source’s point'],
  ['grand-mosque', 'mosque', ['Grand Mosque of Chefchaouen', 'Great Mosque', 'Grande Mosquée'], 'المسجد الأعظم', 35.1688, -5.2622, 'wikipedia:en:Grand_Mosque_of_Chefchaouen; read via a movatter.jp copy: 35°10′6.35″N 5°15′44.4″W (35.1684306, -5.262333), checked 2026-11-24; agrees within 43 m (position kept)'],
  ['spanish-mosque', 'mosque', ['Spanish Mosque', 'Mosquée Espagnole', 'Bouzaafar Mosque', 'Jemaa Bouzafar'], 'المسجد الإسباني', 35.1705, -5.2540, 'agrees with the trip catalog chefchaouen:spanish-mosque within 67 m'],
  ['ras-el-maa', 'landmark', ['Ras El Maa', 'Ras el Ma', 'Ras El Maa waterfall', 'Oued Laou spring'], 'رأس الماء', 35.1710, -5.2575, 'agrees with the trip catalog chefchaouen:ras-el-maa within 35 m'],
  ['bab-el-ain', 'medina-gate', ['Bab el Ain', 'Bab Al Ain', 'Bab el Aïn'], 'باب العين', 35.1675, -5.2655, 'author’s OSM knowledge; not re-checked (the trip catalog repeats the same point, not an independent check)'],
  ['bab-souk', 'medina-gate', ['Bab Souk', 'Bab Souq', 'Bab es-Souk'], 'باب السوق', 35.1695, -5.2610, 'author’s OSM knowledge; not re-checked (the trip catalog repeats the same point, not an independent check)'],
  ['bab-onsar', 'medina-gate', ['Bab Onsar', 'Bab Ansar', 'Bab el Ansar'], 'باب العنصر', 35.1718, -5.2592, 'author’s OSM knowledge; not re-checked (the trip catalog repeats the same point, not an independent check)'],
  ['plaza-el-haouta', 'square', ['Plaza el Haouta', 'Place El Haouta', 'Haouta Square'], 'ساحة الحوطة', 35.16904, -5.2637, 'OpenStreetMap node 3168386764, amenity=fountain “Haouta” (35.1690391, -5.2637043), the square’s fountain, beside the nodes Café haouta, Zaouia Issaouiya al Haouta and Centre de santé Al Haouta, in the OpenStreetMap node extract of 2019-09-09 published as github.com/ObiWanLansi/GeoData Africa/morocco.sqlite.zip (commit 3f600c7), checked 2026-11-24; moved 202 m to this source’s point'],
  ['plaza-el-majzen', 'square', ['Plaza el Majzen', 'Place El Makhzen', 'Makhzen Square'], 'ساحة المخزن', 35.1682, -5.2638, 'author’s OSM knowledge, not re-checked against a stored copy'],
  ['place-mohammed-v', 'square', ['Place Mohammed V', 'Plaza Mohammed V Chefchaouen', 'Mohammed V Square'], 'ساحة محمد الخامس', 35.1660, -5.2695, 'author’s OSM knowledge; not re-checked (the trip catalog repeats the same point, not an independent check)'],
  ['medina', 'neighbourhood', ['Medina of Chefchaouen', 'Blue City', 'Chaouen Medina', 'Médina de Chefchaouen'], 'المدينة القديمة', 35.1692, -5.2620, 'agrees with the trip catalog chefchaouen:blue-medina within 62 m'],
  ['ville-nouvelle', 'neighbourhood', ['Ville Nouvelle Chefchaouen', 'New Town Chefchaouen', 'Avenue Hassan II Chefchaouen'], 'المدينة الجديدة', 35.1650, -5.2700, 'area: a spot inside the district (author’s OSM knowledge, not re-checked)'],
  ['parador', 'hotel', ['Hotel Parador', 'Parador Chefchaouen', 'Parador'], 'فندق بارادور', 35.16883, -5.26057, 'OpenStreetMap node 3896872321, amenity=bar “Hôtel Parador” (35.1688348, -5.2605724), the hotel’s bar, beside the nodes Restaurant Parador and Parking Parador, in the OpenStreetMap node extract of 2019-09-09 published as github.com/ObiWanLansi/GeoData Africa/morocco.sqlite.zip (commit 3f600c7), checked 2026-11-24; moved 358 m to this source’s point'],
  ['souika', 'neighbourhood', ['Souika', 'Souika Quarter', 'Hay Souika', 'Swika'], 'حي السويقة', 35.1680, -5.2648, 'author’s OSM knowledge; not re-checked (the trip catalog repeats the same point, not an independent check)'],
  ['rif-el-andalous', 'neighbourhood', ['Rif el Andalous', 'Andalusian Quarter', 'Quartier Andalou', 'Rif Andalus'], 'ريف الأندلس', 35.1702, -5.2622, 'agrees with the trip catalog chefchaouen:rif-el-andalous-quarter within 18 m'],
  ['onsar', 'neighbourhood', ['El Onsar', 'Onsar Quarter', 'Hay El Ansar', 'Onssar'], 'حي العنصر', 35.1712, -5.2600, 'author’s OSM knowledge; not re-checked (the trip catalog repeats the same point, not an independent check)'],
]);
