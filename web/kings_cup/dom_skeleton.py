"""Kings Cup's table, built once from Python into index.html's small skeleton (page code): the big line saying
whose turn it is, the card and its rule, the choices, Draw and Undo, the kings and cards left, the players and
their points, the roles and house rules, the cards drawn, the deck. Everything that changes is filled in by
:mod:`web.kings_cup.dom`, as text."""

from __future__ import annotations

from typing import Any

from web.shell import dom_markup
from web.shell.dom_movelog import TopList
from web.shell.page import PageCode


def build(page: PageCode, main: Any) -> None:
    """Fill ``main[data-table="kings-cup"]``: its table section and its side column."""
    el = page.el
    table = main.querySelector("#kc-table")
    info = main.querySelector(".info-area")

    turn = el("header", "kc-head")
    line = el("p", "kc-turn")
    line.id = "kc-turn"
    # the name, its comma, what the line asks: on a narrow screen the name and its comma on a line of their own
    line.append(el("strong", "kc-turn-name"), el("span", "kc-turn-comma"), el("span", "kc-turn-rest"))
    last = el("p", "kc-last")
    last.id = "kc-last"
    last.append(el("span", "kc-last-text"), el("strong", "kc-last-name"))  # "Next to draw: " and who, in bold
    turn.append(line, last)

    stage = el("div", "kc-stage")
    card_box = el("figure", "kc-card-box")
    card_box.id = "kc-card"
    slot = el("div", "kc-card-slot")
    slot.setAttribute("aria-hidden", "true")
    caption = el("figcaption", "kc-card-name")
    card_box.append(slot, caption)
    rule = el("div", "kc-rule")
    rule.id = "kc-rule"
    title = el("h3", "kc-rule-title")
    title.id = "kc-rule-title"
    title.append(el("span", "kc-rule-words"))  # (sized to its longest word: table.css)
    role = el("p", "kc-rule-role")
    role.append(el("strong", "kc-role-name"), " ", el("span", "kc-role-text"))
    rule.append(title, el("p", "kc-rule-text"), role)
    stage.append(card_box, rule)

    choice = el("section", "kc-choice")
    choice.id = "kc-choice"
    choice.hidden = True
    choice.setAttribute("aria-labelledby", "kc-choice-prompt")
    prompt = el("h3", "kc-choice-prompt")
    prompt.id = "kc-choice-prompt"
    mates = el("div", "kc-mates")
    mates.id = "kc-mates"
    mates.setAttribute("role", "group")
    mates.setAttribute("aria-labelledby", "kc-choice-prompt")
    form = el("form", "kc-rule-form")
    form.id = "kc-rule-form"
    form.setAttribute("novalidate", "")
    label = el("label", "kc-rule-label", "Your house rule")
    label.htmlFor = "kc-rule-field"
    field = el("input", "kc-rule-field")
    field.id = "kc-rule-field"
    field.type = "text"
    field.autocomplete = "off"
    field.setAttribute("enterkeyhint", "done")
    field.setAttribute("aria-describedby", "kc-rule-limit")
    limit = el("p", "kc-rule-limit")
    limit.id = "kc-rule-limit"
    make = el("button", "control primary", "Make this rule")
    make.type = "submit"
    none = el("button", "control", "No rule")
    none.type = "button"
    none.setAttribute("data-action", "no-rule")
    buttons = el("div", "kc-rule-buttons")
    buttons.append(make, none)
    form.append(label, field, limit, buttons)
    choice.append(prompt, mates, form)
    rule.appendChild(choice)  # beside the card, under the rule that asks for it

    actions = el("div", "kc-actions")
    draw = el("button", "control primary kc-draw")
    draw.append(el("span", "kc-draw-who"), el("span", "kc-draw-label", "Draw a card"))  # the name over what to do
    draw.type = "button"
    draw.setAttribute("data-action", "draw")
    draw.setAttribute("aria-keyshortcuts", "D")
    undo = el("button", "control kc-undo")
    undo.type = "button"
    undo.setAttribute("data-action", "undo")
    undo.setAttribute("aria-keyshortcuts", "U Control+Z")
    undo.append(el("span", "kc-undo-label", "Undo"), " ", el("span", "kc-undo-detail"))  # its name: "Undo <what>"
    actions.append(draw, undo)  # and the shell's cue to the players under the table (dom.py)

    meters = el("div", "kc-meters")
    kings = el("p", "kc-kings")
    kings.id = "kc-kings"
    crowns = el("span", "kc-crowns")
    crowns.setAttribute("aria-hidden", "true")
    kings.append(crowns, el("span", "kc-kings-text"))
    left = el("p", "kc-left")
    left.id = "kc-left"
    deck = el("span", "kc-deck-stack")
    deck.setAttribute("aria-hidden", "true")
    left.append(deck, el("span", "kc-left-text"))
    meters.append(kings, left)

    banner = dom_markup.grow(page, dom_markup.banner("kc-"))

    me = el("section", "me kc-me")
    me.setAttribute("aria-label", "Messages")
    status = el("p", "status sr")
    status.id = "kc-status"
    status.setAttribute("role", "status")
    message = el("p", "message")
    message.id = "kc-message"
    message.setAttribute("role", "alert")
    me.append(status, message)

    table.replaceChildren(turn, stage, me, actions, meters, banner)
    info.replaceChildren(*_side(page))


def _side(page: PageCode) -> list[Any]:
    el = page.el
    note = el("p", "kc-note")
    note.id = "kc-point-note"
    players = el("ol", "kc-players")
    players.id = "kc-players"
    lines = el("ul", "kc-lines")
    lines.id = "kc-lines"
    lines.tabIndex = 0  # beside the table it may scroll inside its panel (table.css): the keyboard scrolls it too
    lines.setAttribute("aria-labelledby", "kc-lines-title")
    more = el("button", "control kc-more")
    more.type = "button"
    more.id = "kc-more"
    more.hidden = True
    more.setAttribute("aria-controls", "kc-lines")
    log = el("ol", "log kc-log")
    log.id = "kc-log"
    log.tabIndex = 0
    log.setAttribute("aria-labelledby", "kc-log-title")
    deck = el("p", "kc-deck-name")
    deck.id = "kc-deck"
    tools = el("p", "kc-deck-tools")
    decks = el("button", "control", "Decks…")
    decks.type = "button"
    decks.setAttribute("data-action", "decks")
    large = el("button", "control kc-large", "Large text")
    large.type = "button"
    large.setAttribute("data-action", "large")
    large.setAttribute("aria-pressed", "false")
    # the widget has no header: its way to a new game (the players' names, how many), beside the deck's tools
    new = el("button", "control kc-new", "New game…")
    new.type = "button"
    new.setAttribute("data-action", "new")
    tools.append(new, decks, large)
    return [
        dom_markup.panel(page, "kc-", "players", "Players", note, players),
        dom_markup.panel(page, "kc-", "lines", "On the table", lines, more),
        dom_markup.panel(page, "kc-", "deck", "Deck", deck, tools),
        dom_markup.panel(page, "kc-", "log", "Cards drawn", log),
    ]


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
        self.more.textContent = f"{below} more ↓"
        self.more.setAttribute("aria-label", f"Show {below} more on the table")


class SnugNumbers:
    """The results' names cut short end in "…" right before their seat's number ("Guinevere Worth… 12"): each cut
    name's box made as wide as the words it shows and their "…" (in a box as wide as the room, the words ended up to
    a letter's width short of it, the numbers standing apart in a column of their own, review 61). The names' text
    stays whole (screen readers, the title); again whenever the results' room changes."""

    def __init__(self, page: PageCode, window: Any) -> None:
        self.page, self.win = page, window
        self._pen = page.doc.createElement("canvas").getContext("2d")
        self._resized = page.proxy(lambda *_: self.fit())  #: (kept alive for the page's lifetime)
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
