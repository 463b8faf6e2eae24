"""King's rules as data: the choices the source leaves to the table, and named presets.

>>> preset("quick").quick, preset("standard").rebid_after_pass
(True, False)
>>> Rules.from_dict(preset("open-bidding").to_dict()) == preset("open-bidding")
True
>>> Rules().validate(3)
Traceback (most recent call last):
  ...
kings.errors.RulesError: King is played by four players, not 3.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from typing import Any

from kings.errors import RulesError
from kings.i18n import N_

PLAYERS = 4


@dataclass(frozen=True, slots=True)
class Rules:
    """Every option of King. The defaults are the game as the source describes it."""

    id: str = "standard"
    # Translators: the rules presets' names
    name: str = N_("Standard")
    #: the quick game: hands 1+6, 2+5 and 3+4 combined, seven hands in all (source: "For a quicker game...")
    quick: bool = False
    #: a player who passed may bid again later in the same auction (source: "It should be agreed beforehand")
    rebid_after_pass: bool = False
    #: the beneficiary may mark 4-3-3-3 without holding an auction at all (source: "may even forfeit the whole
    #: auction")
    forfeit_without_auction: bool = False
    #: the player dealt the king of hearts names the first dealer, themselves included (source: "There is a rule in
    #: Brazil whereby the player who gets the king of Hearts can nominate the dealer")
    nominate_dealer: bool = False

    def validate(self, players: int | None = None) -> Rules:
        if players is not None and players != PLAYERS:
            raise RulesError(f"King is played by four players, not {players}.")
        return self

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> Rules:
        if not isinstance(data, dict):
            raise RulesError("King's rules are a JSON object of options.")
        known = {f.name: f for f in fields(cls)}
        unknown = sorted(set(data) - set(known))
        if unknown:
            raise RulesError(f"King has no option {unknown[0]!r}.")
        for key, value in data.items():
            if key in ("id", "name"):
                if not isinstance(value, str) or len(value) > 80:
                    raise RulesError(f"The option {key!r} must be a short text.")
            elif not isinstance(value, bool):
                raise RulesError(f"The option {key!r} must be true or false.")
        return replace(cls(), **data).validate()


PRESETS: dict[str, Rules] = {
    r.id: r
    for r in (
        Rules(),
        Rules(id="quick", name=N_("Quick game (seven hands)"), quick=True),
        Rules(id="open-bidding", name=N_("Open bidding (passing is not final)"), rebid_after_pass=True),
        Rules(id="leader-forfeit", name=N_("Forfeit without an auction"), forfeit_without_auction=True),
        Rules(id="nominate", name=N_("The king of hearts names the dealer"), nominate_dealer=True),
    )
}


def preset(preset_id: str) -> Rules:
    """The preset with this id; an unknown id is a RulesError naming the presets."""
    try:
        return PRESETS[preset_id]
    except KeyError:
        raise RulesError(f"King has no preset {preset_id!r}: choose {', '.join(PRESETS)}.") from None
