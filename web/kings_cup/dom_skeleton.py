"""Kings Cup's table, built once from Python into index.html's small skeleton (page code): the big line saying
whose turn it is, the card and its rule, the choices, Draw and Undo, the kings and cards left, the players and
their points, the roles and house rules, the cards drawn, the deck, as data for :mod:`web.shell.dom_markup`.
Everything that changes is filled in by :mod:`web.kings_cup.dom`, as text. Here too the two boxes of the side that
fit their room: the roles and house rules ending on a whole one, and the results' names cut short."""

from __future__ import annotations

from typing import Any

from kings.i18n import _, ngettext
from web.shell import dom_markup
from web.shell.dom_markup import Node, node
from web.shell.dom_movelog import TopList
from web.shell.page import PageCode


def _button(cls: str, *kids: Node | str, **attrs: str | bool) -> Node:
    return node("button", "control" + cls, *kids, type="button", **attrs)


#: the big line (the name, its comma, what the line asks: on a narrow screen the name and its comma on a line of their
#: own) and under it who drew the card shown, or "Next to draw: " and who, in bold
TURN = node("header", "kc-head",
            node("p", "kc-turn", node("strong", "kc-turn-name"), node("span", "kc-turn-rest"), id="kc-turn"),
            node("p", "kc-last", node("span", "kc-last-text"), node("strong", "kc-last-name"), id="kc-last"))

def choice() -> Node:
    """What the drawer must choose, beside the card under the rule that asks for it: a mate, or a house rule."""
    return node("section", "kc-choice",
              node("h3", "kc-choice-prompt", id="kc-choice-prompt"),
              node("div", "kc-mates", id="kc-mates", role="group", aria_labelledby="kc-choice-prompt"),
              node("form", "kc-rule-form",
                   node("label", "sr", _("Your house rule"), **{"for": "kc-rule-field"}),  # (the title's words)
                   node("input", "kc-rule-field", id="kc-rule-field", type="text", autocomplete="off",
                        enterkeyhint="done", aria_describedby="kc-rule-limit"),
                   node("p", "kc-rule-limit", id="kc-rule-limit"),
                   node("div", "kc-rule-buttons", node("button", "control primary", _("Make this rule"),
                                                              type="submit"),
                        _button("", _("No rule"), data_action="no-rule")),
                   id="kc-rule-form", novalidate=True),
              id="kc-choice", hidden=True, aria_labelledby="kc-choice-prompt")

def stage() -> Node:
    """The card drawn, and its rule (its title sized to its longest word: table.css), the role it gives, the
    choice."""
    return node("div", "kc-stage",
             node("figure", "kc-card-box", node("div", "kc-card-slot", aria_hidden="true"),
                  node("figcaption", "kc-card-name"), id="kc-card"),
             node("div", "kc-rule",
                  node("h3", "kc-rule-title", node("span", "kc-rule-words"), id="kc-rule-title"),
                  node("p", "kc-rule-text"),
                  node("p", "kc-rule-role", node("strong", "kc-role-name"), " ", node("span", "kc-role-text")),
                  choice(), id="kc-rule"))

def actions() -> Node:
    """Draw and Undo (its name: "Undo <what>"), then the shell's cue to the players under the table (dom.py)."""
    return node("div", "kc-actions",
                _button(" primary kc-draw", node("span", "kc-draw-who"),
                        node("span", "kc-draw-label", _("Draw a card")),
                        data_action="draw", aria_keyshortcuts="D"),  # (the name over what to do)
                _button(" kc-undo", node("span", "kc-undo-label", _("Undo")), " ", node("span", "kc-undo-detail"),
                        data_action="undo", aria_keyshortcuts="U Control+Z"))

METERS = node("div", "kc-meters",
              node("p", "kc-kings", node("span", "kc-crowns", aria_hidden="true"), node("span", "kc-kings-text"),
                   id="kc-kings"),
              node("p", "kc-left", node("span", "kc-deck-stack", aria_hidden="true"), node("span", "kc-left-text"),
                   id="kc-left"))

def side() -> tuple[Node, ...]:
    """The side column; the roles and house rules may scroll inside their panel beside the table (table.css): the
    keyboard scrolls them too."""
    return (
    dom_markup.box("kc-", "players", _("Players"), node("p", "kc-note", id="kc-point-note"),
                   node("ol", "kc-players", id="kc-players")),
    dom_markup.box("kc-", "lines", _("On the table"),
                   node("ul", "kc-lines", id="kc-lines", tabindex="0", aria_labelledby="kc-lines-title"),
                   _button(" kc-more", id="kc-more", hidden=True, aria_controls="kc-lines")),
    dom_markup.box("kc-", "deck", _("Deck"), node("p", "kc-deck-name", id="kc-deck"),
                   # the widget has no header: its way to a new game (the players' names, how many), by the tools
                   node("p", "kc-deck-tools", _button(" kc-new", _("New game…"), data_action="new"),
                        _button("", _("Decks…"), data_action="decks"),
                        _button(" kc-large", _("Large text"), data_action="large", aria_pressed="false"))),
    dom_markup.box("kc-", "log", _("Cards drawn"),
                   node("ol", "log kc-log", id="kc-log", tabindex="0", aria_labelledby="kc-log-title")),
)  # fmt: skip


def build(page: PageCode, main: Any) -> None:
    """Fill ``main[data-table="kings-cup"]``: its table section and its side column."""
    table = (TURN, stage(), dom_markup.messages("kc-"), actions(), METERS, dom_markup.banner("kc-"))
    dom_markup.grow_areas(page, main, "kc-", table, side())


class LinesBox(TopList):
    """The roles and house rules, ending on a whole one, and under them a button saying how many more lie under the
    list's foot ("2 more ↓": a box ending on a whole entry with no scroll bar in sight hid three of five, review 61),
    which scrolls them into sight."""

    def __init__(self, page: PageCode, window: Any) -> None:
        super().__init__(page, window, page.by_id("kc-lines"))
        self.more = page.by_id("kc-more")
        page.listen(self.box, "scroll", lambda e: self.say())
        page.listen(self.more, "click", lambda e: self.box.scrollBy(0, float(self.box.clientHeight) * .8))

    def fit(self) -> None:
        super().fit()
        self.say()

    def say(self) -> None:
        foot = float(self.box.getBoundingClientRect().bottom) + 1
        below = sum(1 for line in self.box.children if float(line.getBoundingClientRect().bottom) > foot)
        self.more.hidden = below == 0 or float(self.box.clientHeight) <= 0
        self.more.textContent = ngettext("{n} more ↓", "{n} more ↓", below).format(n=below)
        self.more.setAttribute("aria-label", ngettext("Show {n} more on the table", "Show {n} more on the table",
                                                      below).format(n=below))


class SnugNumbers:
    """The results' names cut short end in "…" right before their seat's number ("Guinevere Worth… 12"): each cut
    name's box made as wide as the words it shows and their "…" (in a box as wide as the room, the words ended up to
    a letter's width short of it, the numbers standing apart in a column of their own, review 61). The names' text
    stays whole (screen readers, the title); again whenever the results' room changes."""

    def __init__(self, page: PageCode, window: Any) -> None:
        self.page, self.win = page, window
        self._pen = page.doc.createElement("canvas").getContext("2d")
        self._resized = page.proxy(lambda *args: self.fit())  #: (kept alive for the page's lifetime)
        window.ResizeObserver.new(self._resized).observe(page.by_id("kc-banner-body"))

    def fit(self) -> None:
        bases = list(self.page.doc.querySelectorAll("#kc-banner .name-base"))
        for base in bases:
            base.style.maxWidth = ""
        for base in bases:
            room, text = float(base.clientWidth), base.firstChild
            if room > 0 and float(base.scrollWidth) > room + .5 and text is not None:
                base.style.maxWidth = f"{self._shown(base, text, room):.1f}px"

    def _shown(self, base: Any, text: Any, room: float) -> float:
        """The width of the most letters of ``text`` that fit ``room`` with "…" after them, and of the "…"."""
        scale = float(base.getBoundingClientRect().width) / room  # (the banner enters scaled down)
        style = self.win.getComputedStyle(base)  # (its shorthand .font is "" in Chromium)
        self._pen.font = f"{style.fontStyle} {style.fontWeight} {style.fontSize} {style.fontFamily}"
        dots = float(self._pen.measureText("…").width)
        words = self.page.doc.createRange()
        words.setStart(text, 0)

        def width(end: int) -> float:
            words.setEnd(text, end)
            return float(words.getBoundingClientRect().width) / scale

        low, high = 0, len(text.data)
        while low < high:
            mid = (low + high + 1) // 2
            low, high = (mid, high) if width(mid) + dots <= room else (low, mid - 1)
        while low > 1 and text.data[low - 1] == " ":
            low -= 1
        return width(low) + dots + .5
