"""King's moves in words (pure): the move log, and what screen readers hear after each move.

Every line comes from the session's log of (seat, move) and the hand's finished tricks, so the words
follow the engine: who led, who played what, who took each trick and what it cost, and every call
of a positive hand (a declaration, a bid, a match by preference, an ultimatum, a forfeit).

>>> from web.king.setup import default_setup
>>> from web.king.session import Session
>>> s = Session.new(default_setup(), seed=3)
>>> for _ in range(4):
...     s = s.play(s.game.legal_moves()[0])
>>> lines = hand_lines(s)
>>> lines[0], lines[-1]
('Hand 1: No tricks. You deal.', 'Ben takes the trick: -20.')

What the keyboard's "hear" keys read aloud at King's table: built from the same
:class:`~web.king.viewmodels.TableView` the screen shows, so speech and screen agree.

>>> from web.king.setup import default_setup
>>> from web.king.view import Scene, build
>>> say(build(Scene(Session.new(default_setup(), seed=3))), "contract")
'Hand 1 of 10: No tricks. Each trick you take costs 20 (-260 in all).'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from kings.cards import Card
from kings.king.auction import Bid
from kings.king.contracts import DOWN_EACH, UP_EACH, Contract
from kings.king.game import KingGame
from kings.king.moves import ACCEPT, AUCTION, DECLINE, FORFEIT, MATCH, ULTIMATUM, Declare, Move, Nominate
from web.king.session import Session
from web.king.viewmodels import TableView
from web.king.words import act, contract_title, declaration, whom, whose
from web.shell.features import home_seat, results_grew
from web.shell.keyhelp import reading

TRICKS = 13


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


def call_words(names: Sequence[str], seat: int, move: Move, state: _Auction) -> str:
    """The line for a call (anything but a card), updating ``state``."""
    who = names[seat]
    if isinstance(move, Nominate):
        self_ = "yourself" if who == "You" else "themselves"
        return f"{act(who, 'names')} {self_ if move.seat == seat else names[move.seat]} the first dealer."
    if isinstance(move, Declare):
        if state.won:
            return f"{act(who, 'names')} {declaration(move).removeprefix('up, ')}."
        return f"{act(who, 'plays')} the hand {declaration(move)}."
    if isinstance(move, Bid):
        state.high, state.holder = move, seat
        if state.ultimatum:
            state.won = True
            return f"{act(who, 'takes')} the ultimatum: {move}, paying 200 at the end."
        return f"{act(who, 'bids')} {move}."
    high = str(state.high) if state.high else ""
    if move == MATCH:
        state.holder = seat
        return f"{act(who, 'matches')} {high}, taking it by preference."
    if move == ACCEPT:
        state.won = True
        holder = whose(names[state.holder]) if state.holder is not None else "the"
        return f"{act(who, 'accepts')} {holder} {high}."
    if move == DECLINE:
        state.high = state.holder = None
        return f"{act(who, 'declines')} {high} and will choose the hand."
    if move == ULTIMATUM:
        state.ultimatum = True
        return f"{act(who, 'calls')} an ultimatum: 8 up, or {act(whom(who), 'plays')} the hand down."
    if move == AUCTION:
        return f"{act(who, 'auctions')} the hand."
    if move == FORFEIT:
        return f"{act(who, 'forfeits')} the hand: 4 up for {whom(who)}, 3 up for each other player."
    return f"{act(who, 'passes')}."


def hand_contract(game: KingGame, number: int) -> Contract | None:
    """What hand ``number`` is (or was) played for; None while a positive hand is still being chosen."""
    if number < len(game.results):
        return game.results[number].contract
    if game.hand is not None:
        return game.hand.contract
    scheduled = game.schedule[number] if number < len(game.schedule) else None
    return scheduled


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
        return "The first dealer is being named."
    if contract is None or (contract.positive and number >= len(game.results) and game.hand is None):
        return f"Hand {number + 1}: positive. {act(names[dealer], 'deals')} and " \
               f"{'choose' if names[dealer] == 'You' else 'chooses'} how it is played."  # fmt: skip
    return f"Hand {number + 1}: {contract_title(contract)}. {act(names[dealer], 'deals')}."


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
            lines.append(call_words(names, seat, move, state))
            continue
        lines.append(f"{act(names[seat], 'leads' if cards % 4 == 0 else 'plays')} {move.label}.")
        cards += 1
        trick = cards // 4 - 1
        if cards % 4 == 0 and trick < len(taken) and contract is not None:
            winner, played = taken[trick]
            points = trick_points(contract, played, trick)
            lines.append(f"{act(names[winner], 'takes')} the trick" + (f": {points:+d}." if points else "."))
    return lines


def last_line(session: Session) -> str:
    """What screen readers hear after the last move: the move, and who took the trick when it completed one."""
    if not session.log:
        return ""
    ended = session.starts[-1] == len(session.log)  # the last move ended a hand: it belongs to the one before
    lines = hand_lines(session, len(session.starts) - (2 if ended else 1))
    if isinstance(session.log[-1][1], Card) and " takes the trick" in lines[-1]:
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
        return "No cards are shown."
    playable = [c.name for c in t.hand if c.legal]
    words = f"{t.hand_label}: {', '.join(c.name for c in t.hand)}."
    if t.actor == "human" and t.phase == "play" and len(playable) < len(t.hand):
        words += f" You may play: {', '.join(playable)}."
    return words


def _trick(t: TableView) -> str:
    names = {s.seat: s.name for s in t.seats}
    first = next((s.seat for s in t.trick if s.leader), 0)
    order = sorted((s for s in t.trick if s.card), key=lambda s: (s.seat - first) % 4)  # in the order played
    played = [f"{names[s.seat]}, {s.card.name}" for s in order if s.card]
    if not played:
        return "No card on the table."
    winner = next((names[s.seat] for s in t.trick if s.winner), "")
    lead = next((names[s.seat] for s in t.trick if s.leader), "")
    words = f"{'The last trick' if t.trick_done else 'The trick'}, led by {lead}: {'; '.join(played)}."
    return words + (f" {winner} took it." if winner else "")


def _scores(t: TableView) -> str:
    return " ".join(f"{s.name}: {s.total} in all, {s.tricks} trick{'' if s.tricks == 1 else 's'} this hand"
                    + (f" ({s.points})." if s.points else ".") for s in t.seats)  # fmt: skip


def _contract(t: TableView) -> str:
    return f"{t.contract.number}: {t.contract.title}. {t.contract.detail}"


def _all(t: TableView) -> str:
    return " ".join((_contract(t), t.status, _cards(t), _trick(t), _scores(t)))


#: The table read aloud: ``hand``, ``trick``, ``scores``, ``contract`` or ``all``.
say = reading({"hand": _cards, "trick": _trick, "scores": _scores, "contract": _contract}, _all)
