"""Kings in the Corner rules as data: one frozen :class:`Rules` object (the named presets are
:mod:`kings.corners.presets`).

Every variant in the rules reference is an option here, not a fork of the engine. Options
combine freely unless a combination cannot work; :meth:`Rules.validate` refuses those with
a message that says why. Each option's docstring names its source (see ``docs/rules.md``).

>>> rules = Rules(id="mine", name="Must play", must_play=True)
>>> rules.must_play, Rules.from_dict(rules.to_dict()) == rules
(True, True)
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from enum import Enum
from typing import Any

from kings.errors import RulesError
from kings.i18n import N_, _

MIN_PLAYERS = 2
MAX_PLAYERS = 6
#: The largest value of any whole-number option (points, chips, deals): far beyond any house rule,
#: and small enough that every score of a match stays a sane number.
MAX_OPTION = 1_000_000


class DrawTiming(Enum):
    """When a player draws from the stock."""

    END = "end"  #: pagat, Wikipedia: one draw ends the turn.
    START = "start"  #: wikiHow, pagat variant: draw first, then play.
    START_AND_END = "start-and-end"  #: wikiHow variant: draw at both ends of the turn.
    IF_NO_PLAY = "if-no-play"  #: wikiHow variant: draw only after a turn with no card played.
    UNTIL_PLAYABLE = "until-playable"  #: Wikipedia/002: draw until a card can be played.


class Direction(Enum):
    DOWN = "down"
    UP = "up"


class Colour(Enum):
    ALTERNATE = "alternate"  #: next card of the opposite colour
    SUIT = "suit"  #: next card of the same suit


@dataclass(frozen=True, slots=True)
class Build:
    """How cards are built on a pile: direction and colour rule."""

    direction: Direction = Direction.DOWN
    colour: Colour = Colour.ALTERNATE

    @property
    def text(self) -> str:
        """``built down in alternating colours``: how the piles of this rule are built, in words."""
        alternate = self.colour is Colour.ALTERNATE
        if self.direction is Direction.DOWN:
            return _("built down in alternating colours") if alternate else _("built down in suit")
        return _("built up in alternating colours") if alternate else _("built up in suit")


DOWN_ALTERNATE = Build()
DOWN_IN_SUIT = Build(Direction.DOWN, Colour.SUIT)
UP_ALTERNATE = Build(Direction.UP, Colour.ALTERNATE)


class Kings(Enum):
    """Whether a king must go to a corner at the first chance (pagat variant)."""

    FREE = "free"  #: standard: hold kings as long as you like.
    PENALTY = "penalty"  #: ending a turn while a king could go to a corner costs ``king_penalty``.
    ENFORCED = "enforced"  #: software can enforce what people cannot: you may not end the turn.


class Method(Enum):
    """How a match is scored."""

    PENALTY = "penalty"  #: points for cards left in hand; lowest total wins at the target.
    ELIMINATION = "elimination"  #: a player reaching the target is out; the last one left wins.
    CHIPS = "chips"  #: chips change hands (pot, pool); most chips wins.
    CORNERS = "corners"  #: completing a corner pile wins it; most corners wins.


class Payment(Enum):
    """Where losers' per-card payments go under chip scoring."""

    NONE = "none"
    TO_WINNER = "to-winner"  #: pagat chips: one chip a card (king 10) to the player who went out.
    TO_POT = "to-pot"  #: pagat pool: one unit a card to the pool, which the winner collects.


@dataclass(frozen=True, slots=True)
class CardValues:
    """Points (or chips) for each card left in hand. ``by_rank[0]`` is the ace."""

    id: str
    name: str
    by_rank: tuple[int, ...]
    joker: int

    def value(self, rank: int) -> int:
        """Points for a card of this rank; rank 0 is a joker."""
        return self.joker if rank == 0 else self.by_rank[rank - 1]


def _values(id: str, name: str, a: int, pips: tuple[int, ...], j: int, q: int, k: int) -> CardValues:
    # A joker left in hand costs as much as the dearest card: it is the most flexible card.
    by_rank = (a, *pips, j, q, k)
    return CardValues(id, name, by_rank, max(by_rank))


CARD_VALUES: dict[str, CardValues] = {
    v.id: v
    for v in (
        _values("k10", N_("King 10, other cards 1 (pagat, wikiHow)"), 1, (1,) * 9, 1, 1, 10),
        _values("faces2", N_("King 10, queen and jack 2, other cards 1 (Wikipedia)"), 1, (1,) * 9, 2, 2, 10),
        _values("pips", N_("Ace 25, pictures 10, pips face value (pagat)"), 25, tuple(range(2, 11)), 10, 10, 10),
        _values("stofka", N_("Ace 50, tens and pictures 10, 2-9 five (Stofka)"), 50, (5,) * 8 + (10,), 10, 10, 10),
        _values("kleplek", N_("Pictures 10, 6-10 five, A-5 one (Kleplek)"), 1, (1,) * 4 + (5,) * 5, 10, 10, 10),
        _values("robinson", N_("Face value: A 1 ... 10, J 11, Q 12, K 13 (Robinson)"), 1, tuple(range(2, 11)),
                11, 12, 13),
        _values("count", N_("Every card 1 (pool: one unit a card)"), 1, (1,) * 9, 1, 1, 1),
    )
}


@dataclass(frozen=True, slots=True)
class Scoring:
    """A scoring system for a match of several deals."""

    method: Method = Method.PENALTY
    values: CardValues = CARD_VALUES["k10"]
    #: Penalty: the match ends when a total reaches it. Elimination: a player reaching it is out.
    #: Chips: the match ends when someone holds this many. Corners: first to this many corners.
    target: int | None = 25
    #: End after this many deals (whichever of target and deals comes first).
    deals: int | None = None
    #: Kleplek: going out on your very first turn of a deal scores minus this.
    first_turn_bonus: int = 0
    #: pagat: completing a corner pile (playing its ace) takes this off your penalty.
    corner_bonus: int = 0
    ante: int = 0  #: chips each player puts in the pot at the start of a deal
    idle_fee: int = 0  #: chips paid to the pot for a turn with no card played
    payment: Payment = Payment.NONE
    start_chips: int = 0  #: chips each player starts the match with
    shared_chips: int = 0  #: wikiHow: this many chips shared out evenly instead of start_chips

    def opening_chips(self, players: int) -> int:
        """Chips each player holds when a chips match begins."""
        return self.shared_chips // players if self.shared_chips else self.start_chips

    @property
    def lower_is_better(self) -> bool:
        return self.method in (Method.PENALTY, Method.ELIMINATION)


#: The whole-number options as the validation's refusals name them.
_NUMBERS = {"king_penalty": N_("king penalty"), "target": N_("target"), "deals": N_("deals"),
            "first_turn_bonus": N_("first turn bonus"), "corner_bonus": N_("corner bonus"), "ante": N_("ante"),
            "idle_fee": N_("idle fee"), "start_chips": N_("start chips"), "shared_chips": N_("shared chips")}


@dataclass(frozen=True, slots=True)
class Rules:
    """Every option of Kings in the Corner. The defaults are the standard (pagat) game."""

    id: str = "custom"
    name: str = N_("Custom rules")
    hand_size: int = 7  #: pagat: seven cards; Becker: four.
    draw: DrawTiming = DrawTiming.END
    draw_count: int = 1  #: pagat variant: two cards a draw.
    must_play: bool = False  #: 004: "If a player can play a card, he must" (else "Keep it").
    kings: Kings = Kings.FREE
    king_penalty: int = 3  #: pagat: three points (or chips) for holding back a playable king.
    sides: Build = DOWN_ALTERNATE  #: the N/E/S/W piles (Robinson: up; Crestanello: in suit).
    corners: Build = DOWN_ALTERNATE  #: the corner piles (Ellison, Robinson, ...: in suit).
    jokers: bool = False  #: Freeman: two jokers, laid as any card they stand for.
    set_aside_completed: bool = False  #: wikiHow: a complete K-A pile leaves the table.
    layout_kings_to_corners: bool = False  #: wikiHow, 004: dealt kings go to corners at once.
    stock_must_empty: bool = False  #: Becker: nobody goes out while the stock has cards.
    open_space_draw: int = 0  #: 002: going out with an open N/E/S/W space draws this many.
    scoring: Scoring = field(default_factory=Scoring)

    def validate(self, players: int | None = None) -> Rules:
        """Return self, or raise :class:`RulesError` naming what cannot work."""
        if not 1 <= self.hand_size <= 13:
            raise RulesError(_("A hand of {n} cards is not possible: choose 1 to 13.").format(n=self.hand_size))
        if not 1 <= self.draw_count <= 3:
            raise RulesError(_("Drawing {n} cards a time is not offered: choose 1 to 3.").format(n=self.draw_count))
        if self.corners.direction is Direction.UP:
            raise RulesError(_("Corner piles start with a king, so they can only be built down."))
        if self.stock_must_empty and self.open_space_draw:
            raise RulesError(_(
                "The four-card rule (draw when you run out) and the open-space draw both say what "
                "happens when you play your last card: choose one."
            ))
        if not 0 <= self.open_space_draw <= 5:
            raise RulesError(_("The open-space draw must be 0 to 5 cards."))
        if self.king_penalty < 0:
            raise RulesError(_("The king penalty cannot be negative."))
        sc = self.scoring
        numbers = {"king_penalty": self.king_penalty, "target": sc.target or 0, "deals": sc.deals or 0,
                   "first_turn_bonus": sc.first_turn_bonus, "corner_bonus": sc.corner_bonus, "ante": sc.ante,
                   "idle_fee": sc.idle_fee, "start_chips": sc.start_chips, "shared_chips": sc.shared_chips}  # fmt: skip
        for name, value in numbers.items():
            if not -MAX_OPTION <= value <= MAX_OPTION:
                raise RulesError(_("The {option} must be a number from 0 to {most}.").format(
                    option=_(_NUMBERS[name]), most=MAX_OPTION))
            if value < 0 and name not in ("target", "deals"):  # those two say so below, in their own words
                raise RulesError(_("The {option} cannot be negative.").format(option=_(_NUMBERS[name])))
        if sc.target is None and sc.deals is None:
            raise RulesError(_("A match needs an end: a target score, a number of deals, or both."))
        if sc.target is not None and sc.target <= 0:
            raise RulesError(_("The target must be a positive number."))
        if sc.deals is not None and sc.deals <= 0:
            raise RulesError(_("The number of deals must be positive."))
        if sc.method is Method.ELIMINATION and sc.target is None:
            raise RulesError(_("Elimination needs a threshold score (the target)."))
        if sc.method is Method.CHIPS and sc.opening_chips(players or MIN_PLAYERS) <= 0 and sc.deals is None:
            raise RulesError(_("Chips without a starting stack need a fixed number of deals."))
        if players is not None:
            if not MIN_PLAYERS <= players <= MAX_PLAYERS:
                raise RulesError(_("Kings in the Corner is for {low} to {high} players, not {n}.").format(
                    low=MIN_PLAYERS, high=MAX_PLAYERS, n=players))
            needed = players * self.hand_size + 4
            size = 54 if self.jokers else 52
            # Turning up the layout may pass over both jokers (buried) and all four kings (sent to corners).
            spare = (2 if self.jokers else 0) + (4 if self.layout_kings_to_corners else 0)
            if needed + spare > size:
                words = {"players": players, "hand": self.hand_size, "needed": needed, "spare": spare, "size": size}
                if self.layout_kings_to_corners and self.jokers:
                    text = _("{players} hands of {hand} plus the four layout cards need {needed} cards (and up to "
                             "{spare} more, as turned-up kings go to the corners and turned-up jokers are buried); "
                             "the pack has {size}.")
                elif self.layout_kings_to_corners:
                    text = _("{players} hands of {hand} plus the four layout cards need {needed} cards (and up to "
                             "{spare} more, as turned-up kings go to the corners); the pack has {size}.")
                elif self.jokers:
                    text = _("{players} hands of {hand} plus the four layout cards need {needed} cards (and up to "
                             "{spare} more, as turned-up jokers are buried); the pack has {size}.")
                else:
                    text = _("{players} hands of {hand} plus the four layout cards need {needed} cards; the pack has "
                             "{size}.")
                raise RulesError(text.format(**words))
        return self

    def player_counts(self) -> tuple[int, ...]:
        """How many players these rules can deal for (the pack must hold every hand)."""
        out = []
        for n in range(MIN_PLAYERS, MAX_PLAYERS + 1):
            try:
                self.validate(n)
            except RulesError:
                continue
            out.append(n)
        return tuple(out)

    def build_for(self, pile: int) -> Build:
        """The building rule of pile ``pile`` (0-3 sides, 4-7 corners)."""
        return self.corners if pile >= 4 else self.sides

    def with_options(self, **changes: Any) -> Rules:
        """A copy with some options changed (and called custom unless an id is given)."""
        changes.setdefault("id", "custom")
        changes.setdefault("name", "Custom rules")
        return replace(self, **changes).validate()

    # -- serialisation: plain JSON-able dicts, used by game records and saved games ------------
    def to_dict(self) -> dict[str, Any]:
        """Every option as JSON-able values."""
        out: dict[str, Any] = {}
        for f in fields(self):
            out[f.name] = _encode(getattr(self, f.name))
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Rules:
        """Read :meth:`to_dict` output. Missing options take the standard value."""
        if not isinstance(data, dict):
            raise RulesError(_("Rules must be a JSON object."))
        known = {f.name: f for f in fields(cls)}
        unknown = sorted(set(data) - set(known))
        if unknown:
            raise RulesError(_("Unknown rule option(s): {names}.").format(names=", ".join(unknown)))
        kwargs: dict[str, Any] = {}
        for name, value in data.items():
            kwargs[name] = _decode(name, value, getattr(cls(), name))
        return cls(**kwargs).validate()


def _encode(value: Any) -> Any:
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, CardValues):
        return value.id
    if isinstance(value, (Build, Scoring)):
        return {f.name: _encode(getattr(value, f.name)) for f in fields(value)}
    return value


def _decode(name: str, value: Any, default: Any) -> Any:
    try:
        if isinstance(default, Enum):
            return type(default)(value)
        if isinstance(default, CardValues):
            return CARD_VALUES[value]
        if isinstance(default, (Build, Scoring)):
            if not isinstance(value, dict):
                raise TypeError
            kind = type(default)
            bad = sorted(set(value) - {f.name for f in fields(kind)})
            if bad:
                raise RulesError(_("Unknown option(s) in {option}: {names}.").format(option=name, names=", ".join(bad)))
            parts = {k: _decode(f"{name}.{k}", v, getattr(default, k)) for k, v in value.items()}
            return kind(**parts)
        if isinstance(default, bool):
            if not isinstance(value, bool):
                raise TypeError
            return value
        if isinstance(default, int) or default is None:
            if value is None and name in ("scoring.target", "scoring.deals"):
                return None
            if isinstance(value, bool) or not isinstance(value, int):
                raise TypeError
            return value
        if isinstance(default, str):
            if not isinstance(value, str):
                raise TypeError
            return value
    except (ValueError, KeyError, TypeError) as exc:
        if isinstance(exc, RulesError):
            raise
        raise RulesError(_("{value} is not a valid value for the rule option {option}.").format(
            value=repr(value), option=name)) from None
    raise RulesError(_("{option} cannot be set.").format(option=name))
