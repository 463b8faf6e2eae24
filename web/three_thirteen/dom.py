"""3-13's table on the page (page code): it draws a :class:`~web.three_thirteen.viewmodels.TableView`.

The hand is drawn in groups (each meld with its name, then what is left over, or the player's own order);
cards are keyed elements that fly by CSS transforms (FLIP): a card drawn flies from the stock or the pile, a
card thrown from its hand (or its player's seat) to the pile. JS objects are ``Any``.

3-13's whole page: the table (:class:`web.three_thirteen.dom.Dom`) and, from the shell's
:class:`~web.shell.dom_page.TablePage`, keyboard play, focus keeping, the dialogs, statistics and sounds (page code).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kings.i18n import N_, _, ngettext
from web.shell.dom_chips import seat_chip
from web.shell.dom_lines import Rect, TableLines
from web.shell.dom_markup import card_face
from web.shell.dom_page import TablePage
from web.shell.dom_toside import ToSide
from web.shell.page import nn
from web.three_thirteen import GAME, dom_skeleton
from web.three_thirteen.dom_input import Input, Keys
from web.three_thirteen.spec import FORM
from web.three_thirteen.viewmodels import CardView, Group, SeatView, TableView

if TYPE_CHECKING:
    from web.three_thirteen.app import App


BACKS_SHOWN = 10


class Dom(TableLines):
    """Draws the table; :mod:`web.three_thirteen.dom_input` forwards the player's gestures."""

    def __init__(self, document: Any, window: Any, proxy: Any) -> None:
        super().__init__(document, proxy, prefix="tt-")
        self.app: App | None = None
        self.grow(window, "three-thirteen", dom_skeleton.build)
        self._hand: dict[str, Any] = {}
        self._top: Any = None  #: the pile's top card element
        self._top_sig = ""
        self._log = self.line_log("tt-log")

    # -- cards -------------------------------------------------------------------------------------------
    def face(self, card: CardView, tag: str) -> Any:
        # data-index: a pile card's index on small screens (CSS); a pile's cards keep their index out of its words
        el = card_face(self, card, tag, spans=tag == "button", index=True, art="joker" if card.joker else "")
        if tag != "button":
            el.setAttribute("aria-hidden", "true")
        return el

    def _classes(self, card: CardView) -> str:
        return " ".join(x for x in ("card art", card.suit_name, "red" if card.red else "black",
                                    "joker" if card.joker else "", "wild" if card.wild else "",
                                    "selected" if card.selected else "", "hint" if card.hint else "",
                                    "drawn" if card.drawn else "") if x)  # fmt: skip

    def _hand_card(self, card: CardView) -> Any:
        el = self._hand.get(card.key)
        if el is None or str(el.getAttribute("data-card")) != card.code:
            el = self._hand[card.key] = self.face(card, "button")
        cls = self._classes(card)
        if el.className != cls:
            el.className = cls
        el.setAttribute("aria-pressed", "true" if card.selected else "false")
        # its name now: a card kept from an earlier drawing said what a wild stood for there ("as the jack of
        # clubs" on a king whose badge now read 7, in a set of sevens: review 75)
        said = nn(el.querySelector(".sr"))
        if said is not None and said.textContent != card.name:
            said.textContent = card.name
        badge = nn(el.querySelector(".stands"))
        if card.stands and badge is None:
            badge = self.el("span", "stands")
            badge.setAttribute("aria-hidden", "true")
            el.appendChild(badge)
        if badge is not None:
            badge.textContent = card.stands
            badge.hidden = not card.stands
        # the card just drawn says so: its ring alone read as a pick, or as the card to throw (review 63)
        fresh = nn(el.querySelector(".new-tag"))
        if card.drawn and fresh is None:
            # Translators: a tag on the card just drawn (one short word)
            fresh = self.el("span", "new-tag", _("New"))
            fresh.setAttribute("aria-hidden", "true")
            el.appendChild(fresh)
        if fresh is not None:
            fresh.hidden = not card.drawn
        return el

    def _render_hand(self, t: TableView) -> None:
        box = self.by_id("tt-hand")
        keys = [c.key for g in t.hand for c in g.cards]
        for key in [k for k in self._hand if k not in keys]:
            del self._hand[key]
        sig = repr([(g.kind, g.label, tuple(c.key for c in g.cards)) for g in t.hand])
        if self._changed("hand", sig):
            box.replaceChildren(*(self._group(g) for g in t.hand))  # (building a group moves its cards into it)
        else:
            for g in t.hand:
                for c in g.cards:
                    self._hand_card(c)
        box.style.setProperty("--hand-n", str(max(1, len(keys))))
        box.setAttribute("aria-label", t.hand_label)
        box.toggleAttribute("data-hidden", t.hand_hidden)
        box.toggleAttribute("data-own", not t.arrange)
        if self._changed("#tt-penalty", f"{t.penalty}\0{t.penalty_short}\0{t.status_short}"):
            # the line in full, in fewer words where it is narrow, and in the small widget (no status line) what to
            # do now: table.css shows one (the turn's words are the status line's, which screen readers hear)
            turn = self.el("span", "turn", t.status_short)
            turn.setAttribute("aria-hidden", "true")
            self.by_id("tt-penalty").replaceChildren(self.el("span", "long", t.penalty),
                                                     self.el("span", "short", t.penalty_short), turn)  # fmt: skip

    def _group(self, g: Group) -> Any:
        box = self.el("div", f"meld {g.kind}")
        box.setAttribute("data-kind", g.kind)
        box.setAttribute("role", "group")
        box.setAttribute("aria-label", g.label)
        box.style.setProperty("--meld-n", str(len(g.cards)))  # its share of the row's room, its cards' step (table.css)
        if g.kind != "own":
            box.appendChild(self.el("p", "meld-label", g.label))
        row = self.el("div", "meld-cards")
        for c in g.cards:
            row.appendChild(self._hand_card(c))
        box.appendChild(row)
        return box

    def _render_pile(self, t: TableView) -> None:
        pile, stock = t.pile, t.stock
        el = self.by_id("tt-pile")
        cards = el.querySelector(".pile-cards")
        sig = repr((pile.top, pile.under))
        if self._changed("pile", sig):
            under = []
            for i, c in enumerate(pile.under):
                u = self.face(c, "div")
                u.className = "card art under " + ("red" if c.red else "black")
                u.style.setProperty("--u", str(len(pile.under) - i))
                under.append(u)
            if pile.top is not None:
                self._top = self.face(pile.top, "div")
                self._top.className = "card art top " + self._classes(pile.top).removeprefix("card art ")
                under.append(self._top)
            cards.replaceChildren(*under)
        el.classList.toggle("lit", pile.can_take or pile.can_throw)
        el.classList.toggle("hint", pile.hint)
        said = (_("{pile}. Take it").format(pile=pile.label) if pile.can_take
                else _("{pile}. Discard here").format(pile=pile.label) if pile.can_throw else pile.label)
        el.setAttribute("aria-label", said)
        el.setAttribute("aria-disabled", "false" if pile.can_take or pile.can_throw else "true")
        s = self.by_id("tt-stock")
        s.classList.toggle("lit", stock.can_draw)
        s.classList.toggle("hint", stock.hint)
        s.setAttribute("aria-label", _("{stock}: draw").format(stock=stock.label) if stock.can_draw else stock.label)
        s.setAttribute("aria-disabled", "false" if stock.can_draw else "true")
        self._text("tt-stock-count", str(stock.size))

    def _seat(self, s: SeatView) -> Any:
        classes = ("kchip ttchip", "to-act" if s.to_act else "", "viewer" if s.viewer else "", "out" if s.out else "",
                   "" if s.playing else "sitting", "thinking" if s.thinking else "")  # fmt: skip
        chip = seat_chip(self, s.seat, classes, s.name, s.level, to_act=s.to_act, thinking=s.thinking,
                         # Translators: a seat's tags: the dealer, and a player who went out (one short word each)
                         dealer=_("Dealer") if s.dealer else "", call=_("out") if s.out else "",
                         cards=0 if s.viewer or s.out else s.cards, most=BACKS_SHOWN)  # fmt: skip
        stats = self.el("p", "kchip-stats")
        # a player who went out holds nothing: the hand is laid down, on the table (the count and backs stayed)
        # Translators: a seat's line in place of its count of cards once the player went out and laid the hand down
        held = _("laid down") if s.out else ngettext("{n} card", "{n} cards", s.cards).format(n=s.cards)
        stats.appendChild(self.el("span", "tt-cards", held))
        total = self.el("span", "seat-total")  # ("Total" goes where eight chips share a row: table.css)
        # Translators: a seat's total, "Total 12 pts": the word before the figure, and the short unit after it
        total.append(self.el("span", "w-total", _("Total") + " "), str(s.total),
                     self.el("span", "w-pts", " " + _("pts")))
        stats.appendChild(total)
        chip.appendChild(stats)
        last = self.el("p", "last", "" if s.last_short and s.last_short != s.last else s.last or "\u00a0")
        if s.last_short and s.last_short != s.last:  # both: table.css shows the short one in a narrow chip
            last.replaceChildren(self.el("span", "long", s.last), self.el("span", "short", s.last_short))
        chip.appendChild(last)
        return chip

    def _render_laid(self, t: TableView) -> None:
        """What the player who went out laid down: the name and "laid down:", each meld's cards as small faces (a
        wild one with what it stands for, as the Go out button writes it: ``K♠(Q)``), the whole said once in words."""
        laid = t.laid
        if not self._changed("laid", repr(laid)):
            return
        box = self.by_id("tt-laid")
        box.hidden = laid is None
        if laid is None:
            box.replaceChildren()
            return
        who = laid.name if laid.label.startswith(laid.name) else ""
        label = self.el("p", "laid-label")
        label.append(self.named("span", "seat-name-text", who), self.el("span", "rest", laid.label[len(who) :]))
        melds = self.el("div", "laid-melds")
        for group in laid.melds:
            meld = self.el("span", f"laid-meld {group.kind}")
            for c in group.cards:
                face = self.el("span", " ".join(("mini-card", "red" if c.red else "black", "wild" if c.wild else "")))
                face.textContent = "🃏" if c.joker else c.rank + c.suit  # (as the Go out button writes a joker)
                if c.stands:
                    face.appendChild(self.el("span", "as", f"({c.stands})"))
                meld.appendChild(face)
            melds.appendChild(meld)
        for part in (label, melds):
            part.setAttribute("aria-hidden", "true")  # (said whole, once, by the line below)
        box.setAttribute("data-seat", str(laid.seat))
        box.replaceChildren(label, melds, self.el("span", "sr", laid.said))

    def _render_seats(self, t: TableView) -> None:
        if self._changed("seats", repr(t.seats)):
            self.by_id("tt-seats").replaceChildren(*(self._seat(s) for s in t.seats))

    def _render_round(self, t: TableView) -> None:
        r = t.round
        if not self._changed("round", repr(r)):
            return
        box = self.by_id("tt-round")
        # in full, and in fewer letters for a narrow phone (table.css shows one; a screen reader hears the full one)
        brief = self.el("span", "short", r.number_short or r.number)
        brief.setAttribute("aria-hidden", "true")
        box.querySelector(".contract-number").replaceChildren(self.el("span", "long", r.number), brief)
        box.querySelector(".contract-title").textContent = r.dealt
        box.querySelector(".wild-badge").textContent = r.wild_code
        box.querySelector(".contract-detail").textContent = r.wild
        # the key to a wild card's star: the star drawn as on the cards (table.css), then its words
        box.querySelector(".wild-legend > .long").textContent = r.legend[0].removeprefix("★ ")
        box.querySelector(".wild-legend > .short").textContent = r.legend[1].removeprefix("★ ")
        last = self.by_id("tt-last-turn")
        who = r.out_name if r.out_name and r.last_turn.startswith(r.out_name) else ""
        # the name apart (a long one may end in "…"), then the rest in full, or in fewer words on a narrow screen
        rest = r.last_turn[len(who) :]
        short = self.el("span", "short", r.last_turn_short[len(who) :] or rest)
        last.replaceChildren(self.named("span", "seat-name-text", who), self.el("span", "long", rest), short)
        last.hidden = not r.last_turn
        # a round of six cards or more (data-mid), eight or more (data-big): its hand takes more rows where it is
        # played with a finger (table.css), all round long
        main = self.doc.querySelector('main[data-table="three-thirteen"]')
        main.toggleAttribute("data-mid", r.cards >= 6)
        main.toggleAttribute("data-big", r.cards >= 8)

    def _render_controls(self, t: TableView) -> None:
        out = self.buttons["out"]
        offer = t.out
        if self._changed("out", repr(offer)):
            out.hidden = offer is None
            out.querySelector(".out-label").textContent = offer.label if offer else _("Go out")
            out.querySelector(".out-detail").textContent = offer.detail if offer else ""
        self.render_controls(t.controls)

    def _render_side(self, t: TableView) -> None:
        sheet = t.sheet
        if self._changed("sheet", repr(sheet)):
            head = self.el("tr")
            # Translators: the score sheet's first column's heading, over the rounds' numbers (short)
            label = self.el("th", "label", _("Round"))
            label.scope = "col"
            head.appendChild(label)
            for name, short in zip(sheet.names, sheet.short or sheet.names, strict=True):
                # the name, and its first letters that tell it apart, which table.css shows in a narrow sheet of five
                # players or more (the name then for screen readers alone)
                th = self.el("th", "name")
                abbr = self.el("span", "name-short", short)
                abbr.setAttribute("aria-hidden", "true")
                th.append(self.el("span", "name-text", name), abbr)
                th.scope = "col"
                th.title = name
                head.appendChild(th)
            rows = [head]
            for r in sheet.rows:
                tr = self.el("tr", "current" if r.current else "")
                th = self.el("th", "label", r.label)
                th.scope = "row"
                th.title = r.detail
                tr.appendChild(th)
                for cell, out in zip(r.cells, r.out, strict=True):
                    td = self.el("td", "num out" if out else "num", cell)
                    if out:  # (the ✓ after it is table.css's, for the eyes: the legend under the sheet says it)
                        td.title = _("Went out")
                        # (its text stays the figure alone)
                        td.setAttribute("aria-label", _("{points}, went out").format(points=cell))
                    tr.appendChild(td)
                rows.append(tr)
            total = self.el("tr", "final")
            th = self.el("th", "label", _("Total"))
            th.scope = "row"
            total.appendChild(th)
            for text, lead in zip(sheet.totals, sheet.leaders, strict=True):
                total.appendChild(self.el("td", "num leader" if lead else "num", text))
            rows.append(total)
            if any(any(r.out) for r in sheet.rows):  # what the ✓ means (a new player read "0 ✓" as a puzzle)
                # Translators: the key to the ✓ on the score sheet: keep the "✓"
                legend = self.el("td", "legend", _("✓ went out that round"))
                legend.colSpan = len(sheet.names) + 1
                legend.setAttribute("aria-hidden", "true")  # (each marked cell says it)
                row = self.el("tr", "legend")
                row.appendChild(legend)
                rows.append(row)
            self.by_id("tt-sheet").querySelector("tbody").replaceChildren(*rows)
        self._log.show(t.log)  # the newest line in sight (web/shell/dom_movelog.py)

    def render(self, t: TableView, animate: bool) -> None:
        fly = animate and t.speed != "instant"
        first = self.starts(fly)
        self.render_table(t, self.by_id("tt-state"), phase=t.phase)
        self._render_round(t)
        self._render_seats(t)
        self._render_pile(t)
        self._render_laid(t)
        self._render_hand(t)
        self._render_controls(t)
        self.render_lines(t.message, t.status, t.title, t.notices)
        self._render_side(t)
        self.land(t, self._flip(first, t) if fly else False, fly)

    # -- animation ----------------------------------------------------------------------------------------
    def rects(self) -> dict[str, Rect]:
        return self.where(self._hand, {f"#{name}": self.by_id(name) for name in ("tt-stock", "tt-pile")})

    def _flip(self, first: dict[str, Rect], t: TableView) -> bool:
        """Start the flights: the stock and the pile gliding aside where a hand laid down comes beside them (on a
        narrow table: they jumped there, a layout shift of .08 in the widget), a card new in the hand from the stock
        or the pile, a new top discard from the hand it left (or its player's seat)."""
        gone = [k for k in first if not k.startswith("#") and k not in self._hand]
        drawn = first.get("#tt-pile") if t.pile.top is None or _last(t) == "pile" else first.get("#tt-stock")
        flights = [(self.by_id(name), first.get(f"#{name}")) for name in ("tt-stock", "tt-pile")]  # (theirs first:
        # a card flying to the pile starts from where the pile is drawn)
        flights += [(el, first.get(key) or drawn) for key, el in self._hand.items()]
        top = self._top
        if top is not None and top.isConnected and t.last_seat is not None and t.phase != "discard":
            flights.append((top, first.get(gone[0]) if gone else self._chip(t.last_seat)))
        return self.fly(flights)

    def _chip(self, seat: int) -> Rect | None:
        chip = nn(self.root.querySelector(f'[data-seat-chip="{seat}"]'))
        if chip is None:
            return None
        r = chip.getBoundingClientRect()
        return (r.left + r.width / 2 - 20, r.top)


def _last(t: TableView) -> str:
    """What the viewer did last, as an id (``pile``: they picked the top discard up)."""
    viewer = next((s for s in t.seats if s.viewer), None)
    return viewer.last_kind if viewer is not None else ""


class Page(TablePage, Dom):
    """:class:`~web.three_thirteen.dom.Dom` and everything around the table."""

    game, prefix, area = GAME, "tt-", 'main[data-table="three-thirteen"] .play-area'
    stats_words = ("round", "games")
    rules_name = staticmethod(FORM.preset_name)
    input_type, keys_type = Input, Keys
    to_side = ToSide(N_("Scores and moves"), to="#tt-sheet-title", focus="#tt-sheet-title")
