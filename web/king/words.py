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
>>> for _step in range(4):
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
from kings.i18n import N_, _, ngettext, pgettext
from kings.king.auction import Bid
from kings.king.auction import bid_words as auction_bid_words
from kings.king.contracts import DOWN_EACH, DOWN_START, UP_EACH, Contract, Penalty, suit_word
from kings.king.game import KingGame
from kings.king.hand import TRICKS
from kings.king.moves import ACCEPT, AUCTION, DECLINE, FORFEIT, MATCH, PASS, ULTIMATUM, Declare, Move, Nominate
from web.king.session import Session
from web.king.viewmodels import SeatView, TableView
from web.shell.features import home_seat, results_grew
from web.shell.keyhelp import reading

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


_YOU = {"is": "are", "was": "were", "has": "have", "passes": "pass", "matches": "match"}


def act(who: str, verb: str) -> str:
    """``Ben leads``, ``You lead``: a player's name and a verb in the present, agreeing (English only: the table's
    sentences are whole, in :func:`said`).

    >>> act("Ben", "passes"), act("You", "passes"), act("You", "takes"), act("You", "is")
    ('Ben passes', 'You pass', 'You take', 'You are')
    """
    if who not in ("You", "you", "they"):
        return f"{who} {verb}"
    return f"{who} {_YOU.get(verb) or verb.removesuffix('s')}"


def whose(who: str) -> str:
    """``Ben's``, ``your``: a player's name as a possessive (English only).

    >>> whose("Ben"), whose("You")
    ("Ben's", 'your')
    """
    return "your" if who in ("You", "you") else f"{who}'s"


def whom(who: str) -> str:
    """A player's name as the object of a sentence: ``Ben``, ``you`` (English only).

    >>> whom("Ben"), whom("You")
    ('Ben', 'you')
    """
    return "you" if who == "You" else who


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
    # Translators: the words of the calls at a positive hand, shown by a player's name ("Ben: pass")
    AUCTION: N_("up for auction"), PASS: N_("pass"), MATCH: N_("match"), ACCEPT: N_("accept"),
    DECLINE: N_("decline"), FORFEIT: N_("forfeit"), ULTIMATUM: N_("ultimatum"),
}  # fmt: skip


def call_words(move: Move) -> str:
    """What a player said in the choosing and the auction, on their seat and in the list of calls: the move's notation,
    but ``up for auction`` for the dealer's ``auction`` (a bare "auction" read as a bid).

    >>> call_words(AUCTION), call_words(Bid(2)), call_words(PASS)
    ('up for auction', '2 up', 'pass')
    """
    if isinstance(move, Bid):
        return bid_words(move)
    if move in _CALL_WORDS:
        return _(_CALL_WORDS[move])
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
        return _("bid {bid}").format(bid=bid_words(move))
    if isinstance(move, Nominate):
        return _("name {name} the first dealer").format(name=names[move.seat])
    said_ = {AUCTION: _("auction the hand"), PASS: pgettext("hint", "pass"), MATCH: _("match the bid"),
             ACCEPT: _("accept the bid"), DECLINE: _("decline the bid"), ULTIMATUM: _("call the ultimatum"),
             FORFEIT: _("forfeit the hand")}  # fmt: skip
    return said_.get(move, str(move))


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
                        _("{name} takes the ultimatum: {bid}, paying 200 at the end."), bid=bid_words(move))
        return said(who, _("You bid {bid}."), _("{name} bids {bid}."), bid=bid_words(move))
    high = bid_words(state.high) if state.high else ""
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
    if t.trick_done:
        words = _("The last trick, led by {name}: {cards}.").format(name=lead, cards="; ".join(played))
    else:
        words = _("The trick, led by {name}: {cards}.").format(name=lead, cards="; ".join(played))
    return words + (" " + _("{name} took it.").format(name=winner) if winner else "")


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
