"""Pointer and click input at King's table: page code, owned by :class:`web.king.dom.Dom`.

A tap on a card of your hand plays it (or says why it may not be played); a card dragged onto the
table is played there, one dropped anywhere else goes back. Buttons carry ``data-action`` (the
controller's actions) or ``data-move`` (an answer of the auction step, in notation). What every
hand's gestures share is the shell's :class:`~web.shell.dom_gestures.HandGestures`.

The keyboard and the focus at King's table: page code, owned by :class:`web.king.dom.Page`.

Your cards are one Tab stop (a roving tabindex: the arrow keys move between them); Enter or Space
plays the card under focus (the button's own click, handled by :mod:`web.king.dom_input`). The
single keys of :mod:`web.king.spec` work anywhere outside forms and dialogs. After a render the focus
is put back in the game if the page took it away: on the next card when yours was played, on the
first answer when the auction asks you, on the banner's button when a hand ends.

The score-sheet dialog's cue that more rows lie below (:class:`SheetCue`, page code owned by
:class:`web.king.dom.Dom`): in the 360x500 widget the sheet scrolls between its words and Close, and a new player saw
no sign of it: while rows lie below the sheet's visible part, a button beside Close says how many ("4 more rows ↓")
and scrolls the sheet on by what it shows, and the sheet's box carries ``data-more`` (its scores row, held at the
box's foot, then casts a shade upward: table-sheet.css). Where the whole sheet shows, or once it is scrolled to its
end, neither shows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kings.i18n import ngettext
from web.king import spec
from web.shell.dom_gestures import HandGestures, Table
from web.shell.dom_handkeys import HandKeys
from web.shell.page import PageCode, nn

if TYPE_CHECKING:
    from web.king.app import App
    from web.king.viewmodels import TableView


class Input(HandGestures["App"]):
    """King's gestures: a card dropped on the table is played; the auction's answers are buttons."""

    def __init__(self, dom: Table) -> None:
        super().__init__(dom, "#king-hand [data-card]")

    def may_drag(self, app: App) -> bool:
        return app.can_act()  # a card that may not be played now does not leave the hand (the App says why)

    def drop(self, app: App, key: str, card: Any, hit: Any) -> None:
        if hit is not None and nn(hit.closest("#king-table")) is not None:
            app.tap_card(key)
        else:
            app.render()

    def click(self, app: App, target: Any) -> bool:
        move = nn(target.closest("[data-move]"))
        if move is None:
            return False
        app.choose(str(move.getAttribute("data-move")))
        return True


HAND = "#king-hand [data-card]"


class Keys(HandKeys["App"]):
    """Key presses to intents, the roving tabindex, and focus kept in the game."""

    app: App | None

    def __init__(self, page: PageCode) -> None:
        super().__init__(page, HAND, 'main[data-table="king"]', spec.KEYMAP)


    def focus_hand(self) -> bool:
        cards = self._cards()
        if not cards:
            return False
        self.roving()
        self.page.focus(cards[self.index])
        return True

    def after_render(self, before: str | None, t: TableView) -> None:
        """Put the focus back in the game if the render took it away."""
        self.roving()
        if before is None or not self._lost():
            return
        if t.banner is not None:
            return  # the banner focuses its own button when it shows
        first = nn(self.doc.querySelector("#king-bidding button:not([disabled])"))
        if t.bidding is not None and first is not None and t.actor == "human":
            self.page.focus(first)
        else:
            self.fallback()

    def fallback(self) -> None:
        if not self.focus_hand():
            self.page.focus(self.doc.querySelector('main[data-table="king"] .controls [data-action="hint"]'))


# -- the score sheet's cue that more rows lie below ----------------------------------------------------
#: Pixels from the end that count as the end (a fractional scroll position never quite reaches it).
SLACK = 2


def more_below(top: float, seen: float, whole: float) -> bool:
    """Whether a box scrolled ``top`` px, showing ``seen`` px of ``whole``, has rows below what it shows.

    >>> more_below(0, 200, 500), more_below(300, 200, 500), more_below(0, 500, 500), more_below(299.5, 200, 500)
    (True, False, False, False)
    """
    return top + seen < whole - SLACK


def more_words(rows: int) -> str:
    """The cue's words: how many rows lie below.

    >>> more_words(1), more_words(4)
    ('1 more row', '4 more rows')
    """
    # Translators: the score sheet's cue to scroll, before "below ↓"
    return ngettext("{n} more row", "{n} more rows", rows).format(n=rows)


def whole_rows(top: float, seen: float, held: float, rows: list[tuple[float, float]]) -> tuple[float, float]:
    """Where a box scrolled ``top`` px and showing ``seen`` px should end, and how tall the row held at its foot
    (sticky, ``held`` px as it is) should be, so that no row is cut: the rows above the held one end whole (the held
    row covered half of "Negative total" at scroll 0 in the widget, which read as a defect: issue 46), and the held row
    covers whole rows, none showing under the box's foot (a row taller than it was cut there, its top 3 px in sight).
    ``rows``: each scrolling row's (top, bottom) in the box's content. Returns (the box's height, the held row's).

    >>> whole_rows(0, 300, 40, [(0, 30), (30, 240), (240, 280), (280, 320)])  # "Scores" over the row from 240 to 280
    (280.0, 40.0)
    >>> whole_rows(0, 300, 40, [(0, 200), (200, 230), (230, 300)])  # the row under it 70 px: the held row as tall
    (300.0, 70.0)
    >>> whole_rows(0, 300, 40, [(0, 260), (260, 300)]), whole_rows(100, 300, 40, [(0, 350), (350, 390)])
    ((300.0, 40.0), (290.0, 40.0))
    """
    ends = sorted({0.0, *(float(down) for _up, down in rows)})
    best: tuple[float, float, float] | None = None  #: (where the rows above end, the box's foot, the held row's height)
    for foot in (e for e in ends if top < e <= top + seen + SLACK / 2):
        above = max((e for e in ends if e <= foot - held + SLACK / 2), default=None)
        if above is not None and above > top and (best is None or (above, best[1] - best[0]) > (best[0], foot - above)):
            best = (above, foot, foot - above)
    if best is None:
        return float(seen), float(held)
    return best[1] - top, max(float(held), best[2])


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
        self.listen(self.cue, "click", lambda _e: self.page_down())
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
        if more:
            self.box.setAttribute("data-more", "below")
            self.cue.querySelector(".more-words").textContent = more_words(self._rows_below())
        else:
            self.box.removeAttribute("data-more")
            if self.doc.activeElement == self.cue:
                self.box.focus()  # the cue goes: the sheet it scrolled keeps the focus
        self.cue.hidden = not more

    def _held_top(self) -> float:
        """Where the rows in sight end: the top of the scores row held at the box's foot (its cells are held)."""
        cell = self.box.querySelector("tr.final > *")
        if cell is None:
            r = self.box.getBoundingClientRect()
            return float(r.top) + float(self.box.clientTop) + float(self.box.clientHeight)
        return float(cell.getBoundingClientRect().top)

    def _rows_below(self) -> int:
        limit = self._held_top() + SLACK
        return sum(1 for tr in self.box.querySelectorAll("tr:not(.final)")
                   if float(tr.getBoundingClientRect().bottom) > limit)  # fmt: skip

    def page_down(self) -> None:
        """The sheet on by what it shows above its held row, less a row's height kept in sight to read on from."""
        seen = self._held_top() - float(self.box.getBoundingClientRect().top)
        self.box.scrollBy(0, max(40.0, seen - 40.0))

    def _open(self) -> bool:
        dialog = nn(self.box.closest("dialog"))
        return dialog is not None and bool(dialog.open)

    def fit(self) -> None:
        box = self.box
        box.style.maxHeight = ""
        held = box.querySelector("tr.final")
        cells = list(held.children) if held is not None else []
        for cell in cells:
            cell.style.height = ""
        box.style.scrollPaddingBottom = ""
        if held is None or box.clientHeight == 0 or box.scrollHeight <= box.clientHeight + SLACK:
            return
        origin = float(box.getBoundingClientRect().top) + float(box.clientTop) - float(box.scrollTop)
        rows = [(float(r.top) - origin, float(r.bottom) - origin)
                for r in (tr.getBoundingClientRect() for tr in box.querySelectorAll("tr:not(.final)"))]
        foot = float(held.getBoundingClientRect().height)
        height, tall = whole_rows(float(box.scrollTop), float(box.clientHeight), foot, rows)
        if tall > foot + SLACK / 2:
            for cell in cells:
                cell.style.height = f"{tall:.1f}px"
            # a row scrolled to stops above the taller held row (under it, Portuguese's last row lay out of sight)
            box.style.scrollPaddingBottom = f"calc(3.2em + {tall - foot:.1f}px)"
        if height < float(box.clientHeight) - SLACK / 4:
            box.style.maxHeight = f"{height + float(box.clientTop) * 2:.1f}px"


