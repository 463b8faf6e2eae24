// PyScript's interpreter module for the game (pyscript.toml: interpreter = "./vendor/pyodide/kings-boot.mjs").
// scripts/vendor.py copies it next to pyodide.mjs, so Pyodide's indexURL stays vendor/pyodide/.
//
// It is pyodide.mjs's loadPyodide, plus a memory snapshot: vendor/pyodide/snapshot.bin.gz is the
// interpreter's memory right after Pyodide booted and imported the standard-library modules the
// page uses (made in Node by scripts/snapshot.mjs from this very Pyodide and python_stdlib.zip).
// Restoring it skips Python's initialisation and Pyodide's bootstrap, most of the interpreter's
// start-up (docs/performance.md). It holds no game code, so changes to kings/ and web/ never make
// it stale. If it is missing (an empty file), cannot be fetched or is refused, Pyodide boots as usual.
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

export async function loadPyodide(options = {}) {
  const data = await snapshot;
  if (data) {
    try {
      return await load({ ...options, _loadSnapshot: data });
    } catch (err) {
      console.warn("Kings: memory snapshot refused; booting Python from scratch", err);
    }
  }
  return load(options);
}
