"""A match: deals one after another, the deal passing clockwise, until the scoring says stop.

>>> from kings.corners import Match, preset
>>> match = Match.new(preset("standard"), seed=3, players=2)
>>> while not match.over:
...     match = match.play(match.deal.legal_moves()[0]) if match.deal else match.next_deal()
>>> len(match.winners) >= 1 and MatchRecord.of(match).replay() == match
True
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from kings.corners.deal import Deal
from kings.corners.events import Outcome
from kings.corners.moves import Move
from kings.corners.notation import read_record_json, record_int, record_moves, rules_from_json, rules_to_json
from kings.corners.observation import MatchView, Observation
from kings.corners.rules import Method, Rules, Scoring
from kings.corners.scoring import DealScore, score_deal
from kings.errors import IllegalMoveError, NotationError, RulesError
from kings.i18n import _
from kings.seeding import Rng, check_seed, derive_seed

#: A safety limit: however the scoring is set, a match ends after this many deals.
MAX_DEALS = 100


def match_ends(scoring: Scoring, totals: Sequence[int], out: Sequence[bool], deals_done: int, players: int) -> bool:
    """Whether a match with these totals (every match seat's) and eliminations is over after
    ``deals_done`` deals. CPU players ask it too, of the totals a deal might leave."""
    sc = scoring
    if sc.deals is not None and deals_done >= sc.deals:
        return True
    if deals_done >= MAX_DEALS:
        return True
    live = [t for t, gone in zip(totals, out, strict=True) if not gone]
    if sc.method is Method.ELIMINATION:
        return len(live) <= 1
    if sc.target is not None and max(totals) >= sc.target:
        return True
    if sc.method is Method.CHIPS and sc.opening_chips(players) > 0:
        return min(live) < max(sc.ante, 1)  # someone cannot pay the next ante
    return False


@dataclass(frozen=True, slots=True)
class DealResult:
    """One finished deal of a match, in match seats."""

    number: int
    dealer: int
    seats: tuple[int, ...]  #: match seat of each deal seat
    moves: tuple[Move, ...]
    outcome: Outcome
    score: DealScore
    totals: tuple[int, ...]  #: every match seat's total after this deal
    final: Deal  #: the table as the deal ended, hands included (what a player sees between deals)

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(self.seats[s] for s in self.score.winners)

    def delta(self, seat: int) -> int | None:
        """Change to match seat ``seat``'s total, or None if it sat this deal out."""
        return self.score.deltas[self.seats.index(seat)] if seat in self.seats else None


@dataclass(frozen=True, slots=True)
class Standing:
    seat: int
    total: int
    place: int  #: 1 for the leader; tied seats share a place
    out: bool  #: eliminated


@dataclass(frozen=True, slots=True)
class Match:
    """An immutable match. ``deal`` is the deal in progress, or None between deals and at the end."""

    rules: Rules
    players: int
    seed: int
    totals: tuple[int, ...]
    out: tuple[bool, ...]
    dealer: int  #: dealer of the current deal, or of the last one between deals
    results: tuple[DealResult, ...] = ()
    deal: Deal | None = None
    pot: int = 0
    over: bool = False

    @classmethod
    def new(cls, rules: Rules, seed: int, players: int) -> Match:
        """Start a match and its first deal. The first dealer is drawn from the seed."""
        rules.validate(players)
        check_seed(seed)
        dealer = Rng(derive_seed(seed, 1 << 20)).below(players)
        sc = rules.scoring
        start = sc.opening_chips(players) if sc.method is Method.CHIPS else 0
        # Chips that cannot be shared out evenly start in the pot, so no chip disappears.
        pot = sc.shared_chips % players if sc.method is Method.CHIPS and sc.shared_chips else 0
        base = cls(rules, players, seed, (start,) * players, (False,) * players, dealer, pot=pot)
        return base._start(dealer)

    @property
    def active(self) -> tuple[int, ...]:
        """Seats still in the match, clockwise from seat 0."""
        return tuple(s for s in range(self.players) if not self.out[s])

    def deal_seat(self, seat: int) -> int | None:
        """The seat number inside the current deal of match seat ``seat`` (None if it sits out)."""
        return self.active.index(seat) if seat in self.active else None

    def match_seat(self, deal_seat: int) -> int:
        return self.active[deal_seat]

    def _start(self, dealer: int) -> Match:
        active = self.active
        deal = Deal.new(self.rules, derive_seed(self.seed, len(self.results)), len(active), active.index(dealer))
        return replace(self, deal=deal, dealer=dealer)

    def play(self, move: Move) -> Match:
        """Play a move in the current deal; when the deal ends, score it."""
        if self.deal is None:
            raise IllegalMoveError(_("No deal is in progress: start the next deal first.") if not self.over
                                   else _("The match is over."))  # fmt: skip
        deal = self.deal.play(move)
        if not deal.over:
            return replace(self, deal=deal)
        return self._finish(deal)

    def _finish(self, deal: Deal) -> Match:
        assert deal.outcome is not None
        seats = self.active
        score = score_deal(self.rules, deal.outcome, self.pot)
        totals = list(self.totals)
        for i, seat in enumerate(seats):
            totals[seat] += score.deltas[i]
        result = DealResult(len(self.results) + 1, self.dealer, seats, tuple(deal.moves()), deal.outcome, score,
                            tuple(totals), deal)  # fmt: skip
        out = list(self.out)
        sc = self.rules.scoring
        if sc.method is Method.ELIMINATION and sc.target is not None:
            for seat in seats:
                out[seat] = out[seat] or totals[seat] >= sc.target
        after = replace(self, totals=tuple(totals), out=tuple(out), results=self.results + (result,), deal=None,
                        pot=score.pot)  # fmt: skip
        return replace(after, over=after._ended())

    def _ended(self) -> bool:
        return match_ends(self.rules.scoring, self.totals, self.out, len(self.results), self.players)

    def observe(self, deal_seat: int) -> Observation:
        """What ``deal_seat`` of the deal in progress sees, with the match's public score."""
        if self.deal is None:
            raise IllegalMoveError(_("No deal is in progress."))
        seats = self.active
        view = MatchView(tuple(self.totals[s] for s in seats), len(self.results), self.pot)
        return replace(self.deal.observe(deal_seat), match=view)

    def next_deal(self) -> Match:
        """Start the next deal; the deal passes clockwise to the next player still in."""
        if self.over:
            raise IllegalMoveError(_("The match is over."))
        if self.deal is not None:
            raise IllegalMoveError(_("Finish the current deal first."))
        nxt = (self.dealer + 1) % self.players
        while self.out[nxt]:
            nxt = (nxt + 1) % self.players
        return self._start(nxt)

    # -- results -------------------------------------------------------------------------------
    def standings(self) -> tuple[Standing, ...]:
        """Seats from best to worst (eliminated seats last); tied totals share a place."""
        low = self.rules.scoring.lower_is_better

        def key(seat: int) -> tuple[bool, int]:
            # Out earlier: behind everyone still in, or (when the last players all crossed the line in the
            # same deal) behind those last players, one of whom wins.
            gone = self.out[seat] and (self._survivor_exists() or seat not in self.results[-1].seats)
            return (gone, self.totals[seat] if low else -self.totals[seat])

        order = sorted(range(self.players), key=key)
        rows: list[Standing] = []
        for i, seat in enumerate(order):
            place = rows[-1].place if rows and key(order[i - 1]) == key(seat) else i + 1
            rows.append(Standing(seat, self.totals[seat], place, self.out[seat]))
        return tuple(rows)

    def _survivor_exists(self) -> bool:
        return any(not o for o in self.out)

    @property
    def winners(self) -> tuple[int, ...]:
        """The winning seats once the match is over (several on a tie), else ()."""
        if not self.over:
            return ()
        table = self.standings()
        if self.rules.scoring.method is Method.ELIMINATION and not self._survivor_exists():
            # Everyone left crossed the line in the same deal: the lowest of them wins.
            last = self.results[-1].seats
            best = min(self.totals[s] for s in last)
            return tuple(s for s in last if self.totals[s] == best)
        return tuple(row.seat for row in table if row.place == 1)

    def summary(self, names: list[str] | None = None) -> str:
        """One sentence on who won (or who leads), naming ties."""
        label = names or [f"Seat {s}" for s in range(self.players)]
        if self.over:
            w = self.winners
            if len(w) == 1:
                return f"Match over. Winner: {label[w[0]]}, with {self.totals[w[0]]}."
            return f"Match over. Tie between {', '.join(label[s] for s in w)}, with {self.totals[w[0]]} each."
        lead = self.standings()[0]
        return f"After {len(self.results)} deal(s), the leader is {label[lead.seat]}, with {lead.total}."


@dataclass(frozen=True, slots=True)
class MatchRecord:
    """Rules + seed + the moves of every deal: replays a whole match exactly."""

    rules: Rules
    seed: int
    players: int
    deals: tuple[tuple[Move, ...], ...]

    @classmethod
    def of(cls, match: Match) -> MatchRecord:
        deals = [r.moves for r in match.results]
        if match.deal is not None:
            deals.append(tuple(match.deal.moves()))
        return cls(match.rules, match.seed, match.players, tuple(deals))

    def replay(self) -> Match:
        match = Match.new(self.rules, self.seed, self.players)
        for i, moves in enumerate(self.deals):
            if i:
                match = match.next_deal()
            for move in moves:
                match = match.play(move)
        return match

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": "kings-in-the-corner-match",
            "format": 1,
            "rules": rules_to_json(self.rules),
            "seed": self.seed,
            "players": self.players,
            "deals": [" ".join(map(str, d)) for d in self.deals],
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False)

    @classmethod
    def from_dict(cls, data: Any) -> MatchRecord:
        if not isinstance(data, dict) or data.get("game") != "kings-in-the-corner-match":
            raise NotationError(_("This is not a Kings in the Corner match record."))
        try:
            raw = data.get("deals", [])
            if not isinstance(raw, list) or len(raw) > MAX_DEALS:
                raise NotationError(_("The deals of a match record are a list of at most {most}.").format(
                    most=MAX_DEALS))
            deals = tuple(record_moves(d) for d in raw)
            return cls(rules_from_json(data["rules"]), check_seed(data["seed"]), record_int(data, "players"), deals)
        except KeyError as exc:
            raise NotationError(_("The match record lacks {key}.").format(key=repr(exc.args[0]))) from None
        except (TypeError, ValueError) as exc:
            if isinstance(exc, (NotationError, RulesError)):
                raise
            raise NotationError(_("The match record is damaged: {error}.").format(error=exc)) from None

    @classmethod
    def from_json(cls, text: str) -> MatchRecord:
        return cls.from_dict(read_record_json(text, "match record"))
