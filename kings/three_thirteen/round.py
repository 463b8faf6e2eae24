"""One round of 3-13 as an immutable value: the house protocol's "deal".

Source: ``seeds/002_ffd57030109f7a48.txt``. The dealer deals the round's number of cards to each player, one at a
time from the dealer's left; the next card is turned up to start the discard pile and the rest is the stock. The
player to the dealer's left begins and play goes clockwise (seat numbers up). A turn is a draw, the top of the stock
(``stock``) or the top discard (``discard``), then a discard (a card code such as ``7H``). A player who, after
drawing, can meld every card but one may discard it and go out (``out:7H``), laying the melds down face up for every
player to see; each other player then has exactly one more turn, and the round ends when the turn comes back to the
player who went out. Every hand is then laid out as well as it can be (:mod:`kings.three_thirteen.melds`) and its
unmelded cards are its penalty; the player who went out has none.

Decisions where the source is silent (on the rules page too):

* A card taken from the discard pile may not be thrown back in the same turn (with two packs, no card of that
  name may: it would be the same move).
* Going out is never forced: a player who could go out may discard and play on.
* The last turns after someone goes out are ordinary draws and discards (nobody else "goes out"); each hand is
  then counted as it stands.
* When the stock runs out at the end of a turn it is rebuilt from the discards under the top card, shuffled (with
  the round's seed), and the table is told (a ``rebuild`` event); after ``stock_rebuilds`` rebuilds, the next time
  it runs out the round ends there, nobody out, and every hand is counted (even in the last turns).
* A round cannot go on for ever: once it reaches :data:`TURNS_EACH` turns a player (only CPU players passing the
  same cards back and forth ever get there), it ends as when the stock runs out, every hand counted.
* A round's winners are the players with the lowest penalty in it (the one who went out, and anyone else at 0).

>>> from kings.three_thirteen.moves import STOCK, parse_move
>>> r = Round.new(Rules(), seed=7, players=2, dealer=0)
>>> r.acting, r.phase, r.wild, [len(h) for h in r.hands], len(r.stock), r.pile
(1, 'draw', 3, [3, 3], 45, (Card.parse('KS'),))
>>> r = r.play(STOCK)
>>> r.phase, r.explain(parse_move("out:QH"))
('discard', 'You have no Q♥ to discard.')
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from kings.cards import Card, deck
from kings.errors import IllegalMoveError
from kings.i18n import _
from kings.seeding import Rng, check_seed, derive_seed
from kings.three_thirteen.discards import going_out_cards
from kings.three_thirteen.events import Event, Outcome
from kings.three_thirteen.melds import Arrangement, best_arrangement, hand_penalty
from kings.three_thirteen.moves import DRAWS, Discard, Draw, Move
from kings.three_thirteen.observation import Observation
from kings.three_thirteen.rules import BONUS_ROUND, Rules
from kings.three_thirteen.texts import position_text, refusal

#: A round ends, nobody out, once it has had this many turns for each player (a safety net: play never gets there).
TURNS_EACH = 50
#: The seed path of a round's stock rebuilds: the n-th rebuild shuffles with ``derive_seed(seed, REBUILD_SEED, n)``.
REBUILD_SEED = 1 << 16


def round_size(rules: Rules, number: int) -> tuple[int, int]:
    """(cards dealt, wild rank) of round ``number`` (from 0); the number after the last round is the bonus round."""
    rounds = rules.rounds()
    if number == len(rounds):
        return BONUS_ROUND
    if not 0 <= number < len(rounds):
        raise ValueError(f"there is no round {number + 1}: a game has {len(rounds)} (and maybe a bonus round)")
    return rounds[number]


@dataclass(frozen=True, slots=True)
class Round:
    """A round so far: every hand, the stock (top last), the discard pile (top last), whose turn and its half."""

    rules: Rules  #: the rules with the number of packs resolved for this table
    seed: int
    players: int
    dealer: int
    number: int  #: from 0: round 1 deals three cards (the bonus round is numbered after the last)
    cards: int  #: cards dealt to each player
    wild: int  #: the wild rank (1 ace ... 13 king)
    hands: tuple[tuple[Card, ...], ...]  #: each seat's cards, sorted
    stock: tuple[Card, ...]
    pile: tuple[Card, ...]
    turn: int  #: the seat whose turn it is (the last to play once the round is over)
    drawn: Card | None = None  #: the card drawn this turn; None until the turn's draw
    from_pile: bool = False  #: the card drawn this turn came from the discard pile
    out: int | None = None  #: the seat that went out
    rebuilds: int = 0  #: times the stock has been rebuilt
    ended: str = ""  #: ``out``, ``stock`` (it ran out) or ``turns`` (:data:`TURNS_EACH`) once the round is over
    history: tuple[Event, ...] = ()
    moves: tuple[Move, ...] = ()
    _arrangements: dict[int, Arrangement] = field(default_factory=dict, init=False, compare=False, repr=False)

    @classmethod
    def new(cls, rules: Rules, seed: int, players: int, dealer: int = 0, number: int = 0) -> Round:
        """Shuffle with ``seed`` and deal round ``number`` (from 0) for ``players`` seats, ``dealer`` dealing."""
        check_seed(seed)
        rules = rules.for_players(players)
        if not 0 <= dealer < players:
            raise ValueError(f"there is no seat {dealer} at a table of {players}")
        cards, wild = round_size(rules, number)
        pack = list(deck(jokers=rules.jokers * rules.packs, packs=rules.packs))
        Rng(seed).shuffle(pack)
        hands = [[] for _seat in range(players)]  # type: list[list[Card]]
        for i in range(cards * players):
            hands[(dealer + 1 + i) % players].append(pack[i])
        starter = pack[cards * players]
        stock = tuple(pack[cards * players + 1:])
        return cls(rules, seed, players, dealer, number, cards, wild, tuple(tuple(sorted(h)) for h in hands), stock,
                   (starter,), (dealer + 1) % players)  # fmt: skip

    # -- the protocol ----------------------------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return bool(self.ended)

    @property
    def phase(self) -> str:
        """``draw``, ``discard`` or ``over``."""
        return "over" if self.ended else "draw" if self.drawn is None else "discard"

    @property
    def acting(self) -> int | None:
        return None if self.ended else self.turn

    @property
    def last_turns(self) -> bool:
        """True once someone has gone out: everyone else is playing their one more turn."""
        return self.out is not None

    @property
    def outcome(self) -> Outcome | None:
        if not self.ended:
            return None
        totals = self.penalties()
        return Outcome(tuple(s for s in range(self.players) if totals[s] == min(totals)), totals, self.out)

    def penalties(self) -> tuple[int, ...]:
        """Each hand's penalty as it stands: what each seat scores if the round ends now."""
        return tuple(hand_penalty(h, self.wild, self.rules) for h in self.hands)

    def arrangement(self, seat: int) -> Arrangement:
        """The best arrangement of ``seat``'s cards (what the table shows, and what is scored)."""
        found = self._arrangements.get(seat)
        if found is None:
            found = self._arrangements[seat] = best_arrangement(self.hands[seat], self.wild, self.rules)
        return found

    def legal_moves(self) -> tuple[Move, ...]:
        if self.ended:
            return ()
        if self.drawn is None:
            return DRAWS
        hand = self.hands[self.turn]
        banned = self.drawn if self.from_pile else None
        cards = sorted({c for c in hand if c != banned})
        moves: list[Move] = [Discard(c) for c in cards]
        if self.out is None:
            ways = going_out_cards(hand, self.wild, self.rules)
            moves += [Discard(c, out=True) for c in cards if c in ways]
        return tuple(moves)

    def explain(self, move: Move) -> str | None:
        """None if ``move`` is legal now, else why not, in plain words."""
        if self.ended:
            return _("The round is over.")
        if isinstance(move, Draw):
            return None if self.drawn is None else refusal(self, move)
        if not isinstance(move, Discard) or self.drawn is None or move.card not in self.hands[self.turn]:
            return refusal(self, move)
        if self.from_pile and move.card == self.drawn:
            return refusal(self, move)
        if move.out and (self.out is not None or not self.goes_out(move.card)):
            return refusal(self, move)
        return None

    def goes_out(self, card: Card) -> bool:
        """Whether the acting seat's cards, less ``card``, all fit in sets and runs."""
        hand = list(self.hands[self.turn])
        hand.remove(card)
        return hand_penalty(hand, self.wild, self.rules) == 0

    def play(self, move: Move) -> Round:
        """The round after ``move``; an illegal move raises IllegalMoveError with the reason, changing nothing."""
        reason = self.explain(move)
        if reason is not None:
            raise IllegalMoveError(reason)
        return self._apply(move)

    def observe(self, seat: int) -> Observation:
        """What ``seat`` may see (:func:`observe`)."""
        return observe(self, seat)

    def position(self) -> str:
        """One line holding the whole round, hidden cards too: equal lines, equal rounds."""
        return position_text(self)

    # -- moves -------------------------------------------------------------------------------------------------------
    def _apply(self, move: Move) -> Round:
        seat = self.turn
        moves = self.moves + (move,)
        if isinstance(move, Draw):
            if move.pile:
                card, stock, pile = self.pile[-1], self.stock, self.pile[:-1]
                event = Event(seat, "pile", card)
            else:
                card, stock, pile = self.stock[-1], self.stock[:-1], self.pile
                event = Event(seat, "stock")
            hands = _with_hand(self.hands, seat, tuple(sorted((*self.hands[seat], card))))
            return replace(self, hands=hands, stock=stock, pile=pile, drawn=card, from_pile=move.pile,
                           history=self.history + (event,), moves=moves)  # fmt: skip
        assert isinstance(move, Discard)
        hand = list(self.hands[seat])
        hand.remove(move.card)
        out = seat if move.out else self.out
        history = self.history + (Event(seat, "out" if move.out else "throw", move.card),)
        after = replace(self, hands=_with_hand(self.hands, seat, tuple(hand)), pile=self.pile + (move.card,),
                        drawn=None, from_pile=False, out=out, history=history, moves=moves)  # fmt: skip
        following = (seat + 1) % self.players
        if out == following:
            return replace(after, ended="out")
        if len(moves) >= 2 * TURNS_EACH * self.players:
            return replace(after, ended="turns")
        if after.stock:
            return replace(after, turn=following)
        if after.rebuilds >= self.rules.stock_rebuilds:
            return replace(after, ended="stock")
        under = list(after.pile[:-1])
        Rng(derive_seed(self.seed, REBUILD_SEED, after.rebuilds)).shuffle(under)
        return replace(after, stock=tuple(under), pile=after.pile[-1:], rebuilds=after.rebuilds + 1, turn=following,
                       history=history + (Event(seat, "rebuild"),))  # fmt: skip


def _with_hand(hands: tuple[tuple[Card, ...], ...], seat: int, hand: tuple[Card, ...]) -> tuple[tuple[Card, ...], ...]:
    return hands[:seat] + (hand,) + hands[seat + 1:]


def observe(r: Round, seat: int) -> Observation:
    """What ``seat`` may see of round ``r``."""
    if not 0 <= seat < r.players:
        raise ValueError(f"there is no seat {seat} at a table of {r.players}")
    return Observation(
        seat=seat, rules=r.rules, number=r.number, cards=r.cards, wild=r.wild, players=r.players, dealer=r.dealer,
        acting=r.acting, phase=r.phase, hand=r.hands[seat], drawn=r.drawn if r.acting == seat else None,
        from_pile=r.from_pile, hand_sizes=tuple(len(h) for h in r.hands), stock_size=len(r.stock), pile=r.pile,
        history=r.history, out=r.out, rebuilds=r.rebuilds, moves=r.legal_moves() if r.acting == seat else (),
        shown=r.hands if r.over else (), laid_down=r.hands[r.out] if r.out is not None else (),
    )  # fmt: skip
