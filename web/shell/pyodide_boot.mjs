// PyScript's interpreter module for the game (pyscript.toml: interpreter = "./vendor/pyodide/kings-boot.mjs").
// scripts/vendor.py copies it next to pyodide.mjs, so Pyodide's indexURL stays vendor/pyodide/.
//
// It is pyodide.mjs's loadPyodide, plus a memory snapshot: vendor/pyodide/snapshot.bin.gz is the
// interpreter's memory right after Pyodide booted and imported the standard-library modules the
// page uses and the game's modules (made in Node by scripts/snapshot.mjs from this very Pyodide,
// python_stdlib.zip and the zips). Restoring it skips Python's initialisation, Pyodide's bootstrap
// and the game's imports (docs/performance.md). If the zips served are not the ones it was made
// from, the game's modules are dropped and imported afresh, so it never runs old code. If it is
// missing (an empty file), cannot be fetched or is refused, Pyodide boots as usual.
import { loadPyodide as load, version } from "./pyodide.mjs";

export { version };

// Started as soon as PyScript imports this module, in parallel with the rest of its set-up.
const snapshot = (async () => {
  try {
    if (typeof DecompressionStream === "undefined") return null;
    const response = await fetch(new URL("./snapshot.bin.gz", import.meta.url));
    if (!response.ok || response.headers.get("content-length") === "0") return null;
    const data = await new Response(response.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
    return data.byteLength ? new Uint8Array(data) : null;
  } catch (err) {
    console.warn("Kings: no memory snapshot; booting Python from scratch", err);
    return null;
  }
})();

// The SHA-256 of kings.zip + web.zip as served, or "" if it cannot be computed.
async function zipsDigest() {
  try {
    const parts = await Promise.all(["kings", "web"].map(async (name) => {
      const response = await fetch(new URL(`../${name}.zip`, import.meta.url));
      if (!response.ok) throw new Error(`${name}.zip: HTTP ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    }));
    const all = new Uint8Array(parts[0].length + parts[1].length);
    all.set(parts[0]);
    all.set(parts[1], parts[0].length);
    const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", all));
    return Array.from(hash, (b) => b.toString(16).padStart(2, "0")).join("");
  } catch {
    return "";  // e.g. no crypto.subtle outside a secure context: assume the game changed
  }
}

// Drop the game's modules restored from the snapshot unless they come from the very zips served.
const CHECK_GAME = `
def _kings_check_game(digest):
    import sys, zipimport
    made = getattr(sys.modules.get("kings"), "__snapshot_zips__", None)
    if made is None or made == digest:
        return
    for name in [n for n in sys.modules if n.split(".")[0] in ("kings", "web")]:
        del sys.modules[name]
    zipimport._zip_directory_cache.clear()  # the zips' tables of contents, read when the snapshot was made
    sys.path_importer_cache.clear()
_kings_check_game
`;

export async function loadPyodide(options = {}) {
  const data = await snapshot;
  if (data) {
    const digest = zipsDigest();
    try {
      const pyodide = await load({ ...options, _loadSnapshot: data });
      const check = pyodide.runPython(CHECK_GAME, { globals: pyodide.toPy({}) });
      check(await digest);
      check.destroy();
      return pyodide;
    } catch (err) {
      console.warn("Kings: memory snapshot refused; booting Python from scratch", err);
    }
  }
  return load(options);
}
