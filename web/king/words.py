"""King in plain words (pure): the contracts, declarations, bids and calls as the table says them.

>>> from kings.king.contracts import Contract, Penalty
>>> contract_title(Contract((Penalty.QUEENS,))), contract_detail(Contract((Penalty.QUEENS,)))
('No queens', 'Each queen you take costs 50 (-200 in all).')
>>> contract_title(Contract(trump=Suit.SPADES)), declaration(Declare(down=True))
('Positive: up, spades trumps', 'down')
>>> bid_words(Bid(3)), bid_words(Bid(1, down=True)), bid_points(Bid(1, down=True))
('3 up', '1 down', '75 points')
"""

from __future__ import annotations

from kings.cards import Card, Suit
from kings.king.auction import Bid
from kings.king.contracts import DOWN_EACH, DOWN_START, UP_EACH, Contract, Penalty
from kings.king.moves import ACCEPT, AUCTION, DECLINE, FORFEIT, MATCH, PASS, ULTIMATUM, Declare, Move, Nominate

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
TINY: dict[Penalty, str] = {
    Penalty.TRICKS: "Tricks", Penalty.HEARTS: "Hearts", Penalty.QUEENS: "Queens", Penalty.MEN: "Kings & jacks",
    Penalty.KING_OF_HEARTS: "K♥", Penalty.LAST_TWO: "Last two tricks",
}  # fmt: skip


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


def bid_words(bid: Bid) -> str:
    return str(bid)


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
