"""The methods :mod:`dataclasses` writes for each class, compiled at build time (pure).

Creating a dataclass compiles the source of its ``__init__``, ``__repr__``, ``__eq__``... with
``exec``: in the browser that compiling was a third to a half of the time a game's modules take to
import (docs/performance.md). scripts/pyc_build.py imports each zip's modules once, in the
Python the browser runs, records every source text dataclasses compiles, and writes the compiled
code into the zip (:data:`ENTRY`, a marshalled ``{source: code}``). At run time a
:class:`CodeCache` stands in for dataclasses' ``exec``: a source it has is run from its code, any
other is compiled as before, so the classes are the very same. A cache of another Python (another
marshal format) is ignored.

>>> import dataclasses
>>> recorded = record(lambda: dataclasses.make_dataclass("Point", ["x", "y"]))
>>> cache = CodeCache()
>>> held = cache.add(recorded)  # one source per class (Python 3.13+), one per method before
>>> with cache.installed():
...     point = dataclasses.make_dataclass("Point", ["x", "y"])(1, 2)
>>> point, held > 0 and cache.hits == held
(Point(x=1, y=2), True)
"""

from __future__ import annotations

import builtins
import dataclasses
import marshal
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import CodeType
from typing import Any

ENTRY = "dataclasses.marshal"  #: the cache's name inside a zip


class CodeCache:
    """Compiled dataclass methods by source text, standing in for dataclasses' ``exec``."""

    def __init__(self) -> None:
        self._code: dict[str, CodeType] = {}
        self.hits = 0  #: sources run from the cache (the others were compiled)

    def add(self, blob: bytes) -> int:
        """Add a recorded cache (:func:`record`); how many sources it held (0 if it is unreadable)."""
        try:
            found = marshal.loads(blob)
        except (ValueError, EOFError, TypeError):
            return 0
        if not isinstance(found, dict):
            return 0
        good = {k: v for k, v in found.items() if isinstance(k, str) and isinstance(v, CodeType)}
        self._code.update(good)
        return len(good)

    def exec(self, source: Any, globals_: dict[str, Any] | None = None, locals_: Any = None) -> None:
        """dataclasses' ``exec(txt, globals, ns)``, from the cache when the source is in it."""
        code = self._code.get(source) if isinstance(source, str) else None
        if code is None:
            builtins.exec(_compile(source) if isinstance(source, str) else source, globals_, locals_)
            return
        self.hits += 1
        builtins.exec(code, globals_, locals_)

    def install(self) -> None:
        """Stand in for dataclasses' ``exec`` from now on (the module looks the name up at each class)."""
        dataclasses.exec = self.exec  # type: ignore[attr-defined]

    @contextmanager
    def installed(self) -> Iterator[CodeCache]:
        """:meth:`install` for the ``with`` block only (tests)."""
        before = dataclasses.__dict__.get("exec")
        self.install()
        try:
            yield self
        finally:
            if before is None:
                del dataclasses.exec  # type: ignore[attr-defined]
            else:
                dataclasses.exec = before  # type: ignore[attr-defined]


def _compile(source: str) -> CodeType:
    """What ``exec(source)`` in dataclasses compiles: no ``from __future__`` of this module inherited."""
    return compile(source, "<string>", "exec", dont_inherit=True)


def record(run: Callable[[], object]) -> bytes:
    """Call ``run`` (which imports modules), compiling what dataclasses compiles meanwhile; the
    marshalled ``{source: code}`` of it, for :meth:`CodeCache.add`."""
    seen: dict[str, CodeType] = {}

    def recording(source: Any, globals_: dict[str, Any] | None = None, locals_: Any = None) -> None:
        if isinstance(source, str):
            code = seen.setdefault(source, _compile(source))
            builtins.exec(code, globals_, locals_)
        else:
            builtins.exec(source, globals_, locals_)

    before = dataclasses.__dict__.get("exec")
    dataclasses.exec = recording  # type: ignore[attr-defined]
    try:
        run()
    finally:
        if before is None:
            del dataclasses.exec  # type: ignore[attr-defined]
        else:
            dataclasses.exec = before  # type: ignore[attr-defined]
    return marshal.dumps(seen)
