"""Copy an ES module and every module it imports out of node_modules/, import by import (stdlib only).

Used by scripts/vendor.py for nostr-tools (vendor/nostr/): only what the page loads, each file under its path in
node_modules/, its bare imports (``@noble/hashes/sha2.js``) made relative so a browser needs no import map.
"""

from __future__ import annotations

import posixpath
import re
from pathlib import Path

#: A static import or re-export of an ES module (``import {a} from "x"``, ``export * from "x"``, ``import "x"``), at
#: the start of a line, as compilers write them (not the examples in comments).
_IMPORT = re.compile(r"""(^(?:import|export)\b[^"';]*?\bfrom\s*|^import\s*)(["'])([^"']+)\2""", re.M)


def _resolve(spec: str, importer: Path, node_modules: Path) -> Path:
    """The file under node_modules/ that ``spec`` (imported by ``importer``) names: a relative path, or a package's
    own path (every package copied here exports its files under their own names)."""
    if spec.startswith("."):
        return (importer.parent / spec).resolve()
    parts = spec.split("/")
    name = "/".join(parts[:2]) if spec.startswith("@") else parts[0]
    rest = parts[2:] if spec.startswith("@") else parts[1:]
    if not rest:
        raise ValueError(f"{importer}: imports {spec!r}, a package's main module, which this copier does not follow")
    return (node_modules / name / "/".join(rest)).resolve()


def copy_tree(node_modules: Path, entry: Path, dest: Path) -> tuple[int, int]:
    """Copy ``entry`` (a file under ``node_modules``) and all it imports into ``dest``: (modules, bytes) copied.
    A ValueError names a module that is missing or lies outside node_modules/."""
    root = node_modules.resolve()
    todo, done = [entry.resolve()], set()
    while todo:
        path = todo.pop()
        if path in done:
            continue
        done.add(path)
        if not path.is_file() or root not in path.parents:
            raise ValueError(f"{path}: not a file under node_modules (imported by the modules copied)")
        out = dest / path.relative_to(root)

        def local(match: re.Match[str], path: Path = path, out: Path = out) -> str:
            target = _resolve(match.group(3), path, root)
            todo.append(target)
            rel = posixpath.relpath((dest / target.relative_to(root)).as_posix(), out.parent.as_posix())
            return f'{match.group(1)}"{rel if rel.startswith(".") else "./" + rel}"'

        text = _IMPORT.sub(local, path.read_text(encoding="utf-8"))
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(re.sub(r"^//# sourceMappingURL=.*$", "", text, flags=re.M), encoding="utf-8")
    return len(done), sum(p.stat().st_size for p in dest.rglob("*.js"))
