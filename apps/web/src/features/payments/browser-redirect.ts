/** Leaves the app for the payment provider's page (a seam, so tests can watch it). */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
