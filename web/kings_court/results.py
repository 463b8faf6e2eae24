"""The end of a game and of a match of King's Court, from the viewer's side (pure), as the shell's
:class:`~web.shell.ending.Ending`: who won and how, by name (:mod:`web.kings_court.words`), who plays what next, the
pieces each side captured and kept in the Court, the points; then the match's ranking.

"You" is the one human playing against a CPU, whatever their name. A win scores 2 points, a draw 1 each.
:class:`Reporter` tells the same results to the embeddable widget's host.
"""

from __future__ import annotations

from typing import Any

from kings.kings_court.match import DRAW, WIN, Standing
from kings.kings_court.outcome import COLOURS, GREEN, ORANGE
from kings.kings_court.state import CourtGame
from web.kings_court.words import AtTable, by_colour, ending
from web.shell.ending import Cell, Column, Ending, Mood, Row, Table, amount, join_names, match_headline
from web.shell.lobbyline import match_entry
from web.shell.person import person
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
        headline = f"Game {n} is a draw"
    else:
        seat = session.shown_seats[outcome.winner]
        mood = match_headline(names, (seat,), you, len(humans) > 1 and seat in humans, "game")[1]
        headline = f"{players[outcome.winner].does('win')} game {n}" + ("!" if mood == "win" else "")
    # next, the colours swap: what you play (a long name once is enough), else who plays Orange and so moves first
    mine = next((c for c in (ORANGE, GREEN) if players[c].you), None) if you is not None else None
    first = players[GREEN]
    swap = (f"you play {COLOURS[1 - mine]}" + (" and move first" if mine == GREEN else ", and Orange moves first")
            if mine is not None else f"{first.does('play', False)} Orange and {'move' if first.you else 'moves'} first")
    lead = f"{ending(game, players)} Game {n + 1} of {total} is next, the colours swapped: {swap}."
    rows, spoken = [], []
    for colour in (ORANGE, GREEN):
        seat = session.shown_seats[colour]
        label = session.row_name(seat)
        won = points(game, colour)
        # the colour under the name, not a column of its own: a phone has room for the figures only
        rows.append(Row("", label, (Cell(str(game.captured(1 - colour))), Cell(str(game.court_pieces(colour))),
                                    Cell(str(won)), Cell(str(session.match.totals[seat]))),
                        seat == you, outcome.winner == colour, note=COLOURS[colour]))  # fmt: skip
        spoken.append(f"{label}: {amount(won, 'point')}, {session.match.totals[seat]} in all")
    # "In the Court" named a place a new player could not find (issue 46): the centre, named in the caption
    columns = (Column("Captured"), Column("In centre"), Column("Points"), Column("Total"))
    table = Table(f"Game {n}: the pieces each side captured and kept in the centre (the Court); points: a win 2, a "
                  "draw 1",
                  columns, tuple(rows), False)  # fmt: skip
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
        headline = "You win the match!"  # (not the last game alone: that banner said "You win game 1!")
    last = ending(session.shown, by_colour(session))
    who = join_names(["You" if s == you else names[s] for s in sorted(won, key=lambda s: s != you)])
    games = len(match.results)
    lead = f"{last} {who} {'tied on' if len(won) > 1 else 'had'} the most points after {games} game" \
           f"{'' if games == 1 else 's'}."  # fmt: skip
    if mood == "loss":
        lead += " Good game!"
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
    columns = [Column("Total")] + [Column(f"Game {i + 1}", str(i + 1)) for i in range(len(match.results))]
    table = Table("The final ranking: most points first, then each game's points (a win 2, a draw 1) and the colour "
                  "played in it", tuple(columns), rows, True)  # fmt: skip
    return table, spoken


def _by_result(session: AtTable) -> tuple[Table, list[str]]:
    """The ranking of a long match: each player's games won, drawn and lost (twenty games' columns would run past
    any screen, and a banner is never scrolled sideways)."""
    match = session.match

    def counts(st: Standing) -> list[int]:
        scored = [points(game, (st.seat - i) % 2) for i, game in enumerate(match.results)]
        return [scored.count(WIN), scored.count(DRAW), scored.count(0)]

    rows, spoken = ranking(session, lambda st: tuple(Cell(str(n)) for n in (st.total, *counts(st))),
                           lambda st: ": won {}, drew {}, lost {}".format(*counts(st)))  # fmt: skip
    columns = (Column("Total"), Column("Won"), Column("Drawn"), Column("Lost"))
    table = Table(f"The final ranking: most points first (a win 2, a draw 1), then the {len(match.results)} games "
                  "each player won, drew and lost", columns, rows, True)  # fmt: skip
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
    if len(top) > 1:  # you first: "You and Ada are level"
        return f"{top[0].head} and {top[1].name} {'tied' if done else 'are level'} on {best} points"
    return f"{top[0].head} won with {best} points" if done else f"{top[0].does('lead')} with {best} points"
