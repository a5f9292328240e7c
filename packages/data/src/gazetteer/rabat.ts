// Rabat (and Salé across the Bouregreg) places people ask a petit taxi to reach.
// Source: the author's knowledge of public maps (OpenStreetMap names and positions, ONCF stations, Wikipedia
// articles of the monuments). Coordinates are approximate, to about 100 m; neighbourhood points are a spot inside
// the district. Places whose position was not known with that confidence (e.g. the Kamra bus station) were left out.
// Re-checked 2026-11 (issue 17): each row's last field says where its position comes from. Points the trip
// catalog had checked against stored Wikipedia copies replaced ours when they differed by more than 100 m;
// airports are the terminals where taxis wait where a source gave them; rows marked UNCONFIRMED were found off
// by a check and no better source was found; "not re-checked" rows are the author's map knowledge as before.
import { definePlaces } from './define-places';

export const RABAT_PLACES = definePlaces('rabat', [
  ['rabat-sale-airport', 'airport', ['Rabat-Salé Airport', 'Aéroport Rabat-Salé', 'Rabat airport', 'RBA'], 'مطار الرباط سلا', 34.0515, -6.7515, 'wikipedia:en:Rabat–Salé_Airport; the runway reference point 34°03′05″N 6°45′05″W, agrees within 16 m (re-checked 2026-11); UNCONFIRMED terminal: no source for the position of the terminal’s taxi rank was found, so the point stays the reference point'],
  ['rabat-ville-station', 'train-station', ['Rabat-Ville Station', 'Gare Rabat-Ville', 'Rabat Ville', 'Rabat train station'], 'محطة الرباط المدينة', 34.01611, -6.83694, 'wikipedia:fr:Gare_de_Rabat-Ville; 34°00′58″N 6°50′13″W; re-checked 2026-11: moved 134 m to this source’s point'],
  ['rabat-agdal-station', 'train-station', ['Rabat-Agdal Station', 'Gare Rabat-Agdal', 'Rabat Agdal', 'Gare Agdal'], 'محطة الرباط أكدال', 33.9995, -6.8525, 'author’s OSM knowledge, not re-checked against a stored copy'],
  ['hassan-tower', 'landmark', ['Hassan Tower', 'Tour Hassan', 'Le Tour Hassan', 'Hassan Mosque'], 'صومعة حسان', 34.0240, -6.8225, 'wikipedia:en:Hassan_Tower; agrees with the trip catalog rabat:hassan-tower within 18 m'],
  ['mausoleum-mohammed-v', 'landmark', ['Mausoleum of Mohammed V', 'Mausolée Mohammed V', 'Mohammed V Mausoleum'], 'ضريح محمد الخامس', 34.0236, -6.8215, 'wikipedia:en:Mausoleum_of_Mohammed_V; agrees with the trip catalog rabat:mausoleum-mohammed-v within 43 m'],
  ['kasbah-oudayas', 'landmark', ['Kasbah of the Udayas', 'Kasbah des Oudayas', 'Oudayas', 'Oudaya', 'Kasbah Oudaya'], 'قصبة الأوداية', 34.0310, -6.8365, 'wikipedia:en:Kasbah_of_the_Udayas; agrees with the trip catalog rabat:kasbah-oudayas within 51 m'],
  ['andalusian-gardens', 'garden', ['Andalusian Gardens', 'Jardins Andalous', 'Jardin Andalou'], 'الحدائق الأندلسية', 34.0303, -6.8352, 'agrees with the trip catalog rabat:andalusian-gardens within 38 m'],
  ['chellah', 'landmark', ['Chellah', 'Chella', 'Sala Colonia', 'Necropolis of Chellah'], 'شالة', 34.0068, -6.8215, 'wikipedia:en:Chellah; agrees with the trip catalog rabat:chellah within 65 m'],
  ['jardin-d-essais', 'garden', ['Jardin d’Essais Botaniques', 'Jardin d’Essais', 'Botanical Test Garden'], 'حديقة التجارب', 34.0075, -6.8395, 'author’s OSM knowledge; not re-checked (the trip catalog repeats the same point, not an independent check)'],
  ['medina', 'neighbourhood', ['Medina of Rabat', 'Médina de Rabat', 'Old Medina Rabat', 'Rabat Medina'], 'المدينة القديمة', 34.0240, -6.8330, 'area: a spot inside the district (author’s OSM knowledge, not re-checked)'],
  ['rue-des-consuls', 'market', ['Rue des Consuls', 'Souk Rue des Consuls'], 'زنقة القناصل', 34.0275, -6.8350, 'author’s OSM knowledge; not re-checked (the trip catalog repeats the same point, not an independent check)'],
  ['bab-el-had', 'medina-gate', ['Bab El Had', 'Bab el-Had', 'Bab Lhad'], 'باب الأحد', 34.0205, -6.8385, 'author’s OSM knowledge; not re-checked (the trip catalog repeats the same point, not an independent check)'],
  ['bab-rouah', 'medina-gate', ['Bab Rouah', 'Bab er-Rouah', 'Bab Rwah'], 'باب الرواح', 34.0131, -6.8403, 'wikipedia:en:Bab_er-Rouah; trip catalog rabat:bab-rouah, cross-checked against stored Wikipedia copies (moved 138 m)'],
  ['bab-el-alou', 'medina-gate', ['Bab El Alou', 'Bab Laalou', 'Bab el-Alou'], 'باب العلو', 34.0265, -6.8400, 'author’s OSM knowledge, not re-checked against a stored copy'],
  ['royal-palace', 'landmark', ['Royal Palace of Rabat', 'Palais Royal de Rabat', 'Dar al-Makhzen Rabat', 'Mechouar'], 'القصر الملكي', 34.0030, -6.8341, 'wikipedia:en:Royal_Palace_of_Rabat; trip catalog rabat:royal-palace, cross-checked against stored Wikipedia copies (moved 847 m)'],
  ['parliament', 'landmark', ['Parliament of Morocco', 'Parlement', 'Parliament Rabat', 'Avenue Mohammed V Rabat'], 'البرلمان', 34.0175, -6.8345, 'author’s OSM knowledge, not re-checked against a stored copy'],
  ['saint-pierre-cathedral', 'landmark', ['Saint-Pierre Cathedral', 'Cathédrale Saint-Pierre de Rabat', 'Place du Golan'], 'كاتدرائية القديس بطرس', 34.01778, -6.83139, 'wikipedia:en:St._Peter%27s_Cathedral,_Rabat; 34°01′04″N 6°49′53″W; re-checked 2026-11: moved 469 m to this source’s point'],
  ['mmvi-museum', 'museum', ['Mohammed VI Museum of Modern and Contemporary Art', 'Musée Mohammed VI', 'MMVI', 'Musée d’Art Moderne Rabat'], 'متحف محمد السادس للفن الحديث والمعاصر', 34.0148, -6.8370, 'wikipedia:en:Mohammed_VI_Museum_of_Modern_and_Contemporary_Art; trip catalog rabat:mmvi, cross-checked against stored Wikipedia copies (moved 210 m)'],
  ['rabat-beach', 'beach', ['Rabat Beach', 'Plage de Rabat', 'Plage des Oudayas'], 'شاطئ الرباط', 34.0333, -6.8352, 'trip catalog rabat:rabat-beach, cross-checked against stored Wikipedia copies (moved 169 m)'],
  ['marina-bouregreg', 'port', ['Marina Bouregreg', 'Bouregreg Marina', 'Marina de Salé'], 'مارينا أبي رقراق', 34.0290, -6.8250, 'author’s OSM knowledge; not re-checked (the trip catalog repeats the same point, not an independent check)'],
  ['agdal', 'neighbourhood', ['Agdal', 'Agdal Rabat', 'Quartier Agdal'], 'أكدال', 34.00861, -6.84139, 'wikipedia:fr:Agdal_(Rabat); 34°00′31″N 6°50′29″W; re-checked 2026-11: moved 1135 m to this source’s point'],
  ['hassan', 'neighbourhood', ['Hassan', 'Quartier Hassan', 'Hassan Rabat'], 'حسان', 34.0200, -6.8300, 'area: a spot inside the district (author’s OSM knowledge, not re-checked)'],
  ['hay-riad', 'neighbourhood', ['Hay Riad', 'Hay Ryad', 'Riad Rabat'], 'حي الرياض', 33.9600, -6.8700, 'area: a spot inside the district (author’s OSM knowledge, not re-checked)'],
  ['souissi', 'neighbourhood', ['Souissi', 'Quartier Souissi'], 'السويسي', 33.9850, -6.8300, 'area: a spot inside the district (author’s OSM knowledge, not re-checked)'],
  ['ocean', 'neighbourhood', ['L’Océan', 'Quartier de l’Océan', 'Ocean Rabat'], 'المحيط', 34.0230, -6.8500, 'area: a spot inside the district (author’s OSM knowledge, not re-checked)'],
  ['les-orangers', 'neighbourhood', ['Les Orangers', 'Quartier des Orangers', 'Orangers'], 'الليمون', 34.0140, -6.8430, 'area: a spot inside the district (author’s OSM knowledge, not re-checked)'],
  ['diour-jamaa', 'neighbourhood', ['Diour Jamaa', 'Diour Jemaa'], 'ديور الجامع', 34.0130, -6.8500, 'area: a spot inside the district (author’s OSM knowledge, not re-checked)'],
  ['akkari', 'neighbourhood', ['Akkari', 'Akkari Rabat'], 'العكاري', 34.0100, -6.8600, 'area: a spot inside the district (author’s OSM knowledge, not re-checked)'],
  ['yacoub-el-mansour', 'neighbourhood', ['Yacoub El Mansour', 'Yaacoub El Mansour', 'YEM'], 'يعقوب المنصور', 34.0030, -6.8720, 'area: a spot inside the district (author’s OSM knowledge, not re-checked)'],
  ['sale-medina', 'neighbourhood', ['Salé Medina', 'Médina de Salé', 'Salé', 'Sale'], 'سلا', 34.0385, -6.8235, 'trip catalog rabat:sale-medina, cross-checked against stored Wikipedia copies (moved 327 m)'],
  ['bab-mrisa', 'medina-gate', ['Bab Mrisa', 'Bab Mrissa', 'Bab Mrisa Salé'], 'باب المريسة', 34.0335, -6.8215, 'author’s OSM knowledge; not re-checked (the trip catalog repeats the same point, not an independent check)'],
  ['la-tour-hassan-hotel', 'hotel', ['La Tour Hassan Palace', 'Hôtel La Tour Hassan', 'Tour Hassan Hotel'], 'فندق صومعة حسان', 34.0190, -6.8305, 'author’s OSM knowledge, not re-checked against a stored copy'],
  ['as-sunna-mosque', 'mosque', ['As-Sunna Mosque', 'Mosquée Assounna', 'Sounna Mosque', 'Jamaa Sunna'], 'مسجد السنة', 34.013306, -6.832944, 'wikipedia:en:As-Sunna_Mosque_(Rabat); read via pipiwiki.com and profilpelajar.com copies: 34°0′47.9″N 6°49′58.6″W (34.013306, -6.832944), checked 2026-11-24; moved 169 m to this source’s point'],
  ['history-civilizations-museum', 'museum', ['Museum of History and Civilizations', 'Musée de l’Histoire et des Civilisations', 'Archaeological Museum Rabat', 'Musée archéologique de Rabat'], 'متحف التاريخ والحضارات', 34.0136, -6.8314, 'wikipedia:en:Museum_of_History_and_Civilizations; trip catalog rabat:museum-history-civilizations, cross-checked against stored Wikipedia copies (moved 249 m)'],
  ['bab-zaer', 'medina-gate', ['Bab Zaer', 'Bab Zaër', 'Bab Zair'], 'باب زعير', 34.0085, -6.8265, 'author’s OSM knowledge; not re-checked (the trip catalog repeats the same point, not an independent check)'],
  ['hotel-balima', 'hotel', ['Hôtel Balima', 'Hotel Balima', 'Balima'], 'فندق باليما', 34.0180, -6.8350, 'agrees with the trip catalog rabat:hotel-balima-terrace within 29 m'],
  ['sale-merinid-madrasa', 'museum', ['Merinid Madrasa of Salé', 'Médersa mérinide de Salé', 'Madrasa Abu al-Hasan', 'Salé madrasa'], 'المدرسة المرينية بسلا', 34.0400, -6.8275, 'trip catalog rabat:merinid-madrasa-sale, beside the Great Mosque of Salé, cross-checked against stored Wikipedia copies'],
]);
