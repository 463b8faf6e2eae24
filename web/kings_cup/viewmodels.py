"""Plain frozen dataclasses describing Kings Cup's table: what :mod:`web.kings_cup.view` produces and
:mod:`web.kings_cup.dom` draws. No behaviour, no game rules. Every text from a deck or a player is plain text,
drawn with ``textContent`` only."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from web.shell.tableparts import Banner as Panel
from web.shell.tableparts import ControlView as ControlView
from web.shell.tableparts import Message as Message
from web.shell.tableparts import ViewLines

#: the panel over the table, of this game's kinds
Banner = Panel[Literal["match-over"]]


@dataclass(frozen=True, slots=True)
class CardFace:
    """The card drawn, as the table shows it: its face and its rank and suit in text."""

    code: str  #: engine notation: ``7S`` (``data-card``; the face is ``vendor/cards/7S.svg``)
    label: str  #: ``7♠``
    name: str  #: ``seven of spades``
    suit_name: str  #: ``spades``
    red: bool


@dataclass(frozen=True, slots=True)
class RuleView:
    """The rule of the card drawn: its title (huge), its text (large), and under what its drawer chose, what the
    lasting role it gave means (its own words say it otherwise)."""

    title: str
    text: str
    role: str = ""  #: the box's title, the role's name (``Mate``) where the card's title is another, or ``""``
    role_text: str = ""  #: what the role means (``""``: no box)


@dataclass(frozen=True, slots=True)
class PlayerView:
    seat: int
    name: str
    points: int
    to_act: bool
    drew_last: bool
    can_point: bool  #: ``point:N`` is a legal move now
    pointed: bool  #: took a point for the last card (given, or added as a mate)
    point_label: str  #: the +1 button's accessible name: ``+1 for Ada: a point for the 7♠``
    roles: tuple[str, ...]  #: ``Thumb master``, ``Mate of Bo``
    key: str  #: the number key giving this player a point (``1`` ... ``9``, ``0``, ``-``, ``=``), or ``""``
    key_hint: str = ""  #: what the key beside the name does: ``Press 0 to give Ann +1``; "" without a key or score


@dataclass(frozen=True, slots=True)
class TableLine:
    """A role held or a house rule on the table, with who holds or made it and what it means."""

    kind: Literal["role", "rule"]
    title: str
    who: str
    text: str


@dataclass(frozen=True, slots=True)
class Choice:
    """What the drawer must choose now: a mate (a button per other player) or a house rule (a text, or none)."""

    kind: Literal["mate", "rule"]
    prompt: str
    mates: tuple[tuple[int, str], ...] = ()  #: (seat, name) of every player who may be chosen
    limit: int = 0  #: the house rule's most characters


@dataclass(frozen=True, slots=True)
class Kings:
    drawn: int
    needed: int  #: the king that ends the game
    label: str  #: ``Kings: 2 of 4``


@dataclass(frozen=True, slots=True)
class LogLine:
    number: int  #: the card's number in the game, from 1
    text: str
    red: bool
    card: str  #: ``7♠``


@dataclass(frozen=True, slots=True)
class TableView(ViewLines):
    """The table, as :mod:`web.kings_cup.dom` draws it, on the frame every table has."""

    state: str  #: ``ready`` or ``game-over``
    phase: str  #: ``draw``, ``mate``, ``rule`` or ``over``
    actor: str  #: ``human`` while the game goes on, ``none`` at the end
    to_act: int | None
    moves: int
    turn: str  #: the big line: ``Ada, draw the first card``; while a card is played its drawer's: ``Ada drew the 7♠``
    turn_name: str  #: ``Ada``: the name in the big line, drawn larger
    last: str  #: ``Bo drew the 7♠`` (who drew the card shown), or ""
    up_next: str  #: ``Next to draw: Cy`` while a card is played (the big line is its drawer's), or ""
    up_next_name: str  #: ``Cy``: the name in it, in bold
    card: CardFace | None
    rule: RuleView | None
    kings: Kings
    left: int
    left_label: str
    keeps_score: bool
    players: tuple[PlayerView, ...]
    point_note: str
    lines: tuple[TableLine, ...]
    choice: Choice | None
    draw: ControlView
    undo: ControlView
    large: bool
    deck: str  #: the deck's name
    log: tuple[LogLine, ...]  #: newest first
    banner: Banner | None
    point_keys: str = ""  #: the keys that give the +1s, said where there is a keyboard (CSS: a touch screen has none)
    #: who draws next as the widget's Draw button says it: a short label that tells the players apart ("Maximilian 2"),
    #: where the whole name was cut to "Maximilian Al… 2" after the table's own cut (review 74)
    draw_short: str = ""
    turn_short: str = ""  #: the big line's name as the widget says it, the same way
