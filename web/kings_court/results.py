"""The end of a game and of a match of King's Court, from the viewer's side (pure), as the shell's
:class:`~web.shell.ending.Ending`: why the game ended (the engine's words), what each side took and kept in the
Court, the points; then the match's ranking.

"You" is the one human playing against a CPU, whatever their name. A win scores 2 points, a draw 1 each.
"""

from __future__ import annotations

from kings.kings_court.match import DRAW, WIN
from kings.kings_court.state import COLOURS, GREEN, ORANGE, CourtGame
from kings.kings_court.texts import game_ending as why
from web.kings_court.session import Session
from web.shell.ending import Cell, Column, Ending, Mood, Row, Table, amount, join_names, match_headline, ordinal


def you_seat(session: Session) -> int | None:
    humans = session.humans
    return humans[0] if len(humans) == 1 else None


def _label(session: Session, seat: int, you: int | None) -> str:
    name = session.seats[seat].name
    return name if seat != you or name == "You" else f"{name} (you)"


def points(game: CourtGame, colour: int) -> int:
    """What ``colour`` scored in the finished ``game``."""
    outcome = game.outcome
    assert outcome is not None
    return DRAW if outcome.winner is None else WIN if outcome.winner == colour else 0


def game_ending(session: Session, speed: str) -> Ending:
    """A finished game of the match (the last one is :func:`match_ending`'s): who won and why, and the next."""
    game = session.shown
    outcome = game.outcome
    assert outcome is not None
    you = you_seat(session)
    names = [s.name for s in session.seats]
    humans = session.humans
    mood: Mood = "neutral"
    if outcome.winner is None:
        headline = "A draw"
    else:
        seat = session.seat_of(outcome.winner)
        headline, mood = match_headline(names, (seat,), you, len(humans) > 1 and seat in humans, "game")
    lead = why(game) or ""
    n, total = session.number + 1, session.match.rules.match_games
    if you is not None:
        lead += f" Game {n} of {total}: next, you play {COLOURS[1 - session.colour_of(you)]}."
    else:
        lead += f" Game {n} of {total}: next, the colours swap."
    rows, spoken = [], []
    for colour in (ORANGE, GREEN):
        seat = session.seat_of(colour)
        label = _label(session, seat, you)
        won = points(game, colour)
        # the colour under the name, not a column of its own: a phone has room for the figures only
        rows.append(Row("", label, (Cell(str(game.captured(1 - colour))), Cell(str(game.court_pieces(colour))),
                                    Cell(str(won)), Cell(str(session.match.totals[seat]))),
                        seat == you, outcome.winner == colour, note=COLOURS[colour]))  # fmt: skip
        spoken.append(f"{label}: {amount(won, 'point')}, {session.match.totals[seat]} in all")
    columns = (Column("Took"), Column("In the Court"), Column("This game"), Column("Total"))
    table = Table(f"Game {n}: what each side took and kept", columns, tuple(rows), False)
    said = f"{headline}. {lead} " + "; ".join(spoken) + "."
    return Ending("deal-over", headline, mood, lead, table, (), mood == "win" and speed != "instant", said)


def match_ending(session: Session, speed: str) -> Ending:
    """The finished match: the most points win; the ranking with each game's points."""
    match = session.match
    you = you_seat(session)
    names = [s.name for s in session.seats]
    humans = session.humans
    won = match.winners
    headline, mood = match_headline(names, won, you, len(humans) > 1 and any(w in humans for w in won))
    last = why(session.shown) or ""
    who = join_names(["You" if s == you else names[s] for s in sorted(won, key=lambda s: s != you)])
    games = len(match.results)
    lead = f"{last} {who} {'tied on' if len(won) > 1 else 'had'} the most points after {games} game" \
           f"{'' if games == 1 else 's'}."  # fmt: skip
    if mood == "loss":
        lead += " Good game!"
    rows, spoken = [], []
    columns = [Column("Total")] + [Column(f"Game {i + 1}", str(i + 1)) for i in range(games)]
    for st in match.standings():
        label = _label(session, st.seat, you)
        cells = [Cell(str(st.total))]
        for i, game in enumerate(match.results):
            colour = (st.seat - i) % 2
            cells.append(Cell(f"{points(game, colour)} ({COLOURS[colour][0]})"))
        rows.append(Row(ordinal(st.place), label, tuple(cells), st.seat == you, st.seat in won))
        spoken.append(f"{ordinal(st.place)}, {label}, {amount(st.total, 'point')}")
    table = Table("The final ranking: most points first (a win 2, a draw 1; O played Orange, G Green)",
                  tuple(columns), tuple(rows), True)  # fmt: skip
    said = f"{headline}{'' if headline.endswith('!') else '.'} {lead} Final ranking: {'; '.join(spoken)}."
    return Ending("match-over", headline, mood, lead, table, (), mood == "win" and speed != "instant", said)
