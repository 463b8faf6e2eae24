"""Legal moves: the single source of truth for the engine, the table, the hints and the bots.

Everything here is a pure function of the public layout, the mover's hand, the stock size
and the turn flags, so a seat's :class:`~kings.corners.observation.Observation` can list its
own moves without seeing anything it may not see.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import NamedTuple

from kings.cards import CARDS, JOKER, RANK_OF, RED_OF, SUIT_OF, Card
from kings.corners.moves import DRAW, END_TURN, PLACES, PLAYS, SHIFTS, Move, Play, Shift
from kings.corners.rules import Build, Colour, Direction, DrawTiming, Kings, Rules
from kings.i18n import _, ngettext, pgettext

Piles = tuple[tuple[Card, ...], ...]
_KING = 13


class Turn(NamedTuple):
    """Where the player to act stands within their turn (a tuple: cheap to copy, immutable)."""

    seat: int
    number: int = 0  #: turns begun in this deal, counting from 0
    played: bool = False  #: a card has been laid from hand this turn
    moved: bool = False  #: a pile has been moved this turn
    drew: bool = False  #: any card was drawn this turn (start, middle or end)
    drew_mid: bool = False  #: a voluntary Draw in the middle of the turn (draw until playable)
    pending: int = 0  #: cards the player must draw before anything else
    becker: bool = False  #: four-card rule: the drawn card must go to an empty space if it can


def _base(card: int) -> int:
    return card - 53 if card >= 53 else card


def _fits_table(build: Build) -> tuple[frozenset[int], ...]:
    """For each of the 52 cards as a top card: the cards that may be built on it."""
    table = []
    step = -1 if build.direction is Direction.DOWN else 1
    for top in range(52):
        want = RANK_OF[top] + step
        ok = frozenset(
            c for c in range(52)
            if RANK_OF[c] == want
            and (RED_OF[c] != RED_OF[top] if build.colour is Colour.ALTERNATE else SUIT_OF[c] == SUIT_OF[top])
        )  # fmt: skip
        table.append(ok)
    return tuple(table)


_FITS: dict[Build, tuple[frozenset[int], ...]] = {}


def fits_on(build: Build) -> tuple[frozenset[int], ...]:
    """Cached :func:`_fits_table`, extended to placed jokers (indexed by any card number 0-104)."""
    table = _FITS.get(build)
    if table is None:
        base = _fits_table(build)
        table = _FITS[build] = base + (frozenset(),) + base
    return table


@dataclass(frozen=True, slots=True)
class _Tables:
    fits: tuple[tuple[frozenset[int], ...], ...]  #: per place, per top card: cards that fit
    ordered: tuple[tuple[tuple[int, ...], ...], ...]  #: the same, sorted, for a stable move order
    same: tuple[tuple[bool, ...], ...]  #: whether two places share a building rule
    builds: tuple[Build, ...]  #: per place, its building rule
    masks: tuple[tuple[int, ...], ...]  #: ``fits`` as bit masks (bit ``c`` for card ``c``), for set sums at speed


# Keyed by id(): hashing a Rules value (nested enums) costs more than the move generation it
# speeds up. The Rules object is kept in the value so its id cannot be reused while cached.
_TABLES: dict[int, tuple[Rules, _Tables]] = {}


def tables(rules: Rules) -> _Tables:
    hit = _TABLES.get(id(rules))
    if hit is not None and hit[0] is rules:
        return hit[1]
    if len(_TABLES) > 256:
        _TABLES.clear()
    builds = [rules.build_for(p) for p in range(8)]
    t = _Tables(
        fits=tuple(fits_on(b) for b in builds),
        ordered=tuple(tuple(tuple(sorted(f)) for f in fits_on(b)) for b in builds),
        same=tuple(tuple(a == b for b in builds) for a in builds),
        builds=tuple(builds),
        masks=tuple(tuple(sum(1 << c for c in f) for f in fits_on(b)) for b in builds),
    )
    _TABLES[id(rules)] = (rules, t)
    return t


def follows(build: Build, cards: Sequence[Card]) -> bool:
    """Whether a run of cards obeys ``build`` from bottom to top."""
    table = fits_on(build)
    return all(_base(b) in table[a] for a, b in pairwise(cards))


_NONE: frozenset[int] = frozenset()


def blocked_cards(piles: Piles) -> frozenset[int]:
    """Real cards kept out of the corners because a joker in a corner stands for them (Freeman)."""
    out = {c - 53 for p in piles[4:] for c in p if c >= 53}
    return frozenset(out)


def on_table(piles: Piles) -> frozenset[int]:
    return frozenset(_base(c) for p in piles for c in p)


def legal_plays(rules: Rules, piles: Piles, hand: Sequence[Card]) -> list[Play]:
    """Every way to lay one card from ``hand`` on the layout."""
    ordered = tables(rules).ordered
    if not rules.jokers:
        # The common case, kept lean: no jokers, so nothing is blocked and hand cards are unique.
        held = set(hand)
        plays: list[Play] = []
        add = plays.append
        for place in range(8):
            pile = piles[place]
            if pile:
                for c in ordered[place][pile[-1]]:
                    if c in held:
                        add(PLAYS[c][place])
            elif place >= 4:
                for c in hand:
                    if RANK_OF[c] == _KING:
                        add(PLAYS[c][place])
            else:
                for c in hand:
                    add(PLAYS[c][place])
        return plays
    held = set(hand)
    joker = JOKER in held
    mine: Sequence[Card] = hand  # hands are kept sorted
    if joker:
        held.discard(JOKER)
        mine = sorted(held)
        shown = on_table(piles)
    blocked = blocked_cards(piles)
    out: list[Play] = []
    for place in PLACES:
        pile = piles[place]
        corner = place >= 4
        if pile:
            for c in ordered[place][pile[-1]]:
                if corner and c in blocked:
                    continue
                if c in held:
                    out.append(PLAYS[c][place])
                if joker and c not in shown:
                    out.append(PLAYS[c + 53][place])
        elif corner:
            for c in mine:
                if RANK_OF[c] == _KING and c not in blocked:
                    out.append(PLAYS[c][place])
            if joker:
                out.extend(PLAYS[c + 53][place] for c in (12, 25, 38, 51) if c not in shown)
        else:
            out.extend(PLAYS[c][place] for c in mine)
            if joker:
                out.extend(PLAYS[c + 53][place] for c in range(52) if c not in shown)
    return out


def legal_shifts(rules: Rules, piles: Piles) -> list[Shift]:
    """Every whole-pile move: onto a pile whose top it fits, or a king pile into an empty corner."""
    out: list[Shift] = []
    t_ = tables(rules)
    fits, same = t_.fits, t_.same
    if not rules.jokers:
        # The common case, kept lean (it runs after every play): without jokers pile bottoms are unique.
        bottom_of: dict[int, int] = {p[0]: s for s, p in enumerate(piles) if p}
        for t in range(8):
            dst = piles[t]
            if dst:
                for c in fits[t][dst[-1]]:
                    s = bottom_of.get(c)
                    if s is not None and (same[s][t] or follows(rules.build_for(t), piles[s])):
                        out.append(SHIFTS[s][t])
            elif t >= 4:
                for c, s in bottom_of.items():
                    if s < 4 and RANK_OF[c] == _KING and (same[s][t] or follows(rules.build_for(t), piles[s])):
                        out.append(SHIFTS[s][t])
        if len(out) > 1:
            out.sort(key=_shift_order)
        return out
    blocked = blocked_cards(piles)
    # Several piles can share a bottom card when a joker stands for a card also on the table.
    bottoms: dict[int, list[int]] = {}
    for s, p in enumerate(piles):
        if p:
            bottoms.setdefault(_base(p[0]), []).append(s)
    for t in PLACES:
        dst = piles[t]
        if dst:
            sources = [s for c in fits[t][dst[-1]] if c in bottoms for s in bottoms[c]]
        elif t >= 4:
            # A pile may enter an empty corner from a side only: corner-to-corner would loop forever.
            sources = [s for c, ss in bottoms.items() if RANK_OF[c] == _KING for s in ss if s < 4]
        else:
            continue
        for s in sources:
            src = piles[s]
            if blocked and t >= 4 and any(_base(c) in blocked for c in src):
                continue
            if same[s][t] or follows(rules.build_for(t), src):
                out.append(SHIFTS[s][t])
    out.sort(key=_shift_order)
    return out


def _shift_order(m: Shift) -> tuple[int, int]:
    return (m.source, m.target)


def _space_plays(rules: Rules, piles: Piles, hand: Sequence[Card]) -> list[Play]:
    """Four-card rule: the plays of the drawn card into an empty space."""
    return [p for p in legal_plays(rules, piles, hand) if not piles[p.pile]]


def may_end(rules: Rules, turn: Turn, stock: int, plays: Sequence[Play]) -> str | None:
    """None if the turn may end now, else the reason it may not (for the player)."""
    if _may_end(rules, turn, stock, plays):
        return None
    if plays and rules.must_play:
        return _("You must play while you can: {move}.").format(move=_describe(plays[0]))
    if rules.kings is Kings.ENFORCED:
        for p in plays:
            if p.pile >= 4 and RANK_OF[p.card] == _KING and not p.card.is_placed_joker:
                # Translators: {card} is a king such as K♥, {place} a compass point (north-east).
                return _("Kings are compulsory: put {card} in the {place} corner first.").format(
                    card=p.card.label, place=p.pile.word)
    if not plays:
        return _("You cannot play, so you draw until you can: use Draw.")
    return _("You drew a card you can play, so play it: {move}.").format(move=_describe(plays[0]))


def _may_end(rules: Rules, turn: Turn, stock: int, plays: Sequence[Play]) -> bool:
    """Whether the turn may end now (:func:`may_end` without the words: the move generator asks it at every turn)."""
    if plays and rules.must_play:
        return False
    if rules.kings is Kings.ENFORCED:
        for p in plays:
            if p.pile >= 4 and RANK_OF[p.card] == _KING and not p.card.is_placed_joker:
                return False
    until = rules.draw is DrawTiming.UNTIL_PLAYABLE and stock and not turn.played
    return not (until and (not plays or turn.drew_mid))


def _describe(play: Play) -> str:
    # Translators: part of a sentence, after "play it:" ; {card} is a card such as 7♣, {place} a compass point.
    return _("{card} on the {place} pile").format(card=play.card.label, place=play.pile.word)


def legal_moves(
    rules: Rules, piles: Piles, hand: Sequence[Card], stock: int, turn: Turn, shifts: Sequence[Shift] | None = None
) -> tuple[Move, ...]:
    """All legal moves of the player to act, in a stable order: plays, pile moves, draw, end.

    ``shifts`` may pass in :func:`legal_shifts` for these piles when the caller has it cached."""
    if turn.pending:
        return (DRAW,)
    if turn.becker:
        spaces = _space_plays(rules, piles, hand)
        return tuple(spaces) if spaces else (END_TURN,)
    plays = legal_plays(rules, piles, hand)
    moves: list[Move] = [*plays, *(legal_shifts(rules, piles) if shifts is None else shifts)]
    if rules.draw is DrawTiming.UNTIL_PLAYABLE and stock and not turn.played and not plays:
        moves.append(DRAW)
    if _may_end(rules, turn, stock, plays):
        moves.append(END_TURN)
    return tuple(moves)


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
    base = CARDS[_base(top)]
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
    if card.is_placed_joker and _base(card) in on_table(piles):
        return _("A joker cannot stand for {card}: that card is already on the table.").format(
            card=card.stands_for.label)
    if turn.becker and pile:
        return _("With the four-card rule, the card you drew may only go to an empty space, not on the {place} pile."
                 ).format(place=place.word)
    corner = place.is_corner
    if corner and rules.jokers and _base(card) in blocked_cards(piles):
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
    if rules.jokers and t.is_corner and any(_base(c) in blocked_cards(piles) for c in src):
        return _("That pile holds a card a joker stands for in a corner, so it cannot go to a corner.")
    if not dst:
        return _("Only a pile that starts with a king can move into a corner; the {place} pile starts with {card}."
                 ).format(place=s.word, card=bottom.label)
    need = _needs(build, dst[-1])
    if not need:
        return _("Nothing can be moved onto {card}: it ends the {place} pile.").format(card=dst[-1].label,
                                                                                      place=t.word)
    if _base(bottom) not in fits_on(build)[dst[-1]]:
        # Translators: {need} is what the target pile needs: "a black 8", "the 8♥".
        return _("The {source} pile starts with {card}, which does not fit on {top} (the {target} pile needs {need})."
                 ).format(source=s.word, card=bottom.label, top=dst[-1].label, target=t.word, need=need)
    # Translators: {build} is how the target pile is built: "built down in alternating colours".
    return _("The {source} pile is not {build}, as the {target} pile is, so it cannot join it.").format(
        source=s.word, build=build.text, target=t.word)
