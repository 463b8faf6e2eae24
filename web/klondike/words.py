"""Klondike's table in words (pure): the piles' names, what a move did (for the live region and the log), what
each pile holds (its accessible name), the clock.

>>> from kings.klondike.deal import Deal
>>> from kings.klondike.rules import Rules
>>> from kings.cards import Card
>>> from kings.klondike.moves import Put, DRAW
>>> deal = Deal.new(Rules(), seed=7)
>>> said(deal, Put(Card.parse("3C"), 1), deal.play(Put(Card.parse("3C"), 1)))
'3 of clubs to the 4 of diamonds, column 1; the 2 of spades turned over'
>>> said(deal, DRAW, deal.play(DRAW))
'Drew the queen of clubs'
>>> pile_name("F3"), pile_name("C7"), clock(3725)
('Hearts foundation', 'Column 7', '1:02:05')

What Klondike's "hear" key reads aloud, from the same view the screen shows.

>>> from web.klondike.spec import Setup
>>> from web.klondike.session import Session
>>> from web.klondike.view import Scene, build
>>> say(build(Scene(Session.new(Setup(), seed=7))))[:60]
'0 cards home, 21 face down, 24 in the stock. Stock: 24 cards'
"""

from __future__ import annotations

from kings.cards import CARDS, Card
from kings.errors import NotationError
from kings.klondike.deal import Deal
from kings.klondike.moves import Draw, GiveUp, Move, Put, Recycle
from web.klondike.viewmodels import TableView

SUITS = ("Clubs", "Diamonds", "Hearts", "Spades")  #: the foundations, by suit index (the engine's order)
STOCK, WASTE = "stock", "waste"
FOUNDATIONS = tuple(f"F{i}" for i in range(1, 5))
COLUMNS = tuple(f"C{i}" for i in range(1, 8))
PILES = (STOCK, WASTE, *FOUNDATIONS, *COLUMNS)  #: every pile, in reading order (the keyboard's order)


def parse_card(code: str) -> Card | None:
    """The card of a ``data-card`` code (``7C``), or None for anything else."""
    try:
        card = Card.parse(code)
    except NotationError:
        return None
    return None if card.is_joker else card


def card_name(card: Card) -> str:
    """``7 of clubs``, ``queen of hearts``: short enough to hear often (digits for numbers)."""
    rank = card.rank.code
    word = {"A": "ace", "J": "jack", "Q": "queen", "K": "king"}.get(rank, rank)
    return f"{word} of {card.name.split(' of ')[1]}"


def pile_name(pile: str) -> str:
    """``Stock``, ``Waste``, ``Hearts foundation``, ``Column 3``."""
    if pile in (STOCK, WASTE):
        return pile.capitalize()
    if pile.startswith("F"):
        return f"{SUITS[int(pile[1:]) - 1]} foundation"
    return f"Column {pile[1:]}"


def pile_of_move(move: Put) -> str:
    """The pile a card move goes to: ``F<suit>`` home, ``C<n>`` a column."""
    return f"F{int(move.card) // 13 + 1}" if move.home else f"C{move.to}"


def _flipped(before: Deal, after: Deal) -> str:
    for b, a in zip(before.columns, after.columns, strict=True):
        if len(a.down) < len(b.down) and a.up:
            return f"; the {card_name(a.up[0])} turned over"
    return ""


def said(before: Deal, move: Move, after: Deal) -> str:
    """What ``move`` did, from ``before`` to ``after``: ``7 of clubs to the 8 of hearts, column 3; the 2 of spades
    turned over``."""
    if isinstance(move, Draw):
        turned = after.waste[len(before.waste) :]
        if len(turned) == 1:
            return f"Drew the {card_name(turned[0])}"
        return f"Drew {len(turned)} cards, the {card_name(turned[-1])} on top"
    if isinstance(move, Recycle):
        limit = before.rules.passes
        of = f" of {limit}" if limit else ""
        return f"Turned the waste over: pass {after.recycles + 1}{of}"
    if isinstance(move, GiveUp):
        return "Gave up the deal"
    assert isinstance(move, Put)
    name = card_name(move.card).capitalize()
    where = before.locate(move.card)
    more = ""
    if where is not None and where[0] == "tableau":
        above = len(before.columns[where[1]].up) - where[2] - 1
        more = f" and {above} card{'s' if above > 1 else ''} on it" if above else ""
    if move.home:
        text = f"{name} to the {SUITS[int(move.card) // 13].lower()} foundation"
    else:
        top = before.columns[move.column].top
        onto = f"the {card_name(top)}, column {move.to}" if top is not None else f"the empty column {move.to}"
        text = f"{name}{more} to {onto}"
    return text + _flipped(before, after)


def history(deal: Deal, keep: int) -> tuple[str, ...]:
    """The last ``keep`` moves of ``deal`` as :func:`said` put them when they were played, replayed from its seed (the
    saved record holds the moves, not the log's words): a deal resumed after a reload lists what was done before it,
    where its log said "No moves yet" beside Moves 83 (the new player's review)."""
    assert deal.seed is not None
    lines: list[str] = []
    before, first = Deal.new(deal.rules, deal.seed), len(deal.moves) - keep
    for i, move in enumerate(deal.moves):
        after = before.advance(move)
        if i >= first:
            lines.append(said(before, move, after))
        before = after
    return tuple(lines)


def pile_words(deal: Deal, pile: str) -> str:
    """What a pile holds, for its accessible name: ``Column 3: 2 face down, then 7 of clubs, 6 of hearts``."""
    name = pile_name(pile)
    if pile == STOCK:
        n = len(deal.stock)
        if n:
            return f"{name}: {n} card{'s' if n > 1 else ''}. Draw"
        return f"{name}: empty. " + ("Turn the waste over" if deal.can_recycle else "No more passes")
    if pile == WASTE:
        if not deal.waste:
            return f"{name}: empty"
        return f"{name}: {card_name(deal.waste[-1])} on top, {len(deal.waste)} in all"
    if pile in FOUNDATIONS:
        suit = int(pile[1:]) - 1
        rank = deal.foundations[suit]
        return f"{name}: {'empty' if not rank else 'up to the ' + card_name(CARDS[suit * 13 + rank - 1])}"
    col = deal.columns[int(pile[1:]) - 1]
    if not len(col):
        return f"{name}: empty"
    parts = [f"{len(col.down)} face down"] if col.down else []
    parts.append(", ".join(card_name(c) for c in col.up))
    return f"{name}: {', then '.join(parts)}"


def clock(seconds: float) -> str:
    """``4:07``, ``1:02:05``: minutes and seconds (hours when there are any)."""
    s = max(0, int(seconds))
    h, m = divmod(s // 60, 60)
    return f"{h}:{m:02d}:{s % 60:02d}" if h else f"{m}:{s % 60:02d}"


def duration(seconds: float) -> str:
    """``4 minutes 7 seconds``: the clock in words, for the banner and screen readers."""
    s = max(0, int(seconds))
    m, sec = divmod(s, 60)
    parts = ([f"{m} minute{'s' if m != 1 else ''}"] if m else []) + ([f"{sec} second{'s' if sec != 1 else ''}"]
                                                                     if sec or not m else [])  # fmt: skip
    return " ".join(parts)


def say(t: TableView, topic: str = "all") -> str:
    """The whole table: the status, every pile, then the time, the moves and the score (Klondike has one reading
    key, so ``topic`` is always the whole table)."""
    piles = " ".join(f"{p.label}." for p in t.piles)
    meters = ", ".join(f"{m.label} {m.spoken or m.value}" for m in t.meters)
    return f"{t.status} {piles} {meters}."
