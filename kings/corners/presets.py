"""The named presets of Kings in the Corner: each a :class:`~kings.corners.rules.Rules` with a
stable id, its source, any caution, and what the new-game dialog says of it (group, one sentence).

>>> rules = preset("must-play")
>>> rules.must_play, rules.name
(True, 'Must play')
>>> Rules.from_dict(rules.to_dict()) == rules
True
"""

from __future__ import annotations

from typing import Any

from kings.corners.rules import (
    CARD_VALUES,
    DOWN_IN_SUIT,
    UP_ALTERNATE,
    DrawTiming,
    Kings,
    Method,
    Payment,
    Rules,
    Scoring,
)
from kings.errors import RulesError
from kings.i18n import N_, _

_PRESET_LIST: list[tuple[str, str, str, dict[str, Any]]] = [
    ("standard", N_("Standard (pagat)"), N_("pagat; Wikipedia"), {}),
    ("wikihow", N_("Family rules (wikiHow)"), N_("wikiHow: draw at the start, dealt kings go to corners"),
     {"draw": DrawTiming.START, "layout_kings_to_corners": True}),
    ("must-play", N_("Must play"), N_("a card-game download page: if a player can play a card, he must"),
     {"draw": DrawTiming.START, "must_play": True, "layout_kings_to_corners": True}),
    ("kings-compulsory", N_("Kings compulsory"), N_("pagat: a king must go to a corner at once, or pay 3"),
     {"kings": Kings.PENALTY}),
    ("four-card", N_("Four-card deal (Becker)"), N_("pagat: Beverly Becker"),
     {"hand_size": 4, "stock_must_empty": True}),
    ("corners-in-suit", N_("Corners in suit"), N_("pagat: Ellison, Monsen"),
     {"corners": DOWN_IN_SUIT}),
    ("all-in-suit", N_("All piles in suit (Crestanello)"), N_("pagat: Jim Crestanello"),
     {"sides": DOWN_IN_SUIT, "corners": DOWN_IN_SUIT}),
    ("robinson", N_("Originals built upward (Robinson)"), N_("pagat: Chris Robinson"),
     {"sides": UP_ALTERNATE, "corners": DOWN_IN_SUIT,
      "scoring": Scoring(values=CARD_VALUES["robinson"], target=100)}),
    ("jokers", N_("Jokers wild (Freeman)"), N_("pagat: Kevin Freeman"), {"jokers": True}),
    ("set-aside", N_("Completed piles set aside"), N_("wikiHow optional rule"), {"set_aside_completed": True}),
    ("layout-kings", N_("Layout kings moved at once"), N_("wikiHow; a card-game download page"),
     {"layout_kings_to_corners": True}),
    ("draw-until-playable", N_("Draw until playable"), N_("Wikipedia; a card-game instructions page"),
     {"draw": DrawTiming.UNTIL_PLAYABLE}),
    ("open-space", N_("Open space: draw three"),
     N_("a card-game instructions page: going out with an open space draws three"),
     {"open_space_draw": 3}),
    ("draw-two", N_("Draw two"), N_("pagat: two cards drawn each turn"), {"draw_count": 2}),
    ("scoring-500", N_("Scoring 500"), N_("pagat; a card-game download page: ace 25, pictures 10, pips face value"),
     {"draw": DrawTiming.START, "scoring": Scoring(values=CARD_VALUES["pips"], target=500)}),
    ("kleplek", N_("Kleplek 10-5-1"), N_("pagat: Henry Kleplek"),
     {"scoring": Scoring(values=CARD_VALUES["kleplek"], target=50, first_turn_bonus=5)}),
    ("stofka", N_("Stofka 50-10-5"), N_("pagat: Ed Stofka"),
     {"scoring": Scoring(values=CARD_VALUES["stofka"], target=250)}),
    ("wikipedia", N_("Elimination (Wikipedia)"), N_("Wikipedia: faces 2, king 10, out at 25"),
     {"scoring": Scoring(Method.ELIMINATION, CARD_VALUES["faces2"], target=25)}),
    ("chips", N_("Chips and pot (pagat)"), N_("pagat: ante 1, 1 a turn without play, 1 a card (king 10)"),
     {"scoring": Scoring(Method.CHIPS, CARD_VALUES["k10"], target=None, deals=10,
                         ante=1, idle_fee=1, payment=Payment.TO_WINNER, start_chips=50)}),
    ("chips-wikihow", N_("Chips (wikiHow)"), N_("wikiHow: 80 chips shared, ante 1, winner takes the pot"),
     {"draw": DrawTiming.START, "layout_kings_to_corners": True,
      "scoring": Scoring(Method.CHIPS, CARD_VALUES["k10"], target=None, deals=20,
                         ante=1, idle_fee=1, shared_chips=80)}),
    ("pool", N_("Pool (pagat)"), N_("pagat: 1 a turn without play and 1 a card to the pool"),
     {"scoring": Scoring(Method.CHIPS, CARD_VALUES["count"], target=None, deals=10,
                         idle_fee=1, payment=Payment.TO_POT)}),
    ("corners-owned", N_("Corners owned (Wikipedia)"), N_("Wikipedia: complete a corner to win it"),
     {"scoring": Scoring(Method.CORNERS, CARD_VALUES["k10"], target=5)}),
    ("corner-bonus", N_("Corner bonus (pagat)"), N_("pagat: completing a corner pile earns 5 points"),
     {"scoring": Scoring(corner_bonus=5)}),
]  # fmt: skip

PRESETS: dict[str, Rules] = {
    pid: Rules(id=pid, name=name, **opts).validate() for pid, name, _src, opts in _PRESET_LIST
}
PRESET_SOURCES: dict[str, str] = {pid: src for pid, _n, src, _o in _PRESET_LIST}

#: What a player should know before choosing a preset, where there is something (bench/README.md
#: measured these impasse rates with every CPU level).
_BURIED = N_("Most deals end blocked (an impasse): a corner takes one exact card, often buried in a side pile")
PRESET_NOTES: dict[str, str] = {
    "corners-in-suit": _BURIED,
    "all-in-suit": N_("Some deals end blocked (an impasse): every pile takes one exact card"),
    "robinson": _BURIED,
}
STANDARD = PRESETS["standard"]

#: The groups presets are offered in, in order (ids stable: they are data for the dialog).
PRESET_GROUPS: tuple[tuple[str, str], ...] = (("popular", N_("Popular")), ("house", N_("House rules")),
                                              ("scoring", N_("Scoring")))

#: Per preset: its group and one plain sentence of what changes for the player (no sources: those
#: are in PRESET_SOURCES, for the rules page). A test checks every preset has one.
PRESET_GUIDE: dict[str, tuple[str, str]] = {
    "standard": ("popular", N_("The usual game: play what fits, draw one card as you end your turn; "
                 "cards left in your hand cost points, and the lowest total wins at 25.")),
    "wikihow": ("popular", N_("You draw at the start of your turn, and kings turned up around the stock go "
                "straight to the corners.")),
    "jokers": ("popular", N_("Two jokers join the deck: a joker stands for any card that fits where you lay it.")),
    "draw-two": ("popular", N_("You draw two cards at the end of each turn instead of one.")),
    "must-play": ("house", N_("If you can play a card, you must; you draw at the start of your turn.")),
    "kings-compulsory": ("house", N_("A king that can go to a corner must go there at once, or you pay 3 points.")),
    "four-card": ("house", N_("Hands of four cards, and nobody can go out while the stock has cards.")),
    "corners-in-suit": ("house", N_("Corner piles build down in one suit, not alternating colours; many deals end "
                        "blocked.")),
    "all-in-suit": ("house", N_("Every pile builds down in one suit; some deals end blocked.")),
    "robinson": ("house", N_("The four first piles build upward, corners down in one suit; cards cost their face "
                 "value, to 100; most deals end blocked.")),
    "set-aside": ("house", N_("A pile completed from king to ace leaves the table, freeing its space.")),
    "layout-kings": ("house", N_("Kings turned up around the stock go straight to the corners.")),
    "draw-until-playable": ("house", N_("At the end of your turn you draw until you hold a card you can play.")),
    "open-space": ("house", N_("Going out while a space around the stock is empty makes you draw three cards "
                   "instead.")),
    "scoring-500": ("scoring", N_("Cards left cost their face value, aces 25 and pictures 10, to 500; you draw "
                    "at the start of your turn.")),
    "kleplek": ("scoring", N_("Pictures cost 10, sixes to tens 5, aces to fives 1, to 50; going out on your first "
                "turn takes 5 off.")),
    "stofka": ("scoring", N_("Aces cost 50, tens and pictures 10, other cards 5; the match goes to 250.")),
    "wikipedia": ("scoring", N_("Elimination: reach 25 points and you are out; the last player in wins.")),
    "chips": ("scoring", N_("Chips instead of points: ante 1, pay 1 for a turn without a play and 1 a card "
              "left, kings 10, to the winner; 10 deals.")),
    "chips-wikihow": ("scoring", N_("80 chips shared out; ante 1 and pay 1 for a turn without a play; the winner "
                      "takes the pot; 20 deals.")),
    "pool": ("scoring", N_("Pay 1 for a turn without a play and 1 a card left into a pool the winner takes; "
             "10 deals.")),
    "corners-owned": ("scoring", N_("Complete a corner pile to own it: the first to own 5 corners wins.")),
    "corner-bonus": ("scoring", N_("The usual scoring, and completing a corner pile takes 5 points off your total.")),
}


#: The presets' names as the new-game dialog shows them (:func:`plain_name`), for the catalogs: the shell translates
#: them where it draws the menu.
_PLAIN_NAMES = (N_("Standard"), N_("Family rules"), N_("Four-card deal"), N_("All piles in suit"),
                N_("Originals built upward"), N_("Jokers wild"), N_("Elimination"), N_("Chips and pot"), N_("Chips"),
                N_("Pool"), N_("Corners owned"), N_("Corner bonus"))


def plain_name(preset_id: str) -> str:
    """A preset's name without its source, for the new-game dialog: ``Standard (pagat)`` -> ``Standard``.

    >>> plain_name("standard"), plain_name("kleplek"), plain_name("four-card")
    ('Standard', 'Kleplek 10-5-1', 'Four-card deal')
    """
    name = PRESETS[preset_id].name
    return name.rsplit(" (", 1)[0] if name.endswith(")") else name


def preset(preset_id: str) -> Rules:
    """The preset with this stable id; a clear error lists the ids that exist."""
    try:
        return PRESETS[preset_id]
    except KeyError:
        raise RulesError(_("There is no rules preset {id}. Presets: {ids}.").format(id=repr(preset_id),
                                                                                   ids=", ".join(PRESETS))) from None
