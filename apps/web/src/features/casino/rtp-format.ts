/** An RTP (0–1) as the badge shows it: a percentage with two decimals, in the page's digits (`96.29 %`). */
export function formatRtp(rtp: number, lang: string): string {
  return new Intl.NumberFormat(lang, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    Math.floor(rtp * 10_000) / 10_000,
  );
}
