"""Why a move of Kings in the Corner is refused, in the player's words: "7♣ does not fit on 9♥: it needs a black 8",
and why a turn may not end yet. The legal moves themselves are :mod:`kings.corners.movegen`'s; this module only
words what it refuses (never on the move generator's path: the CPU players never pay for the words).
"""

from __future__ import annotations

from collections.abc import Sequence

from kings.cards import CARDS, JOKER, RANK_OF, Card
from kings.corners.movegen import (
    KING,
    Piles,
    Turn,
    base_of,
    blocked_cards,
    fits_on,
    legal_plays,
    may_end_now,
    on_table,
)
from kings.corners.moves import DRAW, END_TURN, Move, Play, Shift
from kings.corners.rules import Build, Colour, Direction, DrawTiming, Kings, Rules
from kings.i18n import _, ngettext, pgettext


def may_end(rules: Rules, turn: Turn, stock: int, plays: Sequence[Play]) -> str | None:
    """None if the turn may end now, else the reason it may not (for the player)."""
    if may_end_now(rules, turn, stock, plays):
        return None
    if plays and rules.must_play:
        return _("You must play while you can: {move}.").format(move=_describe(plays[0]))
    if rules.kings is Kings.ENFORCED:
        for p in plays:
            if p.pile >= 4 and RANK_OF[p.card] == KING and not p.card.is_placed_joker:
                # Translators: {card} is a king such as K♥, {place} a compass point (north-east).
                return _("Kings are compulsory: put {card} in the {place} corner first.").format(
                    card=p.card.label, place=p.pile.word)
    if not plays:
        return _("You cannot play, so you draw until you can: use Draw.")
    return _("You drew a card you can play, so play it: {move}.").format(move=_describe(plays[0]))



def _describe(play: Play) -> str:
    # Translators: part of a sentence, after "play it:" ; {card} is a card such as 7♣, {place} a compass point.
    return _("{card} on the {place} pile").format(card=play.card.label, place=play.pile.word)



# -- why a move is refused ------------------------------------------------------------------------
def _a(red: bool, rank: int) -> str:
    """'a black 8', 'a red Q': whole phrases, so that a language can give each rank its gender and word order."""
    # Translators: what a pile needs next, said after "it needs": a card of a colour and a rank (A, J, Q, K: ace,
    # jack, queen, king; {rank} a number 2 to 10). Write the rank as a word where your players would.
    if red:
        named = {1: _("a red A"), 11: _("a red J"), 12: _("a red Q"), 13: _("a red K")}
        return named.get(rank) or _("a red {rank}").format(rank=rank)
    named = {1: _("a black A"), 11: _("a black J"), 12: _("a black Q"), 13: _("a black K")}
    return named.get(rank) or _("a black {rank}").format(rank=rank)


def _needs(build: Build, top: Card) -> str:
    """What may go on ``top``: 'a black 8', 'the 8♥', or why nothing may."""
    base = CARDS[base_of(top)]
    rank = base.rank + (-1 if build.direction is Direction.DOWN else 1)
    if not 1 <= rank <= 13:
        return ""
    code = {1: "A", 11: "J", 12: "Q", 13: "K"}.get(rank, str(rank))
    if build.colour is Colour.SUIT:
        # Translators: what a pile needs next, said after "it needs": one exact card ({card}: 8♥).
        return pgettext("needed card", "the {card}").format(card=f"{code}{base.suit.symbol}")
    return _a(not base.is_red, rank)


def explain(rules: Rules, piles: Piles, hand: Sequence[Card], stock: int, turn: Turn, move: Move) -> str:
    """A sentence telling a player why ``move`` is not legal here (call only for illegal moves)."""
    if turn.pending:
        n = min(turn.pending, stock)
        return ngettext("Draw first: the rules give you {n} card to draw now.",
                        "Draw first: the rules give you {n} cards to draw now.", n).format(n=n)
    if isinstance(move, Play):
        return _explain_play(rules, piles, hand, turn, move)
    if isinstance(move, Shift):
        return _explain_shift(rules, piles, turn, move)
    if move == DRAW:
        if not stock:
            return _("The stock is empty: there is nothing to draw.")
        if turn.becker:
            return _("You have drawn: put the card into an empty space if it fits, or end the turn and keep it.")
        if rules.draw is DrawTiming.UNTIL_PLAYABLE:
            if turn.played:
                return _("You have played a card this turn, so you draw by ending the turn.")
            return _("You can play a card, so there is no need to draw.")
        if rules.draw is DrawTiming.START:
            return _("You draw at the start of your turn, not during it: use End turn.")
        if rules.draw is DrawTiming.IF_NO_PLAY and turn.played:
            return _("You played a card this turn, so you do not draw: use End turn.")
        return _("You draw when your turn ends: use End turn.")
    if move == END_TURN:
        if turn.becker:
            return _("Put the card you drew into the empty space first.")
        reason = may_end(rules, turn, stock, legal_plays(rules, piles, hand))
        return reason or _("You cannot end the turn now.")
    return _("{move} is not a Kings in the Corner move.").format(move=repr(move))


def _explain_play(rules: Rules, piles: Piles, hand: Sequence[Card], turn: Turn, move: Play) -> str:
    card, place = move.card, move.pile
    pile = piles[place]
    held = JOKER if card.is_joker else card
    if card == JOKER:
        return _("Say which card the joker stands for, e.g. JK=QH>N.")
    if held not in hand:
        return _("You do not hold {card}.").format(card=held.label)
    if card.is_placed_joker and not rules.jokers:
        return _("These rules have no jokers.")
    if card.is_placed_joker and base_of(card) in on_table(piles):
        return _("A joker cannot stand for {card}: that card is already on the table.").format(
            card=card.stands_for.label)
    if turn.becker and pile:
        return _("With the four-card rule, the card you drew may only go to an empty space, not on the {place} pile."
                 ).format(place=place.word)
    corner = place.is_corner
    if corner and rules.jokers and base_of(card) in blocked_cards(piles):
        return _("A joker in a corner stands for {card}, so the real one cannot go to a corner.").format(
            card=card.stands_for.label)
    if not pile:
        if corner:
            return _("Only a king can start a corner; {card} is not a king.").format(card=card.label)
        return _("You can fill this space.")  # not reached: filling a side space is always legal
    build = rules.build_for(place)
    top = pile[-1]
    need = _needs(build, top)
    if not need:
        if build.direction is Direction.DOWN:
            return _("Nothing can be played on an ace: {card} ends the {place} pile.").format(card=top.label,
                                                                                              place=place.word)
        return _("Nothing can be played on a king: {card} ends the {place} pile.").format(card=top.label,
                                                                                          place=place.word)
    # Translators: a refusal, e.g. "7♣ does not fit on 9♥: it needs a black 8." ({need}: "a black 8", "the 8♥").
    return _("{card} does not fit on {top}: it needs {need}.").format(card=card.label, top=top.label, need=need)


def _explain_shift(rules: Rules, piles: Piles, turn: Turn, move: Shift) -> str:
    s, t = move.source, move.target
    src, dst = piles[s], piles[t]
    if turn.becker:
        return _("With the four-card rule you may only place the card you drew.")
    if s == t:
        return _("A pile cannot move onto itself.")
    if not src:
        return _("The {place} pile is empty: there is nothing to move.").format(place=s.word)
    bottom = src[0]
    build = rules.build_for(t)
    if not dst:
        if not t.is_corner:
            return _("A pile cannot move into the empty {place} space: fill it with a card from your hand.").format(
                place=t.word)
        if s.is_corner:
            return _("A corner pile stays in its corner: it can only move onto another pile.")
    if rules.jokers and t.is_corner and any(base_of(c) in blocked_cards(piles) for c in src):
        return _("That pile holds a card a joker stands for in a corner, so it cannot go to a corner.")
    if not dst:
        return _("Only a pile that starts with a king can move into a corner; the {place} pile starts with {card}."
                 ).format(place=s.word, card=bottom.label)
    need = _needs(build, dst[-1])
    if not need:
        return _("Nothing can be moved onto {card}: it ends the {place} pile.").format(card=dst[-1].label,
                                                                                      place=t.word)
    if base_of(bottom) not in fits_on(build)[dst[-1]]:
        # Translators: {need} is what the target pile needs: "a black 8", "the 8♥".
        return _("The {source} pile starts with {card}, which does not fit on {top} (the {target} pile needs {need})."
                 ).format(source=s.word, card=bottom.label, top=dst[-1].label, target=t.word, need=need)
    # Translators: {build} is how the target pile is built: "built down in alternating colours".
    return _("The {source} pile is not {build}, as the {target} pile is, so it cannot join it.").format(
        source=s.word, build=build.text, target=t.word)
