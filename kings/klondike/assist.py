"""What the table does for a player's taps: where a tapped card goes best, the move home of a double-tapped card, and
auto-complete once nothing is left to think about. All of it reads only what the player sees.

* :func:`best_place`: tap to move. Home first if that is safe (no card could still need it: see
  :func:`~kings.klondike.piles.safe_home`); else a place in the tableau (a column with a card before an empty one,
  the column with fewest face-down cards first, so nothing new is buried); else home.
* :func:`foundation_move`: double-tap, the move home if it is legal.
* :func:`can_auto_complete` / :func:`auto_complete`: every card is face up and the rest of the game is only sending
  cards home (drawing for those in the stock): the moves that finish it.

>>> from kings.cards import Card
>>> from kings.klondike.deal import Deal
>>> from kings.klondike.rules import Rules
>>> deal = Deal.new(Rules(), seed=7)
>>> best_place(deal, Card.parse("AC")), best_place(deal, Card.parse("3C")), best_place(deal, Card.parse("QC"))
(Put(card=Card.parse('AC'), to=0), Put(card=Card.parse('3C'), to=1), None)
>>> foundation_move(deal, Card.parse("3C")) is None, can_auto_complete(deal)
(True, False)
"""

from __future__ import annotations

from kings.cards import Card
from kings.klondike.deal import Deal
from kings.klondike.moves import DRAW, RECYCLE, Move, Put
from kings.klondike.piles import safe_home

MAX_FINISH = 2_000  #: moves auto-complete may take (52 home and the draws between them: far fewer)


def card_moves_of(deal: Deal, card: Card) -> list[Put]:
    """Every legal move of ``card`` (with the cards on it), in the deal's order."""
    return [m for m in deal.card_moves() if m.card == card] if not deal.over else []


def foundation_move(deal: Deal, card: Card) -> Put | None:
    """The move sending ``card`` home, if it is legal now (what a double-tap does)."""
    move = Put(card, 0)
    return move if not deal.over and deal.explain(move) is None else None


def best_place(deal: Deal, card: Card) -> Put | None:
    """Where a tapped ``card`` goes best (see the module doc); None when it cannot move."""
    moves = card_moves_of(deal, card)
    if not moves:
        return None
    home = [m for m in moves if m.home]
    if home and safe_home(card, deal.foundations):
        return home[0]
    spots = [m for m in moves if not m.home]
    if spots:
        return min(spots, key=lambda m: (not deal.columns[m.column].up, len(deal.columns[m.column].down), m.to))
    return home[0]


def can_auto_complete(deal: Deal) -> bool:
    """Whether every card is face up and the game can be finished by sending cards home alone (and drawing)."""
    return not deal.over and deal.hidden_count == 0 and _finish(deal) is not None


def auto_complete(deal: Deal) -> tuple[Move, ...]:
    """The moves that finish the deal by sending every card home (drawing where needed); () when it cannot be done
    that way (a face-down card left, or a stock card out of reach)."""
    if deal.over or deal.hidden_count:
        return ()
    return _finish(deal) or ()


def _finish(deal: Deal) -> tuple[Move, ...] | None:
    """Send cards home, the lowest first, drawing when none can go; None if that gets stuck."""
    moves: list[Move] = []
    for _ in range(MAX_FINISH):
        if deal.won:
            return tuple(moves)
        home = sorted((m for m in deal.card_moves() if m.home), key=lambda m: int(m.card) % 13)
        legal = deal.legal_moves() if not home else ()
        if home:
            move: Move = home[0]
        elif DRAW in legal:
            move = DRAW
        elif RECYCLE in legal:
            move = RECYCLE
        else:
            return None
        deal = deal.play(move)
        if deal.over and not deal.won:
            return None
        moves.append(move)
    return None
