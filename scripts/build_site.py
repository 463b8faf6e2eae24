#!/usr/bin/env python3
"""Build the deployable site: the list of files the game needs, its version, the service worker.

    python3 scripts/build_site.py                 stamp ./sw.js for the repo root (scripts/serve.py)
    python3 scripts/build_site.py --dist [DIR]    copy the site into DIR (default dist/), stamp DIR/sw.js

The site is exactly :data:`SITE` (page, config, manifest, icons, web/*/*.js, each game's table*.css, the vendored
runtime, the shell's stylesheet, the shell's zip and one zip per game; run scripts/vendor.py first). Its version
is a SHA-256 over every file's path and content plus the service-worker template, so any change to any file makes
a new version.
``sw.js`` is generated from ``web/shell/sw.template.js`` with that version and the file list (each with
its SRI hash, so the worker caches exactly these bytes or nothing; :data:`LAZY` ones flagged ``true``: cached
when first fetched, not at install). It must sit at the site root
for its scope; it is git-ignored. A ``dist/`` also gets ``.nojekyll`` (GitHub Pages).

Stdlib only. tests/test_site.py checks that every file the page refers to is in the list.
"""

from __future__ import annotations

import argparse
import base64
import fnmatch
import hashlib
import json
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TEMPLATE = Path("web") / "shell" / "sw.template.js"  #: under a source tree's root

#: Glob patterns, relative to the site root, of every file the deployed game needs.
SITE = (
    "index.html",
    "pyscript.toml",
    "manifest.webmanifest",
    "icons/*.png",
    "icons/*.svg",
    "web/*/table*.css",
    "web/shell/online.css",
    "vendor/shell.css",
    "web/*/*.js",
    "vendor/pyodide/*",
    "vendor/pyscript/**/*",
    "vendor/shell.zip",
    "vendor/games/*.zip",
    "vendor/cards/*.svg",
    "vendor/trystero/**/*.mjs",
    "vendor/nostr/**/*.js",
    "vendor/locale/*/*",
)
EXCLUDE_SUFFIXES = (".template.js", ".map")
#: Site files (glob patterns) the service worker caches when first asked for, not at install: the full standard
#: library serves only a boot without the memory snapshot (python_stdlib_rest.zip serves the others); a language's
#: words serve only its players (each fetches its own, and keeps it for offline play once fetched).
LAZY = ("vendor/pyodide/python_stdlib.zip", "vendor/locale/*/*")
VERSION_LINE = 'const VERSION = "dev";'
FILES_LINE = "const FILES = [];"


def site_files(root: Path = ROOT) -> list[str]:
    """The site's files under ``root`` as sorted POSIX paths relative to it."""
    found: set[str] = set()
    for pattern in SITE:
        matches = [p for p in root.glob(pattern) if p.is_file()]
        if not matches:
            raise FileNotFoundError(f"{root / pattern}: no such file (run scripts/vendor.py first?)")
        found.update(p.relative_to(root).as_posix() for p in matches if not p.name.endswith(EXCLUDE_SUFFIXES))
    return sorted(found)


def lazy(path: str) -> bool:
    """Whether the service worker caches ``path`` when first asked for it (:data:`LAZY`), not at install."""
    return any(fnmatch.fnmatchcase(path, pattern) for pattern in LAZY)


def integrity(data: bytes) -> str:
    """The Subresource Integrity value of ``data`` (what ``fetch(url, {integrity})`` checks)."""
    return "sha256-" + base64.b64encode(hashlib.sha256(data).digest()).decode("ascii")


def template_of(root: Path) -> Path:
    """The worker template for the site under ``root``: its own in a source tree (so a benchmark
    comparing two trees compares their workers too), this repository's for a built site (dist/
    ships no template)."""
    own = root / TEMPLATE
    return own if own.is_file() else ROOT / TEMPLATE


def manifest(root: Path = ROOT, template: Path | None = None) -> tuple[str, list[tuple[str, str]]]:
    """(version, [(path, integrity), ...]) of the site under ``root`` and its worker template."""
    entries = [(path, integrity((root / path).read_bytes())) for path in site_files(root)]
    digest = hashlib.sha256((template or template_of(root)).read_bytes())
    for path, sri in entries:
        digest.update(f"\0{path}\0{sri}".encode())
    return digest.hexdigest()[:16], entries


def render_sw(version: str, entries: list[tuple[str, str]], template: Path = ROOT / TEMPLATE) -> str:
    """The worker ``template`` with the version and the file list stamped in."""
    text = template.read_text(encoding="utf-8")
    for line in (VERSION_LINE, FILES_LINE):
        if text.count(line) != 1:
            raise ValueError(f"{TEMPLATE.name} must contain the line {line!r} exactly once")
    files = ",\n".join(f"  [{json.dumps('./' + path)}, {json.dumps(sri)}{', true' if lazy(path) else ''}]"
                        for path, sri in entries)  # fmt: skip
    text = text.replace(VERSION_LINE, f"const VERSION = {json.dumps(version)};")
    return text.replace(FILES_LINE, f"const FILES = [\n{files}\n];")


def stamp(root: Path = ROOT, template: Path | None = None) -> str:
    """Write ``root/sw.js`` for the site under ``root`` (from ``template``, by default
    :func:`template_of` ``root``); returns the version."""
    template = template or template_of(root)
    version, entries = manifest(root, template)
    target = root / "sw.js"
    text = render_sw(version, entries, template)
    if not target.exists() or target.read_text(encoding="utf-8") != text:
        tmp = target.with_suffix(".js.tmp")
        tmp.write_text(text, encoding="utf-8")
        tmp.replace(target)
    return version


def build_dist(dest: Path, root: Path = ROOT) -> str:
    """Copy the site from ``root`` into a fresh ``dest`` with its sw.js and .nojekyll; returns the version."""
    files = site_files(root)
    if dest.exists():
        shutil.rmtree(dest)
    for path in files:
        target = dest / path
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(root / path, target)
    (dest / ".nojekyll").write_bytes(b"")  # Pages: serve files as they are (no Jekyll)
    return stamp(dest, template_of(root))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", nargs="?", const=ROOT / "dist", type=Path, metavar="DIR",
                        help="build the deployable site into DIR (default dist/)")  # fmt: skip
    args = parser.parse_args(argv)
    try:
        if args.dist is None:
            version = stamp(ROOT)
            where = ROOT / "sw.js"
        else:
            version = build_dist(args.dist.resolve())
            where = args.dist
    except (FileNotFoundError, ValueError) as exc:
        print(f"build_site.py: error: {exc}", file=sys.stderr)
        return 1
    root = ROOT if args.dist is None else args.dist.resolve()
    files = site_files(root)
    size = sum((root / f).stat().st_size for f in files)
    print(f"build_site.py: {where}: version {version}, {len(files)} files, {size / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
