"""King in plain words (pure): the contracts, declarations, bids and calls as the table says them; the move log and
what screen readers hear after each move; and the table read aloud by the keyboard's "hear" keys.

>>> from kings.king.contracts import Contract, Penalty
>>> contract_title(Contract((Penalty.QUEENS,))), contract_detail(Contract((Penalty.QUEENS,)))
('No queens', 'Each queen you take costs 50 (-200 in all).')
>>> contract_title(Contract(trump=Suit.SPADES)), declaration(Declare(down=True))
('Positive: up, spades trumps', 'down')
>>> str(Bid(3)), str(Bid(1, down=True)), bid_points(Bid(1, down=True))
('3 up', '1 down', '75 points')

Every line of the log comes from the session's log of (seat, move) and the hand's finished tricks, so the words
follow the engine: who led, who played what, who took each trick and what it cost, and every call of a positive hand
(a declaration, a bid, a match by preference, an ultimatum, a forfeit).

>>> from web.king.spec import Setup
>>> from web.king.view import Scene, build
>>> s = Session.new(Setup.first(), seed=3)
>>> for _ in range(4):
...     s = s.play(s.game.legal_moves()[0])
>>> lines = hand_lines(s)
>>> lines[0], lines[-1]
('Hand 1: No tricks. You deal.', 'Ben takes the trick: -20.')

What the hear keys read is built from the same :class:`~web.king.viewmodels.TableView` the screen shows, so speech and
screen agree.

>>> say(build(Scene(Session.new(Setup.first(), seed=3))), "contract")
'Hand 1 of 10: No tricks. Each trick you take costs 20 (-260 in all).'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from kings.cards import Card, Suit
from kings.king.auction import Bid
from kings.king.contracts import DOWN_EACH, DOWN_START, UP_EACH, Contract, Penalty
from kings.king.game import KingGame
from kings.king.hand import TRICKS
from kings.king.moves import ACCEPT, AUCTION, DECLINE, FORFEIT, MATCH, PASS, ULTIMATUM, Declare, Move, Nominate
from web.king.session import Session
from web.king.viewmodels import TableView
from web.shell.features import home_seat, results_grew
from web.shell.keyhelp import reading

#: What each penalty costs, in a sentence; the hearts hands add their leading rule.
_PENALTY_TEXT: dict[Penalty, str] = {
    Penalty.TRICKS: "Each trick you take costs 20 (-260 in all).",
    Penalty.HEARTS: "Each heart you take costs 20 (-260 in all). No leading hearts while you hold another suit.",
    Penalty.QUEENS: "Each queen you take costs 50 (-200 in all).",
    Penalty.MEN: "Each king and jack you take costs 30 (-240 in all).",
    Penalty.KING_OF_HEARTS: "Taking the king of hearts costs 160. No leading hearts while you hold another suit; "
                            "the king of hearts must be played at the first chance.",
    Penalty.LAST_TWO: "Each of the last two tricks costs 90 (-180 in all).",
}  # fmt: skip

#: Short labels for the score sheet's rows and the narrow screens.
SHORT: dict[Penalty, str] = {
    Penalty.TRICKS: "Tricks", Penalty.HEARTS: "Hearts", Penalty.QUEENS: "Queens", Penalty.MEN: "Kings & jacks",
    Penalty.KING_OF_HEARTS: "King of hearts", Penalty.LAST_TWO: "Last two tricks",
}  # fmt: skip


_YOU = {"is": "are", "was": "were", "has": "have", "passes": "pass", "matches": "match"}


def act(who: str, verb: str) -> str:
    """``Ben leads``, ``You lead``: a player's name and a verb in the present, agreeing.

    >>> act("Ben", "passes"), act("You", "passes"), act("You", "takes"), act("You", "is")
    ('Ben passes', 'You pass', 'You take', 'You are')
    """
    if who not in ("You", "you", "they"):
        return f"{who} {verb}"
    return f"{who} {_YOU.get(verb) or verb.removesuffix('s')}"


def whose(who: str) -> str:
    """``Ben's``, ``your``: a player's name as a possessive.

    >>> whose("Ben"), whose("You")
    ("Ben's", 'your')
    """
    return "your" if who in ("You", "you") else f"{who}'s"


def whom(who: str) -> str:
    """A player's name as the object of a sentence: ``Ben``, ``you``.

    >>> whom("Ben"), whom("You")
    ('Ben', 'you')
    """
    return "you" if who == "You" else who


#: A seat's role in a positive hand, after its level (``CPU · hard · chooses the game``): the dealer chooses how the
#: hand is played (the rules' "beneficiary", a word a new player had to look up: issue 46), the bidder holding the
#: auction, the player who won it.
ROLE_WORDS: dict[str, str] = {
    "beneficiary": " · chooses the game", "bidder": " · best bid so far", "declarer": " · won the auction",
}  # fmt: skip

#: The narrowest labels, for the score sheet beside the table.
TINY: dict[Penalty, str] = {**SHORT, Penalty.KING_OF_HEARTS: "K♥"}


def suit_word(suit: Suit) -> str:
    return suit.name.lower()


def declaration(d: Declare) -> str:
    """``up, no trumps``, ``up, spades trumps`` or ``down``."""
    if d.down:
        return "down"
    return f"up, {suit_word(d.trump)} trumps" if d.trump else "up, no trumps"


def contract_title(contract: Contract) -> str:
    """``No queens``; ``No tricks + No last two tricks`` (the quick game); ``Positive: down``."""
    if contract.positive:
        return "Positive: " + declaration(Declare(contract.down, contract.trump))
    return " + ".join(p.label for p in contract.penalties)


def contract_detail(contract: Contract) -> str:
    """What the hand costs or pays, and its special rules, in a sentence or two."""
    if not contract.positive:
        return " ".join(_PENALTY_TEXT[p] for p in contract.penalties)
    if contract.down:
        return f"Everyone starts with {DOWN_START} and loses {DOWN_EACH} for each trick they take."
    trumps = f" {suit_word(contract.trump).capitalize()} are trumps." if contract.trump else " No trumps."
    return f"Each trick you take scores {UP_EACH} (+325 in all).{trumps}"


def contract_short(contract: Contract) -> str:
    """A few characters for the score sheet: ``Queens``, ``Tricks + Last two tricks``, ``Up ♠``, ``Down``."""
    if contract.positive:
        if contract.down:
            return "Down"
        return f"Up {contract.trump.symbol}" if contract.trump else "Up, no trumps"
    return " + ".join(SHORT[p] for p in contract.penalties)


def contract_tiny(contract: Contract) -> str:
    """The narrowest label of a negative hand: ``Queens``, ``Tricks + Last two tricks`` (the side sheet wraps it)."""
    return " + ".join(TINY[p] for p in contract.penalties)


def each_text(contract: Contract) -> str:
    """The sheet's "Points each" column: ``-50``; ``-20 / -90`` for a combined hand; ``+25`` or ``-75`` a positive hand
    played up or down."""
    if contract.positive:
        return f"-{DOWN_EACH}" if contract.down else f"+{UP_EACH}"
    return " / ".join(str(p.each) for p in contract.penalties)


#: What a penalty's figure in the "Points each" column counts, after the figure (``-50 for each queen you take``).
_EACH_WHAT: dict[Penalty, str] = {
    Penalty.TRICKS: "for each trick you take", Penalty.HEARTS: "for each heart you take",
    Penalty.QUEENS: "for each queen you take", Penalty.MEN: "for each king or jack you take",
    Penalty.KING_OF_HEARTS: "for taking the king of hearts", Penalty.LAST_TWO: "for each of the last two tricks",
}  # fmt: skip
#: A positive hand's two ways, played up (``UP``) and down, in the sheet's "Points each" column and its title.
POSITIVE_EACH = f"+{UP_EACH}\u00a0up, -{DOWN_EACH}\u00a0down"  # "+25 up," over "-75 down" where narrow
_UP_WHAT = f"Up: +{UP_EACH} for each trick you take."
_DOWN_WHAT = f"Down: everyone starts with +{DOWN_START} and loses {DOWN_EACH} for each trick they take."


def each_title(contract: Contract | None) -> str:
    """The "Points each" figure in a sentence (its cell's title): ``-50 for each queen you take``; a positive hand
    not yet chosen (``None``) both ways.

    >>> each_title(Contract((Penalty.QUEENS,))), each_title(None).startswith("Up: +25 for each trick")
    ('-50 for each queen you take', True)
    """
    if contract is None:
        return f"{_UP_WHAT} {_DOWN_WHAT}"
    if contract.positive:
        return _DOWN_WHAT if contract.down else _UP_WHAT
    return "; ".join(f"{p.each} {_EACH_WHAT[p]}" for p in contract.penalties)


def bid_points(bid: Bid) -> str:
    return f"{bid.points} points"


def call_words(move: Move) -> str:
    """What a player said in the choosing and the auction, on their seat and in the list of calls: the move's notation,
    but ``up for auction`` for the dealer's ``auction`` (a bare "auction" read as a bid).

    >>> call_words(AUCTION), call_words(Bid(2)), call_words(PASS)
    ('up for auction', '2 up', 'pass')
    """
    return "up for auction" if move == AUCTION else str(move)


def hint_words(move: Move, names: list[str]) -> str:
    """``play the queen of spades``, ``bid 2 up``, ``play the hand up, spades trumps``: what the message line says
    after "Hint:"."""
    if isinstance(move, Card):
        return f"play the {move.name} ({move.label})"
    if isinstance(move, Declare):
        return f"play the hand {declaration(move)}"
    if isinstance(move, Bid):
        return f"bid {move}"
    if isinstance(move, Nominate):
        return f"name {names[move.seat]} the first dealer"
    said = {AUCTION: "auction the hand", PASS: "pass", MATCH: "match the bid", ACCEPT: "accept the bid",
            DECLINE: "decline the bid", ULTIMATUM: "call the ultimatum", FORFEIT: "forfeit the hand"}  # fmt: skip
    return said.get(move, str(move))


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
            lines.append(call_line(names, seat, move, state))
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
