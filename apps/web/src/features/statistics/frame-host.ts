// Who speaks with the page in the statistics modal's frame. The statistics widget (ADR 0068) registers
// itself from a higher floor, so the modal can hand bets to the site's slip without importing it.

/** Connects to the frame's page; returns the disconnect. */
export type StatisticsFrameHost = (frame: HTMLIFrameElement) => () => void;

let loadHost: (() => Promise<StatisticsFrameHost>) | undefined;

/** Registers the loader of the modal's frame host (loaded when a modal first opens). */
export function registerStatisticsFrameHost(loader: () => Promise<StatisticsFrameHost>): void {
  loadHost = loader;
}

/** The registered host's loader, if any. */
export const statisticsFrameHost = (): Promise<StatisticsFrameHost> | undefined => loadHost?.();
