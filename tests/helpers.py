"""Build hand-made Kings in the Corner positions from readable arguments.

Every position goes through the real position notation (:meth:`Deal.from_position`), so
each rule test also exercises the notation. Cards not named anywhere go to the bottom of
the stock in pack order (or, with ``stock=n``, only ``n`` of them stay in the stock and the
rest are put aside, out of play), so a test names only the cards that matter.

>>> d = position(piles={"N": "9H"}, hands=["8S", "2C"])
>>> d.piles[0], d.hand(0), len(d.stock), d.to_act
((Card.parse('9H'),), (Card.parse('8S'),), 49, 0)
>>> [str(m) for m in d.legal_moves()]
['8S>N', '8S>E', '8S>S', '8S>W', 'end']
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TypeVar

from kings.cards import JOKER, Card, deck, format_cards, parse_cards
from kings.corners import END_TURN, PRESETS, STANDARD, Deal, Move, Place, Rules
from kings.errors import IllegalMoveError
from kings.seeding import Rng


def _cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text.replace(" ", "")) if text else ()


def position_text(
    *,
    rules: Rules = STANDARD,
    piles: Mapping[str, str] | None = None,
    hands: Sequence[str] = ("", ""),
    top: str = "",
    stock: int | None = None,
    seat: int = 0,
    number: int = 0,
    flags: str = "",
    pending: int = 0,
    dealer: int | None = None,
    idle: int = 0,
    done: str = "-",
    aside: str = "",
) -> str:
    """The position string for :func:`position` (same arguments)."""
    piles = dict(piles or {})
    unknown = set(piles) - set(Place.__members__)
    assert not unknown, f"unknown piles {unknown}"
    pile_cards = [_cards(piles.get(p.name, "")) for p in Place]
    hand_cards = [tuple(sorted(_cards(h))) for h in hands]
    top_cards, aside_cards = _cards(top), _cards(aside)
    named = [c for group in (*pile_cards, *hand_cards, top_cards, aside_cards) for c in group]
    rest = list(deck(2 if rules.jokers else 0))
    for c in named:
        if (JOKER if c.is_joker else c) not in rest:
            raise ValueError(f"{c} is named twice")
        rest.remove(JOKER if c.is_joker else c)
    if stock is not None:
        aside_cards += tuple(rest[stock:])
        rest = rest[:stock]
    n = len(hand_cards)
    dealer = (seat - 1) % n if dealer is None else dealer
    zeros = ".".join("0" * n)
    return (
        f"piles={'/'.join(format_cards(p) for p in pile_cards)} "
        f"hands={'/'.join(format_cards(h) for h in hand_cards)} "
        f"stock={format_cards((*rest, *top_cards))} dealer={dealer} "
        f"turn={seat}:{number}:{flags or '-'}:{pending} idle={idle} idles={zeros} fines={zeros} "
        f"done={done} aside={format_cards(aside_cards)}"
    )


def position(**kwargs: object) -> Deal:
    """A deal in a hand-built position.

    ``piles``: {"N": "KS.QH", ...} bottom card first; ``hands``: one string per seat;
    ``top``: cards on top of the stock, the last one drawn first; ``stock``: how many of the
    unnamed cards stay in the stock (None: all of them); ``seat``/``number``/``flags``/``pending``:
    the turn (flags from "pmtdb": played, moved, drew, drew mid-turn, Becker).
    """
    rules = kwargs.get("rules", STANDARD)
    assert isinstance(rules, Rules)
    return Deal.from_position(position_text(**kwargs), rules)  # type: ignore[arg-type]


def legal(deal: Deal) -> list[str]:
    """The legal moves in notation, in the engine's order."""
    return [str(m) for m in deal.legal_moves()]


def play(deal: Deal, *moves: str) -> Deal:
    """Play moves given in notation, each checked."""
    return deal.replay(moves)


def refusal(deal: Deal, move: str | Move) -> str:
    """Play an illegal move; check it raises and changes nothing; return the message."""
    m = Move.parse(move) if isinstance(move, str) else move
    before = deal.position()
    try:
        deal.play(m)
    except IllegalMoveError as exc:
        message = str(exc)
    else:
        raise AssertionError(f"{m} was accepted in {before}")
    assert deal.position() == before
    assert deal.explain(m) == message
    assert m not in deal.legal_moves()
    return message


def cards(text: str) -> tuple[Card, ...]:
    """Cards from dotted notation: ``cards("KS.QH")``."""
    return _cards(text)


def multiset(groups: Iterable[Iterable[Card]]) -> list[int]:
    """All cards of several groups, placed jokers counted as jokers, sorted."""
    return sorted(JOKER if c.is_joker else c for g in groups for c in g)


def advance(deal: Deal, steps: int, rng: Rng, end_odds: int = 10) -> Deal:
    """Play up to ``steps`` random legal moves, picking ``end`` only one time in ``end_odds`` when other moves exist.

    A uniform policy ends most turns at once; avoiding ``end`` reaches deeper positions (long piles,
    completed piles, emptied hands)."""
    for _ in range(steps):
        moves = deal.legal_moves()
        if not moves:
            break
        if len(moves) > 1 and rng.below(end_odds):
            moves = tuple(m for m in moves if m != END_TURN)
        deal = deal.play(rng.choice(moves))
    return deal


def play_out(deal: Deal, rng: Rng, end_odds: int = 10, limit: int = 100_000) -> Deal:
    """Play random legal moves (as :func:`advance`) until the deal is over."""
    deal = advance(deal, limit, rng, end_odds)
    assert deal.over, "the deal did not end"
    return deal


# Which presets have a test showing their effect: tests mark themselves with @covers(...), and
# tests/test_rules_variants.py::test_every_preset_is_covered checks the set is complete.
COVERED: set[str] = set()
T = TypeVar("T")


def covers(*preset_ids: str) -> Callable[[T], T]:
    """Mark a test as showing these presets' effect."""
    for p in preset_ids:
        assert p in PRESETS, p
    COVERED.update(preset_ids)
    return lambda f: f
