"""3-13's rules as data: the options the source names as variations, the table's few choices, and presets.

Source: ``seeds/002_ffd57030109f7a48.txt`` (the rummy part, "contributed by Leah Mathis"), summarised in
``RULES.md`` section 3. The defaults are the source's game: eleven rounds dealing 3 to 13 cards, the rank equal
to the number of cards dealt wild, aces low, J Q K 10 points, no jokers, a set of wilds alone allowed.

Decisions where the source is silent (on the rules page too):

* **Packs.** "One 52 card deck for two players, two decks for three or four people. It doesn't really matter
  after that as long as you have enough cards": with ``packs`` left at 0 the table uses one pack for every two
  players (2: one, 3-4: two, 5-6: three, 7-8: four); a table may fix the number instead, if the biggest round
  still leaves a stock. The state's rules carry the number resolved (:meth:`Rules.for_players`).
* **Jokers** are counted per pack (``jokers=2`` with two packs: four jokers).
* **The 14-card round** (the "Deuces Aren't Wild" variation) comes last and its wild rank is the ace, the
  rank after the king.
* **The tie-break bonus round**: when the lowest total after the last round is shared, the tied players alone
  play one more round dealt like the first (three cards, threes wild); its points count; a tie after it is shared.
* **A stock that runs out** is rebuilt at once, at the end of the turn that emptied it: every discard but the
  top one is shuffled face down (the table is told). It is rebuilt at most ``stock_rebuilds`` times a round;
  when it runs out once more, the round ends there and every hand is counted, nobody having gone out.

>>> preset("aces-high").ace_points, Rules().ace_points, preset("face-values").points(13)
(15, 1, 13)
>>> Rules().for_players(3).packs, Rules().for_players(8).packs, [r for r, _ in Rules().rounds()][:3]
(2, 4, [3, 4, 5])
>>> Rules.from_dict(preset("deuces-arent-wild").to_dict()) == preset("deuces-arent-wild")
True
>>> Rules().validate(9)
Traceback (most recent call last):
  ...
kings.errors.RulesError: 3-13 is played by 2 to 8 players, not 9.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from typing import Any

from kings.errors import RulesError
from kings.i18n import N_, _, ngettext

MIN_PLAYERS, MAX_PLAYERS = 2, 8
FIRST_ROUND, LAST_ROUND = 3, 13  #: cards dealt in the first and the eleventh round
FOURTEEN = 14  #: cards dealt in the extra round
ACE = 1
JOKER_POINTS = 20  #: a joker left in hand ("scores 20 penalty points")
ACE_HIGH_POINTS = 15  #: an ace left in hand when aces are high or low
BONUS_ROUND = (3, 3)  #: the tie-break round: cards dealt, wild rank (dealt like the first round)
MIN_STOCK = 2  #: what the biggest round's deal must leave in the stock (and one card turned up)
MAX_PACKS = 8
MAX_REBUILDS = 9


def packs_for(players: int) -> int:
    """The packs a table of ``players`` uses when the rules leave it open: one for every two players.

    >>> [packs_for(n) for n in range(2, 9)]
    [1, 2, 2, 3, 3, 4, 4]
    """
    return (players + 1) // 2


@dataclass(frozen=True, slots=True)
class Rules:
    """Every option of 3-13. The defaults are the source's game."""

    id: str = "standard"
    name: str = N_("Standard")  #: (English, as saved: shown through the catalogs, _(PRESETS[id].name))
    #: aces high or low in runs: A-2-3 and Q-K-A (never K-A-2); an ace left in hand costs 15 (source: "Some play
    #: that Aces can be used as high or low ... an Ace remaining in your hand at the end costs 15 points")
    ace_high: bool = False
    #: jacks, queens and kings left in hand cost 11, 12 and 13 instead of 10 (source: "Some groups score 11 points
    #: for Jacks, 12 for Queens and 13 for Kings")
    high_faces: bool = False
    #: jokers per pack, wild in every round, 20 points left in hand (source: "Some groups include Jokers as
    #: additional wild cards")
    jokers: int = 0
    #: a twelfth round dealing 14 cards, aces wild (source: "Deuces Aren't Wild with an additional 14-card round")
    fourteen_round: bool = False
    #: a tie for the lowest total is played off in a bonus round (source: "and a bonus round in the event of a tie")
    tie_break: bool = False
    #: a set or run may be made of wild cards alone (source: "You can even make a set that consists of only wild
    #: cards if you wish"; some tables do not allow it)
    wild_melds: bool = True
    #: packs shuffled together; 0: one for every two players (source: "One 52 card deck for two players, two decks
    #: for three or four people")
    packs: int = 0
    #: how many times a round's stock may be rebuilt from the discards before its running out ends the round
    stock_rebuilds: int = 2

    # -- derived values -----------------------------------------------------------------------------------------
    @property
    def ace_points(self) -> int:
        """What an ace left in hand costs: 1, or 15 when aces are high or low."""
        return ACE_HIGH_POINTS if self.ace_high else 1

    def points(self, rank: int) -> int:
        """What a card of ``rank`` (1 ace ... 13 king; 0 a joker) left in hand costs."""
        if rank == 0:
            return JOKER_POINTS
        if rank == ACE:
            return self.ace_points
        if rank > 10:
            return rank if self.high_faces else 10
        return rank

    def rounds(self) -> tuple[tuple[int, int], ...]:
        """Every round of a game in order: (cards dealt, wild rank); the 14-card round's wild rank is the ace."""
        base = tuple((n, n) for n in range(FIRST_ROUND, LAST_ROUND + 1))
        return base + (((FOURTEEN, ACE),) if self.fourteen_round else ())

    @property
    def most_cards(self) -> int:
        """The most cards a round deals to each player."""
        return FOURTEEN if self.fourteen_round else LAST_ROUND

    def for_players(self, players: int) -> Rules:
        """These rules with the number of packs resolved for ``players`` (what a table of that size plays)."""
        self.validate(players)
        return self if self.packs else replace(self, packs=packs_for(players))

    def pack_size(self, players: int) -> int:
        """How many cards the table plays with: the packs' 52 cards each and their jokers."""
        packs = self.packs or packs_for(players)
        return packs * (52 + self.jokers)

    # -- checks and JSON ----------------------------------------------------------------------------------------
    def validate(self, players: int | None = None) -> Rules:
        if not 0 <= self.jokers <= 2:
            raise RulesError(_("A pack has 0, 1 or 2 jokers, not {n}.").format(n=self.jokers))
        if not 0 <= self.packs <= MAX_PACKS:
            raise RulesError(_("3-13 is played with 1 to {most} packs (or 0: one for every two players).").format(
                most=MAX_PACKS))
        if not 0 <= self.stock_rebuilds <= MAX_REBUILDS:
            raise RulesError(_("The stock may be rebuilt 0 to {most} times a round.").format(most=MAX_REBUILDS))
        if players is not None:
            if not MIN_PLAYERS <= players <= MAX_PLAYERS:
                raise RulesError(_("3-13 is played by {least} to {most} players, not {n}.").format(
                    least=MIN_PLAYERS, most=MAX_PLAYERS, n=players))
            need = players * self.most_cards + 1 + MIN_STOCK
            if self.pack_size(players) < need:
                text = (_("{players} players need at least {need} cards for the biggest round: one pack is not "
                          "enough.") if self.packs == 1 else ngettext(
                    "{players} players need at least {need} cards for the biggest round: {n} pack is not enough.",
                    "{players} players need at least {need} cards for the biggest round: {n} packs are not enough.",
                    self.packs))  # fmt: skip
                raise RulesError(text.format(players=players, need=need, n=self.packs))
        return self

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> Rules:
        if not isinstance(data, dict):
            raise RulesError(_("3-13's rules are a JSON object of options."))
        known = {f.name: f for f in fields(cls)}
        unknown = sorted(set(data) - set(known))
        if unknown:
            raise RulesError(_("3-13 has no option {name}.").format(name=repr(unknown[0])))
        for key, value in data.items():
            default = getattr(cls(), key)
            if isinstance(default, str):
                if not isinstance(value, str) or len(value) > 80:
                    raise RulesError(_("The option {name} must be a short text.").format(name=repr(key)))
            elif isinstance(default, bool):
                if not isinstance(value, bool):
                    raise RulesError(_("The option {name} must be true or false.").format(name=repr(key)))
            elif isinstance(value, bool) or not isinstance(value, int):
                raise RulesError(_("The option {name} must be a whole number.").format(name=repr(key)))
        return replace(cls(), **data).validate()


PRESETS: dict[str, Rules] = {
    r.id: r
    for r in (
        Rules(),
        Rules(id="aces-high", name=N_("Aces high or low"), ace_high=True),
        Rules(id="face-values", name=N_("Jacks 11, queens 12, kings 13"), high_faces=True),
        Rules(id="jokers", name=N_("Jokers wild"), jokers=2),
        Rules(id="no-wild-melds", name=N_("No melds of wild cards alone"), wild_melds=False),
        Rules(id="deuces-arent-wild", name=N_("Deuces Aren't Wild (14-card round, jokers, tie-break)"),
              jokers=2, fourteen_round=True, tie_break=True),
    )
}  # fmt: skip


def preset(preset_id: str) -> Rules:
    """The preset with this id; an unknown id is a RulesError naming the presets."""
    try:
        return PRESETS[preset_id]
    except KeyError:
        raise RulesError(_("3-13 has no preset {name}: choose {presets}.").format(name=repr(preset_id),
                                                                          presets=", ".join(PRESETS))) from None

