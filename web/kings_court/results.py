"""The end of a game and of a match of King's Court, from the viewer's side (pure), as the shell's
:class:`~web.shell.ending.Ending`: who won and how, by name (:mod:`web.kings_court.words`), who plays what next, the
pieces each side captured and kept in the Court, the points; then the match's ranking.

"You" is the one human playing against a CPU, whatever their name. A win scores 2 points, a draw 1 each.
:class:`Reporter` tells the same results to the embeddable widget's host.
"""

from __future__ import annotations

from typing import Any

from kings.i18n import _, name_list, ngettext, pgettext
from kings.kings_court.match import DRAW, WIN, Standing
from kings.kings_court.outcome import COLOURS, GREEN, ORANGE, colour_name
from kings.kings_court.state import CourtGame
from web.kings_court.words import AtTable, by_colour, ending
from web.shell.ending import Cell, Column, Ending, Mood, Row, Table, amount, join_names, match_headline
from web.shell.lobbyline import match_entry
from web.shell.person import Person, person
from web.shell.ranking import ending as ranked
from web.shell.ranking import ranking
from web.shell.reporter import MatchReporter
from web.shell.tally import DealScore


def deal_score(session: AtTable, number: int, game: CourtGame, seat: int) -> DealScore | None:
    """Game ``number`` (from 0) of the match for the statistics: won by the player who captured the other's last
    Court piece (a draw is not a win), its score change the points it brought (2 a win, 1 a draw). A game won by a
    jump over three pieces or more is noted (the profile's achievements)."""
    outcome = game.outcome
    if outcome is None:
        return None
    colour = (seat - number) % 2
    won = outcome.winner == colour
    last = game.moves[-1] if game.moves else None
    triple = won and last is not None and last.is_jump and len(last.path) >= 4
    return DealScore(won, None, points(game, colour), ("triple-jump",) if triple else ())


def points(game: CourtGame, colour: int) -> int:
    """What ``colour`` scored in the finished ``game``."""
    outcome = game.outcome
    assert outcome is not None
    return DRAW if outcome.winner is None else WIN if outcome.winner == colour else 0


def _next(players: tuple[Person, Person], you: int | None, n: int, total: int) -> str:
    """Who plays what in the next game, the colours swapped: what you play (a long name once is enough), else who
    plays Orange and so moves first."""
    mine = next((c for c in (ORANGE, GREEN) if players[c].you), None) if you is not None else None
    if mine == GREEN or (mine is None and players[GREEN].you):
        text = _("Game {n} of {of} is next, the colours swapped: you play Orange and move first.")
    elif mine == ORANGE:
        text = _("Game {n} of {of} is next, the colours swapped: you play Green, and Orange moves first.")
    else:
        text = _("Game {n} of {of} is next, the colours swapped: {name} plays Orange and moves first.")
    return text.format(n=n + 1, of=total, name=players[GREEN].name)


def game_ending(session: AtTable, speed: str) -> Ending:
    """A finished game of the match (the last one is :func:`match_ending`'s): who won it and how, by name, and who
    plays what next; each side's pieces captured and left in the Court, and the points."""
    game = session.shown
    outcome = game.outcome
    assert outcome is not None
    you = session.you
    names = [s.name for s in session.seats]
    humans = session.humans
    players = by_colour(session)
    n, total = session.number + 1, session.match.rules.match_games
    mood: Mood = "neutral"
    if outcome.winner is None:
        headline = _("Game {n} is a draw").format(n=n)
    else:
        seat = session.shown_seats[outcome.winner]
        mood = match_headline(names, (seat,), you, len(humans) > 1 and seat in humans, "game")[1]
        cheer = mood == "win"
        if players[outcome.winner].you:
            text = _("You win game {n}!") if cheer else _("You win game {n}")
        else:
            text = _("{name} wins game {n}!") if cheer else _("{name} wins game {n}")
        headline = text.format(n=n, name=players[outcome.winner].name)
    lead = f"{ending(game, players)} {_next(players, you, n, total)}"
    rows, spoken = [], []
    for colour in (ORANGE, GREEN):
        seat = session.shown_seats[colour]
        label = session.row_name(seat)
        won = points(game, colour)
        # the colour under the name, not a column of its own: a phone has room for the figures only
        rows.append(Row("", label, (Cell(str(game.captured(1 - colour))), Cell(str(game.court_pieces(colour))),
                                    Cell(str(won)), Cell(str(session.match.totals[seat]))),
                        seat == you, outcome.winner == colour, note=colour_name(colour)))  # fmt: skip
        # Translators: a row of a game's end read aloud: "Ada: 2 points, 4 in all"
        spoken.append(_("{name}: {points}, {total} in all").format(name=label, points=amount(won, "point"),
                                                                    total=session.match.totals[seat]))
    # "In the Court" named a place a new player could not find (issue 46): the centre, named in the caption
    # Translators: the columns of a game's end: pieces captured, pieces in the centre (the Court), points, total
    columns = (Column(_("Captured")), Column(_("In centre")), Column(pgettext("column", "Points")),
               Column(pgettext("column", "Total")))  # fmt: skip
    table = Table(_("Game {n}: the pieces each side captured and kept in the centre (the Court); points: a win 2, a "
                    "draw 1").format(n=n), columns, tuple(rows), False)  # fmt: skip
    return ranked("deal-over", headline, mood, lead, table, spoken, speed, heading="")


def match_ending(session: AtTable, speed: str) -> Ending:
    """The finished match: the most points win; the ranking with each game's points."""
    match = session.match
    you = session.you
    names = [s.name for s in session.seats]
    humans = session.humans
    won = match.winners
    headline, mood = match_headline(names, won, you, len(humans) > 1 and any(w in humans for w in won))
    if you is not None and tuple(won) == (you,):
        headline = _("You win the match!")  # (not the last game alone: that banner said "You win game 1!")
    last = ending(session.shown, by_colour(session))
    games = len(match.results)
    if len(won) > 1 and you in won:
        text = ngettext("You and {names} tied on the most points after {n} game.",
                        "You and {names} tied on the most points after {n} games.", games)
    elif len(won) > 1:
        text = ngettext("{names} tied on the most points after {n} game.",
                        "{names} tied on the most points after {n} games.", games)
    elif you is not None and tuple(won) == (you,):
        text = ngettext("You had the most points after {n} game.", "You had the most points after {n} games.", games)
    else:
        text = ngettext("{names} had the most points after {n} game.", "{names} had the most points after {n} games.",
                        games)  # fmt: skip
    who = join_names([names[s] for s in won if s != you])
    lead = f"{last} {text.format(names=who, n=games)}"
    if mood == "loss":
        lead += " " + _("Good game!")
    table, spoken = (_by_game if games <= BY_GAME else _by_result)(session)
    return ranked("match-over", headline, mood, lead, table, spoken, speed)


#: The most games whose points the ranking shows one column each ("2 ● Orange"): the two of the standard match fit
#: the 360 px widget beside the names; a longer match (up to 20 games) shows how many each player won, drew and lost
BY_GAME = 2


def _by_game(session: AtTable) -> tuple[Table, list[str]]:
    """The ranking with each game's points and the colour played in it."""
    match = session.match

    def cells(st: Standing) -> tuple[Cell, ...]:  # ("2 (O)" by a game's points puzzled a new player: its swatch)
        return Cell(str(st.total)), *(Cell(str(points(game, (st.seat - i) % 2)), swatch=COLOURS[(st.seat - i) % 2])
                                      for i, game in enumerate(match.results))  # fmt: skip

    rows, spoken = ranking(session, cells)
    columns = [Column(pgettext("column", "Total"))] + [Column(_("Game {n}").format(n=i + 1), str(i + 1))
                                                       for i in range(len(match.results))]  # fmt: skip
    table = Table(_("The final ranking: most points first, then each game's points (a win 2, a draw 1) and the "
                    "colour played in it"), tuple(columns), rows, True)  # fmt: skip
    return table, spoken


def _by_result(session: AtTable) -> tuple[Table, list[str]]:
    """The ranking of a long match: each player's games won, drawn and lost (twenty games' columns would run past
    any screen, and a banner is never scrolled sideways)."""
    match = session.match

    def counts(st: Standing) -> list[int]:
        scored = [points(game, (st.seat - i) % 2) for i, game in enumerate(match.results)]
        return [scored.count(WIN), scored.count(DRAW), scored.count(0)]

    def said(st: Standing) -> str:
        won, drew, lost = counts(st)
        # Translators: said after a player's place, name and points in the final ranking: "…, 12 points: won 5, …"
        return _(": won {won}, drew {drew}, lost {lost}").format(won=won, drew=drew, lost=lost)

    rows, spoken = ranking(session, lambda st: tuple(Cell(str(n)) for n in (st.total, *counts(st))), said)
    columns = (Column(pgettext("column", "Total")), Column(_("Won")), Column(_("Drawn")), Column(_("Lost")))
    n = len(match.results)
    table = Table(ngettext("The final ranking: most points first (a win 2, a draw 1), then the {n} game each player "
                           "won, drew and lost", "The final ranking: most points first (a win 2, a draw 1), then the "
                           "{n} games each player won, drew and lost", n).format(n=n), columns, rows,
                  True)  # fmt: skip
    return table, spoken


class Reporter(MatchReporter[AtTable]):
    """King's Court's widget events: a game is a deal (its winner, if not drawn), the match the match."""

    game = "kings-court"

    def change(self, s: AtTable, index: int, seat: int) -> int:
        return points(s.match.results[index], (seat - index) % 2)

    def deal_over(self, s: AtTable, index: int) -> tuple[int, list[str]]:
        outcome = s.match.results[index].outcome
        assert outcome is not None
        return index + 1, [] if outcome.winner is None else [s.seats[(outcome.winner + index) % 2].name]


# -- the lobby's tile ------------------------------------------------------------------------------------
def lobby_entry(session: AtTable) -> dict[str, Any]:
    """The lobby tile's entry for ``session`` (:mod:`web.shell.lobbyline`).

    >>> from web.kings_court.spec import Session, Setup
    >>> lobby_entry(Session.new(Setup.first(), 5))
    {'resume': True, 'last': 'Game 1 of 2 in progress against a medium CPU, standard rules.'}
    """
    return match_entry(session, "game", session.match.rules.match_games, lambda done: _leader(session, done),
                       "match")  # fmt: skip


def _leader(session: AtTable, done: bool) -> str:
    totals = session.match.totals
    best = max(totals)
    top = sorted((person(session, i) for i, t in enumerate(totals) if t == best), key=lambda p: not p.you)
    figure = ngettext("{n} point", "{n} points", best).format(n=best)
    if len(top) > 1:  # you first: "You and Ada are level"
        if top[0].you:
            text = _("You and {other} tied on {points}") if done else _("You and {other} are level on {points}")
        else:
            text = _("{name} and {other} tied on {points}") if done else _("{name} and {other} are level on {points}")
        # (a list: "El Jugador 1 y el Jugador 2 empataron", the article on both default names, not the second alone)
        return text.format(name=name_list(top[0].name, [top[0].name]), other=top[1].name, points=figure)
    if top[0].you:
        text = _("You won with {points}") if done else _("You lead with {points}")
    else:
        text = _("{name} won with {points}") if done else _("{name} leads with {points}")
    return text.format(name=top[0].name, points=figure)
