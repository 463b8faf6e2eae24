"""3-13's rules page as data: sections of plain words for players, built from the engine's own rules data.

:func:`sections` gives the page for one set of rules (the table's options change what it says), as
:class:`DocSection` values a web page can draw; :func:`render` writes the same sections as Markdown:
``python -m kings.three_thirteen.rulesdoc > docs/three-thirteen-rules.md`` (a test fails when that file is stale).

>>> [s.key for s in sections(Rules())]
['play', 'rounds', 'melds', 'scoring', 'decisions', 'options', 'levels']
>>> dict(sections(Rules())[1].entries)["Round 11"]
'13 cards each; kings are wild.'
>>> from kings.three_thirteen.rules import preset
>>> dict(sections(preset("deuces-arent-wild"))[1].entries)["Round 12"]
'14 cards each; aces are wild.'
"""

from __future__ import annotations

from dataclasses import fields

from kings.i18n import N_, _, pgettext
from kings.rulesdoc import DocSection
from kings.three_thirteen.round import TURNS_EACH
from kings.three_thirteen.rules import (
    ACE_HIGH_POINTS,
    BONUS_ROUND,
    JOKER_POINTS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    PRESETS,
    Rules,
    packs_for,
)
from kings.three_thirteen.texts import wild_phrase

#: Every option of :class:`~kings.three_thirteen.rules.Rules`: its name for players and what it changes (English,
#: marked for the catalogs: the page shows them translated, with their figures, :func:`option_text`).
OPTIONS: dict[str, tuple[str, str]] = {
    "ace_high": (N_("Aces high or low"), N_("An ace may end a run at either end: A-2-3 and Q-K-A are both runs (never "
                 "K-A-2); an ace left in your hand costs {points} instead of 1.")),
    "high_faces": (N_("Face cards 11, 12, 13"), N_("A jack left in your hand costs 11, a queen 12 and a king 13, "
                   "instead of 10 each.")),
    "jokers": (N_("Jokers"), N_("Each pack adds this many jokers (0 to 2): wild cards in every round, standing for any "
               "card; a joker left in your hand costs {joker}.")),
    "fourteen_round": (N_("The 14-card round"), N_("A twelfth round, after the thirteen-card one, deals fourteen cards "
                       "each; aces are wild in it (the rank after the king).")),
    "tie_break": (N_("Tie-break round"), N_("If two or more players share the lowest total after the last round, they "
                  "alone play one bonus round dealt like the first ({cards} cards, threes wild); its points count, and "
                  "a tie after it is shared.")),
    "wild_melds": (N_("Melds of wild cards alone"), N_("Three or more wild cards may make a set or run on their own "
                   "(the usual rule). Off: every meld needs at least one card that is not wild, and the wild rank's "
                   "cards are wild even together (three threes in round 1 are not a set on their own).")),
    "packs": (N_("Packs"), N_("How many 52-card packs are shuffled together; 0 (automatic): one for every two players, "
              "so {two} for two, {four} for three or four, {six} for five or six, {eight} for seven or eight.")),
    "stock_rebuilds": (N_("Stock rebuilds"), N_("How many times a round's stock may be rebuilt from the discards; when "
                       "it runs out once more, the round ends and every hand is counted.")),
}  # fmt: skip


def option_text(name: str) -> str:
    """What option ``name`` changes, in the language in use, its figures in place.

    >>> option_text("ace_high")[-22:]
    'costs 15 instead of 1.'
    """
    return _(OPTIONS[name][1]).format(points=ACE_HIGH_POINTS, joker=JOKER_POINTS, cards=BONUS_ROUND[0],
                                      two=packs_for(2), four=packs_for(4), six=packs_for(6), eight=packs_for(8))


#: The CPU levels offered to players, one line each.
LEVELS: tuple[tuple[str, str], ...] = (
    (N_("Easy"), N_("Keeps its melds and pairs and throws its costliest other card, takes a discard only when it makes "
     "a meld at once, and about one discard in four is any card, a useful one included.")),
    (N_("Medium"), N_("The greedy player other apps ship: the least points left in hand now, takes the discard when "
     "that lowers them, goes out at once, never throws a wild card.")),
    (N_("Hard"), N_("Looks one draw ahead over every card it has not seen (with the exact solver), weighs the discard "
     "against what a stock card is expected to bring, keeps the cards with the most ways to complete melds, remembers "
     "what each player took, throws the card that helps the next player least when going out, and on its last turn "
     "lowers its points as far as it can.")),
)  # fmt: skip

#: Every decision the engine makes where the source is silent (collected from kings/three_thirteen/*.py's docs).
DECISIONS: tuple[str, ...] = (
    N_("Packs: one 52-card pack for every two players (two players one, three or four two, five or six three, seven "
       "or eight four); a table may fix the number if the biggest round still leaves a stock."),
    N_("Cards are dealt one at a time, starting at the dealer's left; the next card is turned up to start the discard "
       "pile. The first dealer is drawn at random (from the game's seed)."),
    N_("A card taken from the discard pile may not be thrown back in the same turn (with two packs, no card of the "
       "same name may)."),
    N_("Going out is never forced: a player who could go out may discard and play on."),
    N_("The last turns after someone goes out are ordinary draws and discards; each hand is then counted as it "
       "stands."),
    N_("When the stock runs out at the end of a turn, every discard but the top one is shuffled into a new stock, and "
       "the table is told. After the allowed number of rebuilds, the next time it runs out the round ends there, "
       "nobody out, and every hand is counted."),
    N_("A round ends the same way if it ever reaches {turns} turns for each player (a safety net: only players "
       "passing the same cards back and forth get there)."),
    N_("A wild card stands for any card in a set or run; left in a hand it costs its own points (a joker 20)."),
    N_("When no meld can be made at all, three or more wild cards make a meld of their own only if melds of wild "
       "cards alone are allowed."),
    N_("A round's winners are the players with the lowest points in it; the game's winners are the players with the "
       "lowest total, and equal totals share the win (unless the tie-break round is played)."),
    N_("With the 14-card round, aces are wild in it; the tie-break round is dealt like the first round, by the first "
       "tied player at or after the next dealer's seat."),
)


def _play(rules: Rules) -> DocSection:
    count = len(rules.rounds())
    return DocSection("play", _("How a round is played"), _("{least} to {most} players, each on their own. A game is "
                      "{count} rounds; in each, every player is dealt the round's number of cards and tries to meld "
                      "them all into sets and runs.").format(least=MIN_PLAYERS, most=MAX_PLAYERS, count=count), items=(
        _("The first dealer is chosen at random; the deal passes to the left after each round."),
        _("The dealer deals the round's cards to each player, one at a time; the rest is the stock, face down, and its "
          "top card is turned up to start the discard pile."),
        _("The player to the dealer's left begins; play goes clockwise."),
        _("A turn: draw the top card of the stock or the top card of the discard pile (only the top one), then "
          "discard one card face up on the discard pile."),
        _("Going out: if after drawing you can meld every card of your hand but one, discard that one and lay your "
          "melds down, face up for everyone to see: you are out. Every other player then has exactly one more turn, "
          "and the round ends when the turn comes back to you."),
        _("There is no laying off on other players' melds: you meld only your own cards."),
        _("At the end of the round every hand is laid out as well as it can be; the cards left over are its points."),
    ))  # fmt: skip


def _rounds(rules: Rules) -> DocSection:
    entries = tuple((_("Round {n}").format(n=i + 1),
                     # Translators: a round on the rules page: "13 cards each; kings are wild."
                     _("{cards} cards each; {wild}.").format(cards=cards, wild=wild_phrase(wild)))
                    for i, (cards, wild) in enumerate(rules.rounds()))  # fmt: skip
    intro = _("The wild rank of a round is the number of cards dealt: threes in the first round, kings in the "
              "eleventh.")
    if rules.jokers:
        # Translators: two sentences of the rules page, the second "Jokers are wild in every round."
        intro = _("{text} {jokers}").format(text=intro, jokers=_("Jokers are wild in every round."))
    return DocSection("rounds", _("The rounds and their wild cards"), intro, entries)


def _melds(rules: Rules) -> DocSection:
    aces = (_("Aces are high or low: A-2-3 and Q-K-A are both runs, but K-A-2 is not.") if rules.ace_high
            else _("Aces are low: A-2-3 is a run, Q-K-A is not."))  # fmt: skip
    alone = (_("A meld may even be made of wild cards alone.") if rules.wild_melds else _("Every meld needs at least "
             "one card that is not wild (these rules)."))  # fmt: skip
    # Translators: the wild cards' entry, then {rule}: "A meld may even be made of wild cards alone." or its opposite
    wilds = _("A wild card stands for any card in a set or a run: 5♥ 7♥ and a wild make 5♥ 6♥ 7♥. {rule}").format(
        rule=alone)
    return DocSection("melds", _("Sets and runs"), _("A meld is a set or a run of three or more cards; a card counts "
                      "in one meld only."), (
        (_("Set"), _("Three or more cards of the same rank, such as 5-5-5. With two packs a set may hold identical "
         "cards, such as 9♥ 9♥ 9♠.")),
        (_("Run"), _("Three or more cards of one suit in sequence, such as 4♥ 5♥ 6♥; longer runs count too.")),
        (_("Wild cards"), wilds),
    ), (aces, _("Example: 5♠ 6♠ 7♠ 6♥ 6♦ is either a set of sixes with 5♠ and 7♠ left over, or a run of spades with "
        "two sixes left over: the game always finds the way that leaves the fewest points.")))  # fmt: skip


def _scoring(rules: Rules) -> DocSection:
    faces = _("jack 11, queen 12, king 13") if rules.high_faces else _("jack, queen and king 10 each")
    if rules.jokers:
        # Translators: {faces} is "jack, queen and king 10 each" or "jack 11, queen 12, king 13"
        intro = _("Cards left over at the end of a round cost points: ace {ace}, two to ten their number, {faces}; a "
                  "joker {joker}. A wild card left over costs its own points.")
    else:
        intro = _("Cards left over at the end of a round cost points: ace {ace}, two to ten their number, {faces}. A "
                  "wild card left over costs its own points.")
    intro = intro.format(ace=rules.ace_points, faces=faces, joker=JOKER_POINTS)
    return DocSection("scoring", _("Scoring and winning"), intro, items=(
        _("The player who went out scores nothing for the round."),
        _("Scores add up from round to round; the lowest total after the last round wins."),
        _("The game lays your cards out for you, as well as they can be: the fewest points possible."),
    ))  # fmt: skip


def _options(rules: Rules) -> DocSection:
    def state(name: str) -> str:
        value = getattr(rules, name)
        if isinstance(value, bool):
            return pgettext("option", "on") if value else pgettext("option", "off")
        return _("automatic") if name == "packs" and value == 0 else str(value)

    # Translators: an option and its value on the rules page: "Jokers (2)", "Aces high or low (off)"
    entries = tuple((_("{option} ({value})").format(option=_(label), value=state(name)), option_text(name))
                    for name, (label, _text) in OPTIONS.items())  # fmt: skip
    base = Rules()
    items = []
    for pid, rules_ in PRESETS.items():
        changed = [_(OPTIONS[f.name][0]) for f in fields(Rules)
                   if f.name in OPTIONS and getattr(rules_, f.name) != getattr(base, f.name)]  # fmt: skip
        what = (_("the standard game with {options} changed").format(options=", ".join(changed)) if changed
                else _("the usual game"))  # fmt: skip
        # Translators: a preset on the rules page: its name, its id in backquotes (kept), what it changes
        items.append(_("{name} (`{id}`): {what}.").format(name=_(rules_.name), id=pid, what=what))
    return DocSection("options", _("Options and presets"), _("Variations many tables play, the table's few "
                      "choices, and the named sets of them (presets); this page describes the rules with the options "
                      "marked."), entries, tuple(items))  # fmt: skip


def _decisions() -> DocSection:
    return DocSection("decisions", _("Where the rules leave it open"), _("The game decides these; any table may agree "
                      "otherwise."), items=tuple(_(d).format(turns=TURNS_EACH) for d in DECISIONS))  # fmt: skip


def _levels() -> DocSection:
    return DocSection("levels", _("CPU players"), _("A CPU player sees only what its seat may see: its own cards, the "
                      "discard pile and what everyone drew and threw, never another player's cards or the stock."),
                      tuple((_(name), _(text)) for name, text in LEVELS))  # fmt: skip


def sections(rules: Rules) -> tuple[DocSection, ...]:
    """The rules page for ``rules``, in reading order."""
    return (_play(rules), _rounds(rules), _melds(rules), _scoring(rules), _decisions(), _options(rules), _levels())


def render(rules: Rules | None = None) -> str:
    """The rules page as Markdown (the standard rules unless told otherwise)."""
    rules = rules or Rules()
    lines = ["# 3-13: rules, options and CPU players", "",
             "Generated from the engine (`python -m kings.three_thirteen.rulesdoc > docs/three-thirteen-rules.md`): "
             "this page cannot disagree with what the game enforces. Source: the rummy part of "
             "`shared/seeds/002_ffd57030109f7a48.txt`, summarised in `shared/RULES.md` section 3."]  # fmt: skip
    for section in sections(rules):
        lines += ["", f"## {section.title}", ""]
        if section.intro:
            lines += [section.intro, ""]
        lines += [f"- **{term}**: {text}" for term, text in section.entries]
        if section.entries and section.items:
            lines.append("")
        lines += [f"- {item}" for item in section.items]
    return "\n".join(lines).rstrip("\n") + "\n"


if __name__ == "__main__":
    print(render(), end="")
