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
>>> describe("You", Move.parse("7C>S"), 0, piles), describe("You", Move.parse("end"), 2, piles)
('You played 7♣ on 8♥', 'You drew 2 cards')

The keyboard's "hear" keys (``I``, ``C``, ``P``, ``O``, ``L``) read a :class:`~web.corners.viewmodels.TableView`
(:func:`say`), so what is spoken is exactly what is drawn.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from kings.cards import JOKER, RANK_OF, Card
from kings.corners import DRAW, END_TURN, Deal, Event, Kings, Move, Place, Play, Shift
from kings.corners.movegen import Piles
from kings.i18n import _, ngettext, pgettext
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


def is_you(name: str | None) -> bool:
    """Whether ``name`` is the name the table gives the one human playing against CPUs ("You", in any language): the
    moves that seat made are said to it ("You played 7♣ on 8♥", pt "Você jogou…", es "Jugaste…"), never "You" as a
    third person's name in another language's sentence."""
    return name is not None and (name in ("You", "you") or name == _("You"))


def _placing(move: Play | Shift, piles: Piles, name: str | None = None) -> str:
    """A card laid or a pile moved, in words, as an instruction (``play 7♣ on 8♥``) or, with the ``name`` of who made
    it, as done (``North played 7♣ on 8♥``, ``You played 7♣ on 8♥``): the move log's line and the hint say it alike."""
    you = is_you(name)
    if isinstance(move, Play):
        top, card, place = _top(piles, move.pile), move.card.label, move.pile.word
        if top is not None:
            if name is None:
                return _("play {card} on {top}").format(card=card, top=top.label)
            if you:
                return _("You played {card} on {top}").format(card=card, top=top.label)
            return _("{name} played {card} on {top}").format(name=name, card=card, top=top.label)
        if move.pile.is_corner:
            if name is None:
                return _("put {card} in the {place} corner").format(card=card, place=place)
            if you:
                return _("You put {card} in the {place} corner").format(card=card, place=place)
            return _("{name} put {card} in the {place} corner").format(name=name, card=card, place=place)
        if name is None:
            return _("play {card} into the empty {place} space").format(card=card, place=place)
        if you:
            return _("You played {card} into the empty {place} space").format(card=card, place=place)
        return _("{name} played {card} into the empty {place} space").format(name=name, card=card, place=place)
    # Translators: {bottom} is the bottom card of a pile (K♠); "empty" stands in for it when the pile is empty.
    bottom = piles[move.source][0].label if piles[move.source] else pgettext("pile", "empty")
    top = _top(piles, move.target)
    if top is not None:
        if name is None:
            return _("move the {bottom} pile onto {top}").format(bottom=bottom, top=top.label)
        if you:
            return _("You moved the {bottom} pile onto {top}").format(bottom=bottom, top=top.label)
        return _("{name} moved the {bottom} pile onto {top}").format(name=name, bottom=bottom, top=top.label)
    if name is None:
        return _("move the {bottom} pile into the {place} corner").format(bottom=bottom, place=move.target.word)
    if you:
        return _("You moved the {bottom} pile into the {place} corner").format(bottom=bottom, place=move.target.word)
    return _("{name} moved the {bottom} pile into the {place} corner").format(name=name, bottom=bottom,
                                                                            place=move.target.word)


def phrase(move: Move, piles: Piles) -> str:
    """The move as an instruction, before it is made: ``play 7♣ on 8♥``, ``draw a card``."""
    if isinstance(move, (Play, Shift)):
        return _placing(move, piles)
    if move == DRAW:
        return pgettext("instruction", "draw")
    return _("end your turn")


def end_button(draws: int) -> str:
    """The End button's label when ending the turn draws ``draws`` cards: ``End turn``, ``Draw & end turn``."""
    if not draws:
        # Translators: a button (keep it short).
        return pgettext("button", "End turn")
    if draws == 1:
        # Translators: a button (keep it short): draw one card from the stock, which ends the turn.
        return pgettext("button", "Draw & end turn")
    # Translators: a button (keep it short): draw {n} cards (2 or 3), which ends the turn.
    return pgettext("button", "Draw {n} & end turn").format(n=draws)


def end_words(end_button_label: str) -> str:
    """What the End button (labelled ``end_button_label``) does, in words: ``Draw & end turn`` -> ``draw and end
    your turn``."""
    for n in range(4):
        if end_button_label == end_button(n):
            if not n:
                return _("end your turn")
            if n == 1:
                return _("draw and end your turn")
            return _("draw {n} and end your turn").format(n=n)
    return end_button_label.lower()


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
            return _("end your turn: moving a pile would help the next player")
        return _("nothing fits: {what}").format(what=end_words(end_button))
    held.sort(key=lambda c: c == JOKER or RANK_OF[c] != 13)  # kings first
    kings = sum(1 for c in held if c != JOKER and RANK_OF[c] == 13)
    named = join_names([c.label for c in held])
    rules = deal.rules
    fined = bool(kings) and rules.kings is Kings.PENALTY
    # Translators: a hint; {cards} lists cards (K♣ and 7♦), {fine} is a number of points or chips.
    if kings == len(held) and kings == 1:
        text = (_("keep {cards} back and end your turn (a fine of {fine}): a king in a corner would help the next "
                  "player") if fined else
                _("keep {cards} back and end your turn: a king in a corner would help the next player"))
    elif kings == len(held):
        text = (_("keep {cards} back and end your turn (a fine of {fine}): kings in the corners would help the next "
                  "player") if fined else
                _("keep {cards} back and end your turn: kings in the corners would help the next player"))
    elif len(held) == 1:
        text = _("keep {cards} back and end your turn: laying it would help the next player")
    else:
        text = (_("keep {cards} back and end your turn (a fine of {fine}): laying them would help the next player")
                if fined else _("keep {cards} back and end your turn: laying them would help the next player"))
    return text.format(cards=named, fine=rules.king_penalty)


def describe(name: str, move: Move, drew: int, piles: Piles) -> str:
    """One log line for a move made by ``name`` from the layout ``piles`` (before the move).

    ``drew`` is how many cards the move took from the stock (an end of turn usually draws one)."""
    if isinstance(move, (Play, Shift)):
        place, adding = (move.pile, 1) if isinstance(move, Play) else (move.target, len(piles[move.source]))
        line = _placing(move, piles, name)
        if len(piles[place]) + adding == 13:
            # Translators: {move} is a move in words ("Ada played 2♥ on 3♠"), {place} a compass point.
            return _("{move} (the {place} pile is complete)").format(move=line, place=place.word)
        return line
    you = is_you(name)
    if drew:
        if you:
            return ngettext("You drew a card", "You drew {n} cards", drew).format(n=drew)
        return ngettext("{name} drew a card", "{name} drew {n} cards", drew).format(name=name, n=drew)
    if move == DRAW:
        if you:
            return _("You could not draw: the stock is empty")
        return _("{name} could not draw: the stock is empty").format(name=name)
    return _("You ended the turn") if you else _("{name} ended the turn").format(name=name)


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
    if not names:
        text = _("{place} corner, empty") if corner else _("{place} pile, empty")
        text = text.format(place=word)
        return text[:1].upper() + text[1:]
    # Translators: a pile's name for screen readers: {card} is its top card in words ("queen of hearts").
    top = (_("{card}, top of the {place} corner") if corner else _("{card}, top of the {place} pile")).format(
        card=names[-1], place=word)
    if len(names) == 1:
        return top
    # Translators: {top} is "queen of hearts, top of the north pile", {bottom} the pile's bottom card in words.
    return _("{top}; {n} cards, from the {bottom}").format(top=top, n=len(names), bottom=names[0])


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
        return _("Your hand is hidden until you take the device.")
    if not t.hand:
        return _("Your hand is empty.")
    names = [c.name for c in t.hand]
    picked = next((c.name for c in t.hand if c.selected), None)
    # Translators: {hand} is "Your hand" or "Ada's hand"; {cards} lists the cards in words.
    text = ngettext("{hand}, {n} card: {cards}.", "{hand}, {n} cards: {cards}.", len(names)).format(
        hand=t.hand_label, n=len(names), cards=", ".join(names))
    return text + " " + _("You are holding the {card}.").format(card=picked) if picked else text


def _piles(t: TableView) -> str:
    parts = []
    for p in t.piles:
        if p.cards or not p.corner:
            parts.append(pile_spoken(p.word, p.corner, tuple(c.name for c in p.cards)))
    empty = [p.word for p in t.piles if p.corner and not p.cards]
    if empty:
        parts.append(_("Empty corners: {places}").format(places=", ".join(empty)))
    stock = ngettext("{n} card in the stock.", "{n} cards in the stock.", t.stock).format(n=t.stock)
    return ". ".join(parts) + ". " + stock


def _scores(t: TableView) -> str:
    parts = []
    for s in t.seats:
        if s.out:
            line = ngettext("{name}: {score}, {n} card in hand, out", "{name}: {score}, {n} cards in hand, out",
                            s.cards)
        else:
            line = ngettext("{name}: {score}, {n} card in hand", "{name}: {score}, {n} cards in hand", s.cards)
        parts.append(line.format(name=s.name, score=s.score, n=s.cards))
    return _("Scores. {scores}.").format(scores="; ".join(parts))


def _moves(t: TableView, n: int = 4) -> str:
    if not t.log:
        return _("No moves yet in this deal.")
    return _("Last moves: {moves}.").format(moves="; ".join(line.split(". ", 1)[-1] for line in t.log[-n:]))


def _all(t: TableView) -> str:
    return " ".join((t.status, _hand(t), _piles(t), _scores(t), _moves(t, 3)))


#: The table read aloud: ``hand``, ``piles``, ``scores``, ``moves`` or ``all``.
say = reading({"hand": _hand, "piles": _piles, "scores": _scores, "moves": _moves}, _all)
