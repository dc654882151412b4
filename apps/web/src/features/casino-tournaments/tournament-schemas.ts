// The tournament answers' schemas, in their own chunk: they load with the first call (ADR 0026), not with
// every page that shows the tournaments link. Import it only with `import()`.
export { tournamentAnswer, tournamentsAnswer } from '@fairline/shared/wire/casino-tournaments';
