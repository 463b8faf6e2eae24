#!/usr/bin/env node
// Make vendor/pyodide/snapshot.bin.gz: Pyodide's memory after it booted with our compiled
// standard library and imported the modules Pyodide and PyScript import at boot (BOOT in
// scripts/pyc_build.py) and the game's modules from vendor/kings.zip and vendor/web.zip.
// web/shell/pyodide_boot.mjs restores it in the browser (Pyodide's private _makeSnapshot /
// _loadSnapshot options).
//
//   node scripts/snapshot.mjs [OUT.gz]      (scripts/vendor.py runs it after pyc_build.py)
//
// Run it again whenever vendor/pyodide/python_stdlib.zip or the pinned Pyodide changes: the
// snapshot is only valid with the exact interpreter and standard library it was made from. When
// only the zips changed (e2e's conftest rebuilds them), it still works: the game is re-imported.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";
import { loadPyodide, version } from "pyodide";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// What web/shell/boot.py imports, less the browser-only modules (js, pyodide.ffi): the game's modules.
const GAME = [
  "web.shell.embed", "web.shell.games", "web.shell.host", "web.shell.storage", "web.shell.worker",
  "web.corners.table", "web.corners.thinker",
];
const out = path.resolve(process.argv[2] || path.join(REPO, "vendor", "pyodide", "snapshot.bin.gz"));
const stdlib = path.join(REPO, "vendor", "pyodide", "python_stdlib.zip");

const t0 = Date.now();
const pyodide = await loadPyodide({ stdLibURL: stdlib, _makeSnapshot: true });
// The BOOT list of scripts/pyc_build.py (that script itself needs modules the trimmed library lacks).
const source = fs.readFileSync(path.join(REPO, "scripts", "pyc_build.py"), "utf8");
const block = source.match(/^BOOT = _words\(\n([\s\S]*?)\n\)/m);
if (!block) throw new Error("scripts/pyc_build.py has no BOOT = _words(...) block");
const boot = [...block[1].matchAll(/"([^"]*)"/g)].map((m) => m[1]).join(" ").split(/\s+/).filter(Boolean);
pyodide.globals.set("BOOT", pyodide.toPy(boot));
pyodide.runPython("import importlib\nfor name in BOOT:\n    importlib.import_module(name)\ndel name, BOOT, importlib");

// The game's modules too, imported from the zips where the page puts them (PyScript writes them
// into /home/pyodide, index.html puts them on sys.path). kings-boot.mjs compares the zips' digest
// recorded here with the zips it is served and drops these modules if they differ, so a snapshot
// never runs old game code.
const digest = crypto.createHash("sha256");
for (const name of ["kings", "web"]) {
  const data = fs.readFileSync(path.join(REPO, "vendor", `${name}.zip`));
  digest.update(data);
  pyodide.FS.writeFile(`/home/pyodide/${name}.zip`, new Uint8Array(data));
}
pyodide.globals.set("ZIPS", digest.digest("hex"));
pyodide.runPython(`
import importlib, sys
sys.path[:0] = ["kings.zip", "web.zip"]
for name in GAME:
    importlib.import_module(name)
sys.modules["kings"].__snapshot_zips__ = ZIPS
del name, importlib, sys, ZIPS
`.replace("GAME", JSON.stringify(GAME)));
for (const name of ["kings", "web"]) pyodide.FS.unlink(`/home/pyodide/${name}.zip`);
const memory = pyodide.makeMemorySnapshot();
const packed = zlib.gzipSync(memory, { level: 9 });
fs.writeFileSync(out + ".tmp", packed);
fs.renameSync(out + ".tmp", out);
console.log(`  ${path.relative(process.cwd(), out)}: Pyodide ${version} memory snapshot, ` +
  `${memory.length} bytes (${packed.length} gzipped), made in ${Date.now() - t0} ms`);
