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

_RANK_PLURAL = {1: "aces", 2: "twos", 3: "threes", 4: "fours", 5: "fives", 6: "sixes", 7: "sevens", 8: "eights",
                9: "nines", 10: "tens", 11: "jacks", 12: "queens", 13: "kings"}  # fmt: skip

#: Every option of :class:`~kings.three_thirteen.rules.Rules`: its name for players and what it changes.
OPTIONS: dict[str, tuple[str, str]] = {
    "ace_high": ("Aces high or low", "An ace may end a run at either end: A-2-3 and Q-K-A are both runs (never K-A-2); "
                 f"an ace left in your hand costs {ACE_HIGH_POINTS} instead of 1."),
    "high_faces": ("Face cards 11, 12, 13", "A jack left in your hand costs 11, a queen 12 and a king 13, instead of "
                   "10 each."),
    "jokers": ("Jokers", "Each pack adds this many jokers (0 to 2): wild cards in every round, standing for any card; "
               "a joker left in your hand costs {JOKER_POINTS}."),
    "fourteen_round": ("The 14-card round", "A twelfth round, after the thirteen-card one, deals fourteen cards each; "
                       "aces are wild in it (the rank after the king)."),
    "tie_break": ("Tie-break round", "If two or more players share the lowest total after the last round, they alone "
                  f"play one bonus round dealt like the first ({BONUS_ROUND[0]} cards, threes wild); its points count, "
                  "and a tie after it is shared."),
    "wild_melds": ("Melds of wild cards alone", "Three or more wild cards may make a set or run on their own (the "
                   "source's rule). Off: every meld needs at least one card that is not wild, and the wild rank's "
                   "cards are wild even together (three threes in round 1 are not a set on their own)."),
    "packs": ("Packs", f"How many 52-card packs are shuffled together; 0 (automatic): one for every two players, so "
              f"{packs_for(2)} for two, {packs_for(4)} for three or four, {packs_for(6)} for five or six, "
              f"{packs_for(8)} for seven or eight."),
    "stock_rebuilds": ("Stock rebuilds", "How many times a round's stock may be rebuilt from the discards; when it "
                       "runs out once more, the round ends and every hand is counted."),
}  # fmt: skip

#: The CPU levels offered to players, one line each.
LEVELS: tuple[tuple[str, str], ...] = (
    ("Easy", "Keeps its melds and pairs and throws its costliest other card, takes a discard only when it makes a meld "
     "at once, and about one discard in four is any card, a useful one included."),
    ("Medium", "The greedy player other apps ship: the least points left in hand now, takes the discard when that "
     "lowers them, goes out at once, never throws a wild card."),
    ("Hard", "Looks one draw ahead over every card it has not seen (with the exact solver), weighs the discard against "
     "what a stock card is expected to bring, keeps the cards with the most ways to complete melds, remembers what "
     "each player took, throws the card that helps the next player least when going out, and on its last turn lowers "
     "its points as far as it can."),
)  # fmt: skip

#: Every decision the engine makes where the source is silent (collected from kings/three_thirteen/*.py's docs).
DECISIONS: tuple[str, ...] = (
    "Packs: one 52-card pack for every two players (two players one, three or four two, five or six three, seven or "
    "eight four); a table may fix the number if the biggest round still leaves a stock.",
    "Cards are dealt one at a time, starting at the dealer's left; the next card is turned up to start the discard "
    "pile. The first dealer is drawn at random (from the game's seed).",
    "A card taken from the discard pile may not be thrown back in the same turn (with two packs, no card of the same "
    "name may).",
    "Going out is never forced: a player who could go out may discard and play on.",
    "The last turns after someone goes out are ordinary draws and discards; each hand is then counted as it stands.",
    "When the stock runs out at the end of a turn, every discard but the top one is shuffled into a new stock, and the "
    "table is told. After the allowed number of rebuilds, the next time it runs out the round ends there, nobody out, "
    "and every hand is counted.",
    f"A round ends the same way if it ever reaches {TURNS_EACH} turns for each player (a safety net: only players "
    "passing the same cards back and forth get there).",
    "A wild card stands for any card in a set or run; left in a hand it costs its own points (a joker 20).",
    "When no meld can be made at all, three or more wild cards make a meld of their own only if melds of wild cards "
    "alone are allowed.",
    "A round's winners are the players with the lowest points in it; the game's winners are the players with the "
    "lowest total, and equal totals share the win (unless the tie-break round is played).",
    "With the 14-card round, aces are wild in it; the tie-break round is dealt like the first round, by the first tied "
    "player at or after the next dealer's seat.",
)


def _play(rules: Rules) -> DocSection:
    count = len(rules.rounds())
    return DocSection("play", "How a round is played", f"{MIN_PLAYERS} to {MAX_PLAYERS} players, each on their own. A "
                      f"game is {count} rounds; in each, every player is dealt the round's number of cards and tries "
                      f"to meld them all into sets and runs.", items=(
        "The first dealer is chosen at random; the deal passes to the left after each round.",
        "The dealer deals the round's cards to each player, one at a time; the rest is the stock, face down, and its "
        "top card is turned up to start the discard pile.",
        "The player to the dealer's left begins; play goes clockwise.",
        "A turn: draw the top card of the stock or the top card of the discard pile (only the top one), then discard "
        "one card face up on the discard pile.",
        "Going out: if after drawing you can meld every card of your hand but one, discard that one and say you are "
        "out. Every other player then has exactly one more turn, and the round ends when the turn comes back to you.",
        "There is no laying off on other players' melds: you meld only your own cards.",
        "At the end of the round every hand is laid out as well as it can be; the cards left over are its points.",
    ))  # fmt: skip


def _rounds(rules: Rules) -> DocSection:
    entries = tuple((f"Round {i + 1}", f"{cards} cards each; {_RANK_PLURAL[wild]} are wild.")
                    for i, (cards, wild) in enumerate(rules.rounds()))  # fmt: skip
    jokers = " Jokers are wild in every round." if rules.jokers else ""
    return DocSection("rounds", "The rounds and their wild cards", "The wild rank of a round is the number of cards "
                      f"dealt: threes in the first round, kings in the eleventh.{jokers}", entries)  # fmt: skip


def _melds(rules: Rules) -> DocSection:
    aces = ("Aces are high or low: A-2-3 and Q-K-A are both runs, but K-A-2 is not." if rules.ace_high
            else "Aces are low: A-2-3 is a run, Q-K-A is not.")  # fmt: skip
    alone = ("A meld may even be made of wild cards alone." if rules.wild_melds else "Every meld needs at least one "
             "card that is not wild (these rules).")  # fmt: skip
    return DocSection("melds", "Sets and runs", "A meld is a set or a run of three or more cards; a card counts in one "
                      "meld only.", (
        ("Set", "Three or more cards of the same rank, such as 5-5-5. With two packs a set may hold identical cards, "
         "such as 9♥ 9♥ 9♠."),
        ("Run", "Three or more cards of one suit in sequence, such as 4♥ 5♥ 6♥; longer runs count too."),
        ("Wild cards", "A wild card stands for any card in a set or a run: 5♥ 7♥ and a wild make 5♥ 6♥ 7♥. " + alone),
    ), (aces, "Example: 5♠ 6♠ 7♠ 6♥ 6♦ is either a set of sixes with 5♠ and 7♠ left over, or a run of spades with "
        "two sixes left over: the game always finds the way that leaves the fewest points."))  # fmt: skip


def _scoring(rules: Rules) -> DocSection:
    faces = "jack 11, queen 12, king 13" if rules.high_faces else "jack, queen and king 10 each"
    ace = f"ace {rules.ace_points}"
    extra = f"; a joker {JOKER_POINTS}" if rules.jokers else ""
    return DocSection("scoring", "Scoring and winning", "Cards left over at the end of a round cost points: "
                      f"{ace}, two to ten their number, {faces}{extra}. A wild card left over costs its own points.",
                      items=(
        "The player who went out scores nothing for the round.",
        "Scores add up from round to round; the lowest total after the last round wins.",
        "The game lays your cards out for you, as well as they can be: the fewest points possible.",
    ))  # fmt: skip


def _options(rules: Rules) -> DocSection:
    def state(name: str) -> str:
        value = getattr(rules, name)
        if isinstance(value, bool):
            return "on" if value else "off"
        return "automatic" if name == "packs" and value == 0 else str(value)

    entries = tuple((f"{label} ({state(name)})", text) for name, (label, text) in OPTIONS.items())
    base = Rules()
    items = []
    for pid, rules_ in PRESETS.items():
        changed = [OPTIONS[f.name][0] for f in fields(Rules)
                   if f.name in OPTIONS and getattr(rules_, f.name) != getattr(base, f.name)]  # fmt: skip
        what = f"the standard game with {', '.join(changed)} changed" if changed else "the source's game"
        items.append(f"{rules_.name} (`{pid}`): {what}.")
    return DocSection("options", "Options and presets", "Options the source names as variations, the table's few "
                      "choices, and the named sets of them (presets); this page describes the rules with the options "
                      "marked.", entries, tuple(items))  # fmt: skip


_DECISIONS = DocSection("decisions", "Where the source is silent", "The game decides these; any table may agree "
                        "otherwise.", items=DECISIONS)  # fmt: skip
_LEVELS = DocSection("levels", "CPU players", "A CPU player sees only what its seat may see: its own cards, the "
                     "discard pile and what everyone drew and threw, never another player's cards or the stock.",
                     LEVELS)  # fmt: skip


def sections(rules: Rules) -> tuple[DocSection, ...]:
    """The rules page for ``rules``, in reading order."""
    return (_play(rules), _rounds(rules), _melds(rules), _scoring(rules), _DECISIONS, _options(rules), _LEVELS)


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
