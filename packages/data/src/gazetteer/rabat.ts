// Rabat (and Salé across the Bouregreg) places people ask a petit taxi to reach.
// Source: the author's knowledge of public maps (OpenStreetMap names and positions, ONCF stations, Wikipedia
// articles of the monuments). Coordinates are approximate, to about 100 m; neighbourhood points are a spot inside
// the district. Places whose position was not known with that confidence (e.g. the Kamra bus station) were left out.
import { definePlaces } from './define-places';

export const RABAT_PLACES = definePlaces('rabat', [
  ['rabat-sale-airport', 'airport', ['Rabat-Salé Airport', 'Aéroport Rabat-Salé', 'Rabat airport', 'RBA'], 'مطار الرباط سلا', 34.0515, -6.7515],
  ['rabat-ville-station', 'train-station', ['Rabat-Ville Station', 'Gare Rabat-Ville', 'Rabat Ville', 'Rabat train station'], 'محطة الرباط المدينة', 34.0160, -6.8355],
  ['rabat-agdal-station', 'train-station', ['Rabat-Agdal Station', 'Gare Rabat-Agdal', 'Rabat Agdal', 'Gare Agdal'], 'محطة الرباط أكدال', 33.9995, -6.8525],
  ['hassan-tower', 'landmark', ['Hassan Tower', 'Tour Hassan', 'Le Tour Hassan', 'Hassan Mosque'], 'صومعة حسان', 34.0240, -6.8225],
  ['mausoleum-mohammed-v', 'landmark', ['Mausoleum of Mohammed V', 'Mausolée Mohammed V', 'Mohammed V Mausoleum'], 'ضريح محمد الخامس', 34.0236, -6.8215],
  ['kasbah-oudayas', 'landmark', ['Kasbah of the Udayas', 'Kasbah des Oudayas', 'Oudayas', 'Oudaya', 'Kasbah Oudaya'], 'قصبة الأوداية', 34.0310, -6.8365],
  ['andalusian-gardens', 'garden', ['Andalusian Gardens', 'Jardins Andalous', 'Jardin Andalou'], 'الحدائق الأندلسية', 34.0303, -6.8352],
  ['chellah', 'landmark', ['Chellah', 'Chella', 'Sala Colonia', 'Necropolis of Chellah'], 'شالة', 34.0068, -6.8215],
  ['jardin-d-essais', 'garden', ['Jardin d’Essais Botaniques', 'Jardin d’Essais', 'Botanical Test Garden'], 'حديقة التجارب', 34.0075, -6.8395],
  ['medina', 'neighbourhood', ['Medina of Rabat', 'Médina de Rabat', 'Old Medina Rabat', 'Rabat Medina'], 'المدينة القديمة', 34.0240, -6.8330],
  ['rue-des-consuls', 'market', ['Rue des Consuls', 'Souk Rue des Consuls'], 'زنقة القناصل', 34.0275, -6.8350],
  ['bab-el-had', 'medina-gate', ['Bab El Had', 'Bab el-Had', 'Bab Lhad'], 'باب الأحد', 34.0205, -6.8385],
  ['bab-rouah', 'medina-gate', ['Bab Rouah', 'Bab er-Rouah', 'Bab Rwah'], 'باب الرواح', 34.0120, -6.8410],
  ['bab-el-alou', 'medina-gate', ['Bab El Alou', 'Bab Laalou', 'Bab el-Alou'], 'باب العلو', 34.0265, -6.8400],
  ['royal-palace', 'landmark', ['Royal Palace of Rabat', 'Palais Royal de Rabat', 'Dar al-Makhzen Rabat', 'Mechouar'], 'القصر الملكي', 34.0105, -6.8325],
  ['parliament', 'landmark', ['Parliament of Morocco', 'Parlement', 'Parliament Rabat', 'Avenue Mohammed V Rabat'], 'البرلمان', 34.0175, -6.8345],
  ['saint-pierre-cathedral', 'landmark', ['Saint-Pierre Cathedral', 'Cathédrale Saint-Pierre de Rabat', 'Place du Golan'], 'كاتدرائية القديس بطرس', 34.0160, -6.8360],
  ['mmvi-museum', 'museum', ['Mohammed VI Museum of Modern and Contemporary Art', 'Musée Mohammed VI', 'MMVI', 'Musée d’Art Moderne Rabat'], 'متحف محمد السادس للفن الحديث والمعاصر', 34.0165, -6.8380],
  ['rabat-beach', 'beach', ['Rabat Beach', 'Plage de Rabat', 'Plage des Oudayas'], 'شاطئ الرباط', 34.0330, -6.8370],
  ['marina-bouregreg', 'port', ['Marina Bouregreg', 'Bouregreg Marina', 'Marina de Salé'], 'مارينا أبي رقراق', 34.0290, -6.8250],
  ['agdal', 'neighbourhood', ['Agdal', 'Agdal Rabat', 'Quartier Agdal'], 'أكدال', 34.0000, -6.8480],
  ['hassan', 'neighbourhood', ['Hassan', 'Quartier Hassan', 'Hassan Rabat'], 'حسان', 34.0200, -6.8300],
  ['hay-riad', 'neighbourhood', ['Hay Riad', 'Hay Ryad', 'Riad Rabat'], 'حي الرياض', 33.9600, -6.8700],
  ['souissi', 'neighbourhood', ['Souissi', 'Quartier Souissi'], 'السويسي', 33.9850, -6.8300],
  ['ocean', 'neighbourhood', ['L’Océan', 'Quartier de l’Océan', 'Ocean Rabat'], 'المحيط', 34.0230, -6.8500],
  ['les-orangers', 'neighbourhood', ['Les Orangers', 'Quartier des Orangers', 'Orangers'], 'الليمون', 34.0140, -6.8430],
  ['diour-jamaa', 'neighbourhood', ['Diour Jamaa', 'Diour Jemaa'], 'ديور الجامع', 34.0130, -6.8500],
  ['akkari', 'neighbourhood', ['Akkari', 'Akkari Rabat'], 'العكاري', 34.0100, -6.8600],
  ['yacoub-el-mansour', 'neighbourhood', ['Yacoub El Mansour', 'Yaacoub El Mansour', 'YEM'], 'يعقوب المنصور', 34.0030, -6.8720],
  ['sale-medina', 'neighbourhood', ['Salé Medina', 'Médina de Salé', 'Salé', 'Sale'], 'سلا', 34.0380, -6.8200],
  ['bab-mrisa', 'medina-gate', ['Bab Mrisa', 'Bab Mrissa', 'Bab Mrisa Salé'], 'باب المريسة', 34.0335, -6.8215],
  ['la-tour-hassan-hotel', 'hotel', ['La Tour Hassan Palace', 'Hôtel La Tour Hassan', 'Tour Hassan Hotel'], 'فندق صومعة حسان', 34.0190, -6.8305],
  ['as-sunna-mosque', 'mosque', ['As-Sunna Mosque', 'Mosquée Assounna', 'Sounna Mosque', 'Jamaa Sunna'], 'مسجد السنة', 34.0125, -6.8345],
  ['history-civilizations-museum', 'museum', ['Museum of History and Civilizations', 'Musée de l’Histoire et des Civilisations', 'Archaeological Museum Rabat', 'Musée archéologique de Rabat'], 'متحف التاريخ والحضارات', 34.0118, -6.8330],
  ['bab-zaer', 'medina-gate', ['Bab Zaer', 'Bab Zaër', 'Bab Zair'], 'باب زعير', 34.0085, -6.8265],
  ['hotel-balima', 'hotel', ['Hôtel Balima', 'Hotel Balima', 'Balima'], 'فندق باليما', 34.0180, -6.8350],
]);
