"""A game's fixed table markup as data, grown into the page when the game opens (page code).

``index.html`` keeps only each game's ``<main>`` and its empty table and side areas; the elements that
never come and go (seats, slots, buttons, panels) are described here as :class:`Node` values by the
game's ``dom_skeleton`` module and built once, before its ``Dom`` looks them up. So a game's markup
arrives with its code, and the start page stays small. Texts go in as text, never as HTML.

>>> node("p", "status", "Loading", id="king-status", aria_live="polite", hidden=True)
Node(tag='p', cls='status', kids=('Loading',), attrs=(('id', 'king-status'), ('aria-live', 'polite'), ('hidden', '')))
"""

from __future__ import annotations

from typing import Any, NamedTuple, Protocol

from kings.i18n import _
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


class Face(Protocol):
    """A card as a table shows it (a game's ``CardView``)."""

    @property
    def key(self) -> str: ...  # unique on the table

    @property
    def code(self) -> str: ...  # the engine's notation (``QH``)

    @property
    def rank(self) -> str: ...

    @property
    def suit(self) -> str: ...

    @property
    def name(self) -> str: ...  # its accessible name (``queen of hearts``)


def card_face(page: PageCode, card: Face, tag: str, *, spans: bool = True, index: bool = False, art: str = "") -> Any:
    """A card's element (``data-card``, ``data-key``; ``data-index`` if ``index``, for the CSS of small screens): its
    face from Adrian Kennard's deck (vendor/cards: ``art``, else its code) and, if ``spans``, its index in text for
    small sizes and the high-contrast theme. A ``button`` says the card's name to screen readers."""
    el = page.el(tag)
    el.setAttribute("data-card", card.code)
    el.setAttribute("data-key", card.key)
    if index:
        el.setAttribute("data-index", card.rank + card.suit)
    if spans:
        for cls in ("idx", "pip", "idx end"):
            span = page.el("span", cls, card.rank + card.suit)
            span.setAttribute("aria-hidden", "true")
            el.appendChild(span)
    el.style.backgroundImage = f'url("./vendor/cards/{art or card.code}.svg")'
    if tag == "button":
        el.type = "button"
        el.appendChild(page.el("span", "sr", card.name))
    return el


# -- a seat's marks, for the eyes (the status line and the seat's words say them to screen readers) ---------------
def thinking_mark(page: PageCode, level: Any) -> None:
    """A CPU seat's " thinking" after its level, on the level's line (so the seat keeps its height)."""
    mark = page.el("span", "seat-thinking", " thinking")
    mark.setAttribute("aria-hidden", "true")
    level.appendChild(mark)


def backs(page: PageCode, cards: int, most: int) -> Any:
    """An opponent's hand as a small fan of the deck's backs: one per card held, ``most`` at the most (their number
    in ``--n``, for a game's CSS)."""
    fan = page.el("span", "backs")
    fan.setAttribute("aria-hidden", "true")
    shown = min(cards, most)
    fan.style.setProperty("--n", str(shown))
    for _card in range(shown):
        fan.appendChild(page.el("i", "mini-back"))
    return fan


# -- the parts every card table has, named by the game's id prefix (``king-``: ``#king-banner``) ---------------------
def banner(prefix: str, cls: str = "banner") -> Node:
    """The end-of-hand banner :class:`web.shell.dom_ending.Banner` fills."""
    return node("div", cls,
                node("h2", id=f"{prefix}banner-title"),
                node("p", "banner-lead", id=f"{prefix}banner-lead", hidden=True),
                node("div", "banner-body", id=f"{prefix}banner-body", hidden=True),
                node("ul", id=f"{prefix}banner-lines"),
                node("div", "banner-actions", id=f"{prefix}banner-actions"),
                id=f"{prefix}banner", role="region", aria_labelledby=f"{prefix}banner-title", hidden=True)  # fmt: skip


def messages(prefix: str) -> Node:
    """The table's messages: the status line (for screen readers) and the message line (an engine's reason, news)."""
    return node("section", f"me {prefix}me",
                node("p", "status sr", id=f"{prefix}status", role="status"),
                node("p", "message", id=f"{prefix}message", role="alert"), aria_label=_("Messages"))  # fmt: skip


def coach(prefix: str) -> Node:
    """The tutorial's coach box."""
    return node("section", "coach",
                node("h2", id=f"{prefix}coach-title"), node("p", id=f"{prefix}coach-text"),
                node("div", "coach-actions", id=f"{prefix}coach-actions"),
                id=f"{prefix}coach", aria_labelledby=f"{prefix}coach-title", hidden=True)  # fmt: skip


def side(prefix: str, sheet_cls: str, caption: str, log_title: str) -> Node:
    """The side column: the score sheet (a table with a caption for screen readers) and the log."""
    return node("aside", "side",
                node("section", "panel sheet-panel",
                     node("h2", "", _("Score sheet"), id=f"{prefix}sheet-title"),
                     node("table", sheet_cls, node("caption", "sr", caption), node("tbody"), id=f"{prefix}sheet"),
                     aria_labelledby=f"{prefix}sheet-title"),
                node("section", "panel log-panel",
                     node("h2", "", log_title, id=f"{prefix}log-title"),
                     node("ol", "log", id=f"{prefix}log", tabindex="0", aria_labelledby=f"{prefix}log-title"),
                     aria_labelledby=f"{prefix}log-title"))  # fmt: skip


def build_table(
    page: PageCode, main: Any, prefix: str, table: tuple[Node, ...], me: Node, info: tuple[Node, ...]
) -> None:
    """Fill a game's ``<main>`` as index.html leaves it (an empty ``#<prefix>table`` in ``.play-area``, an empty
    ``.info-area``): the table's parts, the player's part under the table, the side column. Again replaces."""
    section = main.querySelector(f"#{prefix}table")
    fill(page, section, table)
    main.querySelector(".play-area").replaceChildren(section, grow(page, me))
    fill(page, main.querySelector(".info-area"), info)


def panel(page: PageCode, prefix: str, key: str, title: str, *body: Any) -> Any:
    """A panel of the side column (``.panel.<prefix>panel.<prefix><key>-panel``), named by its heading ``title``
    (``#<prefix><key>-title``), holding ``body``."""
    box = page.el("section", f"panel {prefix}panel {prefix}{key}-panel")
    head = page.el("h2", "", title)
    head.id = f"{prefix}{key}-title"
    box.setAttribute("aria-labelledby", head.id)
    box.append(head, *body)
    return box


def box(prefix: str, key: str, title: str, *kids: Node | str, cls: str = "") -> Node:
    """:func:`panel` as data: a side panel titled ``title`` (``#<prefix><key>-title``) holding ``kids``."""
    return node("section", f"panel {prefix}panel {prefix}{key}-panel" + (f" {cls}" if cls else ""),
                node("h2", "", title, id=f"{prefix}{key}-title"), *kids, aria_labelledby=f"{prefix}{key}-title")


def grow_areas(page: PageCode, main: Any, prefix: str, table: tuple[Node, ...], side: tuple[Node, ...]) -> None:
    """Fill a game's ``<main>``: ``table`` in its ``#<prefix>table``, ``side`` in its side column (``.info-area``)."""
    fill(page, main.querySelector(f"#{prefix}table"), table)
    fill(page, main.querySelector(".info-area"), side)


def state_element(page: PageCode, prefix: str) -> Any:
    """``#<prefix>state``, hidden, made at the end of the body if the page has none: what tests read (the position,
    the record, the hint...)."""
    found = page.by_id(f"{prefix}state")
    if found is None or type(found).__name__ == "JsNull":
        found = page.el("div")
        found.id = f"{prefix}state"
        found.hidden = True
        page.doc.body.appendChild(found)
    return found
