// Fès places people ask a petit taxi to reach.
// Source: the author's knowledge of public maps (OpenStreetMap names and positions, ONCF station, Wikipedia
// articles of the monuments and gates). Coordinates are approximate, to about 100 m; neighbourhood points are
// a spot inside the district. Places whose position was not known with that confidence were left out.
// Re-checked 2026-11 (issue 17): each row's last field says where its position comes from. Points the trip
// catalog had checked against stored Wikipedia copies replaced ours when they differed by more than 100 m;
// airports are the terminals where taxis wait where a source gave them; rows marked UNCONFIRMED were found off
// by a check and no better source was found; "not re-checked" rows are the author's map knowledge as before.
import { definePlaces } from './define-places';

export const FES_PLACES = definePlaces('fes', [
  ['fes-saiss-airport', 'airport', ['Fès-Saïss Airport', 'Aéroport Fès-Saïss', 'Fes airport', 'Fez airport', 'Saiss airport', 'FEZ'], 'مطار فاس سايس', 33.9273, -4.9780, 'runway reference point (en.wikipedia: Fès–Saïs Airport); UNCONFIRMED terminal: no source for the position of the terminal’s taxi rank was found (searched 2026-11), so the point stays the reference point'],
  ['train-station', 'train-station', ['Fès Train Station', 'Gare de Fès', 'Gare ONCF Fès', 'Fez railway station', 'Gare Fes'], 'محطة القطار فاس', 34.047964, -5.001507, 'wikipedia:en:Fes_railway_station; 34°02′53″N 5°00′05″W (34.047964, -5.001507), as mirrored by earthspot.org; re-checked 2026-11: moved 216 m to this source’s point (it had already been moved west off the old point 0.75-1.1 km east)'],
  ['bab-mahrouk-bus-station', 'bus-station', ['Gare Routière Bab Mahrouk', 'Fès bus station', 'Bab Mahrouk bus station', 'Gare routière Fès'], 'المحطة الطرقية باب المحروق', 34.0650, -4.9870, 'author’s OSM knowledge, not re-checked against a stored copy'],
  ['bab-boujloud', 'medina-gate', ['Bab Boujloud', 'Bab Bou Jeloud', 'Bab Bou Jeloud Fès', 'Blue Gate', 'Bab Bujlud'], 'باب بوجلود', 34.0617, -4.9838, 'wikipedia:en:Bab_Bou_Jeloud; agrees with the trip catalog fes:bab-bou-jeloud within 47 m'],
  ['bab-guissa', 'medina-gate', ['Bab Guissa', 'Bab Guissa Fès', 'Bab Gissa'], 'باب الكيسة', 34.06898, -4.97579, 'aroundus.com/p/8476068 (Bab Guissa); re-checked 2026-11: moved 181 m to this source’s point'],
  ['bab-ftouh', 'medina-gate', ['Bab Ftouh', 'Bab Fetouh', 'Bab el Ftouh'], 'باب الفتوح', 34.05983, -4.96531, 'wikipedia:en:Bab_Ftouh; re-checked 2026-11: moved 232 m to this source’s point'],
  ['bab-mahrouk', 'medina-gate', ['Bab Mahrouk', 'Bab el Mahrouk', 'Bab Mahruk'], 'باب المحروق', 34.0639, -4.9864, 'author’s OSM knowledge, not re-checked against a stored copy'],
  ['bab-dekkakine', 'medina-gate', ['Bab Dekkakine', 'Bab Dakakin', 'Bab Sbaa Fès'], 'باب الدكاكين', 34.0605, -4.9895, 'author’s OSM knowledge, not re-checked against a stored copy'],
  ['bab-semmarine', 'medina-gate', ['Bab Semmarine', 'Bab Smarine', 'Bab Semmarine Fès Jdid'], 'باب السمارين', 34.05417, -4.99000, 'aroundus.com/p/8476435-bab-el-semarine (GPS coordinates 34.05417,-4.99000; listed 126 m from Fes Jdid); re-checked 2026-11: moved 155 m to this source’s point'],
  ['place-rcif', 'square', ['Place R’cif', 'Place Rcif', 'R’cif', 'Bab Rcif', 'Rcif'], 'ساحة الرصيف', 34.0627, -4.9728, 'agrees with the trip catalog fes:place-rcif within 24 m'],
  ['place-seffarine', 'square', ['Place Seffarine', 'Seffarine Square', 'Place Es-Seffarine', 'Saffarine'], 'ساحة الصفارين', 34.0640, -4.9730, 'wikipedia:en:Place_Seffarine; agrees with the trip catalog fes:place-seffarine within 22 m'],
  ['royal-palace', 'landmark', ['Royal Palace of Fès', 'Palais Royal de Fès', 'Dar al-Makhzen', 'Place des Alaouites', 'Royal Palace Gates'], 'دار المخزن', 34.0531, -4.9936, 'wikipedia:en:Dar_al-Makhzen_(Fez); trip catalog fes:royal-palace-gates, cross-checked against stored Wikipedia copies (moved 212 m)'],
  ['al-quaraouiyine', 'mosque', ['Al Quaraouiyine', 'Al-Qarawiyyin', 'Karaouiyine', 'Mosquée Karaouiyine', 'University of al-Qarawiyyin', 'Quaraouiyine'], 'جامع القرويين', 34.0646, -4.9737, 'wikipedia:en:University_of_al-Qarawiyyin; agrees with the trip catalog fes:qarawiyyin-doorways within 43 m'],
  ['andalusian-mosque', 'mosque', ['Andalusian Mosque', 'Mosquée des Andalous', 'Mosquée Andalouse'], 'جامع الأندلس', 34.0615, -4.9700, 'author’s OSM knowledge, not re-checked against a stored copy'],
  ['zaouia-moulay-idriss', 'mosque', ['Zaouia Moulay Idriss II', 'Moulay Idriss Mausoleum', 'Zaouia Moulay Idris'], 'ضريح المولى إدريس الثاني', 34.064847, -4.974722, 'wikipedia:fr:Mausolée_de_Moulay_Idriss_II; read via a kiwix mirror: 34°03′53.45″N 4°58′29″W; re-checked 2026-11: moved 151 m to this source’s point'],
  ['chouara-tannery', 'landmark', ['Chouara Tannery', 'Tannerie Chouara', 'Tanneries of Fès', 'Chouwara', 'Tanneries Fes'], 'دار الدباغ شوارة', 34.0662, -4.9712, 'wikipedia:en:Chouara_Tannery; agrees with the trip catalog fes:chouara-tannery within 43 m'],
  ['bou-inania-madrasa', 'museum', ['Bou Inania Madrasa', 'Médersa Bou Inania', 'Medersa Bouanania', 'Madrasa Bou Inania'], 'المدرسة البوعنانية', 34.0618, -4.9830, 'wikipedia:en:Bou_Inania_Madrasa; agrees with the trip catalog fes:bou-inania-madrasa within 22 m'],
  ['attarine-madrasa', 'museum', ['Al-Attarine Madrasa', 'Médersa Attarine', 'Madrasa al-Attarine'], 'مدرسة العطارين', 34.0650, -4.9745, 'wikipedia:en:Al-Attarine_Madrasa; agrees with the trip catalog fes:al-attarine-madrasa within 75 m'],
  ['nejjarine-museum', 'museum', ['Nejjarine Museum', 'Musée Nejjarine', 'Fondouk Nejjarine', 'Nejjarine Fountain', 'Museum of Wooden Arts and Crafts'], 'متحف النجارين', 34.0650, -4.9755, 'agrees with the trip catalog fes:nejjarine-museum within 9 m'],
  ['dar-batha', 'museum', ['Dar Batha', 'Musée Dar Batha', 'Batha Museum', 'Place Batha'], 'دار البطحاء', 34.0603, -4.9828, 'wikipedia:en:Dar_Batha; trip catalog fes:dar-batha, cross-checked against stored Wikipedia copies (moved 143 m)'],
  ['borj-nord', 'museum', ['Borj Nord', 'Musée des Armes', 'Borj Nord Fès', 'Arms Museum'], 'البرج الشمالي', 34.0670, -4.9840, 'wikipedia:en:Borj_Nord; agrees with the trip catalog fes:borj-nord within 95 m'],
  ['borj-sud', 'landmark', ['Borj Sud', 'Borj Sud Fès', 'South Tower'], 'البرج الجنوبي', 34.0540, -4.9701, 'wikipedia:en:Borj_Sud; trip catalog fes:borj-sud, cross-checked against stored Wikipedia copies (moved 638 m)'],
  ['merinid-tombs', 'landmark', ['Merinid Tombs', 'Tombeaux Mérinides', 'Marinid Tombs', 'Merenid Tombs'], 'قبور المرينيين', 34.0698, -4.9792, 'wikipedia:en:Marinid_Tombs; trip catalog fes:marinid-tombs, cross-checked against stored Wikipedia copies (moved 324 m)'],
  ['jnan-sbil', 'garden', ['Jnan Sbil', 'Jardin Jnan Sbil', 'Bou Jeloud Gardens', 'Jnane Sbile'], 'جنان السبيل', 34.0592, -4.9876, 'wikipedia:en:Jnan_Sbil_Gardens; trip catalog fes:jnan-sbil, cross-checked against stored Wikipedia copies (moved 149 m)'],
  ['talaa-kebira', 'market', ['Talaa Kebira', 'Tala’a Kbira', 'Talaa Kbira'], 'الطالعة الكبيرة', 34.0630, -4.9790, 'agrees with the trip catalog fes:talaa-kebira within 85 m'],
  ['talaa-seghira', 'market', ['Talaa Seghira', 'Tala’a Sghira', 'Talaa Sghira'], 'الطالعة الصغيرة', 34.0622, -4.9795, 'author’s OSM knowledge, not re-checked against a stored copy'],
  ['souk-el-attarine', 'market', ['Souk el Attarine', 'Souk Attarine', 'Spice Souk Fès'], 'سوق العطارين', 34.0647, -4.9748, 'agrees with the trip catalog fes:souk-el-attarine within 55 m'],
  ['souk-el-henna', 'market', ['Souk el Henna', 'Place Henna', 'Henna Souk'], 'سوق الحناء', 34.0650, -4.9752, 'author’s OSM knowledge, not re-checked against a stored copy'],
  ['fes-el-bali', 'neighbourhood', ['Fès el-Bali', 'Fes el Bali', 'Medina of Fès', 'Fes Medina', 'Old Medina'], 'فاس البالي', 34.0640, -4.9770, 'area: a spot inside the district (author’s OSM knowledge, not re-checked)'],
  ['fes-el-jdid', 'neighbourhood', ['Fès el-Jdid', 'Fes Jdid', 'Fes el Jedid'], 'فاس الجديد', 34.0570, -4.9890, 'area: a spot inside the district (author’s OSM knowledge, not re-checked)'],
  ['mellah', 'neighbourhood', ['Mellah', 'Mellah of Fès', 'Jewish Quarter Fès'], 'ملاح فاس', 34.0530, -4.9912, 'wikipedia:en:Mellah_of_Fez; trip catalog fes:mellah, cross-checked against stored Wikipedia copies (moved 169 m)'],
  ['ville-nouvelle', 'neighbourhood', ['Ville Nouvelle', 'New Town Fès', 'Dar Dbibagh', 'Avenue Hassan II Fès'], 'المدينة الجديدة', 34.0390, -4.9990, 'area: a spot inside the district (author’s OSM knowledge, not re-checked)'],
  ['atlas', 'neighbourhood', ['Atlas', 'Quartier Atlas Fès', 'Place Atlas'], 'الأطلس', 34.0310, -4.9930, 'area: a spot inside the district (author’s OSM knowledge, not re-checked)'],
  ['agdal', 'neighbourhood', ['Agdal Fès', 'Quartier Agdal', 'Agdal'], 'أكدال', 34.0320, -5.0060, 'area: a spot inside the district (author’s OSM knowledge, not re-checked)'],
  ['narjiss', 'neighbourhood', ['Narjiss', 'Hay Narjiss', 'Narjis'], 'النرجس', 34.0210, -4.9740, 'area: a spot inside the district (author’s OSM knowledge, not re-checked)'],
  ['zouagha', 'neighbourhood', ['Zouagha', 'Zouagha Moulay Yacoub', 'Zwagha'], 'زواغة', 34.0360, -5.0350, 'area: a spot inside the district (author’s OSM knowledge, not re-checked)'],
  ['saiss', 'neighbourhood', ['Saïss', 'Saiss', 'Quartier Saiss'], 'سايس', 34.0120, -5.0050, 'area: a spot inside the district (author’s OSM knowledge, not re-checked)'],
  ['dhar-el-mehraz', 'university', ['Sidi Mohamed Ben Abdellah University', 'Université Sidi Mohamed Ben Abdellah', 'Dhar El Mehraz', 'USMBA'], 'جامعة سيدي محمد بن عبد الله', 34.0347, -4.9775, 'author’s OSM knowledge, not re-checked against a stored copy'],
  ['palais-jamai', 'hotel', ['Sofitel Fès Palais Jamaï', 'Palais Jamai', 'Hotel Palais Jamai'], 'فندق قصر الجامعي', 34.0668, -4.9775, 'author’s OSM knowledge; not re-checked (the trip catalog repeats the same point, not an independent check)'],
  ['bab-chorfa', 'medina-gate', ['Bab Chorfa', 'Bab Chorfa Fès', 'Bab ech-Chorfa'], 'باب الشرفاء', 34.0625, -4.9852, 'author’s OSM knowledge, not re-checked against a stored copy'],
  ['old-mechouar', 'square', ['Old Mechouar', 'Vieux Méchouar', 'Bab Makina', 'Mechouar Fès'], 'المشور القديم', 34.0612, -4.9880, 'author’s OSM knowledge, not re-checked against a stored copy'],
  ['cherratine-madrasa', 'museum', ['Cherratine Madrasa', 'Médersa Cherratine', 'Madrasa ech-Cherratine'], 'مدرسة الشراطين', 34.0640, -4.9733, 'author’s OSM knowledge, not re-checked against a stored copy'],
  ['ibn-danan-synagogue', 'landmark', ['Ibn Danan Synagogue', 'Synagogue Ibn Danan', 'Aben Danan Synagogue'], 'كنيس ابن دنان', 34.0527, -4.9917, 'wikipedia:en:Ibn_Danan_Synagogue; trip catalog fes:ibn-danan-synagogue, cross-checked against stored Wikipedia copies (moved 235 m)'],
]);
