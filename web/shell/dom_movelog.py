"""A game's move log on the page (page code, no ``js`` import): a ``<li>`` per line, kept in step by key, resting at
its newest line with whole lines at both edges.

A log that scrolls shows its end: the newest move whole at its foot. Scrolled there by the height of its lines, its
top edge fell anywhere, often through an entry ("…Oglethorpe moved the Q♣ pile onto K♥", the name above the edge);
and a panel that changed size after the scroll (a score sheet gaining a column, a banner, a turned phone) left the
newest line cut mid-sentence. So the log rests with its top edge between two entries (room under the newest line
makes up the difference), and goes back to its end whenever its box changes size.

A list that rests at its top (Kings Cup's cards drawn and house rules, newest first) and a banner's table ending its
box through a line are cut back to whole lines instead (:func:`rest_whole`, :class:`TopList`): the box ends under the
last line it holds whole (web/shell/wholelines.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from kings.i18n import _
from web.shell.dom_keyed import KeyedList
from web.shell.page import PageCode, nn
from web.shell.wholelines import whole_window


class MoveLog:
    """The log ``box`` (an ``<ol>``): :meth:`show` its lines; it follows its end as it grows and as it is resized."""

    def __init__(self, page: PageCode, window: Any, box: Any) -> None:
        self.box = box
        if not box.getAttribute("data-empty"):  # a game may word it in its own terms (King's Court's "lances")
            box.setAttribute("data-empty", _("No moves yet."))  # what web/shell/style.css shows in an empty log
        self._list: KeyedList[str] = KeyedList(box, lambda line: page.el("li", "", line))
        #: the box's size changed: back to the end (the proxy kept alive for the page's lifetime)
        self._resized = page.proxy(lambda *args: self.follow())
        window.ResizeObserver.new(self._resized).observe(box)

    def show(self, lines: Sequence[str]) -> bool:
        """``lines`` in the log, the newest in sight; whether anything changed."""
        changed = self._list.show(lines)
        if changed:
            self.follow()
        return changed

    def follow(self) -> None:
        """Scroll to the end, the newest line whole at the foot; an entry cut by the top edge is scrolled past, with
        the room it needs under the newest line."""
        box = self.box
        box.style.paddingBottom = ""
        box.scrollTop = box.scrollHeight
        if float(box.scrollTop) <= 0:
            return  # it all fits: nothing to align
        top = float(box.getBoundingClientRect().top) + float(box.clientTop)
        entry = box.lastElementChild
        while entry is not None:  # from the newest up to the entry at the top edge (a screenful, not the whole log)
            r = entry.getBoundingClientRect()
            if float(r.top) <= top + 1:
                if float(r.bottom) > top + 1 and float(r.top) < top - 1:
                    box.style.paddingBottom = f"{float(r.bottom) - top:.1f}px"
                    box.scrollTop = box.scrollHeight
                return
            entry = entry.previousElementSibling


def rest_whole(box: Any, lines: str = ":scope > *", want: Any = None, scale: float = 1.0) -> None:
    """Give ``box``, which scrolls the lines ``lines`` selects in it, the height at which its foot falls under the
    last line it holds whole, not through the next; with ``want`` (your row), scroll it to the first top of a line
    from which that row shows whole. ``scale``: the box's own pixels per pixel on the screen (a banner entering
    scaled down)."""
    box.style.maxHeight = ""
    room = float(box.clientHeight)
    if float(box.scrollHeight) <= room + 1:
        return
    top = float(box.getBoundingClientRect().top) + float(box.clientTop) / scale
    scrolled = float(box.scrollTop)

    def span(el: Any) -> tuple[float, float]:
        r = el.getBoundingClientRect()
        return ((float(r.top) - top) * scale + scrolled, (float(r.bottom) - top) * scale + scrolled)

    place = whole_window([span(el) for el in box.querySelectorAll(lines)], room,
                         None if want is None else span(want))  # fmt: skip
    if place is None:
        return
    scroll, height = place
    box.style.maxHeight = f"{height + float(box.offsetHeight) - room:.1f}px"
    if want is not None:
        box.scrollTop = scroll


class TopList:
    """A list ``box`` read from its top (the newest first) that ends on a whole entry (its children, or what ``lines``
    selects in it): :meth:`fit` after drawing it; again by itself whenever its room changes (the window, its panel)."""

    def __init__(self, page: PageCode, window: Any, box: Any, lines: str = ":scope > *") -> None:
        self.box, self.lines = box, lines
        self._resized = page.proxy(lambda *args: self.fit())  #: (kept alive for the page's lifetime)
        observer = window.ResizeObserver.new(self._resized)
        observer.observe(box)
        observer.observe(box.parentElement)
        window.addEventListener("resize", self._resized)

    def fit(self) -> None:
        """The box's foot under the last entry it holds whole at its top. Squeezed under one entry (twelve players
        left Kings Cup's house rules 24 px of a 93 px rule, in a side that scrolls anyway), what holds it grows
        to show that entry whole."""
        box, holder = self.box, self.box.parentElement
        holder.style.minHeight = ""
        rest_whole(box, self.lines)
        first = nn(box.querySelector(self.lines))
        if first is None or float(box.clientHeight) <= 0:
            return  # empty, or not on the page now
        foot = float(box.getBoundingClientRect().top) + float(box.clientTop) + float(box.clientHeight)
        short = float(first.getBoundingClientRect().bottom) - foot
        if short > 1:
            holder.style.minHeight = f"{float(holder.offsetHeight) + short:.1f}px"
            rest_whole(box, self.lines)
