import { QueryClient } from '@tanstack/react-query';
import type { Root } from 'react-dom/client';
import { initSession, openStartupModals, registerAuthModals } from '../features/auth';
import { applyBrandTheme, fetchSiteConfig, type SiteConfig } from '../features/config';
import { changeLanguage } from '../features/i18n';
import { registerRegistrationModal } from '../features/registration';
import { App } from './app';
import { blockedSocialReturn } from './blocked-redirect';
import { languageFromPath } from './language';
import { applySiteDisplay } from './site-display';

/**
 * Loads the site configuration and the dictionary before the first render, so the shell appears
 * once, complete, without layout shift. The page background is already themed by theme-boot.js.
 */
export async function bootstrap(root: Root) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
  let site: SiteConfig;
  try {
    site = await fetchSiteConfig();
  } catch (err) {
    root.render(<BootError error={err} />);
    return;
  }
  queryClient.setQueryData(['site-config'], site);
  applyBrandTheme(site);
  applySiteDisplay(site);
  const lang = languageFromPath(window.location.pathname, site);
  await changeLanguage(lang);
  registerAuthModals();
  registerRegistrationModal();
  await initSession({ autoLogoff: site.settings.auth.isAutoLogoffEnabled });
  const blocked = blockedSocialReturn(window.location.hash, lang);
  if (blocked) history.replaceState(null, '', blocked);
  root.render(<App queryClient={queryClient} />);
  // The age question comes before anything else the visit opens; its code loads only where it is used.
  const { responsibleGambling, registration } = site.settings;
  if (responsibleGambling.isAgeRestrictionModalShown || registration.remindPopup.enabled) {
    (await import('./site-modals')).startSiteModals(site.settings);
  }
  openStartupModals();
}

function BootError({ error }: { error: unknown }) {
  return (
    <main style={{ padding: 32, fontFamily: 'system-ui' }}>
      <h1>Fairline</h1>
      <p>The site could not start. Check your connection and reload the page.</p>
      <p style={{ color: '#888' }}>{error instanceof Error ? error.message : String(error)}</p>
    </main>
  );
}
