"""What a deal of Klondike says in words: why a move is refused, what a move does (for narration and screen
readers), and the one-line position.

>>> from kings.cards import Card
>>> from kings.klondike.deal import Deal
>>> from kings.klondike.moves import Put
>>> from kings.klondike.rules import Rules
>>> deal = Deal.new(Rules(), seed=7)
>>> [c.top.label for c in deal.columns]
['4♦', '6♦', 'J♠', '7♠', '3♣', '8♦', 'A♣']
>>> deal.explain(Put(Card.parse("6D"), 3)), deal.explain(Put(Card.parse("3C"), 5))
('6♦ does not fit on J♠: it needs a black 7.', 'The 3♣ is in column 5 already.')
>>> describe(deal, Put(Card.parse("6D"), 3)) is None, describe(deal, Put(Card.parse("3C"), 1))
(True, 'Move 3♣ from column 5 onto 4♦ in column 1, turning over a card in column 5')
"""

from __future__ import annotations

from dataclasses import fields
from typing import Protocol

from kings.cards import CARDS, RANK_OF, RED_OF, SUIT_OF, Card, Rank, format_cards
from kings.klondike.moves import Draw, GiveUp, Move, Put, Recycle
from kings.klondike.piles import Column, Foundations
from kings.klondike.rules import Rules


class Told(Protocol):
    """What these texts read of a deal (a :class:`~kings.klondike.deal.Deal`, which imports this module)."""

    @property
    def rules(self) -> Rules: ...
    @property
    def seed(self) -> int | None: ...
    @property
    def columns(self) -> tuple[Column, ...]: ...
    @property
    def stock(self) -> tuple[Card, ...]: ...
    @property
    def waste(self) -> tuple[Card, ...]: ...
    @property
    def foundations(self) -> Foundations: ...
    @property
    def recycles(self) -> int: ...
    @property
    def score(self) -> int: ...
    @property
    def moves(self) -> tuple[Move, ...]: ...
    @property
    def ended(self) -> str: ...
    @property
    def idle(self) -> int: ...
    @property
    def best(self) -> int: ...
    @property
    def dead(self) -> int: ...
    @property
    def dead_recycles(self) -> int: ...
    @property
    def can_recycle(self) -> bool: ...
    def locate(self, card: Card) -> tuple[str, int, int] | None: ...
    def explain(self, move: Move) -> str | None: ...

_ENDED = {"won": "The deal is won: start a new one.", "gave-up": "You gave this deal up: start a new one.",
          "stuck": "No card can move any more: the deal is over."}  # fmt: skip


def _label(card: Card, names: bool) -> str:
    return card.name if names else card.label


def pass_limit(rules: Rules) -> str:
    """The refusal once every pass through the stock is used."""
    if rules.passes == 1:
        return "These rules allow one pass through the stock: it cannot be turned over again."
    return f"You have been through the stock the {rules.passes} times these rules allow."


def needs(card: Card) -> str:
    """What ``card`` goes on in a column, in words: ``a red 8``."""
    colour = "black" if RED_OF[card] else "red"
    return f"a {colour} {Rank(RANK_OF[card] + 1).code}"


def refusal(deal: Told, move: Move) -> str:
    """Why ``move`` is refused in ``deal`` (the caller knows it is), in plain words; it names where a card lies only
    when the player can see it."""
    if deal.ended:
        return _ENDED[deal.ended]
    if isinstance(move, Draw | Recycle):
        return _stock_refusal(deal, move)
    if not isinstance(move, Put) or not isinstance(move.card, Card) or move.card.is_joker:
        return "That is not a Klondike move."
    card = move.card
    where = deal.locate(card)
    if where is None:
        return _out_of_reach(deal, card)
    kind, index, start = where
    if move.home:
        if kind == "home":
            return f"The {card.label} is home already."
        if kind == "tableau" and start < len(deal.columns[index].up) - 1:
            over = deal.columns[index].up[start + 1]
            return f"Only the top card of a column can go home: the {card.label} is under the {over.label}."
        before = CARDS[card - 1]
        return f"The {card.label} cannot go home yet: its foundation needs the {before.label} first."
    if not 0 <= move.column < len(deal.columns):
        return "There is no such column."
    if kind == "tableau" and index == move.column:
        return f"The {card.label} is in column {index + 1} already."
    if kind == "home" and not deal.rules.take_back:
        return "These rules keep cards on the foundations: they cannot come back down."
    top = deal.columns[move.column].top
    if top is None:
        return "Only a king can go to an empty column."
    if RANK_OF[card] == 13:
        return f"{card.label} does not fit on {top.label}: a king goes only to an empty column."
    return f"{card.label} does not fit on {top.label}: it needs {needs(card)}."


def _stock_refusal(deal: Told, move: Draw | Recycle) -> str:
    if isinstance(move, Draw):
        if deal.can_recycle:
            return "The stock is empty: turn the waste over to go through it again."
        if not deal.waste:
            return "The stock and the waste are empty: there is nothing to draw."
        return pass_limit(deal.rules)
    if deal.stock:
        n = len(deal.stock)
        return f"Turn the rest of the stock first: it still holds {n} card{'s' if n > 1 else ''}."
    if not deal.waste:
        return "There is nothing to turn over: the waste is empty."
    return pass_limit(deal.rules)


def _out_of_reach(deal: Told, card: Card) -> str:
    """Why a card that is not free cannot move, saying only what the player can see."""
    suit = SUIT_OF[card]
    if deal.foundations[suit] > RANK_OF[card]:
        top = CARDS[suit * 13 + deal.foundations[suit] - 1]
        return f"The {card.label} is home already, under the {top.label}: only a foundation's top card can move."
    if card in deal.waste:
        return f"Only the top card of the waste can be played: the {card.label} is under the {deal.waste[-1].label}."
    if deal.recycles and card in deal.stock:
        return f"The {card.label} is in the stock: turn the stock to reach it."
    return f"The {card.label} cannot be reached: only cards you can see can move."


def describe(deal: Told, move: Move, names: bool = False) -> str | None:
    """What ``move`` does in ``deal``, in words for people and screen readers (no full stop: a table adds its own
    punctuation); None for a move that is not legal there. ``names`` spells cards out (``seven of clubs``)."""
    if deal.explain(move) is not None:
        return None
    if isinstance(move, Draw):
        n = min(deal.rules.draw, len(deal.stock))
        return f"Draw {'one card' if n == 1 else f'{n} cards'} from the stock"
    if isinstance(move, Recycle):
        return "Turn the waste over to go through the stock again"
    if isinstance(move, GiveUp):
        return "Give up this deal"
    assert isinstance(move, Put)
    where = deal.locate(move.card)
    assert where is not None
    kind, index, start = where
    name = _label(move.card, names)
    if kind == "waste":
        source = f"{name} from the waste"
    elif kind == "home":
        source = f"{name} back from its foundation"
    else:
        above = len(deal.columns[index].up) - start - 1
        more = f" and the {above} card{'s' if above > 1 else ''} on it" if above else ""
        source = f"{name}{more} from column {index + 1}"
    if move.home:
        text = f"Send {source} home"
    else:
        top = deal.columns[move.column].top
        column = move.column + 1
        onto = f"onto {_label(top, names)} in column {column}" if top is not None else f"to the empty column {column}"
        text = f"Move {source} {onto}"
    if kind == "tableau" and start == 0:
        col = deal.columns[index]
        text += f", turning over a card in column {index + 1}" if col.down else f", emptying column {index + 1}"
    return text


def rules_text(rules: Rules) -> str:
    """The rules' id and every option that differs from the defaults: ``draw-three[draw=3]``."""
    base = Rules()
    changed = [f"{f.name}={rules.to_dict()[f.name]}" for f in fields(Rules)
               if f.name not in ("id", "name") and getattr(rules, f.name) != getattr(base, f.name)]  # fmt: skip
    return rules.id + (f"[{','.join(changed)}]" if changed else "")


def position_text(deal: Told) -> str:
    """:meth:`Deal.position`: the rules, the counters, each column (face-down|face-up), the stock, the waste and
    the foundations."""
    seed = "-" if deal.seed is None else deal.seed
    head = f"klondike {deal.rules.id} seed={seed} draw={deal.rules.draw}"
    state = (f"rules={rules_text(deal.rules)} recycles={deal.recycles} score={deal.score} moves={len(deal.moves)} "
             f"ended={deal.ended or '-'} idle={deal.idle} best={deal.best} "
             f"dead={deal.dead}.{deal.dead_recycles}")  # fmt: skip
    columns = "/".join(f"{format_cards(c.down)}|{format_cards(c.up)}" for c in deal.columns)
    home = ".".join(f"{s}{r}" for s, r in zip("CDHS", deal.foundations, strict=True))
    return " | ".join((head, state, "columns=" + columns, "stock=" + format_cards(deal.stock),
                       "waste=" + format_cards(deal.waste), "home=" + home))  # fmt: skip
