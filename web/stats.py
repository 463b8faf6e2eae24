"""Lifetime statistics: deals and matches played and won, average penalty, by opponent level
and by rules preset, and the last :data:`HISTORY` deals one by one (pure; :mod:`web.storage`
keeps them, :mod:`web.charts` draws them, :mod:`web.statsio` exports and imports them).

Statistics are kept for the first human seat of each match (the device's owner; in pass and
play, the player in seat 1). Matches with no human seat are not counted.

>>> t = Tally().add_deal(won=True, penalty=0).add_deal(won=False, penalty=4)
>>> t.deals, t.deals_won, t.average_penalty
(2, 1, 2.0)
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from typing import Any

from kings.corners import DealResult
from kings.corners.rules import Method
from web.session import Session


@dataclass(frozen=True, slots=True)
class Tally:
    """Counts for one slice of the statistics."""

    deals: int = 0
    deals_won: int = 0
    matches: int = 0
    matches_won: int = 0
    penalty: int = 0  #: penalty points taken in deals scored by penalty points
    penalty_deals: int = 0  #: how many deals ``penalty`` covers

    @property
    def average_penalty(self) -> float | None:
        return self.penalty / self.penalty_deals if self.penalty_deals else None

    def add_deal(self, won: bool, penalty: int | None) -> Tally:
        return replace(
            self,
            deals=self.deals + 1,
            deals_won=self.deals_won + won,
            penalty=self.penalty + (penalty or 0),
            penalty_deals=self.penalty_deals + (penalty is not None),
        )

    def add_match(self, won: bool) -> Tally:
        return replace(self, matches=self.matches + 1, matches_won=self.matches_won + won)

    def to_dict(self) -> dict[str, int]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def from_dict(cls, data: Any) -> Tally:
        if not isinstance(data, dict):
            raise ValueError("a tally must be an object")
        values = {}
        for f in fields(cls):
            v = data.get(f.name, 0)
            if isinstance(v, bool) or not isinstance(v, int) or v < 0:
                raise ValueError(f"{f.name} must be a count")
            values[f.name] = v
        return cls(**values)


#: How many finished deals the history keeps (the oldest go first); tallies count every deal.
HISTORY = 500


@dataclass(frozen=True, slots=True)
class DealEntry:
    """One finished deal, as the charts need it."""

    at: int  #: when it ended, in seconds since 1970 (0: unknown)
    rules: str  #: rules preset id (``custom`` for custom rules)
    levels: tuple[str, ...]  #: the CPU levels at the table, sorted (empty in pass and play)
    players: int
    won: bool
    penalty: int | None  #: penalty points taken (None when the scoring is not by penalty points)
    delta: int  #: the deal's score change for the home seat, in the match's unit

    def to_dict(self) -> dict[str, Any]:
        return {"at": self.at, "rules": self.rules, "levels": list(self.levels), "players": self.players,
                "won": self.won, "penalty": self.penalty, "delta": self.delta}  # fmt: skip

    @classmethod
    def from_dict(cls, data: Any) -> DealEntry:
        if not isinstance(data, dict):
            raise ValueError("a deal of the history must be an object")
        at, players, delta, penalty = data.get("at", 0), data.get("players"), data.get("delta", 0), data.get("penalty")
        ints = (at, players, delta) + (() if penalty is None else (penalty,))
        if any(isinstance(v, bool) or not isinstance(v, int) for v in ints):
            raise ValueError("a deal of the history has a bad number")
        assert isinstance(at, int) and isinstance(players, int) and isinstance(delta, int)
        if at < 0 or not 2 <= players <= 6:
            raise ValueError("a deal of the history has a bad number")
        rules, levels, won = data.get("rules"), data.get("levels", []), data.get("won")
        if not isinstance(rules, str) or not isinstance(won, bool) or not isinstance(levels, list):
            raise ValueError("a deal of the history has a bad field")
        if not all(isinstance(v, str) for v in levels) or len(rules) > 60 or len(levels) > 6:
            raise ValueError("a deal of the history has a bad field")
        return cls(at, rules, tuple(levels), players, won, penalty, delta)


@dataclass(frozen=True, slots=True)
class Stats:
    """All the statistics: overall, per opponent level and per rules preset, and recent deals."""

    total: Tally = field(default_factory=Tally)
    by_level: dict[str, Tally] = field(default_factory=dict)
    by_preset: dict[str, Tally] = field(default_factory=dict)
    history: tuple[DealEntry, ...] = ()  #: the last :data:`HISTORY` deals, oldest first

    def to_dict(self) -> dict[str, Any]:
        return {
            "total": self.total.to_dict(),
            "by_level": {k: v.to_dict() for k, v in sorted(self.by_level.items())},
            "by_preset": {k: v.to_dict() for k, v in sorted(self.by_preset.items())},
            "history": [e.to_dict() for e in self.history],
        }

    @classmethod
    def from_dict(cls, data: Any) -> Stats:
        """Read :meth:`to_dict` output; raises ValueError on anything else."""
        if not isinstance(data, dict):
            raise ValueError("statistics must be an object")
        groups = {}
        for name in ("by_level", "by_preset"):
            raw = data.get(name, {})
            if not isinstance(raw, dict):
                raise ValueError(f"{name} must be an object")
            groups[name] = {str(k): Tally.from_dict(v) for k, v in raw.items()}
        raw_history = data.get("history", [])
        if not isinstance(raw_history, list):
            raise ValueError("history must be a list")
        history = tuple(DealEntry.from_dict(e) for e in raw_history[-HISTORY:])
        return cls(Tally.from_dict(data.get("total", {})), groups["by_level"], groups["by_preset"], history)

    def _update(self, session: Session, change: Any) -> Stats:
        levels = {s.kind for s in session.seats if not s.is_human}
        by_level = dict(self.by_level)
        for level in levels:
            by_level[level] = change(by_level.get(level, Tally()))
        by_preset = dict(self.by_preset)
        rid = session.match.rules.id
        by_preset[rid] = change(by_preset.get(rid, Tally()))
        return Stats(change(self.total), by_level, by_preset, self.history)


def home_seat(session: Session) -> int | None:
    """The seat the statistics follow: the first human seat."""
    humans = session.humans
    return humans[0] if humans else None


def record_deal(stats: Stats, session: Session, result: DealResult, at: int = 0) -> Stats:
    """``stats`` with one finished deal of ``session`` (ended at time ``at``) added; unchanged if
    the home seat sat the deal out."""
    seat = home_seat(session)
    if seat is None or seat not in result.seats:
        return stats
    penalty = None
    delta = result.delta(seat) or 0
    if session.match.rules.scoring.method in (Method.PENALTY, Method.ELIMINATION):
        penalty = delta
    won = seat in result.winners
    levels = tuple(sorted(s.kind for s in session.seats if not s.is_human))
    entry = DealEntry(max(0, at), session.match.rules.id, levels, len(session.seats), won, penalty, delta)
    updated = stats._update(session, lambda t: t.add_deal(won, penalty))
    return replace(updated, history=(*updated.history, entry)[-HISTORY:])


def record_match(stats: Stats, session: Session) -> Stats:
    """``stats`` with the finished match of ``session`` added."""
    seat = home_seat(session)
    if seat is None or not session.match.over:
        return stats
    won = seat in session.match.winners
    return stats._update(session, lambda t: t.add_match(won))
