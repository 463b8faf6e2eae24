"""Kings Cup's rules as data: the rule deck, how many kings end the game, how many games make a match; presets.

Decisions (on the rules page too):

* **The deck travels in the rules.** A built-in deck is named by its id; a deck of one's own is held whole, so a
  saved game or record replays exactly even after the deck was edited or deleted (records are a few KB longer).
  Built-in decks never change the role of a rank (a test pins them), so their records replay too.
* **Kings.** The game ends the moment the last of ``kings`` kings (1 to 4, 4 by default) is drawn. The deck of 52
  holds four kings, so it can never run out first; if it did, the game would end there too.
* **Players** 2 to 12, by name, in seat order; play goes round the seats from the first player.
* **A match** (the house's generic "match", which the page does not offer) is ``match_games`` games in a row (1 to
  9, 3 by default), each started by the next seat, with points added up.

>>> PRESETS["party"].deck.name, PRESETS["classic"].for_adults, PRESETS["party-short"].kings
('Party deck', True, 2)
>>> Rules.from_dict(PRESETS["classic"].to_dict()) == PRESETS["classic"]
True
>>> Rules().validate(13)
Traceback (most recent call last):
  ...
kings.errors.RulesError: Kings Cup is played by 2 to 12 players, not 13.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any

from kings.errors import RulesError
from kings.i18n import N_, _
from kings.kings_cup.builtin import BUILT_IN, CLASSIC, PARTY
from kings.kings_cup.codec import deck_from_dict, deck_to_dict
from kings.kings_cup.deck import DeckError, RuleDeck

MIN_PLAYERS, MAX_PLAYERS = 2, 12
MAX_KINGS = 4  #: the kings in a pack
MAX_MATCH_GAMES = 9


@dataclass(frozen=True, slots=True)
class Rules:
    """Every option of Kings Cup. The defaults are the party deck to the fourth king."""

    id: str = "party"
    name: str = N_("Party deck")
    deck: RuleDeck = PARTY
    kings: int = MAX_KINGS  #: the game ends when this many kings have been drawn
    match_games: int = 3  #: games in a match

    @property
    def for_adults(self) -> bool:
        """True when the deck is for adults: the page shows the age notice before offering these rules."""
        return self.deck.for_adults

    @property
    def keeps_score(self) -> bool:
        """True when slips cost points (and the fewest points wins)."""
        return self.deck.keeps_score

    def validate(self, players: int | None = None) -> Rules:
        if not isinstance(self.deck, RuleDeck):
            raise RulesError(_("Kings Cup is played with a rule deck."))
        if isinstance(self.kings, bool) or not isinstance(self.kings, int) or not 1 <= self.kings <= MAX_KINGS:
            raise RulesError(_("The game ends after 1 to {most} kings, not {kings}.").format(
                most=MAX_KINGS, kings=repr(self.kings)))
        games = self.match_games
        if isinstance(games, bool) or not isinstance(games, int) or not 1 <= games <= MAX_MATCH_GAMES:
            raise RulesError(_("A match is 1 to {most} games, not {games}.").format(
                most=MAX_MATCH_GAMES, games=repr(games)))
        if players is not None and not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise RulesError(_("Kings Cup is played by {least} to {most} players, not {n}.").format(
                least=MIN_PLAYERS, most=MAX_PLAYERS, n=players))
        return self

    def to_dict(self) -> dict[str, Any]:
        """Every option as JSON values; the deck as its id when built in, else whole (see the module's docs)."""
        deck: Any = self.deck.id if self.deck.locked else deck_to_dict(self.deck)
        return {"id": self.id, "name": self.name, "deck": deck, "kings": self.kings, "match_games": self.match_games}

    @classmethod
    def from_dict(cls, data: Any) -> Rules:
        if not isinstance(data, dict):
            raise RulesError(_("Kings Cup's rules are a JSON object of options."))
        unknown = sorted(set(data) - {"id", "name", "deck", "kings", "match_games"})
        if unknown:
            raise RulesError(_("Kings Cup has no option {option}.").format(option=repr(unknown[0])))
        for key in ("id", "name"):
            if key in data and (not isinstance(data[key], str) or not 0 < len(data[key]) <= 80):
                raise RulesError(_("The option {option} must be a short text.").format(option=repr(key)))
        deck = data.get("deck", PARTY.id)
        try:
            found = BUILT_IN.get(deck) if isinstance(deck, str) else deck_from_dict(deck)
        except DeckError as exc:
            reason = f"{str(exc)[:1].lower()}{str(exc)[1:]}"
            raise RulesError(_("The rules' deck cannot be read: {reason}").format(reason=reason)) from None
        if found is None:
            raise RulesError(_("There is no built-in deck {deck}.").format(deck=repr(deck)))
        options = {k: v for k, v in data.items() if k != "deck"}
        return replace(cls(), deck=found, **options).validate()


def for_deck(deck: RuleDeck, kings: int = MAX_KINGS) -> Rules:
    """The rules of a game with ``deck`` (a built-in deck's preset when there is one with these kings).

    >>> for_deck(CLASSIC) is PRESETS["classic"], for_deck(PARTY, kings=2).id
    (True, 'party-short')
    """
    for rules in PRESETS.values():
        if rules.deck == deck and rules.kings == kings:
            return rules
    return Rules(id="custom", name=deck.name, deck=deck, kings=kings).validate()


#: Named rule sets by stable id, in menu order. ``classic`` is for adults: the page offers it after the age notice.
PRESETS: Mapping[str, Rules] = MappingProxyType(
    {
        r.id: r
        for r in (
            Rules(),
            Rules(id="party-short", name=N_("Party deck, short game (the second king ends it)"), kings=2),
            Rules(id="classic", name=N_("Classic Kings Cup (adults only)"), deck=CLASSIC),
        )
    }
)


def preset(preset_id: str) -> Rules:
    """The preset with this id; an unknown id is a RulesError naming the presets."""
    try:
        return PRESETS[preset_id]
    except KeyError:
        raise RulesError(_("Kings Cup has no preset {preset}: choose {presets}.").format(
            preset=repr(preset_id), presets=", ".join(PRESETS))) from None
