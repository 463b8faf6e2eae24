"""Plain frozen dataclasses describing 3-13's table: what :mod:`web.three_thirteen.view` produces and
:mod:`web.three_thirteen.dom` draws. No behaviour, no game rules."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from web.shell.tableparts import Banner as Panel
from web.shell.tableparts import ControlView as ControlView
from web.shell.tableparts import Message as Message
from web.shell.tableparts import TableFrame

#: the panel over the table, of this game's kinds
Banner = Panel[Literal["deal-over", "match-over", "handoff"]]


@dataclass(frozen=True, slots=True)
class CardView:
    key: str  #: unique in the hand (``7H``, ``7H#2`` for a second one): ``data-key``
    code: str  #: engine notation (``7H``, ``JK``): ``data-card``
    rank: str
    suit: str
    suit_name: str  #: ``hearts``, or ``joker``
    red: bool
    name: str  #: the accessible name, with "wild" when it is
    joker: bool = False
    wild: bool = False  #: the round's wild rank, or a joker
    selected: bool = False
    hint: bool = False
    drawn: bool = False  #: the card just drawn (ringed until the turn ends)
    stands: str = ""  #: in a meld, what a wild stands for (``9♥``, ``7``)


@dataclass(frozen=True, slots=True)
class Group:
    """Part of the hand as laid out: a set, a run, or the cards left over (with what they cost)."""

    kind: Literal["set", "run", "left", "own"]  #: ``own``: the player's own order, one row
    label: str  #: ``Set of sevens``, ``Run of hearts``, ``Not melded: 14 points``, ``... (15 points now)``
    cards: tuple[CardView, ...]


@dataclass(frozen=True, slots=True)
class LaidView:
    """The hand of the player who went out, laid down in its melds for every player to see through the last turns
    (review 75: the seat still showed a hand of backs)."""

    seat: int  #: the match seat
    name: str
    label: str  #: ``Ada laid down:`` (the name first where the language puts it first: the page sets it apart)
    melds: tuple[Group, ...]
    said: str  #: the whole of it for screen readers: ``Ada laid down Set of sevens: seven of clubs, ...``


@dataclass(frozen=True, slots=True)
class SeatView:
    seat: int
    name: str
    level: str
    human: bool
    cards: int
    total: str
    dealer: bool
    to_act: bool
    viewer: bool
    out: bool  #: went out this round: its hand is laid down (no cards held, no backs: :class:`LaidView` shows it)
    playing: bool  #: plays this round (all but in a bonus round)
    last: str = ""  #: what it did last (``took 7♥``, ``drew from the stock``, ``threw K♣``)
    thinking: bool = False
    last_short: str = ""  #: the same in fewer words, for a narrow chip (``drew``)
    last_kind: str = ""  #: what it did last, as an id: ``stock``, ``pile``, ``throw``, ``out`` (the page's flights)


@dataclass(frozen=True, slots=True)
class PileView:
    top: CardView | None
    under: tuple[CardView, ...]  #: a few cards below the top, for the look
    size: int
    can_take: bool  #: the viewer may draw it now
    can_throw: bool  #: the viewer holds a card picked to discard: the pile takes it
    hint: bool
    label: str  #: the accessible name


@dataclass(frozen=True, slots=True)
class StockView:
    size: int
    can_draw: bool
    hint: bool
    label: str


@dataclass(frozen=True, slots=True)
class RoundView:
    number: str  #: ``Round 4 of 11``
    dealt: str  #: ``6 cards``
    wild: str  #: ``Sixes are wild``
    wild_code: str  #: ``6``: the rank's text
    last_turn: str  #: ``Ada went out: this is your last turn.``, or empty
    cards: int = 0  #: cards dealt this round (the table lays a big round's hand out in two rows on a phone)
    out_name: str = ""  #: who went out, while the others have their last turns (``last_turn`` begins with it)
    last_turn_short: str = ""  #: ``last_turn`` in fewer words, for a narrow screen: ``Ada is out: one last turn each``
    #: the key to the star a wild card wears (on the hand's cards and the pile's), in full and in fewer words
    legend: tuple[str, str] = ("", "")  #: ``★ marks a wild card``, ``★ = wild``
    number_short: str = ""  #: ``number`` in fewer letters, for a narrow screen: ``4/11``


@dataclass(frozen=True, slots=True)
class OutOffer:
    """Going out, offered only when legal: the card to discard and what the hand becomes."""

    move: str  #: notation: ``out:9S``
    label: str  #: ``Go out: discard 9♠``
    detail: str  #: the melds laid down


@dataclass(frozen=True, slots=True)
class SheetRow:
    label: str  #: the round's number (``1``, under the heading ``Round``), or ``Bonus``
    cells: tuple[str, ...]
    out: tuple[bool, ...]  #: who went out (marked)
    current: bool
    detail: str = ""  #: ``Round 1 of 11: 3 cards, threes are wild`` (the row's title)


@dataclass(frozen=True, slots=True)
class ScoreSheet:
    names: tuple[str, ...]
    rows: tuple[SheetRow, ...]
    totals: tuple[str, ...]
    leaders: tuple[bool, ...]
    caption: str
    #: each column's heading where the sheet is narrow: the first letters of a name that tell it from the others
    short: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class TableView(TableFrame):
    phase: str  #: ``draw``, ``discard`` or ``over``
    round: RoundView
    seats: tuple[SeatView, ...]
    stock: StockView
    pile: PileView
    hand: tuple[Group, ...]
    penalty: str  #: what the hand would cost now (``14 points not melded.``, ``Everything melds.``; none where the
    #: hand's group label says it)
    penalty_short: str  #: the same in fewer words, for a narrow table (``Best discard leaves 6 points.``)
    hand_label: str
    hand_hidden: bool
    arrange: bool  #: laid out by the game
    out: OutOffer | None
    sheet: ScoreSheet
    banner: Banner | None
    share: str | None  #: the address that starts this game again
    #: what to do now in fewer words, for the widget, whose line over the hand says it in place of the status line
    #: (``Discard: tap a card, then the pile.``); empty while it is not the viewer's turn
    status_short: str = ""
    laid: LaidView | None = None  #: the melds of the player who went out, but the viewer's (their hand shows them)
