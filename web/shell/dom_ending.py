"""The banner over the table, for every game (page code): between deals, at the end of a match
(a :class:`~web.shell.ending.Ending`: headline, a line, a table, notes, a celebration), or to
hand the device over; its buttons carry ``data-action`` for the game's click handler.

A deal usually ends with cards in flight (each game moves them by CSS transforms; a card in the
air has the class ``flying``). The banner waits until they have landed: each card's
``transitionend`` takes its ``flying`` class off, and the banner shows when none is left, or
when the flight's time is up (a card whose transition never ends: removed, or not drawn), so
it never covers a card frozen mid-flight. Styles: web/shell/ending.css.

An end's banner (a deal's, a match's: :data:`~web.shell.embed.ENDINGS`) also offers **See the table**: the banner steps
aside and the final position shows (the hands laid down, the board), with **See the scores** in the table's top corner
to bring it back; the focus follows each button to the other, for keys and screen readers. Never a hand-off's banner:
it hides the hands on purpose.
"""

from __future__ import annotations

from typing import Any, Protocol

from kings.i18n import N_, _
from web.shell.dom_movelog import rest_whole
from web.shell.embed import ENDINGS, widget_actions
from web.shell.ending import Ending, Piece, Table, confetti
from web.shell.page import PageCode, nn
from web.shell.seats import split_number
from web.shell.sharing import FINAL

#: Waited past a flight's own time before the banner shows anyway.
MARGIN_MS = 150
#: The buttons that put an end's banner aside and bring it back: their words.
PEEK, BACK = N_("See the table"), N_("See the scores")


class BannerLike(Protocol):
    """A game's banner view model (Kings in the Corner: ``web.corners.viewmodels.Banner``)."""

    @property
    def kind(self) -> str: ...

    @property
    def title(self) -> str: ...

    @property
    def lines(self) -> tuple[str, ...]: ...

    @property
    def actions(self) -> tuple[tuple[str, str], ...]: ...

    @property
    def ending(self) -> Ending | None: ...


class Banner(PageCode):
    """Draws the banner (``#banner``, or ``#<prefix>banner`` for a game whose ids carry a prefix) and
    the celebration (``#celebration``, shared)."""

    def __init__(self, document: Any, window: Any, proxy: Any, prefix: str = "", peek: bool = True) -> None:
        super().__init__(document, proxy)
        self.win = window
        self.prefix = prefix  #: before every id of the banner's elements (``king-``: ``#king-banner``)
        #: an end's banner offers to look at the table behind it (off where the banner covers nothing: Kings Cup's)
        self.peek = peek
        self._sig: str | None = None
        self._pending = False  #: drawn, waiting for the cards to land
        self._cheer = False  #: celebrate when it shows
        self._serial = 0  #: which wait a timer belongs to
        self._timer: Any = None

    def bind(self) -> None:
        self.listen(self.doc, "click", self._clicked)
        self.listen(self.doc, "transitionend", self._landed)
        self.listen(self.doc, "transitioncancel", self._landed)
        self.listen(self.win, "resize", self._resized)
        self.listen(self.doc, "animationend", self._popped)
        self._watch: Any = None  #: kept: the ResizeObserver of the shown banner's room (:meth:`_show`)
        self._timer = self._proxy(self._time_up)  # kept: setTimeout calls it later

    # -- drawing ---------------------------------------------------------------------------------
    def render(self, banner: BannerLike | None, *, flights_ms: int, animated: bool) -> None:
        """Draw ``banner`` (None hides it). ``flights_ms``: how long the cards this render sent
        flying take (0: none); ``animated``: the render follows a move (a reload does not celebrate)."""
        sig = repr(banner)
        if sig == self._sig:
            return  # (a player looking at the table goes on looking)
        self._sig = sig
        el = self.by_id(self.prefix + "banner")
        self._back_hidden()  # a new banner, or none: nobody is looking behind it
        if banner is None:
            el.hidden = True
            self._pending = False
            self._celebration(False)
            return
        shown_before = not el.hidden and el.getAttribute("data-kind") == banner.kind
        el.setAttribute("data-kind", banner.kind)
        ending = banner.ending
        el.setAttribute("data-mood", ending.mood if ending is not None else "")
        self.by_id(self.prefix + "banner-title").textContent = banner.title
        lead = self.by_id(self.prefix + "banner-lead")
        lead.textContent = ending.lead if ending is not None else ""
        lead.hidden = not lead.textContent
        body = self.by_id(self.prefix + "banner-body")
        body.replaceChildren(*([self._table(ending.table)] if ending is not None else []))
        body.hidden = ending is None
        lines = (*banner.lines, *(ending.notes if ending is not None else ()))
        self.by_id(self.prefix + "banner-lines").replaceChildren(*[self.el("li", "", line) for line in lines])
        self.by_id(self.prefix + "banner-lines").hidden = not lines
        actions = banner.actions
        more: tuple[tuple[str, str], ...] = ()
        embed = self.doc.documentElement.classList.contains("embed")
        if embed:  # the widget: no menu, so New game… is here
            more = widget_actions(banner.kind, actions)[len(actions):]
        buttons = self.action_buttons(actions)
        if banner.kind in FINAL:  # the controller's Share (web/shell/sharing.py), at the end of every game
            share = self.action_buttons((("share", _("Share")),), "banner-share")[0]
            share.replaceChildren(self.el("span", "banner-share-label", _("Share")))  # a phone shows the icon only
            buttons.append(share)
            if not embed:  # the game again, move by move (web/shell/replaydesk.py); the widget has no room for it
                buttons += self.action_buttons((("watch", _("Watch again")),), "banner-watch")
        if self.peek and banner.kind in ENDINGS:
            buttons.append(self._button("banner-peek", _(PEEK), "peek"))
        # ... last, after the buttons every size shows in the same order (between rounds it stood beside Next round,
        # where a slip of the finger left the match)
        buttons += self.action_buttons(more)
        self.by_id(self.prefix + "banner-actions").replaceChildren(*buttons)
        if shown_before:
            return
        self._cheer = (ending is not None and ending.celebrate and animated
                       and not self.win.matchMedia("(prefers-reduced-motion: reduce)").matches)  # fmt: skip
        if flights_ms > 0 or nn(self.doc.querySelector(".card.flying")) is not None:
            el.hidden = True
            self._pending = True
            self._serial += 1
            self.win.setTimeout(self._timer, max(flights_ms, 200) + MARGIN_MS, self._serial)
        else:
            self._show()

    def _table(self, table: Table) -> Any:
        wrap = self.el("div", "ending-scroll")
        wrap.tabIndex = 0  # a table wider than a small screen scrolls sideways: by keys too
        wrap.setAttribute("role", "group")
        wrap.setAttribute("aria-label", table.caption or _("Scores"))
        tab = self.el("table", "ending-table" + (" ranked" if table.ranked else ""))
        tab.id = self.prefix + "banner-table"
        tab.appendChild(self.el("caption", "", table.caption))
        head = self.el("tr")
        kinds = ["cards" if c.cards else "num" for c in table.columns]
        # the place column's heading is for screen readers: "1st", "2nd" say what it is, and a phone needs its room
        heads = [(_("Place"), "", "place")] if table.ranked else []
        heads += [(_("Player"), "", "name"),
                  *((c.label, c.short, k) for c, k in zip(table.columns, kinds, strict=True))]
        for text, short, cls in heads:
            th = self.el("th", cls, None if short or cls == "place" else text)
            th.scope = "col"
            if cls == "place":
                th.appendChild(self.el("span", "sr", text))
            if short and text.endswith(short):  # "3" on the screen, "Deal 3" to a screen reader
                th.appendChild(self.el("span", "sr", text.removesuffix(short)))
                th.appendChild(self.el("span", "", short))
            elif short:  # a sign ("♚") on the screen, its words ("Kings drawn") to a screen reader
                th.appendChild(self.el("span", "sr", text))
                sign = self.el("span", "", short)
                sign.setAttribute("aria-hidden", "true")
                th.appendChild(sign)
            head.appendChild(th)
        thead = self.el("thead")
        group = self._group_head(heads)
        if group is not None:
            thead.appendChild(group)
        thead.appendChild(head)
        tbody = self.el("tbody")
        for row in table.rows:
            tr = self.el("tr", " ".join(n for n, on in (("you", row.you), ("winner", row.winner), ("out", row.out))
                                        if on))  # fmt: skip
            if table.ranked:
                tr.appendChild(self.el("td", "place", row.place))
            th = self.el("th", "name")
            name = self.el("span", "name-text")  # one line, ending in "…" where it does not fit (CSS)
            base, tail = split_number(row.name)  # a number at its end stays in sight: "Guinevere Wor… 12"
            name.append(self.el("span", "name-base", base) if tail else base)
            if tail:
                name.append(self.el("span", "name-tail", tail))
            name.title = row.name  # the whole name on hover; a screen reader reads the text itself, never cut
            th.appendChild(name)
            th.scope = "row"
            if row.note:
                th.appendChild(self.el("small", "note", row.note))
            tr.appendChild(th)
            for cell, kind in zip(row.cells, kinds, strict=False):
                td = self.el("td", kind, cell.text)
                if cell.chips:
                    chips = self.el("span", "chips")
                    for chip in cell.chips:
                        chips.appendChild(self.el("span", "chip red" if chip.red else "chip", chip.text))
                    td.appendChild(chips)
                if cell.swatch:  # (the game's CSS colours the dot; its word is the game's catalog's: King's Court's)
                    dot = self.el("span", "swatch")
                    dot.setAttribute("data-colour", cell.swatch.lower())
                    td.append(" ", dot, self.el("span", "swatch-word", _(cell.swatch)))
                tr.appendChild(td)
            tbody.appendChild(tr)
        tab.appendChild(thead)
        tab.appendChild(tbody)
        wrap.appendChild(tab)
        return wrap

    def _group_head(self, heads: list[tuple[str, str, str]]) -> Any:
        """A row over the columns headed by a figure alone ("1 2 3 4"), saying what the figures are ("Deal"): on a
        phone the figures stood bare over the deals' points and read as one more total; or None. The columns say it
        to screen readers themselves ("Deal 3"), so the row is for the eyes."""
        words = [text.removesuffix(short).strip() if short and text.endswith(short) else ""
                 for text, short, _kind in heads]
        return self.group_row(words) if any(words) else None

    # -- showing, once the cards have landed -----------------------------------------------------
    def _show(self) -> None:
        self._pending = False
        self._settle()
        el = self.by_id(self.prefix + "banner")
        el.hidden = False
        self._your_row_in_sight(el)
        if self._watch is None:  # its room, or its words' height, changed once shown: its table fitted again
            self._watch = self.win.ResizeObserver.new(self._proxy(lambda *_args: self._popped(None)))
        self._watch.disconnect()
        for part in (el.parentElement, *el.querySelectorAll(":scope > :not(.banner-body)")):
            self._watch.observe(part)
        self._celebration(self._cheer)
        first = nn(self.doc.querySelector(f"#{self.prefix}banner-actions button"))
        if first is not None:
            self.focus(first)  # without scrolling the page (PageCode.focus)

    def _resized(self, _event: Any) -> None:
        """The window changed (a phone turned, a window made smaller): your row back in sight."""
        el = self.by_id(self.prefix + "banner")
        if not el.hidden:
            self._your_row_in_sight(el)

    def _popped(self, event: Any) -> None:
        """The banner's entrance played: its table fitted again at its full size (fitted as it entered, scaled
        down, Kings Cup's widget kept 5 of 12 rows and a blank band under them)."""
        el = self.by_id(self.prefix + "banner")
        if (event is None or event.target == el) and not el.hidden:
            self._your_row_in_sight(el)

    @staticmethod
    def _your_row_in_sight(banner: Any) -> None:
        """A table taller than the screen's room scrolls inside the banner: your row starts in sight."""
        row, box = nn(banner.querySelector("tr.you")), nn(banner.querySelector(".banner-body"))
        if box is None:
            return
        b = box.getBoundingClientRect()
        # the banner enters scaled down (ending-pop): what lies beyond the box's foot on the screen, in the box's
        # own pixels (measured at .94 it stopped short, the row's foot left cut off)
        scale = float(box.offsetHeight) / float(b.height) if float(b.height) > 0 else 1.0
        box.scrollTop = 0
        # its foot under the last row it holds whole; scrolled to your row, its top on a row's top
        rest_whole(box, "tr, caption", row, scale)

    def _landed(self, event: Any) -> None:
        """A card's flight ended: it is no longer flying; the last one to land shows a waiting banner."""
        if str(getattr(event, "propertyName", "")) != "transform":
            return
        target = event.target
        if not bool(target.classList.contains("flying")):
            return
        target.classList.remove("flying")
        if self._pending and nn(self.doc.querySelector(".card.flying")) is None:
            self._show()

    def _settle(self) -> None:
        """Land at once any card still moved by a transform when the banner is due: a flight begun
        by a render that overtook another is not always one the banner waited for (CI saw one card
        still in motion, about once in three runs of e2e/test_ending.py)."""
        style = self.doc.defaultView.getComputedStyle
        cards = [c for c in self.doc.querySelectorAll(".card")
                 if bool(c.classList.contains("flying")) or str(style(c).transform) != "none"]
        for card in cards:
            card.style.transition = "none"
            card.style.transform = ""
            card.classList.remove("flying")
        if cards:
            _reflow = self.doc.body.offsetWidth  # commit the jump before transitions come back
        for card in cards:
            card.style.transition = ""

    def _time_up(self, serial: Any) -> None:
        """The flight's time is up: land what is still flying (at its place, at once), show the banner."""
        if int(serial) != self._serial or not self._pending:
            return
        self._show()  # which lands what is still flying

    # -- looking at the table behind the banner ----------------------------------------------------
    def _button(self, cls: str, text: str, what: str) -> Any:
        btn = self.el("button", cls, text)
        btn.type = "button"
        btn.setAttribute("data-banner", what)  # not a data-action: the game's handler never sees it
        btn.setAttribute("aria-controls", self.prefix + "banner")
        return btn

    def _back(self) -> Any:
        """See the scores, beside the banner (made the first time: a game grows its table again when it opens)."""
        back = nn(self.by_id(self.prefix + "banner-back"))
        if back is None:
            back = self._button("banner-back", _(BACK), "back")
            back.id = self.prefix + "banner-back"
            back.hidden = True
            self.by_id(self.prefix + "banner").after(back)
        return back

    def _back_hidden(self) -> None:
        back = nn(self.by_id(self.prefix + "banner-back"))
        if back is not None:
            back.hidden = True

    def _clicked(self, event: Any) -> None:
        """See the table: the banner aside, the focus on See the scores; that button: the banner back, the focus on
        See the table. Buttons of another game's banner are not this one's."""
        target = event.target
        button = nn(target.closest("[data-banner]")) if getattr(target, "closest", None) is not None else None
        if button is None or str(button.getAttribute("aria-controls")) != self.prefix + "banner":
            return
        el = self.by_id(self.prefix + "banner")
        looking = str(button.getAttribute("data-banner")) == "peek"
        el.hidden = looking
        back = self._back()
        back.hidden = not looking
        if looking:
            self._celebration(False)
            self.focus(back)
            return
        self._your_row_in_sight(el)
        peek = nn(el.querySelector(".banner-peek"))
        if peek is not None:
            self.focus(peek)

    # -- the celebration ---------------------------------------------------------------------------
    def _celebration(self, on: bool) -> None:
        box = self.by_id("celebration")
        if box is None:
            return
        if not on:
            box.hidden = True
            box.replaceChildren()
            return
        box.replaceChildren(*[self._piece(p) for p in confetti()])
        box.hidden = False

    def _piece(self, p: Piece) -> Any:
        el = self.el("i", f"piece tone-{p.tone}" + (" suit" if p.symbol else ""), p.symbol or None)
        for name, value in (("--x", f"{p.x}%"), ("--delay", f"{p.delay}ms"), ("--fall", f"{p.fall}ms"),
                            ("--drift", f"{p.drift}px"), ("--spin", f"{p.spin}deg")):  # fmt: skip
            el.style.setProperty(name, value)
        return el
