"""King's table on the page (page code, with the other ``dom_*`` modules): it draws a
:class:`~web.king.viewmodels.TableView`.

Cards are keyed elements: a card played leaves the hand and appears on the trick, and flies there by
CSS transforms (measured before the render, moved back, then let go: the FLIP technique); a CPU's card
flies from its seat. A finished trick stays in sight, its winner marked, until the next card is led;
then its cards fly to the winner and fade. JS objects are ``Any``.
"""

from __future__ import annotations

import contextlib
import json
from typing import TYPE_CHECKING, Any

from kings.i18n import N_, _, pgettext
from kings.king.hand import TRICKS
from web.king import GAME, dom_parts
from web.king.dom_input import Input, Keys, SheetCue
from web.king.dom_parts import Parts
from web.king.spec import FORM
from web.king.viewmodels import CardView, TableView, TrickSlot
from web.king.words import suit_named
from web.shell.dom_lines import ANIM_MS, Rect, TableLines
from web.shell.dom_page import TablePage
from web.shell.dom_toside import ToSide
from web.shell.page import nn

if TYPE_CHECKING:
    from web.king.app import App

#: More cards than this lie in two rows on a phone (a finger needs 40 px of each; 13 in one row left 27)
LONG_HAND = 8
#: the cards each player is dealt: a hand dealt long keeps its two rows to its last card, so the tray and the cards in
#: it never jump as it shortens (they once rose 48 px on a phone when the hand fell to eight)
DEALT = TRICKS
#: the most cards in a row of a hand in two rows
ROW = (DEALT + 1) // 2


def hand_grid(n: int) -> list[tuple[int, int]]:
    """Where each of ``n`` cards lies in a hand in two rows (table.css): (row, first of its two half-columns). The
    first row takes half the cards (the odd one too), seven at most; each row is centred, so a row of six sits
    between the seven above it.

    >>> hand_grid(13)[6:8], hand_grid(3)
    ([(1, 13), (2, 2)], [(1, 5), (1, 7), (1, 9)])
    """
    top = n if n <= ROW else (n + 1) // 2
    return [(1, ROW + 1 - top + 2 * i) if i < top else (2, ROW + 1 - (n - top) + 2 * (i - top)) for i in range(n)]


class Dom(Parts, TableLines):
    """Draws the table and forwards the player's gestures to the controller (through :mod:`web.king.dom_input`)."""

    def __init__(self, document: Any, window: Any, proxy: Any) -> None:
        super().__init__(document, proxy, prefix="king-")
        self.app: App | None = None
        self.grow(window, "king", dom_parts.build)
        # the words table.css writes on the trick's first card, in the page's language
        # Translators: a small tag on the first card of a trick: who led it
        led = json.dumps(pgettext("trick", "led"), ensure_ascii=False)
        document.documentElement.style.setProperty("--king-led", led)
        self._hand: dict[str, Any] = {}
        self._trick: dict[str, Any] = {}  #: card key -> element on the trick
        self._slots = self._by("#king-trick [data-pos]", "data-pos")
        self._seats = self._by(".kseat[data-pos]", "data-pos")
        self._controls = self._by(".controls [data-action]", "data-action")
        self._winner_seat: int | None = None  #: the winner of the complete trick on the table
        self._log = self.line_log("king-log")
        self._leaving: list[Any] = []  #: a gathered trick's cards on their way out
        self._remove = proxy(self._drop_gathered)  # kept: setTimeout calls it later

    def _by(self, selector: str, attribute: str) -> dict[str, Any]:
        """The table's elements matching ``selector``, by their ``attribute``."""
        return {str(el.getAttribute(attribute)): el for el in self.root.querySelectorAll(selector)}

    # -- cards ---------------------------------------------------------------------------------------
    def _card(self, registry: dict[str, Any], card: CardView, button: bool, extra: str = "") -> Any:
        el = registry.get(card.key)
        if el is None:
            el = self.face(card, "button" if button else "div")
            if not button:
                el.setAttribute("aria-hidden", "true")
            registry[card.key] = el
        classes = ("card art", card.suit_name, "red" if card.red else "black", "" if card.legal else "dim",
                   "hint" if card.hint else "", "penalty" if card.penalty else "", extra)
        cls = " ".join(x for x in classes if x)
        if el.className != cls:
            el.className = cls
        if button:
            el.setAttribute("aria-disabled", "false" if card.legal else "true")
        return el

    def _render_hand(self, t: TableView) -> None:
        hand = self.by_id("king-hand")
        keys = tuple(c.key for c in t.hand)
        els = [self._card(self._hand, c, True) for c in t.hand]
        for key in list(self._hand):
            if key not in keys:
                del self._hand[key]
        if self._changed("hand", repr(keys)):
            hand.replaceChildren(*els)
        hand.style.setProperty("--hand-n", str(max(1, len(keys))))
        # a long hand lies in two rows on a phone (table.css), each card whole and wide enough to tap, each row centred;
        # the tray keeps both rows from the deal to the last card. Elsewhere the hand is one row, and these are unused.
        for el, (row, col) in zip(els, hand_grid(len(els)), strict=True):
            el.style.gridArea = f"{row} / {col} / auto / span 2"
        hand.toggleAttribute("data-long", bool(keys) and DEALT > LONG_HAND)
        hand.setAttribute("data-seat", "" if t.viewer is None else str(t.viewer))
        hand.setAttribute("aria-label", t.hand_label)
        hand.toggleAttribute("data-hidden", t.hand_hidden)
        empty = {"hand-over": _("The next hand is dealt when you go on."), "game-over": _("The game is over.")}.get(
            t.state, _("The cards are dealt once the first dealer is named.") if t.phase == "nominate" else "")
        hand.setAttribute("data-empty", "" if t.hand else empty)
        hand.toggleAttribute("data-turn", t.actor == "human" and t.phase == "play" and t.state == "ready")

    def _render_trick(self, t: TableView) -> tuple[list[Any], int | None]:
        """Draw the trick's slots; return the cards of the trick just gathered and who took it (they fly there)."""
        shown = {s.card.key for s in t.trick if s.card is not None}
        gathered = [el for key, el in self._trick.items() if key not in shown]
        for key in [k for k in self._trick if k not in shown]:
            del self._trick[key]
        for slot in t.trick:
            box = self._slots[slot.position]
            box.className = " ".join(x for x in ("trick-slot", "leader" if slot.leader else "",
                                                 "winner" if slot.winner else "") if x)  # fmt: skip
            box.setAttribute("data-seat", str(slot.seat))
            if slot.card is not None:
                el = self._card(self._trick, slot.card, False)
                if el.parentElement != box:
                    box.appendChild(el)
        trick = self.by_id("king-trick")
        trick.toggleAttribute("data-done", t.trick_done)
        # Translators: one card of the trick, for screen readers: a player's name and a card's name
        words = "; ".join(_("{name}: {card}").format(name=self._name(t, s), card=s.card.name)
                          for s in _in_play_order(t.trick) if s.card)  # fmt: skip
        words = words or pgettext("trick", "empty")
        trick.setAttribute("aria-label", _("The last trick: {cards}").format(cards=words) if t.trick_done else
                           _("The trick: {cards}").format(cards=words))  # fmt: skip
        taker, self._winner_seat = self._winner_seat, next((s.seat for s in t.trick if s.winner), None)
        return gathered, taker

    @staticmethod
    def _name(t: TableView, slot: TrickSlot) -> str:
        return next((s.name for s in t.seats if s.seat == slot.seat), "")

    # -- everything else -------------------------------------------------------------------------------
    def _render_seats(self, t: TableView) -> None:
        for s in t.seats:
            if self._changed(f"seat-{s.position}", repr(s)):
                self._seats[s.position].replaceChildren(self.seat(s))

    def _render_contract(self, t: TableView) -> None:
        c = t.contract
        if not self._changed("contract", repr(c)):
            return
        box = self.by_id("king-contract")
        box.setAttribute("data-kind", c.kind)
        box.querySelector(".contract-number").textContent = c.number
        box.querySelector(".contract-title").textContent = c.title
        box.querySelector(".contract-detail").textContent = c.detail
        trump = box.querySelector(".contract-trump")
        trump.hidden = not c.trump
        trump.className = f"contract-trump {c.trump_name}"
        # Translators: the trump suit beside the hand's name: {suit} is its symbol (♠), then its name (spades)
        trump.textContent = _("Trumps {suit}").format(suit=c.trump) if c.trump else ""
        trump.setAttribute("aria-label", _("Trumps: {suit}").format(suit=suit_named(c.trump_name)) if c.trump else "")

    def _render_bidding(self, t: TableView) -> None:
        box = self.by_id("king-bidding")
        if self._changed("bidding", repr(t.bidding)):
            box.hidden = t.bidding is None
            box.setAttribute("data-stage", t.bidding.stage if t.bidding is not None else "")
            box.replaceChildren(*(self.bidding(t.bidding) if t.bidding is not None else ()))
        self.root.toggleAttribute("data-bidding", t.bidding is not None)

    def _render_side(self, t: TableView) -> None:
        if self._changed("sheet", repr(t.sheet)):
            self.root.querySelector("#king-sheet tbody").replaceChildren(*self.sheet(t.sheet, full=False))
            self.doc.querySelector("#king-sheet-full tbody").replaceChildren(*self.sheet(t.sheet, full=True))
            self.doc.querySelector("#king-sheet-caption").textContent = t.sheet.caption
            for btn in self.doc.querySelectorAll("[data-action^='columns-']"):
                btn.setAttribute("aria-pressed", "true" if btn.getAttribute("data-action") ==
                                 f"columns-{t.sheet.columns}" else "false")  # fmt: skip
        self._log.show(t.log)  # the newest line in sight (web/shell/dom_movelog.py)
        last = self.by_id("king-last")
        if self._changed("last", repr(t.last_trick)):
            last.hidden = t.last_trick is None
            last.replaceChildren(*(self.last_trick(t.last_trick) if t.last_trick is not None else ()))

    def _render_controls(self, t: TableView) -> None:
        for c in t.controls:
            el = self._controls[c.id]
            if not self._changed("ctl-" + c.id, repr(c)):
                continue
            el.textContent = c.label
            el.hidden = not c.visible
            el.setAttribute("aria-disabled", "false" if c.enabled else "true")
            if c.pressed is not None:
                el.setAttribute("aria-pressed", "true" if c.pressed else "false")

    def render(self, t: TableView, animate: bool) -> None:
        """Bring the page up to date with ``t``; fly moved cards if ``animate``."""
        fly = animate and t.speed != "instant"
        first = self.starts(fly)
        self.render_table(t, self.by_id("king-state"), phase=t.phase)
        self._render_contract(t)
        self._render_seats(t)
        gathered, taker = self._render_trick(t)
        self._render_hand(t)
        self._render_bidding(t)
        self._render_controls(t)
        self.render_lines(t.message, t.status, t.title, t.notices)
        self._render_side(t)
        flights = self._flip(first, t) if fly else False
        self._gather(gathered, taker, fly)
        self.land(t, flights, fly)

    # -- animation -------------------------------------------------------------------------------------
    def rects(self) -> dict[str, Rect]:
        return self.where(self._hand, self._trick)

    def _chip(self, seat: int | None) -> Any:
        return None if seat is None else nn(self.root.querySelector(f'[data-seat-chip="{seat}"]'))

    def _flip(self, first: dict[str, Rect], t: TableView) -> bool:
        """Start the flights of the cards that moved (a new card on the trick flies from its player)."""
        chip = self._chip(t.last_seat)
        origin = None
        if chip is not None:
            r = chip.getBoundingClientRect()
            origin = (r.left + r.width / 2, r.top + r.height / 2)

        def start(key: str, el: Any) -> Rect | None:
            if key in first or origin is None:
                return first.get(key)
            r = el.getBoundingClientRect()  # a card new on the trick starts centred on its player's seat
            return (origin[0] - r.width / 2, origin[1] - r.height / 2)

        return self.fly((el, start(key, el)) for key, el in self._trick.items())

    def _gather(self, cards: list[Any], taker: int | None, fly: bool) -> None:
        """The finished trick's cards fly to whoever took it and fade, then go."""
        if not cards:
            return
        chip = self._chip(taker)
        if not fly or chip is None:
            for el in cards:
                el.remove()
            return
        target = chip.getBoundingClientRect()
        for el in cards:
            r = el.getBoundingClientRect()
            dx = target.left + target.width / 2 - (r.left + r.width / 2)
            dy = target.top + target.height / 2 - (r.top + r.height / 2)
            el.classList.add("gathered")
            el.style.transform = f"translate({dx:.1f}px, {dy:.1f}px) scale(.4)"
        self._leaving.extend(cards)
        self.win.setTimeout(self._remove, ANIM_MS.get(self._speed, 320) + 80)

    def _drop_gathered(self, *_args: Any) -> None:
        leaving, self._leaving = self._leaving, []
        for el in leaving:
            with contextlib.suppress(Exception):
                el.remove()


def _in_play_order(slots: tuple[TrickSlot, ...]) -> list[TrickSlot]:
    first = next((s.seat for s in slots if s.leader), 0)
    return sorted(slots, key=lambda s: (s.seat - first) % 4)


class Page(TablePage, Dom):
    """:class:`~web.king.dom.Dom` and everything around the table."""

    game, prefix, area = GAME, "king-", 'main[data-table="king"] .play-area'
    stats_words = ("hand", "games")
    rules_name = staticmethod(FORM.preset_name)
    input_type, keys_type = Input, Keys
    # beside the turn's line: the row of buttons (Hint, Last trick, Score sheet) fills a phone's width
    to_side = ToSide(N_("Scores and moves"), to="#king-sheet-title", focus="#king-sheet-title", row=".me")

    def __init__(self, document: Any, window: Any, proxy: Any) -> None:
        super().__init__(document, window, proxy)
        self.sheet_cue = SheetCue(document, window, proxy)


    def bind(self, app: Any) -> None:
        super().bind(app)
        self.sheet_cue.bind()

    def render(self, t: Any, animate: bool) -> None:
        super().render(t, animate)
        self.sheet_cue.update(fit=True)  # a hand played while the sheet is open adds a row's figures

    def show_sheet(self) -> None:
        self.help.open("king-sheet-dialog")
        self.sheet_cue.update(fit=True)
