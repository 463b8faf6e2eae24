"""One game of the soak (bench/soak.py, which says what is checked and when): which game soak game ``i`` is (its
table, its kind of play, a deal or a whole match), played move by move with every check made as it goes, and what a
run found (a :class:`Tally`: figures, and each problem by seed, move and check, counted and reported, never raised).
"""

from __future__ import annotations

import json
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from soak_games import Adapter, adapter

from kings import registry
from kings.game import Player
from kings.seeding import Rng, derive_seed
from tests.conformance import MAX_DEALS, MAX_MOVES, Table, check_cards, check_hidden, check_standings, check_turn

RANDOM_SHARE = 6  #: of every ten games, this many are played by random moves, the rest by CPU players
MAX_PROBLEMS = 200  #: problems kept for the report (all are counted)


@dataclass(frozen=True)
class Plan:
    """How the games of a run are chosen and how much is sampled."""

    base: int
    matches_every: int = 10
    strong_every: int = 100
    sample_every: int = 10


@dataclass
class Tally:
    """What a run (or a part of it) did and found."""

    games: int = 0
    matches: int = 0
    deals: int = 0
    moves: int = 0
    seen: Counter[str] = field(default_factory=Counter)  #: games by kind of play, checks made by kind
    seconds: dict[str, float] = field(default_factory=dict)  #: CPU seconds by kind of play
    problems: int = 0
    reports: list[dict[str, Any]] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        self.games += other.games
        self.matches += other.matches
        self.deals += other.deals
        self.moves += other.moves
        self.seen.update(other.seen)
        for kind, seconds in other.seconds.items():
            self.seconds[kind] = self.seconds.get(kind, 0.0) + seconds
        self.problems += other.problems
        self.reports.extend(other.reports[: MAX_PROBLEMS - len(self.reports)])

    def to_json(self) -> dict[str, Any]:
        return {"games": self.games, "matches": self.matches, "deals": self.deals, "moves": self.moves,
                "seen": dict(self.seen), "seconds": dict(self.seconds), "problems": self.problems,
                "reports": self.reports}  # fmt: skip

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Tally:
        return cls(data["games"], data["matches"], data["deals"], data["moves"], Counter(data["seen"]),
                   dict(data["seconds"]), data["problems"], list(data["reports"]))  # fmt: skip


@dataclass
class Where:
    """How far the game being soaked had got: what a problem's report names."""

    moves: int = 0  #: moves played (in the whole match, for a match)
    deal: int = 0  #: the deal of a match being played (from 0)
    move: Any = None  #: the last move played (None before the first)
    check: str = "play"  #: what was being done: ``play`` (a move or the checks after it), ``end`` or ``record``


class Soak:
    """One game's soak: its registry entry loaded once, its adapter, its CPU players by level."""

    def __init__(self, game_id: str, plan: Plan) -> None:
        self.info = registry.game(game_id)
        self.table = Table(self.info)
        self.adapter: Adapter = adapter(game_id)
        self.plan = plan
        levels = [lv.id for lv in self.info.levels if lv.id != "random"]
        # The strongest level, and the strongest offered to players, think longest (unless the game names them).
        strong = set(self.adapter.strong or levels[-1:]) | {lv.id for lv in self.info.offered_levels[-1:]}
        self.strong_every = self.adapter.strong_every or plan.strong_every
        self.cheap = [lv for lv in levels if lv not in strong]
        self.strong = [lv for lv in levels if lv in strong]

    # -- one game ---------------------------------------------------------------------------------------------------
    def policy(self, i: int, players: int) -> tuple[str, list[str] | None]:
        """(name, the level of each seat or None for random moves) of game ``i``."""
        if i % 10 < RANDOM_SHARE or not self.cheap:
            return "random", None
        levels = [self.cheap[(i + s) % len(self.cheap)] for s in range(players)]
        if self.strong and (i // 10) % self.strong_every == 0:
            levels[i % players] = self.strong[(i // 10 // self.strong_every) % len(self.strong)]
            return "strong CPU", levels
        return "CPU", levels

    def play(self, i: int, tally: Tally) -> None:
        """Soak game ``i``; a problem is counted and reported (seed, deal, move), never raised."""
        rules, seed, players, dealer = self.table.setup(i, self.plan.base)
        policy, levels = self.policy(i, players)
        match = self.is_match(i)
        where = Where()
        began = time.process_time()
        try:
            self.run(i, tally, where)
        except Exception as exc:  # every failure is a problem to report, with its seed: the run goes on
            tally.problems += 1
            if len(tally.reports) < MAX_PROBLEMS:
                tally.reports.append({"i": i, "seed": seed, "rules": rules.id, "players": players, "dealer": dealer,
                                      "policy": policy, "levels": levels, "match": match,
                                      **({"deal": where.deal} if match else {}), "after_moves": where.moves,
                                      "last_move": None if where.move is None else str(where.move),
                                      "during": where.check,
                                      "error": f"{type(exc).__name__}: {exc}"[:400]})  # fmt: skip
        tally.games += 1
        kind = f"{'match' if match else 'deal'}, {policy}"
        tally.seen[kind] += 1
        tally.seconds[kind] = tally.seconds.get(kind, 0.0) + time.process_time() - began

    def run(self, i: int, tally: Tally, where: Where) -> None:
        """Soak game ``i``, raising its first problem."""
        rules, seed, players, dealer = self.table.setup(i, self.plan.base)
        levels = self.policy(i, players)[1]
        bots = [self.info.make_player(lv) for lv in levels] if levels else None
        if self.is_match(i):
            self._match(i, rules, seed, players, bots, tally, where)
        else:
            self._deal(i, rules, seed, players, dealer, bots, tally, where)

    def is_match(self, i: int) -> bool:
        """Whether game ``i`` is a whole match (every kind of play gets its share: see :meth:`policy`)."""
        return (i + i // 10) % self.plan.matches_every == 0

    def _sampled(self, i: int) -> bool:
        """Whether game ``i`` replays its record (a deal: move by move; a match: to its end). One deal in R, and one
        match in R (the matches are the games whose block of ten is sampled, so no sample misses them)."""
        if self.is_match(i):
            return (i // 10 + 9) % self.plan.sample_every == 0
        return (i + i // 10 + 5) % self.plan.sample_every == 0

    def _move(self, state: Any, legal: Any, bots: list[Player] | None, rng: Rng, observe: Any) -> Any:
        if bots is None:
            move = legal[rng.below(len(legal))]
            if self.adapter.rare(move) and rng.below(10):  # a move that ends the game at will: mostly not
                move = legal[rng.below(len(legal))]
            return move
        seat = state.acting
        move = bots[seat].choose(observe(seat), legal, rng)
        assert move in legal, f"CPU level {bots[seat].level} chose an illegal {move!r}"
        return move

    def _step(self, state: Any, tally: Tally, rng: Rng, look: bool) -> Any:
        """The checks made at every position (and, at the sampled one, each seat's view); its legal moves."""
        check_cards(self.table, state)
        legal = state.legal_moves()
        check_turn(self.table, state, legal)
        if look:
            check_hidden(self.table, state, rng)
            self.adapter.look(state)
            tally.seen["observations checked"] += state.players
        return legal

    def _played(self, before: Any, move: Any, after: Any, where: Where) -> None:
        where.moves += 1
        where.move = move
        self.adapter.step(before, move, after)

    def _ended(self, final: Any, tally: Tally) -> None:
        how = self.adapter.deal_end(final)
        if how:
            tally.seen[f"ended: {how}"] += 1

    def _deal(self, i: int, rules: Any, seed: int, players: int, dealer: int, bots: list[Player] | None,
              tally: Tally, where: Where) -> None:  # fmt: skip
        make = self.adapter.deal
        state = make(self.info, rules, seed, players, dealer, i) if make else self.info.new(rules, seed, players,
                                                                                             dealer)  # fmt: skip
        rng = Rng(derive_seed(seed, 5))
        look_at = rng.below(60)  #: the position whose observations are checked (or the last, if the deal is shorter)
        states = [state] if self._sampled(i) else None  #: every position, to compare with the record's replay
        first = state
        moves = 0
        while True:
            legal = self._step(state, tally, rng, moves == look_at or (state.over and moves < look_at))
            if state.over:
                break
            assert moves < MAX_MOVES, f"no end after {MAX_MOVES} moves"
            move = self._move(state, legal, bots, rng, state.observe)
            before, state = state, state.play(move)
            moves += 1
            self._played(before, move, state, where)
            if states is not None:
                states.append(state)
        where.check = "end"
        self._ended(state, tally)
        where.check = "record"
        self._record(first, state, moves, states, tally)
        tally.deals += 1
        tally.moves += moves

    def _record(self, first: Any, final: Any, moves: int, states: list[Any] | None, tally: Tally) -> None:
        """The deal's record holds every move and round-trips through JSON; with ``states`` (every position played,
        the deal first: a sampled game) the record replays to the end, and passes through each position played,
        compared in one pass (what replaying the record of every prefix would check, in linear time)."""
        info, name = self.info, self.info.id
        record = info.record(final)
        text = record.to_json()
        assert isinstance(json.loads(text), dict), f"{name}: the record is no JSON object"
        back = info.record_from_json(text)
        if back != record:
            raise AssertionError(f"{name}: the record changed through JSON{_first_change(record.moves, back.moves)}")
        assert (back.rules, back.seed, back.players) == (final.rules, final.seed, final.players), f"{name}: record"
        assert len(back.moves) == moves, f"{name}: the record holds {len(back.moves)} moves, not {moves}"
        tally.seen["records through JSON"] += 1
        if states is None:
            return
        assert back.replay().position() == final.position(), f"{name}: the record replays elsewhere"
        state = info.record(first).replay()  # the record of the deal before any move: where every replay starts
        assert state.position() == first.position(), f"{name}: the deal's record replays to another deal"
        for k, move in enumerate(back.moves, 1):
            state = state.play(move)
            assert state.position() == states[k].position(), f"{name}: the record replays elsewhere after move {k}"
        tally.seen["records replayed"] += 1
        tally.seen["positions replayed"] += moves + 1

    def _match(self, i: int, rules: Any, seed: int, players: int, bots: list[Player] | None, tally: Tally,
               where: Where) -> None:  # fmt: skip
        match = self.info.new_match(rules, seed, players)
        rng = Rng(derive_seed(seed, 5))
        look_at = rng.below(200)
        deals = 0
        while not match.over:
            deal = match.deal
            if deal is None:
                assert deals < MAX_DEALS, f"no end after {MAX_DEALS} deals"
                match = match.next_deal()
                continue
            where.deal = deals
            legal = self._step(deal, tally, rng, where.moves == look_at)
            seat = deal.acting
            assert seat is not None and 0 <= match.match_seat(seat) < players, f"deal seat {seat} is no match seat"
            move = self._move(deal, legal, bots and [bots[match.match_seat(s)] for s in range(deal.players)], rng,
                              match.observe)  # fmt: skip
            match = match.play(move)
            after = match.deal
            if after is None:  # the deal ended: its last state, checked as every deal's
                after = deal.play(move)
                self._played(deal, move, after, where)
                self._step(after, tally, rng, False)
                where.check = "end"
                self._ended(after, tally)
                where.check = "play"
                deals += 1
            else:
                self._played(deal, move, after, where)
        assert match.deal is None
        where.check = "end"
        check_standings(self.table, match)
        self.adapter.match_end(match)
        where.check = "record"
        record = self.info.match_record(match)
        back = self.info.match_record_from_json(record.to_json())
        if back != record:
            raise AssertionError(f"the match record changed through JSON{_first_change(str(record), str(back))}")
        assert (back.rules, back.seed, back.players) == (match.rules, match.seed, players), "the match record's table"
        tally.seen["match records through JSON"] += 1
        if self._sampled(i):
            again = back.replay()
            assert again.over and again.totals == match.totals and again.winners == match.winners, "replay"
            assert list(again.standings()) == list(match.standings()), "the replayed match stands otherwise"
            tally.seen["match records replayed"] += 1
        tally.matches += 1
        tally.deals += deals
        tally.moves += where.moves


def _first_change(before: Any, after: Any) -> str:
    """Where two sequences (a record's moves before and after JSON) first differ, in words."""
    for k, (a, b) in enumerate(zip(before, after, strict=False)):
        if a != b:
            return f": item {k + 1}, {str(a)[:80]!r}, reads back as {str(b)[:80]!r}"
    return f": {len(before)} items, {len(after)} read back" if len(before) != len(after) else ""
