// Tangier places people ask a petit taxi to reach.
// Source: the author's knowledge of public maps (OpenStreetMap names and positions, the ONCF Tanger-Ville
// station, Wikipedia articles of the landmarks). Coordinates are approximate, to about 100 m; neighbourhood
// points are a spot inside the district. Places whose position was not known with that confidence were left out.
import { definePlaces } from './define-places';

export const TANGIER_PLACES = definePlaces('tangier', [
  ['ibn-battouta-airport', 'airport', ['Tangier Ibn Battouta Airport', 'Aéroport Tanger Ibn Battouta', 'Tanger airport', 'Tangier airport', 'TNG'], 'مطار طنجة ابن بطوطة', 35.7269, -5.9169],
  ['tanger-ville-station', 'train-station', ['Tanger-Ville Station', 'Gare Tanger Ville', 'Tangier train station', 'Gare de Tanger', 'Al Boraq Tanger'], 'محطة طنجة المدينة', 35.7725, -5.7880],
  ['port-tanger-ville', 'port', ['Port of Tanger Ville', 'Port Tanger Ville', 'Tangier ferry port', 'Tangier port'], 'ميناء طنجة المدينة', 35.7865, -5.8080],
  ['tanja-marina-bay', 'port', ['Tanja Marina Bay', 'Marina de Tanger', 'Tangier Marina'], 'مارينا طنجة', 35.7850, -5.8050],
  ['grand-socco', 'square', ['Grand Socco', 'Place du 9 Avril 1947', 'Grand Soco', 'Souk Barra'], 'السوق البراني', 35.7845, -5.8130],
  ['petit-socco', 'square', ['Petit Socco', 'Souk Dakhel', 'Petit Soco', 'Zoco Chico'], 'السوق الداخل', 35.7862, -5.8115],
  ['medina', 'neighbourhood', ['Medina of Tangier', 'Médina de Tanger', 'Tangier Medina', 'Old Medina'], 'المدينة القديمة', 35.7860, -5.8120],
  ['kasbah', 'neighbourhood', ['Kasbah of Tangier', 'Kasbah de Tanger', 'Kasbah Tanger'], 'القصبة', 35.7885, -5.8138],
  ['kasbah-museum', 'museum', ['Kasbah Museum', 'Dar el Makhzen Tanger', 'Musée de la Kasbah'], 'متحف القصبة', 35.7890, -5.8128],
  ['american-legation', 'museum', ['Tangier American Legation', 'Légation Américaine', 'American Legation Museum'], 'المفوضية الأمريكية', 35.7853, -5.8118],
  ['place-de-france', 'square', ['Place de France', 'Café de Paris', 'Place de France Tanger'], 'ساحة فرنسا', 35.7815, -5.8135],
  ['terrasse-des-paresseux', 'landmark', ['Terrasse des Paresseux', 'Sour el Meagazine', 'Boulevard Pasteur'], 'سور المعكازين', 35.7808, -5.8118],
  ['mendoubia-gardens', 'garden', ['Mendoubia Gardens', 'Jardins de la Mendoubia', 'Mendoubia'], 'حدائق المندوبية', 35.7848, -5.8140],
  ['st-andrews-church', 'landmark', ['St Andrew’s Church', 'Église Saint-André', 'Saint Andrew Church Tangier'], 'كنيسة سانت أندرو', 35.7838, -5.8152],
  ['cinema-rif', 'landmark', ['Cinéma Rif', 'Cinematheque de Tanger', 'Cinema Rif'], 'سينما الريف', 35.7843, -5.8133],
  ['cafe-hafa', 'landmark', ['Café Hafa', 'Cafe Hafa', 'Hafa'], 'مقهى الحافة', 35.7900, -5.8212],
  ['marshan', 'neighbourhood', ['Marshan', 'Marchan', 'Quartier Marshan'], 'مرشان', 35.7890, -5.8230],
  ['iberia', 'neighbourhood', ['Iberia', 'Quartier Iberia'], 'إيبيريا', 35.7790, -5.8260],
  ['malabata', 'neighbourhood', ['Malabata', 'Baie de Malabata', 'Malabata Tanger'], 'ملاباطا', 35.7780, -5.7680],
  ['corniche-beach', 'beach', ['Tangier Beach', 'Plage Municipale de Tanger', 'Corniche de Tanger', 'Avenue Mohammed VI Tanger'], 'شاطئ طنجة', 35.7770, -5.8000],
  ['achakar-beach', 'beach', ['Achakar Beach', 'Plage Achakar', 'Plage Achakkar'], 'شاطئ أشقار', 35.7590, -5.9400],
  ['cap-spartel', 'landmark', ['Cap Spartel', 'Cape Spartel', 'Phare Cap Spartel'], 'رأس سبارطيل', 35.7910, -5.9240],
  ['caves-of-hercules', 'landmark', ['Caves of Hercules', 'Grottes d’Hercule', 'Hercules Caves'], 'مغارة هرقل', 35.7600, -5.9390],
  ['perdicaris-park', 'garden', ['Perdicaris Park', 'Parc Rmilat', 'Villa Perdicaris', 'Rmilat'], 'حديقة الرميلات', 35.7930, -5.8600],
  ['tanger-city-center', 'mall', ['Tanger City Center', 'Tangier City Center', 'Tanger City Mall'], 'طنجة سيتي سنتر', 35.7745, -5.7885],
  ['el-minzah', 'hotel', ['El Minzah', 'Hôtel El Minzah', 'El Minzah Hotel'], 'فندق المنزه', 35.7830, -5.8130],
  ['hotel-continental', 'hotel', ['Hôtel Continental', 'Hotel Continental Tanger', 'Continental Tangier'], 'فندق كونتيننتال', 35.7875, -5.8100],
]);
