import type { Phrase } from '@mizan/domain/translate/phrase';
import { GREETINGS_PHRASES } from './phrasebook/greetings';
import { TAXI_PHRASES } from './phrasebook/taxi';
import { DIRECTIONS_PHRASES } from './phrasebook/directions';
import { NUMBERS_PHRASES } from './phrasebook/numbers';
import { MONEY_PHRASES } from './phrasebook/money';
import { FOOD_PHRASES } from './phrasebook/food';
import { DIET_PHRASES } from './phrasebook/diet';
import { SHOPPING_PHRASES } from './phrasebook/shopping';
import { HOTEL_PHRASES } from './phrasebook/hotel';
import { HEALTH_PHRASES } from './phrasebook/health';
import { EMERGENCY_PHRASES } from './phrasebook/emergency';
import { TIME_PHRASES } from './phrasebook/time';
import { SMALL_TALK_PHRASES } from './phrasebook/small-talk';

/** The offline phrasebook: what a tourist needs to say, in each interface language and in Darija. */
export const PHRASEBOOK: readonly Phrase[] = [
  ...GREETINGS_PHRASES,
  ...TAXI_PHRASES,
  ...DIRECTIONS_PHRASES,
  ...NUMBERS_PHRASES,
  ...MONEY_PHRASES,
  ...FOOD_PHRASES,
  ...DIET_PHRASES,
  ...SHOPPING_PHRASES,
  ...HOTEL_PHRASES,
  ...HEALTH_PHRASES,
  ...EMERGENCY_PHRASES,
  ...TIME_PHRASES,
  ...SMALL_TALK_PHRASES,
];
