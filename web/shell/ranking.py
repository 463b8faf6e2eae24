"""A match's final ranking and how an ending is said aloud (pure), once for every game that ranks its players by
their totals: the rows of the ranking (:func:`ranking`, a game naming each player's cells) and the banner's
:class:`~web.shell.ending.Ending` with the words screen readers hear once (:func:`ending`).

>>> from types import SimpleNamespace as NS
>>> from web.shell.ending import Cell, Column, Table
>>> board = NS(you=0, row_name=lambda seat: ["Ann (you)", "Ben"][seat],
...            match=NS(winners=(1,), standings=lambda: (NS(seat=1, total=5, place=1), NS(seat=0, total=1, place=2))))
>>> rows, spoken = ranking(board, lambda st: (Cell(str(st.total)),))
>>> [(r.place, r.name, r.cells[0].text, r.you, r.winner) for r in rows]
[('1st', 'Ben', '5', False, True), ('2nd', 'Ann (you)', '1', True, False)]
>>> spoken
['1st, Ben, 5 points', '2nd, Ann (you), 1 point']
>>> e = ending("match-over", "Ben wins", "loss", "Good game!", Table("", (Column("Total"),), rows, True), spoken,
...            "normal")
>>> e.spoken, e.celebrate
('Ben wins. Good game! Final ranking: 1st, Ben, 5 points; 2nd, Ann (you), 1 point.', False)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Literal

from kings.i18n import _
from web.shell.ending import Cell, Ending, Mood, Row, Table, amount, ordinal, sentence


def ranking(session: Any, cells: Callable[[Any], tuple[Cell, ...]], more: Callable[[Any], str] | None = None,
            ) -> tuple[tuple[Row, ...], list[str]]:  # fmt: skip
    """The final ranking of ``session.match`` (its ``standings()``, each with ``seat``, ``total`` and ``place``, and
    its ``winners``): a row a player, named as results name them (``Ann (you)``), with ``cells(standing)``; and
    what is said of each (``1st, Ann (you), 12 points``, then ``more(standing)`` if given)."""
    match = session.match
    rows, spoken = [], []
    for st in match.standings():
        label = session.row_name(st.seat)
        rows.append(Row(ordinal(st.place), label, cells(st), st.seat == session.you, st.seat in match.winners))
        spoken.append(f"{ordinal(st.place)}, {label}, {amount(st.total, 'point')}{more(st) if more else ''}")
    return tuple(rows), spoken


def ending(kind: Literal["deal-over", "match-over"], headline: str, mood: Mood, lead: str, table: Table,
           spoken: Sequence[str], speed: str, heading: str | None = None) -> Ending:  # fmt: skip
    """A deal's or the match's :class:`~web.shell.ending.Ending`: said as its headline (a full stop unless it ends
    in "!"), its lead, then ``heading`` and what is said of each row; celebrated when the viewer won, but at the
    instant speed."""
    heading = _("Final ranking: ") if heading is None else heading
    said = f"{sentence(headline)} {lead} {heading}{'; '.join(spoken)}."
    return Ending(kind, headline, mood, lead, table, (), mood == "win" and speed != "instant", said)
