"""Kings in the Corner's words (pure): its moves in plain words (for the move log, hints and screen readers) and the
table read aloud.

>>> from kings.cards import Card
>>> from kings.corners import Move
>>> piles = ((Card.parse("4D"),), (Card.parse("5S"),), (Card.parse("8H"),)) + ((),) * 5
>>> describe("North", Move.parse("7C>S"), 0, piles)
'North played 7♣ on 8♥'
>>> describe("West", Move.parse("end"), 1, piles)
'West drew a card'
>>> describe("East", Move.parse("N>E"), 0, piles)
'East moved the 4♦ pile onto 5♠'

The keyboard's "hear" keys (``I``, ``C``, ``P``, ``O``, ``L``) read a :class:`~web.corners.viewmodels.TableView`
(:func:`say`), so what is spoken is exactly what is drawn.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from kings.cards import JOKER, RANK_OF, Card
from kings.corners import DRAW, END_TURN, Deal, Event, Kings, Move, Place, Play, Shift
from kings.corners.movegen import Piles
from web.corners.viewmodels import TableView
from web.shell.ending import join_names
from web.shell.features import results_grew
from web.shell.keyhelp import reading
from web.shell.sound import sound_for

if TYPE_CHECKING:
    from web.corners.session import Session


def _top(piles: Piles, place: Place) -> Card | None:
    pile = piles[place]
    return pile[-1] if pile else None


def _placing(move: Play | Shift, piles: Piles, past: bool = False) -> str:
    """A card laid or a pile moved, in words, as an instruction (``play 7♣ on 8♥``) or, ``past``, as done (``played
    7♣ on 8♥``): the move log's line and the hint say it alike."""
    play, shift = ("played", "moved") if past else ("play", "move")
    if isinstance(move, Play):
        top, card = _top(piles, move.pile), move.card.label
        if top is not None:
            return f"{play} {card} on {top.label}"
        if move.pile.is_corner:
            return f"put {card} in the {move.pile.word} corner"
        return f"{play} {card} into the empty {move.pile.word} space"
    bottom = piles[move.source][0].label if piles[move.source] else "empty"
    top = _top(piles, move.target)
    return f"{shift} the {bottom} pile " + (f"onto {top.label}" if top is not None else
                                            f"into the {move.target.word} corner")  # fmt: skip


def phrase(move: Move, piles: Piles) -> str:
    """The move as an instruction, before it is made: ``play 7♣ on 8♥``, ``draw a card``."""
    if isinstance(move, (Play, Shift)):
        return _placing(move, piles)
    if move == DRAW:
        return "draw"
    return "end your turn"


def end_words(end_button: str) -> str:
    """What the End button (labelled ``end_button``) does, in words: ``Draw & end turn`` -> ``draw and end your
    turn``."""
    return end_button.lower().replace(" & ", " and ").replace("end turn", "end your turn")


def advice(move: Move, deal: Deal, end_button: str) -> str:
    """A hint in words, as :func:`phrase` says it, and why where a new player would ask: the strongest CPU may end a
    turn while a card still fits (a king kept from an empty corner, say), so as to leave the next player less to build
    on; ``keep K♣ back and end your turn: a king in a corner would help the next player``. Where nothing fits it says
    so, with what the End button (labelled ``end_button``: ``Draw & end turn``) does: ``nothing fits: draw and end
    your turn``."""
    if move != END_TURN:
        return phrase(move, deal.piles)
    legal = deal.legal_moves()
    held: list[Card] = []
    for m in legal:
        if isinstance(m, Play):
            card = JOKER if m.card.is_joker else m.card
            if card not in held:
                held.append(card)
    if not held:
        if any(isinstance(m, Shift) for m in legal):
            return "end your turn: moving a pile would help the next player"
        return "nothing fits: " + end_words(end_button)
    held.sort(key=lambda c: c == JOKER or RANK_OF[c] != 13)  # kings first
    kings = sum(1 for c in held if c != JOKER and RANK_OF[c] == 13)
    named = join_names([c.label for c in held])
    rules = deal.rules
    fine = f" (a fine of {rules.king_penalty})" if kings and rules.kings is Kings.PENALTY else ""
    if kings == len(held):
        why = "a king in a corner" if kings == 1 else "kings in the corners"
    else:
        why = "laying it" if len(held) == 1 else "laying them"
    return f"keep {named} back and end your turn{fine}: {why} would help the next player"


def describe(name: str, move: Move, drew: int, piles: Piles) -> str:
    """One log line for a move made by ``name`` from the layout ``piles`` (before the move).

    ``drew`` is how many cards the move took from the stock (an end of turn usually draws one)."""
    if isinstance(move, (Play, Shift)):
        place, adding = (move.pile, 1) if isinstance(move, Play) else (move.target, len(piles[move.source]))
        return f"{name} {_placing(move, piles, past=True)}{_completion(piles, place, adding)}"
    cards = "a card" if drew == 1 else f"{drew} cards"
    if move == DRAW:
        return f"{name} drew {cards}" if drew else f"{name} could not draw: the stock is empty"
    return f"{name} drew {cards}" if drew else f"{name} ended the turn"


def _completion(piles: Piles, place: Place, adding: int) -> str:
    return f" (the {place.word} pile is complete)" if len(piles[place]) + adding == 13 else ""


def apply_to_piles(piles: Piles, move: Move, set_aside: bool = False) -> Piles:
    """The layout after ``move`` (draws and turn ends leave it alone)."""
    out = list(piles)
    if isinstance(move, Play):
        place = move.pile
        out[place] = out[place] + (move.card,)
    elif isinstance(move, Shift):
        place = move.target
        out[place] = out[place] + out[move.source]
        out[move.source] = ()
    else:
        return piles
    if set_aside and len(out[place]) == 13:
        out[place] = ()
    return tuple(out)


def deal_log(start: Piles, history: Sequence[Event], names: Sequence[str], set_aside: bool = False) -> list[str]:
    """Every move of a deal in words, oldest first. ``names`` is indexed by deal seat."""
    lines: list[str] = []
    piles = start
    for event in history:
        lines.append(describe(names[event.seat], event.move, event.drew, piles))
        piles = apply_to_piles(piles, event.move, set_aside)
    return lines


def pile_spoken(word: str, corner: bool, names: tuple[str, ...]) -> str:
    """A pile's accessible name (what screen readers say for it): its top card first (what a card is played on),
    then how many cards and the bottom one (what decides where the whole pile may move).

    >>> pile_spoken("north", False, ("king of spades", "queen of hearts"))
    'queen of hearts, top of the north pile; 2 cards, from the king of spades'
    >>> pile_spoken("north-east", True, ())
    'North-east corner, empty'
    """
    kind = "corner" if corner else "pile"
    if not names:
        return f"{word.capitalize()} {kind}, empty"
    top = f"{names[-1]}, top of the {word} {kind}"
    return top if len(names) == 1 else f"{top}; {len(names)} cards, from the {names[0]}"


def move_words(before: Session, after: Session, move: Move) -> str:
    """What screen readers are told of a move: who did what (``North played 7♣ on 8♥.``)."""
    event = after.shown.history[-1]
    return describe(before.names()[event.seat], event.move, event.drew, before.shown.piles) + "."


def move_sound(before: Session, after: Session, move: Move) -> tuple[str | None, bool]:
    """The move's sound, and whether the player won the deal with it (a win sounds at any speed)."""
    won = results_grew(before, after) and bool(after.humans) and after.humans[0] in after.match.results[-1].winners
    return sound_for(str(move), after.shown.history[-1].drew, won), won


# -- the table read aloud --------------------------------------------------------------------------------------
def _hand(t: TableView) -> str:
    if t.hand_hidden:
        return "Your hand is hidden until you take the device."
    if not t.hand:
        return "Your hand is empty."
    names = [c.name for c in t.hand]
    picked = next((c.name for c in t.hand if c.selected), None)
    held = f" You are holding the {picked}." if picked else ""
    return f"{t.hand_label}, {len(names)} card{'s' if len(names) != 1 else ''}: {', '.join(names)}.{held}"


def _piles(t: TableView) -> str:
    parts = []
    for p in t.piles:
        if p.cards or not p.corner:
            parts.append(pile_spoken(p.word, p.corner, tuple(c.name for c in p.cards)))
    empty = [p.word for p in t.piles if p.corner and not p.cards]
    if empty:
        parts.append(f"Empty corners: {', '.join(empty)}")
    return ". ".join(parts) + f". {t.stock} card{'s' if t.stock != 1 else ''} in the stock."


def _scores(t: TableView) -> str:
    parts = []
    for s in t.seats:
        out = ", out" if s.out else ""
        parts.append(f"{s.name}: {s.score}, {s.cards} card{'s' if s.cards != 1 else ''} in hand{out}")
    return "Scores. " + "; ".join(parts) + "."


def _moves(t: TableView, n: int = 4) -> str:
    if not t.log:
        return "No moves yet in this deal."
    return "Last moves: " + "; ".join(line.split(". ", 1)[-1] for line in t.log[-n:]) + "."


def _all(t: TableView) -> str:
    return " ".join((t.status, _hand(t), _piles(t), _scores(t), _moves(t, 3)))


#: The table read aloud: ``hand``, ``piles``, ``scores``, ``moves`` or ``all``.
say = reading({"hand": _hand, "piles": _piles, "scores": _scores, "moves": _moves}, _all)
