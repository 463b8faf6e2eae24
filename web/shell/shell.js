/* The page shell of Kings, in plain JavaScript: what must work before (or without) Python.
 *
 * Loaded by index.html as a classic script in <head>, so it runs before the first paint:
 *  1. records Content-Security-Policy violations in window.kingsCsp (e2e tests assert none);
 *  2. applies ?theme=green|dark|light and ?embed=1 as classes on <html> (web/shell/shell.css);
 *     (web/shell/starter.js then starts Python once the skeleton is painted);
 *  2b. picks the view: the lobby (#lobby) or a game's table, from the address, and moves between
 *     them without reloading (the runtime keeps booting, or stays booted, behind the lobby);
 *  3. in embed mode, talks to the host page with postMessage: window.kingsEmbed (docs/embed.md);
 *  4. otherwise registers the service worker (sw.js) once the table is ready, and offers a new
 *     version with the "New version available - Reload" bar (#update).
 */
(() => {
  "use strict";
  // Words in the page's language (web/shell/language.js), called as a text shows: they may come after this has run.
  const t = (text) => (window.kingsLanguage ? window.kingsLanguage.t(text) : text);
  const html = document.documentElement;
  const violations = (window.kingsCsp = []);
  document.addEventListener("securitypolicyviolation", (e) => {
    violations.push(`${e.effectiveDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`);
  });
  // Online play's transport (web/shell/online.js), loaded only when a player chooses online play.
  window.kingsOnline = () => import("./online.js");

  const params = new URLSearchParams(location.search);
  const theme = params.get("theme");
  if (["green", "dark", "light"].includes(theme)) html.classList.add(`theme-${theme}`);
  const embed = ["1", "true", "yes"].includes(params.get("embed"));
  const sw = "serviceWorker" in navigator ? safe(() => navigator.serviceWorker) : null;

  // -- the lobby and the games' addresses ------------------------------------------------------
  // The games that open, and those to come (their tiles say so): the ids of kings/registry.py and web/shell/games.py (tests/test_web_boundaries.py).
  const GAMES = { corners: "Kings in the Corner", king: "King", "three-thirteen": "3-13", "kings-cup": "Kings Cup", klondike: "Klondike", "kings-court": "King's Court" };
  const COMING = {};
  // The header's words after "Kings" for each game: "Kings in the Corner", "Kings · King".
  const BRAND = { corners: "in the Corner", king: "· King", "three-thirteen": "· 3-13", "kings-cup": "· Kings Cup", klondike: "· Klondike", "kings-court": "· King's Court" };
  // A game's name (the tab's title, the header's) is the same in every language but Klondike's (index.html's too).
  const gameName = (id) => (id === "klondike" ? t("Klondike") : GAMES[id] || "");
  const brandWords = (id) => (id === "klondike" ? t("· Klondike") : BRAND[id] || "");
  const DEFAULT_GAME = "corners"; // what every address of the one-game site opened
  const ALIASES = { "3-13": "three-thirteen", "313": "three-thirteen", "kings-in-the-corner": "corners", "kings-corner": "corners", "kingscup": "kings-cup", "king's-court": "kings-court" }; // what a player would write (?game=3-13): read as the id
  const KEPT = ["theme", "lang"]; // the address's settings of the page, in every view: no game's

  /** What an address shows: {view: "lobby" | "game", game: id or "", notice: what the lobby says of it, or null}.
   *  (A notice is {coming: id} or {missing: the name asked for}: noticeText words it when it shows.) */
  function route(search) {
    const p = new URLSearchParams(search);
    if (p.has("game")) { // ids match trimmed and in any case (?game=%20King); an empty one shows the lobby
      const asked = p.get("game").trim();
      const id = ALIASES[asked.toLowerCase()] || asked.toLowerCase();
      if (!id) return { view: "lobby", game: "", notice: null };
      if (Object.hasOwn(GAMES, id)) return { view: "game", game: id, notice: null };
      const notice = Object.hasOwn(COMING, id) ? { coming: id } : { missing: asked.slice(0, 40) };
      return { view: "lobby", game: "", notice };
    }
    // ?seed=42, ?rules=must-play, ?embed=1, ...: every link of the one-game site keeps working. (?theme= and ?lang=,
    // the page's language: web/shell/language.js, are the lobby's too.)
    if ([...p.keys()].some((key) => !KEPT.includes(key))) return { view: "game", game: DEFAULT_GAME, notice: null };
    return { view: "lobby", game: "", notice: null };
  }

  /** The lobby's words for route()'s ``notice`` ("" for none); a name goes in by a function ("$&" is no pattern). */
  function noticeText(notice) {
    if (!notice) return "";
    const said = notice.coming ? t("{game} is coming soon. Meanwhile, pick a game below.")
      : t("There is no game called \"{name}\" here. Pick one below.");
    return said.replace(/\{(game|name)\}/, () => (notice.coming ? COMING[notice.coming] : notice.missing));
  }

  // Each game's stylesheets (web/<folder>/table*.css, named without ".css"), in cascade order: only the shown game's
  // are on, so the lobby's first paint waits on none of them and no game's rules reach another's table. 3-13 wears
  // King's seat chips and contract bar on purpose; Kings Cup's end refines its table in a sheet of its own.
  // tests/test_web_boundaries.py checks every game has its entry.
  const STYLES = { corners: ["corners/table"], king: ["king/table", "king/table-sheet", "king/table-auction"], "three-thirteen": ["king/table", "three_thirteen/table", "three_thirteen/table-laid"], "kings-cup": ["kings_cup/table", "kings_cup/table-end"], klondike: ["klondike/table"], "kings-court": ["kings_court/table"] };

  /** Game ``id``'s stylesheets on ("" = none: the lobby), fetched the first time and linked before the shell's
   *  (whose rules refine them), every other game's off. Resolves once they have loaded (or failed to). On the
   *  page's first run, a game's sheets hold the first paint back (blocking="render"), as a link in the HTML would. */
  function wear(id, first) {
    const want = STYLES[id] || [];
    for (const link of document.querySelectorAll("link[data-game-css]")) link.disabled = !want.includes(link.dataset.gameCss);
    const shell = document.querySelector("link[data-shell-css]");
    const waits = [];
    for (const sheet of want) {
      if (document.querySelector(`link[data-game-css="${sheet}"]`)) continue;
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = `./web/${sheet}.css`;
      link.dataset.gameCss = sheet;
      if (first) link.setAttribute("blocking", "render");
      waits.push(new Promise((done) => { link.onload = link.onerror = done; }));
      if (shell) shell.before(link);
      else document.head.append(link);
    }
    return Promise.all(waits);
  }

  let view = route(location.search);
  wear(view.game, true);
  apply(view);
  if (view.view === "game" && params.has("game") && params.get("game") !== view.game) {
    const canonical = new URLSearchParams(location.search); // ?game=%20King: the address says the game's own id
    canonical.set("game", view.game);
    safe(() => history.replaceState(null, "", `${location.pathname}?${canonical}`));
  }

  /** The view on <html> at once (the CSS shows one of them), and on <body> once it exists. */
  function apply(r) {
    html.dataset.view = r.view;
    html.dataset.game = r.game;
    document.title = r.view === "game" ? gameName(r.game) : t("Kings: card games");
    if (document.body) {
      document.body.dataset.view = r.view;
      document.body.dataset.game = r.game;
      const brand = document.querySelector(".brand .game-name");
      if (brand && r.view === "game") brand.textContent = brandWords(r.game);
    }
  }

  function show(r, focus) {
    view = r;
    // The game's stylesheets first (a few ms from the cache), so its table is never seen without them.
    wear(r.game).then(() => view === r && shown(r, focus));
  }

  function shown(r, focus) {
    apply(r);
    // Python shows the game (opening it the first time) and hides the others; at boot it opens the
    // address's game itself. The lobby hides every game: they wait, paused, until shown again.
    if (typeof window.kingsOpen === "function") window.kingsOpen(r.view === "lobby" ? "" : r.game);
    if (r.view === "lobby") {
      refreshLobby();
      artLater();
    }
    if (focus) {
      const target = document.querySelector(r.view === "lobby" ? "#lobby-title" : ".brand");
      if (target) {
        target.tabIndex = -1;
        target.focus({ preventScroll: true });
      }
      window.scrollTo(0, 0);
    }
  }

  /** Go to ``search`` ("" = the lobby) as a new history entry, keeping ?theme= and ?lang=. */
  function navigate(search) {
    const next = new URLSearchParams(search);
    for (const key of KEPT) if (params.get(key) && !next.has(key)) next.set(key, params.get(key));
    const query = next.toString();
    history.pushState(null, "", location.pathname + (query ? `?${query}` : ""));
    show(route(location.search), true);
  }

  function readEnvelope(key, kind) {
    try {
      const text = localStorage.getItem(key);
      const envelope = text ? JSON.parse(text) : null;
      const ok = envelope && typeof envelope === "object" && envelope.kind === kind;
      return ok && envelope.data && typeof envelope.data === "object" ? envelope.data : null;
    } catch (e) {
      return null; // blocked storage or damaged data: the tile just says "Play"
    }
  }

  /** The lobby's line of a game, from its saved game itself (kings.<id>.match carries it): {resume, last}. A
   *  game saved before the line moved there has it in kings.<id>.lobby; a saved game without one is resumable. */
  function lobbyLine(id) {
    let envelope = null;
    try {
      const text = localStorage.getItem(`kings.${id}.match`);
      envelope = text ? JSON.parse(text) : null;
    } catch (e) {
      return {}; // blocked storage or a damaged game (the game sets it aside when it opens): the tile says "Play"
    }
    if (!envelope || typeof envelope !== "object" || envelope.kind !== "match") return {};
    const line = envelope.lobby && typeof envelope.lobby === "object" ? envelope.lobby : readEnvelope(`kings.${id}.lobby`, "lobby");
    return line && typeof line.resume === "boolean" ? line : { resume: true };
  }

  /** Each tile's Play or Continue and last result, from what the game saved. */
  function refreshLobby() {
    const notice = document.getElementById("lobby-notice");
    if (!notice) return;
    const said = noticeText(view.notice);
    notice.textContent = said;
    notice.hidden = !said;
    for (const tile of document.querySelectorAll("[data-tile][data-ready]")) {
      const id = tile.dataset.tile;
      const data = lobbyLine(id);
      // Saved by the one-game version and not yet moved by Python (it does so as it boots).
      const legacy = id === DEFAULT_GAME && safe(() => localStorage.getItem("kings.match")) != null;
      const resume = data.resume === true || legacy;
      tile.toggleAttribute("data-resume", resume);
      const label = tile.querySelector("[data-label]");
      if (label) label.textContent = resume ? t("Continue") : t("Play");
      const last = tile.querySelector("[data-last]");
      const text = typeof data.last === "string" ? data.last.slice(0, 200) : "";
      if (last) {
        last.textContent = text;
        last.hidden = !text;
      }
    }
    if (window.kingsDaily) window.kingsDaily.refresh(); // each tile's daily deal (web/shell/daily.js)
    const prefs = readEnvelope("kings.prefs", "prefs");
    if (prefs && document.body) document.body.toggleAttribute("data-contrast", prefs.contrast === true);
  }

  window.kingsLobby = { refresh: () => view.view === "lobby" && refreshLobby(), route };
  // Another tab saved a game or settings: the lobby's tiles say so at once.
  window.addEventListener("storage", () => view.view === "lobby" && refreshLobby());

  // Clicks are caught on the document, which exists already; the tiles are filled in as soon as the
  // HTML is parsed ("interactive"), before PyScript's module script runs and DOMContentLoaded fires.
  const fillLobby = () => {
    apply(view);
    if (view.view === "lobby") {
      refreshLobby();
      performance.mark("kings:lobby-ready"); // bench/startup.py: usable from here
      artLater();
    }
  };

  /** The tiles' card faces, once the lobby has painted: twelve SVG documents, each parsed on the main
   *  thread, held the first paint back by about 100 ms on a cold load (bench/startup.py, issue 33). */
  function artLater() {
    const lobby = document.getElementById("lobby");
    if (lobby && !lobby.hasAttribute("data-art")) afterFirstPaint(() => lobby.setAttribute("data-art", ""));
  }

  /** Run fn once, just after the first contentful paint (or at once where there is none to wait for); also
   *  web/shell/starter.js's, which starts Python then. */
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
  window.kingsAfterFirstPaint = afterFirstPaint;

  const wireLobby = () => {
    document.addEventListener("click", (e) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const open = e.target.closest && e.target.closest("[data-open-game], [data-daily-game]"); // (a past day's daily)
      const back = e.target.closest && e.target.closest("[data-lobby]");
      if (open) {
        e.preventDefault();
        const daily = open.dataset.daily ? `&daily=${encodeURIComponent(open.dataset.daily)}` : ""; // a daily deal
        navigate(`?game=${encodeURIComponent(open.dataset.openGame || open.dataset.dailyGame)}${daily}`);
      } else if (back && !embed) {
        e.preventDefault();
        navigate("");
      }
    });
    window.addEventListener("popstate", () => show(route(location.search), true));
  };
  wireLobby();
  // The language's words (its page.js: web/shell/language.js) may come after the lobby was filled: they fill it again.
  const words = document.querySelector('script[src*="vendor/locale/"]');
  words?.addEventListener("load", () => { apply(view); if (view.view === "lobby") refreshLobby(); }, { once: true });
  if (document.readyState === "loading") {
    document.addEventListener("readystatechange", fillLobby, { once: true }); // loading -> interactive
  } else {
    fillLobby();
  }

  function safe(get) {
    try {
      return get();
    } catch (e) {
      return null; // a sandboxed frame throws on some APIs; the game does without them
    }
  }

  /** Run fn once, when Python has drawn the table (or failed to): body[data-state] leaves "loading";
   *  or, behind the lobby, when Python has booted (html[data-runtime="ready"]). */
  function whenTableReady(fn) {
    let done = false;
    const check = () => {
      const body = document.body;
      if (!done && body && (body.dataset.state !== "loading" || html.dataset.runtime === "ready")) {
        done = true;
        observer.disconnect();
        fn();
      }
    };
    const observer = new MutationObserver(check);
    const start = () => {
      observer.observe(document.body, { attributes: true, attributeFilter: ["data-state"] });
      observer.observe(html, { attributes: true, attributeFilter: ["data-runtime"] });
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
      onCommand: null, // set by Python (web/shell/boot.py): (type) => boolean (acted upon)
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
      // Only a short string is handed to Python: no other value is converted (its toString could throw).
      const type = typeof data.type === "string" && data.type.length <= 40 ? data.type : "";
      if (!trusted || e.origin !== trusted || typeof handler !== "function" || !type || !handler(type)) {
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
