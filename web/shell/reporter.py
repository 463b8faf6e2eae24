"""The embeddable widget's events for a game played as a match of deals (pure), once for every such game.

After each render the table hands its session to a :class:`MatchReporter`, which compares it with the last one and
posts what happened in between, in the format of docs/embed.md: ``ready`` (the first session seen), ``match-start``
(another match, or the same one started over), ``deal-over`` (each deal that ended) and ``match-over``. web/shell/
shell.js adds ``resize``. Events carry only what the host could see on the screen: the rules, the seats' names and
kinds, and the scores.

A game declares what only it knows, Django-style, in a small subclass (in its ``results.py``): where its match is,
its scores, who won a deal and the match::

    class Reporter(MatchReporter[Session]):
        game = "three-thirteen"

        def change(self, s: Session, index: int, seat: int) -> int | None: ...

A game of one deal, which is the whole match (Kings Cup, Klondike), declares its own on :class:`DealReporter`
(in its ``session.py``, by the session it reads).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar, Generic, Protocol, TypeVar, cast

from web.shell.embed import Post


class Seated(Protocol):
    """A session as the reporter reads it: its seats (each with a ``name`` and a ``kind``)."""

    @property
    def seats(self) -> Sequence[Any]: ...


S = TypeVar("S", bound=Seated)


class MatchReporter(Generic[S]):
    """Compares each render's session with the last one and posts what happened in between."""

    #: the ``game`` field of ``ready`` and ``match-start``; None leaves it out (Kings in the Corner's events, which
    #: predate the other games, never had it: docs/embed.md)
    game: ClassVar[str | None] = None

    def __init__(self, post: Post) -> None:
        self.post = post
        self._key: tuple[Any, ...] | None = None
        self._results = 0
        self._over = False

    # -- what a game declares -----------------------------------------------------------------------------------
    def match(self, s: S) -> Any:
        """The session's match (with ``seed``, ``rules``, ``results``, ``over`` and ``winners``)."""
        return cast(Any, s).match  # King's session calls it ``game``: its reporter says so

    def scores(self, s: S) -> list[dict[str, Any]]:
        """Every seat's ``seat``, ``name``, ``total``, ``change`` (in the last deal, or None) and ``out``: by default
        the match's ``totals``, :meth:`change` in its last finished deal, and :meth:`out`."""
        m = self.match(s)
        last = len(m.results) - 1
        return [{"seat": i, "name": c.name, "total": m.totals[i],
                 "change": None if last < 0 else self.change(s, last, i), "out": self.out(s, i)}
                for i, c in enumerate(s.seats)]  # fmt: skip

    def change(self, s: S, index: int, seat: int) -> int | None:
        """What ``seat`` scored in the match's deal ``index`` (None if it sat the deal out), for :meth:`scores`."""
        raise NotImplementedError

    def out(self, s: S, seat: int) -> bool:
        """Whether ``seat`` is out of the match (eliminated), for :meth:`scores`."""
        return False

    def deal_over(self, s: S, index: int) -> tuple[int, list[str]]:
        """The number the host sees for the match's deal ``index`` (from 0), and the names of its winners."""
        raise NotImplementedError

    def match_winners(self, s: S) -> list[str] | None:
        """The names of the match's winners, once it is over (None: not to be told yet)."""
        return [s.seats[w].name for w in self.match(s).winners]

    # -- the same for every game --------------------------------------------------------------------------------
    def players(self, s: S) -> list[dict[str, Any]]:
        return [{"seat": i, "name": c.name, "kind": c.kind} for i, c in enumerate(s.seats)]

    def _start(self, kind: str, s: S) -> None:
        m = self.match(s)
        head = {} if self.game is None else {"game": self.game}
        self.post(kind, {**head, "rules": m.rules.id, "rulesName": m.rules.name, "players": self.players(s),
                         "deals": len(m.results), "scores": self.scores(s)})  # fmt: skip

    def update(self, s: S | None) -> None:
        """Post what happened since the last session seen (nothing for no session)."""
        if s is None:
            return
        m = self.match(s)
        key = (m.seed, m.rules, s.seats)
        if self._key is None:
            self._start("ready", s)
        elif key != self._key or len(m.results) < self._results:
            self._start("match-start", s)
        else:
            for index in range(self._results, len(m.results)):
                number, names = self.deal_over(s, index)
                self.post("deal-over", {"deal": number, "winners": names, "scores": self.scores(s)})
            winners = self.match_winners(s) if m.over and not self._over else None
            if winners is not None:
                self.post("match-over", {"deals": len(m.results), "winners": winners, "scores": self.scores(s)})
        self._key, self._results, self._over = key, len(m.results), m.over


class DealReporter(MatchReporter[S]):
    """The events of a game of one deal, the deal being the whole match (Kings Cup, Klondike): ``ready``,
    ``match-start`` (another deal, or the same one started over), and at its end ``deal-over`` then ``match-over``.
    The session has ``rules`` (with ``id`` and ``name``); a game declares its ``game``, :meth:`key`,
    :meth:`ended`, :meth:`winners` and :meth:`points`."""

    def key(self, s: S) -> tuple[Any, ...]:
        """What tells one deal from another (its seed, its rules...)."""
        raise NotImplementedError

    def ended(self, s: S) -> bool:
        """Whether the deal has ended."""
        raise NotImplementedError

    def winners(self, s: S) -> Sequence[int]:
        """The seats that won the deal, once it has ended."""
        raise NotImplementedError

    def points(self, s: S) -> Sequence[tuple[int, int]]:
        """Each seat's total and its change in the deal (told once the deal has ended)."""
        raise NotImplementedError

    def more(self, s: S) -> dict[str, Any]:
        """Fields of ``ready`` and ``match-start`` after the rules' (Kings Cup: its deck's name)."""
        return {}

    def restarted(self, s: S) -> bool:
        """Whether the deal is back at its start (once ended, the same deal again is a new one)."""
        return False

    def scores(self, s: S) -> list[dict[str, Any]]:
        ended = self.ended(s)
        return [{"seat": i, "name": c.name, "total": total, "change": change if ended else None, "out": False}
                for i, (c, (total, change)) in enumerate(zip(s.seats, self.points(s), strict=True))]  # fmt: skip

    def _start(self, kind: str, s: S) -> None:
        rules = cast(Any, s).rules
        self.post(kind, {"game": self.game, "rules": rules.id, "rulesName": rules.name, **self.more(s),
                         "players": self.players(s), "deals": int(self.ended(s)), "scores": self.scores(s)})

    def update(self, s: S | None) -> None:
        """Post what happened since the last session seen (nothing for no session)."""
        if s is None:
            return
        key = self.key(s)
        if self._key is None:
            self._start("ready", s)
        elif key != self._key or (self._over and self.restarted(s)):
            self._start("match-start", s)
        elif self.ended(s) and not self._over:
            winners = [s.seats[w].name for w in self.winners(s)]
            self.post("deal-over", {"deal": 1, "winners": winners, "scores": self.scores(s)})
            self.post("match-over", {"deals": 1, "winners": winners, "scores": self.scores(s)})
        self._key, self._over = key, self.ended(s)
