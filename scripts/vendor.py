#!/usr/bin/env python3
"""Copy the browser runtime out of node_modules into vendor/ and zip the engine.

Produces (all git-ignored, rebuilt from scratch on every run, so idempotent):

  vendor/pyodide/      the files the browser fetches when Pyodide boots
  vendor/pyscript/     @pyscript/core's whole dist/ without source maps
  vendor/shell.zip     what every page needs: kings/'s shared modules, web/shell/ (reproducible byte for byte)
  vendor/games/ID.zip  one per registered game: its engine (kings/<pkg>/) and its table (web/<pkg>/)
  vendor/cards/        the card faces, one SVG per card (scripts/build_cards.mjs)
  vendor/trystero/     the WebRTC signalling library online play loads when a player chooses it
  vendor/nostr/        nostr-tools' signing and checking of events (and the @noble modules they import), for
                       public tables (web/shell/nostr.js), loaded only when a player looks at them
  vendor/shell.css     the shell's stylesheets (web/shell/*.css but online.css) in one file, as the page links it

Which file goes in which zip is decided by the registries (:func:`packages`): a game registered in
kings/registry.py and web/shell/games.py gets its own zip, and a page fetches only the shell's and
the zip of the game it opens. Every .py file of kings/ and web/ is in exactly one zip, or the build
stops and says which file has no game.

Then scripts/pyc_build.py, run inside Pyodide under Node, compiles bytecode for the browser:
python_stdlib.zip becomes the modules the page can import as .pyc files (Pyodide's has .py
sources that every boot compiled), and every zip gets a .pyc beside each .py. If that step
fails, the build stops: a site of sources and no snapshot boots several times slower, and a warning
let one such build through unnoticed (a folder without __init__.py; tests/test_packaging.py).
Last, scripts/snapshot.mjs writes vendor/pyodide/snapshot.bin.gz, Pyodide's memory after booting
with that standard library and importing the shell from vendor/shell.zip, which
vendor/pyodide/kings-boot.mjs (from web/shell/pyodide_boot.mjs) restores instead of starting
Python from scratch, and vendor/pyodide/python_stdlib_rest.zip, the standard library less the
modules the snapshot holds (what a page that restored it fetches instead of python_stdlib.zip).

vendor/wheels/ (pytest for the Pyodide test runner) is left alone: install.sh
fills it with pip.

Stdlib only. Run from anywhere: `python3 scripts/vendor.py` or `npm run vendor`.
"""

from __future__ import annotations

import hashlib
import json
import posixpath
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import NoReturn

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # (run as `python3 scripts/vendor.py`)
    sys.path.insert(0, str(ROOT))

from scripts import esm_tree, locales  # noqa: E402

NODE_MODULES = ROOT / "node_modules"
VENDOR = ROOT / "vendor"

PYODIDE_SRC = NODE_MODULES / "pyodide"
PYSCRIPT_SRC = NODE_MODULES / "@pyscript" / "core" / "dist"
TRYSTERO_SRC = NODE_MODULES / "@trystero-p2p"
NOSTR_ENTRY = Path("nostr-tools") / "lib" / "esm" / "pure.js"  #: under node_modules: what web/shell/nostr.js imports

# Exactly what pyodide.mjs fetches at boot. pyodide-lock.json is written
# separately, trimmed: it must exist (boot fails on a JSON parse error
# without it) but we load no packages from it.
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
)

# 1980-01-01 is the earliest timestamp a zip entry can hold; a fixed one keeps
# kings.zip identical across machines and runs.
ZIP_DATE = (1980, 1, 1, 0, 0, 0)


#: The site's own Python code: every .py file under these directories ships in one zip.
CODE_ROOTS = ("kings", "web")
SHELL_ZIP = "shell.zip"
GAMES_DIR = "games"  #: vendor/games/<id>.zip


def game_zip(game_id: str) -> str:
    """The path under vendor/ of the zip of the game ``game_id`` (what web/shell/packages.py fetches)."""
    return f"{GAMES_DIR}/{game_id}.zip"


def packages(root: Path = ROOT) -> dict[str, list[str]]:
    """{zip path under vendor/: [file paths relative to ``root``]} for the code under ``root``.

    Each game registered in both registries (kings/registry.py for its engine package,
    web/shell/games.py for its table's package) gets ``games/<id>.zip`` with those two packages;
    everything else of kings/ and web/ that is not a game's (the shared modules, web/shell/) is the
    shell's. A subpackage of kings/ or web/ that no registered game claims stops the build: it
    would otherwise be fetched by every page, or by none."""
    if str(ROOT) not in sys.path:  # the registries are this repository's, whichever tree is walked
        sys.path.insert(0, str(ROOT))
    from kings import registry
    from web.shell import games as web_games

    claims: dict[str, str] = {}  #: package directory -> zip
    engine = {info.id: info.package for info in registry.games()}
    for game_id, web_game in web_games.GAMES.items():
        if game_id not in engine:
            raise ValueError(f"web/shell/games.py names {game_id!r}, which kings/registry.py does not register")
        name = game_zip(game_id)
        claims[engine[game_id].replace(".", "/")] = name
        claims[web_game.package.replace(".", "/")] = name
    out: dict[str, list[str]] = {SHELL_ZIP: []}
    out.update({name: [] for name in claims.values()})
    for top in CODE_ROOTS:
        for path in sorted((root / top).rglob("*.py")):
            rel = path.relative_to(root)
            if "__pycache__" in rel.parts:
                continue
            parts = rel.parts
            if len(parts) == 2 or parts[:2] == ("web", "shell"):
                out[SHELL_ZIP].append(rel.as_posix())
                continue
            package = "/".join(parts[:2])
            if package not in claims:
                raise ValueError(f"{rel.as_posix()}: {package}/ belongs to no registered game (register it in "
                                 "kings/registry.py and web/shell/games.py, or move shared code to the top level)")
            out[claims[package]].append(rel.as_posix())
    return out


def fail(message: str) -> NoReturn:
    print(f"vendor.py: error: {message}", file=sys.stderr)
    sys.exit(1)


def fresh_dir(path: Path) -> Path:
    if path.exists():
        shutil.rmtree(path)
    path.mkdir(parents=True)
    return path


def package_version(package_dir: Path) -> str:
    data = json.loads((package_dir / "package.json").read_text(encoding="utf-8"))
    return str(data["version"])


def vendor_pyodide() -> None:
    dest = fresh_dir(VENDOR / "pyodide")
    for name in PYODIDE_FILES:
        src = PYODIDE_SRC / name
        if not src.is_file():
            fail(f"{src} is missing: is the pyodide npm package complete?")
        shutil.copy2(src, dest / name)
    lock = json.loads((PYODIDE_SRC / "pyodide-lock.json").read_text(encoding="utf-8"))
    trimmed = {"info": lock["info"], "packages": {}}
    (dest / "pyodide-lock.json").write_text(json.dumps(trimmed, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"  vendor/pyodide/   pyodide {package_version(PYODIDE_SRC)}")


def vendor_pyscript() -> None:
    dest = VENDOR / "pyscript"
    if dest.exists():
        shutil.rmtree(dest)
    # Copy all of dist/: its chunk names are content hashes that change with
    # every release, so a hand-picked list would break on an upgrade.
    shutil.copytree(PYSCRIPT_SRC, dest, ignore=shutil.ignore_patterns("*.map"))
    count = sum(1 for p in dest.rglob("*") if p.is_file())
    version = package_version(PYSCRIPT_SRC.parent)
    print(f"  vendor/pyscript/  @pyscript/core {version} ({count} files)")


def build_id(zips: dict[str, list[str]], root: Path = ROOT) -> str:
    """One id for the code of every zip: a digest of each file's path and bytes."""
    digest = hashlib.sha256()
    for name, files in sorted(zips.items()):
        for rel in files:
            digest.update(f"\0{name}\0{rel}\0".encode())
            digest.update((root / rel).read_bytes())
    return digest.hexdigest()[:16]


def build_package_zip(name: str, files: list[str], root: Path = ROOT, vendor: Path = VENDOR, build: str = "") -> Path:
    """Zip ``files`` (paths relative to ``root``, kept as the names inside) into ``vendor/name``; with
    ``build``, a ``BUILD`` entry holding it (web/shell/packages.py refuses a game's zip of another build)."""
    dest = vendor / name
    dest.parent.mkdir(parents=True, exist_ok=True)
    tmp = dest.with_suffix(".zip.tmp")
    entries = [(rel, (root / rel).read_bytes()) for rel in files]
    if build:
        entries.append(("BUILD", build.encode("ascii")))
    with zipfile.ZipFile(tmp, "w") as zf:
        for rel, data in entries:
            info = zipfile.ZipInfo(rel, ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16  # rw-r--r--, whatever the checkout's umask
            zf.writestr(info, data)
    tmp.replace(dest)
    return dest


def build_game_zips(stdlib: bool = False) -> bool:
    """vendor/shell.zip and vendor/games/<id>.zip from the working tree, as the site ships them:
    the sources and their .pyc (False if the bytecode could not be compiled). With ``stdlib``, the
    same Pyodide run also trims and compiles the standard library. Zips of games no longer
    registered, and the two zips of the one-zip-per-package layout, are removed."""
    try:
        wanted = packages()
    except ValueError as exc:
        fail(str(exc))
    for old in [VENDOR / "kings.zip", VENDOR / "web.zip", *(VENDOR / GAMES_DIR).glob("*.zip")]:
        if old.relative_to(VENDOR).as_posix() not in wanted:
            old.unlink(missing_ok=True)
    built = []
    build = build_id(wanted)
    for name, files in wanted.items():
        built.append(build_package_zip(name, files, build=build))
        print(f"  vendor/{name:<24} {len(files):>3} files, {built[-1].stat().st_size} bytes")
    return compile_bytecode(*built, stdlib=stdlib)


def game_zips_current(vendor: Path = VENDOR) -> bool:
    """True if vendor/'s zips already are what :func:`build_game_zips` would write now: every zip of
    the working tree's code there, and no other, each of this build (its ``BUILD``: a digest of every
    file's path and bytes) with every module compiled (its ``.pyc`` in place of its ``.py``), and
    newer than the tools that compiled them. ``scripts/install.sh`` has just built them, in CI: the
    e2e tests then serve these instead of compiling the same bytes again (seconds in Pyodide)."""
    try:
        wanted = packages()
    except ValueError:
        return False
    present = {p.relative_to(vendor).as_posix() for p in (vendor / GAMES_DIR).glob("*.zip")}
    if present != {name for name in wanted if name.startswith(GAMES_DIR + "/")}:
        return False
    tools = [ROOT / "scripts" / "vendor.py", ROOT / "scripts" / "pyc_build.py", PYODIDE_SRC / "package.json"]
    newest_tool = max(p.stat().st_mtime for p in tools if p.exists())
    build = build_id(wanted)
    for name, files in wanted.items():
        path = vendor / name
        if not path.is_file() or path.stat().st_mtime < newest_tool:
            return False
        with zipfile.ZipFile(path) as zf:
            names = set(zf.namelist())
            if "BUILD" not in names or zf.read("BUILD").decode("ascii") != build:
                return False
        expected = {rel + "c" if rel.endswith(".py") else rel for rel in files}
        if not expected <= names or any(rel.endswith(".py") for rel in names):
            return False
    return True


def vendor_cards() -> None:
    """vendor/cards/: the card faces, one SVG per card, written by scripts/build_cards.mjs from the
    @letele/playing-cards package (Adrian Kennard's CC0 deck; THIRD_PARTY_NOTICES.md)."""
    result = subprocess.run(["node", str(ROOT / "scripts" / "build_cards.mjs"), str(VENDOR / "cards")], check=False)
    if result.returncode != 0:
        fail("scripts/build_cards.mjs could not write the card faces (see above)")


#: The shell's stylesheets, in cascade order (each game's own, web/<game>/table.css, is linked before them by
#: web/shell/shell.js when the game shows). One file: the page's first paint waits on one request, not six (issue 33).
SHELL_CSS = ("style", "cards", "layout", "a11y", "shell", "ending", "profile", "replay")
_CSS_URL = re.compile(r"""url\((['"]?)([^'")]+)\1\)""")


def shell_css(root: Path = ROOT, vendor: Path = VENDOR) -> Path:
    """vendor/shell.css: web/shell/<name>.css for each of :data:`SHELL_CSS`, one after the other, each relative
    ``url()`` made relative to vendor/ instead of web/shell/."""

    def rebase(match: re.Match[str]) -> str:
        quote, url = match.groups()
        if re.match(r"[a-z]+:|/|#", url):
            return match.group(0)
        site_path = posixpath.normpath(posixpath.join("web/shell", url))
        return f"url({quote}{posixpath.relpath(site_path, 'vendor')}{quote})"

    parts = [f"/* Built by scripts/vendor.py from web/shell/: {', '.join(f'{n}.css' for n in SHELL_CSS)}. */\n"]
    for name in SHELL_CSS:
        text = (root / "web" / "shell" / f"{name}.css").read_text(encoding="utf-8")
        parts.append(f"\n/* -- web/shell/{name}.css -- */\n{_CSS_URL.sub(rebase, text)}")
    dest = vendor / "shell.css"
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_text("".join(parts), encoding="utf-8")
    return dest


def vendor_trystero() -> None:
    """vendor/trystero/: @trystero-p2p/torrent (BitTorrent trackers as signalling) and the core it imports, as the
    browser loads them: ES modules whose one bare import (``@trystero-p2p/core``) is made a relative path."""
    dest = fresh_dir(VENDOR / "trystero")
    core = TRYSTERO_SRC / "core" / "dist"
    strategy = TRYSTERO_SRC / "torrent" / "dist" / "index.mjs"
    if not core.is_dir() or not strategy.is_file():
        fail(f"{TRYSTERO_SRC} has no core or torrent: run `bash scripts/install.sh` "
             "(or `npm ci --ignore-scripts`) first")
    (dest / "core").mkdir()
    for path in sorted(core.glob("*.mjs")):
        shutil.copy2(path, dest / "core" / path.name)
    text = strategy.read_text(encoding="utf-8")
    if text.count('"@trystero-p2p/core"') != 1:
        fail("@trystero-p2p/torrent no longer imports @trystero-p2p/core once: check vendor_trystero()")
    (dest / "torrent.mjs").write_text(text.replace('"@trystero-p2p/core"', '"./core/index.mjs"'), encoding="utf-8")
    print(f"  vendor/trystero/  @trystero-p2p/torrent {package_version(TRYSTERO_SRC / 'torrent')}")


def vendor_nostr() -> None:
    """vendor/nostr/: nostr-tools' ``pure.js`` (keys, signing and checking events) and every module it imports
    (the @noble packages, pure JavaScript), by scripts/esm_tree.py. Only what the page loads, not the whole packages
    (or the 250 kB bundle with the word lists of the key backups that public tables never make)."""
    dest = fresh_dir(VENDOR / "nostr")
    start = NODE_MODULES / NOSTR_ENTRY
    if not start.is_file():
        fail(f"{start} is missing: run `bash scripts/install.sh` (or `npm ci --ignore-scripts`) first")
    try:
        modules, size = esm_tree.copy_tree(NODE_MODULES, start, dest)
    except ValueError as exc:
        fail(str(exc))
    print(f"  vendor/nostr/     nostr-tools {package_version(NODE_MODULES / 'nostr-tools')}: {modules} modules, "
          f"{size} bytes")


def main() -> None:
    if not (PYODIDE_SRC / "package.json").is_file() or not PYSCRIPT_SRC.is_dir():
        fail(f"{NODE_MODULES} has no pyodide or @pyscript/core: run `bash scripts/install.sh` "
             "(or `npm ci --ignore-scripts`) first")
    VENDOR.mkdir(exist_ok=True)
    print("vendor.py: writing vendor/")
    vendor_pyodide()
    vendor_pyscript()
    vendor_cards()
    vendor_trystero()
    vendor_nostr()
    shell_css()
    locales.compile_all()  # vendor/locale/<lang>/: the .mo catalogs and each language's page.js
    if not build_game_zips(stdlib=True):
        fail("could not compile bytecode with Pyodide (see above); the site would boot from sources, several times "
             "slower")
    memory_snapshot()


def memory_snapshot() -> None:
    """vendor/pyodide/kings-boot.mjs (PyScript's interpreter module) and the snapshot it restores
    (scripts/snapshot.mjs, made with the compiled standard library it is only valid with). A build
    without it stops: the page would boot Python from scratch, seconds later. (A page whose snapshot
    is missing or damaged in the browser still boots without it: e2e/test_boot_failures.py.)"""
    dest = VENDOR / "pyodide"
    boot_module(dest)
    snapshot = dest / "snapshot.bin.gz"
    command = ["node", str(ROOT / "scripts" / "snapshot.mjs"), str(snapshot)]
    try:
        done = subprocess.run(command, cwd=ROOT, check=False).returncode == 0
    except OSError as exc:
        print(f"vendor.py: {exc}", file=sys.stderr)
        done = False
    if not done:
        fail("could not make the memory snapshot (see above); the page would boot Python from scratch")


LOCK_LINE = "const LOCK = null;"


def boot_module(dest: Path = VENDOR / "pyodide") -> None:
    """vendor/pyodide/kings-boot.mjs: web/shell/pyodide_boot.mjs with the trimmed lock file written
    in (Pyodide then never fetches pyodide-lock.json)."""
    text = (ROOT / "web" / "shell" / "pyodide_boot.mjs").read_text(encoding="utf-8")
    if text.count(LOCK_LINE) != 1:
        fail(f"web/shell/pyodide_boot.mjs must contain the line {LOCK_LINE!r} exactly once")
    lock = json.loads((dest / "pyodide-lock.json").read_text(encoding="utf-8"))
    text = text.replace(LOCK_LINE, f"const LOCK = {json.dumps(lock, sort_keys=True)};")
    (dest / "kings-boot.mjs").write_text(text, encoding="utf-8")


def compile_bytecode(*zips: Path, stdlib: bool = False) -> bool:
    """Add .pyc files to ``zips`` (and trim + compile vendor/pyodide/python_stdlib.zip) in Pyodide."""
    command = ["node", str(ROOT / "scripts" / "pyodide_exec.mjs"), str(ROOT / "scripts" / "pyc_build.py")]
    if stdlib:
        command += ["--stdlib", str(VENDOR / "pyodide" / "python_stdlib.zip")]
    for path in zips:
        command += ["--package", str(path)]
    if VENDOR / SHELL_ZIP in zips:
        command += ["--pyscript", str(VENDOR / SHELL_ZIP)]
    try:
        done = subprocess.run(command, cwd=ROOT, check=False).returncode == 0
    except OSError as exc:
        print(f"vendor.py: {exc}", file=sys.stderr)
        done = False
    if not done:
        print("vendor.py: could not compile bytecode with Pyodide", file=sys.stderr)
    return done


if __name__ == "__main__":
    main()
