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
                      "Points left in hand each round; the lowest total after the last round wins.",
                      short_labels(names))  # fmt: skip


def short_labels(names: tuple[str, ...], least: int = 3) -> tuple[str, ...]:
    """Each name as the fewest of its first letters (``least`` at least) that no other name starts with; where its
    first name starts another's, the first name and the initials of the words after it that tell them apart; the name
    and its seat's number where two are the same. Eight names stood on end in the side's sheet, cut ("Wilhelmin…").

    >>> short_labels(("You", "Wilhelmina Montgomery", "Wolfgang Amadeus", "Montgomery Worthington",
    ...               "Montgomery Wellesley", "Al", "Ada", "Ada"))
    ('You', 'Wil', 'Wol', 'Montgomery Wo', 'Montgomery We', 'Al', 'Ada 7', 'Ada 8')
    """
    out = []
    for i, name in enumerate(names):
        others = [m.casefold() for j, m in enumerate(names) if j != i]
        label = name
        if name.casefold() in others:
            label = f"{name} {i + 1}"
        else:
            first = name.split(" ")[0]
            cut = next((first[:k] for k in range(least, len(first) + 1)
                        if not any(m.startswith(first[:k].casefold()) for m in others)), None)  # fmt: skip
            if cut is None:  # (another name starts with this one's first name): then the next words' letters
                cut = next((name[:k] for k in range(len(first) + 2, len(name) + 1)
                            if name[k - 1] != " " and not any(m.startswith(name[:k].casefold()) for m in others)),
                           name)  # fmt: skip
            label = cut if len(cut) < len(name) else name
        out.append(label)
    return tuple(out)
