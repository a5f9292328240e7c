// Agadir (with Inezgane) places people ask a petit taxi to reach.
// Source: the author's knowledge of public maps (OpenStreetMap names and positions, Wikipedia articles of the
// landmarks). Coordinates are approximate, to about 100 m (the port and neighbourhoods: a spot inside them).
// Places whose position was not known with that confidence (the CTM and Supratours offices) were left out.
import { definePlaces } from './define-places';

export const AGADIR_PLACES = definePlaces('agadir', [
  ['al-massira-airport', 'airport', ['Agadir Al Massira Airport', 'Aéroport Agadir Al Massira', 'Agadir airport', 'Al Massira', 'AGA'], 'مطار أكادير المسيرة', 30.3250, -9.4131],
  ['inezgane-bus-station', 'bus-station', ['Gare Routière Inezgane', 'Inezgane bus station', 'Inezgane grand taxi station'], 'المحطة الطرقية إنزكان', 30.3570, -9.5430],
  ['agadir-oufella', 'landmark', ['Agadir Oufella', 'Kasbah Agadir Oufella', 'Kasbah d’Agadir', 'Agadir Kasbah', 'Oufella'], 'أكادير أوفلا', 30.4320, -9.6200],
  ['marina', 'port', ['Marina d’Agadir', 'Agadir Marina', 'Marina Agadir'], 'مارينا أكادير', 30.4215, -9.6210],
  ['port', 'port', ['Port of Agadir', 'Port d’Agadir', 'Agadir fishing port', 'Port de pêche'], 'ميناء أكادير', 30.4250, -9.6290],
  ['beach', 'beach', ['Agadir Beach', 'Plage d’Agadir', 'Corniche d’Agadir', 'Promenade de la plage'], 'شاطئ أكادير', 30.4120, -9.6050],
  ['souk-el-had', 'market', ['Souk El Had', 'Souk Lhad', 'Souk El Had d’Agadir'], 'سوق الأحد', 30.4110, -9.5820],
  ['vallee-des-oiseaux', 'garden', ['Vallée des Oiseaux', 'Valley of the Birds', 'Bird Valley'], 'وادي الطيور', 30.4180, -9.5990],
  ['jardin-olhao', 'garden', ['Jardin Olhão', 'Olhao Garden', 'Jardim de Olhão'], 'حديقة أولهاو', 30.4195, -9.5950],
  ['amazigh-heritage-museum', 'museum', ['Amazigh Heritage Museum', 'Musée du Patrimoine Amazigh', 'Musée Amazigh'], 'متحف التراث الأمازيغي', 30.4200, -9.5985],
  ['centre-ville', 'neighbourhood', ['Agadir City Centre', 'Centre-ville Agadir', 'Avenue Hassan II Agadir', 'Downtown Agadir'], 'وسط مدينة أكادير', 30.4200, -9.5980],
  ['talborjt', 'neighbourhood', ['Talborjt', 'Talborjt Agadir'], 'تالبرجت', 30.4240, -9.6000],
  ['secteur-touristique', 'neighbourhood', ['Secteur Touristique', 'Zone Touristique', 'Boulevard du 20 Août', 'Hotel zone'], 'الحي السياحي', 30.4060, -9.6030],
  ['founty', 'neighbourhood', ['Founty', 'Baie des Palmiers', 'Founty Agadir'], 'فونتي', 30.3960, -9.5950],
  ['hay-dakhla', 'neighbourhood', ['Hay Dakhla', 'Dakhla Agadir', 'Quartier Dakhla'], 'حي الداخلة', 30.4070, -9.5610],
  ['ibn-zohr-university', 'university', ['Ibn Zohr University', 'Université Ibn Zohr', 'UIZ'], 'جامعة ابن زهر', 30.4060, -9.5560],
  ['ben-sergao', 'neighbourhood', ['Ben Sergao', 'Bensergao', 'Ben Sergaou'], 'بنسركاو', 30.3850, -9.5450],
  ['tikiouine', 'neighbourhood', ['Tikiouine', 'Tikiwin'], 'تكيوين', 30.3900, -9.5200],
  ['anza', 'neighbourhood', ['Anza', 'Anza Agadir'], 'أنزا', 30.4450, -9.6600],
  ['inezgane', 'neighbourhood', ['Inezgane', 'Inzegane', 'Inezgane centre'], 'إنزكان', 30.3560, -9.5400],
]);
