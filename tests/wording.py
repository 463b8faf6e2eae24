"""The site's words for tests that read them as a page does: :func:`page_in`, the page in a language with a game's
words and the shell's, from the catalogs compiled by the ``catalogs`` fixture (tests/conftest.py)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from kings.i18n import speaking


@contextmanager
def page_in(catalogs: Path, language: str, game: str = "corners") -> Iterator[None]:
    """The page in ``language``, with ``game``'s words and the shell's (as the page uses them)."""
    files = [catalogs / language / f"{domain}.mo" for domain in (game.replace("-", "_"), "shell")]
    with speaking(language, [f.read_bytes() for f in files if f.exists()]):
        yield
