/* The page shell of Kings, in plain JavaScript: what must work before (or without) Python.
 *
 * Loaded by index.html as a classic script in <head>, so it runs before the first paint:
 *  1. records Content-Security-Policy violations in window.kingsCsp (e2e tests assert none), and
 *     gives PyScript an IndexedDB in memory where the browser denies it (a sandboxed frame);
 *  2. applies ?theme=green|dark|light and ?embed=1 as classes on <html> (web/shell/shell.css);
 *     once the skeleton is painted, starts fetching the runtime (index.html's #after-paint);
 *  3. in embed mode, talks to the host page with postMessage: window.kingsEmbed (docs/embed.md);
 *  4. otherwise registers the service worker (sw.js) once the table is ready, and offers a new
 *     version with the "New version available - Reload" bar (#update).
 */
(() => {
  "use strict";
  const html = document.documentElement;
  const violations = (window.kingsCsp = []);
  document.addEventListener("securitypolicyviolation", (e) => {
    violations.push(`${e.effectiveDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`);
  });

  // PyScript opens an IndexedDB store at boot (its package cache, unused here). Where IndexedDB
  // is denied (a sandboxed frame without allow-same-origin: an opaque origin), open() throws and
  // the boot would stop: such pages get a store in memory instead.
  const idb = safe(() => window.indexedDB);
  if (idb) {
    const open = idb.open.bind(idb);
    idb.open = (...args) => {
      try {
        return open(...args);
      } catch (e) {
        return memoryDatabase();
      }
    };
  } else {
    Object.defineProperty(window, "indexedDB", { configurable: true, value: { open: memoryDatabase } });
  }

  /** Just enough of an IndexedDB database (one object store) for PyScript's IDBMap, in memory. */
  function memoryDatabase() {
    const data = new Map();
    const request = (result) => {
      const req = { result };
      setTimeout(() => req.onsuccess && req.onsuccess({ type: "success", target: req }));
      return req;
    };
    const store = {
      get: (key) => request(data.get(key)),
      getKey: (key) => request(data.has(key) ? key : undefined),
      getAllKeys: () => request([...data.keys()]),
      getAll: () => request([...data.values()]),
      count: () => request(data.size),
      put: (value, key) => request(data.set(key, value) && key),
      delete: (key) => request(data.delete(key) && undefined),
      clear: () => request(data.clear()),
    };
    const db = {
      objectStoreNames: { length: 1, contains: () => true },
      createObjectStore: () => store,
      transaction: () => ({ objectStore: () => store }),
      close() {},
    };
    return request(db);
  }

  afterFirstPaint(() => {
    const links = document.getElementById("after-paint");
    if (links) document.head.append(document.importNode(links.content, true));
  });

  /** Run fn once, just after the first contentful paint (or at once where there is none to wait for). */
  function afterFirstPaint(fn) {
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", fn, { once: true });
      else fn();
    };
    // A tab opened in the background paints nothing until it is shown: nothing to keep clear.
    if (document.visibilityState !== "visible") return go();
    try {
      new PerformanceObserver((list) => list.getEntriesByName("first-contentful-paint").length && go())
        .observe({ type: "paint", buffered: true });
    } catch (e) {
      return go(); // no paint timing in this browser
    }
    setTimeout(go, 500); // a safety net: the page must start even if no paint entry ever comes
  }

  const params = new URLSearchParams(location.search);
  const theme = params.get("theme");
  if (["green", "dark", "light"].includes(theme)) html.classList.add(`theme-${theme}`);
  const embed = ["1", "true", "yes"].includes(params.get("embed"));
  const sw = "serviceWorker" in navigator ? safe(() => navigator.serviceWorker) : null;

  function safe(get) {
    try {
      return get();
    } catch (e) {
      return null; // a sandboxed frame throws on some APIs; the game does without them
    }
  }

  /** Run fn once, when Python has drawn the table (or failed to): body[data-state] leaves "loading". */
  function whenTableReady(fn) {
    let done = false;
    const check = () => {
      if (!done && document.body && document.body.dataset.state !== "loading") {
        done = true;
        observer.disconnect();
        fn();
      }
    };
    const observer = new MutationObserver(check);
    const start = () => {
      observer.observe(document.body, { attributes: true, attributeFilter: ["data-state"] });
      check();
    };
    if (document.body) start();
    else document.addEventListener("DOMContentLoaded", start, { once: true });
  }

  // -- embed mode: messages to and from the host page ----------------------------------------
  if (embed) {
    html.classList.add("embed");
    const host = params.get("host") || params.get("parentOrigin") || "";
    let trusted = "";
    if (host) {
      const origin = safe(() => new URL(host).origin);
      if (origin && origin === host.replace(/\/$/, "") && /^https?:/.test(origin)) trusted = origin;
      else console.warn(`Kings: ignoring host=${host}: not an origin (scheme://host or scheme://host:port)`);
    }
    const framed = window.parent !== window;
    const bridge = (window.kingsEmbed = {
      host: trusted, // "" = not told: events go to "*", no command is accepted
      ignored: 0, // command messages not acted upon (untrusted origin or unknown type)
      onCommand: null, // set by Python (web/shell/main.py): (type) => boolean (acted upon)
      post(type, json) {
        if (!framed) return;
        const message = Object.assign({ source: "kings", version: 1, type }, json ? JSON.parse(json) : {});
        window.parent.postMessage(message, trusted || "*");
      },
    });
    window.addEventListener("message", (e) => {
      const data = e.data;
      if (!data || typeof data !== "object" || data.target !== "kings") return; // not a command
      const handler = bridge.onCommand;
      if (!trusted || e.origin !== trusted || typeof handler !== "function" || !handler(String(data.type))) {
        bridge.ignored += 1;
        html.dataset.embedIgnored = String(bridge.ignored);
      }
    });
    let sent = 0;
    const resize = () => {
      const height = Math.ceil(document.body.getBoundingClientRect().height);
      if (height !== sent) {
        sent = height;
        bridge.post("resize", JSON.stringify({ height, width: Math.ceil(html.clientWidth) }));
      }
    };
    whenTableReady(() => {
      new ResizeObserver(() => requestAnimationFrame(resize)).observe(document.body);
      resize();
    });
  }

  // -- offline: the service worker and the new-version prompt --------------------------------
  if (!sw) return;
  if (sw.controller) {
    let reloading = false; // the new version took over (this page or another tab asked): load it
    sw.addEventListener("controllerchange", () => {
      if (!reloading) {
        reloading = true;
        location.reload();
      }
    });
  }
  if (embed || !/^https?:$/.test(location.protocol)) return;

  function offer(reg) {
    const bar = document.getElementById("update");
    if (!reg.waiting || !sw.controller || !bar || !bar.hidden) return;
    bar.hidden = false;
    html.dataset.sw = "update-ready";
    bar.querySelector("button").addEventListener("click", () => {
      if (reg.waiting) reg.waiting.postMessage({ type: "skip-waiting" });
    });
  }

  whenTableReady(async () => {
    let reg;
    try {
      reg = await sw.register("./sw.js", { updateViaCache: "none" });
    } catch (e) {
      reg = null;
    }
    if (!reg) {
      html.dataset.sw = "unavailable"; // blocked or not served: the game still plays online
      return;
    }
    html.dataset.sw = "registered";
    const track = (worker) => {
      if (worker) worker.addEventListener("statechange", () => worker.state === "installed" && offer(reg));
    };
    reg.addEventListener("updatefound", () => track(reg.installing));
    track(reg.installing);
    offer(reg);
    const check = () => reg.update().catch(() => {}); // offline: no news is fine
    check(); // a deploy since this page loaded (the browser checks only on navigations)
    document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && check());
  });
})();
