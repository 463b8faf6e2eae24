"""King's whole page: the table (:class:`web.king.dom.Dom`) and, from the shell's
:class:`~web.shell.dom_page.TablePage`, keyboard play, focus keeping, the dialogs, statistics and sounds; and the
score-sheet dialog with its cue that more rows lie below (page code).

In the 360x500 widget the sheet scrolls between its words and Close, and a new player saw no sign of it: while rows
lie below the sheet's visible part, "More below" shows beside Close and the sheet's box carries ``data-more`` (its
scores row, held at the box's foot, then casts a shade upward: table-sheet.css). Where the whole sheet shows, or once
it is scrolled to its end, neither shows.
"""

from __future__ import annotations

from typing import Any

from web.king import GAME
from web.king.dom import Dom
from web.king.dom_input import Input
from web.king.dom_keys import Keys
from web.king.setup import preset_name
from web.shell.dom_page import TablePage
from web.shell.page import PageCode, nn

#: Pixels from the end that count as the end (a fractional scroll position never quite reaches it).
SLACK = 2


def more_below(top: float, seen: float, whole: float) -> bool:
    """Whether a box scrolled ``top`` px, showing ``seen`` px of ``whole``, has rows below what it shows.

    >>> more_below(0, 200, 500), more_below(300, 200, 500), more_below(0, 500, 500), more_below(299.5, 200, 500)
    (True, False, False, False)
    """
    return top + seen < whole - SLACK


def whole_rows(top: float, seen: float, held: float, rows: list[tuple[float, float]]) -> float:
    """How many px shorter to make a box scrolled ``top`` px and showing ``seen`` px, whose last ``held`` px are a row
    held at its foot (sticky), so that the rows above that one end whole: the held row covered half of "Negative
    total" at scroll 0 in the widget, which read as a defect (issue 46). ``rows``: each scrolling row's (top, bottom)
    in the box's content. 0 when no row reaches under the held one.

    >>> whole_rows(0, 300, 40, [(0, 30), (30, 240), (240, 280), (280, 320)])  # 260 px above the held row: 20 cut
    20.0
    >>> whole_rows(0, 300, 40, [(0, 260), (260, 300)]), whole_rows(100, 300, 40, [(0, 350), (350, 390)])
    (0.0, 10.0)
    """
    limit = top + seen - held
    return next((float(limit - up) for up, down in rows if up < limit - SLACK / 2 and down > limit + SLACK / 2), 0.0)


class SheetCue(PageCode):
    """Shows or hides the "More below" cue as the sheet scrolls, the window resizes or the dialog opens."""

    def __init__(self, document: Any, window: Any, proxy: Any) -> None:
        super().__init__(document, proxy)
        self.win = window
        self.box = nn(document.querySelector("#king-sheet-dialog .sheet-scroll"))
        self.cue = nn(document.querySelector("#king-sheet-dialog .sheet-more"))

    def bind(self) -> None:
        if self.box is None or self.cue is None:
            return
        self.listen(self.box, "scroll", lambda _e: self.update())
        self.listen(self.win, "resize", lambda _e: self.update(fit=True))

    def update(self, fit: bool = False) -> None:
        """The cue as the sheet stands now (call once the dialog is open: a closed dialog measures nothing); with
        ``fit``, the box first made to end on a whole row above the held scores row (not while it scrolls: the box
        would change its height under a finger)."""
        if self.box is None or self.cue is None or not self._open():
            return  # every render calls this: a closed sheet is left alone (no style write, no forced layout)
        if fit:
            self.fit()
        more = more_below(float(self.box.scrollTop), float(self.box.clientHeight), float(self.box.scrollHeight))
        self.cue.hidden = not more
        if more:
            self.box.setAttribute("data-more", "below")
        else:
            self.box.removeAttribute("data-more")

    def _open(self) -> bool:
        dialog = nn(self.box.closest("dialog"))
        return dialog is not None and bool(dialog.open)

    def fit(self) -> None:
        box = self.box
        box.style.maxHeight = ""
        held = box.querySelector("tr.final")
        if held is None or box.clientHeight == 0 or box.scrollHeight <= box.clientHeight + SLACK:
            return
        origin = float(box.getBoundingClientRect().top) + float(box.clientTop) - float(box.scrollTop)
        rows = [(float(r.top) - origin, float(r.bottom) - origin)
                for r in (tr.getBoundingClientRect() for tr in box.querySelectorAll("tr:not(.final)"))]
        foot = float(held.getBoundingClientRect().height)
        cut = whole_rows(float(box.scrollTop), float(box.clientHeight), foot, rows)
        if cut > 0:
            box.style.maxHeight = f"{float(box.getBoundingClientRect().height) - cut:.1f}px"


class Page(TablePage, Dom):
    """:class:`~web.king.dom.Dom` and everything around the table."""

    game, prefix, area = GAME, "king-", 'main[data-table="king"] .play-area'
    stats_words = ("hand", "games")
    rules_name = staticmethod(preset_name)

    def __init__(self, document: Any, window: Any, proxy: Any) -> None:
        super().__init__(document, window, proxy)
        self.sheet_cue = SheetCue(document, window, proxy)

    def new_input(self) -> Input:
        return Input(self)

    def new_keys(self) -> Keys:
        return Keys(self)

    def bind(self, app: Any) -> None:
        super().bind(app)
        self.sheet_cue.bind()

    def render(self, t: Any, animate: bool) -> None:
        super().render(t, animate)
        self.sheet_cue.update(fit=True)  # a hand played while the sheet is open adds a row's figures

    def show_sheet(self) -> None:
        self.help.open("king-sheet-dialog")
        self.sheet_cue.update(fit=True)
