"""What a game's lobby tile says about its saved match (pure): the words every game shares.

The lobby is plain HTML and JavaScript (web/shell/shell.js) and never imports a game: each game saves a small entry,
``kings.<id>.lobby``, every time it saves its match, and the tile reads it: ``resume`` (a match is in progress: the
tile offers Continue) and ``last`` (one line on where it stands, or the last result). A game's ``lobby_entry`` writes
that line from its own words (a hand, a round, a game) and these.

>>> from web.shell.seats import SeatConfig
>>> opponents((SeatConfig("You", "human"), SeatConfig("Ann", "easy")))
'against an easy CPU'
>>> opponents([SeatConfig("You", "human")] + [SeatConfig(k, k) for k in ("hard", "easy", "hard")])
'against 3 CPUs (easy and hard)'
>>> opponents((SeatConfig("You", "human"), SeatConfig("Ann", "human")))
'in pass and play for 2'
>>> standing(["You", "Ben"], False, "with 5")
'You and Ben share the lead with 5'
>>> standing(["Ann"], True, "with 12 points")
'Ann won with 12 points'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from web.shell.ending import join_names
from web.shell.seats import SeatConfig


def opponents(seats: Sequence[SeatConfig]) -> str:
    """Whom the match is against: its CPUs and their levels, or pass and play."""
    cpus = [s.kind for s in seats if not s.is_human]
    if not cpus:
        return f"in pass and play for {len(seats)}"
    if len(cpus) == 1:
        return f"against {'an' if cpus[0][:1] in tuple('aeiou') else 'a'} {cpus[0]} CPU"
    return f"against {len(cpus)} CPUs ({' and '.join(sorted(set(cpus)))})"


def standing(top: Sequence[str], done: bool, figure: str) -> str:
    """Who leads (or won, once ``done``) and by what: ``top`` the names at the top, ``figure`` how the line ends
    ("with 5", "at 0")."""
    if done:
        verb = "won" if len(top) == 1 else "shared the win"
    else:
        verb = "lead" if list(top) == ["You"] else "leads" if len(top) == 1 else "share the lead"
    return f"{join_names(list(top))} {verb} {figure}"


def match_entry(session: Any, deal: str, total: int | None, leader: Callable[[bool], str], match: str = "game",
                ) -> dict[str, Any]:  # fmt: skip
    """The tile's entry for a match of ``total`` deals (each a ``deal``: "hand", "round"...) in ``session.match``:
    the first deal in progress, against whom and under which rules; then who leads after the deals played
    (``leader(False)``); at the end, who won the last ``match`` (``leader(True)``). A match played to a target
    (``total`` None) does not count its deals ahead: "Deal 1 in progress", "After 1 deal".

    >>> from types import SimpleNamespace as NS
    >>> from web.shell.seats import SeatConfig
    >>> s = NS(seats=(SeatConfig("You", "human"), SeatConfig("Ann", "easy")),
    ...        match=NS(over=False, results=(), rules=NS(name="Standard (the house rules)")))
    >>> match_entry(s, "round", 11, lambda done: "You lead")
    {'resume': True, 'last': 'Round 1 of 11 in progress against an easy CPU, standard rules.'}
    """
    m = session.match
    if m.over:
        return {"resume": False, "last": f"Last {match}: {leader(True)}."}
    n, of = len(m.results), "" if total is None else f" of {total}"
    if not n:
        rules = m.rules.name.split(" (")[0].lower()
        return {"resume": True, "last": f"{deal.capitalize()} 1{of} in progress {opponents(session.seats)}, "
                                        f"{rules} rules."}  # fmt: skip
    return {"resume": True, "last": f"After {n}{of} {deal}{'' if n == 1 and not of else 's'}, {leader(False)}."}
