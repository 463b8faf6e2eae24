"""How much taller the table's long piles may grow on this screen (pure).

A pile fans its cards downwards, one *step* apart, and each row of the table is as tall as its
longest pile. On a screen too short for every fan, the piles would push the player's hand out of
sight; instead they squeeze their middle cards (web/shell/a11y.css: the bottom card keeps a full step,
the top card shows whole). :mod:`web.corners.dom` measures the room the screen has to spare, and
:func:`room` shares it between the rows: a row that needs little gets all it needs, the longest
rows share the rest equally. The result goes to CSS as ``--room``: the height any pile may grow
beyond the two cards a row always has space for.

>>> room(slack=100, extras=(1, 0, 3), step=20)  # needs 20 and 60: both fit
60.0
>>> room(slack=50, extras=(1, 0, 3), step=20)  # 20 for the short row, 30 for the long one
30.0
>>> room(slack=-10, extras=(2, 2, 2), step=20)  # no room at all: every middle card squeezed
0.0
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

#: The piles of each row of the table, top to bottom (the stock sits between W and E).
ROWS: tuple[tuple[str, ...], ...] = (("NW", "N", "NE"), ("W", "E"), ("SW", "S", "SE"))

#: Pixels kept free below what must stay on screen (the hand, or the table beside it), besides
#: the page's own padding: so rounding never makes the page scroll by a pixel.
MARGIN = 2.0


def extras(lengths: Mapping[str, int]) -> tuple[int, ...]:
    """Per row, the cards of its longest pile beyond the two every row has room for."""
    return tuple(max(0, max(lengths.get(place, 0) for place in row) - 2) for row in ROWS)


def room(slack: float, extras: Sequence[int], step: float) -> float:
    """The growth each pile may take, in pixels, so the rows' growth fits in ``slack``.

    Every row gets its whole fan (``extra * step``) if the slack allows. Otherwise one cap is
    found such that the rows' needs, each cut to the cap, add up to the slack (water-filling)."""
    needs = sorted(e * step for e in extras if e > 0)
    if not needs:
        return 0.0
    if slack >= sum(needs):
        return float(needs[-1])
    left = max(0.0, slack)
    for i, need in enumerate(needs):
        share = left / (len(needs) - i)
        if need > share:
            return share
        left -= need
    return float(needs[-1])  # not reached: the needs added up to more than the slack
