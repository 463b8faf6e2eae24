"""Where a box that scrolls its lines rests, and how tall it is, so that no line is cut by its edges (pure: no page).

A box that scrolls a list (a log, a banner's table, the house rules) rests where its edges fall between two lines:
its top on the top of a line, its foot under the last line it holds whole, not through the next one ("Kings: 1 of 4"
showing the top half of its letters, a score sheet's row cut in two by a phone's fold). The page code measures the
lines (web/shell/dom_movelog.py, web/shell/dom_ending.py) and gives the box the height and the scroll found here.
"""

from __future__ import annotations

from collections.abc import Sequence

#: a pixel's rounding either way is not a cut
SLACK = 1.0

Span = tuple[float, float]  #: a line's top and bottom, in the box's content pixels from its top at scroll 0


def _cuts(lines: Sequence[Span], y: float) -> bool:
    """Whether an edge at ``y`` goes through a line."""
    return any(top < y - SLACK and bottom > y + SLACK for top, bottom in lines)


def _foot(lines: Sequence[Span], start: float, room: float) -> float | None:
    """The lowest edge at most ``room`` under ``start`` that cuts no line, under a line held whole; None if not one
    line fits whole."""
    feet = sorted((bottom for top, bottom in lines if top >= start - SLACK and bottom <= start + room + SLACK),
                  reverse=True)  # fmt: skip
    return next((foot for foot in feet if not _cuts(lines, foot)), None)


def whole_window(lines: Sequence[Span], room: float, want: Span | None = None) -> Span | None:
    """``(scroll, height)`` for a box whose ``room`` (the height it has) shows ``lines`` with no line cut at either
    edge: it rests at its top, and its height, at most ``room``, ends under the last line it holds whole. With
    ``want`` (your row), it scrolls to the first top of a line from which it shows that row whole; a row taller than
    the room is shown from its top. None: nothing to change (all the lines fit the room, or not one line fits whole
    where the box must rest)."""
    if not lines or max(bottom for _, bottom in lines) <= room + SLACK:
        return None
    if want is not None and want[1] - want[0] > room + SLACK:
        return (want[0], room)
    starts = [0.0] if want is None else sorted({0.0, *(top for top, _ in lines if 0 < top <= want[0] + SLACK)})
    for start in starts:
        foot = None if _cuts(lines, start) else _foot(lines, start, room)
        if foot is None:
            continue
        if want is None or (want[0] >= start - SLACK and want[1] <= foot + SLACK):
            return (start, foot - start)
    return None
