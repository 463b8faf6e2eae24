// Boots Python for the page and for the CPU worker: scripts/vendor.py copies this file to
// vendor/pyodide/kings-boot.mjs (next to pyodide.mjs, so Pyodide's indexURL stays vendor/pyodide/).
//
// web/shell/shell.js imports it just after the first paint and calls start(game): every file the
// boot needs is fetched from here, by the code that uses it, with nothing left to a <link
// rel=preload> that could go unused: the memory snapshot, the shell's code (vendor/shell.zip) and
// the code of the game the address names (vendor/games/<id>.zip) by this module; the wasm and the
// standard library by pyodide.mjs, started at once too. PyScript (pyscript.toml's interpreter) then
// imports this same module and its loadPyodide() returns the interpreter already on its way; the
// CPU worker (web/shell/cpu_worker.js), which has a module instance of its own, calls start().
//
// The memory snapshot (vendor/pyodide/snapshot.bin.gz, made by scripts/snapshot.mjs from this
// Pyodide, python_stdlib.zip and shell.zip) is the interpreter's memory once it has imported what
// Pyodide, PyScript and the shell import: restoring it skips all of that (docs/performance.md). If
// the shell.zip served is not the one it was made from, the shell's modules are dropped and imported
// afresh, so it never runs old code; if it is missing (an empty file), cannot be fetched or is
// refused, Python boots as usual.
//
// A boot that fails says why: the promise rejects with a BootError whose `kind` names what failed
// ("webassembly", "runtime", "stdlib", "shell", "python"), and on a page window.kingsBoot.fail()
// (web/shell/shell.js) shows it to the player.
import { loadPyodide as load, version } from "./pyodide.mjs";

export { version };

// The trimmed pyodide-lock.json (no packages), written here by scripts/vendor.py: one request fewer.
const LOCK = null;
const SHELL = "/home/pyodide/shell.zip";
const GAMES = "/home/pyodide/games";
const LOCALE = "/home/pyodide/locale"; // web/shell/language.py's LOCALE_DIR
const STDLIB = "/lib/python314.zip";

/** A failed boot: `kind` says what failed, `file` the file, if it was one. */
export class BootError extends Error {
  constructor(kind, message, file = "") {
    super(message);
    this.name = "BootError";
    this.kind = kind;
    this.file = file;
  }
}

const here = (path) => new URL(path, import.meta.url);
const mark = (name) => globalThis.performance?.mark?.(`kings:${name}`);

/** The bytes at `path` (relative to this module), or a BootError of `kind`. */
async function bytes(path, kind) {
  const url = here(path);
  const name = url.pathname.split("/").pop();
  let response;
  try {
    response = await fetch(url);
  } catch (err) {
    throw new BootError(kind, `${name} could not be fetched (${err.message || err})`, name);
  }
  if (!response.ok) throw new BootError(kind, `${name}: HTTP ${response.status}`, name);
  return new Uint8Array(await response.arrayBuffer());
}

/** The snapshot, un-gzipped; null when there is none to use (then Python boots as usual). */
async function snapshot() {
  try {
    if (typeof DecompressionStream === "undefined") return null;
    const response = await fetch(here("./snapshot.bin.gz"));
    if (!response.ok || response.headers.get("content-length") === "0") return null;
    const data = await new Response(response.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
    mark("snapshot");
    return data.byteLength ? unpack(new Uint8Array(data)) : null;
  } catch (err) {
    console.warn("Kings: no memory snapshot; booting Python from scratch", err);
    return null;
  }
}

const MAGIC = "KSPAGES1";

/** The interpreter's memory from the snapshot's non-zero pages (scripts/snapshot.mjs, pages()). */
function unpack(file) {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  if (file.byteLength < 20 || new TextDecoder().decode(file.subarray(0, 8)) !== MAGIC) {
    throw new Error("the memory snapshot is not one this page can read");
  }
  const length = view.getUint32(8, true), size = view.getUint32(12, true), runs = view.getUint32(16, true);
  const memory = new Uint8Array(length);
  let at = 20 + 8 * runs;
  for (let k = 0; k < runs; k++) {
    const start = view.getUint32(20 + 8 * k, true) * size;
    const end = Math.min(start + view.getUint32(24 + 8 * k, true) * size, length);
    if (start >= end || at + end - start > file.byteLength) throw new Error("the memory snapshot is damaged");
    memory.set(file.subarray(at, at + end - start), start);
    at += end - start;
  }
  if (at !== file.byteLength) throw new Error("the memory snapshot is damaged");
  return memory;
}

async function sha256(data) {
  try {
    const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", data));
    return Array.from(hash, (b) => b.toString(16).padStart(2, "0")).join("");
  } catch {
    return ""; // e.g. no crypto.subtle outside a secure context: assume the shell changed
  }
}

// Put shell.zip on the import path; drop the shell's modules restored from the snapshot unless they
// come from the very zip served; then import the shell's entry point, so a broken zip fails here.
// (Pyodide's sys.path names the standard library by this path.)
const SETUP = `
def _kings_setup(digest, shell, entry):
    import importlib, os, sys, zipfile, zipimport
    # PyScript's Python package, compiled (scripts/pyc_build.py --pyscript): where Python looks first
    # when PyScript imports the sources it writes next to it, so they are not compiled at every boot.
    with zipfile.ZipFile(shell) as zf:
        for name in zf.namelist():
            if name.startswith("__pyscript__/"):
                os.makedirs("/home/pyodide/pyscript/__pycache__", exist_ok=True)
                with open("/home/pyodide/pyscript/__pycache__/" + name.split("/", 1)[1], "wb") as out:
                    out.write(zf.read(name))
    # A restored snapshot remembers the table of contents of the standard library it was made with;
    # the zip in place now is python_stdlib_rest.zip.
    zipimport._zip_directory_cache.pop("${STDLIB}", None)
    made = getattr(sys.modules.get("kings"), "__snapshot_shell__", None)
    if made is not None and made != digest:
        for name in [n for n in sys.modules if n.split(".")[0] in ("kings", "web")]:
            del sys.modules[name]
        zipimport._zip_directory_cache.clear()  # the zip's table of contents, read when the snapshot was made
        sys.path_importer_cache.clear()
    if shell not in sys.path:
        sys.path.insert(0, shell)
    if entry:
        importlib.import_module(entry)
_kings_setup
`;

/**
 * pyodide.mjs compiles the wasm itself and, should that fail (the file missing or damaged), only
 * warns and never settles. So while it loads, WebAssembly's compile and instantiate calls are
 * watched: the first that fails ends the wait with a BootError.
 */
function watchWasm() {
  const wasm = globalThis.WebAssembly;
  const names = ["compileStreaming", "instantiateStreaming", "compile", "instantiate"];
  const originals = names.map((name) => wasm[name]);
  let fail;
  const failed = new Promise((_, reject) => { fail = reject; });
  failed.catch(() => {});
  names.forEach((name, i) => {
    if (typeof originals[i] !== "function") return;
    wasm[name] = function (...args) {
      return originals[i].apply(this, args).catch((err) => {
        fail(new BootError("runtime", `pyodide.asm.wasm could not be compiled (${err.message || err})`,
          failedFile() || "pyodide.asm.wasm"));
        throw err;
      });
    };
  });
  return { failed, stop: () => names.forEach((name, i) => { if (originals[i]) wasm[name] = originals[i]; }) };
}

/** The interpreter with the shell (and the game's zip, if any) in place; rejects with a BootError. */
async function boot(game, entry) {
  if (typeof WebAssembly !== "object" || typeof WebAssembly.instantiate !== "function") {
    throw new BootError("webassembly", "this browser has no WebAssembly");
  }
  mark("boot");
  const snap = snapshot();
  const shell = bytes("../shell.zip", "shell");
  const gameZip = game ? bytes(`../games/${encodeURIComponent(game)}.zip`, "game").catch(() => null) : null;
  shell.catch(() => {}); // awaited below; a failure is reported there, not as an unhandled rejection
  // The words of the page's language (web/shell/language.js chose it): the shell's and the game's catalogs, beside
  // the code. English needs none; a catalog that does not come leaves its words in English (never a failed boot).
  const lang = globalThis.kingsLanguage?.lang || "en";
  const domains = lang === "en" || lang === "en-XA" ? [] : ["shell", ...(game ? [game.replaceAll("-", "_")] : [])];
  const catalogs = domains.map((d) => bytes(`../locale/${encodeURIComponent(lang)}/${d}.mo`, "catalog")
    .then((data) => [d, data], () => null));
  const options = LOCK ? { lockFileContents: LOCK } : {};
  let pyodide = null;
  const wasm = watchWasm();
  try {
    // loadPyodide awaits the snapshot only when it is about to instantiate the wasm: handed the
    // promise, it fetches the wasm and the standard library and runs pyodide.asm.mjs meanwhile.
    // Without a snapshot the promise rejects, and Python boots from scratch below.
    const restore = snap.then((data) => data || Promise.reject(new Error("no snapshot")));
    try {
      const stdLibURL = here("./python_stdlib_rest.zip").href; // what the snapshot has not imported
      pyodide = await Promise.race([load({ ...options, stdLibURL, _loadSnapshot: restore }), wasm.failed]);
    } catch (err) {
      if (err instanceof BootError) throw err;
      if (await snap) console.warn("Kings: memory snapshot refused; booting Python from scratch", err);
    }
    if (!pyodide) {
      try {
        pyodide = await Promise.race([load(options), wasm.failed]);
      } catch (err) {
        if (err instanceof BootError) throw err;
        throw new BootError(failedFile().startsWith("python_stdlib") ? "stdlib" : "runtime",
          `Python could not start (${err.message || err})`, failedFile());
      }
    }
  } finally {
    wasm.stop();
  }
  mark("python");
  if (!pyodide.FS.analyzePath(STDLIB).exists) {
    throw new BootError("stdlib", "the standard library did not load", failedFile() || "python_stdlib.zip");
  }
  const zip = await shell;
  pyodide.FS.writeFile(SHELL, zip);
  const setup = pyodide.runPython(SETUP, { globals: pyodide.toPy({}) });
  try {
    setup(await sha256(zip), SHELL, entry);
  } catch (err) {
    throw new BootError("shell", `shell.zip could not be imported (${lastLine(err)})`, "shell.zip");
  } finally {
    setup.destroy();
  }
  const ours = await gameZip; // if it failed, web/shell/boot.py fetches it again and says so
  if (ours) {
    pyodide.FS.mkdirTree(GAMES);
    pyodide.FS.writeFile(`${GAMES}/${game}.zip`, ours);
  }
  for (const found of await Promise.all(catalogs)) {
    if (!found) continue;
    pyodide.FS.mkdirTree(`${LOCALE}/${lang}`);
    pyodide.FS.writeFile(`${LOCALE}/${lang}/${found[0]}.mo`, found[1]);
  }
  mark("shell");
  return pyodide;
}

/** The last line of a Python traceback: the exception, without the stack. */
function lastLine(err) {
  const lines = String(err && err.message || err).trim().split("\n");
  return lines[lines.length - 1];
}

/** Which of Pyodide's own files failed to load (the browser's record of this page's requests). */
function failedFile() {
  for (const name of ["pyodide.asm.wasm", "python_stdlib.zip", "python_stdlib_rest.zip", "pyodide.asm.mjs"]) {
    const entry = globalThis.performance?.getEntriesByName?.(here(`./${name}`).href)?.[0];
    if (entry && (entry.responseStatus >= 400 || (entry.responseStatus === 0 && entry.transferSize === 0 &&
      entry.decodedBodySize === 0))) return name;
  }
  return "";
}

let booting = null;

/**
 * Start the boot (once; later calls return the same promise): fetch everything, start Python,
 * put shell.zip on the path and import `entry` from it (web/shell/boot.py on the page), and write
 * the zip of `game` (an id of web/shell/games.py, or "") where web/shell/packages.py looks for it.
 */
export function start({ game = "", entry = "" } = {}) {
  if (!booting) {
    booting = boot(game, entry).catch((err) => {
      const failure = err instanceof BootError ? err : new BootError("runtime", String(err && err.message || err));
      globalThis.kingsBoot?.fail(failure.kind, failure.message, failure.file);
      throw failure;
    });
  }
  return booting;
}

/** PyScript's interpreter hook: the interpreter of start(). A boot that failed has been shown to
 *  the player already: PyScript then waits for ever instead of reporting it again. */
export async function loadPyodide() {
  try {
    return await start();
  } catch {
    return new Promise(() => {});
  }
}
