#!/usr/bin/env node
// Make vendor/pyodide/snapshot.bin.gz (and python_stdlib_rest.zip beside it, the standard library
// less the modules the snapshot holds): Pyodide's memory after it booted with our compiled
// standard library and imported the modules Pyodide and PyScript import at boot (BOOT in
// scripts/pyc_build.py) and the shell's modules from vendor/shell.zip (no game's: a page fetches
// only the game it opens, vendor/games/<id>.zip). web/shell/pyodide_boot.mjs restores it in the
// browser (Pyodide's private _makeSnapshot / _loadSnapshot options).
//
//   node scripts/snapshot.mjs [OUT.gz]      (scripts/vendor.py runs it after pyc_build.py)
//
// Run it again whenever vendor/pyodide/python_stdlib.zip or the pinned Pyodide changes: the
// snapshot is only valid with the exact interpreter and standard library it was made from. When
// only the zips changed (e2e's conftest rebuilds them), it still works: the shell is re-imported.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";
import { loadPyodide, version } from "pyodide";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SHELL = "/home/pyodide/shell.zip"; // where web/shell/pyodide_boot.mjs writes it
const STDLIB = "/lib/python314.zip"; // where Pyodide puts the standard library
// Every module of shell.zip is imported, but these: web.shell.boot imports the browser (js), and
// kings.sim is a command-line tool (argparse is not in the page's standard library); and not
// PyScript's compiled package (__pyscript__/), which needs the page.
const BROWSER_ONLY = new Set(["web.shell.boot", "kings.sim"]);
const out = path.resolve(process.argv[2] || path.join(REPO, "vendor", "pyodide", "snapshot.bin.gz"));
const stdlib = path.join(REPO, "vendor", "pyodide", "python_stdlib.zip");

/**
 * The snapshot as web/shell/pyodide_boot.mjs reads it: its 4 KB pages that are not all zeros, with
 * where they go. Most of the interpreter's 30 MB is zeros; gzip makes them small on the wire, but
 * the browser still spends 50-100 ms un-gzipping them at every boot. Little-endian: the magic
 * "KSPAGES1", then u32 the memory's length, u32 the page size, u32 the number of runs of pages,
 * each run a u32 first page and u32 page count, then the runs' bytes one after another.
 */
function pages(memory, size = 4096) {
  const count = Math.ceil(memory.length / size);
  const empty = (i) => memory.subarray(i * size, Math.min((i + 1) * size, memory.length)).every((b) => b === 0);
  const runs = [];
  for (let i = 0; i < count;) {
    if (empty(i)) { i++; continue; }
    let j = i + 1;
    while (j < count && !empty(j)) j++;
    runs.push([i, j - i]);
    i = j;
  }
  const body = runs.map(([first, n]) => memory.subarray(first * size, Math.min((first + n) * size, memory.length)));
  const head = Buffer.alloc(8 + 12 + 8 * runs.length);
  head.write("KSPAGES1", 0, "ascii");
  head.writeUInt32LE(memory.length, 8);
  head.writeUInt32LE(size, 12);
  head.writeUInt32LE(runs.length, 16);
  runs.forEach(([first, n], k) => { head.writeUInt32LE(first, 20 + 8 * k); head.writeUInt32LE(n, 24 + 8 * k); });
  return Buffer.concat([head, ...body]);
}

const t0 = Date.now();
const pyodide = await loadPyodide({ stdLibURL: stdlib, _makeSnapshot: true });
// The BOOT list of scripts/pyc_build.py (that script itself needs modules the trimmed library lacks).
const source = fs.readFileSync(path.join(REPO, "scripts", "pyc_build.py"), "utf8");
const block = source.match(/^BOOT = _words\(\n([\s\S]*?)\n\)/m);
if (!block) throw new Error("scripts/pyc_build.py has no BOOT = _words(...) block");
const boot = [...block[1].matchAll(/"([^"]*)"/g)].map((m) => m[1]).join(" ").split(/\s+/).filter(Boolean);
pyodide.globals.set("BOOT", pyodide.toPy(boot));
pyodide.runPython("import importlib\nfor name in BOOT:\n    importlib.import_module(name)\ndel name, BOOT, importlib");

// The shell's modules too, imported from shell.zip where the page puts it (kings-boot.mjs writes it
// to /home/pyodide/shell.zip and puts it on sys.path). kings-boot.mjs compares the zip's digest
// recorded here with the zip it is served and drops these modules if they differ, so a snapshot
// never runs old code.
const zip = fs.readFileSync(path.join(REPO, "vendor", "shell.zip"));
pyodide.FS.writeFile(SHELL, new Uint8Array(zip));
pyodide.globals.set("DIGEST", crypto.createHash("sha256").update(zip).digest("hex"));
pyodide.globals.set("SKIP", pyodide.toPy([...BROWSER_ONLY]));
pyodide.runPython(`
import importlib, sys, zipfile
sys.path.insert(0, "${SHELL}")
with zipfile.ZipFile("${SHELL}") as _zip:
    _names = sorted({n.rsplit(".", 1)[0].replace("/", ".").removesuffix(".__init__")
                     for n in _zip.namelist() if n.endswith((".py", ".pyc")) and not n.startswith("__pyscript__/")})
for _name in _names:
    if _name not in SKIP:
        importlib.import_module(_name)
sys.modules["kings"].__snapshot_shell__ = DIGEST
del _name, _names, _zip, importlib, sys, zipfile, DIGEST, SKIP
`);
pyodide.FS.unlink(SHELL);
// Which standard-library files are in the snapshot already (imported, with their bytecode read).
const loaded = pyodide.runPython(`
import sys
sorted({o[len("${STDLIB}/"):] for m in list(sys.modules.values())
        if (o := getattr(getattr(m, "__spec__", None), "origin", None) or "").startswith("${STDLIB}/")})
`).toJs();
const memory = pyodide.makeMemorySnapshot();
const packed = zlib.gzipSync(pages(memory), { level: 9 });

// python_stdlib_rest.zip: the standard library less what the snapshot holds, which is all a page
// restoring the snapshot can still import (kings-boot.mjs fetches it instead of the whole library).
pyodide.globals.set("LOADED", pyodide.toPy(loaded));
pyodide.runPython(`
import zipfile
with zipfile.ZipFile("${STDLIB}") as src, zipfile.ZipFile("/tmp/rest.zip", "w", zipfile.ZIP_DEFLATED, compresslevel=9) as dst:
    for info in src.infolist():
        if info.filename not in LOADED:
            dst.writestr(info, src.read(info))
`);
const rest = path.join(path.dirname(out), "python_stdlib_rest.zip");
fs.writeFileSync(rest + ".tmp", pyodide.FS.readFile("/tmp/rest.zip"));
fs.renameSync(rest + ".tmp", rest);
fs.writeFileSync(out + ".tmp", packed);
fs.renameSync(out + ".tmp", out);
console.log(`  ${path.relative(process.cwd(), out)}: Pyodide ${version} memory snapshot, ` +
  `${memory.length} bytes (${packed.length} gzipped), made in ${Date.now() - t0} ms; ` +
  `${path.relative(process.cwd(), rest)}: the ${loaded.length} modules it holds left out, ${fs.statSync(rest).size} bytes`);
