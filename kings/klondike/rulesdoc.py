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

from kings.i18n import N_, _, number, pgettext
from kings.klondike import scoring
from kings.klondike.rules import PRESETS, Rules, Scoring
from kings.rulesdoc import DocSection

#: Every option of :class:`~kings.klondike.rules.Rules`: its name for players and what it changes (English, marked
#: for the catalogs: the page shows them translated).
OPTIONS: dict[str, tuple[str, str]] = {
    "draw": (N_("Draw"), N_("How many cards each turn of the stock shows: one, or three (only the top one of the three "
             "can be played; the others come into play as the cards above them are played).")),
    "passes": (N_("Passes"), N_("How many times you may go through the stock: 0 means no limit; once the stock is "
               "empty you turn the waste over to start the next pass.")),
    "scoring": (N_("Scoring"), N_("Standard (points for progress, as in Windows), Vegas (a 52 stake, 5 for every card "
                "home) or none.")),
    "take_back": (N_("Take back"), N_("The top card of a foundation may come back down onto a column.")),
    "session_deals": (N_("Session"), N_("How many deals a session holds; their scores add up (Vegas's cumulative "
                      "score).")),
}  # fmt: skip

#: The CPU levels offered to players (and the hints), one line each.
LEVELS: tuple[tuple[str, str], ...] = (
    (N_("Easy"), N_("Rules of thumb alone: safe cards home, turn face-down cards over, play from the waste, keep empty "
     "columns for kings; gives up after three trips round the stock with nothing to do.")),
    (N_("Hard"), N_("Guesses the cards you cannot see several ways, plays each of its best few moves out on every "
     "guess with the solver, and makes the move that wins on the most guesses; never looks at a face-down card. The "
     "hints are its moves.")),
)  # fmt: skip

#: Every decision the engine makes where the source is silent (collected from kings/klondike/*.py's docs).
DECISIONS: tuple[str, ...] = (
    N_("The deal: the shuffled pack is dealt in rows, one card to each of the seven columns from the first, the first "
       "of each row face up; column 1 holds one card, column 7 seven. The other 24 cards are the stock."),
    N_("A face-down card left on top of a column is turned over as part of the move that uncovered it (there is no "
       "choice in it); it scores with that move."),
    N_("Drawing three shows all three cards fanned out: you have seen every card ever turned from the stock. From the "
       "second pass on you know the stock's order (it is the waste turned over)."),
    N_("Runs of face-up cards move together, from any card of the run down to the top of the column."),
    N_("A deal ends when it is won, when you give up, or when it is stuck: no card can move (a king alone in its "
       "column moving to another empty column does not count) and the stock cannot be turned, or it has been turned "
       "until it can show no card you have not seen there, with no card able to move at any of them."),
    N_("Standard scoring never drops below 0, as in Windows; the time bonus and penalty are the table's (the deal "
       "keeps no clock)."),
    N_("Vegas: a card taken back from a foundation pays its 5 back, so no card is paid twice."),
    N_("A daily deal is the same for everyone: its seed comes from the date alone."),
)


def _play(rules: Rules) -> DocSection:
    if rules.passes == 0:
        passes = _("You may go through the stock as many times as you like.")
    elif rules.passes == 1:
        passes = _("You may go through the stock once.")
    else:
        passes = _("You may go through the stock {n} times.").format(n=rules.passes)
    if rules.draw == 1:
        turning = _("Turning the stock shows one card on the waste; the top card of the waste can be played.")
    else:
        turning = _("Turning the stock shows three cards on the waste; the top card of the waste can be played.")
    return DocSection("play", _("How to play"), _("Klondike is the classic solitaire, played alone with one pack: "
                      "build four foundations, one for each suit, up from the ace to the king."), items=(
        _("Seven columns are dealt: the first holds one card, the last seven; only the top card of each is face up. "
          "The other 24 cards are the stock, face down."),
        _("Cards on the foundations are stacked by suit from the ace to the king."),
        _("Cards on the columns are stacked down in alternating colours, from the king to the ace: a red 7 on a black "
          "8."),
        _("An empty column can be filled only with a king (and the cards on it)."),
        # Translators: two sentences of the rules page, the second "You may go through the stock 3 times."
        _("{turning} {passes}").format(turning=turning, passes=passes),
        _("You win when all 52 cards are on the foundations."),
    ))  # fmt: skip


def _moves(rules: Rules) -> DocSection:
    back = (_("The top card of a foundation may come back down onto a column.") if rules.take_back
            else _("Cards on the foundations stay there (these rules)."))  # fmt: skip
    draw = (_("Turn one card from the stock onto the waste.") if rules.draw == 1
            else _("Turn three cards from the stock onto the waste."))  # fmt: skip
    return DocSection("moves", _("Moves"), "", (
        (_(OPTIONS["draw"][0]), draw),
        (_("Turn over"), _("When the stock is empty, turn the waste over to make the stock again.")),
        (_("Move a card"), _("The waste's top card, the top card of a column, or a run of face-up cards from any card "
         "down to the top of its column: onto a column whose top card is one rank higher and the other colour, or "
         "home to its foundation (a single card).")),
        (_(OPTIONS["take_back"][0]), back),
        (_("Give up"), _("End the deal, lost; you may always give up.")),
    ), (_("Tap a card to move it to its best place (home if no other card could still need it, else a column), "
          "double-tap to send it home."),
        _("When every card is face up and the rest is only sending cards home, the game can finish it for you.")))


def _ending(rules: Rules) -> DocSection:
    return DocSection("ending", _("How a deal ends"), "", items=(
        _("Won: every card is home."),
        _("Given up: you may give up at any time."),
        _("Stuck: no card can move and the stock cannot help (it cannot be turned, or it has shown every card it can "
          "with none of them playable); the game says so rather than letting you turn the stock for ever."),
    ))


def _scoring(rules: Rules) -> DocSection:
    entries: tuple[tuple[str, str], ...]
    home, back = _("Card home"), _("Card back from a foundation")
    if rules.scoring is Scoring.VEGAS:
        entries = ((home, _("+{points} (you start at {stake}: the stake).").format(points=scoring.VEGAS_HOME,
                                                                                  stake=scoring.VEGAS_STAKE)),
                   (back, _("-{points}.").format(points=scoring.VEGAS_HOME)))  # fmt: skip
        intro = _("Vegas: each deal costs 52; every card you send home pays 5. A session adds up the deals.")
    elif rules.scoring is Scoring.NONE:
        entries = ()
        intro = _("No score: a deal is won or not.")
    else:
        free = scoring.FREE_RECYCLES_THREE + 1
        recycle = (_("{points} each time.").format(points=scoring.RECYCLE_ONE) if rules.draw == 1
                   else _("{points} each time from the {n}th on.").format(points=scoring.RECYCLE_THREE, n=free))
        bonus = number(scoring.BONUS)
        time = _("-{points} every {step} seconds; a won game of more than {after} seconds scores {bonus} divided by "
                 "its seconds.").format(points=scoring.TIME_COST, step=scoring.TIME_STEP, after=scoring.BONUS_AFTER,
                                        bonus=bonus)  # fmt: skip
        entries = ((_("Waste to a column"), _("+{points}.").format(points=scoring.WASTE_TO_TABLEAU)),
                   (home, _("+{points}.").format(points=scoring.HOME)),
                   (_("Face-down card turned over"), _("+{points}.").format(points=scoring.TURN_OVER)),
                   (back, _("{points}.").format(points=scoring.TAKE_BACK)), (_("Turning the waste over"), recycle),
                   (_("Time (a timed table)"), time))  # fmt: skip
        intro = _("Standard, as in Windows: points for progress; the score never drops below 0.")
    return DocSection("scoring", _("Scoring"), intro, entries)


def _options(rules: Rules) -> DocSection:
    def state(name: str) -> str:
        value = getattr(rules, name)
        if isinstance(value, bool):
            return pgettext("option", "on") if value else pgettext("option", "off")
        if name == "passes" and value == 0:
            return _("no limit")
        if isinstance(value, Scoring):
            return {Scoring.STANDARD: pgettext("scoring", "standard"), Scoring.VEGAS: pgettext("scoring", "vegas"),
                    Scoring.NONE: pgettext("scoring", "none")}[value]  # fmt: skip
        return str(value)

    # Translators: an option and its value on the rules page: "Draw (1)", "Take back (on)"
    entries = tuple((_("{option} ({value})").format(option=_(label), value=state(name)), _(text))
                    for name, (label, text) in OPTIONS.items())  # fmt: skip
    base = Rules()
    items = []
    for pid, rules_ in PRESETS.items():
        changed = [_(OPTIONS[f.name][0]) for f in fields(Rules)
                   if f.name in OPTIONS and getattr(rules_, f.name) != getattr(base, f.name)]  # fmt: skip
        if changed:
            # Translators: {options} lists the options a preset changes ("Draw, Passes, Scoring")
            what = _("draw one with {options} changed").format(options=_(", ").join(changed))
        else:
            what = _("draw one, no limit, standard scoring")
        # Translators: a preset on the rules page: {name} its name, {id} its id in an address (keep the backquotes)
        items.append(_("{name} (`{id}`): {what}.").format(name=_(rules_.name), id=pid, what=what))
    return DocSection("options", _("Options and presets"), _("The options of a table and the named sets of them "
                      "(presets); this page describes the rules with the options marked."), entries,
                      tuple(items))  # fmt: skip


def _decisions() -> DocSection:
    return DocSection("decisions", _("Where the rules leave it open"), _("The usual rules say only how "
                      "cards are built; the game plays the rest as the classic computer versions do."),
                      items=tuple(_(d) for d in DECISIONS))  # fmt: skip


def _levels() -> DocSection:
    return DocSection("levels", _("CPU players and hints"), _("A CPU player sees only what you see: the face-up "
                      "cards, the waste, the foundations and the stock cards already turned, never a face-down card."),
                      tuple((_(name), _(text)) for name, text in LEVELS))  # fmt: skip


def _solver() -> DocSection:
    return DocSection("solver", _("The solver"), _("The game has a solver: shown every card, it searches the ways to "
                      "play a deal within a budget and answers won (with the moves), lost (only when it has tried "
                      "every way that could matter) or unknown."), items=(
        _("Can this deal still be won? The solver looks at the whole deal, face-down cards included, so it answers "
          "for perfect play."),
        _("Winnable deals only: the game deals, from the seed, the first deal the solver wins."),
        _("Hints never use it on the real deal: they guess the cards you cannot see, as the hard player does."),
    ))  # fmt: skip


def sections(rules: Rules) -> tuple[DocSection, ...]:
    """The rules page for ``rules``, in reading order (in the language in use)."""
    return (_play(rules), _moves(rules), _ending(rules), _scoring(rules), _decisions(), _options(rules), _levels(),
            _solver())  # fmt: skip


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
