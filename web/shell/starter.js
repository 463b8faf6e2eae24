/* Starts Python behind the first paint, and shows a boot that fails as such (plain JavaScript).
 *
 * Loaded by index.html as a deferred classic script, after web/shell/shell.js (which has set
 * <html data-view data-game> from the address). Once the skeleton or the lobby is painted, it imports
 * vendor/pyodide/kings-boot.mjs (web/shell/pyodide_boot.mjs), which fetches the runtime, the
 * shell's code and the code of the game the address names, and starts Python; and then PyScript's
 * core.js, which runs index.html's <script type="py"> (web/shell/boot.py's main()) on that
 * interpreter. (A module script in the page would be evaluated before the first paint: 25-70 ms of
 * it on a cold load, issue 33.) A page without a <script type="py"> has main() run from here.
 *
 * Where the browser denies IndexedDB (a sandboxed frame), PyScript, which opens a store at boot, gets
 * one in memory.
 *
 * window.kingsBoot is how a failure is reported, from here, from kings-boot.mjs or from Python:
 * fail(kind, detail, file) sets <body data-state="error" data-boot-error=KIND>, shows #boot-error
 * with what happened in plain words and what the player can do, and "Try again", which reloads past
 * any cache that may hold a broken or half-updated copy (docs/testing-contract.md). Never a
 * traceback (the console has it), never a spinner forever: once Python is up, main() must begin
 * within SCRIPT_TIMEOUT_MS.
 */
(() => {
  "use strict";
  // The page's words in its language (web/shell/language.js; scripts/page_words.py extracts every t("...")).
  const t = (text) => (window.kingsLanguage ? window.kingsLanguage.t(text) : text);
  const html = document.documentElement;

  // PyScript opens an IndexedDB store at boot (its package cache, unused here). Where IndexedDB
  // is denied (a sandboxed frame without allow-same-origin: an opaque origin), open() throws and
  // the boot would stop: such pages get a store in memory instead.
  const idb = (() => {
    try {
      return window.indexedDB;
    } catch (e) {
      return null; // a sandboxed frame throws on reading it
    }
  })();
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

  const boot = (window.kingsBoot = {
    failure: null, // {kind, detail, file} once the boot failed
    python: false, // web/shell/boot.py's main() has begun
    /** The boot failed (kind: "webassembly", "runtime", "stdlib", "shell", "game", "python", "script"). */
    fail(kind, detail, file) {
      if (boot.failure) return;
      boot.failure = { kind: String(kind), detail: String(detail || ""), file: String(file || "") };
      console.error(`Kings could not start (${kind}): ${detail || ""}`);
      showFailure();
    },
    /** Called by web/shell/boot.py as main() begins: the page's Python runs. */
    started() {
      boot.python = true;
      clearTimeout(boot.watchdog);
    },
    watchdog: 0,
  });
  // A page script that never runs (PyScript failing after Python started) must not leave the
  // spinner forever: once Python is up, main() has this long to begin.
  const SCRIPT_TIMEOUT_MS = 15000;

  // A script of the page that does not load (PyScript's, say) is a failed boot at once. (This runs
  // before the page's module scripts, whose load errors come when they would have run.)
  document.addEventListener("error", (event) => {
    const el = event.target;
    if (el instanceof HTMLScriptElement && el.src) {
      const file = new URL(el.src).pathname.split("/").pop();
      boot.fail("runtime", `${file} did not load`, file);
    }
  }, true);

  // web/shell/shell.js's (it runs first); without it, at once
  (window.kingsAfterFirstPaint || ((fn) => fn()))(() => {
    if (typeof WebAssembly !== "object" || typeof WebAssembly.instantiate !== "function") {
      boot.fail("webassembly", "this browser has no WebAssembly");
      return;
    }
    const game = html.dataset.view === "game" ? html.dataset.game || "" : ""; // web/shell/shell.js set them
    // (An absolute URL: in a sandboxed frame this script counts as cross-origin, and a relative
    // specifier would resolve against about:blank.)
    import(new URL("./vendor/pyodide/kings-boot.mjs", document.baseURI).href)
      .then((kings) => kings.start({ game, entry: "web.shell.boot" }))
      .then((pyodide) => {
        if (boot.python || boot.failure) return;
        if (!document.querySelector('script[type="py"]')) { // no PyScript on this page: run it here
          try {
            pyodide.runPython("from web.shell.boot import main; main()");
          } catch (err) {
            boot.fail("python", err && err.message);
          }
          return;
        }
        boot.watchdog = setTimeout(() => boot.python || boot.fail("script", "the page's Python never ran"),
          SCRIPT_TIMEOUT_MS);
      })
      .catch((err) => boot.fail(err && err.kind ? err.kind : "runtime", err && err.message, err && err.file));
    if (document.querySelector('script[type="py"]')) {
      import(new URL("./vendor/pyscript/core.js", document.baseURI).href)
        .catch(() => boot.fail("runtime", "core.js did not load", "core.js"));
    }
  });

  /** What the player reads when the boot failed, by kind: what happened, and what to do. */
  function failureText(f) {
    if (f.kind === "webassembly") {
      return t("This browser cannot run the games: they need WebAssembly, which is missing or turned off here. " +
        "Open Kings in an up-to-date Chrome, Edge, Firefox or Safari, or turn WebAssembly back on " +
        "(some security settings and extensions turn it off).");
    }
    if (f.kind === "update") {
      return t("Kings was updated while this page was open, and the new version's files do not go with " +
        "the ones this page started with. Try again to load the new version; your saved games are kept.");
    }
    if (f.kind === "python" || f.kind === "script") {
      return t("Something went wrong while setting up the table. Your saved games are safe. " +
        "Try again; if it happens again, pick another game from the list, or come back later.");
    }
    if (!f.file) {
      return t("Kings could not load a file the game needs. Check your connection and try again. If it keeps " +
        "happening, the site may be in the middle of an update: wait a minute, then try again.");
    }
    return t("Kings could not load a file the game needs ({file}). Check your connection and try again. If it " +
      "keeps happening, the site may be in the middle of an update: wait a minute, then try again.")
      .replace("{file}", () => f.file);
  }

  function showFailure() {
    const f = boot.failure;
    const paint = () => {
      const body = document.body;
      body.dataset.state = "error";
      body.dataset.bootError = f.kind;
      const panel = document.getElementById("boot-error");
      if (!panel) return;
      panel.querySelector("[data-boot-text]").textContent = failureText(f);
      panel.hidden = false;
      const retry = panel.querySelector("[data-boot=retry]");
      retry.hidden = f.kind === "webassembly"; // reloading cannot help there
      if (!retry.dataset.wired) {
        retry.dataset.wired = "1";
        retry.addEventListener("click", tryAgain);
      }
    };
    if (document.body) paint();
    else document.addEventListener("DOMContentLoaded", paint, { once: true });
  }

  /** "Try again": reload, past any cache that may hold a broken or half-updated copy. Online, the
   *  files this page fetched are fetched again from the server (which refreshes the HTTP cache)
   *  and this site's service-worker caches are dropped (the worker installs afresh). Offline,
   *  nothing is dropped: the reload finds whatever is still cached. */
  async function tryAgain(event) {
    const button = event.currentTarget;
    button.disabled = true;
    button.textContent = t("Loading…");
    const scope = new URL("./", location.href).href;
    try {
      const online = await fetch(new URL("./index.html", scope), { cache: "no-store" }).then((r) => r.ok, () => false);
      if (online) {
        const sw = "serviceWorker" in navigator ? navigator.serviceWorker : null;
        const reg = sw ? await sw.getRegistration().catch(() => null) : null;
        if (reg) await reg.unregister();
        const prefix = `kings:${new URL(scope).pathname}:`;
        if (window.caches) {
          for (const key of await caches.keys()) if (key.startsWith(prefix)) await caches.delete(key);
        }
        const urls = new Set(performance.getEntriesByType("resource").map((e) => e.name)
          .filter((url) => url.startsWith(scope)));
        await Promise.all([...urls].map((url) => fetch(url, { cache: "reload" }).catch(() => null)));
      }
    } catch (e) {
      // whatever could not be refreshed, the reload below tries again
    }
    location.reload();
  }

})();
