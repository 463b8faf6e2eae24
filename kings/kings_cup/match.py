"""A match of Kings Cup: ``rules.match_games`` games in a row, points added up (the house protocol's match).

The page plays single games; the match exists so that every game of the house can be simulated and checked alike.
Game ``i`` is shuffled with ``derive_seed(seed, i)`` and started by seat ``i`` (round the table); each game starts
fresh (no roles or house rules carried over). Standings go from the fewest points up; the winners are the players
in first place. In a deck that keeps no score everyone has 0 points, so everyone shares first place (a single game
of it names no winner: see :class:`~kings.kings_cup.cup.Outcome`).

>>> match = Match.new(Rules(match_games=2), seed=5, names=("Ada", "Bo", "Cy"))
>>> while not match.over:
...     match = match.play(match.deal.legal_moves()[0]) if match.deal else match.next_deal()
>>> len(match.results), match.winners == tuple(r.seat for r in match.standings() if r.place == 1)
(2, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from kings.errors import IllegalMoveError
from kings.kings_cup.cup import KingsCup, check_names
from kings.kings_cup.moves import Move
from kings.kings_cup.observation import Observation
from kings.kings_cup.rules import Rules
from kings.seeding import check_seed, derive_seed


@dataclass(frozen=True, slots=True)
class Standing:
    seat: int
    total: int
    place: int  #: 1 for the fewest points; equal totals share a place
    out: bool = False


@dataclass(frozen=True, slots=True)
class Match:
    """An immutable match: the games played (as they ended), the one in progress, and the totals."""

    rules: Rules
    seed: int
    names: tuple[str, ...]
    totals: tuple[int, ...]
    results: tuple[KingsCup, ...] = ()
    game: KingsCup | None = None
    over: bool = False

    @classmethod
    def new(cls, rules: Rules, seed: int, names: Sequence[str]) -> Match:
        """A new match, its first game started by seat 0."""
        check_seed(seed)
        names = check_names(names)
        rules.validate(len(names))
        return cls(rules, seed, names, (0,) * len(names))._start()

    def _start(self) -> Match:
        i = len(self.results)
        return replace(self, game=KingsCup.new(self.rules, derive_seed(self.seed, i), self.names, i % self.players))

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def deal(self) -> KingsCup | None:
        """The game in progress (None between games and at the end)."""
        return self.game

    def play(self, move: Move) -> Match:
        """Play a move in the game in progress; a game that ends is added up."""
        if self.game is None:
            raise IllegalMoveError("The match is over." if self.over else "No game is being played: start the next.")
        game = self.game.play(move)
        if not game.over:
            return replace(self, game=game)
        totals = tuple(t + p for t, p in zip(self.totals, game.points, strict=True))
        results = (*self.results, game)
        return replace(self, totals=totals, results=results, game=None, over=len(results) >= self.rules.match_games)

    def next_deal(self) -> Match:
        """Start the next game (only between games)."""
        if self.over:
            raise IllegalMoveError("The match is over.")
        if self.game is not None:
            raise IllegalMoveError("Finish the game being played first.")
        return self._start()

    def match_seat(self, deal_seat: int) -> int:
        return deal_seat

    def observe(self, deal_seat: int) -> Observation:
        """What ``deal_seat`` sees of the game in progress (the points shown are the game's)."""
        if self.game is None:
            raise IllegalMoveError("No game is being played.")
        return self.game.observe(deal_seat)

    def standings(self) -> tuple[Standing, ...]:
        """Seats from the fewest points up; equal totals share a place."""
        order = sorted(range(self.players), key=lambda s: self.totals[s])
        rows: list[Standing] = []
        for i, seat in enumerate(order):
            same = rows and self.totals[order[i - 1]] == self.totals[seat]
            rows.append(Standing(seat, self.totals[seat], rows[-1].place if same else i + 1))
        return tuple(rows)

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats with the fewest points once the match is over (several on a tie), else ()."""
        if not self.over:
            return ()
        return tuple(s for s in range(self.players) if self.totals[s] == min(self.totals))
