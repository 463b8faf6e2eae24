// A Web Worker with its own Pyodide that computes slow CPU moves and hints for every game
// (web/shell/worker.py, which hands each game's to its thinker module), so the page's main thread
// never stops painting or answering taps while a CPU thinks (a hard turn can take a few hundred
// milliseconds). web/shell/boot.py starts it once the page is idle after the first table is drawn;
// until it says it is ready, and whenever it fails, the page computes the moves itself.
//
// Its interpreter comes from vendor/pyodide/kings-boot.mjs as the page's does (the memory snapshot,
// vendor/shell.zip); a game's code (vendor/games/<id>.zip) is fetched the first time a message
// names that game, from the HTTP or service-worker cache the page filled.
//
// It speaks the page's language (each message's lang, from web/shell/language.js): a hint's words come from here in
// that language, with the game's and the shell's catalogs fetched beside the game's code (web/shell/language.py).
//
// Messages in: {id, game, record, seat, level, seed, among, lang} (the game's id, its record as JSON; seed as a
// decimal string, as it may not fit a JS number; among: for a hint, the moves to choose among, one per line, or
// "" for any). Out: {ready: true} once, then {id, move} or {id, error}.
import { start } from "../../vendor/pyodide/kings-boot.mjs";

const ready = (async () => {
  const pyodide = await start();
  const [think, mount, language] = pyodide.runPython(`
from web.shell import packages
from web.shell.codecache import CodeCache
from web.shell.language import PageLanguage
from web.shell.worker import Worker
_worker = Worker()
_code = CodeCache()
_code.install()
(lambda game, record, seat, level, seed, among: _worker.think(game, record, int(seat), level, int(seed), among),
 lambda path: packages.mount(path, cache=_code),
 lambda lang: PageLanguage(lang))
`).toJs({ depth: 1 });
  return { pyodide, think, mount, language };
})();

ready.then(
  () => self.postMessage({ ready: true }),
  (err) => self.postMessage({ ready: false, error: String(err) }),
);

const games = new Map(); // game id -> its zip, written and mounted (a promise)
const catalogs = new Map(); // "lang game" -> the game's and the shell's words in lang, on disk (a promise)

/** Fetch `game`'s and the shell's catalogs in `lang` (none for English or the pseudo-locale; none that come: its
 * words in English), then speak it. */
async function speak({ pyodide, language }, lang, game) {
  const key = `${lang} ${game}`;
  if (!["en", "en-XA"].includes(lang) && !catalogs.has(key)) {
    catalogs.set(key, Promise.all(["shell", game.replaceAll("-", "_")].map(async (domain) => {
      const said = await fetch(new URL(`../../vendor/locale/${encodeURIComponent(lang)}/${domain}.mo`, import.meta.url))
        .catch(() => null);
      pyodide.FS.mkdirTree(`/home/pyodide/locale/${lang}`);
      pyodide.FS.writeFile(`/home/pyodide/locale/${lang}/${domain}.mo`,
        said && said.ok ? new Uint8Array(await said.arrayBuffer()) : new Uint8Array());
    })));
  }
  await catalogs.get(key);
  const words = language(lang);
  try {
    words.speak(game);
  } finally {
    words.destroy();
  }
}

function load({ pyodide, mount }, game) {
  if (!games.has(game)) {
    games.set(game, (async () => {
      const response = await fetch(new URL(`../../vendor/games/${encodeURIComponent(game)}.zip`, import.meta.url));
      if (!response.ok) throw new Error(`${game}.zip: HTTP ${response.status}`);
      const path = `/home/pyodide/games/${game}.zip`;
      pyodide.FS.mkdirTree("/home/pyodide/games");
      pyodide.FS.writeFile(path, new Uint8Array(await response.arrayBuffer()));
      mount(path);
    })());
    games.get(game).catch(() => games.delete(game)); // a later message tries again
  }
  return games.get(game);
}

self.onmessage = async ({ data }) => {
  try {
    const python = await ready;
    await load(python, data.game);
    await speak(python, /^[A-Za-z]{2,3}(-[A-Za-z]{2})?$/.test(data.lang) ? data.lang : "en", data.game);
    self.postMessage({ id: data.id, move: python.think(data.game, data.record, data.seat, data.level, data.seed, data.among ?? "") });
  } catch (err) {
    self.postMessage({ id: data.id, error: String(err) });
  }
};
