"""King's narration (pure): the move log (every line from the session's log of (seat, move) and the hand's finished
tricks: who led, who played what, who took each trick and what it cost, every call of a positive hand), what screen
readers hear after each move, and the table read aloud by the keyboard's "hear" keys, from the same
:class:`~web.king.viewmodels.TableView` the screen shows. The words of contracts, bids and calls are
:mod:`web.king.words`'.

>>> from web.king.spec import Setup
>>> from web.king.view import Scene, build
>>> s = Session.new(Setup.first(), seed=3)
>>> for _step in range(4):
...     s = s.play(s.game.legal_moves()[0])
>>> lines = hand_lines(s)
>>> lines[0], lines[-1]
('Hand 1: No tricks. You deal.', 'Ben takes the trick: -20.')
>>> say(build(Scene(Session.new(Setup.first(), seed=3))), "contract")
'Hand 1 of 10: No tricks. Each trick you take costs 20 (-260 in all).'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from kings.cards import Card
from kings.i18n import _, ngettext
from kings.king.auction import Bid, bid_phrase
from kings.king.contracts import DOWN_EACH, UP_EACH, Contract, suit_word
from kings.king.game import KingGame
from kings.king.hand import TRICKS
from kings.king.moves import ACCEPT, AUCTION, DECLINE, FORFEIT, MATCH, ULTIMATUM, Declare, Move, Nominate
from web.king.session import Session
from web.king.viewmodels import SeatView, TableView
from web.king.words import contract_title, declaration, is_you, said
from web.shell.features import home_seat, results_grew
from web.shell.keyhelp import reading


# -- the move log ------------------------------------------------------------------------------------
def trick_points(contract: Contract, trick: Sequence[Card], number: int) -> int:
    """What one trick scores for its winner (``number`` counts from 0): ``-50`` for a queen, ``+25`` up."""
    if contract.positive:
        return -DOWN_EACH if contract.down else UP_EACH
    return sum(p.each * p.units(trick, number, TRICKS) for p in contract.penalties)


@dataclass
class _Auction:
    """What the words of a call need to remember: the bid standing, who holds it, whether the hand was won."""

    high: Bid | None = None
    holder: int | None = None
    ultimatum: bool = False
    won: bool = False


def call_line(names: Sequence[str], seat: int, move: Move, state: _Auction) -> str:
    """The log's line for a call (anything but a card), updating ``state``."""
    who = names[seat]
    if isinstance(move, Nominate):
        if move.seat == seat:
            return said(who, _("You name yourself the first dealer."), _("{name} names themselves the first dealer."))
        return said(who, _("You name {dealer} the first dealer."), _("{name} names {dealer} the first dealer."),
                    dealer=names[move.seat])  # fmt: skip
    if isinstance(move, Declare):
        if state.won and not move.down:
            if move.trump:
                return said(who, _("You name {suit} trumps."), _("{name} names {suit} trumps."),
                            suit=suit_word(move.trump))  # fmt: skip
            return said(who, _("You name no trumps."), _("{name} names no trumps."))
        # Translators: {how} is how the hand is played: "up, spades trumps", "up, no trumps", "down"
        return said(who, _("You play the hand {how}."), _("{name} plays the hand {how}."), how=declaration(move))
    if isinstance(move, Bid):
        state.high, state.holder = move, seat
        if state.ultimatum:
            state.won = True
            return said(who, _("You take the ultimatum: {bid}, paying 200 at the end."),
                        _("{name} takes the ultimatum: {bid}, paying 200 at the end."), bid=bid_phrase(move))
        return said(who, _("You bid {bid}."), _("{name} bids {bid}."), bid=bid_phrase(move))
    high = bid_phrase(state.high) if state.high else ""
    if move == MATCH:
        state.holder = seat
        return said(who, _("You match {bid}, taking it by preference."),
                    _("{name} matches {bid}, taking it by preference."), bid=high)  # fmt: skip
    if move == ACCEPT:
        state.won = True
        if state.holder is None:
            return said(who, _("You accept the {bid}."), _("{name} accepts the {bid}."), bid=high)
        holder = names[state.holder]
        if is_you(holder):
            return _("{name} accepts your {bid}.").format(name=who, bid=high)
        # Translators: {holder} is the name of the player whose bid is accepted
        return said(who, _("You accept {holder}'s {bid}."), _("{name} accepts {holder}'s {bid}."), holder=holder,
                    bid=high)  # fmt: skip
    if move == DECLINE:
        state.high = state.holder = None
        return said(who, _("You decline {bid} and will choose the hand."),
                    _("{name} declines {bid} and will choose the hand."), bid=high)  # fmt: skip
    if move == ULTIMATUM:
        state.ultimatum = True
        return said(who, _("You call an ultimatum: 8 up, or you play the hand down."),
                    _("{name} calls an ultimatum: 8 up, or {name} plays the hand down."))  # fmt: skip
    if move == AUCTION:
        return said(who, _("You auction the hand."), _("{name} auctions the hand."))
    if move == FORFEIT:
        return said(who, _("You forfeit the hand: 4 up for you, 3 up for each other player."),
                    _("{name} forfeits the hand: 4 up for {name}, 3 up for each other player."))  # fmt: skip
    return said(who, _("You pass."), _("{name} passes."))


def hand_contract(game: KingGame, number: int) -> Contract | None:
    """What hand ``number`` is (or was) played for; None while a positive hand is still being chosen."""
    if number < len(game.results):
        return game.results[number].contract
    if game.hand is not None:
        return game.hand.contract
    return game.schedule[number] if number < len(game.schedule) else None


def hand_taken(game: KingGame, number: int) -> tuple[tuple[int, tuple[Card, ...]], ...]:
    if number < len(game.results):
        return game.results[number].taken
    return game.hand.taken if game.hand is not None else ()


def hand_heading(session: Session, number: int) -> str:
    """``Hand 3: No queens. Cleo deals.``; a positive hand says that its dealer chooses how it is played."""
    game = session.game
    names = session.names()
    dealer = game.results[number].dealer if number < len(game.results) else game.dealer
    contract = hand_contract(game, number)
    if number >= game.number and game.first_dealer is None:
        return _("The first dealer is being named.")
    who = names[dealer]
    if contract is None or (contract.positive and number >= len(game.results) and game.hand is None):
        return said(who, _("Hand {number}: positive. You deal and choose how it is played."),
                    _("Hand {number}: positive. {name} deals and chooses how it is played."), number=number + 1)
    # Translators: the move log's first line of a hand; {title} is what it is played for ("No queens")
    return said(who, _("Hand {number}: {title}. You deal."), _("Hand {number}: {title}. {name} deals."),
                number=number + 1, title=contract_title(contract))  # fmt: skip


def trick_line(who: str, points: int) -> str:
    """``Ben takes the trick: -20.``, ``You take the trick.``"""
    if points:
        return said(who, _("You take the trick: {points}."), _("{name} takes the trick: {points}."),
                    points=f"{points:+d}")  # fmt: skip
    return said(who, _("You take the trick."), _("{name} takes the trick."))


def hand_lines(session: Session, number: int | None = None) -> list[str]:
    """The log of one hand (default: the hand in play): its heading, each move, each trick's winner."""
    game = session.game
    n = min(game.number, len(game.schedule) - 1) if number is None else number
    names = session.names()
    lines = [hand_heading(session, n)]
    state = _Auction()
    cards = 0
    contract = hand_contract(game, n)
    taken = hand_taken(game, n)
    for seat, move in session.hand_log(n):
        if not isinstance(move, Card):
            lines.append(call_line(names, seat, move, state))
            continue
        if cards % 4 == 0:
            # Translators: the move log; {card} is a card's symbols (Q♠)
            lines.append(said(names[seat], _("You lead {card}."), _("{name} leads {card}."), card=move.label))
        else:
            lines.append(said(names[seat], _("You play {card}."), _("{name} plays {card}."), card=move.label))
        cards += 1
        trick = cards // 4 - 1
        if cards % 4 == 0 and trick < len(taken) and contract is not None:
            winner, played = taken[trick]
            lines.append(trick_line(names[winner], trick_points(contract, played, trick)))
    return lines


def last_line(session: Session) -> str:
    """What screen readers hear after the last move: the move, and who took the trick when it completed one."""
    if not session.log:
        return ""
    ended = session.starts[-1] == len(session.log)  # the last move ended a hand: it belongs to the one before
    number = len(session.starts) - (2 if ended else 1)
    lines = hand_lines(session, number)
    move = session.log[-1][1]
    if isinstance(move, Card) and len(lines) > 1:
        taken = hand_taken(session.game, number)
        cards = sum(1 for _seat, m in session.hand_log(number) if isinstance(m, Card))
        if cards % 4 == 0 and cards // 4 <= len(taken):
            return " ".join(lines[-2:])
    return lines[-1]


def move_sound(before: Session, after: Session, move: Move) -> tuple[str | None, bool]:
    """A move's sound, and whether the player won the game with it."""
    you = home_seat(after)
    outcome = after.game.outcome
    won = results_grew(before, after) and after.game.over and outcome is not None and you in outcome.winners
    return ("win" if won else "play" if isinstance(move, Card) else None), won


# -- the table read aloud ------------------------------------------------------------------------------
def _cards(t: TableView) -> str:
    if t.hand_hidden or not t.hand:
        return _("No cards are shown.")
    playable = [c.name for c in t.hand if c.legal]
    # Translators: the table read aloud; {label} is "Your cards" (or "Ann's cards"), {cards} a list of card names
    words = _("{label}: {cards}.").format(label=t.hand_label, cards=", ".join(c.name for c in t.hand))
    if t.actor == "human" and t.phase == "play" and len(playable) < len(t.hand):
        words += " " + _("You may play: {cards}.").format(cards=", ".join(playable))
    return words


def _trick(t: TableView) -> str:
    names = {s.seat: s.name for s in t.seats}
    first = next((s.seat for s in t.trick if s.leader), 0)
    order = sorted((s for s in t.trick if s.card), key=lambda s: (s.seat - first) % 4)  # in the order played
    # Translators: one card of a trick read aloud: a player's name, then a card's name
    played = [_("{name}, {card}").format(name=names[s.seat], card=s.card.name) for s in order if s.card]
    if not played:
        return _("No card on the table.")
    winner = next((names[s.seat] for s in t.trick if s.winner), "")
    lead = next((names[s.seat] for s in t.trick if s.leader), "")
    # the one human is spoken to ("You took it.", es "Te la llevaste."), never named as a third person ("Tú se la
    # llevó"): the seat's name is "You" in the page's language
    if t.trick_done:
        words = said(lead, _("The last trick, led by you: {cards}."), _("The last trick, led by {name}: {cards}."),
                     cards="; ".join(played))
    else:
        words = said(lead, _("The trick, led by you: {cards}."), _("The trick, led by {name}: {cards}."),
                     cards="; ".join(played))
    return words + (" " + said(winner, _("You took it."), _("{name} took it.")) if winner else "")


def _score(s: SeatView) -> str:
    # Translators: the scores read aloud, one player's; {total} is their game total
    trick = ngettext("{name}: {total} in all, {n} trick this hand", "{name}: {total} in all, {n} tricks this hand",
                     s.tricks).format(name=s.name, total=s.total, n=s.tricks)  # fmt: skip
    # Translators: {words} is a player's score read aloud, {points} their points in this hand
    return _("{words} ({points}).").format(words=trick, points=s.points) if s.points else _("{words}.").format(
        words=trick)


def _scores(t: TableView) -> str:
    return " ".join(_score(s) for s in t.seats)


def _contract(t: TableView) -> str:
    # Translators: what the hand is played for, read aloud: "Hand 1 of 10: No tricks. Each trick you take costs 20..."
    return _("{number}: {title}. {detail}").format(number=t.contract.number, title=t.contract.title,
                                                  detail=t.contract.detail)  # fmt: skip


def _all(t: TableView) -> str:
    return " ".join((_contract(t), t.status, _cards(t), _trick(t), _scores(t)))


#: The table read aloud: ``hand``, ``trick``, ``scores``, ``contract`` or ``all``.
say = reading({"hand": _cards, "trick": _trick, "scores": _scores, "contract": _contract}, _all)
