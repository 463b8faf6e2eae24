"""A game of 3-13: eleven rounds (twelve with the 14-card round), scored, the lowest total winning.

Source: ``seeds/002_ffd57030109f7a48.txt``: "This game has eleven rounds. The first dealer is chosen at random and
the turn to deal passes to the left after each round"; "The scores are accumulated from round to round, and whoever
has the lowest score at the end of the eleventh round is the winner." In the house protocol a round is a deal and the
game is the match: :attr:`Match.deal` is the round in progress, None between rounds and at the end.

Decisions (on the rules page too): the first dealer is drawn from the match's seed; round ``i`` is shuffled with
``derive_seed(seed, i)``; equal lowest totals share the win, unless the rules play a tie-break: then the tied players
alone play one bonus round (three cards, threes wild), dealt by the first of them at or after the next dealer's
seat, its points added to their totals; a tie after that is shared.

>>> match = Match.new(Rules(), seed=5, players=2)
>>> while not match.over:
...     match = match.play(match.deal.legal_moves()[0]) if match.deal else match.next_deal()
>>> len(match.results), match.winners == tuple(r.seat for r in match.standings() if r.place == 1)
(11, True)
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from kings.errors import IllegalMoveError
from kings.i18n import _
from kings.seeding import Rng, check_seed, derive_seed
from kings.three_thirteen.moves import Move
from kings.three_thirteen.observation import Observation
from kings.three_thirteen.round import Round
from kings.three_thirteen.rules import Rules

#: The seed path of the first dealer: ``Rng(derive_seed(seed, DEALER_SEED)).below(players)``.
DEALER_SEED = 1 << 20


@dataclass(frozen=True, slots=True)
class RoundResult:
    """One finished round of a game, in match seats."""

    number: int  #: from 0; the bonus round is numbered after the last round
    dealer: int
    seats: tuple[int, ...]  #: the match seat of each seat of the round (all of them, but in a bonus round)
    points: tuple[int, ...]  #: each match seat's penalty this round (0 for a seat that sat a bonus round out)
    out: int | None  #: the match seat that went out (None when the stock ran out)
    totals: tuple[int, ...]  #: every match seat's total after this round
    final: Round  #: the round as it ended, every hand laid down


@dataclass(frozen=True, slots=True)
class Standing:
    seat: int
    total: int
    place: int  #: 1 for the lowest total; equal totals share a place
    out: bool = False


@dataclass(frozen=True, slots=True)
class Match:
    """An immutable game of 3-13."""

    rules: Rules  #: with the number of packs resolved for this table
    seed: int
    players: int
    first_dealer: int
    totals: tuple[int, ...]
    results: tuple[RoundResult, ...] = ()
    round: Round | None = None
    seats: tuple[int, ...] = ()  #: the match seats playing the round in progress (or the last one)
    over: bool = False

    @classmethod
    def new(cls, rules: Rules, seed: int, players: int) -> Match:
        """A new game, its first round dealt; the first dealer is drawn from the seed."""
        check_seed(seed)
        rules = rules.for_players(players)
        first = Rng(derive_seed(seed, DEALER_SEED)).below(players)
        return cls(rules, seed, players, first, (0,) * players)._start(tuple(range(players)), first)

    @property
    def deal(self) -> Round | None:
        """The round in progress (None between rounds and at the end)."""
        return self.round

    @property
    def rounds(self) -> int:
        """Rounds in a game under these rules (11, or 12 with the 14-card round), not counting a bonus round."""
        return len(self.rules.rounds())

    @property
    def number(self) -> int:
        """The round in progress, or the next one, from 0."""
        return len(self.results) if self.round is None else self.round.number

    @property
    def dealer(self) -> int:
        """The match seat dealing the round in progress (or the last one)."""
        if self.round is None:
            return self.results[-1].dealer if self.results else self.first_dealer
        return self.seats[self.round.dealer]

    def _start(self, seats: tuple[int, ...], dealer: int) -> Match:
        number = len(self.results)
        r = Round.new(self.rules, derive_seed(self.seed, number), len(seats), seats.index(dealer), number)
        return replace(self, round=r, seats=seats)

    def play(self, move: Move) -> Match:
        """Play a move in the round in progress; a round that ends is scored."""
        if self.round is None:
            raise IllegalMoveError(_("The game is over.") if self.over
                                   else _("No round is being played: deal the next one."))  # fmt: skip
        r = self.round.play(move)
        if not r.over:
            return replace(self, round=r)
        penalties = r.penalties()
        points = [0] * self.players
        for i, seat in enumerate(self.seats):
            points[seat] = penalties[i]
        totals = tuple(t + p for t, p in zip(self.totals, points, strict=True))
        out = None if r.out is None else self.seats[r.out]
        result = RoundResult(r.number, self.seats[r.dealer], self.seats, tuple(points), out, totals, r)
        after = replace(self, totals=totals, results=self.results + (result,), round=None)
        return replace(after, over=after.bonus_seats() is None)

    def bonus_seats(self) -> tuple[int, ...] | None:
        """The seats still to play: all of them before the last round; after it, the tied leaders when the rules
        play a tie-break; None when the game is over."""
        done = len(self.results)
        if done < self.rounds:
            return tuple(range(self.players))
        if done > self.rounds or not self.rules.tie_break:
            return None
        low = min(self.totals)
        tied = tuple(s for s in range(self.players) if self.totals[s] == low)
        return tied if len(tied) > 1 else None

    def next_deal(self) -> Match:
        """Deal the next round: the deal passes to the left (in a bonus round, to the first tied player from there)."""
        if self.over:
            raise IllegalMoveError(_("The game is over."))
        if self.round is not None:
            raise IllegalMoveError(_("Finish the round being played first."))
        seats = self.bonus_seats()
        assert seats is not None
        dealer = (self.first_dealer + len(self.results)) % self.players
        while dealer not in seats:
            dealer = (dealer + 1) % self.players
        return self._start(seats, dealer)

    def match_seat(self, deal_seat: int) -> int:
        return self.seats[deal_seat]

    def observe(self, deal_seat: int) -> Observation:
        """What ``deal_seat`` of the round in progress sees, with the game's totals so far (by seat of the round)."""
        if self.round is None:
            raise IllegalMoveError(_("No round is being played."))
        return replace(self.round.observe(deal_seat), totals=tuple(self.totals[s] for s in self.seats))

    def standings(self) -> tuple[Standing, ...]:
        """Seats from the lowest total up; equal totals share a place."""
        order = sorted(range(self.players), key=lambda s: self.totals[s])
        rows: list[Standing] = []
        for i, seat in enumerate(order):
            same = rows and self.totals[order[i - 1]] == self.totals[seat]
            rows.append(Standing(seat, self.totals[seat], rows[-1].place if same else i + 1))
        return tuple(rows)

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats with the lowest total once the game is over (several on a tie), else ()."""
        if not self.over:
            return ()
        return tuple(s for s in range(self.players) if self.totals[s] == min(self.totals))
