const FIRST_MS = 500;
const CAP_MS = 30_000;

/**
 * Wait before reconnect attempt `attempt` (0-based): doubling from 0.5 s up to 30 s, each wait drawn
 * from its upper half so a server restart is not met by every client at the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(CAP_MS, FIRST_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
