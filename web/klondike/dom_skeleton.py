"""Klondike's table, built once from Python into index.html's small skeleton (page code): the bar over the table
(time, moves, score, the buttons), the stock, the waste and the foundations, the seven columns, the message line,
the banner; the records, the deal and the moves in the side column. Everything that changes is filled in by
:mod:`web.klondike.dom`."""

from __future__ import annotations

from typing import Any

from web.klondike.words import COLUMNS, PILES, pile_name
from web.shell import dom_markup
from web.shell.page import PageCode

BUTTONS = (("undo", "Undo", "U Control+Z"), ("hint", "Hint", "H"), ("auto", "Finish", "A"),
           ("verdict", "Can it be won?", "V"), ("new-deal", "New deal", "N"))  # fmt: skip


def _pile(page: PageCode, pid: str) -> Any:
    kind = ("stock" if pid == "stock" else "waste" if pid == "waste" else "column" if pid in COLUMNS
            else "foundation")  # fmt: skip
    el = page.el("div", f"kl-pile kl-{kind}")
    el.setAttribute("data-pile", pid)
    el.setAttribute("role", "button")
    el.setAttribute("aria-label", pile_name(pid))
    el.tabIndex = 0 if pid == "stock" else -1
    mark = page.el("span", "kl-mark")
    mark.setAttribute("aria-hidden", "true")
    cards = page.el("div", "kl-cards")
    cards.setAttribute("aria-hidden", "true")
    el.append(mark, cards)
    if kind == "stock":
        count = page.el("span", "kl-count")
        count.setAttribute("aria-hidden", "true")
        el.append(count)
    return el


def build(page: PageCode, main: Any) -> None:
    """Fill ``main[data-table="klondike"]``: its table section and its side column."""
    el = page.el
    table = main.querySelector("#kl-table")
    info = main.querySelector(".info-area")

    bar = el("div", "kl-bar")
    meters = el("dl", "kl-meters")
    meters.id = "kl-meters"
    actions = el("div", "kl-actions")
    for action, label, keys in BUTTONS:
        b = el("button", "control kl-" + action, label)
        b.type = "button"
        b.setAttribute("data-action", action)
        b.setAttribute("aria-keyshortcuts", keys)
        actions.append(b)
    bar.append(meters, actions)

    me = el("section", "me kl-me")
    me.setAttribute("aria-label", "Messages")
    status = el("p", "status sr")
    status.id = "kl-status"
    status.setAttribute("role", "status")
    message = el("p", "message")
    message.id = "kl-message"
    message.setAttribute("role", "alert")
    me.append(status, message)

    felt = el("div", "kl-felt")
    felt.setAttribute("role", "group")
    felt.setAttribute("aria-label", "Piles: arrows move between them, Enter picks up and puts down")
    top = el("div", "kl-top")
    cols = el("div", "kl-cols")
    for pid in PILES:
        (cols if pid in COLUMNS else top).append(_pile(page, pid))
    felt.append(top, cols)

    banner = dom_markup.grow(page, dom_markup.banner("kl-", "banner kl-banner"))

    checking = el("p", "kl-checking")
    checking.id = "kl-checking"
    checking.hidden = True
    checking.setAttribute("aria-hidden", "true")

    table.replaceChildren(bar, me, felt, banner, checking)
    info.replaceChildren(*_side(page))


def _side(page: PageCode) -> list[Any]:
    el = page.el
    deal = el("p", "kl-deal-line")
    deal.id = "kl-deal"
    tools = el("p", "kl-deal-tools")
    for action, label in (("replay", "Replay this deal"), ("daily", "Today's deal"), ("new", "New game…")):
        b = el("button", "control", label)
        b.type = "button"
        b.setAttribute("data-action", action)
        tools.append(b)
    records = el("dl", "kl-records")
    records.id = "kl-records"
    log = el("ol", "log kl-log")
    log.id = "kl-log"
    log.tabIndex = 0
    log.setAttribute("aria-labelledby", "kl-log-title")
    log_panel = dom_markup.panel(page, "kl-", "log", "Moves", log)
    # the shell's log panel: on a laptop it fills what the side leaves and scrolls itself to its last move (as a
    # whole side that scrolled, a resumed deal's 40 moves showed their oldest, the latest below the window's foot)
    log_panel.classList.add("log-panel")
    return [
        dom_markup.panel(page, "kl-", "deal", "This deal", deal, tools),
        dom_markup.panel(page, "kl-", "records", "Your records", records),
        log_panel,
    ]
