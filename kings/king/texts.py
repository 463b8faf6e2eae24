"""What a game of King says in words: why a move is refused, and the one-line position.

>>> from kings.king.game import KingGame
>>> from kings.king.moves import ACCEPT
>>> game = KingGame.new(seed=4)
>>> game.explain(ACCEPT)
'The hand is being played: play a card.'
>>> game.position().split(" | ")[0]
'king standard seed=4 first=2'
"""

from __future__ import annotations

from typing import Protocol

from kings.cards import Card
from kings.i18n import _
from kings.king.auction import Bid, bid_phrase
from kings.king.hand import Hand
from kings.king.moves import FORFEIT, MATCH, ULTIMATUM, Move
from kings.king.positive import Positive
from kings.king.results import HandResult
from kings.king.rules import Rules


class Told(Protocol):
    """What these texts read of a game (a :class:`~kings.king.game.KingGame`, which imports this module)."""

    @property
    def seed(self) -> int: ...
    @property
    def rules(self) -> Rules: ...
    @property
    def first_dealer(self) -> int | None: ...
    @property
    def results(self) -> tuple[HandResult, ...]: ...
    @property
    def hand(self) -> Hand | None: ...
    @property
    def positive(self) -> Positive | None: ...


def refusal(phase: str, move: Move, game: Told) -> str:
    """Why ``move`` is refused in ``phase`` (the caller knows it is refused; not ``play`` nor ``over``), in plain
    words."""
    if phase == "nominate":
        return _("The king of hearts names the first dealer: say dealer 0, dealer 1, dealer 2 or dealer 3.")
    if phase == "choose":
        if move == FORFEIT:
            return _("These rules do not let the beneficiary forfeit without an auction.")
        return _("Choose the hand first: up (with or without trumps), down, or auction it.")
    if phase == "auction":
        if isinstance(move, Bid):
            high = game.positive.auction.high if game.positive and game.positive.auction else None
            if high is None:
                return _("That is not a bid.")
            return _("A bid must be worth more than {bid}.").format(bid=bid_phrase(high))
        if move == MATCH:
            return _("You may match only a bid made by someone after you in the bidding order "
                     "(preference goes to the players nearer the beneficiary's left).")  # fmt: skip
        return _("The auction is on: bid, match or pass.")
    if phase == "name":
        return _("Name the trump suit, or no trumps, for the hand you won: up, up:C, up:D, up:H or up:S.")
    if phase == "ultimatum":
        if isinstance(move, Bid):
            return _("An ultimatum is answered with 8 up, nothing else: say 8 up or pass.")
        return _("The beneficiary called an ultimatum: say 8 up or pass.")
    auction = game.positive.auction if game.positive else None
    if auction is not None and auction.high is not None and auction.high.ultimatum:
        return _("The last bid is 8 up, the limit: it must be accepted.")
    if move == FORFEIT:
        return _("Only a foiled auction (three bids or fewer) may be forfeited.")
    if move == ULTIMATUM:
        return _("You declined the last bid, which closed the auction: choose the hand yourself.")
    if auction is not None and auction.high is None:
        if auction.declined:
            return _("You declined the last bid: choose the hand yourself, up (with or without trumps) or down.")
        return _("Nobody bid: choose the hand yourself, up (with or without trumps) or down, or call an ultimatum.")
    return _("Accept or decline the last bid, or call an ultimatum.")


def _cards(cards: tuple[Card, ...]) -> str:
    return ".".join(map(str, cards)) or "-"


def position_text(game: Told) -> str:
    """:meth:`KingGame.position`: the rules, seed, finished hands, and the hand in play or being chosen."""
    parts = [f"king {game.rules.id} seed={game.seed} first={game.first_dealer}"]
    for r in game.results:
        parts.append(f"hand{r.number}={r.contract.label}:{','.join(map(str, r.points))}")
    pos, hand = game.positive, game.hand
    if pos is not None:
        a = pos.auction
        bidding = "" if a is None else f" auction={a.high}@{a.holder} turn={a.turn} passed={sorted(a.passed)} " \
                                       f"since={sorted(a.since)} bids={a.bids}"  # fmt: skip
        parts.append(f"positive={pos.stage} winner={pos.winner} bid={pos.bid} asked={pos.asked}{bidding}")
        if hand is None:
            parts.append("dealt=" + "/".join(_cards(h) for h in pos.dealt.hands))
    if hand is not None:
        taken = ";".join(f"{w}:{_cards(t)}" for w, t in hand.taken)
        parts.append(f"contract={hand.contract.label} leader={hand.leader} trick={_cards(hand.trick)} taken={taken} "
                     "hands=" + "/".join(_cards(h) for h in hand.hands))  # fmt: skip
    return " | ".join(parts)
