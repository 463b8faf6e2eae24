"""King's Court's table on the page (page code): it draws a :class:`~web.kings_court.viewmodels.TableView`.

The board's 64 squares are grown once (:mod:`web.kings_court.dom`); a render changes only the squares whose
piece or marks changed. The last move's path, the path picked so far and the hinted one are lines over the board
(SVG in the board's own grid units). A move's piece glides from square to square along its path (the Web Animations
API, a transform: nothing else on the page moves). JS objects are ``Any``.

King's Court's whole page: the board (:class:`web.kings_court.dom.Dom`) and, from the shell's
:class:`~web.shell.dom_page.TablePage`, keyboard play, focus keeping, the dialogs, statistics and sounds (page code).

King's Court's fixed table markup (:mod:`web.shell.dom_markup`), grown into index.html's small ``<main>`` when
the game opens: the board (64 squares, the Court's 16 marked, turned 45 degrees by CSS), the lines of the last
and the picked move, the banner and the dragged piece; the players, the status, the message and the buttons; the
coach, the match and the moves. :mod:`web.kings_court.dom` fills them in.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from kings.i18n import N_, _, pgettext
from kings.kings_court.board import FILES, in_court, name
from web.kings_court import GAME
from web.kings_court.dom_input import ORDER, START, Input, Keys
from web.kings_court.spec import FORM
from web.kings_court.viewmodels import LastMove, PlayerView, SquareView, TableView
from web.shell.dom_lines import ANIM_MS, TableLines
from web.shell.dom_markup import Node, banner, build_table, coach, node
from web.shell.dom_page import TablePage
from web.shell.dom_toside import ToSide
from web.shell.page import PageCode, nn

if TYPE_CHECKING:
    from web.kings_court.app import App


SVG = "http://www.w3.org/2000/svg"
HOP_MS = {"slow": 300, "normal": 200, "fast": 120, "instant": 0}  #: a glide from one square to the next


def centre(square: str) -> tuple[float, float]:
    """A square's centre in the board's grid units (a8's top left corner is 0, 0; h1's bottom right 8, 8)."""
    return "abcdefgh".index(square[0]) + 0.5, 8 - int(square[1]) + 0.5


def points(path: tuple[str, ...]) -> str:
    """An SVG polyline's points through the centres of ``path``'s squares."""
    return " ".join(f"{x:g},{y:g}" for x, y in (centre(s) for s in path))


class Dom(TableLines):
    """Draws the table; :mod:`web.kings_court.dom_input` forwards the player's gestures."""

    def __init__(self, document: Any, window: Any, proxy: Any) -> None:
        super().__init__(document, proxy, prefix="court-")
        self.app: App | None = None
        self.grow(window, "kings-court", build)
        self.squares = {str(el.getAttribute("data-square")): el for el in self.root.querySelectorAll("[data-square]")}
        self._base = {sq: str(el.className) for sq, el in self.squares.items()}  #: ``sq``, ``court``, ``dark``
        self.lines = self._lines()
        self._last: LastMove | None = None
        self._log = self.line_log("court-log")

    def _lines(self) -> dict[str, Any]:
        """The board's overlay: a line for the last move, the picked path and the hint."""
        svg = self.doc.createElementNS(SVG, "svg")
        svg.setAttribute("class", "court-lines")
        svg.setAttribute("viewBox", "0 0 8 8")
        svg.setAttribute("aria-hidden", "true")
        out = {}
        for kind in ("last", "hint", "pick"):
            line = self.doc.createElementNS(SVG, "polyline")
            line.setAttribute("class", f"line-{kind}")
            svg.appendChild(line)
            out[kind] = line
        self.by_id("court-board").appendChild(svg)
        return out

    # -- the board ----------------------------------------------------------------------------------------------
    def _render_square(self, s: SquareView) -> None:
        if not self._changed("sq:" + s.name, repr(s)):
            return
        el = self.squares[s.name]
        el.className = " ".join((self._base[s.name], s.piece, *s.marks)).strip()
        el.setAttribute("aria-label", s.label)

    def _render_lines(self, t: TableView) -> None:
        for kind, path in (("last", t.last.path if t.last else ()), ("hint", t.hint_path), ("pick", t.path)):
            if self._changed("line:" + kind, repr(path)):
                line = self.lines[kind]
                line.setAttribute("points", points(path) if len(path) > 1 else "")
                line.setAttribute("data-colour", t.last.colour if kind == "last" and t.last else "")

    # -- the players and the rest ---------------------------------------------------------------------------------
    def _chip(self, p: PlayerView) -> Any:
        chip = self.el("div", " ".join(c for c in ("court-chip", p.colour, "to-act" * p.to_act,
                                                    "thinking" * p.thinking) if c))  # fmt: skip
        chip.setAttribute("data-seat-chip", str(p.seat))
        chip.setAttribute("role", "group")
        chip.setAttribute("aria-label", p.label)
        if p.to_act:
            chip.setAttribute("aria-current", "true")
        head = self.el("p", "chip-head")
        head.append(self.el("span", "chip-disc"), self.named("span", "seat-name", p.name))
        level = self.el("p", "seat-level", p.level)
        if p.thinking:
            level.appendChild(self.el("span", "seat-thinking", " " + pgettext("player", "thinking")))
        stats = self.el("p", "chip-stats")
        words = self.el("span", "chip-words")  # (a line may end at a "·", never inside "15 pieces left")
        nbsp = "\u00a0"
        # ("18 left · 40 pts" in the widget, whose chips have no room for "pieces": "left" says what the number is)
        more = self.el("span", "w-more")
        more.append(self.el("span", "w-pieces", p.left_words.replace(" ", nbsp)),
                    self.el("span", "w-left", p.left_short.replace(" ", nbsp)),
                    f" · {p.points_words.replace(' ', nbsp)}")  # fmt: skip
        # "4 in the centre" (the Court: "4 Court" meant nothing to a new player), "in centre" where room is short
        # Translators: after a chip's count of pieces in the Court: "4 in the centre"; then a shorter one
        words.append(self.el("span", "w-in", _("in the centre")), self.el("span", "w-in-short", _("in centre")),
                     self.el("span", "", f" · {p.captured_words.replace(' ', nbsp)}"), more)
        more.prepend(self.el("span", "w-dot", " · "))  # (no dot to start the widget's second line with: CSS)
        stats.append(self.el("strong", "court-count", str(p.court)), words)
        for part in (head, level, stats):
            part.setAttribute("aria-hidden", "true")  # the chip's label says it all, once
        chip.append(head, level, stats)
        return chip

    def _render_players(self, t: TableView) -> None:
        if self._changed("players", repr(t.players)):
            self.by_id("court-players").replaceChildren(*(self._chip(p) for p in t.players))

    def _render_side(self, t: TableView) -> None:
        self._text("court-game-line", t.game_line)
        if self._changed("share", repr(t.share)):
            link = self.by_id("court-share")
            link.hidden = t.share is None
            link.setAttribute("href", f"./{t.share}" if t.share else "./")
        self._log.show(t.log)  # the newest line in sight (web/shell/dom_movelog.py)

    def render(self, t: TableView, animate: bool) -> None:
        self.render_table(t, self.state, turn=t.turn)
        for s in t.squares:
            self._render_square(s)
        self._render_lines(t)
        self._render_players(t)
        self.render_controls(t.controls)
        self.render_lines(t.message, t.status, t.title, t.notices)
        self._render_side(t)
        glide = self._glide(t.last, t.speed) if animate and t.last != self._last else 0
        self._last = t.last
        self.banner.render(t.banner, flights_ms=glide, animated=animate)

    # -- the moving piece --------------------------------------------------------------------------------------
    def _glide(self, last: LastMove | None, speed: str) -> int:
        """Send the last move's piece along its path to where it stands now; how long it takes (ms)."""
        hop = HOP_MS.get(speed, 200)
        if last is None or not hop or len(last.path) < 2:
            return 0
        el = nn(self.squares[last.path[-1]].querySelector(".disc"))
        size = float(self.squares[last.path[-1]].offsetWidth)
        if el is None or size <= 0:
            return 0
        end = centre(last.path[-1])
        frames = []
        for sq in last.path:
            x, y = centre(sq)
            frames.append({"translate": f"{(x - end[0]) * size:.1f}px {(y - end[1]) * size:.1f}px", "zIndex": 5})
        total = hop * (len(last.path) - 1)
        parse = self.doc.defaultView.JSON.parse
        el.animate(parse(json.dumps(frames)), parse(json.dumps({"duration": total, "easing": "ease-in-out"})))
        return total + ANIM_MS.get(speed, 0) // 4


class Page(TablePage, Dom):
    """:class:`~web.kings_court.dom.Dom` and everything around the board."""

    game, prefix, area = GAME, "court-", 'main[data-table="kings-court"] .info-area'
    # a game is the house's "deal": its points are 2 a win, 1 a draw, no penalty
    stats_words, stats_penalty = ("game", "matches"), False
    rules_name = staticmethod(FORM.preset_name)
    input_type = Input
    to_side = ToSide(N_("Match and moves"), to="#court-match-title", focus="#court-match-title")

    def new_keys(self) -> Keys:
        return Keys(self, self.input)


#: the board's accessible name
BOARD_LABEL = N_("Board, turned 45 degrees, the Court in the middle: arrow keys move over it, Enter picks and moves")


def _square(sq: int) -> Node:
    f, r = sq % 8, sq // 8
    cls = "sq" + (" court" if in_court(sq) else "") + (" dark" if (f + r) % 2 == 0 else "")
    edge = {"data_file": FILES[f]} if r == 0 else {}
    if f == 0:
        edge["data_rank"] = str(r + 1)
    return node("button", cls, node("span", "disc", aria_hidden="true"), type="button", data_square=name(sq),
                tabindex="0" if sq == START else "-1", aria_label=name(sq), **edge)  # fmt: skip


def _table() -> tuple[Node, ...]:
    return (
        node("div", "court-stage",
             node("div", "court-board",
                  node("div", "court-grid", *(_square(sq) for sq in ORDER), id="court-grid", role="group",
                       aria_label=_(BOARD_LABEL)),
                  id="court-board"),
             id="court-stage"),
        banner("court-"),
        node("div", "court-ghost", id="court-ghost", aria_hidden="true", hidden=True),
    )  # fmt: skip


def _me() -> Node:
    buttons = (("undo", pgettext("button", "Undo"), "U Control+Z"), ("hint", pgettext("button", "Hint"), "H"),
               ("stop", _("Stop here"), "S"))  # fmt: skip
    return node("section", "me court-me",
                node("div", "court-players", id="court-players", role="group", aria_label=_("Players")),
                node("p", "status", _("Loading the game…"), id="court-status", role="status", aria_live="polite"),
                node("p", "message", id="court-message", role="alert"),
                node("div", "controls",
                     *(node("button", "control" + (" primary" if a == "hint" else ""), label, type="button",
                            data_action=a, aria_keyshortcuts=keys, aria_disabled="true", hidden=a == "stop")
                       for a, label, keys in buttons)),
                aria_label=_("Players and moves"))  # fmt: skip


def _info() -> tuple[Node, ...]:
    return (
        coach("court-"),
        node("aside", "side",
             node("section", "panel court-match-panel",
                  node("h2", "", _("This match"), id="court-match-title"),
                  node("p", "court-game-line", id="court-game-line"),
                  node("p", "court-share", node("a", "", _("Link to this match"), id="court-share", href="./",
                                                hidden=True)),
                  aria_labelledby="court-match-title"),
             node("section", "panel log-panel",
                  node("h2", "", _("Moves"), id="court-log-title"),
                  node("ol", "log", id="court-log", tabindex="0", aria_labelledby="court-log-title",
                       data_empty=_("No moves yet.")),
                  aria_labelledby="court-log-title")),
    )  # fmt: skip


def build(page: PageCode, main: Any) -> None:
    """Fill ``main[data-table="kings-court"]``: the board section, the players and buttons, the side column (in the
    language in use)."""
    build_table(page, main, "court-", _table(), _me(), _info())
