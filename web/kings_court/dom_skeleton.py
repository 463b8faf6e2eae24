"""King's Court's fixed table markup (:mod:`web.shell.dom_markup`), grown into index.html's small ``<main>`` when
the game opens: the board (64 squares, the Court's 16 marked, turned 45 degrees by CSS), the lines of the last
and the picked move, the banner and the dragged piece; the players, the status, the message and the buttons; the
coach, the match and the moves. :mod:`web.kings_court.dom` fills them in."""

from __future__ import annotations

from typing import Any

from kings.kings_court.board import FILES, in_court, name, square
from web.shell.dom_markup import Node, banner, build_table, coach, node
from web.shell.page import PageCode

#: The squares in reading order of the grid before it is turned: rank 8 first, a to h (so a1 is the bottom
#: corner once the board is turned, h8 the top one).
ORDER: tuple[int, ...] = tuple(square(f, r) for r in range(7, -1, -1) for f in range(8))
START = square(3, 1)  #: d2: where the keyboard's cursor starts (the board's one Tab stop)
BOARD_LABEL = "Board, turned 45 degrees, the Court in the middle: arrow keys move over it, Enter picks and moves"


def _square(sq: int) -> Node:
    f, r = sq % 8, sq // 8
    cls = "sq" + (" court" if in_court(sq) else "") + (" dark" if (f + r) % 2 == 0 else "")
    edge = {"data_file": FILES[f]} if r == 0 else {}
    if f == 0:
        edge["data_rank"] = str(r + 1)
    return node("button", cls, node("span", "disc", aria_hidden="true"), type="button", data_square=name(sq),
                tabindex="0" if sq == START else "-1", aria_label=name(sq), **edge)  # fmt: skip


TABLE: tuple[Node, ...] = (
    node("div", "court-stage",
         node("div", "court-board",
              node("div", "court-grid", *(_square(sq) for sq in ORDER), id="court-grid", role="group",
                   aria_label=BOARD_LABEL),
              id="court-board"),
         id="court-stage"),
    banner("court-"),
    node("div", "court-ghost", id="court-ghost", aria_hidden="true", hidden=True),
)  # fmt: skip

_BUTTONS = (("undo", "Undo", "U Control+Z"), ("hint", "Hint", "H"), ("stop", "Stop here", "S"))

ME = node("section", "me court-me",
          node("div", "court-players", id="court-players", role="group", aria_label="Players"),
          node("p", "status", "Loading the game…", id="court-status", role="status", aria_live="polite"),
          node("p", "message", id="court-message", role="alert"),
          node("div", "controls",
               *(node("button", "control" + (" primary" if a == "hint" else ""), label, type="button",
                      data_action=a, aria_keyshortcuts=keys, aria_disabled="true", hidden=a == "stop")
                 for a, label, keys in _BUTTONS)),
          aria_label="Players and moves")  # fmt: skip

INFO = (
    coach("court-"),
    node("aside", "side",
         node("section", "panel court-match-panel",
              node("h2", "", "This match", id="court-match-title"),
              node("p", "court-game-line", id="court-game-line"),
              node("p", "court-share", node("a", "", "Link to this match", id="court-share", href="./", hidden=True)),
              aria_labelledby="court-match-title"),
         node("section", "panel log-panel",
              node("h2", "", "Moves", id="court-log-title"),
              node("ol", "log", id="court-log", tabindex="0", aria_labelledby="court-log-title"),
              aria_labelledby="court-log-title")),
)  # fmt: skip


def build(page: PageCode, main: Any) -> None:
    """Fill ``main[data-table="kings-court"]``: the board section, the players and buttons, the side column."""
    build_table(page, main, "court-", TABLE, ME, INFO)


def state_element(page: PageCode) -> Any:
    """``#court-state`` (hidden): what tests read (the position, the record, the hint, the sounds)."""
    found = page.by_id("court-state")
    if found is None or type(found).__name__ == "JsNull":
        found = page.el("div")
        found.id = "court-state"
        found.hidden = True
        page.doc.body.appendChild(found)
    return found
