"""3-13 in words (pure): the wild rank, the melds, each turn as the table saw it, for the log and for screen
readers.

>>> wild_words(6), wild_words(13), wild_words(1)
('Sixes are wild', 'Kings are wild', 'Aces are wild')
>>> from kings.three_thirteen.events import Event
>>> from kings.cards import Card
>>> names = ["You", "Ada"]
>>> event_line(names, Event(1, "pile", Card.parse("7H"))), event_line(names, Event(0, "out", Card.parse("9S")))
('Ada takes 7♥ from the discard pile.', 'You go out, discarding 9♠!')

What 3-13's "hear" keys read aloud, from the same view the screen shows.

>>> from web.three_thirteen.spec import Session, Setup
>>> from web.three_thirteen.view import Scene, build
>>> say(build(Scene(Session.new(Setup.first(), seed=3))), "table").startswith("Discard pile:")
True
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from kings.cards import Card, Rank
from kings.i18n import _, ngettext
from kings.three_thirteen.discards import discard_penalties
from kings.three_thirteen.events import Event
from kings.three_thirteen.match import Match
from kings.three_thirteen.meld_layout import Meld
from kings.three_thirteen.melds import Arrangement, best_arrangement, is_wild
from kings.three_thirteen.moves import Discard, Draw, Move
from kings.three_thirteen.round import Round
from kings.three_thirteen.texts import wild_phrase, wild_words
from web.shell.ending import amount
from web.shell.features import home_seat
from web.shell.keyhelp import reading
from web.shell.match_session import MatchSession
from web.three_thirteen.viewmodels import TableView

#: A game of 3-13 at the table as its words and results read it: the shell's part of :class:`web.three_thirteen.spec.
#: Session` (whose spec names these modules: they see its session through the shell)
AtTable = MatchSession[Match, Round]

_RANK_TEXT = {1: "A", 11: "J", 12: "Q", 13: "K"} | {r: str(r) for r in range(2, 11)}

__all__ = ["AtTable", "best_discard", "event_line", "from_meld", "hint_meld", "hint_words", "is_you", "last_action",
           "last_action_short", "meld_label", "move_sound", "move_words", "penalty_text", "rank_text", "rank_word",
           "round_lines", "said", "say", "wild_phrase", "wild_words"]  # fmt: skip


def rank_text(rank: int) -> str:
    return _RANK_TEXT[rank]


def rank_word(rank: int) -> str:
    """``seven``, ``ace``: a rank as read aloud, in the language in use (the cards' own words)."""
    return Rank(rank).word


def is_you(who: str) -> bool:
    """Whether ``who`` is the name the table gives the one human playing against CPUs ("You", in any language)."""
    # Translators: the name the table gives the one human playing against CPUs (the shell's default name): the same
    # word as the shell's, so that the table's sentences address that player
    return who in ("You", "you") or who == _("You")


def said(who: str, you: str, other: str, **fields: object) -> str:
    """``you`` (a sentence addressing the player) if ``who`` is the player, else ``other`` with ``{name}``: whole
    sentences, each translated as a whole.

    >>> said("Ada", "You draw.", "{name} draws."), said("You", "You draw.", "{name} draws.")
    ('Ada draws.', 'You draw.')
    """
    return (you if is_you(who) else other).format(name=who, **fields)


def event_line(names: Sequence[str], e: Event) -> str:
    """One thing that happened, in words."""
    who = names[e.seat]
    card = e.card.label if e.card is not None else ""
    if e.kind == "stock":
        return said(who, _("You draw from the stock."), _("{name} draws from the stock."))
    if e.kind == "pile":
        return said(who, _("You take {card} from the discard pile."), _("{name} takes {card} from the discard pile."),
                    card=card)  # fmt: skip
    if e.kind == "throw":
        return said(who, _("You discard {card}."), _("{name} discards {card}."), card=card)
    if e.kind == "out":
        return said(who, _("You go out, discarding {card}!"), _("{name} goes out, discarding {card}!"), card=card)
    return _("The stock ran out: the discards under the top card were shuffled into a new stock.")


def last_action(e: Event) -> str:
    """What a seat did last, in a few words for its chip: ``picked up 7♥``, ``drew``, ``discarded K♣``, ``went out``
    ("took" and "threw" were a new player's puzzle)."""
    card = e.card.label if e.card is not None else ""
    # Translators: what a player did last, shown under their name (and read after it: "Ada picked up 7♥")
    texts = {"stock": _("drew from the stock"), "pile": _("picked up {card}"), "throw": _("discarded {card}"),
             "out": _("went out with {card}")}  # fmt: skip
    return texts.get(e.kind, "").format(card=card)


def last_action_short(e: Event) -> str:
    """The same in fewer words, for a narrow chip: ``drew``, ``picked up 7♥``, ``discarded K♣`` (going out, too: the
    chip says ``out`` beside its name)."""
    card = e.card.label if e.card is not None else ""
    # Translators: "drew from the stock" in one short word, under a player's name on a narrow screen
    texts = {"stock": _("drew"), "pile": _("picked up {card}"), "throw": _("discarded {card}"),
             "out": _("discarded {card}")}  # fmt: skip
    return texts.get(e.kind, "").format(card=card)


def _set_of(rank: int) -> str:
    return (_("Set of aces"), _("Set of twos"), _("Set of threes"), _("Set of fours"), _("Set of fives"),
            _("Set of sixes"), _("Set of sevens"), _("Set of eights"), _("Set of nines"), _("Set of tens"),
            _("Set of jacks"), _("Set of queens"), _("Set of kings"))[rank - 1]  # fmt: skip


def meld_label(m: Meld) -> str:
    """``Set of sevens``, ``Run of hearts``, ``Wild cards``."""
    if m.kind == "set":
        return _set_of(m.rank) if m.rank else _("Wild cards")
    if m.suit < 0:
        return _("Run")
    return (_("Run of clubs"), _("Run of diamonds"), _("Run of hearts"), _("Run of spades"))[m.suit]


def round_lines(names: Sequence[str], history: Sequence[Event], heading: str) -> list[str]:
    """The log of a round: its heading, then every event."""
    return [heading, *(event_line(names, e) for e in history)]


def hint_words(move: Move, top: str, meld: str = "") -> str:
    """``take the 7♥ from the discard pile``, ``draw from the stock``, ``discard 9♠``, ``go out, discarding 9♠``; a
    discard out of a meld the table shows says what becomes of it (``meld``: ``regroup`` or ``stays``, from
    :func:`from_meld`): "discard J♥" beside a run holding J♥ read as a mistake."""
    # Translators: a hint, after "Hint: " (the shell's words)
    if isinstance(move, Draw):
        return _("take the {card} from the discard pile").format(card=top) if move.pile else _("draw from the stock")
    assert isinstance(move, Discard)
    if move.out:
        return (_("go out, discarding {card} from its meld") if meld else _("go out, discarding {card}")).format(
            card=move.card.label)
    if meld == "regroup":
        # Translators: a hint, after "Hint: ": the card lies in a meld; the hand's melds are laid out anew without it
        return _("discard {card}; your melds regroup").format(card=move.card.label)
    if meld == "stays":
        # Translators: a hint, after "Hint: ": the card lies in a meld that still melds without it
        return _("discard {card}; its meld stays").format(card=move.card.label)
    return _("discard {card}").format(card=move.card.label)


def move_words(before: AtTable, after: AtTable, move: Move) -> str:
    """What screen readers hear of a move: its events, in the same round."""
    names = before.names()
    new = after.shown.history[len(before.shown.history) :]  # the same round: the move's events
    return " ".join(event_line(names, e) for e in new)


def move_sound(before: AtTable, after: AtTable, move: Move) -> tuple[str | None, bool]:
    """A move's sound, and whether the player won the game with it."""
    won = after.match.over and home_seat(after) in after.match.winners
    return ("win" if won else "play" if isinstance(move, Discard) else "draw"), won


# -- the table read aloud ------------------------------------------------------------------------------
def _hand(t: TableView) -> str:
    if t.hand_hidden or not t.hand:
        return _("No cards are shown.")
    # Translators: a group of the hand read aloud: "Set of sevens: 7 of clubs, 7 of hearts, 7 of spades"
    parts = [_("{group}: {cards}").format(group=g.label, cards=", ".join(c.name for c in g.cards)) for g in t.hand]
    # Translators: the hand read aloud: {hand} is "Your hand", {groups} its groups ("; " between them), then what
    # the hand costs now ("Discard K♣ to go out.")
    return _("{hand}. {groups}. {penalty}").format(hand=t.hand_label, groups="; ".join(parts), penalty=t.penalty)


def _table(t: TableView) -> str:
    # Translators: a player and what they did last: "Ada picked up 7♥"
    doing = "; ".join(_("{name} {did}").format(name=s.name, did=s.last) for s in t.seats if s.last and not s.viewer)
    text = _("{pile}. {stock}.").format(pile=t.pile.label, stock=t.stock.label)
    if t.laid is not None:  # what the player who went out laid down: on the table for all to see
        text = f"{text} {t.laid.said}"
    # Translators: {moves} is "Ada picked up 7♥; Ben discarded K♣"
    return _("{table} Last moves: {moves}.").format(table=text, moves=doing) if doing else text


def _scores(t: TableView) -> str:
    # Translators: a player's score read aloud: "Ada: 12 points, 4 cards."
    held, out = _("{name}: {points}, {cards}."), _("{name}: {points}, hand laid down.")
    return " ".join((out if s.out else held).format(name=s.name, points=amount(int(s.total), "point"),
                                                    cards=amount(s.cards, "card")) for s in t.seats)


def _all(t: TableView) -> str:
    r = t.round
    # Translators: the round read aloud: "Round 2 of 11, 4 cards. Fours are wild."
    parts = (_("{round}, {dealt}. {wild}.").format(round=r.number, dealt=r.dealt, wild=r.wild), r.last_turn, t.status,
             _hand(t), _table(t), _scores(t))  # fmt: skip
    return " ".join(p for p in parts if p)


#: The table read aloud: ``hand``, ``table``, ``scores`` or ``all``.
say = reading({"hand": _hand, "table": _table, "scores": _scores}, _all)


# -- the line over the hand ----------------------------------------------------------------------------
# What the hand costs now, and once a card is drawn which card to discard and what that leaves, in full and in fewer
# words for a narrow table (penalty_text); the discard it names (best_discard, or the hint's). The hand is laid out in
# its melds as they stand with the drawn card, and the card to discard may lie in one of them: the discard breaks that
# meld and the rest regroups (the solver lays the cards out anew), or the meld holds a card more than it needs and
# melds without it. A new player read "Discard 10♠: leaves 18 points" beside a run of 9♠ 10♠ J♠ as a mistake; the
# line says which it is ("your melds regroup without it", "its meld still melds without it"), and so does the hint.
def best_discard(cards: Sequence[Card], r: Round) -> tuple[Card, int]:
    """The card to discard (the line named none: "your best discard leaves 24 points"), and what the others leave
    not melded: the least, then a card that is not wild, then the most points (a card that costs more if kept).
    Only a card the rules let go now: the card just taken from the pile may not go straight back (the line said
    "Discard K♠: every other card melds" of it, beside "Go out: discard 9♠": review 61)."""
    allowed = {m.card for m in r.legal_moves() if isinstance(m, Discard)}
    penalties = {c: p for c, p in discard_penalties(cards, r.wild, r.rules).items() if not allowed or c in allowed}
    card = min(penalties, key=lambda c: (penalties[c], is_wild(c, r.wild),
                                         -r.rules.points(0 if c.is_joker else c.rank.value), c))  # fmt: skip
    return card, penalties[card]


def from_meld(cards: Sequence[Card], card: Card, r: Round, shown: Arrangement | None) -> str:
    """What discarding ``card`` does to the melds the table shows (``shown``: the hand laid out, None in the player's
    own order): ``""`` where it (or a copy of it) lies outside them, ``"stays"`` where the meld it lies in melds
    without it, ``"regroup"`` where that meld breaks and the rest is laid out anew."""
    if shown is None or card in shown.deadwood:
        return ""
    meld = next((m for m in shown.melds if card in m.cards), None)
    if meld is None:
        return ""
    rest = list(cards)
    rest.remove(card)
    left = Counter(meld.cards) - Counter([card])
    after = best_arrangement(rest, r.wild, r.rules)
    return "stays" if any(Counter(m.cards) == left for m in after.melds) else "regroup"


def hint_meld(r: Round, move: Move, arranged: bool) -> str:
    """:func:`from_meld` for a hint's discard, in the hand of the seat to act as the table lays it out (``arranged``;
    in the player's own order no meld shows): the hint's words say it too, where the line is not shown (the widget)."""
    if not isinstance(move, Discard) or not arranged or r.acting is None:
        return ""
    cards = r.hands[r.acting]
    return from_meld(cards, move.card, r, best_arrangement(cards, r.wild, r.rules))


def penalty_text(r: Round, seat: int, hinted: Card | None = None, shown: Arrangement | None = None) -> tuple[str, str]:
    """What the hand costs now, and the same in fewer words for a narrow table: a phone's or the widget's one line
    holds about 38 characters, and cut short the long line lost its figure. The card it names is the hint's while a
    hint shows ("Hint: discard 8♥" over "Discard 3♥: leaves 3 points" were two answers at once: review 62), and a
    card that goes out is said to ("Discard A♥ to go out": a discard of it goes out, app.py); a card that lies in a
    meld of ``shown`` (the hand as the table lays it out) is said to leave it (:func:`from_meld`)."""
    cards = r.hands[seat]
    if r.acting == seat and r.drawn is not None:
        card, best = best_discard(cards, r)
        if hinted is not None and hinted != card:
            penalties = discard_penalties(cards, r.wild, r.rules)
            if hinted in penalties:
                card, best = hinted, penalties[hinted]
        meld = from_meld(cards, card, r, shown)
        if Discard(card, out=True) in r.legal_moves():
            text = (_("Discard {card} from its meld to go out.") if meld else _("Discard {card} to go out.")).format(
                card=card.label)
            return text, text
        if meld:
            return _from_meld_text(card, best, meld)
        if best == 0:
            return (_("Discard {card}: every other card melds.").format(card=card.label),
                    _("Discard {card}: the rest melds.").format(card=card.label))  # fmt: skip
        return (ngettext("Discard {card}: leaves {n} point not melded.", "Discard {card}: leaves {n} points not "
                         "melded.", best).format(card=card.label, n=best),
                ngettext("Discard {card}: leaves {n} point.", "Discard {card}: leaves {n} points.", best).format(
                    card=card.label, n=best))  # fmt: skip
    a = best_arrangement(cards, r.wild, r.rules)
    text = (_("Everything melds.") if not a.penalty
            else ngettext("{n} point not melded.", "{n} points not melded.", a.penalty).format(n=a.penalty))
    return text, text


def _from_meld_text(card: Card, best: int, meld: str) -> tuple[str, str]:
    """The line for a discard out of a meld the table shows: the meld breaks and the rest regroups, or it stays."""
    if meld == "stays":
        long = _("Discard {card}: its meld still melds without it, and every other card melds.") if not best else \
            ngettext("Discard {card}: its meld still melds without it; {n} point is left not melded.",
                     "Discard {card}: its meld still melds without it; {n} points are left not melded.", best)
        # Translators: the line over the hand where it is narrow (36 characters at most in English)
        short = ngettext("Discard {card}, meld stays: {n} point.", "Discard {card}, meld stays: {n} points.", best)
    else:
        long = _("Discard {card}: your melds regroup without it, and every other card melds.") if not best else \
            ngettext("Discard {card}: your melds regroup without it and leave {n} point not melded.",
                     "Discard {card}: your melds regroup without it and leave {n} points not melded.", best)
        # Translators: the line over the hand where it is narrow (36 characters at most in English): its melds are
        # laid out anew without the card
        short = ngettext("Discard {card}, new melds: {n} point.", "Discard {card}, new melds: {n} points.", best)
    return long.format(card=card.label, n=best), short.format(card=card.label, n=best)
