#!/usr/bin/env node
// Run one Python script inside Pyodide under Node (the Python 3.14 the browser runs), e.g.
//
//   node scripts/pyodide_exec.mjs scripts/pyc_build.py --stdlib vendor/pyodide/python_stdlib.zip
//
// The repository is mounted at its own absolute path (so paths inside it work as on the host),
// the script runs as __main__ with the remaining arguments in sys.argv, and its output is passed
// through. Exit status: the script's (1 on an exception). Needs node_modules/pyodide (`npm ci`).
// Used by scripts/vendor.py to compile bytecode for the browser (only Pyodide's own Python
// writes .pyc files that Pyodide's Python accepts), and to run the benchmarks in Pyodide:
//
//   node scripts/pyodide_exec.mjs bench/decision_time.py --deals 20
//
// The Pyodide and Python versions and the boot time go to stderr first.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide, version } from "pyodide";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error("usage: node scripts/pyodide_exec.mjs SCRIPT.py [args...]");
  process.exit(2);
}
const target = path.resolve(process.cwd(), script);
if (!target.startsWith(REPO + path.sep)) {
  console.error(`pyodide_exec: ${script} is not inside the repository ${REPO}`);
  process.exit(2);
}
const t0 = Date.now();
const pyodide = await loadPyodide();
const writer = (stream) => ({ write: (buf) => (stream.write(buf), buf.length) });
pyodide.setStdout(writer(process.stdout));
pyodide.setStderr(writer(process.stderr));
pyodide.FS.mkdirTree(REPO);
pyodide.mountNodeFS(REPO, REPO);
pyodide.FS.chdir(process.cwd().startsWith(REPO) ? process.cwd() : REPO);
pyodide.globals.set("EXEC_ARGV", pyodide.toPy([target, ...args]));
let status;
try {
  status = await pyodide.runPythonAsync(`
import runpy, sys
sys.argv = list(EXEC_ARGV)
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
`);
} catch (err) {
  console.error(err);
  status = 1;
}
process.exit(status);
