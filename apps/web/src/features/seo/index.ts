/** The footer's SEO part (questions, SEO text, the head after navigation), loaded after the first screen. */
export const loadSeoFooter = () => import('./seo-footer').then((m) => m.SeoFooter);
