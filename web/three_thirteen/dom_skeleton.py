"""3-13's fixed table markup (:mod:`web.shell.dom_markup`), grown into index.html's small ``<main>`` when the game
opens: the round line, the seats, the stock, the discard pile and what a player who went out laid down, the banner;
the status line, Go out, Hint and Arrange, the penalty line and the hand; the coach, the score sheet and the log.
:mod:`web.three_thirteen.dom` fills them in."""

from __future__ import annotations

from typing import Any

from kings.i18n import _
from web.shell.dom_markup import Node, banner, build_table, coach, node, side
from web.shell.page import PageCode

_BACKS = tuple(node("span", "back") for _back in range(3))


def table() -> tuple[Node, ...]:
    """The round line, the seats, the stock and the discard pile, the banner, in the language in use."""
    return (
        node("div", "contract",
             node("span", "contract-number"), " ", node("strong", "contract-title", "3-13"), " ",
             node("span", "wild-badge", aria_hidden="true"), " ", node("span", "contract-detail"), " ",
             node("span", "wild-legend", node("span", "wild-star", "★"), " ", node("span", "long"),
                  node("span", "short", aria_hidden="true")), " ",
             node("strong", "last-turn", id="tt-last-turn", role="status", hidden=True),
             id="tt-round", role="group", aria_label=_("This round")),
        # a Tab stop: at five seats or more on a small screen the row scrolls sideways (table.css), and a keyboard
        # scrolls only what has the focus (its arrow keys then show the seats past the edge)
        node("div", "ttseats", id="tt-seats", role="group", aria_label=_("Players"), tabindex="0"),
        node("div", "tt-center",
             node("button", "ttstock",
                  node("span", "stock-cards", *_BACKS, aria_hidden="true"),
                  # Translators: under the stock's count of cards: "45 in stock"
                  node("span", "stock-count", node("span", "", "…", id="tt-stock-count"), " ",
                       node("span", "stock-word", _("in stock"))),
                  type="button", id="tt-stock", aria_label=_("Stock")),
             node("button", "ttpile",
                  node("span", "pile-cards"), node("span", "pile-word", _("Discard pile"), aria_hidden="true"),
                  type="button", id="tt-pile", aria_label=_("Discard pile")),
             # the melds of a player who went out, laid down for all to see through the last turns (dom.py fills it)
             node("div", "tt-laid", id="tt-laid", hidden=True)),
        banner("tt-"),
    )  # fmt: skip


def me() -> Node:
    """The player's part: the status line, Go out, Hint and Arrange, the penalty line and the hand."""
    return node("section", "me",
                node("p", "status", _("Loading the game…"), id="tt-status", role="status", aria_live="polite"),
                node("p", "message", id="tt-message", role="alert"),
                node("div", "controls",
                     node("button", "control primary go-out",
                          node("span", "out-label", _("Go out")), " ", node("span", "out-detail"),
                          type="button", data_action="out", hidden=True),
                     node("button", "control", _("Hint"), type="button", data_action="hint", aria_disabled="true"),
                     node("button", "control", _("Arrange: melds"), type="button", data_action="arrange",
                          aria_pressed="true")),
                node("p", "penalty", id="tt-penalty"),
                node("div", "hand tthand", id="tt-hand", role="group", aria_label=_("Your hand")),
                aria_label=_("Your hand"))  # fmt: skip


def info() -> tuple[Node, ...]:
    """The coach, the score sheet and the log, in the language in use."""
    return (coach("tt-"), side("tt-", "sheet ksheet ttsheet", _("Points left in hand each round, and totals"),
                               _("This round")))  # fmt: skip


def build(page: PageCode, main: Any) -> None:
    """Fill ``main[data-table="three-thirteen"]``: the table section, the player's part under it, the side column."""
    build_table(page, main, "tt-", table(), me(), info())
