// The casino calls' answer schemas, in their own chunk: built with the lobby's code they cost its first
// screen's main thread (ADR 0026); they load with the first call, in parallel with it. Import it only
// with `import()`.
export {
  casinoHistoryAnswer,
  casinoLaunchAnswer,
  casinoLobbyAnswer,
  casinoRecentAnswer,
} from '@fairline/shared/wire/casino-lobby';
