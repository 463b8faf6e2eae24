"""Text forms of a deal: the one-line position string and the game record.

A position lists every pile, hand and the stock (bottom first), then the turn::

    piles=8H.7S/QD/-/3C/KS.QH/-/-/- hands=AS.2D/9H.KC stock=2C.5D dealer=1 turn=0:5:pm:0 ...

>>> from kings.corners import Deal, preset
>>> deal = Deal.new(preset("standard"), seed=1, players=3)
>>> Deal.from_position(deal.position(), deal.rules).position() == deal.position()
True
"""

from __future__ import annotations

import json
import reprlib
from dataclasses import dataclass
from typing import Any

from kings.cards import format_cards, parse_cards
from kings.corners.deal import Deal
from kings.corners.movegen import Turn
from kings.corners.moves import Move, Place
from kings.corners.presets import PRESETS, preset
from kings.corners.rules import Rules
from kings.errors import NotationError, RulesError
from kings.seeding import check_seed

_FLAGS = {"played": "p", "moved": "m", "drew": "t", "drew_mid": "d", "becker": "b"}
_FIELDS = ("piles", "hands", "stock", "dealer", "turn", "idle", "idles", "fines", "done", "aside", "start", "over")


def _ints(values: tuple[int, ...]) -> str:
    return ".".join(map(str, values))


def format_position(deal: Deal) -> str:
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


def parse_position(text: str, rules: Rules) -> Deal:
    """Read a position string; raise :class:`NotationError` saying what is wrong."""
    try:
        fields = dict(tok.split("=", 1) for tok in text.split())
    except ValueError:
        raise NotationError("A position is a list of key=value words separated by spaces.") from None
    missing = [k for k in _FIELDS[:5] if k not in fields]
    if missing:
        raise NotationError(f"The position lacks {', '.join(missing)}.")
    unknown = sorted(set(fields) - set(_FIELDS))
    if unknown:
        raise NotationError(f"Unknown position field(s): {', '.join(unknown)}.")
    piles = tuple(parse_cards(p) for p in fields["piles"].split("/"))
    if len(piles) != 8:
        raise NotationError("A position needs eight piles: N/E/S/W/NE/SE/SW/NW.")
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
        raise NotationError("The turn, dealer and counters of a position must be whole numbers (0 or more).") from None
    done_text = fields.get("done", "-")
    completed = () if done_text == "-" else tuple(_completed(d, n) for d in done_text.split("."))
    start_text = fields.get("start")
    start = tuple(parse_cards(p) for p in start_text.split("/")) if start_text else piles
    if len(start) != 8:
        raise NotationError("The start layout needs eight piles: N/E/S/W/NE/SE/SW/NW.")
    if not (0 <= turn.seat < n and 0 <= dealer < n) or any(len(c) != n for c in counts.values()):
        raise NotationError("The seats named in the position do not match the number of hands.")
    rules.validate(n)
    deal = Deal(
        rules=rules, piles=piles, hands=hands, stock=parse_cards(fields["stock"]), dealer=dealer, turn=turn,
        idle_round=idle, idle_turns=counts["idles"], king_fines=counts["fines"], completed=completed,
        aside=parse_cards(fields.get("aside", "-")), start=start,
    )  # fmt: skip
    expected = 54 if rules.jokers else 52
    if deal.card_count() != expected:
        raise NotationError(f"The position holds {deal.card_count()} cards; the pack has {expected}.")
    over = fields.get("over", "-")
    if over not in ("-", "impasse") and not (over.isdigit() and int(over) < n):
        raise NotationError(f"over={over} names no seat of this deal: write a seat number, impasse or -.")
    if over != "-":
        winner = None if over == "impasse" else int(over)
        deal = Deal(**{**{f: getattr(deal, f) for f in _DEAL_FIELDS}, "outcome": deal._outcome(winner)})
    return deal


def _completed(text: str, players: int) -> tuple[int, Place]:
    """One ``done`` entry such as ``0NE``: the seat that completed the pile, and the pile."""
    if not text[:1].isdigit() or int(text[0]) >= players:
        raise NotationError(f"{text!r} is not a completed pile: write a seat and a pile, like 0NE.")
    return int(text[0]), Place.parse(text[1:])


_DEAL_FIELDS = ("rules", "piles", "hands", "stock", "dealer", "turn", "idle_round", "idle_turns",
                "king_fines", "completed", "aside", "start")  # fmt: skip


# -- game records -----------------------------------------------------------------------------------
def record_int(data: dict[str, Any], key: str, default: int | None = None) -> int:
    """``data[key]`` of a record: a whole number (not a float such as ``Infinity`` or ``2.5``, nor
    text, nor true/false); raises KeyError if it is missing without a default, else NotationError."""
    value = data[key] if default is None else data.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int):
        raise NotationError(f"The record's {key} must be a whole number, not {reprlib.repr(value)}.")
    return value


def record_moves(value: Any) -> tuple[Move, ...]:
    """The moves of one deal of a record, written as one string (``"5D>N QS>NE -"``)."""
    if not isinstance(value, str):
        raise NotationError(f"The moves of a deal must be written as text, not {reprlib.repr(value)}.")
    return tuple(Move.parse(t) for t in value.split())


def read_record_json(text: str, noun: str) -> Any:
    """``json.loads``, raising NotationError for text that is not JSON or nests too deep to read."""
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        raise NotationError(f"The {noun} is not valid JSON.") from None


def rules_to_json(rules: Rules) -> str | dict[str, Any]:
    """A preset's id when the rules are exactly that preset, else every option."""
    return rules.id if PRESETS.get(rules.id) == rules else rules.to_dict()


def rules_from_json(data: Any) -> Rules:
    if isinstance(data, str):
        return preset(data)
    return Rules.from_dict(data)


@dataclass(frozen=True, slots=True)
class DealRecord:
    """Rules + seed + seats + moves: enough to replay a deal exactly.

    >>> from kings.corners import Deal, preset
    >>> deal = Deal.new(preset("standard"), seed=5, players=2)
    >>> deal = deal.play(deal.legal_moves()[-1])
    >>> record = DealRecord.of(deal)
    >>> DealRecord.from_json(record.to_json()).replay() == deal
    True
    """

    rules: Rules
    seed: int
    players: int
    dealer: int
    moves: tuple[Move, ...]

    @classmethod
    def of(cls, deal: Deal) -> DealRecord:
        if deal.seed is None:
            raise NotationError("This deal was read from a position, not dealt from a seed: it has no record.")
        return cls(deal.rules, deal.seed, deal.players, deal.dealer, tuple(deal.moves()))

    def replay(self) -> Deal:
        """Deal again from the seed and play every move, checking each one."""
        return Deal.new(self.rules, self.seed, self.players, self.dealer).replay(self.moves)

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": "kings-in-the-corner",
            "format": 1,
            "rules": rules_to_json(self.rules),
            "seed": self.seed,
            "players": self.players,
            "dealer": self.dealer,
            "moves": " ".join(map(str, self.moves)),
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False)

    @classmethod
    def from_dict(cls, data: Any) -> DealRecord:
        if not isinstance(data, dict) or data.get("game") != "kings-in-the-corner":
            raise NotationError("This is not a Kings in the Corner game record.")
        try:
            rules = rules_from_json(data["rules"])
            seed = check_seed(data["seed"])
            players, dealer = record_int(data, "players"), record_int(data, "dealer", 0)
            moves = record_moves(data.get("moves", ""))
        except KeyError as exc:
            raise NotationError(f"The game record lacks {exc.args[0]!r}.") from None
        except (TypeError, ValueError) as exc:
            if isinstance(exc, (NotationError, RulesError)):
                raise
            raise NotationError(f"The game record is damaged: {exc}.") from None
        return cls(rules, seed, players, dealer, moves)

    @classmethod
    def from_json(cls, text: str) -> DealRecord:
        return cls.from_dict(read_record_json(text, "game record"))
