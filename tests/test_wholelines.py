"""web.shell.wholelines: a box that scrolls its lines rests with both edges between lines (issue 46)."""

from __future__ import annotations

import pytest

from web.shell.wholelines import Span, whole_window


def rows(*heights: float, gap: float = 0.0, top: float = 0.0) -> list[Span]:
    """Lines of these heights one under the other, ``gap`` between them, the first at ``top``."""
    out, y = [], top
    for h in heights:
        out.append((y, y + h))
        y += h + gap
    return out


def cut(lines: list[Span], y: float) -> bool:
    return any(a < y - 1 and b > y + 1 for a, b in lines)


def test_lines_that_fit_change_nothing() -> None:
    assert whole_window(rows(20, 20, 20), 60) is None
    assert whole_window(rows(20, 20, 20), 100, want=(40, 60)) is None
    assert whole_window([], 10) is None


def test_the_foot_falls_under_the_last_whole_line() -> None:
    # 100 px of room over lines of 30: the third ends at 90, the fourth would be cut at 100
    assert whole_window(rows(30, 30, 30, 30), 100) == (0.0, 90.0)


def test_lines_of_different_heights_and_gaps() -> None:
    # a newest-first log: entries of one and two lines with a gap; the foot sits under the last whole entry
    lines = rows(18, 36, 18, 36, 18, gap=6.4, top=4)
    scroll, height = whole_window(lines, 110) or (-1, -1)
    assert scroll == 0.0
    assert height == pytest.approx(lines[2][1])
    assert not cut(lines, scroll + height) and height <= 110


def test_your_row_scrolled_to_starts_on_a_line() -> None:
    # a banner's table: a caption-like head of 40, then rows of 25; 120 px of room; your row the eighth
    lines = rows(40, *[25] * 10)
    want = lines[8]
    scroll, height = whole_window(lines, 120, want) or (-1, -1)
    assert scroll in {a for a, _ in lines}, "the top edge on the top of a line"
    assert not cut(lines, scroll) and not cut(lines, scroll + height)
    assert scroll <= want[0] and want[1] <= scroll + height <= scroll + 120, "your row whole in sight"
    # the first such place: one line further up would leave your row under the foot
    earlier = max(a for a, _ in lines if a < scroll)
    assert want[1] > earlier + 120


def test_your_row_already_in_sight_leaves_the_box_at_its_top() -> None:
    lines = rows(30, 30, 30, 30, 30)
    assert whole_window(lines, 100, want=lines[1]) == (0.0, 90.0)


def test_a_line_taller_than_the_room() -> None:
    # nothing fits whole at the box's top: nothing to change (the box rests at its top)
    assert whole_window(rows(200, 30, 30), 100) is None
    # your row itself taller than the room: the box starts with it
    lines = rows(30, 30, 150, 30)
    assert whole_window(lines, 100, want=lines[2]) == (60.0, 100)


def test_nested_lines_are_never_cut() -> None:
    # a group row spanning two rows (top 0 to 60) and the rows inside it: no edge may fall at 30
    lines = [(0.0, 60.0), (0.0, 30.0), (30.0, 60.0), (60.0, 90.0), (90.0, 120.0)]
    assert whole_window(lines, 50) is None
    assert whole_window(lines, 100) == (0.0, 90.0)
    assert whole_window(lines, 50, want=(60.0, 90.0)) == (60.0, 30.0)
    assert whole_window(lines, 60, want=(90.0, 120.0)) == (60.0, 60.0)
