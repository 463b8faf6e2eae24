"""The end of a deal and of a match of Kings in the Corner, from the viewer's side (pure).

:func:`deal_ending` says who went out (or that nobody could move) and what each hand cost;
:func:`match_ending` names the winner under the match's scoring (lowest penalty total, last one
in, most chips, most corners), ranks everyone and carries the score sheet. Both fill the shell's
:class:`~web.shell.ending.Ending`, which web/shell/dom_ending.py draws in the banner; :class:`Reporter` tells the
same results to the embeddable widget's host.

"You" is the one human playing against CPUs, whatever their name; with several humans passing
the device, or none, everyone is named.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from kings.cards import Card
from kings.corners import DealResult, Match
from kings.corners.rules import Method
from kings.i18n import _, ngettext, pgettext
from web.corners.session import Session
from web.shell.ending import (
    Cell,
    Chip,
    Column,
    Ending,
    Mood,
    Row,
    Table,
    amount,
    join_names,
    match_headline,
    ordinal,
    sentence,
)
from web.shell.lobbyline import match_entry, standing
from web.shell.ranking import ending
from web.shell.reporter import MatchReporter
from web.shell.tally import DealScore

__all__ = ["deal_ending", "delta_text", "match_ending", "unit"]

#: How a hand is shown (web.corners.view.display_order: by suit, high cards first).
Order = Callable[[Sequence[Card]], list[Card]]


def deal_score(session: Session, number: int, result: DealResult, seat: int) -> DealScore | None:
    """A finished deal for the statistics: won by the deal's winners, its score change the seat's, counted as
    penalty points under penalty and elimination scoring (None if ``seat`` sat the deal out)."""
    if seat not in result.seats:
        return None
    delta = result.delta(seat) or 0
    penalty = delta if session.match.rules.scoring.method in (Method.PENALTY, Method.ELIMINATION) else None
    return DealScore(seat in result.winners, penalty, delta)


def unit(match: Match) -> str:
    """What totals count under the match's scoring: ``point``, ``chip`` or ``corner``."""
    return {Method.CHIPS: "chip", Method.CORNERS: "corner"}.get(match.rules.scoring.method, "point")


def _who(session: Session, seats: Sequence[int], you: int | None, start: bool = True) -> str:
    """``You``, ``Ada``, ``You and Ada`` (the viewer first), as the subject of a sentence (``you``
    when it does not ``start`` one)."""
    ordered = sorted(seats, key=lambda s: s != you)
    # Translators: "You" starts a sentence ("You and Ada share the lead"), "you" does not ("after 2 deals, you lead").
    me = _("You") if start else _("you")
    return join_names([me if s == you else session.seats[s].name for s in ordered])


def delta_text(match: Match, d: int | None) -> str:
    """A deal's score change as the score sheets show it: ``+5`` in chips, ``–`` for a seat that sat it out."""
    if d is None:
        return "–"  # sat this deal out (eliminated before it)
    return f"{d:+d}" if match.rules.scoring.method is Method.CHIPS else str(d)


_SEAT_NOTE = re.compile(r"^seat (\d+): (.*)$")


def _notes(session: Session, result: DealResult) -> tuple[str, ...]:
    """The scoring's notes (``seat 1: -5 for ...``, in deal seats) with the players' names."""
    out = []
    for note in result.score.notes:
        m = _SEAT_NOTE.match(note)
        if m is not None and int(m.group(1)) < len(result.seats):
            # Translators: a scoring note: {name} is a player, {note} e.g. "-5 for completing 1 corner pile".
            note = _("{name}: {note}.").format(name=session.seats[result.seats[int(m.group(1))]].name, note=m.group(2))
        out.append(note)
    return tuple(out)


def _leaders(session: Session, you: int | None) -> str:
    """``After 2 deals, you lead with 12 points.`` (or who shares the lead)."""
    match = session.match
    rows = match.standings()
    top = [r.seat for r in rows if r.place == 1]
    n = len(match.results)
    total = amount(match.totals[top[0]], unit(match))
    who = _who(session, top, you, start=False)
    # Translators: {total} is an amount such as "12 points"; {who} lists players ("you and Ada").
    if len(top) > 1:
        return ngettext("After {n} deal, {who} share the lead with {total} each.",
                        "After {n} deals, {who} share the lead with {total} each.", n).format(n=n, who=who, total=total)
    if top == [you]:
        return ngettext("After {n} deal, you lead with {total}.", "After {n} deals, you lead with {total}.", n).format(
            n=n, total=total)
    return ngettext("After {n} deal, {who} leads with {total}.", "After {n} deals, {who} leads with {total}.",
                    n).format(n=n, who=who, total=total)


def deal_ending(session: Session, order: Order, caption: str) -> Ending:
    """Who went out of the deal that just ended, and each hand's cost: cards left, this deal, total."""
    match = session.match
    result = match.results[-1]
    outcome = result.outcome
    you = session.you
    went = None if outcome.winner is None else result.seats[outcome.winner]
    if went is None:
        headline = _("Impasse: nobody could move")
    elif went == you:
        headline = _("You went out!")
    elif session.seats[went].is_human:
        headline = _("{name} went out!").format(name=session.seats[went].name)
    else:
        headline = _("{name} went out").format(name=session.seats[went].name)
    what = unit(match)
    rows, spoken = [], []
    for ds, seat in enumerate(result.seats):
        hand = order(outcome.hands[ds])
        delta, total = result.score.deltas[ds], result.totals[seat]
        # Translators: in the "Cards left" column: no cards left in hand.
        left = Cell(str(len(hand)) if hand else pgettext("cards left", "none"),
                    tuple(Chip(c.label, c.is_red) for c in hand))
        rows.append(Row("", session.row_name(seat), (left, Cell(delta_text(match, delta)), Cell(str(total))),
                        seat == you, seat == went, match.out[seat],
                        _("reached the target: out") if match.out[seat] else ""))  # fmt: skip
        cards = (ngettext("{n} card left", "{n} cards left", len(hand)).format(n=len(hand)) if hand else
                 _("no cards left"))  # fmt: skip
        # Translators: read aloud at the end of a deal: "Ada: 3 cards left, 5 points this deal, 12 in all".
        spoken.append(_("{name}: {cards}, {amount} this deal, {total} in all").format(
            name=session.row_name(seat), cards=cards, amount=amount(delta, what, signed=what == "chip"), total=total))
    table = Table(caption, (Column(_("Cards left"), cards=True), Column(_("This deal")), Column(_("Total"))),
                  tuple(rows), False)  # fmt: skip
    lead = _leaders(session, you) if not match.over else ""
    notes = _notes(session, result)
    said = " ".join((sentence(headline), "; ".join(spoken) + ".", *notes, lead)).strip()
    mood: Mood = "win" if went is not None and went == you else "neutral"
    return Ending("deal-over", headline, mood, lead, table, notes, False, said)


def _reason(session: Session, you: int | None) -> str:
    """Why the match ended and why the winners won, under the match's scoring, without naming the winners again
    where the headline does: ``The match ends at 25 points, reached in deal 4; the lowest total wins.``"""
    match = session.match
    won = match.winners
    n = len(match.results)
    who = _who(session, won, you)
    many = len(won) > 1
    sc = match.rules.scoring
    method = sc.method
    # Translators: {who} is "You", a player's name or a list of names; {n} the number of deals played.
    if method is Method.ELIMINATION:
        if any(not o for o in match.out):
            if many:
                text = ngettext("{who} were the last players in after {n} deal.",
                                "{who} were the last players in after {n} deals.", n)
            elif you is not None and won == (you,):
                text = ngettext("You were the last player in after {n} deal.",
                                "You were the last player in after {n} deals.", n)
            else:
                text = ngettext("{who} was the last player in after {n} deal.",
                                "{who} was the last player in after {n} deals.", n)
            return text.format(who=who, n=n)
        who = _who(session, won, you, start=False)
        text = (_("Everyone left reached {target} in deal {n}: {who} tied on the lowest total.") if many else
                _("Everyone left reached {target} in deal {n}: {who} had the lowest total."))  # fmt: skip
        return text.format(target=sc.target, n=n, who=who)
    ended = _ended(session, you)
    if method is Method.PENALTY and ended:
        # Translators: {ended} is a clause such as "The match ends at 25 points, reached in deal 4".
        if many:
            return _("{ended}; {who} tied for the lowest total.").format(ended=ended,
                                                                        who=_who(session, won, you, start=False))
        if you is not None and won == (you,):
            return _("{ended}, and yours, {total}, is the lowest total.").format(
                ended=ended, total=amount(match.totals[you], "point"))
        return _("{ended}; the lowest total wins.").format(ended=ended)
    if method is Method.CHIPS:
        text = (ngettext("{who} tied for the most chips after {n} deal.",
                         "{who} tied for the most chips after {n} deals.", n) if many else
                ngettext("{who} had the most chips after {n} deal.", "{who} had the most chips after {n} deals.", n))
    elif method is Method.CORNERS:
        text = (ngettext("{who} tied for the most corners after {n} deal.",
                         "{who} tied for the most corners after {n} deals.", n) if many else
                ngettext("{who} owned the most corners after {n} deal.",
                         "{who} owned the most corners after {n} deals.", n))
    else:
        text = (ngettext("{who} tied for the lowest total after {n} deal.",
                         "{who} tied for the lowest total after {n} deals.", n) if many else
                ngettext("{who} had the lowest total after {n} deal.",
                         "{who} had the lowest total after {n} deals.", n))
    return text.format(who=who, n=n)


def _ended(session: Session, you: int | None) -> str:
    """Why a penalty match is over: ``The match ends at 25 points, reached in deal 4`` (the table shows who reached
    them), or ``You reached 25 points in deal 4, ending the match``; "" if nobody reached its target."""
    match = session.match
    target = match.rules.scoring.target
    if target is None:
        return ""
    over = [seat for seat, total in enumerate(match.totals) if total >= target]
    n = len(match.results)
    if not over:
        return ""
    points = amount(target, "point")  # ("1 point": a target of 1 said "1 points")
    if you in over:
        # Translators: {who} is one player or several ("You and Ada"): the plural is for several
        reached = ngettext("{who} reached {points} in deal {n}, ending the match",
                           "{who} reached {points} in deal {n}, ending the match", len(over))
        return reached.format(who=_who(session, over, you), points=points, n=n)
    return _("The match ends at {points}, reached in deal {n}").format(points=points, n=n)


def _kind(session: Session, you: int) -> str:
    """Kind words for the viewer after a loss: where they finished, and how far behind the winner."""
    match = session.match
    if match.out[you]:
        last = max(r.number for r in match.results if you in r.seats)
        return _("You were out after deal {n}. Good game!").format(n=last)
    place = next(r.place for r in match.standings() if r.seat == you)
    behind = abs(match.totals[you] - match.totals[match.winners[0]])
    # Translators: {place} is an ordinal ("2nd"), {n} the number of players, {behind} an amount ("5 points").
    if behind:
        return _("You finished {place} of {n}, {behind} behind. Good game!").format(
            place=ordinal(place), n=match.players, behind=amount(behind, unit(match)))
    return _("You finished {place} of {n}. Good game!").format(place=ordinal(place), n=match.players)


def match_ending(session: Session, caption: str, speed: str) -> Ending:
    """The finished match: a headline naming the winner, why, the final ranking and the score sheet."""
    match = session.match
    you = session.you
    humans = session.humans
    won = match.winners
    names = [s.name for s in session.seats]
    headline, mood = match_headline(names, won, you, cheer=len(humans) > 1 and any(w in humans for w in won))
    lead = _reason(session, you)
    if mood == "loss" and you is not None:
        lead += " " + _kind(session, you)
    what = unit(match)
    rows, spoken = [], []
    for st in match.standings():
        seat = st.seat
        # the total as a number (the caption names the unit): a name has the room "points" took on every row
        cells = (Cell(str(st.total)), *(Cell(delta_text(match, r.delta(seat))) for r in match.results))
        note = ""
        if st.out:
            note = _("out after deal {n}").format(n=max(r.number for r in match.results if seat in r.seats))
        name = session.row_name(seat)
        rows.append(Row(ordinal(st.place), name, cells, seat == you, seat in won, st.out, note))
        # Translators: read aloud: "1st, Ada, 12 points".
        spoken.append(_("{place}, {name}, {amount}").format(place=ordinal(st.place), name=name,
                                                            amount=amount(st.total, what)))
    columns = (Column(_("Total")), *(Column(_("Deal {n}").format(n=r.number), str(r.number)) for r in match.results))
    return ending("match-over", headline, mood, lead, Table(caption, columns, tuple(rows), True), spoken, speed)


class Reporter(MatchReporter[Session]):
    """Kings in the Corner's widget events (without the ``game`` field, which they predate)."""

    def change(self, s: Session, index: int, seat: int) -> int | None:
        return s.match.results[index].delta(seat)

    def out(self, s: Session, seat: int) -> bool:
        return s.match.out[seat]

    def deal_over(self, s: Session, index: int) -> tuple[int, list[str]]:
        result = s.match.results[index]
        return result.number, [s.seats[w].name for w in result.winners]


# -- the lobby's tile ------------------------------------------------------------------------------------
def lobby_entry(session: Session) -> dict[str, Any]:
    """The lobby tile's entry for ``session`` (:mod:`web.shell.lobbyline`): whether it can be continued, and its
    latest result.

    >>> from kings.corners import preset
    >>> from web.corners.spec import Setup
    >>> from web.shell.seats import HUMAN, make_seats
    >>> lobby_entry(Session.new(Setup(make_seats([HUMAN, "easy"]), preset("standard")), 5))
    {'resume': True, 'last': 'Deal 1 in progress against an easy CPU, standard rules.'}
    """
    return match_entry(session, "deal", None, lambda done: _leader(session, done), "match")


def _leader(session: Session, done: bool) -> str:
    """Who won the match, or who leads it, and with how many of its units (``You lead with 12 points``)."""
    match = session.match
    top = match.winners if done else tuple(r.seat for r in match.standings() if r.place == 1)
    # Translators: the end of "You lead with 12 points" (the shell's lobby line).
    return standing([session.seats[s].name for s in top], done,
                    _("with {amount}").format(amount=amount(match.totals[top[0]], unit(match))))
