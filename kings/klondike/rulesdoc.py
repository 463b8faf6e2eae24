"""Klondike's rules page as data: sections of plain words for players, built from the engine's own rules data.

:func:`sections` gives the page for one set of rules (the table's options change what it says), as
:class:`DocSection` values a web page can draw; :func:`render` writes the same sections as Markdown:
``python -m kings.klondike.rulesdoc > docs/klondike-rules.md`` (a test fails when that file is stale).

>>> [s.key for s in sections(Rules())]
['play', 'moves', 'ending', 'scoring', 'decisions', 'options', 'levels', 'solver']
>>> from kings.klondike.rules import preset
>>> dict(sections(preset("vegas-three"))[3].entries)["Card home"]
'+5 (you start at -52: the stake).'
"""

from __future__ import annotations

from dataclasses import fields

from kings.klondike import scoring
from kings.klondike.rules import PRESETS, Rules, Scoring
from kings.rulesdoc import DocSection

#: Every option of :class:`~kings.klondike.rules.Rules`: its name for players and what it changes.
OPTIONS: dict[str, tuple[str, str]] = {
    "draw": ("Draw", "How many cards each turn of the stock shows: one, or three (only the top one of the three can "
             "be played; the others come into play as the cards above them are played)."),
    "passes": ("Passes", "How many times you may go through the stock: 0 means no limit; once the stock is empty you "
               "turn the waste over to start the next pass."),
    "scoring": ("Scoring", "Standard (points for progress, as in Windows), Vegas (a 52 stake, 5 for every card home) "
                "or none."),
    "take_back": ("Take back", "The top card of a foundation may come back down onto a column."),
    "session_deals": ("Session", "How many deals a session holds; their scores add up (Vegas's cumulative score)."),
}  # fmt: skip

#: The CPU levels offered to players (and the hints), one line each.
LEVELS: tuple[tuple[str, str], ...] = (
    ("Easy", "Rules of thumb alone: safe cards home, turn face-down cards over, play from the waste, keep empty "
     "columns for kings; gives up after three trips round the stock with nothing to do."),
    ("Hard", "Guesses the cards you cannot see several ways, plays each of its best few moves out on every guess with "
     "the solver, and makes the move that wins on the most guesses; never looks at a face-down card. The hints are "
     "its moves."),
)  # fmt: skip

#: Every decision the engine makes where the source is silent (collected from kings/klondike/*.py's docs).
DECISIONS: tuple[str, ...] = (
    "The deal: the shuffled pack is dealt in rows, one card to each of the seven columns from the first, the first of "
    "each row face up; column 1 holds one card, column 7 seven. The other 24 cards are the stock.",
    "A face-down card left on top of a column is turned over as part of the move that uncovered it (there is no "
    "choice in it); it scores with that move.",
    "Drawing three shows all three cards fanned out: you have seen every card ever turned from the stock. From the "
    "second pass on you know the stock's order (it is the waste turned over).",
    "Runs of face-up cards move together, from any card of the run down to the top of the column.",
    "A deal ends when it is won, when you give up, or when it is stuck: no card can move (a king alone in its column "
    "moving to another empty column does not count) and the stock cannot be turned, or it has been turned until it "
    "can show no card you have not seen there, with no card able to move at any of them.",
    "Standard scoring never drops below 0, as in Windows; the time bonus and penalty are the table's (the deal keeps "
    "no clock).",
    "Vegas: a card taken back from a foundation pays its 5 back, so no card is paid twice.",
    "A daily deal is the same for everyone: its seed comes from the date alone.",
)


def _play(rules: Rules) -> DocSection:
    passes = "as many times as you like" if rules.passes == 0 else (
        "once" if rules.passes == 1 else f"{rules.passes} times")  # fmt: skip
    draw = "one card" if rules.draw == 1 else "three cards"
    return DocSection("play", "How to play", "Klondike is the classic solitaire, played alone with one pack: build "
                      "four foundations, one for each suit, up from the ace to the king.", items=(
        "Seven columns are dealt: the first holds one card, the last seven; only the top card of each is face up. The "
        "other 24 cards are the stock, face down.",
        "Cards on the foundations are stacked by suit from the ace to the king.",
        "Cards on the columns are stacked down in alternating colours, from the king to the ace: a red 7 on a black 8.",
        "An empty column can be filled only with a king (and the cards on it).",
        f"Turning the stock shows {draw} on the waste; the top card of the waste can be played. You may go through "
        f"the stock {passes}.",
        "You win when all 52 cards are on the foundations.",
    ))  # fmt: skip


def _moves(rules: Rules) -> DocSection:
    back = ("The top card of a foundation may come back down onto a column." if rules.take_back
            else "Cards on the foundations stay there (these rules).")  # fmt: skip
    return DocSection("moves", "Moves", "", (
        ("Draw", f"Turn {'one card' if rules.draw == 1 else 'three cards'} from the stock onto the waste."),
        ("Turn over", "When the stock is empty, turn the waste over to make the stock again."),
        ("Move a card", "The waste's top card, the top card of a column, or a run of face-up cards from any card down "
         "to the top of its column: onto a column whose top card is one rank higher and the other colour, or home to "
         "its foundation (a single card)."),
        ("Take back", back),
        ("Give up", "End the deal, lost; you may always give up."),
    ), ("Tap a card to move it to its best place (home if no other card could still need it, else a column), "
        "double-tap to send it home.",
        "When every card is face up and the rest is only sending cards home, the game can finish it for you."))


def _ending(rules: Rules) -> DocSection:
    return DocSection("ending", "How a deal ends", "", items=(
        "Won: every card is home.",
        "Given up: you may give up at any time.",
        "Stuck: no card can move and the stock cannot help (it cannot be turned, or it has shown every card it can "
        "with none of them playable); the game says so rather than letting you turn the stock for ever.",
    ))


def _scoring(rules: Rules) -> DocSection:
    entries: tuple[tuple[str, str], ...]
    if rules.scoring is Scoring.VEGAS:
        entries = (("Card home", f"+{scoring.VEGAS_HOME} (you start at {scoring.VEGAS_STAKE}: the stake)."),
                   ("Card back from a foundation", f"-{scoring.VEGAS_HOME}."))  # fmt: skip
        intro = "Vegas: each deal costs 52; every card you send home pays 5. A session adds up the deals."
    elif rules.scoring is Scoring.NONE:
        entries = ()
        intro = "No score: a deal is won or not."
    else:
        free = scoring.FREE_RECYCLES_THREE + 1
        recycle = (f"{scoring.RECYCLE_ONE} each time" if rules.draw == 1
                   else f"{scoring.RECYCLE_THREE} each time from the {free}th on")  # fmt: skip
        entries = (("Waste to a column", f"+{scoring.WASTE_TO_TABLEAU}."), ("Card home", f"+{scoring.HOME}."),
                   ("Face-down card turned over", f"+{scoring.TURN_OVER}."),
                   ("Card back from a foundation", f"{scoring.TAKE_BACK}."), ("Turning the waste over", f"{recycle}."),
                   ("Time (a timed table)", f"-{scoring.TIME_COST} every {scoring.TIME_STEP} seconds; a won game "
                    f"of more than {scoring.BONUS_AFTER} seconds scores {scoring.BONUS:,} divided by its "
                    "seconds."))  # fmt: skip
        intro = "Standard, as in Windows: points for progress; the score never drops below 0."
    return DocSection("scoring", "Scoring", intro, entries)


def _options(rules: Rules) -> DocSection:
    def state(name: str) -> str:
        value = getattr(rules, name)
        if isinstance(value, bool):
            return "on" if value else "off"
        if name == "passes" and value == 0:
            return "no limit"
        return value.value if isinstance(value, Scoring) else str(value)

    entries = tuple((f"{label} ({state(name)})", text) for name, (label, text) in OPTIONS.items())
    base = Rules()
    items = []
    for pid, rules_ in PRESETS.items():
        changed = [OPTIONS[f.name][0] for f in fields(Rules)
                   if f.name in OPTIONS and getattr(rules_, f.name) != getattr(base, f.name)]  # fmt: skip
        what = f"draw one with {', '.join(changed)} changed" if changed else "draw one, no limit, standard scoring"
        items.append(f"{rules_.name} (`{pid}`): {what}.")
    return DocSection("options", "Options and presets", "The options of a table and the named sets of them (presets); "
                      "this page describes the rules with the options marked.", entries, tuple(items))  # fmt: skip


_DECISIONS = DocSection("decisions", "Where the source is silent", "The source gives the building rules only; the game "
                        "plays the rest as the classic computer versions do.", items=DECISIONS)  # fmt: skip
_LEVELS = DocSection("levels", "CPU players and hints", "A CPU player sees only what you see: the face-up cards, the "
                     "waste, the foundations and the stock cards already turned, never a face-down card.",
                     LEVELS)  # fmt: skip
_SOLVER = DocSection("solver", "The solver", "The game has a solver: shown every card, it searches the ways to play a "
                     "deal within a budget and answers won (with the moves), lost (only when it has tried every way "
                     "that could matter) or unknown.", items=(
    "Can this deal still be won? The solver looks at the whole deal, face-down cards included, so it answers for "
    "perfect play.",
    "Winnable deals only: the game deals, from the seed, the first deal the solver wins.",
    "Hints never use it on the real deal: they guess the cards you cannot see, as the hard player does.",
))  # fmt: skip


def sections(rules: Rules) -> tuple[DocSection, ...]:
    """The rules page for ``rules``, in reading order."""
    return (_play(rules), _moves(rules), _ending(rules), _scoring(rules), _DECISIONS, _options(rules), _LEVELS,
            _SOLVER)  # fmt: skip


def render(rules: Rules | None = None) -> str:
    """The rules page as Markdown (the default rules unless told otherwise)."""
    rules = rules or Rules()
    lines = ["# Klondike: rules, options and CPU players", "",
             "Generated from the engine (`python -m kings.klondike.rulesdoc > docs/klondike-rules.md`): this page "
             "cannot disagree with what the game enforces. Source: `shared/seeds/000_07c215abc0a5bb30.txt` (its "
             "Klondike line: foundations by suit from ace to king, the tableau down in alternating colours, empty "
             "spots take a king), summarised in `shared/RULES.md` section 4."]  # fmt: skip
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
