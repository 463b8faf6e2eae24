"""A game shown again move by move, once for every game (pure; issue 50): the frames of a replay and where it stands.

A replay is the game's own sessions one after the other: the table before the first move, then after each move,
with the next deal dealt between deals as Next deal would. So the table draws a frame as it draws any game, and
hidden cards follow the table's rules of who sees what: during a deal only the viewer's cards, at a deal's end every
hand of that deal. A game's session declares three things for it: ``replay_start()`` (the same table before its
first move), ``plays`` (every move so far, oldest first) and ``onward()`` (between deals, the next deal; otherwise
itself).

>>> words = lambda before, after, move: f"{move} took the table from {before} to {after}."
>>> r = Replay((Frame("s0", "", 0), Frame("s1", "", 0, "5♦"), Frame("s2", "Deal 2", 1)), "Deal {n}", words)
>>> r.go(9).at, r.go(-3).at, r.go(1).said(1)
(2, 0, '5♦ took the table from s0 to s1.')
>>> r.deal_starts, r.go(2).bar().place
((0, 2), 'Move 1 of 1')
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from kings.i18n import _, ngettext

#: What a game's features say of a move: ``words(before, after, move)`` (:meth:`web.shell.features.Features.
#: move_words`).
Words = Callable[[Any, Any, Any], str]


@dataclass(frozen=True, slots=True)
class Frame:
    """The table at one point of the replay: the session, what dealt it ("" for the first and for a move's), its
    deal, and the move that brought it here (None for the first and for a deal dealt)."""

    session: Any
    dealt: str
    deal: int  #: the deal on the table, from 0
    move: Any = None


def frames(start: Any, plays: Iterable[Any], dealt: Callable[[int], str]) -> tuple[Frame, ...]:
    """Every frame of a game that began as ``start`` and went on with ``plays``: a frame per move, and one per deal
    dealt between them (``dealt(n)`` says it, ``n`` from 1). Each move is played by the session, so a move that
    does not belong raises the engine's own error. (What a move is said as is asked only when it shows: a game's
    words may read its whole hand so far.)"""
    s, deal = start, 0
    out = [Frame(s, "", 0)]
    for move in plays:
        nxt = s.onward()
        if nxt is not s:
            deal += 1
            s = nxt
            out.append(Frame(s, dealt(deal + 1), deal))
        s = s.play(move)
        out.append(Frame(s, "", deal, move))
    return tuple(out)


@dataclass(frozen=True, slots=True)
class ReplayBar:
    """What the replay's controls show: the place, what happened last, whether it plays, the deals to jump to
    (label, frame) when there are several, and whether a link can be shared."""

    at: int
    last: int
    place: str  #: ``Move 12 of 340``
    said: str
    deal: str  #: ``Deal 2 of 5`` ("" for a game of one deal)
    playing: bool
    deals: tuple[tuple[str, int], ...]
    current_deal: int
    link: bool


@dataclass(frozen=True, slots=True)
class Replay:
    """The frames of a replay, the one on the table (``at``) and whether it plays on by itself."""

    frames: tuple[Frame, ...]
    deal_name: str  #: ``Deal {n}``, ``Hand {n}``, ``Round {n}``, ``Game {n}`` (translated)
    words: Words = field(default=lambda before, after, move: "", compare=False)  #: what a move is said as
    _said: dict[int, str] = field(default_factory=dict, compare=False, repr=False)  #: what was said, by frame
    #: the frames' counts, once made (shared, as ``_said``, by every step of one replay: a step is a copy)
    _counts: dict[str, tuple[int, ...]] = field(default_factory=dict, compare=False, repr=False)
    at: int = 0
    playing: bool = False
    link: str | None = None  #: the query of a link that opens this replay (None: the game has none)

    @property
    def frame(self) -> Frame:
        return self.frames[self.at]

    @property
    def last(self) -> int:
        return len(self.frames) - 1

    def said(self, at: int) -> str:
        """What brought the table to frame ``at``: its move as said, or the deal dealt ("" for the first)."""
        f = self.frames[at]
        if f.move is None:
            return f.dealt
        if at not in self._said:  # (asked by the band and by the announcer alike; a replay is one object)
            self._said[at] = self.words(self.frames[at - 1].session, f.session, f.move)
        return self._said[at]

    def go(self, at: int) -> Replay:
        """At frame ``at`` (kept within the replay); at the end it stops playing."""
        at = max(0, min(self.last, at))
        return replace(self, at=at, playing=self.playing and at < self.last)

    @property
    def deal_starts(self) -> tuple[int, ...]:
        """The first frame of each deal."""
        if "starts" not in self._counts:
            starts: list[int] = []
            for i, f in enumerate(self.frames):
                if f.deal == len(starts):
                    starts.append(i)
            self._counts["starts"] = tuple(starts)
        return self._counts["starts"]

    @property
    def moves_to(self) -> tuple[int, ...]:
        """The moves played up to each frame (a deal dealt is no move)."""
        if "moves" not in self._counts:
            done, counts = 0, []
            for f in self.frames:
                done += f.move is not None
                counts.append(done)
            self._counts["moves"] = tuple(counts)
        return self._counts["moves"]

    def bar(self) -> ReplayBar:
        """The controls' view of where the replay stands."""
        starts = self.deal_starts
        deal = self.frame.deal
        deals = tuple((self.deal_name.format(n=n + 1), at) for n, at in enumerate(starts)) if len(starts) > 1 else ()
        where = (_("{deal} of {count}").format(deal=self.deal_name.format(n=deal + 1), count=len(starts))
                 if deals else "")  # fmt: skip
        moves, done = self.moves_to[-1], self.moves_to[self.at]
        place = ngettext("Move {at} of {last}", "Move {at} of {last}", moves).format(at=done, last=moves)
        said = self.said(self.at) or (_("The start: press Play to watch.") if self.at == 0 else "")
        return ReplayBar(self.at, self.last, place, said, where, self.playing, deals, deal, self.link is not None)
