// The service worker (docs/decisions/0025-installable-app.md). build/service-worker.ts writes it to
// dist/sw.js with this build's settings in `self.__FAIRLINE_SW__` above this code.
//
// - Hashed files (/assets/*) are content-addressed: served from any cache first, else the network.
// - Pages (navigations) always come from the network, so the HTML and the hashed files it names are
//   of one build; without a network the offline page stored at install answers instead.
// - The few unhashed files stored at install (theme-boot.js, the offline page's script) come from
//   the network first and from the cache offline.
// - Anything else — every API, /ws, personal answers, prices — is never answered by the worker and
//   never stored: the fetch handler does not touch it.
// - A new build installs beside the old one and waits (no skipWaiting) until no page runs the old
//   build; then it activates, deletes the old caches and takes uncontrolled pages. An old page keeps
//   its own build's files until it is gone, so no page ever runs a mix of two builds.
const { buildId, precache, offlinePage, networkOnly } = self.__FAIRLINE_SW__;
const CACHE_PREFIX = 'fairline-';
const CACHE = `${CACHE_PREFIX}${buildId}`;
const PRECACHED = new Set(precache);
const HASHED = '/assets/';

self.addEventListener('install', (event) => {
  // `reload` skips the HTTP cache, so an unhashed file is stored as this deploy serves it.
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(precache.map((path) => new Request(path, { cache: 'reload' })))),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith(CACHE_PREFIX) && n !== CACHE).map((n) => caches.delete(n)));
      // Pages start loading while the worker boots rather than after it.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

// Web Push (docs/decisions/0069-match-subscriptions.md): a match or bet notice, encrypted for this
// browser. A visible page of the site already showed it as a toast over /ws; otherwise it becomes a
// notification, and a click opens the page it is about (only ever one of this site).
self.addEventListener('push', (event) => {
  event.waitUntil(showPush(event));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/', self.location.origin);
  if (url.origin !== self.location.origin) return;
  event.waitUntil(openPageAt(url.href));
});

async function showPush(event) {
  let notice = null;
  try {
    notice = event.data ? event.data.json() : null;
  } catch {
    notice = null;
  }
  if (!notice || typeof notice.title !== 'string') return;
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (pages.some((page) => page.visibilityState === 'visible')) return;
  await self.registration.showNotification(notice.title, {
    body: typeof notice.body === 'string' ? notice.body : '',
    tag: `${notice.kind}:${notice.gameId}:${notice.betId ?? ''}`,
    icon: '/icons/icon-192.png',
    data: { url: notice.url },
  });
}

async function openPageAt(href) {
  const pages = await self.clients.matchAll({ type: 'window' });
  for (const page of pages) {
    try {
      const opened = await page.navigate(href);
      if (opened) return opened.focus();
    } catch {
      // A page this worker does not control cannot be steered: open a new one below.
    }
  }
  return self.clients.openWindow(href);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isNetworkOnly(url.pathname)) return;
  if (request.mode === 'navigate') event.respondWith(openPage(event));
  else if (url.pathname.startsWith(HASHED)) event.respondWith(hashedFile(request));
  else if (PRECACHED.has(url.pathname) && url.search === '') event.respondWith(freshOrStored(request, url.pathname));
});

function isNetworkOnly(path) {
  return networkOnly.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

async function openPage(event) {
  try {
    return (await event.preloadResponse) || (await fetch(event.request));
  } catch {
    return (await caches.match(offlinePage, { cacheName: CACHE })) || Response.error();
  }
}

async function hashedFile(request) {
  // A hashed name is its content: any build's copy is the right one.
  const stored = await caches.match(request, { ignoreVary: true });
  if (stored) return stored;
  const answer = await fetch(request);
  if (answer.ok) {
    // Stored on the side: a full disk must not fail the page's request.
    const copy = answer.clone();
    caches
      .open(CACHE)
      .then((cache) => cache.put(request, copy))
      .catch(() => {});
  }
  return answer;
}

async function freshOrStored(request, path) {
  try {
    return await fetch(request);
  } catch {
    return (await caches.match(path, { cacheName: CACHE })) || Response.error();
  }
}
