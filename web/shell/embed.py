"""Page parameters and the embeddable widget's events for its host page (pure, no browser).

``?game=``, ``?embed=1``, ``?theme=``, ``?lang=`` (web/shell/language.js) and ``?host=`` (alias ``parentOrigin``)
describe the page, not the match: :func:`split_query` keeps them away from the game's own URL parameters (Kings in
the Corner: :meth:`web.shell.setupform.FormSetup.from_address`) and in the address bar. In embed mode the address
bar is left alone entirely, so a reload of the frame is always the match its host asked for.

Each game turns its state after each render into the events the widget posts to its host
(:class:`web.shell.reporter.MatchReporter`, which each game declares in its ``results.py``; web/shell/shell.js adds
``resize``).
The format is documented in docs/embed.md.

>>> split_query("?embed=1&seed=42&theme=dark&game=corners")
('?seed=42', '?embed=1&theme=dark&game=corners')
>>> is_embed("?embed=1"), is_embed("?theme=dark")
(True, False)
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, Protocol
from urllib.parse import parse_qsl, urlencode

from kings.i18n import N_, _

PAGE_KEYS = ("game", "embed", "theme", "host", "parentOrigin", "lang")  #: (lang: web/shell/language.js reads it)
#: Posts one event to the host page: (type, its fields).
Post = Callable[[str, dict[str, Any]], None]


class Reports(Protocol):
    """A game's reporter: sees the game's state after each render, posts what happened."""

    def update(self, state: Any) -> None: ...


def split_query(query: str) -> tuple[str, str]:
    """``(game query, page query)`` of ``location.search``; each ``""`` or starting with ``?``."""
    pairs = parse_qsl(query.lstrip("?"), keep_blank_values=True)
    game = [(k, v) for k, v in pairs if k not in PAGE_KEYS]
    page = [(k, v) for k, v in pairs if k in PAGE_KEYS]
    return ("?" + urlencode(game) if game else ""), ("?" + urlencode(page) if page else "")


def join_query(*queries: str) -> str:
    """Queries (``""`` or ``?a=1``) as one: ``join_query("?a=1", "", "?b=2") == "?a=1&b=2"``."""
    parts = [q.lstrip("?") for q in queries if q.lstrip("?")]
    return "?" + "&".join(parts) if parts else ""


def is_embed(page_query: str) -> bool:
    return dict(parse_qsl(page_query.lstrip("?"))).get("embed", "").lower() in ("1", "true", "yes")


def with_game(page_query: str, game: str) -> str:
    """``page_query`` naming ``game`` (so a reload opens that game, not the lobby).

    >>> with_game("?theme=dark", "corners"), with_game("?game=corners", "corners")
    ('?theme=dark&game=corners', '?game=corners')
    """
    pairs = [(k, v) for k, v in parse_qsl(page_query.lstrip("?"), keep_blank_values=True) if k != "game"]
    return "?" + urlencode([*pairs, ("game", game)])


#: The banners that end a deal, a hand, a round, a game or a match (not a question, nor the hand-over of the device).
ENDINGS = frozenset({"deal-over", "hand-over", "match-over", "game-over", "won", "stuck", "gave-up"})
NEW_GAME = ("new", N_("New game…"))


def widget_actions(kind: str, actions: tuple[tuple[str, str], ...]) -> tuple[tuple[str, str], ...]:
    """A banner's buttons in the widget: one that ends a deal or a match also offers New game…, the way to other seats,
    levels or rules than the host's address set. The full page has it in its menu; the widget has no menu, so a player
    there had no way to it at all (the new player's review), nor had they between deals.

    >>> widget_actions("deal-over", (("next", "Next deal"),))
    (('next', 'Next deal'), ('new', 'New game…'))
    >>> widget_actions("match-over", (("rematch", "Play again"), ("new", "New game…")))
    (('rematch', 'Play again'), ('new', 'New game…'))
    >>> widget_actions("leave", (("give-up", "Give up"), ("keep-playing", "Keep playing")))
    (('give-up', 'Give up'), ('keep-playing', 'Keep playing'))
    """
    if kind not in ENDINGS or any(action == NEW_GAME[0] for action, _label in actions):
        return actions
    return (*actions, (NEW_GAME[0], _(NEW_GAME[1])))


class PageUi:
    """A game's page (``inner``; Kings in the Corner: :class:`web.corners.dom.Page`) with the page
    parameters kept in the address bar and, when embedded, each render reported to the host.
    Everything else goes to ``inner``."""

    def __init__(self, inner: Any, page_query: str, state: Callable[[], Any]) -> None:
        self.inner = inner
        self.page_query = page_query
        self.embedded = is_embed(page_query)
        self.session = state  #: the game's state, as its reporter reads it
        self.reporter: Reports | None = None

    def render(self, table: Any, animate: bool) -> None:
        self.inner.render(table, animate)
        if self.reporter is not None:
            self.reporter.update(self.session())

    def set_query(self, query: str) -> None:
        if not self.embedded:  # embedded: the frame's address stays what the host set
            self.inner.set_query(join_query(split_query(query)[0], self.page_query))

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)  # the rest of the controller's Ui


def connect(bridge: Any, proxy: Callable[[Any], Any], new_game: Callable[[], None]) -> Post:
    """Connect a game to the embed bridge, ``kingsEmbed`` (web/shell/shell.js): the host's ``new-game`` command
    starts ``new_game`` (the bridge hands over only commands from the trusted host origin); the
    function returned posts the game's events to the host."""

    def command(kind: str) -> bool:
        if kind == "new-game":
            new_game()
            return True
        return False

    bridge.onCommand = proxy(command)
    return lambda kind, data: bridge.post(kind, json.dumps(data))
