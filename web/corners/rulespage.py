"""The in-game rules page, generated from the engine's own rules data (pure).

Like ``docs/rules.md`` (:mod:`kings.corners.rulesdoc`), it is built from the option catalogue
(:data:`kings.corners.options.OPTIONS`), the presets and the list of decisions
(:data:`~kings.corners.options.DECISIONS`), so the page cannot disagree with the engine.
:mod:`web.shell.dom_help` draws the sections as headings, definition lists and lists (text only).

>>> sections = rules_page(preset("kleplek"))
>>> sections[0].title, sections[0].entries[-1]
('The rules of this game: Kleplek 10-5-1', Entry(term='First-turn bonus', text='5 (standard: 0)'))
"""

from __future__ import annotations

from kings import registry
from kings.corners import CARD_VALUES, PRESETS, Rules, preset
from kings.corners.options import DECISIONS, OPTIONS, Option
from kings.corners.presets import PRESET_GUIDE, PRESET_NOTES, PRESET_SOURCES, STANDARD
from kings.corners.rulesdoc import _get, _value, differences
from web.shell.rulesview import CREDITS, Entry, Section

__all__ = ["Entry", "Section", "rules_page"]


def _label(opt: Option, value: object) -> str:
    """A value as the new-game dialog words it (the choice's label), else as docs/rules.md does."""
    return next((label for v, label in opt.choices if v == value), _value(value))


def _this_game(rules: Rules) -> Section:
    diff = differences(rules)
    title = f"The rules of this game: {rules.name}"
    if not diff:
        return Section("current", title, "The standard game: nothing differs from the rules above.")
    entries = tuple(Entry(opt.label, f"{_label(opt, v)} (standard: {_label(opt, _get(STANDARD, opt.field))})")
                    for opt, v in diff)  # fmt: skip
    return Section("current", title, "What differs from the standard game:", entries)


def _presets() -> Section:
    entries = []
    for pid, rules in PRESETS.items():
        diff = "; ".join(f"{opt.label}: {_label(opt, v)}" for opt, v in differences(rules)) or "the standard game"
        note = f" {PRESET_NOTES[pid]}." if pid in PRESET_NOTES else ""
        entries.append(Entry(rules.name, f"{PRESET_GUIDE[pid][1]} In detail: {diff}. "
                             f"Source: {PRESET_SOURCES[pid]}.{note}"))  # fmt: skip
    return Section("presets", "Presets", "Choose one in New game; each differs from the standard game as shown.",
                   tuple(entries))  # fmt: skip


def _options() -> Section:
    entries = []
    for opt in OPTIONS:
        standard = _get(STANDARD, opt.field)
        if opt.choices:
            choices = "; ".join(label for _v, label in opt.choices)
        elif opt.field == "scoring.values":
            choices = ", ".join(v.name for v in CARD_VALUES.values())
        else:
            choices = "on or off" if isinstance(standard, bool) else "a number"
        entries.append(Entry(opt.label, f"{opt.help} Standard: {_label(opt, standard)}. Choices: {choices}. "
                                        f"Source: {opt.source}."))  # fmt: skip
    return Section("options", "Every option", "All of them can be set in New game, under All rule options.",
                   tuple(entries))  # fmt: skip


def _values() -> Section:
    entries = []
    for v in CARD_VALUES.values():
        r = v.by_rank
        pips = "/".join(str(x) for x in r[1:10])
        entries.append(Entry(v.name, f"ace {r[0]}, two to ten {pips}, jack {r[10]}, queen {r[11]}, king {r[12]}, "
                                     f"joker {v.joker}"))  # fmt: skip
    return Section("values", "Card values", "What each card left in hand costs, by card-values option.",
                   tuple(entries))  # fmt: skip


def _cpus() -> Section:
    entries = tuple(Entry(level.id.capitalize(), f"{level.how[0].upper()}{level.how[1:]}.")
                    for level in registry.game("corners").offered_levels)  # fmt: skip
    return Section("cpus", "CPU players", "A CPU player sees only what its seat sees: the table, its own hand, "
                   "how many cards each player holds and every card played. It never sees your cards or the "
                   "order of the stock; where it guesses them, it guesses from what has been played.",
                   entries)  # fmt: skip


def rules_page(current: Rules | None = None) -> tuple[Section, ...]:
    """The sections of the rules page; the first describes ``current`` (the match on the table)."""
    sections = [] if current is None else [_this_game(current)]
    sections += [
        _presets(),
        _options(),
        _values(),
        _cpus(),
        Section(
            "decisions",
            "Where the sources disagree",
            "Choices this game makes where its sources disagree or are silent:",
            items=DECISIONS,
        ),
        CREDITS,
    ]
    return tuple(sections)


if __name__ == "__main__":  # print the page as text
    for s in rules_page(preset("standard")):
        print(f"\n## {s.title}\n{s.intro}")
        for e in s.entries:
            print(f"- {e.term}: {e.text}")
        for item in s.items:
            print(f"- {item}")
