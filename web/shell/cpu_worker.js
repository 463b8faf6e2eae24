// A Web Worker with its own Pyodide that computes slow CPU moves and hints for every game
// (web/shell/worker.py, which hands each game's to its thinker module), so the page's main thread
// never stops painting or answering taps while a CPU thinks (a hard turn can take a few hundred
// milliseconds). web/shell/boot.py starts it when the first game opens; until it says it is ready,
// and whenever it fails, the page computes the moves itself.
//
// Messages in: {id, game, record, seat, level, seed} (the game's id, its record as JSON; seed as a
// decimal string, as it may not fit a JS number). Out: {ready: true} once, then {id, move} or {id, error}.
import { loadPyodide } from "../../vendor/pyodide/kings-boot.mjs";

const ready = (async () => {
  const pyodide = await loadPyodide();
  for (const name of ["kings", "web"]) {
    const response = await fetch(new URL(`../../vendor/${name}.zip`, import.meta.url));
    if (!response.ok) throw new Error(`${name}.zip: HTTP ${response.status}`);
    pyodide.FS.writeFile(`/home/pyodide/${name}.zip`, new Uint8Array(await response.arrayBuffer()));
  }
  return pyodide.runPython(`
import sys
sys.path[:0] = ["/home/pyodide/kings.zip", "/home/pyodide/web.zip"]
from web.shell.worker import Worker
_worker = Worker()
lambda game, record, seat, level, seed: _worker.think(game, record, int(seat), level, int(seed))
`);
})();

ready.then(
  () => self.postMessage({ ready: true }),
  (err) => self.postMessage({ ready: false, error: String(err) }),
);

self.onmessage = async ({ data }) => {
  try {
    const think = await ready;
    self.postMessage({ id: data.id, move: think(data.game, data.record, data.seat, data.level, data.seed) });
  } catch (err) {
    self.postMessage({ id: data.id, error: String(err) });
  }
};
