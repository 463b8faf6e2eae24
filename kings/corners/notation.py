"""Text forms of a deal: the one-line position string (written and read in :mod:`kings.corners.position`) and the
game record.

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

from kings.corners.deal import Deal
from kings.corners.moves import Move
from kings.corners.presets import PRESETS, preset
from kings.corners.rules import Rules
from kings.errors import NotationError, RulesError
from kings.i18n import _
from kings.seeding import check_seed


# -- game records -----------------------------------------------------------------------------------
def record_int(data: dict[str, Any], key: str, default: int | None = None) -> int:
    """``data[key]`` of a record: a whole number (not a float such as ``Infinity`` or ``2.5``, nor
    text, nor true/false); raises KeyError if it is missing without a default, else NotationError."""
    value = data[key] if default is None else data.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int):
        raise NotationError(_("The record's {key} must be a whole number, not {value}.").format(
            key=key, value=reprlib.repr(value)))
    return value


def record_moves(value: Any) -> tuple[Move, ...]:
    """The moves of one deal of a record, written as one string (``"5D>N QS>NE -"``)."""
    if not isinstance(value, str):
        raise NotationError(_("The moves of a deal must be written as text, not {value}.").format(
            value=reprlib.repr(value)))
    return tuple(Move.parse(t) for t in value.split())


def read_record_json(text: str, noun: str) -> Any:
    """``json.loads``, raising NotationError for text that is not JSON or nests too deep to read."""
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        if noun == "match record":
            raise NotationError(_("The match record is not valid JSON.")) from None
        if noun == "game record":
            raise NotationError(_("The game record is not valid JSON.")) from None
        raise NotationError(_("The record is not valid JSON.")) from None


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
            raise NotationError(_("This deal was read from a position, not dealt from a seed: it has no record."))
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
            raise NotationError(_("This is not a Kings in the Corner game record."))
        try:
            rules = rules_from_json(data["rules"])
            seed = check_seed(data["seed"])
            players, dealer = record_int(data, "players"), record_int(data, "dealer", 0)
            moves = record_moves(data.get("moves", ""))
        except KeyError as exc:
            raise NotationError(_("The game record lacks {key}.").format(key=repr(exc.args[0]))) from None
        except (TypeError, ValueError) as exc:
            if isinstance(exc, (NotationError, RulesError)):
                raise
            raise NotationError(_("The game record is damaged: {error}.").format(error=exc)) from None
        return cls(rules, seed, players, dealer, moves)

    @classmethod
    def from_json(cls, text: str) -> DealRecord:
        return cls.from_dict(read_record_json(text, "game record"))
