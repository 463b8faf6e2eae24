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
from kings.i18n import N_, _, ngettext
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

_ENDED = {"won": N_("The deal is won: start a new one."), "gave-up": N_("You gave this deal up: start a new one."),
          "stuck": N_("No card can move any more: the deal is over.")}  # fmt: skip


def _label(card: Card, names: bool) -> str:
    return card.name if names else card.label


def pass_limit(rules: Rules) -> str:
    """The refusal once every pass through the stock is used."""
    if rules.passes == 1:
        return _("These rules allow one pass through the stock: it cannot be turned over again.")
    return _("You have been through the stock the {n} times these rules allow.").format(n=rules.passes)


def needs(card: Card) -> str:
    """What ``card`` goes on in a column, in words: ``a red 8``."""
    rank = Rank(RANK_OF[card] + 1).code
    # Translators: what a card goes on in a column; {rank} is a rank's symbol (2 to 10, J, Q, K)
    return _("a black {rank}").format(rank=rank) if RED_OF[card] else _("a red {rank}").format(rank=rank)


def refusal(deal: Told, move: Move) -> str:
    """Why ``move`` is refused in ``deal`` (the caller knows it is), in plain words; it names where a card lies only
    when the player can see it."""
    if deal.ended:
        return _(_ENDED[deal.ended])
    if isinstance(move, Draw | Recycle):
        return _stock_refusal(deal, move)
    if not isinstance(move, Put) or not isinstance(move.card, Card) or move.card.is_joker:
        return _("That is not a Klondike move.")
    card = move.card
    where = deal.locate(card)
    if where is None:
        return _out_of_reach(deal, card)
    kind, index, start = where
    if move.home:
        if kind == "home":
            return _("The {card} is home already.").format(card=card.label)
        if kind == "tableau" and start < len(deal.columns[index].up) - 1:
            over = deal.columns[index].up[start + 1]
            return _("Only the top card of a column can go home: the {card} is under the {over}.").format(
                card=card.label, over=over.label)
        before = CARDS[card - 1]
        return _("The {card} cannot go home yet: its foundation needs the {before} first.").format(
            card=card.label, before=before.label)
    if not 0 <= move.column < len(deal.columns):
        return _("There is no such column.")
    if kind == "tableau" and index == move.column:
        return _("The {card} is in column {column} already.").format(card=card.label, column=index + 1)
    if kind == "home" and not deal.rules.take_back:
        return _("These rules keep cards on the foundations: they cannot come back down.")
    top = deal.columns[move.column].top
    if top is None:
        return _("Only a king can go to an empty column.")
    if RANK_OF[card] == 13:
        return _("{card} does not fit on {top}: a king goes only to an empty column.").format(
            card=card.label, top=top.label)
    # Translators: {needs} is "a red 8" or "a black 7" (its own entry)
    return _("{card} does not fit on {top}: it needs {needs}.").format(card=card.label, top=top.label,
                                                                       needs=needs(card))


def _stock_refusal(deal: Told, move: Draw | Recycle) -> str:
    if isinstance(move, Draw):
        if deal.can_recycle:
            return _("The stock is empty: turn the waste over to go through it again.")
        if not deal.waste:
            return _("The stock and the waste are empty: there is nothing to draw.")
        return pass_limit(deal.rules)
    if deal.stock:
        n = len(deal.stock)
        return ngettext("Turn the rest of the stock first: it still holds {n} card.",
                        "Turn the rest of the stock first: it still holds {n} cards.", n).format(n=n)
    if not deal.waste:
        return _("There is nothing to turn over: the waste is empty.")
    return pass_limit(deal.rules)


def _out_of_reach(deal: Told, card: Card) -> str:
    """Why a card that is not free cannot move, saying only what the player can see."""
    suit = SUIT_OF[card]
    if deal.foundations[suit] > RANK_OF[card]:
        top = CARDS[suit * 13 + deal.foundations[suit] - 1]
        return _("The {card} is home already, under the {top}: only a foundation's top card can move.").format(
            card=card.label, top=top.label)
    if card in deal.waste:
        return _("Only the top card of the waste can be played: the {card} is under the {top}.").format(
            card=card.label, top=deal.waste[-1].label)
    if deal.recycles and card in deal.stock:
        return _("The {card} is in the stock: turn the stock to reach it.").format(card=card.label)
    return _("The {card} cannot be reached: only cards you can see can move.").format(card=card.label)


def describe(deal: Told, move: Move, names: bool = False) -> str | None:
    """What ``move`` does in ``deal``, in words for people and screen readers (no full stop: a table adds its own
    punctuation); None for a move that is not legal there. ``names`` spells cards out (``seven of clubs``)."""
    if deal.explain(move) is not None:
        return None
    if isinstance(move, Draw):
        n = min(deal.rules.draw, len(deal.stock))
        if n == 1:
            return _("Draw one card from the stock")
        return ngettext("Draw {n} card from the stock", "Draw {n} cards from the stock", n).format(n=n)
    if isinstance(move, Recycle):
        return _("Turn the waste over to go through the stock again")
    if isinstance(move, GiveUp):
        return _("Give up this deal")
    assert isinstance(move, Put)
    where = deal.locate(move.card)
    assert where is not None
    kind, index, start = where
    name = _label(move.card, names)
    if kind == "waste":
        # Translators: where a moved card comes from, put in "Send {source} home" or "Move {source} onto ..."
        source = _("{card} from the waste").format(card=name)
    elif kind == "home":
        source = _("{card} back from its foundation").format(card=name)
    else:
        above = len(deal.columns[index].up) - start - 1
        if above:
            source = ngettext("{card} and the {n} card on it from column {column}",
                              "{card} and the {n} cards on it from column {column}", above).format(
                card=name, n=above, column=index + 1)
        else:
            source = _("{card} from column {column}").format(card=name, column=index + 1)
    if move.home:
        # Translators: {source} is "7♣ from the waste", "7♣ from column 3"...
        text = _("Send {source} home").format(source=source)
    else:
        top = deal.columns[move.column].top
        column = move.column + 1
        if top is not None:
            text = _("Move {source} onto {top} in column {column}").format(source=source, top=_label(top, names),
                                                                          column=column)
        else:
            text = _("Move {source} to the empty column {column}").format(source=source, column=column)
    if kind == "tableau" and start == 0:
        col = deal.columns[index]
        # Translators: {move} is the move in words ("Move 3♣ from column 5 onto 4♦ in column 1")
        text = (_("{move}, turning over a card in column {column}") if col.down
                else _("{move}, emptying column {column}")).format(move=text, column=index + 1)
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
