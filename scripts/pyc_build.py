"""Bytecode for the browser, compiled by Pyodide's own Python 3.14 (run it inside Pyodide).

    node scripts/pyodide_exec.mjs scripts/pyc_build.py [--stdlib OUT.zip] [--package ZIP ...]

``--stdlib OUT.zip`` writes the standard library the page gets instead of Pyodide's
``python_stdlib.zip``: only the modules the page can import, as sourceless ``.pyc`` files
(unchecked hash). Pyodide's own zip holds ``.py`` sources, so every boot compiled the ~200
modules that Pyodide, PyScript and the game import (most of Python's start-up time), and the
zip held 600 files the game never touches. The set kept is the import closure
(:mod:`modulefinder`, over every ``import`` in the code, also inside functions) of: the
modules Pyodide and PyScript import at boot (:data:`BOOT`, measured), PyScript's Python
package (read out of ``vendor/pyscript/core-*.js``), every module of ``kings/`` and ``web/``,
and :data:`EXTRA`. An import outside that closure would fail in the browser: tests check that
the game's modules import with this zip (``tests/test_pyc_build.py``).

``--package ZIP`` replaces every ``<module>.py`` in ZIP (vendor/shell.zip, vendor/games/<id>.zip)
by its ``<module>.pyc``, so the browser does not compile the game either. The page imports straight
from the zips (``sys.path``, and ``kings``' and ``web``'s ``__path__``; web/shell/packages.py), and
Python's zip importer takes a sourceless ``.pyc`` where the ``.py`` would be (never one in
``__pycache__/``). Sourceless: a zip is built from the working tree at once, so the bytecode cannot
go stale, and an import neither reads nor hashes the source (tracebacks keep file names and line
numbers, without the lines' text). It also imports the zip's modules (zips in the order given: each
records only what the ones before did not import) and writes what dataclasses compiled meanwhile
into the zip (web/shell/codecache.py), so the browser does not compile that either.

``--pyscript ZIP`` adds PyScript's own Python package (read out of vendor/pyscript/core-*.js),
compiled, to ZIP (vendor/shell.zip): PyScript writes that package as sources at every boot, and
kings-boot.mjs puts this bytecode where Python looks for it first (``__pycache__/``).

Must run under Pyodide: a .pyc is only valid for the exact Python version that wrote it.
"""

from __future__ import annotations

import argparse
import glob
import importlib
import json
import modulefinder
import os
import py_compile
import sys
import tempfile
import zipfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from web.shell import codecache  # noqa: E402  (needs REPO on sys.path)

STDLIB_ZIP = f"/lib/python{sys.version_info.major}{sys.version_info.minor}.zip"  # Pyodide's, on sys.path
ZIP_DATE = (1980, 1, 1, 0, 0, 0)


def _words(text: str) -> tuple[str, ...]:
    return tuple(text.split())


#: What Pyodide 314 and PyScript 0.7.31 import before web/shell/boot.py runs (sys.modules after booting
#: index.html; see docs/performance.md), less built-in modules. Their closure is added.
BOOT = _words(
    "__future__ _colorize _collections_abc _opcode_metadata _py_warnings _pyodide _pyodide._base "
    "_pyodide._core_docs _pyodide._future_helper _pyodide._importhook _pyodide.docs_argspec "
    "_pyodide.docstring _pyodide.jsbind _sitebuiltins _weakrefset abc annotationlib ast asyncio base64 "
    "bisect bz2 codecs codeop collections concurrent.futures contextlib contextvars copy copyreg "
    "dataclasses dis encodings encodings.aliases encodings.utf_8 encodings.cp437 enum fnmatch functools "
    "genericpath glob heapq html html.entities importlib importlib.abc importlib.machinery importlib.util "
    "inspect io ipaddress json keyword linecache locale logging lzma ntpath opcode operator os pathlib "
    "posixpath pyodide pyodide._package_loader pyodide._state pyodide.code pyodide.common pyodide.ffi "
    "pyodide.webloop random re reprlib selectors shutil signal site socket ssl stat string struct "
    "subprocess tempfile textwrap threading token tokenize traceback types typing urllib.parse warnings "
    "weakref zipfile zipimport"
)

#: Imported by name at run time (not by an import statement), or wanted for error reports.
EXTRA = _words(
    "encodings.ascii encodings.latin_1 encodings.utf_8_sig encodings.utf_16 encodings.utf_32 "
    "encodings.idna encodings.cp1252"
)

#: Never used by the page (debuggers, test runners, the REPL, mail, HTTP, process pools, package
#: archives, the command-line parser): only reachable through imports inside functions that the
#: page never calls, and 1.7 MB of bytecode. kings.sim (argparse) is a command-line tool.
EXCLUDE = _words(
    "tkinter idlelib turtle turtledemo test lib2to3 ensurepip venv pydoc_data pydoc pdb bdb doctest "
    "unittest _pyrepl code multiprocessing email http xmlrpc ftplib mailbox smtplib imaplib poplib tarfile "
    "ctypes argparse optparse getopt sqlite3 dbm curses readline rlcompleter webbrowser wsgiref "
    "concurrent.futures.process concurrent.interpreters asyncio.windows_events asyncio.windows_utils "
    "asyncio.proactor_events pyodide._nodesock_transport"
)


def pyscript_sources(dest: Path) -> Path:
    """Write PyScript's Python package (embedded in its core JS bundle) under ``dest``/pyscript."""
    pkg = dest / "pyscript"
    pkg.mkdir(parents=True, exist_ok=True)
    for bundle in sorted(glob.glob(str(REPO / "vendor" / "pyscript" / "core-*.js"))):
        text = Path(bundle).read_text(encoding="utf-8")
        start = text.find('{"__init__.py":')
        if start < 0:
            continue
        files, _ = json.JSONDecoder().raw_decode(text, start)
        for name, source in files.items():
            if isinstance(source, str) and name.endswith(".py"):
                (pkg / name).write_text(source, encoding="utf-8")
    if not (pkg / "__init__.py").exists():
        print("pyc_build: warning: PyScript's Python package not found in vendor/pyscript", file=sys.stderr)
    return dest


def game_modules() -> list[str]:
    """Every module of web/ (the page); the kings modules it needs are in their closure."""
    names = []
    for package in ("web",):
        for path in sorted((REPO / package).rglob("*.py")):
            parts = path.relative_to(REPO).with_suffix("").parts
            names.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


def closure(stdlib: Path, extra_path: list[Path], roots: list[str]) -> dict[str, Path]:
    """Standard-library modules (name -> source file under ``stdlib``) reachable from ``roots``."""
    finder = modulefinder.ModuleFinder(path=[str(stdlib), *map(str, extra_path)], excludes=list(EXCLUDE))
    for name in roots:
        try:
            finder.import_hook(name)
        except ImportError as exc:
            print(f"pyc_build: warning: {name}: {exc}", file=sys.stderr)
    found: dict[str, Path] = {}
    for name, module in finder.modules.items():
        file = getattr(module, "__file__", None)
        if file and Path(file).is_relative_to(stdlib) and file.endswith(".py"):
            found[name] = Path(file)
    return found


def build_stdlib(out: Path) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        stdlib = Path(tmp) / "stdlib"
        with zipfile.ZipFile(STDLIB_ZIP) as src:
            src.extractall(stdlib)
        pyscript = pyscript_sources(Path(tmp) / "pyscript")
        wanted = closure(stdlib, [REPO, pyscript], [*BOOT, *EXTRA, "pyscript", *game_modules()])
        files = sorted({path.relative_to(stdlib).as_posix() for path in wanted.values()})
        tmp_out = out.with_suffix(".tmp")
        size = 0
        with zipfile.ZipFile(tmp_out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
            for rel in files:
                cfile = Path(tmp) / "pyc" / (rel + "c")
                py_compile.compile(str(stdlib / rel), cfile=str(cfile), dfile=f"{STDLIB_ZIP}/{rel}", doraise=True,
                                   invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)  # fmt: skip
                data = cfile.read_bytes()
                size += (stdlib / rel).stat().st_size
                info = zipfile.ZipInfo(rel + "c", ZIP_DATE)
                info.compress_type = zipfile.ZIP_DEFLATED
                info.external_attr = 0o644 << 16
                zf.writestr(info, data)
        tmp_out.replace(out)
        out.chmod(0o644)
    total = sum(1 for _ in zipfile.ZipFile(STDLIB_ZIP).namelist())
    print(f"  {os.path.relpath(out)}: {len(files)} of {total} stdlib files as .pyc "
          f"({size} bytes of source), {out.stat().st_size} bytes")  # fmt: skip


#: Where PyScript writes its Python package in the page's file system (sources: it compiles them at
#: every boot). kings-boot.mjs puts the bytecode of PYSCRIPT_ENTRY's files in its __pycache__/.
PYSCRIPT_HOME = "/home/pyodide/pyscript"
PYSCRIPT_ENTRY = "__pyscript__/"


def add_pyscript_bytecode(path: Path) -> None:
    """Add PyScript's Python package, compiled (unchecked hash: used whatever the sources' times), to
    the zip at ``path`` as ``__pyscript__/<module>.<tag>.pyc``."""
    with tempfile.TemporaryDirectory() as tmp:
        pkg = pyscript_sources(Path(tmp) / "src") / "pyscript"
        entries = []
        for src in sorted(pkg.glob("*.py")):
            cfile = Path(tmp) / "pyc" / (src.stem + ".pyc")
            py_compile.compile(str(src), cfile=str(cfile), dfile=f"{PYSCRIPT_HOME}/{src.name}", doraise=True,
                               invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)  # fmt: skip
            entries.append((f"{PYSCRIPT_ENTRY}{src.stem}.{sys.implementation.cache_tag}.pyc", cfile.read_bytes()))
    with zipfile.ZipFile(path, "a") as zf:
        for name, data in entries:
            info = zipfile.ZipInfo(name, ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, data)
    print(f"  {os.path.relpath(path)}: + PyScript's {len(entries)} modules as .pyc, {path.stat().st_size} bytes")


def import_all(modules: list[str]) -> None:
    """Import ``modules`` (from the working tree); one that cannot be imported here is skipped."""
    for name in modules:
        try:
            importlib.import_module(name)
        except Exception as exc:  # e.g. argparse-based tools: nothing for the page's cache
            print(f"pyc_build: {name} not imported for the dataclass cache: {exc}", file=sys.stderr)


def add_bytecode(path: Path) -> None:
    """Rewrite the zip at ``path`` with each .py replaced by its .pyc (zipimport's sourceless layout)."""
    with zipfile.ZipFile(path) as zf:
        entries = [(info, zf.read(info)) for info in zf.infolist() if not info.filename.endswith(".pyc")]
    with tempfile.TemporaryDirectory() as tmp:
        out: list[tuple[zipfile.ZipInfo, bytes]] = []
        for info, data in entries:
            if not info.filename.endswith(".py"):
                out.append((info, data))
                continue
            src = Path(tmp) / info.filename
            src.parent.mkdir(parents=True, exist_ok=True)
            src.write_bytes(data)
            rel = info.filename + "c"
            cfile = Path(tmp) / "pyc" / rel
            py_compile.compile(str(src), cfile=str(cfile), dfile=info.filename, doraise=True,
                               invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)  # fmt: skip
            pyc = zipfile.ZipInfo(rel, ZIP_DATE)
            pyc.compress_type = zipfile.ZIP_DEFLATED
            pyc.external_attr = 0o644 << 16
            out.append((pyc, cfile.read_bytes()))
    modules = [info.filename[:-3].replace("/", ".").removesuffix(".__init__") for info, _ in entries
               if info.filename.endswith(".py")]  # fmt: skip
    cache = zipfile.ZipInfo(codecache.ENTRY, ZIP_DATE)
    cache.compress_type = zipfile.ZIP_DEFLATED
    cache.external_attr = 0o644 << 16
    out.append((cache, codecache.record(lambda: import_all(modules))))
    tmp_zip = path.with_suffix(".pyc.tmp")
    with zipfile.ZipFile(tmp_zip, "w") as zf:
        for info, data in out:
            zf.writestr(info, data)
    tmp_zip.replace(path)
    path.chmod(0o644)
    count = sum(1 for info, _ in out if info.filename.endswith(".pyc"))
    print(f"  {os.path.relpath(path)}: {count} .pyc ({sys.implementation.cache_tag}), {path.stat().st_size} bytes")


def main() -> None:
    if sys.platform != "emscripten":
        sys.exit("pyc_build.py must run inside Pyodide: node scripts/pyodide_exec.mjs scripts/pyc_build.py ...")
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--stdlib", type=Path, help="write the trimmed, compiled standard library here")
    ap.add_argument("--package", type=Path, action="append", default=[], help="compile this zip's .py files")
    ap.add_argument("--pyscript", type=Path, help="add PyScript's Python package, compiled, to this zip")
    args = ap.parse_args()
    if args.stdlib:
        build_stdlib(args.stdlib.resolve())
    for path in args.package:
        add_bytecode(path.resolve())
    if args.pyscript:
        add_pyscript_bytecode(args.pyscript.resolve())
    if not args.stdlib and not args.package:
        ap.error("nothing to do: give --stdlib and/or --package")


if __name__ == "__main__":
    main()
