// Tangier places people ask a petit taxi to reach.
// Source: the author's knowledge of public maps (OpenStreetMap names and positions, the ONCF Tanger-Ville
// station, Wikipedia articles of the landmarks). Coordinates are approximate, to about 100 m; neighbourhood
// points are a spot inside the district. Places whose position was not known with that confidence were left out.
// Re-checked 2026-11 (issue 17): each row's last field says where its position comes from. Points the trip
// catalog had checked against stored Wikipedia copies replaced ours when they differed by more than 100 m;
// airports are the terminals where taxis wait where a source gave them; rows marked UNCONFIRMED were found off
// by a check and no better source was found; "not re-checked" rows are the author's map knowledge as before.
import { definePlaces } from './define-places';

export const TANGIER_PLACES = definePlaces('tangier', [
  ['ibn-battouta-airport', 'airport', ['Tangier Ibn Battouta Airport', 'Aéroport Tanger Ibn Battouta', 'Tanger airport', 'Tangier airport', 'TNG'], 'مطار طنجة ابن بطوطة', 35.7269, -5.9169, 'runway reference point (en.wikipedia: Tangier Ibn Battouta Airport, 35°43′36″N 5°55′W); the terminal is within about 500 m and was not re-checked'],
  ['tanger-ville-station', 'train-station', ['Tanger-Ville Station', 'Gare Tanger Ville', 'Tangier train station', 'Gare de Tanger', 'Al Boraq Tanger'], 'محطة طنجة المدينة', 35.7725, -5.7880, 'author’s OSM knowledge, not re-checked against a stored copy'],
  ['port-tanger-ville', 'port', ['Port of Tanger Ville', 'Port Tanger Ville', 'Tangier ferry port', 'Tangier port'], 'ميناء طنجة المدينة', 35.7865, -5.8080, 'author’s OSM knowledge, not re-checked against a stored copy'],
  ['tanja-marina-bay', 'port', ['Tanja Marina Bay', 'Marina de Tanger', 'Tangier Marina'], 'مارينا طنجة', 35.7850, -5.8050, 'author’s OSM knowledge; the trip catalog repeats the same point (not an independent check)'],
  ['grand-socco', 'square', ['Grand Socco', 'Place du 9 Avril 1947', 'Grand Soco', 'Souk Barra'], 'السوق البراني', 35.7845, -5.8130, 'wikipedia:en:Grand_Socco; author’s OSM knowledge; the trip catalog repeats the same point (not an independent check)'],
  ['petit-socco', 'square', ['Petit Socco', 'Souk Dakhel', 'Petit Soco', 'Zoco Chico'], 'السوق الداخل', 35.7862, -5.8115, 'wikipedia:en:Petit_Socco; author’s OSM knowledge; the trip catalog repeats the same point (not an independent check)'],
  ['medina', 'neighbourhood', ['Medina of Tangier', 'Médina de Tanger', 'Tangier Medina', 'Old Medina'], 'المدينة القديمة', 35.7860, -5.8120, 'area: a spot inside the district (author’s OSM knowledge, not re-checked)'],
  ['kasbah', 'neighbourhood', ['Kasbah of Tangier', 'Kasbah de Tanger', 'Kasbah Tanger'], 'القصبة', 35.7885, -5.8138, 'author’s OSM knowledge; the trip catalog repeats the same point (not an independent check)'],
  ['kasbah-museum', 'museum', ['Kasbah Museum', 'Dar el Makhzen Tanger', 'Musée de la Kasbah'], 'متحف القصبة', 35.7890, -5.8128, 'agrees with the trip catalog tangier:kasbah-museum within 14 m'],
  ['american-legation', 'museum', ['Tangier American Legation', 'Légation Américaine', 'American Legation Museum'], 'المفوضية الأمريكية', 35.7840, -5.8107, 'wikipedia:en:American_Legation,_Tangier; trip catalog tangier:american-legation, cross-checked against stored Wikipedia copies (moved 175 m)'],
  ['place-de-france', 'square', ['Place de France', 'Café de Paris', 'Place de France Tanger'], 'ساحة فرنسا', 35.7815, -5.8135, 'author’s OSM knowledge, not re-checked against a stored copy'],
  ['terrasse-des-paresseux', 'landmark', ['Terrasse des Paresseux', 'Sour el Meagazine', 'Boulevard Pasteur'], 'سور المعكازين', 35.7808, -5.8118, 'author’s OSM knowledge; the trip catalog repeats the same point (not an independent check)'],
  ['mendoubia-gardens', 'garden', ['Mendoubia Gardens', 'Jardins de la Mendoubia', 'Mendoubia'], 'حدائق المندوبية', 35.7848, -5.8140, 'author’s OSM knowledge; the trip catalog repeats the same point (not an independent check)'],
  ['st-andrews-church', 'landmark', ['St Andrew’s Church', 'Église Saint-André', 'Saint Andrew Church Tangier'], 'كنيسة سانت أندرو', 35.7838, -5.8152, 'author’s OSM knowledge; the trip catalog repeats the same point (not an independent check)'],
  ['cinema-rif', 'landmark', ['Cinéma Rif', 'Cinematheque de Tanger', 'Cinema Rif'], 'سينما الريف', 35.7843, -5.8133, 'author’s OSM knowledge; the trip catalog repeats the same point (not an independent check)'],
  ['cafe-hafa', 'landmark', ['Café Hafa', 'Cafe Hafa', 'Hafa'], 'مقهى الحافة', 35.7900, -5.8212, 'author’s OSM knowledge; the trip catalog repeats the same point (not an independent check)'],
  ['marshan', 'neighbourhood', ['Marshan', 'Marchan', 'Quartier Marshan'], 'مرشان', 35.7890, -5.8230, 'area: a spot inside the district (author’s OSM knowledge, not re-checked)'],
  ['iberia', 'neighbourhood', ['Iberia', 'Quartier Iberia'], 'إيبيريا', 35.7790, -5.8260, 'area: a spot inside the district (author’s OSM knowledge, not re-checked)'],
  ['malabata', 'neighbourhood', ['Malabata', 'Baie de Malabata', 'Malabata Tanger'], 'ملاباطا', 35.7780, -5.7680, 'area: a spot inside the district (author’s OSM knowledge, not re-checked)'],
  ['corniche-beach', 'beach', ['Tangier Beach', 'Plage Municipale de Tanger', 'Corniche de Tanger', 'Avenue Mohammed VI Tanger'], 'شاطئ طنجة', 35.7770, -5.8000, 'author’s OSM knowledge, not re-checked against a stored copy'],
  ['achakar-beach', 'beach', ['Achakar Beach', 'Plage Achakar', 'Plage Achakkar'], 'شاطئ أشقار', 35.7570, -5.9385, 'trip catalog tangier:achakar-beach, cross-checked against stored Wikipedia copies (moved 260 m)'],
  ['cap-spartel', 'landmark', ['Cap Spartel', 'Cape Spartel', 'Phare Cap Spartel'], 'رأس سبارطيل', 35.7910, -5.9240, 'wikipedia:en:Cape_Spartel; author’s OSM knowledge; the trip catalog repeats the same point (not an independent check)'],
  ['caves-of-hercules', 'landmark', ['Caves of Hercules', 'Grottes d’Hercule', 'Hercules Caves'], 'مغارة هرقل', 35.7600, -5.9390, 'wikipedia:en:Caves_of_Hercules; agrees with the trip catalog tangier:caves-of-hercules within 76 m'],
  ['perdicaris-park', 'garden', ['Perdicaris Park', 'Parc Rmilat', 'Villa Perdicaris', 'Rmilat'], 'حديقة الرميلات', 35.7930, -5.8600, 'author’s OSM knowledge; the trip catalog repeats the same point (not an independent check)'],
  ['tanger-city-center', 'mall', ['Tanger City Center', 'Tangier City Center', 'Tanger City Mall'], 'طنجة سيتي سنتر', 35.7745, -5.7885, 'author’s OSM knowledge, not re-checked against a stored copy'],
  ['el-minzah', 'hotel', ['El Minzah', 'Hôtel El Minzah', 'El Minzah Hotel'], 'فندق المنزه', 35.7830, -5.8130, 'author’s OSM knowledge, not re-checked against a stored copy'],
  ['hotel-continental', 'hotel', ['Hôtel Continental', 'Hotel Continental Tanger', 'Continental Tangier'], 'فندق كونتيننتال', 35.7875, -5.8100, 'author’s OSM knowledge, not re-checked against a stored copy'],
  ['bab-el-fahs', 'medina-gate', ['Bab el Fahs', 'Bab Fahs', 'Bab al-Fahs', 'Grand Socco gate'], 'باب الفحص', 35.7852, -5.8126, 'author’s OSM knowledge, not re-checked against a stored copy'],
  ['bab-el-assa', 'medina-gate', ['Bab el Assa', 'Bab Lassa', 'Bab al-Assa', 'Kasbah gate'], 'باب العصا', 35.7880, -5.8120, 'author’s OSM knowledge; the trip catalog repeats the same point (not an independent check)'],
  ['rue-es-siaghine', 'market', ['Rue es-Siaghine', 'Rue des Siaghines', 'Siaghine', 'Jewellers’ street'], 'زنقة الصياغين', 35.7856, -5.8122, 'author’s OSM knowledge; the trip catalog repeats the same point (not an independent check)'],
  ['immaculate-conception', 'landmark', ['Church of the Immaculate Conception', 'Iglesia de la Purísima Concepción', 'Église de l’Immaculée Conception'], 'كنيسة الحبل بلا دنس', 35.7857, -5.8120, 'author’s OSM knowledge, not re-checked against a stored copy'],
  ['grand-mosque', 'mosque', ['Grand Mosque of Tangier', 'Grande Mosquée de Tanger', 'Jamaa Kebir Tanger'], 'المسجد الأعظم', 35.7872, -5.8105, 'author’s OSM knowledge, not re-checked against a stored copy'],
  ['phoenician-tombs', 'landmark', ['Phoenician Tombs', 'Tombeaux Phéniciens', 'Tombes phéniciennes', 'Marshan necropolis'], 'القبور الفينيقية', 35.7895, -5.8225, 'author’s OSM knowledge; the trip catalog repeats the same point (not an independent check)'],
  ['gran-teatro-cervantes', 'landmark', ['Gran Teatro Cervantes', 'Théâtre Cervantes', 'Teatro Cervantes'], 'مسرح سرفانتس', 35.7830, -5.8105, 'wikipedia:en:Gran_Teatro_Cervantes; author’s OSM knowledge; the trip catalog repeats the same point (not an independent check)'],
  ['ibn-batouta-stadium', 'landmark', ['Ibn Batouta Stadium', 'Grand Stade de Tanger', 'Stade Ibn Battouta', 'Tangier stadium'], 'ملعب ابن بطوطة', 35.7410, -5.8560, 'author’s OSM knowledge, not re-checked against a stored copy'],
  ['ville-nouvelle', 'neighbourhood', ['Ville Nouvelle Tanger', 'Boulevard Mohammed V Tanger', 'Centre-ville Tanger', 'Tangier city centre'], 'وسط مدينة طنجة', 35.7795, -5.8100, 'area: a spot inside the district (author’s OSM knowledge, not re-checked)'],
  ['dradeb', 'neighbourhood', ['Dradeb', 'Draddeb', 'Quartier Dradeb'], 'الدرادب', 35.7880, -5.8290, 'area: a spot inside the district (author’s OSM knowledge, not re-checked)'],
  ['beni-makada', 'neighbourhood', ['Beni Makada', 'Bni Makada', 'Beni Mekada'], 'بني مكادة', 35.7560, -5.8200, 'area: a spot inside the district (author’s OSM knowledge, not re-checked)'],
  ['villa-de-france', 'hotel', ['Grand Hôtel Villa de France', 'Villa de France', 'Hotel Villa de France Tanger'], 'فندق فيلا دو فرانس', 35.7838, -5.8145, 'author’s OSM knowledge, not re-checked against a stored copy'],
  ['hilton-city-center', 'hotel', ['Hilton Tanger City Center', 'Hilton Tangier', 'Hilton Tanger'], 'فندق هيلتون طنجة', 35.7750, -5.7880, 'author’s OSM knowledge, not re-checked against a stored copy'],
]);
