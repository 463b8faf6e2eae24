"""The end of a hand and of a game of King, from the viewer's side (pure).

:func:`hand_ending` says what the hand was for, who took what and what each player scored (and any
payment for an auction); :func:`game_ending` names the winner (the highest total), ranks everyone with
their negative and positive points. Both fill the shell's :class:`~web.shell.ending.Ending`. :class:`Reporter` tells
the same results to the embeddable widget's host.

"You" is the one human playing against CPUs, whatever their name; with several humans passing the
device, or none, everyone is named.

King's score sheet laid out like the source's table (pure): the contracts as rows, the players as
columns, each hand's total checked against what it must share out, the negative and positive totals,
and the final scores, which sum to zero.

The source gives two ways to keep it, both offered: one running column per player, or "a block of two
columns for each player, a positive and a negative" (``columns="two"``).

>>> from web.king.spec import Setup
>>> from web.king.session import Session
>>> sheet = build(Session.new(Setup.first(), seed=3))
>>> [(r.label, r.each, r.expected) for r in sheet.rows][:2], sheet.rows[-1].expected
([('Tricks', '-20', '-260'), ('Hearts', '-20', '-260')], '0')
"""

from __future__ import annotations

from typing import Any, Literal

from kings.i18n import N_, _, ngettext, pgettext
from kings.king.auction import bid_phrase
from kings.king.contracts import POSITIVE_TOTAL
from kings.king.results import HandResult
from web.king.session import Session
from web.king.viewmodels import ScoreSheet, SheetRow
from web.king.words import (
    contract_short,
    contract_tiny,
    contract_title,
    each_text,
    each_title,
    is_you,
    positive_each,
    said,
)
from web.shell.ending import Cell, Column, Ending, Mood, Row, Table, join_names, match_headline, ordinal, sentence
from web.shell.lobbyline import match_entry, standing
from web.shell.reporter import MatchReporter
from web.shell.seats import short_names
from web.shell.tally import DealScore


def deal_score(session: Session, number: int, result: HandResult, seat: int) -> DealScore:
    """A finished hand for the statistics: won when ``seat`` scored the most of the table in it (ties included),
    its points the penalty in a negative hand; an auction ``seat`` won is noted (the profile's achievements)."""
    points = result.points[seat]
    penalty = None if result.contract.positive or result.forfeited else -points
    return DealScore(points == max(result.points), penalty, points, ("auction",) if result.bidder == seat else ())


def game_won(session: Session, seat: int) -> bool:
    """Whether ``seat`` is among the finished game's winners."""
    outcome = session.game.outcome
    return outcome is not None and seat in outcome.winners


def _signed(n: int) -> str:
    return f"{n:+d}" if n else "0"


def _payment(session: Session, result: HandResult) -> tuple[str, ...]:
    """The auction's payment, or the forfeit, in words."""
    names = session.names()
    dealer = names[result.dealer]
    if result.forfeited:
        return (said(dealer, _("You forfeit the hand: 100 for you, 75 for each other player."),
                     _("{name} forfeits the hand: 100 for {name}, 75 for each other player.")),)  # fmt: skip
    if result.bid is None or result.bidder is None:
        return ()
    bidder = names[result.bidder]
    bid, n, points = bid_phrase(result.bid), result.bid.tricks, result.bid.points
    if result.bid.down:
        if is_you(bidder):
            text = _("You won the auction with {bid}: You take over up to {n} of {dealer}'s tricks, 75 points each.")
        elif is_you(dealer):
            text = _("{name} won the auction with {bid}: {name} takes over up to {n} of your tricks, 75 points each.")
        else:
            text = _("{name} won the auction with {bid}: {name} takes over up to {n} of {dealer}'s tricks, 75 points "
                     "each.")  # fmt: skip
        return (text.format(name=bidder, bid=bid, n=n, dealer=dealer),)
    if is_you(bidder):
        text = _("You won the auction with {bid}: You pay {dealer} {points}.")
    elif is_you(dealer):
        text = _("{name} won the auction with {bid}: {name} pays you {points}.")
    else:
        text = _("{name} won the auction with {bid}: {name} pays {dealer} {points}.")
    return (text.format(name=bidder, bid=bid, dealer=dealer, points=points),)


def hand_ending(session: Session, result: HandResult) -> Ending:
    """A finished hand: what it was for, each player's tricks and points, and the totals so far."""
    you = session.you
    names = session.names()
    n = result.number + 1
    title = pgettext("hand", "forfeited") if result.forfeited else contract_title(result.contract)
    # Translators: the end of a hand's headline; {title} is what it was played for ("No queens")
    headline = _("Hand {number} of {total}: {title}").format(number=n, total=len(session.game.schedule), title=title)
    best = max(result.points)
    top = [s for s in range(len(names)) if result.points[s] == best]
    if you is not None and you in top:
        lead = _("Your best result of the table (shared).") if len(top) > 1 else _("Your best result of the table.")
    else:
        # Translators: the end of a hand; {names} is who scored the most, {points} what they scored
        lead = _("Best: {names} ({points}).").format(names=join_names([names[s] for s in top]), points=_signed(best))
    rows, spoken = [], []
    for seat in range(len(names)):
        tricks, points = result.tricks[seat], result.points[seat]
        total = sum(r.points[seat] for r in session.game.results[: result.number + 1])  # as it stood then
        label = session.row_name(seat)
        rows.append(Row("", label, (Cell(str(tricks)), Cell(_signed(points)), Cell(_signed(total))), seat == you,
                        points == best))  # fmt: skip
        # Translators: one player's line of a hand's end, read aloud; {points} this hand's, {total} the game's
        spoken.append(ngettext("{name}: {n} trick, {points}, {total} in all",
                               "{name}: {n} tricks, {points}, {total} in all", tricks).format(
            name=label, n=tricks, points=_signed(points), total=_signed(total)))  # fmt: skip
    table = Table(_("Hand {number}: each player's tricks, points and total").format(number=n),
                  (Column(_("Tricks")), Column(_("This hand")), Column(_("Total"))), tuple(rows), False)  # fmt: skip
    notes = _payment(session, result)
    mood: Mood = "win" if you is not None and you in top else "neutral"
    spoken_all = " ".join((sentence(headline), lead, _("{sentence}.").format(
        sentence="; ".join(spoken)), *notes))  # fmt: skip
    return Ending("deal-over", headline, mood, lead, table, notes, False, spoken_all)


def game_ending(session: Session, speed: str) -> Ending:
    """The finished game: the winner (the highest total), why, and the final ranking."""
    game = session.game
    you = session.you
    names = session.names()
    won = game.outcome.winners if game.outcome is not None else ()
    humans = session.humans
    headline, mood = match_headline(names, won, you, len(humans) > 1 and any(w in humans for w in won), "game")
    who = join_names([_("You") if s == you else names[s] for s in sorted(won, key=lambda s: s != you)])
    hands = len(game.results)
    if len(won) > 1:
        # Translators: the end of the game; {names} is who won ("You and Ben", "Ada and Ben")
        lead = ngettext("{names} tied for the highest total after {n} hand.",
                        "{names} tied for the highest total after {n} hands.", hands).format(names=who, n=hands)
    elif you is not None and tuple(won) == (you,):
        lead = ngettext("You had the highest total after {n} hand.", "You had the highest total after {n} hands.",
                        hands).format(n=hands)  # fmt: skip
    else:
        lead = ngettext("{names} had the highest total after {n} hand.",
                        "{names} had the highest total after {n} hands.", hands).format(names=who, n=hands)
    totals = game.totals
    order = sorted(range(len(names)), key=lambda s: -totals[s])
    places = {s: 1 + sum(1 for t in totals if t > totals[s]) for s in order}
    if mood == "loss" and you is not None:
        # Translators: {place} is an ordinal ("2nd"), {n} the number of players
        lead += " " + _("You finished {place} of {n}. Good game!").format(place=ordinal(places[you]), n=len(names))
    rows, spoken = [], []
    for seat in order:
        # the score sheet's two totals: the six negative hands' points, the four positive hands' (an auction's price
        # may make these less than 0); all the points lost and all won, under the same words, read as other numbers
        neg = sum(r.points[seat] for r in game.results if not r.contract.positive)
        pos = sum(r.points[seat] for r in game.results if r.contract.positive)
        label = session.row_name(seat)
        rows.append(Row(ordinal(places[seat]), label, (Cell(_signed(totals[seat])), Cell(_signed(neg)),
                        Cell(_signed(pos))), seat == you, seat in won))  # fmt: skip
        # Translators: one line of the final ranking read aloud: a place ("2nd"), a name, a total
        spoken.append(ngettext("{place}, {name}, {n} point", "{place}, {name}, {n} points", abs(totals[seat])).format(
            place=ordinal(places[seat]), name=label, n=totals[seat]))  # fmt: skip
    table = Table(_("The final ranking: each player's total, and their points in the negative and the positive "
                    "hands"), (Column(_("Total")), Column(_("Negative hands")), Column(_("Positive hands"))),
                  tuple(rows), True)  # fmt: skip
    head = sentence(headline)
    spoken_all = _("{headline} {lead} Final ranking: {ranking}.").format(headline=head, lead=lead,
                                                                        ranking="; ".join(spoken))  # fmt: skip
    return Ending("match-over", headline, mood, lead, table, (), mood == "win" and speed != "instant", spoken_all)


class Reporter(MatchReporter[Session]):
    """King's widget events: a hand is a deal (its winners: the most points), the game the match."""

    game = "king"

    def match(self, s: Session) -> Any:
        return s.game

    def scores(self, s: Session) -> list[dict[str, Any]]:
        game = s.game
        last = game.results[-1] if game.results else None
        return [{"seat": i, "name": c.name, "total": game.totals[i], "change": None if last is None else last.points[i],
                 "out": False} for i, c in enumerate(s.seats)]  # fmt: skip

    def deal_over(self, s: Session, index: int) -> tuple[int, list[str]]:
        result = s.game.results[index]
        best = max(result.points)
        return index + 1, [s.seats[i].name for i in range(len(s.seats)) if result.points[i] == best]

    def match_winners(self, s: Session) -> list[str] | None:
        outcome = s.game.outcome
        return None if outcome is None else [s.seats[w].name for w in outcome.winners]


# -- the lobby's tile ------------------------------------------------------------------------------------
def lobby_entry(session: Session) -> dict[str, Any]:
    """The lobby tile's entry for ``session`` (:mod:`web.shell.lobbyline`).

    >>> from web.king.spec import Setup
    >>> lobby_entry(Session.new(Setup.first(), 5))
    {'resume': True, 'last': 'Hand 1 of 10 in progress against 3 CPUs (medium), standard rules.'}
    """
    return match_entry(session, "hand", len(session.game.schedule), lambda over: _leader(session, over))


def _leader(session: Session, over: bool = False) -> str:
    totals = session.game.totals
    names = session.names()
    best = max(totals)
    return standing([names[s] for s in range(len(names)) if totals[s] == best], over,
                    _("with {points}").format(points=f"{best:+d}") if best else _("at 0"))  # fmt: skip


#: The longest label a player's column shows where there is room (a desktop's sheet): ``Bartholomew``
FIRST_MOST = 12
#: In place of the players' points in a hand's row before it is played, and in the one being played.
NOT_PLAYED, BEING_PLAYED = N_("Not played yet"), N_("Being played")


def _split(points: tuple[int, ...]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Each seat's points as (negative column, positive column): one of the two is empty."""
    minus = tuple(str(p) if p < 0 else "" for p in points)
    plus = tuple(f"+{p}" if p > 0 else "" for p in points)
    return minus, plus


def _played(label: str, short: str, expected: int, result: HandResult, who: str = "", how: str = "",
            seat: int = -1) -> SheetRow:
    total = sum(result.points)
    minus, plus = _split(result.points)
    contract = result.contract
    kind: Literal["positive", "negative"] = "positive" if contract.positive else "negative"
    each, title = (each_text(contract), each_title(contract)) if not result.forfeited else (positive_each(),
                                                                                             each_title(None))
    return SheetRow(label, short, each, tuple(_signed(p) for p in result.points), _signed(total), _signed(expected),
                    True, False, kind, minus, plus, who, how, each_title=title, who_seat=seat)  # fmt: skip


def _to_play(label: str, short: str, each: str, title: str, expected: int, n: int, current: bool,
             kind: Literal["positive", "negative"], who: str = "", seat: int = -1) -> SheetRow:  # fmt: skip
    """A hand not played yet, or being played: no points, a note of what it puts at stake."""
    return SheetRow(label, short, each, ("",) * n, "", _signed(expected), False, current, kind, who=who,
                    note=_stake(BEING_PLAYED if current else NOT_PLAYED, expected), each_title=title,
                    who_seat=seat)  # fmt: skip


def _stake(note: str, expected: int) -> str:
    """``Not played yet: +325 at stake``: what a hand not played will give out, said as a stake (never as a score)."""
    # Translators: the score sheet, a hand not played yet: {note} is "Not played yet" or "Being played"; keep the
    # no-break space (\u00a0) in "at stake"
    return _("{note}: {points} at\u00a0stake").format(note=_(note), points=_signed(expected))


def _sum(label: str, short: str, results: list[HandResult], expected: int, kind: Literal["sum", "final"],
         seats: int, complete: bool) -> SheetRow:  # fmt: skip
    sums = tuple(sum(r.points[s] for r in results) for s in range(seats))
    minus = tuple(str(sum(p for r in results if (p := r.points[s]) < 0) or "") for s in range(seats))
    plus = tuple(f"+{v}" if (v := sum(p for r in results if (p := r.points[s]) > 0)) else "" for s in range(seats))
    shown = tuple(_signed(v) for v in sums) if results else ("",) * seats
    note = "" if results else _("Nothing scored yet") if kind == "final" else _stake(NOT_PLAYED, expected)
    return SheetRow(label, short, "", shown, _signed(sum(sums)) if results else "", _signed(expected), complete, False,
                    kind, minus if results else (), plus if results else (), note=note)  # fmt: skip


def build(session: Session, columns: Literal["one", "two"] = "one") -> ScoreSheet:
    """The sheet as the game stands: finished hands filled in, the hand in play marked."""
    game = session.game
    names = tuple(s.name for s in session.seats)
    n, tags = len(names), short_names(names)
    results = list(game.results)
    rows: list[SheetRow] = []
    negatives = [c for c in game.schedule if c is not None]
    for i, contract in enumerate(negatives):
        label, short = contract_short(contract), contract_tiny(contract)
        if i < len(results):
            rows.append(_played(label, short, contract.total, results[i]))
        else:
            rows.append(_to_play(label, short, each_text(contract), each_title(contract), contract.total, n,
                                 i == game.number, "negative"))  # fmt: skip
    done_neg = results[: len(negatives)]
    rows.append(_sum(_("Negative total"), pgettext("sheet", "Negative"), done_neg, sum(c.total for c in negatives),
                     "sum", n, len(done_neg) == len(negatives)))  # fmt: skip
    for k in range(len(game.schedule) - len(negatives)):
        number = len(negatives) + k
        first = game.first_dealer
        seat = (first + number) % n if first is not None else -1
        who = names[seat] if seat >= 0 else ""
        tag = f"+ {tags[seat]}" if who else pgettext("sheet", "Positive")  # "+ Wil", as the column's head reads
        if number < len(results):
            r = results[number]
            how = pgettext("hand", "forfeited") if r.forfeited else contract_short(r.contract)
            rows.append(_played(pgettext("sheet", "Positive"), tag, POSITIVE_TOTAL, r, who, how, seat))
        else:
            rows.append(_to_play(pgettext("sheet", "Positive"), tag, positive_each(), each_title(None), POSITIVE_TOTAL,
                                 n,
                                 number == game.number, "positive", who, seat))  # fmt: skip
    done_pos = results[len(negatives) :]
    positives = len(game.schedule) - len(negatives)
    rows.append(_sum(_("Positive total"), pgettext("sheet", "Positive"), done_pos, POSITIVE_TOTAL * positives, "sum", n,
                     len(done_pos) == positives))
    # held at the sheet's foot under the hand rows, "Scores so far" read as their sum: the game's score, in its words
    scores = _("Final scores") if game.over else _("Game score") if results else _("Scores")
    # Translators: the score sheet's narrow column: the last row's label
    rows.append(_sum(scores, pgettext("sheet", "Final") if game.over else _("Scores"), results, 0, "final", n,
                     game.over))  # fmt: skip
    # what a row, a column and "Points each" are, in plain words (review 58); the tick's "ticked when they add up"
    # was jargon (review 59): the "Total" column says what it is in its title
    caption = _("Each row is a hand, each column a player's points. Points each: what one trick or card scores. "
                "After {n} hands the highest score wins.").format(n=len(game.schedule))  # fmt: skip
    return ScoreSheet(names, tuple(rows), columns, caption, tags, short_names(names, FIRST_MOST))
