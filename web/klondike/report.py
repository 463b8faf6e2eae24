"""Klondike's events for the host page of the embeddable widget (pure): ``ready``, ``match-start`` (a new deal),
``deal-over`` and ``match-over`` when a deal ends (a deal is the whole game: won, stuck, or given up by the player),
as in docs/embed.md. A deal the host replaces with its ``new-game`` command is not one that ended.

Klondike's finished deals in the statistics (pure): the house's tallies (played and won, by rules preset, the
history) and Klondike's own records: the current and best streak of wins, and the best time and best score of each
preset, kept in the statistics' records (:attr:`web.shell.stats.Stats.records`: ``streak``, ``best_streak``,
``time:<preset>``, ``score:<preset>``) so the statistics file carries them; the statistics dialog shows them as
:func:`figures`.

A deal counts once: when it is won, given up, or left unfinished for a new deal (as the classic versions count a
game as played once its first card has moved). A stuck deal counts when the player moves on, so Undo stays open.

>>> r = Records().add("draw-one", True, 95.0, 640).add("draw-one", True, 120.0, 700).add("draw-one", False, 9, 5)
>>> r.streak, r.best_streak, r.best["draw-one"]
(0, 2, (95, 700))
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from web.klondike.session import Session
from web.klondike.view import final_score
from web.klondike.viewmodels import RecordLine
from web.klondike.words import clock
from web.shell.reporter import DealReporter
from web.shell.stats import MAX_COUNT, MAX_NAME, MAX_SLICES, Figures, Stats
from web.shell.tally import DealScore, add_deal


def ended(session: Session) -> bool:
    """Whether the deal has ended: over, or counted in the statistics (a deal given up is counted, lost)."""
    return session.deal.over or session.counted


class Reporter(DealReporter[Session]):
    """Compares each render's session with the last one and posts what happened in between (a placeholder deal,
    while a winnable one is being found, is none)."""

    game = "klondike"

    def ended(self, s: Session) -> bool:
        return ended(s)

    def key(self, s: Session) -> tuple[Any, ...]:
        return s.deal.seed, s.deal.rules

    def winners(self, s: Session) -> list[str]:
        return ["You"] if s.deal.won else []

    def restarted(self, s: Session) -> bool:
        return not s.deal.moves

    def scores(self, s: Session) -> list[dict[str, Any]]:
        return [{"seat": 0, "name": "You", "total": s.total, "change": s.deal.score if ended(s) else None,
                 "out": False}]  # fmt: skip

    def update(self, s: Session | None) -> None:
        if s is None or not s.checking:
            super().update(s)


# -- the lobby's tile ------------------------------------------------------------------------------------
def lobby_entry(session: Session) -> dict[str, Any]:
    """The lobby tile's entry for ``session`` (:mod:`web.shell.lobbyline`).

    >>> from web.klondike.spec import Setup
    >>> lobby_entry(Session.new(Setup(), 5))
    {'resume': True, 'last': 'Draw one: 0 of 52 cards home, 21 face down.'}
    """
    deal = session.deal
    name = deal.rules.name
    if deal.won:
        return {"resume": False, "last": f"Last deal: won in {len(deal.moves)} moves ({name})."}
    if deal.over:
        return {"resume": False, "last": f"Last deal: {deal.home_count} of 52 cards home ({name})."}
    return {"resume": True, "last": f"{name}: {deal.home_count} of 52 cards home, {deal.hidden_count} face down."}


Best = tuple[int | None, int | None]  #: (fewest seconds to win, highest score of a won deal)


@dataclass(frozen=True, slots=True)
class Records:
    """Streaks over every deal, and the best time and score of each rules preset."""

    streak: int = 0  #: deals won in a row, up to the last one
    best_streak: int = 0
    best: dict[str, Best] = field(default_factory=dict)

    def add(self, preset: str, won: bool, seconds: float, score: int) -> Records:
        """These records after a deal ended."""
        if not won:
            return replace(self, streak=0)
        streak = min(MAX_COUNT, self.streak + 1)
        time, top = self.best.get(preset, (None, None))
        t = max(0, int(seconds))
        best = dict(self.best)
        best[preset] = (t if time is None else min(time, t), score if top is None else max(top, score))
        return Records(streak, max(self.best_streak, streak), best)

    @classmethod
    def of(cls, stats: Stats) -> Records:
        """The records kept in ``stats`` (a damaged one is read as nothing: a streak never longer than the best)."""
        rec = stats.records
        top = max(0, rec.get("best_streak", 0))
        best: dict[str, Best] = {}
        for key, value in rec.items():
            kind, _, preset = key.partition(":")
            if preset and kind in ("time", "score") and (kind == "score" or value >= 0):
                time, score = best.get(preset, (None, None))
                best[preset] = (value, score) if kind == "time" else (time, value)
        return cls(min(top, max(0, rec.get("streak", 0))), top, best)

    def into(self, stats: Stats) -> Stats:
        """``stats`` keeping these records (the other games' records are never Klondike's business)."""
        rec = {"streak": self.streak, "best_streak": self.best_streak}
        for preset, (time, score) in self.best.items():
            if time is not None:
                rec[f"time:{preset}"] = time
            if score is not None:
                rec[f"score:{preset}"] = score
        return replace(stats, records=rec)

    def to_dict(self) -> dict[str, Any]:
        """The old layout, saved apart as ``kings.klondike.records`` (read once, then moved into the statistics)."""
        return {"streak": self.streak, "best_streak": self.best_streak,
                "best": {k: list(v) for k, v in sorted(self.best.items())}}  # fmt: skip

    @classmethod
    def from_dict(cls, data: Any) -> Records:
        """Read :meth:`to_dict` output; raises ValueError on anything else."""
        if not isinstance(data, dict):
            raise ValueError("records must be an object")
        streak, top = data.get("streak", 0), data.get("best_streak", 0)
        if not all(_count(v) for v in (streak, top)) or streak > top:
            raise ValueError("streaks must be counts, the current no longer than the best")
        raw = data.get("best", {})
        if not isinstance(raw, dict) or len(raw) > MAX_SLICES:
            raise ValueError("best must be an object of presets")
        best: dict[str, Best] = {}
        for key, pair in raw.items():
            if not isinstance(key, str) or len(key) > MAX_NAME or not isinstance(pair, list) or len(pair) != 2:
                raise ValueError("a best time and score must be a pair")
            if not all(v is None or _count(v, signed=True) for v in pair):
                raise ValueError("a best time and score must be whole numbers")
            best[key] = (pair[0], pair[1])
        return cls(streak, top, best)


def _count(v: Any, signed: bool = False) -> bool:
    return not isinstance(v, bool) and isinstance(v, int) and (-MAX_COUNT if signed else 0) <= v <= MAX_COUNT


def record_deal(stats: Stats, session: Session, seconds: float, at: int = 0) -> Stats:
    """``stats`` with the deal of ``session`` added (won or not), its records too."""
    deal = session.deal
    won = deal.won
    score = final_score(session, seconds)
    rules = deal.rules.id
    stats = add_deal(stats, session, rules, DealScore(won, None, score), at)
    return Records.of(stats).add(rules, won, seconds, score).into(stats)


def record_lines(stats: Stats, records: Records, preset: str, scored: bool) -> tuple[RecordLine, ...]:
    """The side panel's figures: played, won, win rate, streaks, and this preset's best time and score."""
    t = stats.total
    rate = f"{round(100 * t.deals_won / t.deals)}%" if t.deals else "–"
    time, score = records.best.get(preset, (None, None))
    lines = [RecordLine("Played", str(t.deals)), RecordLine("Won", str(t.deals_won)), RecordLine("Win rate", rate),
             RecordLine("Streak", str(records.streak)), RecordLine("Best streak", str(records.best_streak)),
             RecordLine("Best time", clock(time) if time is not None else "–")]  # fmt: skip
    if scored:
        lines.append(RecordLine("Best score", str(score) if score is not None else "–"))
    return tuple(lines)


def figures(records: Records, rules_name: Callable[[str], str]) -> tuple[Figures, ...]:
    """The statistics dialog's tables of the records: the streaks, then each preset's best time and score.

    >>> [f.rows for f in figures(Records(1, 4, {"draw-one": (95, 640)}), str.title)]
    [(('Current streak', '1'), ('Best streak', '4')), (('Draw-One', '1:35', '640'),)]
    """
    streaks = Figures("Streaks of won deals", ("", "Deals"),
                      (("Current streak", str(records.streak)), ("Best streak", str(records.best_streak))))  # fmt: skip
    if not records.best:
        return (streaks,)
    rows = tuple((rules_name(preset), clock(time) if time is not None else "–", str(score) if score is not None
                  else "–") for preset, (time, score) in sorted(records.best.items()))  # fmt: skip
    return streaks, Figures("Best won deals by rules", ("", "Best time", "Best score"), rows)
