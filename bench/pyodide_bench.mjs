#!/usr/bin/env node
// Run one bench script inside Pyodide under Node: the Python (3.14, wasm32) the browser runs.
//
//   node bench/pyodide_bench.mjs bench/decision_time.py --deals 20
//   node bench/pyodide_bench.mjs bench/engine_speed.py --deals 200
//
// The repository is mounted into Pyodide's file system at its own absolute path, the script
// runs as __main__ with the remaining arguments in sys.argv, and its output is passed through.
// Needs node_modules/pyodide (`npm ci`). Exit status: the script's (1 on an exception).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide, version } from "pyodide";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error("usage: node bench/pyodide_bench.mjs SCRIPT.py [args...]");
  process.exit(2);
}
const target = path.resolve(process.cwd(), script);
if (!target.startsWith(REPO + path.sep)) {
  console.error(`pyodide_bench: ${script} is not inside the repository ${REPO}`);
  process.exit(2);
}

const t0 = Date.now();
const pyodide = await loadPyodide();
const writer = (stream) => ({ write: (buf) => (stream.write(buf), buf.length) });
pyodide.setStdout(writer(process.stdout));
pyodide.setStderr(writer(process.stderr));
pyodide.FS.mkdirTree(REPO);
pyodide.mountNodeFS(REPO, REPO);
pyodide.globals.set("BENCH_ARGV", pyodide.toPy([target, ...args]));
const code = `
import runpy, sys
sys.argv = list(BENCH_ARGV)
sys.path.insert(0, ${JSON.stringify(REPO)})
print(f"Pyodide ${version}, Python {sys.version.split()[0]} ({sys.platform}), booted in ${Date.now() - t0} ms",
      file=sys.stderr, flush=True)
status = 0
try:
    runpy.run_path(sys.argv[0], run_name="__main__")
except SystemExit as exc:
    status = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
sys.stdout.flush(); sys.stderr.flush()
status
`;
let status;
try {
  status = await pyodide.runPythonAsync(code);
} catch (err) {
  console.error(err);
  status = 1;
}
process.exit(status);
