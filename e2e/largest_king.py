"""King's largest states (e2e/largest.py): the auction from its first call to the dealer's answer, a full trick, the
hand you dealt; each a seeded session played to the moment wanted."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from e2e.long_names import LONG, SETTLE_BIDDER
from web.shell.seats import HUMAN, make_seats


def king_session(until: Callable[[Any], bool], seed: int = 11, bid: bool = True,
                 move: Callable[[Any], Any] | None = None, names: tuple[str, ...] = LONG[:3]) -> Any:  # fmt: skip
    """King with four long names (``names``: the CPUs'), played by first legal moves (auctioning every positive hand,
    each seat raising by the smallest bid when ``bid``), or by ``move(session)``, until ``until``."""
    from kings.king.moves import AUCTION
    from kings.king.rules import preset
    from web.king.session import Session
    from web.king.spec import Setup

    s = Session.new(Setup(make_seats([HUMAN, "medium", "medium", "medium"], ["You", *names]),
                          preset("standard")), seed)  # fmt: skip
    while s.hand_over or not until(s):
        if s.hand_over:
            s = s.next_deal()
            continue
        if move is not None:
            s = s.play(move(s))
            continue
        legal = s.game.legal_moves()
        raises = [m for m in legal if str(m).endswith(("up", "down"))] if bid and s.game.phase == "auction" else []
        s = s.play(AUCTION if AUCTION in legal else raises[0] if raises else legal[0])
    return s


def king_auction_late() -> Any:
    """The auction at its longest: your call after every other seat has raised (the calls so far all shown)."""
    seen: list[int] = []

    def late(s: Any) -> bool:
        if s.game.phase == "auction" and s.game.acting == 0:
            seen.append(1)
            return len(seen) >= 3
        return False

    return king_session(late)


def king_auction_match() -> Any:
    """8 up held by a seat you have preference over, your call: Match or Pass, the auction's longest words (the
    holder's long name in the title, preference explained). You open with 1 up, the next seat bids 8 up."""
    from kings.king.auction import Bid
    from kings.king.moves import AUCTION, MATCH, PASS

    def move(s: Any) -> Any:
        game, legal = s.game, s.game.legal_moves()
        if game.phase != "auction":
            return AUCTION if AUCTION in legal else legal[0]
        if game.positive.auction.high is None:
            return Bid(1) if game.acting == 0 else PASS
        return Bid(8) if game.acting != 0 and Bid(8) in legal else PASS

    return king_session(lambda s: s.game.phase == "auction" and s.game.acting == 0 and MATCH in s.game.legal_moves(),
                        move=move)


def king_settle() -> Any:
    """You deal a positive hand and auction it; the first seat bids 1 up and the rest pass: your answer, with the
    bidder's long name in the title and under Accept (Accept, Decline, the Ultimatum and the Forfeit). The bidder's
    name is the longest the title shows whole (20 characters: web/king/bidding.py shortens a longer one there, and
    a 40-character one to its first word, "Wilhelmina…")."""
    from kings.king.auction import Bid
    from kings.king.moves import AUCTION, PASS

    def move(s: Any) -> Any:
        game, legal = s.game, s.game.legal_moves()
        if game.phase != "auction":
            return AUCTION if AUCTION in legal else legal[0]
        return Bid(1) if game.positive.auction.high is None and Bid(1) in legal else PASS

    return king_session(lambda s: s.game.phase == "settle" and s.game.acting == 0, move=move,
                        names=(SETTLE_BIDDER, *LONG[1:3]))


def king_dealt_by_you() -> Any:
    """The hand after :func:`king_settle`'s answer: you accept the bid and the bidder plays it; your turn to lead or
    follow, your chip at its fullest while cards are played (the dealer's badge and your role beside your name)."""
    from kings.king.auction import Bid
    from kings.king.moves import ACCEPT, AUCTION, PASS

    def move(s: Any) -> Any:
        game, legal = s.game, s.game.legal_moves()
        if game.phase == "settle":
            return ACCEPT
        if game.phase != "auction":
            return AUCTION if AUCTION in legal else legal[0]
        return Bid(1) if game.positive.auction.high is None and Bid(1) in legal else PASS

    def played(s: Any) -> bool:
        game = s.game
        return game.phase == "play" and game.acting == 0 and game.dealer == 0 and game.hand.contract.positive

    return king_session(played, move=move)


def king_full_trick() -> Any:
    """A whole trick of four on the table, your lead (you took it: it stays in sight until you lead), in the hand with
    the longest contract line ("No hearts": two lines), twelve cards in your hand (its two rows): the felt's tallest
    moment while cards are played (review 62: the trick's cards lay over the You chip and the hint)."""

    def full(s: Any) -> bool:
        game = s.game
        if game.phase != "play" or game.acting != 0 or game.number < 1:
            return False
        return not game.hand.trick and bool(game.hand.taken) and game.hand.taken[-1][0] == 0

    return king_session(full)
