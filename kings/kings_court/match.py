"""A match of King's Court: the house protocol's match. ``rules.match_games`` games; the players swap colours after
each game, so a match of two is one game with each colour.

Game ``i`` (from 0) is :class:`~kings.kings_court.state.CourtGame` seed ``derive_seed(seed, i)`` (kept for its record;
every game starts alike). In game ``i`` match seat ``i % 2`` plays Orange (the game's seat 0). A win scores
:data:`WIN` points, a draw :data:`DRAW` to each (chess's 1 and 1/2, doubled to stay whole numbers). The match is over
after its last game; the seats with the most points win it (both on a tie).

>>> from kings.kings_court.rules import Rules
>>> match = Match.new(Rules(), seed=5)
>>> match.match_seat(0), match.deal.acting
(0, 0)
>>> match.play(match.deal.legal_moves()[0]).totals
(0, 0)
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from kings.errors import IllegalMoveError
from kings.kings_court.moves import Move
from kings.kings_court.observation import Observation
from kings.kings_court.rules import Rules
from kings.kings_court.state import PLAYERS, CourtGame
from kings.seeding import check_seed, derive_seed

WIN, DRAW = 2, 1  #: points for a win, and for each player in a drawn game


@dataclass(frozen=True, slots=True)
class Standing:
    """A seat's line in a match's standings."""

    seat: int
    total: int
    place: int
    out: bool = False


@dataclass(frozen=True, slots=True)
class Match:
    """An immutable match of King's Court games."""

    rules: Rules
    seed: int
    results: tuple[CourtGame, ...] = ()  #: every finished game, as it ended
    current: CourtGame | None = None

    @classmethod
    def new(cls, rules: Rules, seed: int, players: int = PLAYERS) -> Match:
        """A new match, its first game set up (match seat 0 plays Orange)."""
        rules.validate(players)
        check_seed(seed)
        return cls(rules, seed, current=CourtGame.new(rules, derive_seed(seed, 0)))

    @property
    def players(self) -> int:
        return PLAYERS

    @property
    def deal(self) -> CourtGame | None:
        """The game in progress (None between games and at the end)."""
        return self.current

    @property
    def over(self) -> bool:
        return self.current is None and len(self.results) >= self.rules.match_games

    def match_seat(self, deal_seat: int) -> int:
        """The match seat playing ``deal_seat``'s colour (0 Orange, 1 Green) in the game in progress (or the next)."""
        return (deal_seat + len(self.results)) % PLAYERS

    @property
    def totals(self) -> tuple[int, ...]:
        """Each match seat's points so far."""
        points = [0] * PLAYERS
        for i, game in enumerate(self.results):
            outcome = game.outcome
            assert outcome is not None
            if outcome.winner is None:
                for seat in range(PLAYERS):
                    points[seat] += DRAW
            else:
                points[(outcome.winner + i) % PLAYERS] += WIN
        return tuple(points)

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats with the most points once the match is over (both on a tie), else ()."""
        if not self.over:
            return ()
        best = max(self.totals)
        return tuple(seat for seat, total in enumerate(self.totals) if total == best)

    def play(self, move: Move) -> Match:
        """Play a move in the game in progress; a game that ends is scored."""
        if self.current is None:
            reason = "The match is over." if self.over else "No game is being played: start the next one."
            raise IllegalMoveError(reason)
        game = self.current.play(move)
        if not game.over:
            return replace(self, current=game)
        return replace(self, current=None, results=(*self.results, game))

    def next_deal(self) -> Match:
        """Start the next game (the players swap colours)."""
        if self.over:
            raise IllegalMoveError("The match is over.")
        if self.current is not None:
            raise IllegalMoveError("Finish the game being played first.")
        return replace(self, current=CourtGame.new(self.rules, derive_seed(self.seed, len(self.results))))

    def observe(self, deal_seat: int) -> Observation[CourtGame]:
        """What ``deal_seat`` (0 Orange, 1 Green) sees of the game in progress: everything."""
        if self.current is None:
            raise IllegalMoveError("No game is being played.")
        return self.current.observe(deal_seat)

    def standings(self) -> tuple[Standing, ...]:
        """Both seats, most points first; equal points share first place."""
        totals = self.totals
        order = sorted(range(PLAYERS), key=lambda s: (-totals[s], s))
        rows: list[Standing] = []
        for i, seat in enumerate(order):
            place = rows[-1].place if i and totals[seat] == totals[order[i - 1]] else i + 1
            rows.append(Standing(seat, totals[seat], place))
        return tuple(rows)
