"""Plain frozen dataclasses describing King's Court's table: what :mod:`web.kings_court.view` produces and
:mod:`web.kings_court.dom` draws. No behaviour, no game rules."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from web.shell.tableparts import Banner as Panel
from web.shell.tableparts import ControlView as ControlView
from web.shell.tableparts import Message as Message
from web.shell.tableparts import TableFrame

#: the panel over the table, of this game's kinds
Banner = Panel[Literal["deal-over", "match-over"]]


@dataclass(frozen=True, slots=True)
class SquareView:
    """One square of the board, a1 first."""

    name: str  #: ``c3``: ``data-square``
    piece: str  #: ``orange``, ``green`` or ``""``
    court: bool  #: one of the 16 squares of the Court
    #: CSS classes: ``movable``, ``picked``, ``at``, ``target``, ``capture``, ``stop``, ``over``, ``taken``,
    #: ``last-from``, ``last-via``, ``last-to``, ``last-taken``, ``hint-from``, ``hint-via``, ``hint-to``
    marks: tuple[str, ...]
    label: str  #: the accessible name: ``c3, orange piece, in the Court, can move``


@dataclass(frozen=True, slots=True)
class PlayerView:
    seat: int  #: the match seat: ``data-seat-chip``
    name: str
    level: str  #: ``Human`` or ``CPU · hard``
    colour: str  #: ``orange`` or ``green`` in the game on the board
    to_act: bool
    pieces: int  #: on the board
    captured: int  #: the other side's pieces this player has taken
    court: int  #: pieces in the Court
    total: str  #: match points so far
    thinking: bool = False
    label: str = ""  #: the whole chip in words, for screen readers
    #: the chip's words beside its count of pieces in the Court: what it took and what it has, whole ("took 23 ·
    #: 11 left" left a new player asking what: issue 46): ``captured 23``, ``11 pieces left``
    captured_words: str = ""
    left_words: str = ""
    left_short: str = ""  #: the widget's: ``11 left`` (pieces)
    points_words: str = ""  #: ``40 pts``


@dataclass(frozen=True, slots=True)
class LastMove:
    path: tuple[str, ...]  #: the squares the piece started on and landed on
    taken: tuple[str, ...]  #: the squares whose pieces it captured
    text: str  #: ``Ada jumps c3 over d4 to e5, capturing`` (the mover by name: :func:`~web.kings_court.words.said`)
    colour: str  #: ``orange`` or ``green``


@dataclass(frozen=True, slots=True)
class TableView(TableFrame):
    turn: str  #: the colour to move (``orange``, ``green``), or ``""`` once the game is over
    game_line: str  #: ``Game 1 of 2 · Standard``
    squares: tuple[SquareView, ...]  #: a1, b1, ..., h8
    players: tuple[PlayerView, ...]  #: Orange's first
    last: LastMove | None
    path: tuple[str, ...]  #: the squares picked so far (the piece's first)
    hint_path: tuple[str, ...]
    banner: Banner | None
    share: str | None  #: the address that starts this match again
