"""What a seat can infer about another seat's hand from the public history, and hand sampling.

Nothing here reads a hidden card: the inputs are an :class:`Observation`'s start layout,
its public events (moves, and draws as counts only) and its ``unseen()`` cards.

When a player ends a turn while a card could have been laid, they probably did not hold it;
under *must play* (or kings compulsory, for kings, or a draw under *draw until playable*)
they certainly did not. Cards they drew since may have brought it back, so the weight of
such a card rises again with each card drawn after the event.
"""

from __future__ import annotations

from collections.abc import Sequence

from kings.cards import JOKER, RANK_OF, STANDARD_DECK, Card
from kings.corners import DRAW, END_TURN, Observation, Play, Shift
from kings.corners.movegen import legal_plays
from kings.corners.rules import DrawTiming, Kings, Rules
from kings.seeding import Rng

#: How sure we are that a player who could lay a card (and did not have to) did not hold it.
SOFT_CONFIDENCE = 0.8


def _apply(rules: Rules, piles: list[tuple[Card, ...]], move: Play | Shift) -> None:
    if isinstance(move, Play):
        place = move.pile
        piles[place] = piles[place] + (move.card,)
    else:
        place = move.target
        piles[place] = piles[place] + piles[move.source]
        piles[move.source] = ()
    if len(piles[place]) == 13 and rules.set_aside_completed:
        piles[place] = ()


def _playable(rules: Rules, piles: list[tuple[Card, ...]]) -> set[Card]:
    """Cards (real ones, and the joker) that some seat could have laid on this layout."""
    layout = tuple(piles)
    out = {p.card for p in legal_plays(rules, layout, STANDARD_DECK)}
    if rules.jokers and legal_plays(rules, layout, (JOKER,)):
        out.add(JOKER)
    return out


def hand_weights(obs: Observation, seat: int, confidence: float = SOFT_CONFIDENCE) -> dict[Card, float]:
    """Relative odds, for each card ``obs`` cannot see, that ``seat`` holds it (1 = no evidence).

    ``confidence``: how sure we are that a player who could lay a card (and did not have to) did not
    hold it; players who keep cards back on purpose call for less."""
    rules = obs.rules
    piles = list(obs.start)
    sizes = list(obs.hand_sizes)
    for ev in reversed(obs.history):  # hand sizes at the start of the history
        if isinstance(ev.move, Play):
            sizes[ev.seat] += 1
        sizes[ev.seat] -= ev.drew
    drawn = 0  # cards ``seat`` has drawn so far
    marks: dict[Card, tuple[int, bool]] = {}  # card -> (drawn when last seen passed over, certain)
    played = emptied = False
    for ev in obs.history:
        move = ev.move
        mine = ev.seat == seat
        if isinstance(move, (Play, Shift)):
            _apply(rules, piles, move)
            if isinstance(move, Play):
                sizes[ev.seat] -= 1
                played = True
                emptied = emptied or sizes[ev.seat] == 0
        elif (
            mine
            and (move == END_TURN or (move == DRAW and not played and rules.draw is DrawTiming.UNTIL_PLAYABLE))
            # At an end with an open space the player chose to keep cards: that tells us nothing.
            and not emptied
            and all(piles[:4])
            and sizes[seat] > 0
        ):
            certain = rules.must_play or move == DRAW
            for c in _playable(rules, piles):
                sure = certain or (rules.kings is Kings.ENFORCED and c != JOKER and RANK_OF[c] == 13)
                marks[c] = (drawn, sure)
        sizes[ev.seat] += ev.drew
        if mine:
            drawn += ev.drew
        if move == END_TURN:
            played = emptied = False
    size = max(1, obs.hand_sizes[seat])
    out: dict[Card, float] = {}
    for c in obs.unseen():
        mark = marks.get(c)
        if mark is None:
            out[c] = 1.0
            continue
        since, sure = mark
        back = min(1.0, (drawn - since) / size)
        out[c] = back if sure else 1.0 - confidence * (1.0 - back)
    return out


def sample_hand(pool: Sequence[Card], weights: dict[Card, float], size: int, rng: Rng) -> tuple[Card, ...]:
    """``size`` cards from ``pool`` drawn without replacement with the given odds (sorted).

    One card at a time, each with chance proportional to its odds among the cards not yet drawn
    (successive sampling), by rejection: a card picked uniformly is kept with chance its odds over
    the largest. One random number a try (its high half picks, its low half accepts), about one try
    a card when most odds are 1: the sampled deals of the playouts are drawn thousands of times a
    decision. Cards of odds 0 are only dealt once the others are all taken, so a hand is still
    filled when the evidence is contradictory."""
    n = len(pool)
    odds = [weights.get(c, 1.0) for c in pool]
    if sum(1 for w in odds if w > 0) <= size:  # every possible card, and the rest at random among the unlikely
        likely = [i for i in range(n) if odds[i] > 0]
        rest = [i for i in range(n) if odds[i] <= 0]
        rng.shuffle(rest)
        return tuple(sorted(pool[i] for i in likely + rest[: size - len(likely)]))
    top = max(odds)
    scale = 4294967296.0 / top  # a try's low half is a uniform 32-bit number, below 2**32
    taken = bytearray(n)
    out: list[Card] = []
    while len(out) < size:
        x = rng.next_u64()
        i = ((x >> 32) * n) >> 32
        if not taken[i] and (x & 0xFFFFFFFF) < odds[i] * scale:
            taken[i] = 1
            out.append(pool[i])
    out.sort()
    return tuple(out)
