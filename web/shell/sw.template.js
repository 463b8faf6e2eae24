// Kings service worker: the game offline. GENERATED FILE when read as sw.js:
// scripts/build_site.py writes <site root>/sw.js from web/shell/sw.template.js, stamping VERSION (a
// content hash of every site file) and FILES (each site file with its SRI hash). Edit the template.
//
// - install: fetch every file with the SRI hash of the build, into the cache of this version. The
//   HTTP cache is tried first (the page has just fetched the runtime and its game: no second
//   download), then the server past it (cache: "reload") for a file whose cached bytes are not the
//   build's. All or nothing: a file whose bytes still differ from the list (a deploy half done)
//   fails the install, and the browser tries again on a later visit. The other games' code comes
//   this way too, in the background once the page's table is ready: offline, every game opens.
// - fetch: same-origin GETs under our scope come from this version's cache only (cache first;
//   a navigation with a query string gets the cached index.html); anything missing goes to the
//   network untouched. Other origins are never handled. A file of the list flagged lazy (the full
//   standard library, for a boot without the memory snapshot) is not fetched at install but when
//   first asked for, checked against its SRI hash like the others, and kept in this version's cache.
// - routes (where the browser has the static routing API): the same answers for URLs without a
//   query string, given by the browser from this version's cache without starting the worker
//   (the site root is cached as index.html too, for them). See ROUTES.
// - no automatic skipWaiting: a new version waits until the page asks ("skip-waiting", sent by
//   the "New version available - Reload" prompt of web/shell/shell.js); then activate deletes this
//   scope's older caches and every open page reloads, so old and new files never mix.
"use strict";

const VERSION = "dev";
const FILES = [];

const SCOPE = new URL("./", self.location.href).href;
const PREFIX = `kings:${new URL(SCOPE).pathname}:`; // two Kings sites on one origin keep apart
const CACHE = PREFIX + VERSION;
const INDEX = new URL("./index.html", SCOPE).href;

self.addEventListener("install", (event) => {
  // A browser that refuses the rule still has the fetch handler: the install goes on without it.
  if (event.addRoutes) event.waitUntil(event.addRoutes(ROUTES).catch(() => {}));
  event.waitUntil(precache());
});

// The browser answers these from this version's cache without starting the worker (the static
// routing API, where there is one): every GET under our scope without a query string, but the lazy
// files, which the fetch handler caches when first asked for. A miss goes to the network, as
// respond() does. URLs with a query (?seed=...) still reach the fetch handler, which serves
// index.html for them.
const ROUTES = [
  ...FILES.filter(([, , lazy]) => lazy).map(([path]) => ({
    condition: { urlPattern: { baseURL: SCOPE, pathname: new URL(path, SCOPE).pathname } },
    source: "fetch-event",
  })),
  {
    condition: { requestMethod: "GET", urlPattern: { baseURL: SCOPE, pathname: `${new URL(SCOPE).pathname}*`, search: "" } },
    source: { cacheName: CACHE },
  },
];

async function precache() {
  const cache = await caches.open(CACHE);
  await Promise.all(FILES.filter(([, , lazy]) => !lazy).map(async ([path, integrity]) => {
    const url = new URL(path, SCOPE).href;
    if (await cache.match(url)) return; // verified by an earlier, interrupted install
    let response = await fetch(url, { integrity, credentials: "same-origin" }).catch(() => null);
    if (!response || !response.ok) response = await fetch(url, { cache: "reload", integrity, credentials: "same-origin" });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    await cache.put(url, response);
  }));
  // The site root is index.html: stored under both names, so the root (the installed app's
  // start_url) is served by the routes above too.
  await cache.put(SCOPE, await cache.match(INDEX));
}

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
    }
  })());
});

self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type === "skip-waiting") self.skipWaiting();
  if (data.type === "version" && event.source) event.source.postMessage({ type: "version", version: VERSION });
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE)) return;
  event.respondWith(respond(request));
});

async function respond(request) {
  const cache = await caches.open(CACHE);
  const navigate = request.mode === "navigate";
  let hit = await cache.match(request, { ignoreSearch: navigate, ignoreVary: true });
  if (!hit && navigate && new URL(request.url).pathname === new URL(SCOPE).pathname) {
    hit = await cache.match(INDEX, { ignoreVary: true }); // the site root is index.html
  }
  if (hit) return hit;
  const lazy = LAZY.get(request.url);
  if (lazy) { // this build's bytes or none: a file of another version never enters this cache
    const response = await fetch(request.url, { integrity: lazy, credentials: "same-origin" });
    if (response.ok) await cache.put(request.url, response.clone());
    return response;
  }
  return fetch(request);
}

const LAZY = new Map(FILES.filter(([, , lazy]) => lazy).map(([path, sri]) => [new URL(path, SCOPE).href, sri]));
