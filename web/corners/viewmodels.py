"""Plain frozen dataclasses describing the table: what :mod:`web.corners.view` produces and
:mod:`web.corners.dom` draws. No behaviour, no game rules."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from kings.cards import Card
from kings.corners import Place
from web.shell.tableparts import Banner as Panel
from web.shell.tableparts import ControlView as ControlView
from web.shell.tableparts import Message as Message
from web.shell.tableparts import TableFrame

#: the panel over the table, of this game's kinds
Banner = Panel[Literal["deal-over", "match-over", "handoff"]]


@dataclass(frozen=True, slots=True)
class Selection:
    """What the human has picked up: a card from hand, or a whole pile."""

    card: Card | None = None
    pile: Place | None = None


@dataclass(frozen=True, slots=True)
class CardView:
    key: str  #: unique on the table (the code, ``JK#2`` for a second joker in hand)
    code: str  #: engine notation, e.g. ``QH``, ``10S``, ``JK=7D``: the ``data-card`` attribute
    rank: str  #: ``Q``, ``10``
    suit: str  #: ``♥``
    suit_name: str  #: ``hearts`` (a CSS class: each suit also has its own marker)
    red: bool
    name: str  #: ``queen of hearts``: the accessible name
    joker: bool = False
    selectable: bool = False
    selected: bool = False
    hint: bool = False
    drawn: bool = False  #: just drawn into the viewer's hand: marked until the viewer's next move


@dataclass(frozen=True, slots=True)
class PileView:
    place: str  #: ``N`` ... ``NW``: the ``data-pile`` attribute
    word: str
    corner: bool
    cards: tuple[CardView, ...]  #: bottom first
    target: bool  #: the picked card or pile may go here
    selectable: bool
    selected: bool
    hint: bool  #: part of the hinted move: where the card goes, or (with ``hint_from``) the pile to move
    hint_from: bool
    label: str  #: accessible name, listing the cards


@dataclass(frozen=True, slots=True)
class SeatView:
    seat: int
    name: str
    level: str
    human: bool
    cards: int
    to_act: bool
    dealer: bool
    score: str
    out: bool
    viewer: bool
    thinking: bool = False  #: a CPU computing its move in the worker (the mark shows after a moment)


@dataclass(frozen=True, slots=True)
class ScoreRow:
    seat: int
    name: str
    cells: tuple[str, ...]  #: one per finished deal
    total: str
    place: int
    leader: bool
    out: bool


@dataclass(frozen=True, slots=True)
class ScoreSheet:
    headers: tuple[str, ...]  #: deal numbers
    rows: tuple[ScoreRow, ...]
    caption: str


@dataclass(frozen=True, slots=True)
class Choice:
    """One card a joker may stand for, offered as a button."""

    move: str  #: move notation, e.g. ``JK=QH>N``
    label: str


@dataclass(frozen=True, slots=True)
class TableView(TableFrame):
    piles: tuple[PileView, ...]
    stock: int
    seats: tuple[SeatView, ...]
    hand: tuple[CardView, ...]
    hand_label: str
    hand_hidden: bool
    sheet: ScoreSheet
    choices: tuple[Choice, ...]
    banner: Banner | None
    share: str | None  #: a query string that replays this match, when the rules allow
    #: :attr:`status` in fewer words, for the widget's narrow turn line beside the buttons ("" where it is short)
    status_short: str = ""
