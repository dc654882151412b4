// The public module of geo: what registration checks a submitted address and phone against.
export { isPlaceConsistent, placeParents } from './geo.repository';
export { PHONE_MASKS, PHONE_REGEX_RULES } from './phone-masks';
