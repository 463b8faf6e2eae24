"""Lifetime statistics: deals and matches played and won, average penalty, by opponent level
and by rules preset, the last :data:`HISTORY` deals one by one, and a game's own records (streaks, bests) by
name (pure; :mod:`web.shell.storage`
keeps them, :mod:`web.shell.charts` draws them, :mod:`web.shell.statsio` exports and imports them).

Each game keeps its own statistics (its storage namespace); its finished deals and matches are added by
:mod:`web.shell.tally`, from what the game says each deal was worth; :mod:`web.shell.overview` sums them up.

>>> t = Tally().add_deal(won=True, penalty=0).add_deal(won=False, penalty=4)
>>> t.deals, t.deals_won, t.average_penalty
(2, 1, 2.0)
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, fields, replace
from typing import Any

from web.shell.quoting import quoted

#: The most deals (or matches) a tally counts: far more than anyone plays, and every ratio of such
#: counts is a float. Counting stops there rather than make the statistics unreadable.
MAX_COUNT = 10**9
#: The most penalty points a tally holds either way (a hundred a deal for :data:`MAX_COUNT` deals);
#: below 0 when first-turn bonuses outweigh the points taken.
MAX_POINTS = 10**11


def _count(value: int, most: int = MAX_COUNT) -> int:
    return max(-most, min(most, value))


@dataclass(frozen=True, slots=True)
class Tally:
    """Counts for one slice of the statistics: no more won than played, no more penalty deals than
    deals, every count from 0 to :data:`MAX_COUNT`."""

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
            deals=_count(self.deals + 1),
            deals_won=_count(self.deals_won + won),
            penalty=_count(self.penalty + (penalty or 0), MAX_POINTS),
            penalty_deals=_count(self.penalty_deals + (penalty is not None)),
        )

    def add_match(self, won: bool) -> Tally:
        return replace(self, matches=_count(self.matches + 1), matches_won=_count(self.matches_won + won))

    def to_dict(self) -> dict[str, int]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def from_dict(cls, data: Any) -> Tally:
        """Read :meth:`to_dict` output; raises ValueError on anything else (a count out of range,
        more won than played, ...)."""
        if not isinstance(data, dict):
            raise ValueError("a tally must be an object")
        values = {}
        for f in fields(cls):
            v = data.get(f.name, 0)
            low, high = (-MAX_POINTS, MAX_POINTS) if f.name == "penalty" else (0, MAX_COUNT)
            if isinstance(v, bool) or not isinstance(v, int) or not low <= v <= high:
                raise ValueError(f"{f.name} must be a count from {low} to {high}")
            values[f.name] = v
        t = cls(**values)
        if t.deals_won > t.deals or t.penalty_deals > t.deals or t.matches_won > t.matches:
            raise ValueError("a tally counts more won (or penalty) deals than deals, or more matches won than played")
        return t


MAX_PLAYERS = 12  #: the most seats any game of the house has (Kings Cup)
MAX_AT = 10**11  #: the latest time a deal can have ended (seconds since 1970: about the year 5000)
MAX_NAME = 60  #: the longest rules preset id or CPU level a statistics slice is named by
MAX_SLICES = 200  #: the most opponent levels (or rules presets) the statistics keep apart
MAX_RECORDS = 2 * MAX_SLICES + 20  #: the most records a game keeps (two a preset, a few overall)
MAX_RECORD_NAME = MAX_NAME + 20  #: the longest record name (a kind, then a preset id: ``time:draw-one``)

MAX_FACTS = 8  #: the most facts a deal of the history notes (:attr:`DealEntry.facts`)
_FACT = re.compile(r"[a-z][a-z0-9-]{0,23}")
MAX_REPLAY = 9_000  #: the longest replay link a deal of the history keeps (:attr:`DealEntry.replay`)
#: A replay link's query as :mod:`web.shell.replaydesk` writes it (what a statistics file may hold: no other link)
_REPLAY = re.compile(r"\?game=[a-z-]{1,24}&replay=[A-Za-z0-9._~%+=&-]*")

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
    #: What else the game noted of the deal, for the profile's achievements (:mod:`web.shell.achievements`):
    #: ``online``, ``auction``, a triple jump... Short names, at most :data:`MAX_FACTS`; added later than the other
    #: fields (a deal saved before has none, and an older version reading a newer file leaves them unread).
    facts: tuple[str, ...] = ()
    #: The query of a link that replays the match this deal ended (its last deal only; "" for the others and for a
    #: game without replay links): the statistics' Watch. Added later too, and written only when there is one.
    replay: str = ""

    def to_dict(self) -> dict[str, Any]:
        out = {"at": self.at, "rules": self.rules, "levels": list(self.levels), "players": self.players,
               "won": self.won, "penalty": self.penalty, "delta": self.delta}  # fmt: skip
        if self.facts:  # only when there are some: the history of every other deal is written as it always was
            out["facts"] = list(self.facts)
        if self.replay:
            out["replay"] = self.replay
        return out

    @classmethod
    def from_dict(cls, data: Any) -> DealEntry:
        if not isinstance(data, dict):
            raise ValueError("a deal of the history must be an object")
        at, players, delta, penalty = data.get("at", 0), data.get("players"), data.get("delta", 0), data.get("penalty")
        ints = (at, players, delta) + (() if penalty is None else (penalty,))
        if any(isinstance(v, bool) or not isinstance(v, int) for v in ints):
            raise ValueError("a deal of the history has a bad number")
        assert isinstance(at, int) and isinstance(players, int) and isinstance(delta, int)
        if not 0 <= at <= MAX_AT or not 1 <= players <= MAX_PLAYERS:
            raise ValueError("a deal of the history has a bad number")
        if any(not -MAX_COUNT <= v <= MAX_COUNT for v in (delta, penalty or 0)):
            raise ValueError("a deal of the history has a bad number")
        rules, levels, won = data.get("rules"), data.get("levels", []), data.get("won")
        if not isinstance(rules, str) or not isinstance(won, bool) or not isinstance(levels, list):
            raise ValueError("a deal of the history has a bad field")
        if len(rules) > MAX_NAME or len(levels) > MAX_PLAYERS:
            raise ValueError("a deal of the history has a bad field")
        if not all(isinstance(v, str) and len(v) <= MAX_NAME for v in levels):
            raise ValueError("a deal of the history has a bad field")
        facts = data.get("facts", [])
        if not isinstance(facts, list) or len(facts) > MAX_FACTS or not all(isinstance(f, str) and _FACT.fullmatch(f)
                                                                             for f in facts):  # fmt: skip
            raise ValueError("a deal of the history has bad facts")
        replay = data.get("replay", "")
        if not isinstance(replay, str) or len(replay) > MAX_REPLAY or (replay and not _REPLAY.fullmatch(replay)):
            raise ValueError("a deal of the history has a bad replay link")
        return cls(at, rules, tuple(levels), players, won, penalty, delta, tuple(facts), replay)


@dataclass(frozen=True, slots=True)
class Stats:
    """All the statistics: overall, per opponent level and per rules preset, and recent deals."""

    total: Tally = field(default_factory=Tally)
    by_level: dict[str, Tally] = field(default_factory=dict)
    by_preset: dict[str, Tally] = field(default_factory=dict)
    history: tuple[DealEntry, ...] = ()  #: the last :data:`HISTORY` deals, oldest first
    #: The game's own records by name (Klondike: its streaks, and the best time and score of each preset), whole
    #: numbers. The game reads and writes them; here they are only kept, exported and imported with the tallies,
    #: so a statistics file carries them and an import replaces them too.
    records: dict[str, int] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "total": self.total.to_dict(),
            "by_level": {k: v.to_dict() for k, v in sorted(self.by_level.items())},
            "by_preset": {k: v.to_dict() for k, v in sorted(self.by_preset.items())},
            "history": [e.to_dict() for e in self.history],
        }
        if self.records:  # only a game with records writes them: the other games' files stay as they were
            out["records"] = dict(sorted(self.records.items()))
        return out

    @classmethod
    def from_dict(cls, data: Any) -> Stats:
        """Read :meth:`to_dict` output; raises ValueError on anything else."""
        if not isinstance(data, dict):
            raise ValueError("statistics must be an object")
        groups = {}
        for name in ("by_level", "by_preset"):
            raw = data.get(name, {})
            if not isinstance(raw, dict) or len(raw) > MAX_SLICES:
                raise ValueError(f"{name} must be an object of at most {MAX_SLICES} tallies")
            if not all(isinstance(k, str) and len(k) <= MAX_NAME for k in raw):
                raise ValueError(f"{name} names a slice with more than {MAX_NAME} characters")
            groups[name] = {k: Tally.from_dict(v) for k, v in raw.items()}
        raw_history = data.get("history", [])
        if not isinstance(raw_history, list):
            raise ValueError("history must be a list")
        history = tuple(DealEntry.from_dict(e) for e in raw_history[-HISTORY:])
        records = _records(data.get("records", {}))
        return cls(Tally.from_dict(data.get("total", {})), groups["by_level"], groups["by_preset"], history, records)

    @classmethod
    def salvaged(cls, data: Any) -> tuple[Stats, list[str]]:
        """What :meth:`from_dict` reads, entry by entry: every tally, deal of the history and record that can be
        read is kept; each part dropped is named in a few words. A damaged overall tally is counted again from the
        rules presets' tallies (every deal is in one of them). Raises ValueError only when ``data`` is no object."""
        if not isinstance(data, dict):
            raise ValueError("statistics must be an object")
        dropped: list[str] = []
        groups: dict[str, dict[str, Tally]] = {}
        for name, what in (("by_level", "opponent level"), ("by_preset", "rules preset")):
            raw = data.get(name, {})
            if not isinstance(raw, dict):
                dropped.append(f"the tallies by {what}")
                raw = {}
            groups[name] = {}
            for k, v in list(raw.items())[:MAX_SLICES]:
                try:
                    if not isinstance(k, str) or len(k) > MAX_NAME:
                        raise ValueError("no name")
                    groups[name][k] = Tally.from_dict(v)
                except ValueError:
                    dropped.append(f"the tally of {what} {quoted(str(k))}")
            if len(raw) > MAX_SLICES:
                dropped.append(f"{len(raw) - MAX_SLICES} tallies by {what} beyond {MAX_SLICES}")
        history = _salvaged_history(data.get("history", []), dropped)
        records = _salvaged_records(data.get("records", {}), dropped)
        try:
            total = Tally.from_dict(data.get("total", {}))
        except ValueError:
            summed = combined(groups["by_preset"].values())
            total = Tally(*(_count(getattr(summed, f.name), MAX_POINTS if f.name == "penalty" else MAX_COUNT)
                            for f in fields(Tally)))  # fmt: skip
            dropped.append("the overall tally, counted again from the tallies by rules preset")
        return cls(total, groups["by_level"], groups["by_preset"], history, records), dropped

    def with_replay(self, query: str) -> Stats:
        """These statistics with the history's last deal holding ``query``, the link that replays its match."""
        if not self.history:
            return self
        last = replace(self.history[-1], replay=query)
        return Stats(self.total, self.by_level, self.by_preset, (*self.history[:-1], last), self.records)

    def tallied(self, levels: Iterable[str], rules: str, change: Callable[[Tally], Tally]) -> Stats:
        """These statistics with ``change`` applied to the total, to each of the CPU ``levels`` at the
        table and to the ``rules`` preset's tally (the history is the game's to extend)."""
        by_level = dict(self.by_level)
        for level in set(levels):
            by_level[level] = change(by_level.get(level, Tally()))
        by_preset = dict(self.by_preset)
        by_preset[rules] = change(by_preset.get(rules, Tally()))
        return Stats(change(self.total), by_level, by_preset, self.history, self.records)


def _records(raw: Any) -> dict[str, int]:
    """Saved records checked: an object of at most :data:`MAX_RECORDS` short names to whole numbers."""
    if not isinstance(raw, dict) or len(raw) > MAX_RECORDS:
        raise ValueError(f"records must be an object of at most {MAX_RECORDS} numbers")
    for k, v in raw.items():
        if not isinstance(k, str) or not 0 < len(k) <= MAX_RECORD_NAME:
            raise ValueError(f"a record's name must have 1 to {MAX_RECORD_NAME} characters")
        if isinstance(v, bool) or not isinstance(v, int) or not -MAX_COUNT <= v <= MAX_COUNT:
            raise ValueError(f"a record must be a whole number from {-MAX_COUNT} to {MAX_COUNT}")
    return dict(raw)


def _salvaged_history(raw: Any, dropped: list[str]) -> tuple[DealEntry, ...]:
    if not isinstance(raw, list):
        dropped.append("the history of deals")
        return ()
    out, bad = [], 0
    for e in raw[-HISTORY:]:
        try:
            out.append(DealEntry.from_dict(e))
        except ValueError:
            bad += 1
    if bad:
        dropped.append(f"{bad} deal{'s' if bad > 1 else ''} of the history")
    return tuple(out)


def _salvaged_records(raw: Any, dropped: list[str]) -> dict[str, int]:
    if not isinstance(raw, dict):
        dropped.append("the records")
        return {}
    out: dict[str, int] = {}
    for k, v in raw.items():
        try:
            if len(out) >= MAX_RECORDS:
                raise ValueError("too many")
            out.update(_records({k: v}))
        except ValueError:
            dropped.append(f"the record {quoted(str(k))}")
    return out


@dataclass(frozen=True, slots=True)
class Figures:
    """A table a game adds to the statistics dialog, under its tallies (Klondike: streaks, best times and
    scores): the game words it, the dialog draws it as it is.

    >>> Figures("Streaks", ("", "Deals"), (("Current streak", "3"),)).rows[0][1]
    '3'
    """

    caption: str
    columns: tuple[str, ...]  #: the column heads (the first heads the row names; it may be "")
    rows: tuple[tuple[str, ...], ...]  #: each row's name, then its cells: as many as ``columns``


#: The statistics dialog's overview: (game name, that game's totals) for every game played.
Overview = tuple[tuple[str, Tally], ...]


def combined(tallies: Iterable[Tally]) -> Tally:
    """The sum of ``tallies`` (every game's totals: the overview's "All games" row).

    >>> combined([Tally(deals=2, deals_won=1), Tally(deals=3, matches=1)]).to_dict()["deals"]
    5
    """
    out = Tally()
    for t in tallies:
        out = Tally(*(getattr(out, f.name) + getattr(t, f.name) for f in fields(Tally)))
    return out
