"""Measures the height the screen has to spare and gives it to the long piles (page code).

:mod:`web.shell.fit` decides how to share it; this module reads the page (the hand's bottom, how much
the rows have already grown, the fan step in pixels) and writes the table's ``--room``, after
every render and when the window is resized. JS objects are ``Any``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from web.shell import fit


def _px(value: Any) -> float:
    """A computed CSS length such as ``'22.5px'`` in pixels (0 if it is not one)."""
    text = str(value).strip()
    try:
        return float(text.removesuffix("px")) if text.endswith("px") else 0.0
    except ValueError:
        return 0.0


class Fit:
    """Keeps the table's ``--room`` in step with the screen and the piles' lengths."""

    def __init__(self, document: Any, window: Any, piles: Mapping[str, Any]) -> None:
        self.win = window
        self.doc = document
        self.piles = piles
        self.table = document.getElementById("table")
        self.hand = document.getElementById("hand")
        self.game = document.querySelector("main.game")
        self.lengths: dict[str, int] = {}
        self.room = ""
        self._observer: Any = None
        self._observer_callback: Any = None

    def observe(self, proxy: Any) -> None:
        """Measure again whenever what lies around the table changes size (a message, the coach or
        the seats come and go, the hand wraps), not only on renders and window resizes: a stale
        measure squeezes piles that have room, or lets them push the hand out of sight.
        ``proxy`` keeps the Python callback alive for the browser (``pyodide.ffi.create_proxy``)."""
        self._observer_callback = proxy(lambda *_: self.update())
        observer = self.win.ResizeObserver.new(self._observer_callback)
        for el in (self.hand.parentElement, self.doc.getElementById("players"), self.doc.getElementById("coach")):
            if el is not None:
                observer.observe(el)
        self._observer = observer

    def update(self, lengths: Mapping[str, int] | None = None) -> None:
        """Measure and set ``--room`` (for new pile ``lengths``, or the last ones on a resize)."""
        if lengths is not None:
            self.lengths = dict(lengths)
        extras = fit.extras(self.lengths)
        room = 0.0
        if any(extras):
            style = self.win.getComputedStyle
            step = _px(style(self.table).getPropertyValue("--step"))
            short = _px(style(self.piles["N"]).minHeight)  # a row with piles of two cards or fewer
            grown = sum(max(0.0, max(float(self.piles[p].offsetHeight) for p in row) - short) for row in fit.ROWS)
            # what must stay in sight without scrolling: the hand below the table, or the table
            # beside the hand (short screens); in page coordinates, whatever the scroll
            seen = max(float(el.getBoundingClientRect().bottom) for el in (self.hand, self.table))
            below = _px(style(self.game).paddingBottom)  # else the page would scroll by that much
            slack = float(self.win.innerHeight) - fit.MARGIN - below - (seen + float(self.win.scrollY)) + grown
            room = fit.room(slack, extras, step)
        value = f"{room:.1f}px"
        if value != self.room:
            self.room = value
            self.table.style.setProperty("--room", value)
