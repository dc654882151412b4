export { openAgeGate, registerAgeGate } from './age-gate';
