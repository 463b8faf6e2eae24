"""King's fixed table markup (:mod:`web.shell.dom_markup`), grown into index.html's small ``<main>`` when the game
opens: the contract line, four seats and the trick's four slots, the bidding and last-trick boxes, the banner; the
status line, the buttons and the hand; the coach, the score sheet and the log. :mod:`web.king.dom` fills them in."""

from __future__ import annotations

from typing import Any

from web.shell.dom_markup import Node, banner, build_table, coach, node, side
from web.shell.page import PageCode

POSITIONS = ("north", "west", "east", "south")
BUTTONS = (("hint", "Hint"), ("last", "Last trick"), ("sheet", "Score sheet"))


def _button(action: str, label: str) -> Node:
    if action == "sheet":
        return node("button", "control", label, type="button", data_action=action)
    pressed = {"aria_pressed": "false"} if action == "last" else {}
    return node("button", "control", label, type="button", data_action=action, aria_disabled="true", **pressed)


TABLE = (
    node("div", "contract",
         node("span", "contract-number"), node("strong", "contract-title", "King"),
         node("span", "contract-trump", hidden=True), node("span", "contract-detail"),
         id="king-contract", role="group", aria_label="This hand"),
    *(node("div", "kseat", data_pos=pos) for pos in POSITIONS),
    node("div", "trick", *(node("div", "trick-slot", data_pos=pos) for pos in POSITIONS),
         id="king-trick", role="group", aria_label="The trick: empty"),
    node("section", "bidding", id="king-bidding", aria_label="Choosing the hand", hidden=True),
    node("section", "last-trick", id="king-last", aria_label="The last trick", hidden=True),
    banner("king-"),
)  # fmt: skip

ME = node("section", "me",
          node("p", "status", "Loading the game…", id="king-status", role="status", aria_live="polite"),
          node("p", "message", id="king-message", role="alert"),
          node("div", "controls", *(_button(a, label) for a, label in BUTTONS)),
          node("div", "hand khand", id="king-hand", role="group", aria_label="Your cards"),
          aria_label="Your cards")  # fmt: skip

SHEET_CAPTION = "Each player's points, hand by hand"
INFO = (coach("king-"), side("king-", "sheet ksheet", SHEET_CAPTION, "This hand"))


def build(page: PageCode, main: Any) -> None:
    """Fill ``main[data-table="king"]``: the table section, the player's part under it, the side column."""
    build_table(page, main, "king-", TABLE, ME, INFO)
