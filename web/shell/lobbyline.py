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

from kings.i18n import _, before, ngettext
from web.shell.ending import join_names
from web.shell.seats import LEVEL_NAMES as LEVELS
from web.shell.seats import SeatConfig


def _one(level: str) -> str:
    texts = {"random": _("against a random CPU"), "easy": _("against an easy CPU"), "medium": _("against a medium CPU"),
             "hard": _("against a hard CPU"), "expert": _("against an expert CPU")}
    return texts.get(level, "")


def opponents(seats: Sequence[SeatConfig]) -> str:
    """Whom the match is against: its CPUs and their levels, or pass and play."""
    cpus = [s.kind for s in seats if not s.is_human]
    if not cpus:
        return _("in pass and play for {n}").format(n=len(seats))
    if len(cpus) == 1:
        return _one(cpus[0]) or _("against a {level} CPU").format(level=cpus[0])
    levels = _(" and ").join(_(LEVELS.get(level, level)) for level in sorted(set(cpus)))
    return ngettext("against {n} CPU ({levels})", "against {n} CPUs ({levels})", len(cpus)).format(
        n=len(cpus), levels=levels)


def standing(top: Sequence[str], done: bool, figure: str) -> str:
    """Who leads (or won, once ``done``) and by what: ``top`` the names at the top, ``figure`` how the line ends
    ("with 5", "at 0")."""
    names = join_names(list(top))
    if done:
        text = _("{name} won {figure}") if len(top) == 1 else _("{names} shared the win {figure}")
    elif list(top) == ["You"]:
        text = _("You lead {figure}")
    else:
        text = _("{name} leads {figure}") if len(top) == 1 else _("{names} share the lead {figure}")
    return text.format(name=names, names=names, figure=figure)


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
        last = _("Last match: {who}.") if match == "match" else _("Last game: {who}.")
        return {"resume": False, "last": last.format(who=leader(True))}
    n = len(m.results)
    if not n:
        rules = before(_(m.rules.name), " (").lower()  # (a preset's name, marked N_ in the game's catalog)
        line = _first(deal, total).format(of=total, against=opponents(session.seats), rules=rules)
        return {"resume": True, "last": line}
    return {"resume": True, "last": _after(deal, n, total).format(n=n, of=total, who=leader(False))}


def _first(deal: str, total: int | None) -> str:
    """The tile's line while the first ``deal`` of ``total`` (or of a match to a target) is in progress."""
    if total is None:
        texts = {"deal": _("Deal 1 in progress {against}, {rules} rules."),
                 "hand": _("Hand 1 in progress {against}, {rules} rules."),
                 "round": _("Round 1 in progress {against}, {rules} rules."),
                 "game": _("Game 1 in progress {against}, {rules} rules.")}
    else:
        texts = {"deal": _("Deal 1 of {of} in progress {against}, {rules} rules."),
                 "hand": _("Hand 1 of {of} in progress {against}, {rules} rules."),
                 "round": _("Round 1 of {of} in progress {against}, {rules} rules."),
                 "game": _("Game 1 of {of} in progress {against}, {rules} rules.")}
    return texts.get(deal, deal.capitalize() + (" 1 in progress {against}, {rules} rules." if total is None
                                                else " 1 of {of} in progress {against}, {rules} rules."))


def _after(deal: str, n: int, total: int | None) -> str:
    """The tile's line after ``n`` ``deal``s of ``total`` (or of a match to a target): who leads is ``{who}``."""
    if total is None:
        texts = {"deal": ngettext("After {n} deal, {who}.", "After {n} deals, {who}.", n),
                 "hand": ngettext("After {n} hand, {who}.", "After {n} hands, {who}.", n),
                 "round": ngettext("After {n} round, {who}.", "After {n} rounds, {who}.", n),
                 "game": ngettext("After {n} game, {who}.", "After {n} games, {who}.", n)}
        fallback = "After {n} " + deal + ("" if n == 1 else "s") + ", {who}."
    else:
        texts = {"deal": ngettext("After {n} of {of} deals, {who}.", "After {n} of {of} deals, {who}.", n),
                 "hand": ngettext("After {n} of {of} hands, {who}.", "After {n} of {of} hands, {who}.", n),
                 "round": ngettext("After {n} of {of} rounds, {who}.", "After {n} of {of} rounds, {who}.", n),
                 "game": ngettext("After {n} of {of} games, {who}.", "After {n} of {of} games, {who}.", n)}
        fallback = "After {n} of {of} " + deal + "s, {who}."
    return texts.get(deal, fallback)
