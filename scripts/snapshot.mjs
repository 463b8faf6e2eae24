#!/usr/bin/env node
// Make vendor/pyodide/snapshot.bin.gz: Pyodide's memory after it booted with our compiled
// standard library and imported the modules Pyodide, PyScript and the game import at boot
// (BOOT in scripts/pyc_build.py; standard library only, no game code). web/pyodide_boot.mjs
// restores it in the browser (Pyodide's private _makeSnapshot / _loadSnapshot options).
//
//   node scripts/snapshot.mjs [OUT.gz]      (scripts/vendor.py runs it after pyc_build.py)
//
// Run it again whenever vendor/pyodide/python_stdlib.zip or the pinned Pyodide changes: the
// snapshot is only valid with the exact interpreter and standard library it was made from.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";
import { loadPyodide, version } from "pyodide";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
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
const memory = pyodide.makeMemorySnapshot();
const packed = zlib.gzipSync(memory, { level: 9 });
fs.writeFileSync(out + ".tmp", packed);
fs.renameSync(out + ".tmp", out);
console.log(`  ${path.relative(process.cwd(), out)}: Pyodide ${version} memory snapshot, ` +
  `${memory.length} bytes (${packed.length} gzipped), made in ${Date.now() - t0} ms`);
