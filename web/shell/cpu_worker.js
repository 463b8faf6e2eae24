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
// Messages in: {id, game, record, seat, level, seed, among} (the game's id, its record as JSON; seed as a
// decimal string, as it may not fit a JS number; among: for a hint, the moves to choose among, one per line, or
// "" for any). Out: {ready: true} once, then {id, move} or {id, error}.
import { start } from "../../vendor/pyodide/kings-boot.mjs";

const ready = (async () => {
  const pyodide = await start();
  const [think, mount] = pyodide.runPython(`
from web.shell import packages
from web.shell.codecache import CodeCache
from web.shell.worker import Worker
_worker = Worker()
_code = CodeCache()
_code.install()
(lambda game, record, seat, level, seed, among: _worker.think(game, record, int(seat), level, int(seed), among),
 lambda path: packages.mount(path, cache=_code))
`).toJs({ depth: 1 });
  return { pyodide, think, mount };
})();

ready.then(
  () => self.postMessage({ ready: true }),
  (err) => self.postMessage({ ready: false, error: String(err) }),
);

const games = new Map(); // game id -> its zip, written and mounted (a promise)

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
    self.postMessage({ id: data.id, move: python.think(data.game, data.record, data.seat, data.level, data.seed, data.among ?? "") });
  } catch (err) {
    self.postMessage({ id: data.id, error: String(err) });
  }
};
