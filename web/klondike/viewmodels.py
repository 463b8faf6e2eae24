"""Plain frozen dataclasses describing Klondike's table: what :mod:`web.klondike.view` produces and
:mod:`web.klondike.dom` draws. No behaviour, no game rules."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from web.shell.tableparts import Banner as Panel
from web.shell.tableparts import ControlView as ControlView
from web.shell.tableparts import Message as Message
from web.shell.tableparts import ViewLines

#: the panel over the table, of this game's kinds
Banner = Panel[Literal["won", "stuck", "gave-up", "leave"]]


@dataclass(frozen=True, slots=True)
class CardView:
    """A card on the table: face up (its face is ``vendor/cards/<code>.svg``) or face down (a back)."""

    code: str  #: engine notation (``7C``), ``data-card``; "" for a face-down card (its face is never in the page)
    label: str  #: ``7♣``
    red: bool
    movable: bool = False  #: it can be picked up now
    selected: bool = False  #: picked up (with the cards on it)
    hint: bool = False  #: the card the hint moves


@dataclass(frozen=True, slots=True)
class PileView:
    """One pile: the stock, the waste, a foundation or a column (``data-pile``), a labelled control."""

    id: str  #: ``stock``, ``waste``, ``F1``-``F4`` (clubs, diamonds, hearts, spades), ``C1``-``C7``
    kind: Literal["stock", "waste", "foundation", "column"]
    label: str  #: its accessible name: what it holds, and what it does
    cards: tuple[CardView, ...]  #: bottom first (the stock: a few backs; the waste: its top one or three)
    count: int  #: cards in the pile
    down: int = 0  #: face-down cards of a column
    mark: str = ""  #: what an empty pile shows: the suit of a foundation, ``K`` for a column, ``↻`` a stock
    target: bool = False  #: the selection may go here
    selected: bool = False  #: the selection comes from here
    hint: str = ""  #: ``from`` or ``to`` when the hint moves a card from or to here
    key: str = ""  #: its keyboard key (``1``-``7``, ``W``, ``D``)


@dataclass(frozen=True, slots=True)
class Meter:
    """One figure of the bar over the table: ``Time 4:07``."""

    key: str  #: ``time``, ``moves``, ``score``, ``total``, ``passes``
    label: str
    value: str
    spoken: str = ""  #: its accessible text when the shown one is short


@dataclass(frozen=True, slots=True)
class RecordLine:
    label: str
    value: str


@dataclass(frozen=True, slots=True)
class TableView(ViewLines):
    """The table, as :mod:`web.klondike.dom` draws it, on the frame every table has."""

    state: str  #: ``ready``, ``checking`` (a winnable deal is being found), ``won``, ``stuck``, ``gave-up``
    actor: str  #: ``human`` while the deal goes on, ``none`` otherwise
    moves: int
    draw: int  #: 1 or 3 (the waste fans three)
    piles: tuple[PileView, ...]  #: every pile, in :data:`web.klondike.words.PILES` order
    meters: tuple[Meter, ...]
    clock: float  #: seconds played so far
    running: bool  #: the clock is running (the page ticks it)
    controls: tuple[ControlView, ...]
    records: tuple[RecordLine, ...]
    records_title: str
    deal_line: str  #: ``Deal 1234567 · draw one`` / ``Daily deal, 25 November 2026``
    hint: str  #: the hinted move in notation, or ""
    selected: str  #: the pile the selection comes from, or ""
    checking: str  #: what the worker is doing (``Checking the deal…``), or ""
    log: tuple[str, ...]  #: the last moves in words, newest last
    banner: Banner | None
    #: the engine's score while the clock runs and takes its points from it (the standard scoring): the page shows
    #: :func:`kings.klondike.scoring.timed` of it as the clock ticks; None otherwise
    timed_score: int | None = None
