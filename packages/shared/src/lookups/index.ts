export * from './betting-taxes';
export * from './bonus-types';
export * from './casino-categories';
export * from './countries';
export * from './currencies';
export * from './game-categories';
export * from './languages';
export * from './sports';
