"""A whole game of King as an immutable value: the negative hands, then the four positive ones.

Source: ``seeds/000_07c215abc0a5bb30.txt``. The first dealer is the player who gets the king of
hearts when cards are handed out clockwise (with the ``nominate_dealer`` rule, that player names the
first dealer, themselves included: the game starts in the ``nominate`` phase, no cards dealt yet);
the deal passes clockwise; the dealer leads. The six negative hands come in the source's order
(three combined hands in the quick game), then each player in turn is the beneficiary of a
positive hand and, having seen their cards, declares it up
(with a trump suit or none) or down, or auctions the right to choose (:mod:`kings.king.auction`).
Once the bidding is over the beneficiary accepts or declines the last bid, or calls an *ultimatum*
("8 up or go down"): the others answer in bidding order, 8 up or pass; the first to say 8 up wins
the hand at 8 up, names trumps and pays 200; if all three pass, the beneficiary plays the hand down.

Decisions where the source is silent (on the rules page): the ultimatum may be called instead of
accepting or declining the last bid, or when nobody bid, but not once the last bid is 8 up (that
bid must be accepted) nor after declining (the source closes the auction with that decision);
every other player may answer it, those who passed in the auction too (it is a new offer); the
hand played down after an ultimatum carries no bid and no payment. Naming the dealer names the
dealer of the first hand; the deal then passes clockwise from that player as always.

>>> game = KingGame.new(seed=4)
>>> game.first_dealer, game.dealer, game.acting == game.dealer, game.phase
(2, 2, True, 'play')
>>> while not game.over:
...     game = game.play(game.legal_moves()[0])
>>> len(game.results), sum(game.totals)
(10, 0)
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from kings.cards import STANDARD_DECK, Card
from kings.errors import IllegalMoveError
from kings.i18n import _
from kings.king.auction import Auction, Bid
from kings.king.contracts import DOWN_EACH, KING_OF_HEARTS, UP_EACH, Contract, Penalty
from kings.king.hand import PLAYERS, Hand
from kings.king.moves import (
    ACCEPT,
    AUCTION,
    DECLARATIONS,
    DECLINE,
    FORFEIT,
    MATCH,
    NOMINATIONS,
    PASS,
    ULTIMATUM,
    UP_DECLARATIONS,
    Declare,
    Move,
    Nominate,
)
from kings.king.observation import KingObservation
from kings.king.positive import Positive
from kings.king.results import HandResult, Outcome
from kings.king.rules import Rules
from kings.king.texts import position_text, refusal
from kings.seeding import Rng, check_seed, derive_seed

#: The negative hands in the source's order, and the quick game's pairs ("combine the 1st with 6th
#: hand, 2nd with 5th and 3rd with 4th, maintaining the point system").
NEGATIVE: tuple[Contract, ...] = tuple(Contract((p,)) for p in Penalty)
QUICK: tuple[Contract, ...] = (
    Contract((Penalty.TRICKS, Penalty.LAST_TWO)),
    Contract((Penalty.HEARTS, Penalty.KING_OF_HEARTS)),
    Contract((Penalty.QUEENS, Penalty.MEN)),
)
POSITIVE_HANDS = 4
#: What each hand is played for, by ``rules.quick`` (None: a positive hand, chosen at the table).
_SCHEDULES: dict[bool, tuple[Contract | None, ...]] = {
    quick: (*(QUICK if quick else NEGATIVE), *(None,) * POSITIVE_HANDS) for quick in (False, True)
}


def hands_in_game(rules: Rules) -> int:
    """How many hands a game of these rules has: ten, or seven in the quick game."""
    return len(QUICK if rules.quick else NEGATIVE) + POSITIVE_HANDS


def played_by(first_leader: int, taken: tuple[tuple[int, tuple[Card, ...]], ...]) -> tuple[tuple[Card, ...], ...]:
    """Each seat's cards over a hand's tricks (the first led by ``first_leader``, each next by the last winner)."""
    out: list[list[Card]] = [[] for _seat in range(PLAYERS)]
    leader = first_leader
    for won, cards in taken:
        for i, card in enumerate(cards):
            out[(leader + i) % PLAYERS].append(card)
        leader = won
    return tuple(tuple(sorted(h)) for h in out)


def first_dealer(seed: int) -> int:
    """Cards handed out clockwise one at a time from seat 0 until the king of hearts appears: its
    receiver deals first (the source's rule; the shuffle is the game seed's own), or, with the
    ``nominate_dealer`` rule, names the first dealer."""
    cards = list(STANDARD_DECK)
    Rng(derive_seed(seed, 1 << 21)).shuffle(cards)
    return cards.index(KING_OF_HEARTS) % PLAYERS


@dataclass(frozen=True, slots=True)
class KingGame:
    """The game so far: the finished hands, the hand in play (None while a positive hand is being
    chosen), and where a positive hand stands (its auction, the accepted bid)."""

    seed: int
    rules: Rules
    king_holder: int  #: the seat dealt the king of hearts when the first dealer was found
    first_dealer: int | None  #: the dealer of the first hand; None while it is being named (``nominate``)
    results: tuple[HandResult, ...]
    hand: Hand | None
    positive: Positive | None = None
    moves: tuple[Move, ...] = ()  #: every move so far, oldest first (a record replays them)

    @classmethod
    def new(cls, seed: int, rules: Rules | None = None) -> KingGame:
        check_seed(seed)
        rules = (rules or Rules()).validate()
        king = first_dealer(seed)
        if rules.nominate_dealer:
            return cls(seed, rules, king, None, (), None)  # no cards dealt until the dealer is named
        return cls(seed, rules, king, king, (), None)._deal()

    # -- the schedule ----------------------------------------------------------------------------
    @property
    def quick(self) -> bool:
        return self.rules.quick

    @property
    def schedule(self) -> tuple[Contract | None, ...]:
        """What each hand is played for; None for a positive hand (chosen at the table)."""
        return _SCHEDULES[self.rules.quick]

    @property
    def number(self) -> int:
        """The hand in play (or next), counting from 0."""
        return len(self.results)

    @property
    def dealer(self) -> int:
        """The dealer of the hand in play (or the last one). While the first dealer is being named nobody deals
        yet: the player naming one, who was dealt the king of hearts, stands in."""
        first = self.king_holder if self.first_dealer is None else self.first_dealer
        return (first + min(self.number, len(self.schedule) - 1)) % PLAYERS

    @property
    def over(self) -> bool:
        return self.number == len(self.schedule)

    @property
    def phase(self) -> str:
        """``over``, ``nominate`` (the first dealer is being named), ``play``, or a positive hand's stage:
        ``choose``, ``auction``, ``settle``, ``ultimatum``, ``name``."""
        if self.over:
            return "over"
        if self.first_dealer is None:
            return "nominate"
        if self.hand is not None:
            return "play"
        assert self.positive is not None
        return self.positive.stage

    @property
    def acting(self) -> int | None:
        phase = self.phase
        if phase == "over":
            return None
        if phase == "nominate":
            return self.king_holder
        if phase == "play":
            assert self.hand is not None
            return self.hand.acting
        assert self.positive is not None
        if phase == "auction":
            assert self.positive.auction is not None
            return self.positive.auction.turn
        if phase == "name":
            return self.positive.winner
        if phase == "ultimatum":
            return self.positive.asked
        return self.dealer

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(sum(r.points[s] for r in self.results) for s in range(PLAYERS))

    @property
    def players(self) -> int:
        return PLAYERS

    @property
    def outcome(self) -> Outcome | None:
        """Once the game is over: the seats with the highest total ("the highest final positive balance wins")."""
        if not self.over:
            return None
        totals = self.totals
        return Outcome(tuple(s for s in range(PLAYERS) if totals[s] == max(totals)), totals)

    def observe(self, seat: int) -> KingObservation:
        """What ``seat`` may see (:func:`observe`)."""
        return observe(self, seat)

    def position(self) -> str:
        """One line holding the whole state, hidden cards too: equal lines, equal games."""
        return position_text(self)

    def cards(self, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` holds: the hand's, or, while a positive hand is chosen, the ones just dealt (none
        while the first dealer is being named)."""
        if self.hand is not None:
            return self.hand.hands[seat]
        if self.positive is None:
            return ()
        return self.positive.dealt.hands[seat]

    # -- moves ----------------------------------------------------------------------------------
    def legal_moves(self) -> tuple[Move, ...]:
        phase = self.phase
        if phase == "over":
            return ()
        if phase == "nominate":
            return NOMINATIONS
        if phase == "play":
            assert self.hand is not None
            return self.hand.legal_moves()
        pos = self.positive
        assert pos is not None
        if phase == "choose":
            return (*DECLARATIONS, AUCTION, *((FORFEIT,) if self.rules.forfeit_without_auction else ()))
        if phase == "auction":
            assert pos.auction is not None
            return (*pos.auction.legal_bids(), *((MATCH,) if pos.auction.may_match() else ()), PASS)
        if phase == "name":
            return UP_DECLARATIONS
        if phase == "ultimatum":
            return (Bid(8), PASS)
        # settle: accept or decline the last bid, or call the ultimatum; a foiled auction may be forfeited. An 8 up
        # bid must be accepted, even as the only bid of a foiled auction (source: "If a bid of 8 up is made the
        # Beneficiary must accept").
        auction = pos.auction
        assert auction is not None
        foiled = (FORFEIT,) if auction.bids <= 3 else ()
        if auction.high is None:
            return (*DECLARATIONS, *(() if auction.declined else (ULTIMATUM,)), *foiled)
        if auction.high.ultimatum:
            return (ACCEPT,)
        return (ACCEPT, DECLINE, ULTIMATUM, *foiled)

    def explain(self, move: Move) -> str | None:
        """None if ``move`` is legal now, else why not, in plain words."""
        phase = self.phase
        if phase == "over":
            return _("The game is over.")
        if phase == "play":
            assert self.hand is not None
            if not isinstance(move, Card):
                return _("The hand is being played: play a card.")
            return self.hand.explain(move)
        if move in self.legal_moves():
            return None
        return refusal(phase, move, self)

    def play(self, move: Move) -> KingGame:
        """The game after ``move``; an illegal move raises IllegalMoveError with the reason, changing nothing."""
        reason = self.explain(move)
        if reason is not None:
            raise IllegalMoveError(reason)
        return replace(self._apply(move), moves=self.moves + (move,))

    def _apply(self, move: Move) -> KingGame:
        if isinstance(move, Nominate):
            return replace(self, first_dealer=move.seat)._deal()
        if self.hand is not None:
            assert isinstance(move, Card)
            return self._card(move)
        pos = self.positive
        assert pos is not None
        if pos.stage == "auction":
            assert pos.auction is not None
            a = pos.auction.bid(move) if isinstance(move, Bid) else pos.auction.match() if move == MATCH \
                else pos.auction.pass_()  # fmt: skip
            return self._with(replace(pos, stage="settle" if a.finished else "auction", auction=a))
        if pos.stage == "ultimatum":
            assert pos.asked is not None
            if isinstance(move, Bid):  # 8 up: taken at once, and it must be accepted
                return self._with(replace(pos, stage="name", winner=pos.asked, bid=move, asked=None))
            following = (pos.asked + 1) % PLAYERS
            if following == self.dealer:  # all three passed: the beneficiary plays the hand down
                return self._start(Contract(down=True), replace(pos, stage="play", asked=None))
            return self._with(replace(pos, asked=following))
        if move == ULTIMATUM:
            return self._with(replace(pos, stage="ultimatum", asked=(self.dealer + 1) % PLAYERS))
        if move == AUCTION:
            auction = Auction.open(self.dealer, self.rules.rebid_after_pass)
            return self._with(replace(pos, stage="auction", auction=auction))
        if move == FORFEIT:
            points = tuple(4 * UP_EACH if s == self.dealer else 3 * UP_EACH for s in range(PLAYERS))
            result = HandResult(self.number, self.dealer, Contract(), (0,) * PLAYERS, points, pos.dealt.hands,
                                forfeited=True)  # fmt: skip
            return replace(self, results=self.results + (result,), hand=None, positive=None)._deal()
        if move == DECLINE:
            assert pos.auction is not None
            return self._with(replace(pos, stage="settle", auction=replace(pos.auction, high=None, holder=None)))
        if move == ACCEPT:
            assert pos.auction is not None and pos.auction.high is not None and pos.auction.holder is not None
            bid, winner = pos.auction.high, pos.auction.holder
            if bid.down:
                return self._start(Contract(down=True), replace(pos, stage="play", winner=winner, bid=bid))
            return self._with(replace(pos, stage="name", winner=winner, bid=bid))
        assert isinstance(move, Declare)
        return self._start(Contract(down=move.down, trump=move.trump), replace(pos, stage="play"))

    # -- helpers --------------------------------------------------------------------------------
    def _with(self, positive: Positive) -> KingGame:
        return replace(self, hand=None, positive=positive)

    def _start(self, contract: Contract, positive: Positive) -> KingGame:
        dealt = positive.dealt
        hand = Hand(contract, dealt.dealer, dealt.hands, dealt.leader)
        return replace(self, hand=hand, positive=positive)

    def _card(self, card: Card) -> KingGame:
        assert self.hand is not None
        hand = self.hand.play_unchecked(card)  # play() has had the card explained
        if not hand.over:
            return replace(self, hand=hand)
        tricks = tuple(hand.tricks_won(s) for s in range(PLAYERS))
        points = list(hand.score())
        pos = self.positive
        if pos is not None and pos.bid is not None and pos.winner is not None:
            # Payment at the end of the hand: the accepted bidder pays the beneficiary the bid (up), or takes
            # over the beneficiary's tricks up to the bid (down).
            bid = pos.bid
            paid = min(bid.tricks, tricks[hand.dealer]) * DOWN_EACH if bid.down else bid.tricks * UP_EACH
            points[pos.winner] -= paid
            points[hand.dealer] += paid
        dealt = played_by(hand.dealer, hand.taken)
        result = HandResult(self.number, hand.dealer, hand.contract, tricks, tuple(points), dealt, hand.taken,
                            bid=pos.bid if pos else None, bidder=pos.winner if pos else None)  # fmt: skip
        return replace(self, results=self.results + (result,), hand=None, positive=None)._deal()

    def _dealt(self, number: int) -> Hand:
        contract = self.schedule[number] or Contract()
        assert self.first_dealer is not None
        return Hand.deal(contract, derive_seed(self.seed, number), (self.first_dealer + number) % PLAYERS)

    def _deal(self) -> KingGame:
        """Deal the next hand: a negative one is played at once; a positive one is chosen first."""
        if self.over:
            return self
        if self.schedule[self.number] is None:
            return self._with(Positive("choose", self._dealt(self.number)))
        return replace(self, hand=self._dealt(self.number), positive=None)


def observe(game: KingGame, seat: int) -> KingObservation:
    """What ``seat`` may see of ``game``."""
    if not 0 <= seat < PLAYERS:
        raise ValueError(f"there is no seat {seat} at a four-player table")
    hand: Hand | None = game.hand
    pos = game.positive
    shown = hand if hand is not None else pos.dealt if pos is not None else None
    sizes = tuple(len(h) for h in shown.hands) if shown is not None else (0,) * PLAYERS
    return KingObservation(
        seat=seat,
        rules=game.rules,
        number=game.number,
        phase=game.phase,
        dealer=game.dealer,
        acting=game.acting,
        cards=shown.hands[seat] if shown is not None else (),
        hand_sizes=sizes,
        contract=hand.contract if hand is not None else None,
        leader=hand.leader if hand is not None else None,
        trick=hand.trick if hand is not None else (),
        taken=hand.taken if hand is not None else (),
        auction=pos.auction if pos is not None else None,
        winner=pos.winner if pos is not None else None,
        bid=pos.bid if pos is not None else None,
        results=game.results,
        moves=game.legal_moves() if game.acting == seat else (),
    )
