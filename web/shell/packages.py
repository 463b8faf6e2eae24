"""Where each game's code lives in the browser, and how it joins the import path (pure).

The site ships the shell's code in ``vendor/shell.zip`` and each game's in ``vendor/games/<id>.zip``
(scripts/vendor.py: the engine package ``kings/<pkg>/`` and the table package ``web/<pkg>/`` of
one registered game). A page fetches only the shell's zip and the zip of the game it opens; the
zip is written to :func:`archive` in Pyodide's file system and :func:`mount`-ed: its two packages
become parts of the ``kings`` and ``web`` packages, which the shell's zip holds.

Every zip of one build carries the same ``BUILD`` id (scripts/vendor.py). A game's zip of another
build (a deploy landed while the page was open, and a cache handed out old and new files) is
refused with :class:`StaleCode`: the page then offers to load the new version whole, rather than
run old and new code together.

>>> url("three-thirteen"), archive("three-thirteen")
('./vendor/games/three-thirteen.zip', '/home/pyodide/games/three-thirteen.zip')
"""

from __future__ import annotations

import importlib
import os
import sys
import zipfile

from web.shell import codecache
from web.shell.codecache import CodeCache

SHELL = "/home/pyodide/shell.zip"  #: where vendor/pyodide/kings-boot.mjs writes the shell's zip
GAMES_DIR = "/home/pyodide/games"  #: where the page and the CPU worker write the games' zips
PACKAGES = ("kings", "web")  #: the top-level packages a game's zip adds to


def url(game_id: str) -> str:
    """The game's zip, relative to the page (index.html)."""
    return f"./vendor/games/{game_id}.zip"


def archive(game_id: str, directory: str = GAMES_DIR) -> str:
    """Where the game's zip is written in the interpreter's file system."""
    return f"{directory}/{game_id}.zip"


class StaleCode(Exception):
    """A game's zip is of another build than the shell's."""


def build_of(path: str) -> str:
    """The build id the zip at ``path`` carries ("" if none)."""
    with zipfile.ZipFile(path) as zf:
        try:
            return zf.read("BUILD").decode("ascii").strip()
        except KeyError:
            return ""


def mounted(path: str) -> bool:
    """Whether the zip at ``path`` is on the import path already."""
    return all(f"{path}/{name}" in list(getattr(sys.modules.get(name), "__path__", [])) for name in PACKAGES)


def mount(path: str, build: str | None = None, cache: CodeCache | None = None) -> None:
    """Put the game's zip at ``path`` on the import path: ``kings.<pkg>`` and ``web.<pkg>`` then
    import from it, and its compiled dataclass methods join ``cache`` (web/shell/codecache.py). A
    missing file is a FileNotFoundError; with ``build``, a zip of another build is
    :class:`StaleCode`, and a damaged one a :class:`zipfile.BadZipFile`; mounting twice changes nothing."""
    if not os.path.isfile(path):
        raise FileNotFoundError(f"{path}: no such file")
    if mounted(path):
        return
    if build is not None:
        found = build_of(path)
        if found != build:
            raise StaleCode(f"{os.path.basename(path)} is of build {found or 'unknown'}, the page of {build}")
    if cache is not None:
        with zipfile.ZipFile(path) as zf:
            if codecache.ENTRY in zf.namelist():
                cache.add(zf.read(codecache.ENTRY))
    for name in PACKAGES:
        package = importlib.import_module(name)
        entry = f"{path}/{name}"
        if entry not in package.__path__:
            package.__path__.append(entry)
        sys.path_importer_cache.pop(entry, None)  # an earlier look at a missing file is forgotten


def write(path: str, data: bytes) -> None:
    """Write a fetched zip to ``path`` (its directory made as needed), whole or not at all."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    tmp = path + ".part"
    with open(tmp, "wb") as out:
        out.write(data)
    os.replace(tmp, path)
