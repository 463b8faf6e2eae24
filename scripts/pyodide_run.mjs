#!/usr/bin/env node
// Run pytest inside Pyodide under Node: the engine's tests in the same Python
// (3.14, wasm32) that the browser runs.
//
//   node scripts/pyodide_run.mjs [pytest args...]
//   node scripts/pyodide_run.mjs tests -q -m pyodide
//   node scripts/pyodide_run.mjs /tmp/elsewhere/test_x.py
//
// Exits with pytest's exit code. Needs `npm ci` (node_modules/pyodide) and the
// pytest wheels in vendor/wheels/ (both done by scripts/install.sh).
//
// How: host directories are mounted into Pyodide's file system at the SAME
// absolute paths (the repo, the current directory, and the directory of any
// path argument outside them), so paths on the command line, pytest's rootdir
// and config discovery, and tracebacks all look as they do in CPython.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide, version as pyodideVersion } from "pyodide";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const WHEELS = path.join(REPO, "vendor", "wheels");
const args = process.argv.slice(2);
const cwd = process.cwd();

function die(message) {
  console.error(`pyodide_run: ${message}`);
  process.exit(2);
}

const wheels = fs.existsSync(WHEELS)
  ? fs.readdirSync(WHEELS).filter((f) => f.endsWith(".whl")).sort()
  : [];
if (!wheels.some((f) => f.startsWith("pytest-"))) {
  die(`no pytest wheel in ${WHEELS}: run \`bash scripts/install.sh\` first`);
}

// Directories to mount: repo, cwd, and the dirs holding existing path args
// (options such as -k EXPR are not paths and are skipped by the existence test;
// "tests/test_a.py::test_b" is reduced to its file part first).
const candidates = [REPO, cwd];
for (const arg of args) {
  if (arg.startsWith("-")) continue;
  const p = path.resolve(cwd, arg.split("::")[0]);
  if (fs.existsSync(p)) candidates.push(fs.statSync(p).isDirectory() ? p : path.dirname(p));
}
const inside = (child, parent) => child === parent || child.startsWith(parent + path.sep);
// Keep only outermost directories: a mount point must not lie inside another mount.
const mounts = [...new Set(candidates)]
  .sort((a, b) => a.length - b.length)
  .reduce((kept, d) => (kept.some((k) => inside(d, k)) ? kept : [...kept, d]), []);
for (const d of mounts) {
  // Pyodide's own tree (/lib, /home/pyodide, ...) must stay; a host dir there would hide it.
  if (d === "/" || ["/lib", "/dev", "/proc", "/home/pyodide"].some((s) => inside(s, d))) {
    die(`cannot mount ${d} into Pyodide; run from (and pass paths inside) a deeper directory`);
  }
}

const t0 = Date.now();
const pyodide = await loadPyodide({
  // Forward the few variables pytest reads; Pyodide's os.environ starts empty.
  env: Object.fromEntries(
    ["PYTEST_ADDOPTS", "CI", "NO_COLOR", "FORCE_COLOR", "COLUMNS"]
      .filter((k) => process.env[k] !== undefined)
      .map((k) => [k, process.env[k]]),
  ),
});
// Raw byte writers: pytest's progress dots are written without newlines, so
// the default line-batched console.log output would reorder/merge them.
const writer = (stream) => ({ write: (buf) => (stream.write(buf), buf.length) });
pyodide.setStdout(writer(process.stdout));
pyodide.setStderr(writer(process.stderr));

for (const d of mounts) {
  pyodide.FS.mkdirTree(d);
  pyodide.mountNodeFS(d, d);
}

const code = `
import os, site, sys, zipfile
print(f"Pyodide ${pyodideVersion}, Python {sys.version.split()[0]} ({sys.platform}), booted in ${
  Date.now() - t0
} ms", flush=True)
# Wheels are plain zips: unpacking them into site-packages is an install.
site_packages = site.getsitepackages()[0]
for wheel in ${JSON.stringify(wheels)}:
    zipfile.ZipFile(os.path.join(${JSON.stringify(WHEELS)}, wheel)).extractall(site_packages)
sys.path.insert(0, ${JSON.stringify(REPO)})
os.chdir(${JSON.stringify(cwd)})
import pytest
# -p no:cacheprovider: don't write .pytest_cache from inside Pyodide (CPython owns it).
exit_code = int(pytest.main(["-p", "no:cacheprovider", *${JSON.stringify(args)}]))
sys.stdout.flush(); sys.stderr.flush()
exit_code
`;
let exitCode;
try {
  exitCode = await pyodide.runPythonAsync(code);
} catch (err) {
  console.error(err);
  exitCode = 3; // pytest's "internal error"
}
process.exit(exitCode);
