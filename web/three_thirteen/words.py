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

from collections.abc import Sequence

from kings.three_thirteen.events import Event
from kings.three_thirteen.match import Match
from kings.three_thirteen.meld_layout import Meld
from kings.three_thirteen.moves import Discard, Draw, Move
from kings.three_thirteen.round import Round
from web.shell.features import home_seat
from web.shell.keyhelp import reading
from web.shell.match_session import MatchSession
from web.three_thirteen.viewmodels import TableView

#: A game of 3-13 at the table as its words and results read it: the shell's part of :class:`web.three_thirteen.spec.
#: Session` (whose spec names these modules: they see its session through the shell)
AtTable = MatchSession[Match, Round]

_RANK_PLURAL = {1: "aces", 11: "jacks", 12: "queens", 13: "kings", 2: "twos", 3: "threes", 4: "fours", 5: "fives",
                6: "sixes", 7: "sevens", 8: "eights", 9: "nines", 10: "tens"}  # fmt: skip
_RANK_TEXT = {1: "A", 11: "J", 12: "Q", 13: "K"} | {r: str(r) for r in range(2, 11)}
_SUITS = ("clubs", "diamonds", "hearts", "spades")


def rank_text(rank: int) -> str:
    return _RANK_TEXT[rank]


def rank_word(rank: int) -> str:
    """``seven``, ``ace``: a rank as read aloud."""
    plural = _RANK_PLURAL[rank]
    return plural[:-2] if plural.endswith("xes") else plural[:-1]


def wild_words(rank: int) -> str:
    """``Sixes are wild``."""
    return f"{_RANK_PLURAL[rank].capitalize()} are wild"


def _act(who: str, verb: str) -> str:
    """``Ada takes``, ``You take``."""
    if who != "You":
        return f"{who} {verb}"
    return f"You {'go' if verb == 'goes' else verb.removesuffix('s')}"


def event_line(names: Sequence[str], e: Event) -> str:
    """One thing that happened, in words."""
    who = names[e.seat]
    card = e.card.label if e.card is not None else ""
    if e.kind == "stock":
        return f"{_act(who, 'draws')} from the stock."
    if e.kind == "pile":
        return f"{_act(who, 'takes')} {card} from the discard pile."
    if e.kind == "throw":
        return f"{_act(who, 'discards')} {card}."
    if e.kind == "out":
        return f"{_act(who, 'goes')} out, discarding {card}!"
    return "The stock ran out: the discards under the top card were shuffled into a new stock."


def last_action(e: Event) -> str:
    """What a seat did last, in a few words for its chip: ``picked up 7♥``, ``drew``, ``discarded K♣``, ``went out``
    ("took" and "threw" were a new player's puzzle)."""
    card = e.card.label if e.card is not None else ""
    return {"stock": "drew from the stock", "pile": f"picked up {card}", "throw": f"discarded {card}",
            "out": f"went out with {card}"}.get(e.kind, "")  # fmt: skip


def last_action_short(e: Event) -> str:
    """The same in fewer words, for a narrow chip: ``drew``, ``picked up 7♥``, ``discarded K♣`` (going out, too: the
    chip says ``out`` beside its name)."""
    card = e.card.label if e.card is not None else ""
    return {"stock": "drew", "pile": f"picked up {card}", "throw": f"discarded {card}",
            "out": f"discarded {card}"}.get(e.kind, "")  # fmt: skip


def meld_label(m: Meld) -> str:
    """``Set of sevens``, ``Run of hearts``, ``Wild cards``."""
    if m.kind == "set":
        return f"Set of {_RANK_PLURAL[m.rank]}" if m.rank else "Wild cards"
    return f"Run of {_SUITS[m.suit]}" if m.suit >= 0 else "Run"


def round_lines(names: Sequence[str], history: Sequence[Event], heading: str) -> list[str]:
    """The log of a round: its heading, then every event."""
    return [heading, *(event_line(names, e) for e in history)]


def hint_words(move: Move, top: str) -> str:
    """``take the 7♥ from the discard pile``, ``draw from the stock``, ``discard 9♠``, ``go out, discarding 9♠``."""
    if isinstance(move, Draw):
        return f"take the {top} from the discard pile" if move.pile else "draw from the stock"
    assert isinstance(move, Discard)
    return f"go out, discarding {move.card.label}" if move.out else f"discard {move.card.label}"


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
        return "No cards are shown."
    parts = [f"{g.label}: {', '.join(c.name for c in g.cards)}" for g in t.hand]
    return f"{t.hand_label}. " + "; ".join(parts) + f". {t.penalty}"


def _table(t: TableView) -> str:
    doing = "; ".join(f"{s.name} {s.last}" for s in t.seats if s.last and not s.viewer)
    return f"{t.pile.label}. {t.stock.label}." + (f" Last moves: {doing}." if doing else "")


def _scores(t: TableView) -> str:
    return " ".join(f"{s.name}: {s.total} points, {s.cards} cards." for s in t.seats)


def _all(t: TableView) -> str:
    r = t.round
    parts = (f"{r.number}, {r.dealt}. {r.wild}.", r.last_turn, t.status, _hand(t), _table(t), _scores(t))
    return " ".join(p for p in parts if p)


#: The table read aloud: ``hand``, ``table``, ``scores`` or ``all``.
say = reading({"hand": _hand, "table": _table, "scores": _scores}, _all)
