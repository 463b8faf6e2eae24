"""One game of Kings Cup as an immutable value: the house protocol's "deal".

The 52 cards are shuffled from the seed. Players take turns, in seat order from the first player, each drawing one
card (``draw``); the card's rule (from the rules' deck) says what the table does. The game ends the moment the last
king is drawn (the rules say how many kings: 1 to 4).

Roles that last: a card whose rule gives a role hands it to the player who drew it. The question master and the
thumb master are taken at once (the previous holder loses the role); a **mate** card asks the drawer to choose a
mate (``mate:N``, any other seat), and the pair replaces the previous one; a **house rule** card asks the drawer to
make up a rule (``rule:"..."``) or none (``rule:""``). House rules stay on the table with their authors; once there
are :data:`MAX_HOUSE_RULES`, a new one retires the oldest. The last king ends the game at once: no role is taken.

Points (decks that keep score, like the party deck): after a card, before the next one is drawn, the table gives a
point to whoever slipped up on it (``point:N``, at most one per player per card); a point for a player with a mate
gives the mate one too. The fewest points wins; a tie shares the win. In a deck that keeps no score (the classic
deck) there are no points and nobody wins: the outcome's winners are ``()``.

Legal moves: in a turn's draw, ``draw`` and a point for each player without one for the last card; choosing a mate,
``mate:N`` for each other seat; making a rule, only ``rule:""`` is listed, since no list can hold every text, and
:meth:`KingsCup.explain` accepts ``MakeRule(text)`` for any valid text (so generic checks play the empty rule, and
tests play texts).

Undo: a state keeps its moves, so :meth:`KingsCup.undo` (the last move) and :meth:`KingsCup.undo_card` (back to
before the last card was drawn) replay the record less its last moves.

>>> from kings.kings_cup.moves import DRAW, Point
>>> from kings.kings_cup.rules import Rules
>>> g = KingsCup.new(Rules(), seed=1, names=("Ada", "Bo", "Cy"))
>>> g = g.play(DRAW)
>>> g.card, g.rule.title, g.acting, g.name(g.acting), len(g.stock)
(Card.parse('7S'), 'Heaven', 1, 'Bo', 51)
>>> g.play(Point(2)).points, g.explain(Point(5))
((0, 0, 1), 'There is no seat 5: this table has 3 players, numbered 0 to 2.')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from kings.cards import RANK_OF, STANDARD_DECK, Card, Rank
from kings.errors import IllegalMoveError, RulesError
from kings.i18n import _
from kings.kings_cup.deck import CardRule, DeckError, Role, clean_text
from kings.kings_cup.events import Drawn, Holding, HouseRule, Outcome
from kings.kings_cup.moves import DRAW, NO_RULE, Draw, MakeRule, Mate, Move, Point
from kings.kings_cup.observation import Observation
from kings.kings_cup.rules import MAX_PLAYERS, MIN_PLAYERS, Rules
from kings.kings_cup.texts import position_text, refusal, summary
from kings.seeding import Rng, check_seed

MAX_HOUSE_RULES = 4  #: house rules on the table at once; a new one retires the oldest


def default_names(players: int) -> tuple[str, ...]:
    """``Player 1`` ... ``Player N``: the names of a table whose players gave none."""
    return tuple(_("Player {n}").format(n=i + 1) for i in range(players))


def check_names(names: Sequence[str]) -> tuple[str, ...]:
    """The players' names cleaned (as deck texts are), or a RulesError: 2 to 12 names of 1 to 24 characters, no two
    alike (ignoring case).

    >>> check_names([" Ada ", "Bo"])
    ('Ada', 'Bo')
    >>> check_names(["Ada", "ada"])
    Traceback (most recent call last):
      ...
    kings.errors.RulesError: Two players are called Ada: tell them apart.
    """
    if isinstance(names, str) or not isinstance(names, Sequence):
        raise RulesError(_("The players' names are a list."))
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise RulesError(_("Kings Cup is played by {least} to {most} players, not {n}.").format(
            least=MIN_PLAYERS, most=MAX_PLAYERS, n=len(names)))
    try:
        out = tuple(clean_text(n, "player name") for n in names)
    except DeckError as exc:
        raise RulesError(str(exc)) from None
    seen: dict[str, str] = {}
    for name in out:
        if name.casefold() in seen:
            raise RulesError(_("Two players are called {name}: tell them apart.").format(name=seen[name.casefold()]))
        seen[name.casefold()] = name
    return out


@dataclass(frozen=True, slots=True)
class KingsCup:
    """A game so far: the cards left (next card last), the cards drawn, whose turn, the roles, rules and points."""

    rules: Rules
    seed: int
    names: tuple[str, ...]  #: the players in seat order
    first: int  #: the seat that drew first
    stock: tuple[Card, ...]  #: the cards not drawn yet, the next one last (nobody sees their order)
    turn: int  #: the seat to draw, or the drawer while they choose a mate or a rule, or the last drawer at the end
    phase: str = "draw"  #: ``draw``, ``mate`` (the drawer chooses a mate), ``rule`` (makes up a rule) or ``over``
    drawn: tuple[Drawn, ...] = ()
    roles: tuple[Holding, ...] = ()  #: in the order of :class:`Role`
    house_rules: tuple[HouseRule, ...] = ()  #: oldest first
    points: tuple[int, ...] = ()
    pointed: tuple[int, ...] = ()  #: the seats given a point for the last card drawn, in the order given
    moves: tuple[Move, ...] = ()

    @classmethod
    def new(cls, rules: Rules, seed: int, names: Sequence[str], first: int = 0) -> KingsCup:
        """Shuffle the 52 cards with ``seed`` for the players ``names`` (in seat order); seat ``first`` draws first."""
        check_seed(seed)
        names = check_names(names)
        rules.validate(len(names))
        if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < len(names):
            raise ValueError(f"there is no seat {first!r} at a table of {len(names)}")
        stock = list(STANDARD_DECK)
        Rng(seed).shuffle(stock)
        return cls(rules, seed, names, first, tuple(stock), first, points=(0,) * len(names))

    @classmethod
    def replay(cls, rules: Rules, seed: int, names: Sequence[str], first: int, moves: Sequence[Move]) -> KingsCup:
        """Deal again and play ``moves``, checking each one (an illegal one raises IllegalMoveError)."""
        game = cls.new(rules, seed, names, first)
        for move in moves:
            game = game.play(move)
        return game

    # -- what the table shows -------------------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return len(self.names)

    def name(self, seat: int) -> str:
        return self.names[seat]

    @property
    def over(self) -> bool:
        return self.phase == "over"

    @property
    def acting(self) -> int | None:
        return None if self.over else self.turn

    @property
    def card(self) -> Card | None:
        """The last card drawn (shown large), or None before the first draw."""
        return self.drawn[-1].card if self.drawn else None

    @property
    def rule(self) -> CardRule | None:
        """The rule of the last card drawn."""
        card = self.card
        return None if card is None else self.rules.deck.rule_for(card)

    @property
    def left(self) -> int:
        """Cards not drawn yet."""
        return len(self.stock)

    @property
    def kings(self) -> int:
        """Kings drawn so far."""
        return sum(1 for d in self.drawn if RANK_OF[d.card] == Rank.KING)

    @property
    def last_king(self) -> bool:
        """True once the king that ends the game has been drawn."""
        return self.over and self.kings >= self.rules.kings

    def holding(self, role: Role) -> Holding | None:
        """Who holds ``role`` now, if anyone."""
        return next((h for h in self.roles if h.role is role), None)

    @property
    def outcome(self) -> Outcome | None:
        if not self.over:
            return None
        low = min(self.points)
        winners = tuple(s for s in range(self.players) if self.points[s] == low) if self.rules.keeps_score else ()
        last = self.drawn[-1].seat if self.last_king else None
        return Outcome(winners, self.points, last, summary(self, winners))

    # -- the protocol ---------------------------------------------------------------------------------------------
    def legal_moves(self) -> tuple[Move, ...]:
        if self.phase == "draw":
            if not self.drawn or not self.rules.keeps_score:
                return (DRAW,)
            return (DRAW, *(Point(s) for s in range(self.players) if s not in self.pointed))
        if self.phase == "mate":
            return tuple(Mate(s) for s in range(self.players) if s != self.turn)
        if self.phase == "rule":
            return (NO_RULE,)
        return ()

    def explain(self, move: Move) -> str | None:
        """None if ``move`` is legal now, else why not, in plain words."""
        if self.phase == "rule" and isinstance(move, MakeRule):
            return None  # any text: a MakeRule is valid text by construction
        if move in self.legal_moves():
            return None
        return refusal(self, move)

    def play(self, move: Move) -> KingsCup:
        """The game after ``move``; an illegal move raises IllegalMoveError with the reason, changing nothing."""
        reason = self.explain(move)
        if reason is not None:
            raise IllegalMoveError(reason)
        return self._apply(move)

    def observe(self, seat: int) -> Observation:
        """What ``seat`` may see (:func:`observe`): the whole table, never the cards' order."""
        return observe(self, seat)

    def position(self) -> str:
        """One line holding the whole game, the cards' order too: equal lines, equal games."""
        return position_text(self)

    def undo(self) -> KingsCup:
        """The game before its last move (a point, a mate, a rule or a draw)."""
        if not self.moves:
            raise IllegalMoveError(_("There is nothing to undo: no card has been drawn yet."))
        return KingsCup.replay(self.rules, self.seed, self.names, self.first, self.moves[:-1])

    def undo_card(self) -> KingsCup:
        """The game before the last card was drawn (its mate, rule and points go with it)."""
        last = max((i for i, m in enumerate(self.moves) if isinstance(m, Draw)), default=None)
        if last is None:
            raise IllegalMoveError(_("There is nothing to undo: no card has been drawn yet."))
        return KingsCup.replay(self.rules, self.seed, self.names, self.first, self.moves[:last])

    # -- moves ----------------------------------------------------------------------------------------------------
    def _apply(self, move: Move) -> KingsCup:
        moves = self.moves + (move,)
        if isinstance(move, Draw):
            return self._draw(moves)
        if isinstance(move, Point):
            return self._point(move.seat, moves)
        seat, card = self.turn, self.drawn[-1].card
        if isinstance(move, Mate):
            roles = _holding(self.roles, Holding(Role.MATE, seat, card, move.seat))
            return replace(self, roles=roles, moves=moves)._next()
        assert isinstance(move, MakeRule)
        rules = self.house_rules
        if move.text:
            rules = (*rules, HouseRule(seat, move.text, card))[-MAX_HOUSE_RULES:]
        return replace(self, house_rules=rules, moves=moves)._next()

    def _next(self) -> KingsCup:
        return replace(self, phase="draw", turn=(self.turn + 1) % self.players)

    def _draw(self, moves: tuple[Move, ...]) -> KingsCup:
        card, seat = self.stock[-1], self.turn
        after = replace(self, stock=self.stock[:-1], drawn=(*self.drawn, Drawn(seat, card)), pointed=(), moves=moves)
        if after.kings >= self.rules.kings or not after.stock:
            return replace(after, phase="over")
        role = self.rules.deck.rule_for(card).role
        if role is Role.MATE:
            return replace(after, phase="mate")
        if role is Role.RULE:
            return replace(after, phase="rule")
        if role is not None:
            after = replace(after, roles=_holding(self.roles, Holding(role, seat, card)))
        return after._next()

    def _point(self, seat: int, moves: tuple[Move, ...]) -> KingsCup:
        points, pointed = list(self.points), [*self.pointed, seat]
        points[seat] += 1
        mates = self.holding(Role.MATE)
        if mates is not None and mates.mate is not None and seat in (mates.seat, mates.mate):
            partner = mates.mate if seat == mates.seat else mates.seat
            if partner not in pointed:
                points[partner] += 1
                pointed.append(partner)
        return replace(self, points=tuple(points), pointed=tuple(pointed), moves=moves)


def _holding(roles: tuple[Holding, ...], new: Holding) -> tuple[Holding, ...]:
    """The roles with ``new`` replacing the holder of its role, in the order of :class:`Role`."""
    kept = [h for h in roles if h.role is not new.role] + [new]
    order = list(Role)
    return tuple(sorted(kept, key=lambda h: order.index(h.role)))


def observe(game: KingsCup, seat: int) -> Observation:
    """What ``seat`` may see of ``game``."""
    if not 0 <= seat < game.players:
        raise ValueError(f"there is no seat {seat} at a table of {game.players}")
    return Observation(
        seat=seat, rules=game.rules, names=game.names, first=game.first, acting=game.acting, turn=game.turn,
        phase=game.phase, left=len(game.stock), drawn=game.drawn, kings=game.kings, roles=game.roles,
        house_rules=game.house_rules, points=game.points, pointed=game.pointed,
        moves=game.legal_moves() if game.acting == seat else (), outcome=game.outcome,
    )  # fmt: skip
