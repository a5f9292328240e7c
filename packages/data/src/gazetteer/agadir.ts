// Agadir (with Inezgane) places people ask a petit taxi to reach.
// Source: the author's knowledge of public maps (OpenStreetMap names and positions, Wikipedia articles of the
// landmarks). Coordinates are approximate, to about 100 m (the port and neighbourhoods: a spot inside them).
// Places whose position was not known with that confidence (the CTM and Supratours offices) were left out.
// Re-checked 2026-11 (issue 17): each row's last field says where its position comes from. Points the trip
// catalog had checked against stored Wikipedia copies replaced ours when they differed by more than 100 m;
// airports are the terminals where taxis wait where a source gave them; rows marked UNCONFIRMED were found off
// by a check and no better source was found; "not re-checked" rows are the author's map knowledge as before.
import { definePlaces } from './define-places';

export const AGADIR_PLACES = definePlaces('agadir', [
  ['al-massira-airport', 'airport', ['Agadir Al Massira Airport', 'Aéroport Agadir Al Massira', 'Agadir airport', 'Al Massira', 'AGA'], 'مطار أكادير المسيرة', 30.3297, -9.4125, 'UNCONFIRMED terminal forecourt north of the runway (author’s OSM knowledge, about ±300 m, no source found to confirm it; issue 17 measured the old runway point 537 m from it); reference point 30.325,-9.4131 (en.wikipedia: Agadir–Al Massira Airport)'],
  ['inezgane-bus-station', 'bus-station', ['Gare Routière Inezgane', 'Inezgane bus station', 'Inezgane grand taxi station'], 'المحطة الطرقية إنزكان', 30.3570, -9.5430, 'author’s OSM knowledge, not re-checked against a stored copy'],
  ['agadir-oufella', 'landmark', ['Agadir Oufella', 'Kasbah Agadir Oufella', 'Kasbah d’Agadir', 'Agadir Kasbah', 'Oufella'], 'أكادير أوفلا', 30.4297, -9.6206, 'trip catalog agadir:kasbah-agadir-oufella, UNCONFIRMED: that point is its author’s OSM and Wikipedia knowledge, not a public source checked here (moved 262 m)'],
  ['marina', 'port', ['Marina d’Agadir', 'Agadir Marina', 'Marina Agadir'], 'مارينا أكادير', 30.4235, -9.6145, 'trip catalog agadir:marina-agadir, UNCONFIRMED: that point is its author’s OSM and Wikipedia knowledge, not a public source checked here (moved 662 m); stw.fr forum “Marinas du Maroc” (October 2007) puts the marina at 30°25′N 9°37′W, to the minute only (±0.9 km): consistent, too coarse to confirm (checked 2026-11-24)'],
  ['port', 'port', ['Port of Agadir', 'Port d’Agadir', 'Agadir fishing port', 'Port de pêche'], 'ميناء أكادير', 30.4250, -9.6290, 'author’s OSM knowledge, not re-checked against a stored copy; a port description (hobbiesvicente.com/?p=14020, “Marsa maroc – Agadir”, undated) gives 30°25′N 9°38′W, to the minute only (±0.9 km): consistent, too coarse to confirm (checked 2026-11-24)'],
  ['beach', 'beach', ['Agadir Beach', 'Plage d’Agadir', 'Corniche d’Agadir', 'Promenade de la plage'], 'شاطئ أكادير', 30.4120, -9.6120, 'trip catalog agadir:agadir-beach, UNCONFIRMED: that point is its author’s OSM and Wikipedia knowledge, not a public source checked here (moved 671 m)'],
  ['souk-el-had', 'market', ['Souk El Had', 'Souk Lhad', 'Souk El Had d’Agadir'], 'سوق الأحد', 30.4105, -9.5860, 'trip catalog agadir:souk-el-had, UNCONFIRMED: that point is its author’s OSM and Wikipedia knowledge, not a public source checked here (moved 388 m)'],
  ['vallee-des-oiseaux', 'garden', ['Vallée des Oiseaux', 'Valley of the Birds', 'Bird Valley'], 'وادي الطيور', 30.4190, -9.6020, 'trip catalog agadir:vallee-des-oiseaux, UNCONFIRMED: that point is its author’s OSM and Wikipedia knowledge, not a public source checked here (moved 308 m)'],
  ['jardin-olhao', 'garden', ['Jardin Olhão', 'Olhao Garden', 'Jardim de Olhão'], 'حديقة أولهاو', 30.4195, -9.5950, 'UNCONFIRMED: issue 17 measured this point 300-600 m off; no source for its position was found here (author’s OSM knowledge)'],
  ['amazigh-heritage-museum', 'museum', ['Amazigh Heritage Museum', 'Musée du Patrimoine Amazigh', 'Musée Amazigh'], 'متحف التراث الأمازيغي', 30.4200, -9.5985, 'UNCONFIRMED: issue 17 measured this point 300-600 m off; no source for its position was found here (author’s OSM knowledge)'],
  ['centre-ville', 'neighbourhood', ['Agadir City Centre', 'Centre-ville Agadir', 'Avenue Hassan II Agadir', 'Downtown Agadir'], 'وسط مدينة أكادير', 30.4200, -9.5980, 'area: a spot inside the district (author’s OSM knowledge, not re-checked)'],
  ['talborjt', 'neighbourhood', ['Talborjt', 'Talborjt Agadir'], 'تالبرجت', 30.4240, -9.6000, 'UNCONFIRMED: issue 17 measured this point about 905 m from Talborjt; no source for the district’s centre was found here, so it stays a spot in the district (author’s OSM knowledge)'],
  ['secteur-touristique', 'neighbourhood', ['Secteur Touristique', 'Zone Touristique', 'Boulevard du 20 Août', 'Hotel zone'], 'الحي السياحي', 30.4060, -9.6030, 'area: a spot inside the district (author’s OSM knowledge, not re-checked)'],
  ['founty', 'neighbourhood', ['Founty', 'Baie des Palmiers', 'Founty Agadir'], 'فونتي', 30.3960, -9.5950, 'area: a spot inside the district (author’s OSM knowledge, not re-checked)'],
  ['hay-dakhla', 'neighbourhood', ['Hay Dakhla', 'Dakhla Agadir', 'Quartier Dakhla'], 'حي الداخلة', 30.4070, -9.5610, 'area: a spot inside the district (author’s OSM knowledge, not re-checked)'],
  ['ibn-zohr-university', 'university', ['Ibn Zohr University', 'Université Ibn Zohr', 'UIZ'], 'جامعة ابن زهر', 30.4060, -9.5560, 'author’s OSM knowledge, not re-checked against a stored copy'],
  ['ben-sergao', 'neighbourhood', ['Ben Sergao', 'Bensergao', 'Ben Sergaou'], 'بنسركاو', 30.3850, -9.5450, 'area: a spot inside the district (author’s OSM knowledge, not re-checked)'],
  ['tikiouine', 'neighbourhood', ['Tikiouine', 'Tikiwin'], 'تكيوين', 30.3900, -9.5200, 'area: a spot inside the district (author’s OSM knowledge, not re-checked)'],
  ['anza', 'neighbourhood', ['Anza', 'Anza Agadir'], 'أنزا', 30.4450, -9.6600, 'area: a spot inside the district (author’s OSM knowledge, not re-checked)'],
  ['inezgane', 'neighbourhood', ['Inezgane', 'Inzegane', 'Inezgane centre'], 'إنزكان', 30.36583, -9.53806, 'wikipedia:en:Inezgane; 30°21′57″N 9°32′17″W; re-checked 2026-11: moved 1109 m to this source’s point'],
]);
