"""Lifetime statistics: deals and matches played and won, average penalty, by opponent level
and by rules preset (pure; :mod:`web.storage` keeps them).

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


@dataclass(frozen=True, slots=True)
class Stats:
    """All the statistics: overall, per opponent level and per rules preset."""

    total: Tally = field(default_factory=Tally)
    by_level: dict[str, Tally] = field(default_factory=dict)
    by_preset: dict[str, Tally] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "total": self.total.to_dict(),
            "by_level": {k: v.to_dict() for k, v in sorted(self.by_level.items())},
            "by_preset": {k: v.to_dict() for k, v in sorted(self.by_preset.items())},
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
        return cls(Tally.from_dict(data.get("total", {})), groups["by_level"], groups["by_preset"])

    def _update(self, session: Session, change: Any) -> Stats:
        levels = {s.kind for s in session.seats if not s.is_human}
        by_level = dict(self.by_level)
        for level in levels:
            by_level[level] = change(by_level.get(level, Tally()))
        by_preset = dict(self.by_preset)
        rid = session.match.rules.id
        by_preset[rid] = change(by_preset.get(rid, Tally()))
        return Stats(change(self.total), by_level, by_preset)


def home_seat(session: Session) -> int | None:
    """The seat the statistics follow: the first human seat."""
    humans = session.humans
    return humans[0] if humans else None


def record_deal(stats: Stats, session: Session, result: DealResult) -> Stats:
    """``stats`` with one finished deal of ``session`` added (unchanged if the home seat sat out)."""
    seat = home_seat(session)
    if seat is None or seat not in result.seats:
        return stats
    penalty = None
    if session.match.rules.scoring.method in (Method.PENALTY, Method.ELIMINATION):
        penalty = result.delta(seat)
    won = seat in result.winners
    return stats._update(session, lambda t: t.add_deal(won, penalty))


def record_match(stats: Stats, session: Session) -> Stats:
    """``stats`` with the finished match of ``session`` added."""
    seat = home_seat(session)
    if seat is None or not session.match.over:
        return stats
    won = seat in session.match.winners
    return stats._update(session, lambda t: t.add_match(won))
