"""Klondike's table, built once from Python into index.html's small skeleton (page code): the bar over the table
(time, moves, score, the buttons), the stock, the waste and the foundations, the seven columns, the message line,
the banner; the records, the deal and the moves in the side column, as data for :mod:`web.shell.dom_markup`.
Everything that changes is filled in by :mod:`web.klondike.dom`."""

from __future__ import annotations

from typing import Any

from kings.i18n import _, pgettext
from web.klondike.words import COLUMNS, PILES, pile_name
from web.shell import dom_markup
from web.shell.dom_markup import Node, node
from web.shell.page import PageCode


def buttons() -> tuple[tuple[str, str, str], ...]:
    """The bar's buttons: action, label (in the language in use), keys."""
    return (("undo", pgettext("button", "Undo"), "U Control+Z"), ("hint", pgettext("button", "Hint"), "H"),
            ("auto", pgettext("button", "Finish"), "A"), ("verdict", pgettext("button", "Can it be won?"), "V"),
            ("new-deal", pgettext("button", "New deal"), "N"))  # fmt: skip


def _pile(pid: str) -> Node:
    kind = ("stock" if pid == "stock" else "waste" if pid == "waste" else "column" if pid in COLUMNS
            else "foundation")  # fmt: skip
    count = (node("span", "kl-count", aria_hidden="true"),) if kind == "stock" else ()
    return node("div", f"kl-pile kl-{kind}", node("span", "kl-mark", aria_hidden="true"),
                node("div", "kl-cards", aria_hidden="true"), *count,
                data_pile=pid, role="button", aria_label=pile_name(pid), tabindex="0" if pid == "stock" else "-1")


def _button(action: str, label: str, cls: str = "control", **attrs: str) -> Node:
    return node("button", cls, label, type="button", data_action=action, **attrs)


def table() -> tuple[Node, ...]:
    """The bar over the table (time, moves, score; the buttons), the piles (the top row, the columns), the worker's
    line, in the language in use."""
    return (
        node("div", "kl-bar", node("dl", "kl-meters", id="kl-meters"),
             node("div", "kl-actions", *(_button(action, label, "control kl-" + action, aria_keyshortcuts=keys)
                                         for action, label, keys in buttons()))),
        dom_markup.messages("kl-"),
        node("div", "kl-felt", node("div", "kl-top", *(_pile(p) for p in PILES if p not in COLUMNS)),
             node("div", "kl-cols", *(_pile(p) for p in COLUMNS)),
             role="group", aria_label=_("Piles: arrows move between them, Enter picks up and puts down")),
        dom_markup.banner("kl-", "banner kl-banner"),
        node("p", "kl-checking", id="kl-checking", hidden=True, aria_hidden="true"),
    )  # fmt: skip

#: the side: the deal and its buttons, the records, and the shell's log panel (on a laptop it fills what the side
#: leaves and scrolls itself to its last move: as a whole side that scrolled, a resumed deal's 40 moves showed their
#: oldest, the latest below the window's foot)
def side() -> tuple[Node, ...]:
    """The side column, in the language in use."""
    return (
        dom_markup.box("kl-", "deal", _("This deal"), node("p", "kl-deal-line", id="kl-deal"),
                       node("p", "kl-deal-tools", *(_button(action, label) for action, label in
                                                    (("replay", _("Replay this deal")), ("daily", _("Today's deal")),
                                                     ("new", _("New game…")))))),
        dom_markup.box("kl-", "records", _("Your records"), node("dl", "kl-records", id="kl-records")),
        dom_markup.box("kl-", "log", pgettext("log", "Moves"), node("ol", "log kl-log", id="kl-log", tabindex="0",
                                                                   aria_labelledby="kl-log-title"), cls="log-panel"),
    )  # fmt: skip


def build(page: PageCode, main: Any) -> None:
    """Fill ``main[data-table="klondike"]``: its table section and its side column."""
    dom_markup.grow_areas(page, main, "kl-", table(), side())
