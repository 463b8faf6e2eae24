"""The one-line position string of a deal, written and read (the game record is in :mod:`kings.corners.notation`).

A position lists every pile, hand and the stock (bottom first), then the turn::

    piles=8H.7S/QD/-/3C/KS.QH/-/-/- hands=AS.2D/9H.KC stock=2C.5D dealer=1 turn=0:5:pm:0 ...

It reads the fields of a deal, not the deal itself, so the deal can write and read its own position.

>>> from kings.corners import Deal, preset
>>> deal = Deal.new(preset("standard"), seed=1, players=3)
>>> Deal.from_position(deal.position(), deal.rules).position() == deal.position()
True
"""

from __future__ import annotations

from typing import Any, Protocol

from kings.cards import Card, format_cards, parse_cards
from kings.corners.events import Outcome
from kings.corners.movegen import Piles, Turn
from kings.corners.moves import Place
from kings.corners.rules import Rules
from kings.errors import NotationError
from kings.i18n import _


class Positioned(Protocol):
    """What a position string is written from: the fields of a deal."""

    @property
    def piles(self) -> Piles: ...
    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]: ...
    @property
    def stock(self) -> tuple[Card, ...]: ...
    @property
    def dealer(self) -> int: ...
    @property
    def turn(self) -> Turn: ...
    @property
    def idle_round(self) -> int: ...
    @property
    def idle_turns(self) -> tuple[int, ...]: ...
    @property
    def king_fines(self) -> tuple[int, ...]: ...
    @property
    def completed(self) -> tuple[tuple[int, Place], ...]: ...
    @property
    def aside(self) -> tuple[Card, ...]: ...
    @property
    def start(self) -> Piles: ...
    @property
    def outcome(self) -> Outcome | None: ...


_FLAGS = {"played": "p", "moved": "m", "drew": "t", "drew_mid": "d", "becker": "b"}
_FIELDS = ("piles", "hands", "stock", "dealer", "turn", "idle", "idles", "fines", "done", "aside", "start", "over")


def _ints(values: tuple[int, ...]) -> str:
    return ".".join(map(str, values))


def format_position(deal: Positioned) -> str:
    """The one-line position string of ``deal`` (see the module docstring)."""
    t = deal.turn
    flags = "".join(ch for name, ch in _FLAGS.items() if getattr(t, name)) or "-"
    done = ".".join(f"{s}{p.name}" for s, p in deal.completed) or "-"
    if deal.outcome is None:
        over = "-"
    else:
        over = "impasse" if deal.outcome.winner is None else str(deal.outcome.winner)
    parts = {
        "piles": "/".join(format_cards(p) for p in deal.piles),
        "hands": "/".join(format_cards(h) for h in deal.hands),
        "stock": format_cards(deal.stock),
        "dealer": str(deal.dealer),
        "turn": f"{t.seat}:{t.number}:{flags}:{t.pending}",
        "idle": str(deal.idle_round),
        "idles": _ints(deal.idle_turns),
        "fines": _ints(deal.king_fines),
        "done": done,
        "aside": format_cards(deal.aside),
        "start": "/".join(format_cards(p) for p in deal.start),
        "over": over,
    }
    return " ".join(f"{k}={v}" for k, v in parts.items())


def read_position(text: str, rules: Rules) -> tuple[dict[str, Any], str]:
    """The fields of a position string as :class:`~kings.corners.deal.Deal` takes them, and its ``over`` word
    (``-``, ``impasse`` or the seat that went out); raise :class:`NotationError` saying what is wrong."""
    try:
        fields = dict(tok.split("=", 1) for tok in text.split())
    except ValueError:
        raise NotationError(_("A position is a list of key=value words separated by spaces.")) from None
    missing = [k for k in _FIELDS[:5] if k not in fields]
    if missing:
        raise NotationError(_("The position lacks {fields}.").format(fields=", ".join(missing)))
    unknown = sorted(set(fields) - set(_FIELDS))
    if unknown:
        raise NotationError(_("Unknown position field(s): {fields}.").format(fields=", ".join(unknown)))
    piles = tuple(parse_cards(p) for p in fields["piles"].split("/"))
    if len(piles) != 8:
        raise NotationError(_("A position needs eight piles: N/E/S/W/NE/SE/SW/NW."))
    hands = tuple(tuple(sorted(parse_cards(h))) for h in fields["hands"].split("/"))
    n = len(hands)
    try:
        seat, number, flags, pending = fields["turn"].split(":")
        turn = Turn(
            seat=int(seat), number=int(number), pending=int(pending),
            **{name: ch in flags for name, ch in _FLAGS.items()},
        )  # fmt: skip
        counts = {k: tuple(int(x) for x in fields.get(k, _ints((0,) * n)).split(".")) for k in ("idles", "fines")}
        dealer, idle = int(fields["dealer"]), int(fields.get("idle", "0"))
        if min(turn.number, turn.pending, idle, *counts["idles"], *counts["fines"]) < 0:
            raise ValueError
    except ValueError:
        raise NotationError(
            _("The turn, dealer and counters of a position must be whole numbers (0 or more).")) from None
    done_text = fields.get("done", "-")
    completed = () if done_text == "-" else tuple(_completed(d, n) for d in done_text.split("."))
    start_text = fields.get("start")
    start = tuple(parse_cards(p) for p in start_text.split("/")) if start_text else piles
    if len(start) != 8:
        raise NotationError(_("The start layout needs eight piles: N/E/S/W/NE/SE/SW/NW."))
    if not (0 <= turn.seat < n and 0 <= dealer < n) or any(len(c) != n for c in counts.values()):
        raise NotationError(_("The seats named in the position do not match the number of hands."))
    rules.validate(n)
    stock, aside = parse_cards(fields["stock"]), parse_cards(fields.get("aside", "-"))
    held = sum(map(len, hands)) + sum(map(len, piles)) + len(stock) + len(aside)
    expected = 54 if rules.jokers else 52
    if held != expected:
        raise NotationError(_("The position holds {held} cards; the pack has {expected}.").format(
            held=held, expected=expected))
    over = fields.get("over", "-")
    if over not in ("-", "impasse") and not (over.isdigit() and int(over) < n):
        raise NotationError(_("over={over} names no seat of this deal: write a seat number, impasse or -.").format(
            over=over))
    return {
        "piles": piles, "hands": hands, "stock": stock, "dealer": dealer, "turn": turn, "idle_round": idle,
        "idle_turns": counts["idles"], "king_fines": counts["fines"], "completed": completed, "aside": aside,
        "start": start,
    }, over  # fmt: skip


def _completed(text: str, players: int) -> tuple[int, Place]:
    """One ``done`` entry such as ``0NE``: the seat that completed the pile, and the pile."""
    if not text[:1].isdigit() or int(text[0]) >= players:
        raise NotationError(_("{text} is not a completed pile: write a seat and a pile, like 0NE.").format(
            text=repr(text)))
    return int(text[0]), Place.parse(text[1:])
