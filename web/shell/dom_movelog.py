"""A game's move log on the page (page code, no ``js`` import): a ``<li>`` per line, kept in step by key, resting at
its newest line with whole lines at both edges.

A log that scrolls shows its end: the newest move whole at its foot. Scrolled there by the height of its lines, its
top edge fell anywhere, often through an entry ("…Oglethorpe moved the Q♣ pile onto K♥", the name above the edge);
and a panel that changed size after the scroll (a score sheet gaining a column, a banner, a turned phone) left the
newest line cut mid-sentence. So the log rests with its top edge between two entries (room under the newest line
makes up the difference), and goes back to its end whenever its box changes size.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from web.shell.dom_keyed import KeyedList
from web.shell.page import PageCode


class MoveLog:
    """The log ``box`` (an ``<ol>``): :meth:`show` its lines; it follows its end as it grows and as it is resized."""

    def __init__(self, page: PageCode, window: Any, box: Any) -> None:
        self.box = box
        self._list: KeyedList[str] = KeyedList(box, lambda line: page.el("li", "", line))
        #: the box's size changed: back to the end (the proxy kept alive for the page's lifetime)
        self._resized = page.proxy(lambda *_: self.follow())
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
