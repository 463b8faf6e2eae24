"""What a seat can infer about the other hands in King from the public play, and deals consistent with it.

Nothing here reads a hidden card: the inputs are a :class:`~kings.king.observation.KingObservation`'s
own cards, the tricks played so far (who played what follows from who led each trick) and the rules.

* A player who did not follow the suit led holds none of it for the rest of the hand.
* In the hearts hands, a player who led hearts held nothing else.
* In the king-of-hearts hand, a player who could have been made to play the king (hearts led, or
  unable to follow) and played another card does not hold it.
"""

from __future__ import annotations

from collections.abc import Sequence

from kings.cards import STANDARD_DECK, SUIT_OF, Card
from kings.king.contracts import HEARTS, KING_OF_HEARTS, Contract
from kings.king.hand import PLAYERS
from kings.king.observation import KingObservation
from kings.seeding import Rng


def played(obs: KingObservation) -> list[tuple[int, Card, int, bool]]:
    """Every card played this hand as (seat, card, suit led, whether it led the trick), in order."""
    out = []
    tricks = [cards for _, cards in obs.taken] + ([obs.trick] if obs.trick else [])
    leaders = [obs.dealer] + [won for won, _ in obs.taken]  # the dealer leads the first trick, winners the rest
    for n, cards in enumerate(tricks):
        leader = leaders[n]
        for i, card in enumerate(cards):
            out.append(((leader + i) % PLAYERS, card, SUIT_OF[cards[0]], i == 0))
    return out


def constraints(obs: KingObservation) -> tuple[list[set[int]], list[bool]]:
    """For each seat, the suits it cannot hold, and whether it cannot hold the king of hearts."""
    contract = obs.contract or Contract()
    voids: list[set[int]] = [set() for _ in range(PLAYERS)]
    no_king = [False] * PLAYERS
    for seat, card, led, lead in played(obs):
        suit = SUIT_OF[card]
        if lead:
            if contract.hearts_rule and suit == HEARTS:
                voids[seat] |= {s for s in range(4) if s != HEARTS}  # hearts were all it held
                if contract.king_of_hearts_rule and card != KING_OF_HEARTS:
                    no_king[seat] = True  # it would have had to lead the king
            continue
        if suit != led:
            voids[seat].add(led)
        if contract.king_of_hearts_rule and card != KING_OF_HEARTS and (led == HEARTS or suit != led):
            no_king[seat] = True  # the king would have had to go
    return voids, no_king


def unseen(obs: KingObservation) -> list[Card]:
    """The cards this seat has not seen: not its own, not played."""
    gone = set(obs.cards) | {c for _, t in obs.taken for c in t} | set(obs.trick)
    return [c for c in STANDARD_DECK if c not in gone]


def sample_hands(obs: KingObservation, rng: Rng, tries: int = 20) -> tuple[tuple[Card, ...], ...] | None:
    """Every seat's cards: ours as they are, the others' dealt at random from the unseen cards so that each
    holds as many as it does and nothing the play says it cannot. None if no such deal was found."""
    return Dealer(obs).deal(rng, tries)


class Dealer:
    """Deals of the hidden cards consistent with one observation (what it rules out worked out once)."""

    def __init__(self, obs: KingObservation) -> None:
        voids, no_king = constraints(obs)
        self.seat = obs.seat
        self.own = tuple(obs.cards)
        self.pool = unseen(obs)
        self.need = [0 if s == obs.seat else obs.hand_sizes[s] for s in range(PLAYERS)]
        #: the seats that may hold each unseen card; None when nothing is ruled out
        self.allowed: dict[Card, list[int]] | None = None
        if any(voids) or any(no_king):
            self.allowed = {c: [s for s in range(PLAYERS) if self.need[s] > 0 and _allowed(c, s, voids, no_king)]
                            for c in self.pool}  # fmt: skip

    def deal(self, rng: Rng, tries: int = 20) -> tuple[tuple[Card, ...], ...] | None:
        """One deal (None if ``tries`` attempts all ran into what is ruled out)."""
        for _ in range(tries):
            hands = self._try(rng)
            if hands is not None:
                hands[self.seat] = list(self.own)
                return tuple(tuple(sorted(h)) for h in hands)
        return None

    def _try(self, rng: Rng) -> list[list[Card]] | None:
        """One random deal of the pool into hands of the needed sizes, the most constrained cards first."""
        cards = list(self.pool)
        rng.shuffle(cards)
        hands: list[list[Card]] = [[] for _ in range(PLAYERS)]
        allowed = self.allowed
        if allowed is None:  # nothing ruled out: the shuffle deals them
            start = 0
            for s in range(PLAYERS):
                hands[s] = cards[start : start + self.need[s]]
                start += self.need[s]
            return hands
        room = list(self.need)
        cards.sort(key=lambda c: len(allowed[c]))
        for card in cards:
            seats = [s for s in allowed[card] if room[s] > 0]
            if not seats:
                return None
            pick = rng.below(sum(room[s] for s in seats))  # weighted by the room left
            for s in seats:
                if pick < room[s]:
                    hands[s].append(card)
                    room[s] -= 1
                    break
                pick -= room[s]
        return hands


def _allowed(card: Card, seat: int, voids: list[set[int]], no_king: list[bool]) -> bool:
    return SUIT_OF[card] not in voids[seat] and not (card == KING_OF_HEARTS and no_king[seat])


def consistent(obs: KingObservation, hands: Sequence[Sequence[Card]]) -> bool:
    """Whether a deal of the hidden cards agrees with everything ``obs`` has seen (for tests)."""
    voids, no_king = constraints(obs)
    for seat in range(PLAYERS):
        if seat == obs.seat:
            continue
        if len(hands[seat]) != obs.hand_sizes[seat]:
            return False
        if any(SUIT_OF[c] in voids[seat] for c in hands[seat]) or (no_king[seat] and KING_OF_HEARTS in hands[seat]):
            return False
    return True


def plays_weight(obs: KingObservation, hands: Sequence[Sequence[Card]], slip: float) -> float:
    """How well a deal of the hidden cards explains the other players' cards so far this hand, if they played as the
    medium player does: ``slip`` (from 0 to 1) for each card played with a choice that the medium player would not
    have played from the hand the deal gives it then (1 when the deal explains every card)."""
    from kings.king.players.fastplay import legal, medium_card, rules_of

    assert obs.contract is not None
    r = rules_of(obs.contract)
    history = played(obs)
    held = [[int(c) for c in h] for h in hands]
    for seat, card, _led, _lead in history:
        held[seat].append(int(card))  # the cards each seat held when the hand began
    for h in held:
        h.sort()
    weight = 1.0
    trick: list[int] = []
    for seat, card, _led, lead in history:
        if lead:
            trick = []
        mine = held[seat]
        if seat != obs.seat:
            options = legal(mine, trick, r)
            if len(options) > 1 and medium_card(mine, trick, r, options) != card:
                weight *= slip
        mine.remove(int(card))
        trick.append(int(card))
    return weight
