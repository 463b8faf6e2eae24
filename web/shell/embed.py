"""Page parameters and the embeddable widget's events for its host page (pure, no browser).

``?embed=1``, ``?theme=`` and ``?host=`` (alias ``parentOrigin``) describe the page, not the
match: :func:`split_query` keeps them away from :func:`web.corners.urlparams.parse_query` and in the
address bar. In embed mode the address bar is left alone entirely, so a reload of the frame
is always the match its host asked for.

:class:`Reporter` turns the match as it stands after each render into the events the widget
posts to its host (``ready``, ``match-start``, ``deal-over``, ``match-over``; web/shell/shell.js adds
``resize``). The format is documented in docs/embed.md. Events carry only what the host already
knows or could see on the screen: the rules, the seats' names and kinds, and the scores.

>>> split_query("?embed=1&seed=42&theme=dark")
('?seed=42', '?embed=1&theme=dark')
>>> is_embed("?embed=1"), is_embed("?theme=dark")
(True, False)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qsl, urlencode

from web.corners.session import Session

if TYPE_CHECKING:
    from web.corners.viewmodels import TableView

PAGE_KEYS = ("embed", "theme", "host", "parentOrigin")
Post = Callable[[str, dict[str, Any]], None]


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


def players(session: Session) -> list[dict[str, Any]]:
    return [{"seat": i, "name": s.name, "kind": s.kind} for i, s in enumerate(session.seats)]


def scores(session: Session) -> list[dict[str, Any]]:
    """Every seat's total (and change in the last finished deal, None if it sat out)."""
    m = session.match
    last = m.results[-1] if m.results else None
    return [
        {"seat": i, "name": s.name, "total": m.totals[i], "change": None if last is None else last.delta(i),
         "out": m.out[i]}
        for i, s in enumerate(session.seats)
    ]  # fmt: skip


class Reporter:
    """Compares each render's session with the last one and posts what happened in between."""

    def __init__(self, post: Post) -> None:
        self.post = post
        self._key: tuple[Any, ...] | None = None
        self._results = 0
        self._over = False

    def _start(self, kind: str, s: Session) -> None:
        self.post(kind, {"rules": s.match.rules.id, "rulesName": s.match.rules.name, "players": players(s),
                         "deals": len(s.match.results), "scores": scores(s)})  # fmt: skip

    def update(self, s: Session | None) -> None:
        if s is None:
            return
        m = s.match
        key = (m.seed, m.rules, s.seats)
        if self._key is None:
            self._start("ready", s)
        elif key != self._key or len(m.results) < self._results:
            self._start("match-start", s)
        else:
            for result in m.results[self._results :]:
                names = [s.seats[w].name for w in result.winners]
                self.post("deal-over", {"deal": result.number, "winners": names, "scores": scores(s)})
            if m.over and not self._over:
                names = [s.seats[w].name for w in m.winners]
                self.post("match-over", {"deals": len(m.results), "winners": names, "scores": scores(s)})
        self._key, self._results, self._over = key, len(m.results), m.over


class PageUi:
    """The page (``inner``: web.corners.dom_page's page) with the page parameters kept in the address bar
    and, when embedded, each render reported to the host. Everything else goes to ``inner``."""

    def __init__(self, inner: Any, page_query: str, session: Callable[[], Session | None]) -> None:
        self.inner = inner
        self.page_query = page_query
        self.embedded = is_embed(page_query)
        self.session = session
        self.reporter: Reporter | None = None

    def render(self, table: TableView, animate: bool) -> None:
        self.inner.render(table, animate)
        if self.reporter is not None:
            self.reporter.update(self.session())

    def set_query(self, query: str) -> None:
        if not self.embedded:  # embedded: the frame's address stays what the host set
            self.inner.set_query(join_query(split_query(query)[0], self.page_query))

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)  # the rest of the controller's Ui
