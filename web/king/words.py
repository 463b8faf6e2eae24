"""King in plain words (pure): the contracts, declarations, bids and calls as the table says them; the sentences
that address the player or name another (:func:`said`). The move log and the table read aloud are
:mod:`web.king.narration`'s.

>>> from kings.king.contracts import Contract, Penalty
>>> contract_title(Contract((Penalty.QUEENS,))), contract_detail(Contract((Penalty.QUEENS,)))
('No queens', 'Each queen you take costs 50 (-200 in all).')
>>> contract_title(Contract(trump=Suit.SPADES)), declaration(Declare(down=True))
('Positive: up, spades trumps', 'down')
>>> str(Bid(3)), str(Bid(1, down=True)), bid_points(Bid(1, down=True))
('3 up', '1 down', '75 points')
"""

from __future__ import annotations

from kings.cards import Card, Suit
from kings.i18n import N_, _, ngettext, pgettext
from kings.king.auction import Bid, bid_phrase
from kings.king.auction import bid_words as auction_bid_words
from kings.king.contracts import DOWN_EACH, DOWN_START, UP_EACH, Contract, Penalty, suit_word
from kings.king.moves import ACCEPT, AUCTION, DECLINE, FORFEIT, MATCH, PASS, ULTIMATUM, Declare, Move, Nominate

#: What each penalty costs, in a sentence; the hearts hands add their leading rule.
_PENALTY_TEXT: dict[Penalty, str] = {
    Penalty.TRICKS: N_("Each trick you take costs 20 (-260 in all)."),
    Penalty.HEARTS: N_("Each heart you take costs 20 (-260 in all). No leading hearts while you hold another suit."),
    Penalty.QUEENS: N_("Each queen you take costs 50 (-200 in all)."),
    Penalty.MEN: N_("Each king and jack you take costs 30 (-240 in all)."),
    Penalty.KING_OF_HEARTS: N_("Taking the king of hearts costs 160. No leading hearts while you hold another suit; "
                               "the king of hearts must be played at the first chance."),
    Penalty.LAST_TWO: N_("Each of the last two tricks costs 90 (-180 in all)."),
}  # fmt: skip

#: Short labels for the score sheet's rows and the narrow screens.
SHORT: dict[Penalty, str] = {
    # Translators: the score sheet's short row labels, one for each negative hand
    Penalty.TRICKS: N_("Tricks"), Penalty.HEARTS: N_("Hearts"), Penalty.QUEENS: N_("Queens"),
    Penalty.MEN: N_("Kings & jacks"), Penalty.KING_OF_HEARTS: N_("King of hearts"),
    Penalty.LAST_TWO: N_("Last two tricks"),
}  # fmt: skip


def is_you(who: str) -> bool:
    """Whether ``who`` is the name the table gives the one human playing against CPUs ("You", in any language).

    >>> is_you("You"), is_you("Ben")
    (True, False)
    """
    # Translators: the name the table gives the one human playing against CPUs (the shell's default name): the same
    # word as the shell's, so that the table's sentences address that player
    return who in ("You", "you") or who == _("You")


def said(who: str, you: str, other: str, **fields: object) -> str:
    """``you`` (a sentence addressing the player) if ``who`` is the player, else ``other`` with ``{name}``: whole
    sentences, each translated as a whole (``said(who, _("You pass."), _("{name} passes."))``).

    >>> said("Ben", "You pass.", "{name} passes."), said("You", "You pass.", "{name} passes.")
    ('Ben passes.', 'You pass.')
    """
    return (you if is_you(who) else other).format(name=who, **fields)


#: A seat's role in a positive hand, after its level (``CPU · hard · chooses the game``): the dealer chooses how the
#: hand is played (the rules' "beneficiary", a word a new player had to look up: issue 46), the bidder holding the
#: auction, the player who won it. (Translated where shown: :func:`role_words`.)
ROLE_WORDS: dict[str, str] = {
    # Translators: after a seat's level ("CPU · hard · chooses the game"), keep the leading " · "
    "beneficiary": N_(" · chooses the game"), "bidder": N_(" · best bid so far"), "declarer": N_(" · won the auction"),
    "chose": N_(" · chose the game"),
}  # fmt: skip


def role_words(role: str) -> str:
    """A seat's role in words, in the language in use."""
    return _(ROLE_WORDS[role])


#: The narrowest labels, for the score sheet beside the table.
TINY: dict[Penalty, str] = {**SHORT, Penalty.KING_OF_HEARTS: "K♥"}

def suit_class(suit: Suit) -> str:
    """The suit's name as the page's CSS class and data (never translated): ``spades``."""
    return suit.name.lower()


def suit_named(name: str) -> str:
    """A suit's name in words, in the language in use, from its CSS class (:func:`suit_class`): ``spades``."""
    return suit_word(Suit[name.upper()])


def bid_words(bid: Bid) -> str:
    """A bid as the table says it: ``3 up``, ``1 down``.

    >>> bid_words(Bid(3)), bid_words(Bid(1, down=True))
    ('3 up', '1 down')
    """
    return auction_bid_words(bid)


def declaration(d: Declare) -> str:
    """``up, no trumps``, ``up, spades trumps`` or ``down``."""
    if d.down:
        # Translators: how a positive hand is played: down (each trick taken costs points)
        return pgettext("declaration", "down")
    if d.trump:
        # Translators: how a positive hand is played: up (each trick scores), {suit} is the trump suit ("spades")
        return _("up, {suit} trumps").format(suit=suit_word(d.trump))
    return _("up, no trumps")


def penalty_label(penalty: Penalty) -> str:
    """A negative hand's name: ``No queens``."""
    return _(penalty.label)


def contract_title(contract: Contract) -> str:
    """``No queens``; ``No tricks + No last two tricks`` (the quick game); ``Positive: down``."""
    if contract.positive:
        # Translators: a positive hand's title, {how} is how it is played ("up, spades trumps", "down")
        return _("Positive: {how}").format(how=declaration(Declare(contract.down, contract.trump)))
    return " + ".join(penalty_label(p) for p in contract.penalties)


def contract_detail(contract: Contract) -> str:
    """What the hand costs or pays, and its special rules, in a sentence or two."""
    if not contract.positive:
        return " ".join(_(_PENALTY_TEXT[p]) for p in contract.penalties)
    if contract.down:
        return _("Everyone starts with {start} and loses {each} for each trick they take.").format(
            start=DOWN_START, each=DOWN_EACH)
    if contract.trump:
        # Translators: {suit} is the trump suit's name, capitalised ("Spades")
        return _("Each trick you take scores {each} (+325 in all). {suit} are trumps.").format(
            each=UP_EACH, suit=suit_word(contract.trump).capitalize())
    return _("Each trick you take scores {each} (+325 in all). No trumps.").format(each=UP_EACH)


def contract_short(contract: Contract) -> str:
    """A few characters for the score sheet: ``Queens``, ``Tricks + Last two tricks``, ``Up ♠``, ``Down``."""
    if contract.positive:
        if contract.down:
            # Translators: the score sheet's short label of a positive hand played down
            return pgettext("sheet", "Down")
        if contract.trump:
            # Translators: the score sheet's short label of a positive hand played up, {suit} a suit's symbol (♠)
            return pgettext("sheet", "Up {suit}").format(suit=contract.trump.symbol)
        return pgettext("sheet", "Up, no trumps")
    return " + ".join(_(SHORT[p]) for p in contract.penalties)


def contract_tiny(contract: Contract) -> str:
    """The narrowest label of a negative hand: ``Queens``, ``Tricks + Last two tricks`` (the side sheet wraps it)."""
    return " + ".join(_(TINY[p]) for p in contract.penalties)


def each_text(contract: Contract) -> str:
    """The sheet's "Points each" column: ``-50``; ``-20 / -90`` for a combined hand; ``+25`` or ``-75`` a positive hand
    played up or down."""
    if contract.positive:
        return f"-{DOWN_EACH}" if contract.down else f"+{UP_EACH}"
    return " / ".join(str(p.each) for p in contract.penalties)


#: What a penalty's figure in the "Points each" column counts, after the figure (``-50 for each queen you take``).
_EACH_WHAT: dict[Penalty, str] = {
    # Translators: after a figure in the score sheet ("-50 for each queen you take"); {points} is the figure
    Penalty.TRICKS: N_("{points} for each trick you take"), Penalty.HEARTS: N_("{points} for each heart you take"),
    Penalty.QUEENS: N_("{points} for each queen you take"), Penalty.MEN: N_("{points} for each king or jack you take"),
    Penalty.KING_OF_HEARTS: N_("{points} for taking the king of hearts"),
    Penalty.LAST_TWO: N_("{points} for each of the last two tricks"),
}  # fmt: skip


def positive_each() -> str:
    """A positive hand's two ways, played up and down, in the sheet's "Points each" column."""
    # Translators: the score sheet's "Points each" of a positive hand; keep the no-break spaces (\u00a0)
    return _("+{up}\u00a0up, -{down}\u00a0down").format(up=UP_EACH, down=DOWN_EACH)


#: A positive hand's two ways (English; :func:`positive_each` in the language in use).
POSITIVE_EACH = f"+{UP_EACH}\u00a0up, -{DOWN_EACH}\u00a0down"  # "+25 up," over "-75 down" where narrow


def _up_what() -> str:
    return _("Up: +{each} for each trick you take.").format(each=UP_EACH)


def _down_what() -> str:
    return _("Down: everyone starts with +{start} and loses {each} for each trick they take.").format(
        start=DOWN_START, each=DOWN_EACH)


def each_title(contract: Contract | None) -> str:
    """The "Points each" figure in a sentence (its cell's title): ``-50 for each queen you take``; a positive hand
    not yet chosen (``None``) both ways.

    >>> each_title(Contract((Penalty.QUEENS,))), each_title(None).startswith("Up: +25 for each trick")
    ('-50 for each queen you take', True)
    """
    if contract is None:
        return f"{_up_what()} {_down_what()}"
    if contract.positive:
        return _down_what() if contract.down else _up_what()
    return "; ".join(_(_EACH_WHAT[p]).format(points=p.each) for p in contract.penalties)


def bid_points(bid: Bid) -> str:
    return ngettext("{n} point", "{n} points", bid.points).format(n=bid.points)


#: What each call is said as (on a seat, in the list of calls).
_CALL_WORDS: dict[Move, str] = {
    # Translators: the words of another player's call at a positive hand, shown by their name and said of them
    # ("Ben: pass"; where a verb changes with the person, Ben's: "passou", "pasa"); your own are the "your call" ones
    AUCTION: N_("up for auction"), PASS: N_("pass"), MATCH: N_("match"), ACCEPT: N_("accept"),
    DECLINE: N_("decline"), FORFEIT: N_("forfeit"), ULTIMATUM: N_("ultimatum"),
}  # fmt: skip


def _your_call(move: Move) -> str:
    """The words of one of your own calls (in English another player's: the table addresses you, "You: pass")."""
    words: dict[Move, str] = {
        # Translators: the words of your own call at a positive hand, shown by your name ("You: pass"): the same as
        # another player's, where a verb changes with the person said to you ("Tú: pasas", beside "Ben: pasa")
        AUCTION: pgettext("your call", "up for auction"), PASS: pgettext("your call", "pass"),
        MATCH: pgettext("your call", "match"), ACCEPT: pgettext("your call", "accept"),
        DECLINE: pgettext("your call", "decline"), FORFEIT: pgettext("your call", "forfeit"),
        ULTIMATUM: pgettext("your call", "ultimatum"),
    }  # fmt: skip
    return words[move]


def call_words(move: Move, yours: bool = False) -> str:
    """What a player said in the choosing and the auction, on their seat and in the list of calls: the move's notation,
    but ``up for auction`` for the dealer's ``auction`` (a bare "auction" read as a bid); ``yours``: said by the
    player the table addresses ("You"), in the words said to them (Spanish "pasas" beside another's "pasa": the
    calls read as the first person, "paso", a CPU speaking, where English and Portuguese say them of the player).

    >>> call_words(AUCTION), call_words(Bid(2)), call_words(PASS), call_words(PASS, yours=True)
    ('up for auction', '2 up', 'pass', 'pass')
    """
    if isinstance(move, Bid):
        return bid_words(move)
    if move in _CALL_WORDS:
        return _your_call(move) if yours else _(_CALL_WORDS[move])
    if isinstance(move, Declare):
        if move.down:
            return pgettext("declaration", "down")
        if move.trump:
            # Translators: a declaration as said at the table: up, {suit} the trump suit's letter (C, D, H or S)
            return pgettext("call", "up:{suit}").format(suit=move.trump.value)
        return pgettext("call", "up")
    return str(move)


def hint_words(move: Move, names: list[str]) -> str:
    """``play the queen of spades``, ``bid 2 up``, ``play the hand up, spades trumps``: what the message line says
    after "Hint:"."""
    if isinstance(move, Card):
        # Translators: a hint, after "Hint:"; {card} is a card's name ("queen of spades"), {label} its symbols (Q♠)
        return _("play the {card} ({label})").format(card=move.name, label=move.label)
    if isinstance(move, Declare):
        return _("play the hand {how}").format(how=declaration(move))
    if isinstance(move, Bid):
        return _("bid {bid}").format(bid=bid_phrase(move))
    if isinstance(move, Nominate):
        return _("name {name} the first dealer").format(name=names[move.seat])
    said_ = {AUCTION: _("auction the hand"), PASS: pgettext("hint", "pass"), MATCH: _("match the bid"),
             ACCEPT: _("accept the bid"), DECLINE: _("decline the bid"), ULTIMATUM: _("call the ultimatum"),
             FORFEIT: _("forfeit the hand")}  # fmt: skip
    return said_.get(move, str(move))
