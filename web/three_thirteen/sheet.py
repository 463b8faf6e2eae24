"""3-13's score sheet (pure): a row a round, a column a player, who went out marked, the running totals and who
leads (the lowest).

A row is named by its round's number under the heading "Round", as the rest of the table names it ("Round 1 of 11");
its cards and wild rank are the row's detail (shown on hover). It said "3: 3s wild", which read as a third round.

>>> from web.three_thirteen.setup import default_setup
>>> from web.three_thirteen.session import Session
>>> sheet = build(Session.new(default_setup(), seed=3))
>>> sheet.rows[0].label, sheet.rows[0].detail, sheet.rows[0].current, sheet.totals
('1', 'Round 1 of 11: 3 cards, threes are wild', True, ('0', '0', '0'))
"""

from __future__ import annotations

from kings.three_thirteen.round import round_size
from web.three_thirteen.narrate import wild_words
from web.three_thirteen.session import Session
from web.three_thirteen.viewmodels import ScoreSheet, SheetRow


def build(session: Session) -> ScoreSheet:
    match = session.match
    names = tuple(s.name for s in session.seats)
    n = len(names)
    rows = []
    count = max(match.rounds, len(match.results) + (1 if session.in_round else 0))
    for number in range(count):
        cards, wild = round_size(match.rules, number)
        bonus = number >= match.rounds
        label = "Bonus" if bonus else str(number + 1)
        title = "Bonus round" if bonus else f"Round {number + 1} of {match.rounds}"
        detail = f"{title}: {cards} cards, {wild_words(wild).lower()}"
        if number < len(match.results):
            r = match.results[number]
            cells = tuple(str(r.points[s]) if s in r.seats else "–" for s in range(n))
            out = tuple(r.out == s for s in range(n))
        else:
            cells, out = ("",) * n, (False,) * n
        rows.append(SheetRow(label, cells, out, number == match.number and session.in_round, detail))
    low = min(match.totals)
    return ScoreSheet(names, tuple(rows), tuple(str(t) for t in match.totals),
                      tuple(bool(match.results) and t == low for t in match.totals),
                      "Points left in hand each round; the lowest total after the last round wins.")  # fmt: skip
