import { QueryClient } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initSession, openStartupModals, registerAuthModals } from '../features/auth';
import {
  applyBrandTheme,
  brandOverride,
  fetchSiteConfig,
  keepSiteConfigFresh,
  rememberBrand,
  type SiteConfig,
} from '../features/config';
import { mayAskForConsent, preloadCookieBanner } from '../features/consent';
import { changeLanguage, completeLanguage, startLanguage } from '../features/i18n';
import { registerRegistrationModal } from '../features/registration';
import { releaseSavedState } from '../lib/storage';
import { warmIntl } from '../lib/warm-intl';
import { yieldToBrowser } from '../lib/yield-to-browser';
import { App, resolveRoutes } from './app';
import { blockedSocialReturn } from './blocked-redirect';
import { readFirstScreen, seedQueries } from './first-screen';
import { languageFromPath } from './language';
import { preloadFooter } from './layout/footer-lazy';
import { applySiteDisplay } from './site-display';

/**
 * Starts the app. The server put the site configuration, the first dictionary units and the first
 * answers into the page (ADR 0026), so the first render waits for none of them; without that data
 * the configuration and the dictionary are fetched first, as before. The session is asked for at
 * once but not waited for: the header's account area keeps its size until it is known. When the
 * server rendered the first screen, the app hydrates it. The background is themed by theme-boot.js.
 */
export async function bootstrap(container: HTMLElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
  const inline = readFirstScreen();
  let site: SiteConfig;
  try {
    site = inline?.site ?? (await fetchSiteConfig());
  } catch (err) {
    createRoot(container).render(<BootError error={err} />);
    return;
  }
  if (inline) {
    rememberBrand(brandOverride());
    seedQueries(queryClient, inline);
  } else {
    queryClient.setQueryData(['site-config'], site);
  }
  // Each step of the start is its own task when the server rendered the page, so the browser can
  // answer a tap between them: at 4× CPU the start was one task of 120–450 ms (ADR 0026).
  if (inline) await yieldToBrowser();
  keepSiteConfigFresh(queryClient);
  applyBrandTheme(site);
  applySiteDisplay(site);
  const lang = languageFromPath(window.location.pathname, site);
  const startUnits = inline?.lang === lang ? inline.dictionary : undefined;
  if (startUnits) startLanguage(lang, startUnits);
  else await changeLanguage(lang);
  registerAuthModals();
  registerRegistrationModal();
  const blocked = blockedSocialReturn(window.location.hash, lang);
  if (blocked) history.replaceState(null, '', blocked);
  const hydrating = Boolean(startUnits && !blocked && container.firstElementChild);
  let mounted = () => {};
  const afterMount = new Promise<void>((resolve) => {
    mounted = () => requestAnimationFrame(() => setTimeout(resolve, 0));
  });
  const session = initSession(
    { autoLogoff: site.settings.auth.isAutoLogoffEnabled },
    hydrating ? afterMount : undefined,
  );
  // The rest of the dictionary loads once the first screen is on: it changes no text the server rendered.
  const onMounted = () => {
    mounted();
    // The page takes input once the saved state (slip, settings) is in, not before (lib/storage).
    void releaseSavedState().then(() => {
      container.dataset.hydrated = '';
    });
    // When the main thread is idle, after the page's hydration: the texts they add re-render nothing
    // still hydrating.
    if (startUnits && hydrating) whenIdle(() => void completeLanguage(lang, Object.keys(startUnits)));
  };
  const app = (
    <App queryClient={queryClient} onMounted={onMounted} hydrating={hydrating} guest={inline?.guest === true} />
  );
  if (hydrating) await warmIntl(lang);
  // The footer's code loads meanwhile; the first render does not wait for it (it hydrates when there).
  void preloadFooter();
  // The page's lazy routes, and the consent banner where it is drawn, are there before the first render.
  await Promise.all([resolveRoutes(), mayAskForConsent() ? preloadCookieBanner() : undefined]);
  if (hydrating) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread for the whole page (a part the player touches first hydrates at once).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // A page the server did not render (the office, the cashier) draws its own texts at once, and
    // its effects may say something at once (a deposit's outcome): the whole dictionary comes first.
    if (startUnits) await completeLanguage(lang, Object.keys(startUnits));
    void releaseSavedState();
    createRoot(container).render(app);
  }
  await session;
  // The age question comes before anything else the visit opens; its code loads only where it is used.
  const { responsibleGambling, registration } = site.settings;
  if (responsibleGambling.isAgeRestrictionModalShown || registration.remindPopup.enabled) {
    (await import('./site-modals')).startSiteModals(site.settings);
  }
  openStartupModals();
}

function whenIdle(run: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}

// Said when not even the configuration came: no dictionary either, so the page's own words are here.
const BOOT_ERROR: Record<string, { title: string; text: string }> = {
  en: { title: 'The site could not start', text: 'Check your connection and reload the page.' },
  ru: { title: 'Сайт не запустился', text: 'Проверьте подключение к интернету и обновите страницу.' },
  ar: { title: 'تعذّر تشغيل الموقع', text: 'تحقّق من اتصالك بالإنترنت ثم أعد تحميل الصفحة.' },
};

function BootError({ error }: { error: unknown }) {
  const lang = window.location.pathname.split('/')[1] ?? '';
  const words = BOOT_ERROR[lang] ?? BOOT_ERROR.en;
  return (
    <main lang={lang in BOOT_ERROR ? lang : 'en'} style={{ padding: 32, fontFamily: 'system-ui' }}>
      <h1>{words?.title}</h1>
      <p>{words?.text}</p>
      <p style={{ color: '#5b6472' }}>{error instanceof Error ? error.message : String(error)}</p>
    </main>
  );
}
