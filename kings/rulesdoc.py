"""The rules page's building block, shared by every game's ``rulesdoc`` module: a section of headed text.

Each game's engine writes its own page (``kings/<game>/rulesdoc.py``: :func:`sections` for one set of rules) from
these values, and the web page draws them (web/shell/rulesview.py ``from_doc``) without knowing the game.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class DocSection:
    """One section of the rules page: a heading, a paragraph, terms with their text, and a list."""

    key: str  #: stable, for links and tests
    title: str
    intro: str = ""
    entries: tuple[tuple[str, str], ...] = ()  #: (term, text): a definition list
    items: tuple[str, ...] = ()  #: a bulleted list
