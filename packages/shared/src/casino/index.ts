/** Our studio's provably fair core and games' mathematics, shared by the server and the verifier page. */
export * from './blackjack';
export * from './blackjack-theory';
export * from './crash';
export * from './dice';
export * from './exact';
export * from './fair';
export * from './mines';
export * from './plinko';
export * from './roulette';
export * from './rtp';
export * from './sha256';
export * from './slot-engine';
export * from './slot-orchard-stars';
export * from './slot-rtp';
export * from './slot-sunstone-ways';
