"""The only module (with the other ``dom_*`` modules and :mod:`web.shell.page`) that touches the page.

:class:`Dom` draws a :class:`~web.corners.viewmodels.TableView` with keyed updates (a card element is
created once and moved between piles, so it can fly), and turns pointer and keyboard events
into one-line calls on the controller. Cards move by CSS transforms: before a render the
current card rectangles are measured; after it, each card that moved starts translated back to
where it was and transitions to its new place (the FLIP technique). JS objects are ``Any``.

The whole page: the table (:class:`web.corners.dom.Dom`) and, from the shell's
:class:`~web.shell.dom_page.TablePage`, keyboard play, focus keeping, the spoken live region, the help, settings and
tutorial dialogs, statistics charts and files, and sounds. Page code, created by :mod:`web.shell.boot`; it implements
the controller's whole ``Ui``.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from kings.i18n import N_, _, ngettext, pgettext
from web.corners import GAME
from web.corners.dom_input import Input, Keys
from web.corners.spec import FORM
from web.corners.viewmodels import CardView, PileView, TableView
from web.shell.dom_ending import Banner
from web.shell.dom_lines import Rect, TableLines
from web.shell.dom_markup import Node, banner, card_face, coach, fill, grow, node
from web.shell.dom_page import TablePage
from web.shell.dom_toside import ToSide
from web.shell.page import PageCode, css_words, nn

if TYPE_CHECKING:
    from web.corners.app import App


#: the eight piles around the stock, in the grid's reading order: north-west to south-east
_PILES = (("NW", True), ("N", False), ("NE", True), ("W", False), ("E", False), ("SW", True), ("S", False),
          ("SE", True))
_BACKS = tuple(node("span", "back") for _back in range(3))


def _pile(place: str, corner: bool) -> Node:
    """An empty pile: the words on its empty slot (what may start it), its name for screen readers, its stack."""
    # Translators: written on an empty corner: only a king may start it
    slot = pgettext("empty pile", "King") if corner else pgettext("empty pile", "Any card")
    return node("div", "pile corner" if corner else "pile",
                node("span", "slot", slot, aria_hidden="true"), node("span", "sr"), node("div", "stack"),
                data_pile=place, role="button", tabindex="0")  # fmt: skip


def skeleton(page: PageCode, main: Any) -> None:
    """Fill ``main[data-table="corners"]`` as index.html leaves it, in the language in use: the seats, the table (the
    eight piles round the stock, the banner), the tutorial's coach and the player's part in its ``.play-area``; the
    move log and the score sheet in its ``.info-area``. :class:`Dom` fills them in."""
    stock = node("div", "stock",
                 node("div", "stock-cards", *_BACKS, aria_hidden="true"),
                 # Translators: under the stock's count of cards: "45 in stock"
                 node("span", "stock-count", node("span", "", "…", id="stock-count"), " ",
                      node("span", "stock-word", _("in stock"))),
                 id="stock", aria_label=_("Stock"))  # fmt: skip
    piles = [_pile(place, corner) for place, corner in _PILES]
    table = node("section", "table", *piles[:4], stock, *piles[4:], banner(""), id="table", aria_label=_("Table"))
    me = node("section", "me",
              node("p", "status", _("Loading the game…"), id="status", role="status", aria_live="polite"),
              node("p", "message", id="message", role="alert"),
              node("div", "choices", id="choices", hidden=True),
              node("div", "controls",
                   node("button", "control", pgettext("button", "Draw"), type="button", data_action="draw",
                        hidden=True, aria_disabled="true"),
                   node("button", "control primary", pgettext("button", "Draw & end turn"), type="button",
                        data_action="end", aria_disabled="true"),
                   node("button", "control", pgettext("button", "Hint"), type="button", data_action="hint",
                        aria_disabled="true")),
              node("div", "hand", id="hand", data_seat="0", role="group", aria_label=_("Your hand")),
              aria_label=_("Your turn"))  # fmt: skip
    players = node("section", "players", id="players", aria_label=_("Players"))
    main.querySelector(".play-area").replaceChildren(*(grow(page, n) for n in (players, table, coach(""), me)))
    log = node("section", "panel log-panel",
               node("h2", "", _("Moves"), id="log-title"),
               node("ol", "log", id="log", tabindex="0", aria_labelledby="log-title"),
               aria_labelledby="log-title")  # fmt: skip
    sheet = node("section", "panel sheet-panel",
                 node("h2", "", _("Score sheet"), id="sheet-title"),
                 node("table", "sheet", node("caption", id="sheet-caption"), node("thead"), node("tbody"), id="sheet"),
                 node("p", "share", node("a", "", _("Link to play these deals again"), id="share",
                                         href="./index.html", hidden=True)),
                 aria_labelledby="sheet-title")  # fmt: skip
    fill(page, main.querySelector(".info-area"), (node("aside", "side", log, sheet),))


class Dom(TableLines):
    """Draws the table and forwards the player's gestures to the controller."""

    def __init__(self, document: Any, window: Any, proxy: Any) -> None:
        super().__init__(document, proxy)
        self.win = window
        self.app: App | None = None
        skeleton(self, document.querySelector('main[data-table="corners"]'))
        self.banner = Banner(document, window, proxy)  #: between deals, the match's end, the hand-off
        # the word table.css writes after a pile's size ("5 cards"), in the page's language
        # Translators: after a number on a pile of several cards ("5 cards"): its size
        cards = json.dumps(pgettext("pile size", "cards"), ensure_ascii=False)
        document.documentElement.style.setProperty("--corners-cards", cards)
        # and the words on a pile's badge (where a held card may go, the hint's pile) and on the empty stock
        css_words(document, {"--corners-here": pgettext("pile badge", "here"),
                             "--corners-move-pile": pgettext("pile badge", "move this pile"),
                             "--corners-stock-empty": _("Stock empty")})  # fmt: skip
        self._hand_els: dict[str, Any] = {}
        self._pile_els: dict[str, Any] = {}
        self._order: dict[str, tuple[str, ...]] = {}
        self._log = self.line_log("log")
        self._piles = {str(p.getAttribute("data-pile")): p for p in document.querySelectorAll("[data-pile]")}
        controls = document.querySelectorAll('main[data-table="corners"] .controls [data-action]')
        self.buttons = {str(c.getAttribute("data-action")): c for c in controls}

    # -- cards ---------------------------------------------------------------------------------
    def _card_el(self, registry: dict[str, Any], card: CardView, button: bool) -> Any:
        el = registry.get(card.key)
        if el is None:  # its index in text stays for a laid joker's badge and small cards (web/shell/cards.css)
            el = card_face(self, card, "button" if button else "div", art="joker" if card.joker else "")
            if not button:  # a laid card: the pile's label names it (a card in hand says its own name)
                el.setAttribute("aria-hidden", "true")
            registry[card.key] = el
        cls = " ".join(filter(None, (
            "card art", card.suit_name, "red" if card.red else "black", "joker" if card.joker else "",
            "as" if card.joker and card.rank != "★" else "",
            "face" if card.rank in ("J", "Q", "K") else "", "selected" if card.selected else "",
            "hint" if card.hint else "", "drawn" if card.drawn else "",
        )))  # fmt: skip
        name = ("hand:" if button else "pile:") + card.key
        if self._sig.get(name) != cls:
            self._sig[name] = cls
            el.className = cls
            if button:
                el.setAttribute("aria-pressed", "true" if card.selected else "false")
        return el

    def _sync(self, name: str, parent: Any, keys: tuple[str, ...], els: list[Any]) -> None:
        """Make ``parent``'s children exactly ``els``, touching the DOM only when the order changed."""
        if self._order.get(name) == keys:
            return
        self._order[name] = keys
        parent.replaceChildren(*els)

    def _render_piles(self, piles: tuple[PileView, ...]) -> None:
        used: set[str] = set()
        for pile in piles:
            el = self._piles[pile.place]
            stack = el.querySelector(".stack")
            els = []
            for i, card in enumerate(pile.cards):
                c = self._card_el(self._pile_els, card, button=False)
                c.style.setProperty("--i", str(i))
                els.append(c)
                used.add(card.key)
            self._sync("pile-" + pile.place, stack, tuple(c.key for c in pile.cards), els)
            cls = " ".join(filter(None, (
                "pile", "corner" if pile.corner else "", "target" if pile.target else "",
                "selected" if pile.selected else "", "hint" if pile.hint else "", "hint-from" if pile.hint_from else "",
                "movable" if pile.selectable else "",
            )))  # fmt: skip
            sig = f"{cls}|{len(pile.cards)}|{pile.label}"
            if self._sig.get("pile-" + pile.place) != sig:
                self._sig["pile-" + pile.place] = sig
                el.className = cls
                stack.style.setProperty("--n", str(max(1, len(pile.cards))))
                el.toggleAttribute("data-long", len(pile.cards) > 6)
                # Translators: a pile's name for screen readers while a held card or pile may go there.
                el.querySelector(".sr").textContent = (_("{pile} (you can move here)").format(pile=pile.label)
                                                       if pile.target else pile.label)
        for key in list(self._pile_els):
            if key not in used:
                del self._pile_els[key]
                self._sig.pop("pile:" + key, None)

    def _render_hand(self, t: TableView) -> None:
        hand = self.by_id("hand")
        els = [self._card_el(self._hand_els, c, button=True) for c in t.hand]
        keys = tuple(c.key for c in t.hand)
        for key in list(self._hand_els):
            if key not in keys:
                del self._hand_els[key]
                self._sig.pop("hand:" + key, None)
        self._sync("hand", hand, keys, els)
        hand.style.setProperty("--hand-n", str(max(1, len(keys))))  # long hands overlap (style.css)
        hand.setAttribute("data-seat", "" if t.viewer is None else str(t.viewer))
        hand.setAttribute("aria-label", t.hand_label)
        hand.toggleAttribute("data-hidden", t.hand_hidden)

    # -- everything else -------------------------------------------------------------------------
    def _render_seats(self, t: TableView) -> None:
        box = self.by_id("players")
        sig = repr(t.seats)
        if self._sig.get("#players") == sig:
            return
        self._sig["#players"] = sig
        rows = []
        for s in t.seats:
            row = self.el("div", " ".join(filter(None, ("seat", "to-act" if s.to_act else "", "out" if s.out else "",
                                                       "viewer" if s.viewer else "",
                                                       "thinking" if s.thinking else ""))))  # fmt: skip
            row.setAttribute("data-seat-chip", str(s.seat))
            if s.to_act:
                row.setAttribute("aria-current", "true")
            name = self.el("span", "seat-name")  # the words cut short where room is short, never the dealer's D
            name.appendChild(self.named("span", "seat-name-text", s.name))
            if s.dealer:
                name.appendChild(self.dealer())
            count = self.el("span", "seat-count", ngettext("{n} card", "{n} cards", s.cards).format(n=s.cards))
            # Translators: beside a player's CPU level (or "Human") when the player is out of the match.
            level = self.el("span", "seat-level", _("{level} · out").format(level=s.level) if s.out else s.level)
            score = self.el("span", "seat-score", s.score)
            if s.thinking:  # on the level's line, so the seat keeps its height
                self.mark_thinking(level)
            row.replaceChildren(name, count, level, score)
            rows.append(row)
        box.replaceChildren(*rows)

    def _render_sheet(self, t: TableView) -> None:
        sig = repr(t.sheet)
        if self._sig.get("#sheet") == sig:
            return
        self._sig["#sheet"] = sig
        sheet = t.sheet
        self.by_id("sheet-caption").textContent = sheet.caption
        head = self.el("tr")
        for text in (_("Player"), *sheet.headers, _("Total")):
            th = self.el("th", "", None if text in sheet.headers else text)
            th.scope = "col"
            if text in sheet.headers:  # "3" on the screen, "Deal 3" to a screen reader, "Deal" over the figures
                th.append(self.el("span", "sr", pgettext("score sheet", "Deal") + " "), text)
            head.appendChild(th)
        groups = [self.group_row(["", *(pgettext("score sheet", "Deal") for _deal in sheet.headers), ""])
                  ] if sheet.headers else []
        self.doc.querySelector("#sheet thead").replaceChildren(*groups, head)
        rows = []
        for r in sheet.rows:
            tr = self.el("tr", " ".join(filter(None, ("leader" if r.leader else "", "out" if r.out else ""))))
            tr.setAttribute("data-seat", str(r.seat))
            th = self.named("th", "", r.name)
            th.scope = "row"
            tr.appendChild(th)
            for cell in r.cells:
                tr.appendChild(self.el("td", "", cell))
            tr.appendChild(self.el("td", "total", r.total))
            rows.append(tr)
        self.doc.querySelector("#sheet tbody").replaceChildren(*rows)

    def _render_message(self, t: TableView) -> None:
        self.render_message(t.message)
        choices = self.by_id("choices")
        sig = repr(t.choices)
        if self._sig.get("#choices") != sig:
            self._sig["#choices"] = sig
            buttons = self.action_buttons(((c.move, c.label) for c in t.choices), attr="data-choice")
            choices.replaceChildren(*buttons)
            choices.hidden = not buttons

    def _render_body(self, t: TableView) -> None:
        self.render_table(t, self.by_id("kings-state"))
        share = self.by_id("share")
        share.hidden = t.share is None
        if t.share is not None:
            share.setAttribute("href", "./index.html" + t.share)
        stock = self.by_id("stock")
        stock.toggleAttribute("data-empty", t.stock == 0)
        self._text("stock-count", str(t.stock) if t.stock else _("Stock empty"))
        if self._changed("#status", t.status + "\n" + t.status_short):  # (the short words for the widget: table.css)
            self.by_id("status").replaceChildren(*((self.el("span", "long", t.status), self.el("span", "short",
                                                    t.status_short)) if t.status_short else (t.status,)))
        self._text("title", t.title)

    def render(self, t: TableView, animate: bool) -> None:
        """Bring the page up to date with ``t``; fly moved cards if ``animate``."""
        fly = (animate or self.dropped is not None) and self._speed != "instant" and t.speed != "instant"
        first = self.starts(animate)
        self._render_body(t)
        self._render_piles(t.piles)
        self._render_hand(t)
        self._render_seats(t)
        self.render_controls(t.controls)
        self._log.show(t.log)  # the newest line in sight (web/shell/dom_movelog.py)
        self._render_sheet(t)
        self._render_message(t)
        self.render_notices(t.notices)
        # A deal's end waits for its last cards to land before the banner covers them (issue 12, bug 7).
        self.land(t, self._flip(first, t) if fly else False, fly)

    # -- animation -------------------------------------------------------------------------------
    def rects(self) -> dict[str, Rect]:
        return self.where(self._hand_els, self._pile_els)

    def _origin(self, selector: str) -> Rect | None:
        el = nn(self.doc.querySelector(selector))
        if el is None:
            return None
        r = el.getBoundingClientRect()
        return (r.left, r.top)

    def _flip(self, first: dict[str, Rect], t: TableView) -> bool:
        """Start the flights of the cards that moved; whether any card flies."""
        stock = self._origin("#stock .stock-cards")
        mover = self._origin(f'[data-seat-chip="{t.last_seat}"]') if t.last_seat is not None else None
        pairs = ((self._pile_els, mover), (self._hand_els, stock))
        return self.fly((el, first.get(key) or start) for cards, start in pairs for key, el in cards.items())


class Page(TablePage, Dom):
    """:class:`~web.corners.dom.Dom` and everything around the table."""

    game, prefix, area, state_id = GAME, "", ".play-area", "kings-state"
    stats_words = ("deal", "matches")
    rules_name = staticmethod(FORM.preset_name)
    input_type, keys_type = Input, Keys
    # where the side lies under the table: the moves, then the score sheet, the focus on the log
    to_side = ToSide(N_("Log and scores"), to="#log-title", focus="#log")


    def render(self, t: TableView, animate: bool) -> None:
        if self._reduced.matches:
            self.dropped = None  # no flying cards if motion is reduced, not even on from a drop
        super().render(t, animate)
