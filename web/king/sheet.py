"""King's score sheet laid out like the source's table (pure): the contracts as rows, the players as
columns, each hand's total checked against what it must share out, the negative and positive totals,
and the final scores, which sum to zero.

The source gives two ways to keep it, both offered: one running column per player, or "a block of two
columns for each player, a positive and a negative" (``columns="two"``).

>>> from web.king.setup import default_setup
>>> from web.king.session import Session
>>> sheet = build(Session.new(default_setup(), seed=3))
>>> [(r.label, r.each, r.expected) for r in sheet.rows][:2], sheet.rows[-1].expected
([('Tricks', '-20', '-260'), ('Hearts', '-20', '-260')], '0')
"""

from __future__ import annotations

from typing import Literal

from kings.king.contracts import POSITIVE_TOTAL
from kings.king.results import HandResult
from web.king.session import Session
from web.king.viewmodels import ScoreSheet, SheetRow
from web.king.words import POSITIVE_EACH, contract_short, contract_tiny, each_text, each_title
from web.shell.seats import short_names

#: The longest label a player's column shows where there is room (a desktop's sheet): ``Bartholomew``
FIRST_MOST = 12
#: In place of the players' points in a hand's row before it is played, and in the one being played.
NOT_PLAYED, BEING_PLAYED = "Not played yet", "Being played"


def _signed(n: int) -> str:
    return f"{n:+d}" if n else "0"


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
    each, title = (each_text(contract), each_title(contract)) if not result.forfeited else (POSITIVE_EACH,
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
    return f"{note}: {_signed(expected)} at\u00a0stake"  # "at stake" kept together


def _sum(label: str, short: str, results: list[HandResult], expected: int, kind: Literal["sum", "final"],
         seats: int, complete: bool) -> SheetRow:  # fmt: skip
    sums = tuple(sum(r.points[s] for r in results) for s in range(seats))
    minus = tuple(str(sum(p for r in results if (p := r.points[s]) < 0) or "") for s in range(seats))
    plus = tuple(f"+{v}" if (v := sum(p for r in results if (p := r.points[s]) > 0)) else "" for s in range(seats))
    shown = tuple(_signed(v) for v in sums) if results else ("",) * seats
    note = "" if results else "Nothing scored yet" if kind == "final" else _stake(NOT_PLAYED, expected)
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
    rows.append(_sum("Negative total", "Negative", done_neg, sum(c.total for c in negatives), "sum", n,
                     len(done_neg) == len(negatives)))  # fmt: skip
    for k in range(len(game.schedule) - len(negatives)):
        number = len(negatives) + k
        first = game.first_dealer
        seat = (first + number) % n if first is not None else -1
        who = names[seat] if seat >= 0 else ""
        tag = f"+ {tags[seat]}" if who else "Positive"  # "+ Wil", as the column's head reads
        if number < len(results):
            r = results[number]
            how = "forfeited" if r.forfeited else contract_short(r.contract)
            rows.append(_played("Positive", tag, POSITIVE_TOTAL, r, who, how, seat))
        else:
            rows.append(_to_play("Positive", tag, POSITIVE_EACH, each_title(None), POSITIVE_TOTAL, n,
                                 number == game.number, "positive", who, seat))  # fmt: skip
    done_pos = results[len(negatives) :]
    positives = len(game.schedule) - len(negatives)
    rows.append(_sum("Positive total", "Positive", done_pos, POSITIVE_TOTAL * positives, "sum", n,
                     len(done_pos) == positives))
    # held at the sheet's foot under the hand rows, "Scores so far" read as their sum: the game's score, in its words
    scores = "Final scores" if game.over else "Game score" if results else "Scores"
    rows.append(_sum(scores, "Final" if game.over else "Scores", results, 0, "final", n, game.over))
    # what a row, a column and "Points each" are, in plain words (review 58); the tick's "ticked when they add up"
    # was jargon (review 59): the "Total" column says what it is in its title
    caption = (f"Each row is a hand, each column a player's points. Points each: what one trick or card scores. "
               f"After {len(game.schedule)} hands the highest score wins.")  # fmt: skip
    return ScoreSheet(names, tuple(rows), columns, caption, tags, short_names(names, FIRST_MOST))
