"""Klondike's table on the page (page code): it draws a :class:`~web.klondike.viewmodels.TableView`.

A pile is drawn again only when it changed. Cards move by CSS: before a pile is redrawn after a move, every face-up
card's place is measured, and a card that arrives somewhere else starts from where it was (a transform) and glides
to its new place (the transition in web/klondike/table.css), flagged ``flying`` until it lands (the banner waits for
that). The clock ticks on the page once a second from the time the view gives it, and with it the standard score.

Klondike's whole page: the table (:class:`web.klondike.dom.Dom`) and, from the shell's
:class:`~web.shell.dom_page.TablePage`, the keyboard, the dialogs, statistics and sounds; and the deal's clock, saved
as the page goes (page code).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kings.i18n import N_
from kings.klondike.scoring import timed
from web.klondike import GAME, dom_skeleton, words
from web.klondike.dom_input import Input, Keys
from web.klondike.spec import preset_name
from web.klondike.viewmodels import PileView, TableView
from web.shell.dom_lines import TableLines
from web.shell.dom_page import TablePage
from web.shell.dom_toside import ToSide

if TYPE_CHECKING:
    from web.klondike.app import App


FLIGHT_MS = 260  #: how long a card's glide takes (table.css)


class Dom(TableLines):
    """Draws the table; :mod:`web.klondike.dom_input` forwards the player's gestures."""

    def __init__(self, document: Any, window: Any, proxy: Any) -> None:
        super().__init__(document, proxy, prefix="kl-")
        self.app: App | None = None
        self.grow(window, "klondike", dom_skeleton.build)
        self.piles = {str(p.getAttribute("data-pile")): p for p in self.root.querySelectorAll("[data-pile]")}
        self._clock = (0.0, False, 0.0)  #: (seconds shown, running, the page's time then)
        self._timed: int | None = None  #: the score the clock takes its points from (TableView.timed_score)
        self._ticker: Any = None
        self._log = self.line_log("kl-log")

    # -- piles ---------------------------------------------------------------------------------------------
    def _card(self, c: Any, i: int, down: int) -> Any:
        if not c.code:
            el = self.el("div", "card kl-back")
        else:
            cls = f"card art {'red' if c.red else 'black'}"
            cls += " movable" * c.movable + " selected" * c.selected + " hint" * c.hint
            el = self.el("div", cls)
            el.setAttribute("data-card", c.code)
            el.style.backgroundImage = f'url("./vendor/cards/{c.code}.svg")'
            idx = self.el("span", "idx")
            idx.setAttribute("data-idx", c.label)  # drawn by CSS: a pile's name says it (axe: label = content)
            el.append(idx)
        el.style.setProperty("--i", str(i))
        return el

    def _render_pile(self, p: PileView) -> None:
        el = self.piles[p.id]
        if not self._changed("pile:" + p.id, repr(p)):
            return
        el.setAttribute("aria-label", p.label)
        for cls, on in (("target", p.target), ("selected", p.selected), ("hint-from", p.hint == "from"),
                        ("hint-to", p.hint == "to"), ("empty", not p.count)):  # fmt: skip
            el.classList.toggle(cls, on)
        el.querySelector(".kl-mark").setAttribute("data-mark", p.mark if not p.cards else "")
        box = el.querySelector(".kl-cards")
        box.replaceChildren(*[self._card(c, i, p.down) for i, c in enumerate(p.cards)])
        if p.kind == "column":
            el.style.setProperty("--d", str(p.down))
            el.style.setProperty("--n", str(len(p.cards)))
        elif p.kind == "stock":
            el.querySelector(".kl-count").setAttribute("data-count", str(p.count) if p.count else "")
        elif p.kind == "waste":
            el.style.setProperty("--n", str(len(p.cards)))

    def _flights(self, before: dict[str, tuple[float, float]]) -> int:
        """Send every face-up card that moved gliding from where it was; how long the flights take (ms)."""
        cards = self.root.querySelectorAll("#kl-table [data-card]")
        return FLIGHT_MS if self.fly(((c, before.get(str(c.getAttribute("data-card")))) for c in cards), 2) else 0

    def rects(self) -> dict[str, tuple[float, float]]:
        """Where each face-up card is now (its top-left corner on the screen)."""
        cards = self.root.querySelectorAll("#kl-table [data-card]")
        return self.where({str(c.getAttribute("data-card")): c for c in cards})

    # -- the bar, the side column, lines ------------------------------------------------------------------
    def _render_bar(self, t: TableView) -> None:
        if self._changed("meters", repr([(m.key, m.label) for m in t.meters])):
            items = []
            for m in t.meters:
                box = self.el("div", f"kl-meter kl-{m.key}")
                box.append(self.el("dt", "", m.label), self.el("dd", "", m.value))
                items.append(box)
            self.by_id("kl-meters").replaceChildren(*items)
        for m in t.meters:
            if m.key != "time" and self._changed("m:" + m.key, m.value):
                self.root.querySelector(f".kl-{m.key} dd").textContent = m.value
        self._clock = (t.clock, t.running, float(self.win.performance.now()))
        self._timed = t.timed_score
        self._tick()
        if self._changed("controls", repr(t.controls)):
            for c in t.controls:
                b = self.root.querySelector(f'.kl-actions [data-action="{c.id}"]')
                b.hidden = not c.visible
                b.setAttribute("aria-disabled", "false" if c.enabled else "true")

    def _tick(self, *_: Any) -> None:
        seconds, running, at = self._clock
        if running:
            seconds += (float(self.win.performance.now()) - at) / 1000
        self._meter("time", "clock", words.clock(seconds))
        if self._timed is not None:  # the standard score: 2 points less every 10 seconds
            self._meter("score", "m:score", str(timed(self._timed, seconds)))

    def _meter(self, key: str, sig: str, text: str) -> None:
        el = self.root.querySelector(f".kl-{key} dd")
        if el is not None and self._sig.get(sig) != text:
            self._sig[sig] = text
            el.textContent = text

    def start_clock(self) -> None:
        """Tick the clock once a second (the shell's proxy runs it only while Klondike is on screen)."""
        if self._ticker is None:
            self._ticker = self._proxy(self._tick)
            self.win.setInterval(self._ticker, 500)

    def _render_side(self, t: TableView) -> None:
        self._text("kl-deal", t.deal_line)
        if self._changed("records", repr((t.records, t.records_title))):
            items = []
            for line in t.records:
                box = self.el("div", "kl-record")
                box.append(self.el("dt", "", line.label), self.el("dd", "", line.value))
                items.append(box)
            self.by_id("kl-records").replaceChildren(*items)
            self.by_id("kl-records-title").textContent = t.records_title
        self._log.show(t.log)  # the newest line in sight (web/shell/dom_movelog.py)

    def _render_lines(self, t: TableView) -> None:
        text = self.render_message(t.message)
        self._text("kl-status", t.status)
        # the count line shows in the message's place while there is no message (the band is never empty); it is
        # the polite status region either way, so screen readers hear the same as before
        self.by_id("kl-status").classList.toggle("sr", bool(text))
        self._text("title", t.title)
        checking = self.by_id("kl-checking")
        checking.hidden = not t.checking or t.state != "checking"
        checking.textContent = t.checking
        self.render_notices(t.notices)

    def _render_body(self, t: TableView) -> None:
        self.render_dataset(state=t.state, actor=t.actor, toAct="0" if t.actor == "human" else "", viewer="0",
                            moves=str(t.moves), phase=t.state)
        self.root.setAttribute("data-draw", str(t.draw))
        self.root.toggleAttribute("data-picked", bool(t.selected))
        self.render_state(self.state, t.position, t.record, t.hint)

    def render(self, t: TableView, animate: bool) -> None:
        self.root.toggleAttribute("data-animate", animate)
        before = self.rects() if animate else {}
        self._render_body(t)
        for p in t.piles:
            self._render_pile(p)
        flights = self._flights(before) if animate else 0
        self._render_bar(t)
        self._render_side(t)
        self._render_lines(t)
        self.banner.render(t.banner, flights_ms=flights, animated=animate)


class Page(TablePage, Dom):
    """:class:`~web.klondike.dom.Dom` and everything around the table."""

    game, prefix, area = GAME, "kl-", 'main[data-table="klondike"] .play-area'
    # a deal is the whole game and scores no penalty: the tables leave matches and penalties out
    stats_words, stats_penalty = ("deal", ""), False
    rules_name = staticmethod(preset_name)
    input_type = Input
    # in the message's band, under the buttons (their row fills a phone's width): table.css
    # (marked for the catalogs: the shell's cue shows it, web/shell/dom_toside.py)
    to_side = ToSide(N_("Records and moves"), to="#kl-deal-title", focus="#kl-deal-title", row=".kl-me")

    def new_keys(self) -> Keys:
        return Keys(self, self.piles)

    def bind(self, app: App) -> None:
        super().bind(app)
        # the deal is saved at each move; its clock also as the page goes (a reload, a closed tab, a phone switching
        # apps), so a deal resumed goes on from the time played, not from its last move's
        self.listen(self.win, "pagehide", lambda e: app.save())
        self.listen(self.doc, "visibilitychange", lambda e: app.save() if str(self.doc.visibilityState) == "hidden"
                    else None)  # fmt: skip
        self.start_clock()
