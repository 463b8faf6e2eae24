"""Plain frozen dataclasses describing King's table: what :mod:`web.king.view` produces and
:mod:`web.king.dom` draws. No behaviour, no game rules."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from web.shell.tableparts import Banner as Panel
from web.shell.tableparts import ControlView as ControlView
from web.shell.tableparts import Message as Message
from web.shell.tableparts import TableFrame

#: the panel over the table, of this game's kinds
Banner = Panel[Literal["hand-over", "game-over", "handoff"]]

Position = Literal["south", "west", "north", "east"]  #: where a seat sits, seen from the viewer (south)


@dataclass(frozen=True, slots=True)
class CardView:
    key: str  #: unique on the table: the card's code (one pack)
    code: str  #: engine notation, ``QH``: the ``data-card`` attribute
    rank: str  #: ``Q``, ``10``
    suit: str  #: ``♥``
    suit_name: str  #: ``hearts``
    red: bool
    name: str  #: ``queen of hearts``: the accessible name
    legal: bool = True  #: in the hand: may be played now (the others are dimmed)
    hint: bool = False
    penalty: bool = False  #: a card the hand's contract punishes (marked on the trick and in the last trick)


@dataclass(frozen=True, slots=True)
class SeatView:
    seat: int
    name: str
    level: str  #: ``Human``, ``CPU · hard``
    position: Position
    human: bool
    cards: int  #: cards in hand
    tricks: int  #: tricks won in the hand in play
    points: str  #: this hand's points so far (``-100``, ``+50``; empty before any)
    total: str  #: the game's running total
    dealer: bool  #: the dealer (the beneficiary in a positive hand)
    to_act: bool
    viewer: bool
    thinking: bool = False
    call: str = ""  #: the seat's last word in the auction (``2 up``, ``pass``), shown by its name
    role: str = ""  #: ``beneficiary``, ``bidder`` (holds the auction), ``declarer`` (won it)
    #: the game is over: the seat shows its total alone (the last hand's "0 tricks · Hand +200", a dealer's payment
    #: for an auction, puzzled a new player after the game: review 59)
    ended: bool = False


@dataclass(frozen=True, slots=True)
class TrickSlot:
    """One player's card on the trick, at that player's side of the table."""

    seat: int
    position: Position
    card: CardView | None
    leader: bool  #: led this trick
    winner: bool  #: takes (or took) it


@dataclass(frozen=True, slots=True)
class ContractView:
    """What the hand in play is for, always in sight."""

    number: str  #: ``Hand 3 of 10``
    title: str  #: ``No queens``, ``Positive: up, spades trumps``
    detail: str  #: ``Each queen taken costs 50 (-200 in all).``
    kind: Literal["negative", "positive", "choosing", "over", "none"]
    trump: str = ""  #: ``♠`` when a trump suit was named
    trump_name: str = ""  #: ``spades``


@dataclass(frozen=True, slots=True)
class Choice:
    """A button of the auction step (a move in notation), with its words."""

    move: str  #: notation: ``up:S``, ``3 up``, ``pass``, ``accept``, ``dealer 2``
    label: str
    detail: str = ""  #: a few words under the label (``75 points``, ``+25 a trick``)
    enabled: bool = True
    primary: bool = False
    hint: bool = False
    suit: str = ""  #: a CSS class for a trump choice (``spades``), red suits drawn red


@dataclass(frozen=True, slots=True)
class ChoiceGroup:
    title: str
    choices: tuple[Choice, ...]
    #: the bid ladder's part it is, ``up`` or ``down`` (drawn as a grid of rungs, labelled by it); "" for other choices
    ladder: Literal["", "up", "down"] = ""


@dataclass(frozen=True, slots=True)
class Bidding:
    """The step before a positive hand's first card: choosing, the auction, trumps, the ultimatum."""

    stage: str  #: the engine's phase: ``nominate``, ``choose``, ``auction``, ``settle``, ``name``, ``ultimatum``
    title: str
    lines: tuple[str, ...]  #: what is going on and what each answer means
    calls: tuple[tuple[str, str], ...]  #: (name, what they said), in order
    groups: tuple[ChoiceGroup, ...]  #: the viewer's answers (empty when another player speaks)
    waiting: str = ""  #: whom the table waits on, when it is not the viewer
    #: how the step works (the bidding order, preference), after ``lines``: a small screen leaves them out (the rules
    #: page says them, and the answers' own words say enough)
    rules: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class SheetRow:
    label: str  #: ``Queens``, ``Positive``, ``Negative total``, ``Game score``
    short: str  #: the side panel's narrow column: ``Q``, ``+ Ada``
    each: str  #: the "Points each" column: ``-50`` a queen, ``+25 up, -75 down``
    cells: tuple[str, ...]  #: one per seat (empty before the hand is played)
    total: str  #: the hand's total, as the source's sheet checks it (a sum's so far; empty before any hand of it)
    expected: str  #: what the total must be (``-200``)
    played: bool
    current: bool  #: the hand in play
    kind: Literal["negative", "positive", "sum", "final"]
    minus: tuple[str, ...] = ()  #: the two-column layout: each seat's negative points, and ...
    plus: tuple[str, ...] = ()  #: ... positive points
    who: str = ""  #: a positive hand: the player who chooses it (a name the sheet shortens, apart from the words)
    how: str = ""  #: a positive hand played: what was chosen (``Up ♠``, ``Down``, ``forfeited``)
    note: str = ""  #: in place of the players' points where there are none yet: ``Not played yet: +325 at stake``
    each_title: str = ""  #: the "Points each" figure in a sentence: ``-50 for each queen you take``
    who_seat: int = -1  #: a positive hand: the seat of ``who`` (whose labels the sheet's heads show)

    @property
    def check(self) -> str:
        """The last column, one short figure on one line: the hand's total once played (ticked where it adds up:
        ``-260``); a sum part-way, what its hands gave out so far; nothing for a hand not played (its note says what
        it puts at stake: a bare "+325" there read as points scored) nor for the scores until the game's end ("Scores
        so far 0" read oddly). "-1300 of -1300" took three lines on a phone and read like a test."""
        if self.played:
            return self.expected if self.total == self.expected else f"{self.total}, not {self.expected}"
        return "" if self.kind == "final" else self.total


@dataclass(frozen=True, slots=True)
class ScoreSheet:
    names: tuple[str, ...]
    rows: tuple[SheetRow, ...]
    columns: Literal["one", "two"]  #: one running column per player, or a positive and a negative one
    caption: str
    #: each player's label in a narrow column (``Wil``: the side sheet, a phone's), and where there is room
    #: (``Wilhelmina``): unique at the table, never cut short (web/shell/seats.short_names), the name whole in its title
    short: tuple[str, ...] = ()
    first: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class LastTrick:
    """The previous trick, viewable during the next one."""

    title: str  #: ``Last trick: Ben took it``
    slots: tuple[TrickSlot, ...]


@dataclass(frozen=True, slots=True)
class TableView(TableFrame):
    """King's table: the shell's frame (whose turn, the lines, controls, log, state data; ``state`` is ``ready``,
    ``handoff``, ``hand-over`` or ``game-over``) and King's own parts."""

    phase: str  #: the engine's phase: ``play``, ``choose``, ``auction``, ... (``<body data-phase>``)
    contract: ContractView
    seats: tuple[SeatView, ...]
    trick: tuple[TrickSlot, ...]  #: four slots, south first
    trick_done: bool  #: the trick shown is complete (its winner marked)
    hand: tuple[CardView, ...]
    hand_label: str
    hand_hidden: bool
    bidding: Bidding | None
    sheet: ScoreSheet
    banner: Banner | None
    last_trick: LastTrick | None  #: shown while the player looks at it
