"""The parts of King's table (page code, owned by :class:`web.king.dom.Dom`): its fixed markup
(:mod:`web.shell.dom_markup`), grown into index.html's small ``<main>`` when the game opens (the contract line, four
seats and the trick's four slots, the bidding and last-trick boxes, the banner; the status line, the buttons and the
hand; the coach, the score sheet and the log: :func:`build`), and the parts drawn afresh when they change: the seats,
the auction step, the score sheet and the last trick. Text goes in as text only. The score sheet's cue that more
rows lie below is :mod:`web.king.dom_input`'s.
"""

from __future__ import annotations

from typing import Any

from kings.i18n import N_, _, ngettext, pgettext
from web.king.viewmodels import Bidding, CardView, ChoiceGroup, LastTrick, ScoreSheet, SeatView
from web.king.words import role_words
from web.shell.dom_markup import Node, backs, banner, build_table, card_face, coach, node, side, thinking_mark
from web.shell.page import PageCode

BACKS_SHOWN = 13  #: an opponent's hand is drawn as this many backs at most


class Parts(PageCode):
    """Builds elements for :class:`~web.king.dom.Dom`."""

    def face(self, card: CardView, tag: str = "div") -> Any:
        """A card's element: its face (Adrian Kennard's deck, vendor/cards) and text for small sizes."""
        return card_face(self, card, tag)

    # -- seats ----------------------------------------------------------------------------------
    def seat(self, s: SeatView) -> Any:
        classes = ("kchip", "to-act" if s.to_act else "", "viewer" if s.viewer else "",
                   "thinking" if s.thinking else "", f"role-{s.role}" if s.role else "")  # fmt: skip
        chip = self.el("div", " ".join(c for c in classes if c))
        chip.setAttribute("data-seat-chip", str(s.seat))
        if s.to_act:
            chip.setAttribute("aria-current", "true")
        head = self.el("p", "kchip-head")
        # the dealer's badge before the name, through the auction and the play alike (after it while cards were
        # played, before it in the auction, where a call's tag takes the chip's top right: it changed sides)
        if s.dealer:
            head.appendChild(self.dealer(_("Dealer (chooses how a positive hand is played)") if s.role else
                                         _("Dealer")))  # fmt: skip
        head.appendChild(self.named("span", "seat-name", s.name))
        if s.call:
            head.appendChild(self.el("span", "call", s.call))
        chip.appendChild(head)
        level = self.el("p", "seat-level", s.level)
        if s.role:
            level.appendChild(self.el("span", "role", role_words(s.role)))
        if s.thinking:
            thinking_mark(self, level)
        chip.appendChild(level)
        if not s.viewer and s.cards:
            chip.appendChild(backs(self, s.cards, BACKS_SHOWN))
        stats = self.el("p", "kchip-stats")
        if not s.ended:
            stats.appendChild(self.el("span", "tricks", ngettext("{n} trick", "{n} tricks", s.tricks).format(
                n=s.tricks)))
        if s.points and not s.ended:  # named: a bare "-40" next to the total read as a second score
            # (the commas are for screen readers, which read the figures' boxes as one word without them)
            # Translators: a seat's points in this hand ("Hand -40"), beside its total ("Total -120")
            stats.append(self.el("span", "sr", ", "), self.el("span", "hand-points", _("Hand {points}").format(
                points=s.points)))
        if not s.ended:
            stats.appendChild(self.el("span", "sr", ", "))
        stats.appendChild(self.el("span", "seat-total", _("Total {points}").format(points=s.total)))
        if not s.viewer:
            # Translators: for screen readers, after a seat's scores
            stats.appendChild(self.el("span", "sr", ngettext(", {n} card in hand", ", {n} cards in hand",
                                                             s.cards).format(n=s.cards)))  # fmt: skip
        chip.appendChild(stats)
        return chip

    # -- the auction step -------------------------------------------------------------------------
    def bidding(self, b: Bidding) -> list[Any]:
        out = [self.named("h3", "bidding-title", b.title)]
        out.extend(self.el("p", "bidding-line", line) for line in b.lines)
        # how the step works (the rules page says it too): a small screen leaves it out (table.css)
        out.extend(self.el("p", "bidding-line bidding-rules", line) for line in b.rules)
        if b.calls:
            calls = self.el("ol", "calls")
            calls.setAttribute("aria-label", _("Said so far"))
            # one chip a player, their calls in order ("Maximilian 1 up, 3 up"): the whole history in four chips at
            # most (one chip a call took three rows, and a short screen hid all but the last two behind "…")
            said_by: dict[str, list[str]] = {}
            for name, said in b.calls:
                said_by.setdefault(name, []).append(said)
            for name, said_list in said_by.items():
                li = self.el("li")
                li.append(self.named("span", "call-name", name), " ", self.el("span", "call", ", ".join(said_list)))
                calls.appendChild(li)
            out.append(calls)
        # the up bids and the down bids, each a labelled row, in one block beside Pass (table.css's ".ladder")
        ladders = [g for g in b.groups if g.ladder]
        if ladders:
            block = self.el("div", "choice-group ladder")
            block.append(*(self._group(g, f"ladder-part {g.ladder}") for g in ladders))
            out.append(block)
        for group in b.groups:
            if not group.ladder:
                out.append(self._group(group))
        if b.waiting:
            out.append(self.el("p", "bidding-wait", b.waiting))
        return out

    def _group(self, g: ChoiceGroup, kind: str = "choice-group") -> Any:
        box = self.el("div", kind)
        box.setAttribute("role", "group")
        box.setAttribute("aria-label", g.title)
        box.appendChild(self.el("p", "choice-title", g.title))
        row = self.el("div", "choice-row")
        for c in g.choices:
            cls = ("choice", "primary" if c.primary else "", "hint" if c.hint else "", c.suit,
                   "red" if c.suit in ("hearts", "diamonds") else "")  # fmt: skip
            btn = self.el("button", " ".join(x for x in cls if x))
            btn.type = "button"
            btn.setAttribute("data-move", c.move)
            btn.appendChild(self.el("span", "choice-label", c.label))
            if c.detail:  # "75 points": the figure apart, so a narrow rung may show it alone (table-auction.css)
                figure, unit = c.detail.split(" ", 1) if g.ladder and " " in c.detail else (c.detail, "")
                detail = self.el("span", "choice-detail", figure)
                if unit:
                    detail.appendChild(self.el("span", "unit", f" {unit}"))
                btn.appendChild(detail)
            if not c.enabled:
                btn.disabled = True
            row.appendChild(btn)
        box.appendChild(row)
        return box

    # -- the score sheet ------------------------------------------------------------------------
    def sheet(self, sheet: ScoreSheet, full: bool) -> list[Any]:
        """The head and body rows of the score sheet: compact for the side panel, or the source's layout."""
        two = full and sheet.columns == "two"
        head = self.el("tr")
        # Translators: the score sheet's column heads (short) and their titles
        head.appendChild(self._th(pgettext("sheet", "Hand"), "col", "label"))
        if full:  # "Each" over "+25 / -75" meant nothing to a new player
            each = self._th(_("Points each"), "col", "each")
            each.title = _("Points for each trick or card taken in that hand")
            head.appendChild(each)
        for seat, _name in enumerate(sheet.names):
            th = self._th("", "col", "name")
            th.appendChild(self._player(sheet, seat))
            if two:
                th.colSpan = 2
            head.appendChild(th)
        if full:
            total = self._th(_("Total"), "col", "check")
            total.title = _("What the hand gives out in all, ticked when the players' points add up to it")
            head.appendChild(total)
        rows = [head]
        if two:
            sub = self.el("tr", "sub")
            sub.appendChild(self._th("", "col", ""))
            sub.appendChild(self._th("", "col", ""))
            for _name in sheet.names:
                sub.append(self._th("−", "col", ""), self._th("+", "col", ""))
            sub.appendChild(self._th("", "col", ""))  # the hand total's column
            rows.append(sub)
        for r in sheet.rows:
            tr = self.el("tr", " ".join(x for x in (r.kind, "current" if r.current else "",
                                                    "played" if r.played else "") if x))  # fmt: skip
            if full and r.who:  # "Positive · Wilhelmina (Up ♠)", its column's label; on a phone "+ Wil" (the word and
                # its dot for screen readers only: "▶ / Positive · / Wilhel…" took 3 lines)
                label = self._th("", "row", "label")
                label.append(self.el("span", "kind", r.label), self.el("span", "kind", "\u00a0· "),
                             self._player(sheet, r.who_seat))  # fmt: skip
            else:
                label = self._th(r.label if full else r.short, "row", "label")
            if full and r.how:
                label.append(" ", self.el("span", "how", f"({r.how})"))
            tr.appendChild(label)
            if full:
                each = self.el("td", "each", r.each)
                if r.each_title:
                    each.title = r.each_title
                tr.appendChild(each)
            if full and r.note:  # no points yet: one cell across the players says so (a blank read as nothing)
                note = self.el("td", "note", r.note)
                note.colSpan = len(sheet.names) * (2 if two else 1)
                tr.appendChild(note)
            else:
                cells = [c for pair in zip(r.minus, r.plus, strict=True) for c in pair] if two and r.minus else \
                    list(r.cells) if not two else [""] * (2 * len(sheet.names))  # fmt: skip
                for cell in cells:
                    tr.appendChild(self.el("td", "num", cell))
            if full:  # one figure, ticked when the hand's points add up to it (CSS)
                check = self.el("td", "check")
                check.appendChild(self.el("span", "", r.check))
                if r.played:
                    check.classList.add("ok" if r.total == r.expected else "bad")
                tr.appendChild(check)
            rows.append(tr)
        return rows

    def _player(self, sheet: ScoreSheet, seat: int) -> Any:
        """A player's label, never cut: ``Wil`` in a narrow column, ``Wilhelmina`` where there is room (CSS shows one;
        "Wil…", "Ma…", "Bar…" told nobody apart: review 60), the name whole in its title and to screen readers."""
        name = sheet.names[seat]
        el = self.el("span", "name-label")
        el.title = name
        for cls, label in (("name-short", sheet.short), ("name-first", sheet.first)):
            shown = self.el("span", cls, label[seat] if label else name)
            shown.setAttribute("aria-hidden", "true")
            el.appendChild(shown)
        el.appendChild(self.el("span", "sr", name))
        return el

    def _th(self, text: str, scope: str, cls: str) -> Any:
        th = self.named("th", cls, text) if cls == "label" else self.el("th", cls, text)
        th.scope = scope
        return th

    # -- the last trick ----------------------------------------------------------------------------
    def last_trick(self, last: LastTrick) -> list[Any]:
        out = [self.el("h3", "", last.title)]
        grid = self.el("div", "trick compact")
        for slot in last.slots:
            cell = self.el("div", "trick-slot" + (" winner" if slot.winner else ""))
            cell.setAttribute("data-pos", slot.position)
            if slot.card is not None:
                card = self.face(slot.card)
                card.className = "card art " + ("red" if slot.card.red else "black")
                card.setAttribute("aria-hidden", "true")
                cell.appendChild(card)
            grid.appendChild(cell)
        out.append(grid)
        return out


# -- the fixed markup ----------------------------------------------------------------------------------------
POSITIONS = ("north", "west", "east", "south")
BUTTONS = (("hint", N_("Hint")), ("last", N_("Last trick")), ("sheet", N_("Score sheet")))


def _button(action: str, label: str) -> Node:
    if action == "sheet":
        return node("button", "control", _(label), type="button", data_action=action)
    pressed = {"aria_pressed": "false"} if action == "last" else {}
    return node("button", "control", _(label), type="button", data_action=action, aria_disabled="true", **pressed)


def _table() -> tuple[Node, ...]:
    """The table's fixed markup, in the language in use (built when the page is: never at import)."""
    return (
        node("div", "contract",
             node("span", "contract-number"), node("strong", "contract-title", "King"),
             node("span", "contract-trump", hidden=True), node("span", "contract-detail"),
             id="king-contract", role="group", aria_label=_("This hand")),
        *(node("div", "kseat", data_pos=pos) for pos in POSITIONS),
        node("div", "trick", *(node("div", "trick-slot", data_pos=pos) for pos in POSITIONS),
             id="king-trick", role="group",
             aria_label=_("The trick: {cards}").format(cards=pgettext("trick", "empty"))),
        node("section", "bidding", id="king-bidding", aria_label=_("Choosing the hand"), hidden=True),
        node("section", "last-trick", id="king-last", aria_label=_("The last trick"), hidden=True),
        banner("king-"),
    )  # fmt: skip


def _me() -> Node:
    """The player's part under the table: the status line, the message, the buttons, the hand."""
    return node("section", "me",
                node("p", "status", _("Loading the game…"), id="king-status", role="status", aria_live="polite"),
                node("p", "message", id="king-message", role="alert"),
                node("div", "controls", *(_button(a, label) for a, label in BUTTONS)),
                node("div", "hand khand", id="king-hand", role="group", aria_label=_("Your cards")),
                aria_label=_("Your cards"))  # fmt: skip


SHEET_CAPTION = N_("Each player's points, hand by hand")


def _info() -> tuple[Node, ...]:
    """The side column: the coach, the score sheet and the move log."""
    return (coach("king-"), side("king-", "sheet ksheet", _(SHEET_CAPTION), _("This hand")))


def build(page: PageCode, main: Any) -> None:
    """Fill ``main[data-table="king"]``: the table section, the player's part under it, the side column."""
    build_table(page, main, "king-", _table(), _me(), _info())
