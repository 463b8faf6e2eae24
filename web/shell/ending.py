"""The end of a deal or of a match, as plain data shared by every game (pure).

A game's view model fills an :class:`Ending` (a headline, one line under it, a table, notes); the
shell draws it in the banner over the table (:mod:`web.shell.dom_ending`, styled by
web/shell/ending.css). The words that name a match's winner from the viewer's side are here too,
so every game says "You win!" the same way.

>>> match_headline(["You", "Ada"], (0,), you=0)
('You win!', 'win')
>>> match_headline(["Ann", "Ada", "Bob"], (1, 2), you=0)
('Ada and Bob share the win', 'loss')
>>> ordinal(1), ordinal(2), ordinal(3), ordinal(11), ordinal(22)
('1st', '2nd', '3rd', '11th', '22nd')
>>> amount(1, "point"), amount(12, "chip"), amount(-3, "chip", signed=True)
('1 point', '12 chips', '-3 chips')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from kings.i18n import _, articled, name_list, ngettext, pgettext

#: How the ending feels to the viewer: their win (a celebration), their loss (kind words), or
#: neutral (nobody at the device played alone against the others: all CPUs, or between deals).
Mood = Literal["win", "loss", "neutral"]


@dataclass(frozen=True, slots=True)
class Chip:
    """A card named in a table cell (``K♣``): red cards are drawn red (their suit says it too)."""

    text: str
    red: bool


@dataclass(frozen=True, slots=True)
class Cell:
    text: str
    chips: tuple[Chip, ...] = ()  #: cards shown after the text (the cards left in a hand)
    #: a colour played, shown after the text as a dot of it and its name (King's Court's "Orange": English, the dot's
    #: data-colour lowercased; the name is shown through the game's catalog)
    swatch: str = ""


@dataclass(frozen=True, slots=True)
class Column:
    label: str  #: the header's words (``Deal 3``), what a screen reader says
    short: str = ""  #: what the header shows when space is short (``3``), if different
    cards: bool = False  #: its cells list cards (words, left-aligned), not numbers


@dataclass(frozen=True, slots=True)
class Row:
    """One player: ``place`` (``1st``) in a ranking, the name, then one cell per column."""

    place: str
    name: str
    cells: tuple[Cell, ...]
    you: bool = False  #: the viewer's row
    winner: bool = False  #: won the match, or went out of the deal
    out: bool = False  #: eliminated
    note: str = ""  #: a few words under the name (``out after deal 3``)


@dataclass(frozen=True, slots=True)
class Table:
    caption: str
    columns: tuple[Column, ...]  #: after the player column
    rows: tuple[Row, ...]
    ranked: bool  #: rows carry a place (a final ranking), shown before the name


@dataclass(frozen=True, slots=True)
class Ending:
    """What the banner shows when a deal or a match ends."""

    kind: Literal["deal-over", "match-over"]
    headline: str  #: ``You win!``, ``Ada went out``
    mood: Mood
    lead: str  #: one line under the headline: why, and kind words after a loss
    table: Table
    notes: tuple[str, ...] = ()  #: bonuses, fines, the pot
    celebrate: bool = False  #: a short celebration (the page leaves it out when motion is reduced)
    spoken: str = ""  #: what screen readers hear once: the headline and the ranking or the costs


def column_groups(words: Sequence[str]) -> list[tuple[str, int]]:
    """The heading over each run of columns that say the same word (``"Deal"`` over deals 1 to 4) and how many
    columns it spans; ``""`` over the others: a score table's row over its figure-headed columns."""
    groups: list[tuple[str, int]] = []
    for word in words:
        if groups and groups[-1][0] == word:
            groups[-1] = (word, groups[-1][1] + 1)
        else:
            groups.append((word, 1))
    return groups


def ordinal(n: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``4th``, ..., ``11th``, ``21st``."""
    if 10 <= n % 100 <= 20 or n % 10 not in (1, 2, 3):
        # Translators: an ordinal number, a place in a ranking (4th); {n} is the number
        return pgettext("ordinal", "{n}th").format(n=n)
    if n % 10 == 1:
        # Translators: an ordinal number, a place in a ranking (1st, 21st); {n} is the number
        return pgettext("ordinal", "{n}st").format(n=n)
    if n % 10 == 2:
        # Translators: an ordinal number, a place in a ranking (2nd, 22nd); {n} is the number
        return pgettext("ordinal", "{n}nd").format(n=n)
    # Translators: an ordinal number, a place in a ranking (3rd, 23rd); {n} is the number
    return pgettext("ordinal", "{n}rd").format(n=n)


def amount(n: int, unit: str, *, signed: bool = False) -> str:
    """``1 point``, ``12 points``; ``signed`` shows ``+5 chips`` for a gain."""
    number = f"{n:+d}" if signed and n else str(n)
    if unit == "point":
        return ngettext("{number} point", "{number} points", abs(n)).format(number=number)
    if unit == "chip":
        return ngettext("{number} chip", "{number} chips", abs(n)).format(number=number)
    if unit == "piece":
        return ngettext("{number} piece", "{number} pieces", abs(n)).format(number=number)
    if unit == "card":
        return ngettext("{number} card", "{number} cards", abs(n)).format(number=number)
    return f"{number} {unit}{'' if abs(n) == 1 else 's'}"


#: what ends a sentence already ("Você bateu!", "¡Cerraste!", "Ready?"), and the quotes and brackets after it
_ENDS, _CLOSERS = ".!?…", "\"'»”’)]"


def sentence(text: str) -> str:
    """``text`` ended as a sentence: a full stop added unless it ends in a mark of its own (the headline read before
    the rows: "¡Cerraste!", never "¡Cerraste!.").

    >>> sentence("Deal 2 is over"), sentence("You went out!"), sentence("Ready?"), sentence("Done.")
    ('Deal 2 is over.', 'You went out!', 'Ready?', 'Done.')
    """
    bare = text.rstrip()
    if not bare or bare.rstrip(_CLOSERS)[-1:] in tuple(_ENDS):
        return bare
    return _("{sentence}.").format(sentence=bare)


def join_names(names: Sequence[str]) -> str:
    """``Ada``, ``Ada and Bob``, ``Ada, Bob and Cy``."""
    if len(names) <= 1:
        return "".join(names)
    # Translators: the last two names of a list (Ada, Bob and Cy); {first} is the names before the last one
    # a list of default names takes the article on each (es "El Jugador 3 y el Jugador 4 comparten la victoria"):
    # the first by the message that holds the list (kings.i18n.NameList), the others here
    first = _(", ").join([names[0], *(articled(n) for n in names[1:-1])])
    return name_list(_("{first} and {last}").format(first=first, last=names[-1]), names)


def match_headline(names: Sequence[str], winners: Sequence[int], you: int | None,
                   cheer: bool = False, event: str = "match") -> tuple[str, Mood]:  # fmt: skip
    """The headline of a finished match (or ``event``: a game) and its mood, from the viewer's side.

    ``you`` is the seat of the one human playing against CPUs (spoken to as "you", whatever their
    name), or None (no human, or several passing the device). ``cheer``: with no ``you``, the
    winners are people at the device (pass and play), so their win is cheered."""
    if you is not None:
        if tuple(winners) == (you,):
            return _("You win!"), "win"
        if you in winners:
            others = join_names([names[s] for s in winners if s != you])
            return _("You share the win with {names}!").format(names=others), "win"
    who = [names[s] for s in winners]
    loud = cheer and you is None
    if len(who) > 1:
        text = (_("{names} share the win!") if loud else _("{names} share the win")).format(names=join_names(who))
    elif who[0] in ("You", _("You")):  # pass and play: the first seat is called "You" by default
        if event == "game":
            text = _("You win the game!") if loud else _("You win the game")
        else:
            text = _("You win the match!") if loud else _("You win the match")
    elif event == "game":
        text = (_("{name} wins the game!") if loud else _("{name} wins the game")).format(name=who[0])
    else:
        text = (_("{name} wins the match!") if loud else _("{name} wins the match")).format(name=who[0])
    if you is not None:
        return text, "loss"
    return (text, "win") if cheer else (text, "neutral")


#: Confetti: how many pieces fall, and the symbols some of them are (the rest are paper strips).
PIECES = 28
SUIT_PIECES = ("♠", "♥", "♦", "♣")


@dataclass(frozen=True, slots=True)
class Piece:
    """One falling piece of the celebration: where it starts and how it falls (CSS custom properties)."""

    x: float  #: percent of the width
    delay: int  #: ms
    fall: int  #: ms
    drift: int  #: px sideways over the fall
    spin: int  #: degrees
    symbol: str  #: a suit, or "" for a strip of paper
    tone: int  #: 0..3, a colour of web/shell/ending.css


def confetti(n: int = PIECES) -> tuple[Piece, ...]:
    """``n`` pieces spread evenly but irregularly (the golden ratio), the same every time: about 2 s.

    >>> [round(p.x) for p in confetti(4)], max(p.delay + p.fall for p in confetti()) <= 2000
    ([4, 66, 28, 89], True)
    """
    out = []
    for i in range(n):
        spread = (i * 0.618034 + 0.04) % 1
        out.append(Piece(x=round(spread * 100, 1), delay=(i * 37) % 400, fall=1300 + (i * 53) % 301,
                         drift=((i * 29) % 81) - 40, spin=180 + (i * 67) % 360,
                         symbol=SUIT_PIECES[i % 4] if i % 3 == 0 else "", tone=i % 4))  # fmt: skip
    return tuple(out)
