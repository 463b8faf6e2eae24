"""The end of a round and of a game of 3-13, from the viewer's side (pure), as the shell's
:class:`~web.shell.ending.Ending`: each hand laid down (its melds, what is left over and what it costs), then
the final ranking (the lowest total wins); and the same results as the embeddable widget's events (:class:`Reporter`).

"You" is the one human playing against CPUs, whatever their name.

3-13's score sheet (pure): a row a round, a column a player, who went out marked, the running totals and who
leads (the lowest).

A row is named by its round's number under the heading "Round", as the rest of the table names it ("Round 1 of 11");
its cards and wild rank are the row's detail (shown on hover). It said "3: 3s wild", which read as a third round.

>>> from web.three_thirteen.spec import Session, Setup
>>> sheet = build(Session.new(Setup.first(), seed=3))
>>> sheet.rows[0].label, sheet.rows[0].detail, sheet.rows[0].current, sheet.totals
('1', 'Round 1 of 11: 3 cards, threes are wild', True, ('0', '0', '0'))
"""

from __future__ import annotations

from typing import Any

from kings.i18n import _, ngettext
from kings.three_thirteen.match import RoundResult, Standing
from kings.three_thirteen.melds import best_arrangement
from kings.three_thirteen.round import round_size
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
from web.shell.ranking import ending, ranking
from web.shell.reporter import MatchReporter
from web.shell.seats import short_names
from web.shell.tally import DealScore
from web.three_thirteen.viewmodels import ScoreSheet, SheetRow
from web.three_thirteen.words import AtTable, wild_phrase


def deal_score(session: AtTable, number: int, result: RoundResult, seat: int) -> DealScore | None:
    """A finished round for the statistics: won by the lowest penalty in it, its points the penalty (None if
    ``seat`` sat it out); a round ``seat`` went out in is noted (the profile's achievements)."""
    if seat not in result.seats:
        return None
    points = result.points[seat]
    return DealScore(points == min(result.points[s] for s in result.seats), points, points,
                     ("out",) if result.out == seat else ())


def round_ending(session: AtTable, result: RoundResult, total_rounds: int) -> Ending:
    """A finished round: who went out (or that the stock ran out), each hand's melds and left-over cards, and
    what each scored."""
    you = session.you
    final = result.final
    n = result.number + 1
    title = _("Bonus round") if result.number >= total_rounds else _("Round {n} of {of}").format(n=n, of=total_rounds)
    if result.out is None:
        headline = _("{round}: the stock ran out").format(round=title)
    elif result.out == you:
        headline = _("You went out!")
    else:
        headline = _("{name} went out").format(name=session.seats[result.out].name)
    rows, spoken = [], []
    for i, seat in enumerate(result.seats):
        a = best_arrangement(final.hands[i], final.wild, final.rules)
        # Translators: the melds column of a hand that made none
        melds = "\n".join(m.label for m in a.melds) or _("none")  # (a meld a line: table.css)
        # the cards alone (what they cost is the next column's figure); who went out says so here, in words (a star
        # by the name is the shell's mark, but on this table a star marks a wild card: table.css takes it off)
        left = Cell("" if a.deadwood else _("went out") if seat == result.out else _("nothing"),
                    tuple(Chip(c.label, c.is_red) for c in a.deadwood))  # fmt: skip
        label = session.row_name(seat)
        rows.append(Row("", label, (Cell(melds), left, Cell(str(result.points[seat])), Cell(str(result.totals[seat]))),
                        seat == you, seat == result.out))  # fmt: skip
        # Translators: a row of a round's results, read aloud: "Ada: 12 points, 40 in all"
        spoken.append(_("{name}: {points}, {total} in all").format(name=label, points=amount(result.points[seat],
                                                                   "point"), total=result.totals[seat]))
    low = min(result.totals)
    leaders = [s for s in range(len(session.seats)) if result.totals[s] == low]
    lead = _("Lowest total so far: {names} with {total}.").format(
        names=join_names([session.seats[s].name for s in leaders]), total=low)
    nxt = result.number + 1  # what comes next, in the words the round's line will use
    bonus = nxt == total_rounds and not session.match.over and session.match.results[-1] is result
    if nxt < total_rounds or bonus:
        cards, wild = round_size(final.rules, nxt)
        if bonus:
            after = _("{lead} Next: a bonus round, {cards} cards, {wild}.")
        else:
            # Translators: the lead of a round's results, then what comes next: "... Next: round 3 of 11, 5 cards,
            # fives are wild."
            after = _("{lead} Next: round {n} of {of}, {cards} cards, {wild}.")
        lead = after.format(lead=lead, n=nxt + 1, of=total_rounds, cards=cards, wild=wild_phrase(wild))
    table = Table(_("{round}: each hand laid down").format(round=title), (
        Column(_("Melds"), cards=True), Column(_("Left over"), cards=True), Column(_("This round")),
        Column(_("Total"))), tuple(rows), False)  # fmt: skip
    mood: Mood = "win" if you is not None and result.out == you else "neutral"
    # Translators: a round's results read aloud: the headline, the lead, then each row ("; " between them)
    # Translators: {headline} ends with its own mark ("You went out!", "Round 3 of 11: the stock ran out.")
    said = _("{headline} {lead} {rows}.").format(headline=sentence(headline), lead=lead, rows="; ".join(spoken))
    return Ending("deal-over", headline, mood, lead, table, (), False, said)


def match_ending(session: AtTable, speed: str) -> Ending:
    """The finished game: the lowest total wins; the ranking with each player's total and rounds gone out."""
    match = session.match
    you = session.you
    names = session.names() if len(session.shown_seats) == len(session.seats) else [s.name for s in session.seats]
    humans = session.humans
    won = match.winners
    headline, mood = match_headline(names, won, you, len(humans) > 1 and any(w in humans for w in won), "game")
    # the winners' names are the headline's: the lead gives their total, and yours (a long name said twice, over
    # three lines, pushed the ranking's last rows out of the widget)
    low, rounds = min(match.totals), len(match.results)
    if won == (you,):
        lead = ngettext("Your {total} is the lowest total after {n} round.",
                        "Your {total} is the lowest total after {n} rounds.", rounds)
    elif len(won) > 1:
        lead = ngettext("A tie for the lowest total after {n} round: {total}.",
                        "A tie for the lowest total after {n} rounds: {total}.", rounds)
    else:
        lead = ngettext("The lowest total after {n} round: {total}.", "The lowest total after {n} rounds: {total}.",
                        rounds)  # fmt: skip
    lead = lead.format(total=low, n=rounds)
    places = {r.seat: r.place for r in match.standings()}
    if mood == "loss" and you is not None:
        # Translators: {place} is an ordinal (2nd), {of} the number of players, {total} your total
        lead = _("{lead} You finished {place} of {of} with {total}. Good game!").format(
            lead=lead, place=ordinal(places[you]), of=match.players, total=match.totals[you])

    def cells(st: Standing) -> tuple[Cell, ...]:  # the total, and the rounds the player went out
        return Cell(str(st.total)), Cell(str(sum(1 for r in match.results if r.out == st.seat)))

    rows, spoken = ranking(session, cells)
    table = Table(_("The final ranking: lowest total first"), (Column(_("Total")), Column(_("Went out"))), rows, True)
    return ending("match-over", headline, mood, lead, table, spoken, speed)


class Reporter(MatchReporter[AtTable]):
    """3-13's widget events: a round is a deal (its winners: the lowest points), the game the match."""

    game = "three-thirteen"

    def change(self, s: AtTable, index: int, seat: int) -> int | None:
        result = s.match.results[index]
        return result.points[seat] if seat in result.seats else None

    def deal_over(self, s: AtTable, index: int) -> tuple[int, list[str]]:
        result = s.match.results[index]
        low = min(result.points[x] for x in result.seats)
        return result.number + 1, [s.seats[x].name for x in result.seats if result.points[x] == low]


# -- the lobby's tile ------------------------------------------------------------------------------------
def lobby_entry(session: AtTable) -> dict[str, Any]:
    """The lobby tile's entry for ``session`` (:mod:`web.shell.lobbyline`).

    >>> from web.three_thirteen.spec import Session, Setup
    >>> lobby_entry(Session.new(Setup.first(), 5))
    {'resume': True, 'last': 'Round 1 of 11 in progress against 2 CPUs (medium), standard rules.'}
    """
    return match_entry(session, "round", session.match.rounds, lambda done: _leader(session, done))


def _leader(session: AtTable, done: bool) -> str:
    totals = session.match.totals
    low = min(totals)
    # Translators: how the lobby's line ends: "Ada leads with 12"
    return standing([s.name for s, t in zip(session.seats, totals, strict=True) if t == low], done,
                    _("with {total}").format(total=low))


def build(session: AtTable) -> ScoreSheet:
    match = session.match
    names = tuple(s.name for s in session.seats)
    n = len(names)
    rows = []
    count = max(match.rounds, len(match.results) + (1 if session.in_deal else 0))
    for number in range(count):
        cards, wild = round_size(match.rules, number)
        bonus = number >= match.rounds
        # Translators: the score sheet's row of the bonus round, under the heading "Round" (short)
        label = _("Bonus") if bonus else str(number + 1)
        title = _("Bonus round") if bonus else _("Round {n} of {of}").format(n=number + 1, of=match.rounds)
        # Translators: a score sheet row's detail: "Round 1 of 11: 3 cards, threes are wild"
        detail = _("{round}: {cards} cards, {wild}").format(round=title, cards=cards, wild=wild_phrase(wild))
        if number < len(match.results):
            r = match.results[number]
            cells = tuple(str(r.points[s]) if s in r.seats else "–" for s in range(n))
            out = tuple(r.out == s for s in range(n))
        else:
            cells, out = ("",) * n, (False,) * n
        rows.append(SheetRow(label, cells, out, number == match.number and session.in_deal, detail))
    low = min(match.totals)
    return ScoreSheet(names, tuple(rows), tuple(str(t) for t in match.totals),
                      tuple(bool(match.results) and t == low for t in match.totals),
                      _("Points left in hand each round; the lowest total after the last round wins."),
                      short_names(names))  # fmt: skip
