"""A game's fixed table markup as data, grown into the page when the game opens (page code).

``index.html`` keeps only each game's ``<main>`` and its empty table and side areas; the elements that
never come and go (seats, slots, buttons, panels) are described here as :class:`Node` values by the
game's ``dom_skeleton`` module and built once, before its ``Dom`` looks them up. So a game's markup
arrives with its code, and the start page stays small. Texts go in as text, never as HTML.

>>> node("p", "status", "Loading", id="king-status", aria_live="polite", hidden=True)
Node(tag='p', cls='status', kids=('Loading',), attrs=(('id', 'king-status'), ('aria-live', 'polite'), ('hidden', '')))
"""

from __future__ import annotations

from typing import Any, NamedTuple

from web.shell.page import PageCode


class Node(NamedTuple):
    """One element: its tag, its classes, its children (elements or texts) and its attributes."""

    tag: str
    cls: str = ""
    kids: tuple[Node | str, ...] = ()
    attrs: tuple[tuple[str, str], ...] = ()


def node(tag: str, cls: str = "", *kids: Node | str, **attrs: str | bool) -> Node:
    """A :class:`Node`; an attribute's ``_`` is written ``-`` (``aria_label``: ``aria-label``), ``True`` is an
    attribute without a value (``hidden=True``)."""
    pairs = tuple((k.replace("_", "-"), "" if v is True else str(v)) for k, v in attrs.items() if v is not False)
    return Node(tag, cls, kids, pairs)


def grow(page: PageCode, spec: Node) -> Any:
    """The element ``spec`` describes, with its children, made in ``page``'s document."""
    el = page.el(spec.tag, spec.cls)
    for name, value in spec.attrs:
        el.setAttribute(name, value)
    for kid in spec.kids:
        el.append(kid if isinstance(kid, str) else grow(page, kid))
    return el


def fill(page: PageCode, parent: Any, specs: tuple[Node, ...]) -> None:
    """Replace ``parent``'s children by the elements ``specs`` describe."""
    parent.replaceChildren(*(grow(page, s) for s in specs))
