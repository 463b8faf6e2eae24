"""The rules page from the engine's own rules data: the Markdown of ``docs/rules.md`` and the in-game page's sections.

Run ``python -m kings.corners.rulesdoc > docs/rules.md``; a test fails when the file is stale.

:func:`sections` gives the in-game page for one set of rules, as :class:`DocSection` values a web page can draw: the
rules on the table, built like ``docs/rules.md`` from the option catalogue (:data:`kings.corners.options.OPTIONS`),
the presets and the list of decisions (:data:`~kings.corners.options.DECISIONS`), so the page cannot disagree with
the engine.

>>> from kings.corners.presets import preset
>>> page = sections(preset("kleplek"))
>>> page[0].title, page[0].entries[-1]
('The rules of this game: Kleplek 10-5-1', ('First-turn bonus', '5 (standard: 0)'))
"""

from __future__ import annotations

from typing import Any

from kings.corners.options import DECISIONS, OPTIONS, Option
from kings.corners.presets import PRESET_GUIDE, PRESET_NOTES, PRESET_SOURCES, PRESETS, STANDARD
from kings.corners.rules import CARD_VALUES, Build, CardValues, Rules, Scoring
from kings.i18n import _, pgettext
from kings.registry import CORNERS
from kings.rulesdoc import DocSection


def _value(v: Any) -> str:
    if isinstance(v, Build):
        return v.text
    if isinstance(v, CardValues):
        return _(v.name)
    if hasattr(v, "value"):
        return str(v.value)
    if isinstance(v, bool):
        # Translators: an option's value on the rules page.
        return pgettext("option", "on") if v else pgettext("option", "off")
    return pgettext("option", "none") if v is None else str(v)


def differences(rules: Rules, base: Rules = STANDARD) -> list[tuple[Option, Any]]:
    """The options where ``rules`` differs from ``base``, in catalogue order."""
    out = []
    for opt in OPTIONS:
        a, b = _get(rules, opt.field), _get(base, opt.field)
        if a != b:
            out.append((opt, a))
    return out


def _get(rules: Rules, name: str) -> Any:
    obj: Rules | Scoring = rules
    if name.startswith("scoring."):
        obj, name = rules.scoring, name.split(".", 1)[1]
    return getattr(obj, name)


def render() -> str:
    """The whole rules page as Markdown."""
    lines = [
        "# Kings in the Corner: rules, presets and options",
        "",
        "Generated from the engine (`python -m kings.corners.rulesdoc > docs/rules.md`): this page cannot",
        "disagree with what the game enforces. Sources are the pages in `shared/seeds/` as cited in",
        "`shared/RULES.md`: pagat (Sam Oppenheim's page and its variants), Wikipedia, wikiHow, `002`, `004`.",
        "",
        "## The standard game (preset `standard`)",
        "",
        "One 52-card pack, ace low. Seven cards each; four cards turned up N, E, S, W around the stock;",
        "the corners start empty. The player left of the dealer starts. On your turn, in any order:",
        "play a card on a pile one rank lower and of the opposite colour; put a king in an empty corner;",
        "move a whole pile onto another when its bottom card fits that pile's top card; fill an empty",
        "N/E/S/W space with any card from hand. Then draw one card to end the turn. Nothing goes on an",
        "ace. The deal ends when someone plays their last card, or at an impasse. Cards left in hand cost",
        "10 for a king and 1 for any other; the match ends when someone reaches 25, lowest total winning.",
        "",
        "## Presets",
        "",
        "| id | name | source | differs from standard |",
        "|---|---|---|---|",
    ]
    for pid, rules in PRESETS.items():
        diff = "; ".join(f"{opt.label}: {_value(v)}" for opt, v in differences(rules)) or "(the standard game)"
        note = f". **{PRESET_NOTES[pid]}.**" if pid in PRESET_NOTES else ""
        lines.append(f"| `{pid}` | {rules.name} | {PRESET_SOURCES[pid]} | {diff}{note} |")
    lines += ["", "## Options", "", "| option | meaning | standard | choices | source |", "|---|---|---|---|---|"]
    for opt in OPTIONS:
        choices = ", ".join(label for _v, label in opt.choices)
        if not opt.choices:
            choices = "on / off" if isinstance(_get(STANDARD, opt.field), bool) else "a number"
            if opt.field == "scoring.values":
                choices = "see card values"
        lines.append(
            f"| {opt.label} (`{opt.field}`) | {opt.help} | {_value(_get(STANDARD, opt.field))} | {choices} "
            f"| {opt.source} |"
        )
    lines += ["", "## Card values", "", "| id | values | A | 2-10 | J | Q | K | joker |"]
    lines.append("|---|---|---|---|---|---|---|---|")
    for vid, v in CARD_VALUES.items():
        pips = "/".join(str(x) for x in v.by_rank[1:10])
        r = v.by_rank
        lines.append(f"| `{vid}` | {v.name} | {r[0]} | {pips} | {r[10]} | {r[11]} | {r[12]} | {v.joker} |")
    lines += ["", "## Decisions where the sources disagree or are silent", ""]
    lines += [f"- {d}" for d in DECISIONS]
    return "\n".join(lines) + "\n"


# -- the in-game page ------------------------------------------------------------------------------------------------
def _label(opt: Option, value: object) -> str:
    """A value as the new-game dialog words it (the choice's label), else as docs/rules.md does."""
    return next((_(label) for v, label in opt.choices if v == value), _value(value))


def _diff(rules: Rules) -> str:
    """``Cards dealt: 4; Four-card rule: on``: what ``rules`` changes, in words ("" for the standard game)."""
    # Translators: one changed option on the rules page: "Cards dealt: 4".
    return "; ".join(_("{option}: {value}").format(option=_(opt.label), value=_label(opt, v))
                     for opt, v in differences(rules))


def _this_game(rules: Rules) -> DocSection:
    diff = differences(rules)
    title = _("The rules of this game: {name}").format(name=_(rules.name))
    if not diff:
        return DocSection("current", title, _("The standard game: nothing differs from the rules above."))
    # Translators: an option's value on the rules page, and the standard game's ("4 (standard: 7)").
    entries = tuple((_(opt.label), _("{value} (standard: {standard})").format(
        value=_label(opt, v), standard=_label(opt, _get(STANDARD, opt.field)))) for opt, v in diff)  # fmt: skip
    return DocSection("current", title, _("What differs from the standard game:"), entries)


def _presets() -> DocSection:
    entries = []
    for pid, rules in PRESETS.items():
        diff = _diff(rules) or _("the standard game")
        # Translators: a preset on the rules page: {guide} is a sentence on it, {details} its options, {source}
        # where it comes from (names of web pages and people: keep them).
        text = _("{guide} In detail: {details}. Source: {source}.").format(guide=_(PRESET_GUIDE[pid][1]),
                                                                          details=diff, source=_(PRESET_SOURCES[pid]))
        if pid in PRESET_NOTES:
            text += " " + _("{note}.").format(note=_(PRESET_NOTES[pid]))
        entries.append((_(rules.name), text))
    return DocSection("presets", _("Presets"),
                      _("Choose one in New game; each differs from the standard game as shown."), tuple(entries))


def _options() -> DocSection:
    entries = []
    for opt in OPTIONS:
        standard = _get(STANDARD, opt.field)
        if opt.choices:
            choices = "; ".join(_(label) for _v, label in opt.choices)
        elif opt.field == "scoring.values":
            choices = ", ".join(_(v.name) for v in CARD_VALUES.values())
        else:
            choices = _("on or off") if isinstance(standard, bool) else _("a number")
        # Translators: an option on the rules page: {help} is a sentence on it; {source} names web pages and people.
        entries.append((_(opt.label), _("{help} Standard: {standard}. Choices: {choices}. Source: {source}.").format(
            help=_(opt.help), standard=_label(opt, standard), choices=choices, source=_(opt.source))))
    return DocSection("options", _("Every option"), _("All of them can be set in New game, under All rule options."),
                      tuple(entries))  # fmt: skip


def _values() -> DocSection:
    entries = []
    for v in CARD_VALUES.values():
        r = v.by_rank
        pips = "/".join(str(x) for x in r[1:10])
        entries.append((_(v.name), _("ace {ace}, two to ten {pips}, jack {jack}, queen {queen}, king {king}, joker "
                                     "{joker}").format(ace=r[0], pips=pips, jack=r[10], queen=r[11], king=r[12],
                                                       joker=v.joker)))  # fmt: skip
    return DocSection("values", _("Card values"), _("What each card left in hand costs, by card-values option."),
                      tuple(entries))  # fmt: skip


def _cpus() -> DocSection:
    entries = tuple((_(level.description).partition(":")[0], f"{_(level.how)[0].upper()}{_(level.how)[1:]}.")
                    for level in CORNERS.offered_levels)  # fmt: skip
    return DocSection("cpus", _("CPU players"), _("A CPU player sees only what its seat sees: the table, its own hand, "
                      "how many cards each player holds and every card played. It never sees your cards or the "
                      "order of the stock; where it guesses them, it guesses from what has been played."),
                      entries)  # fmt: skip


def sections(current: Rules | None = None) -> tuple[DocSection, ...]:
    """The sections of the in-game rules page; the first describes ``current`` (the match on the table)."""
    decisions = DocSection("decisions", _("Where the sources disagree"),
                           _("Choices this game makes where its sources disagree or are silent:"),
                           items=tuple(_(d) for d in DECISIONS))
    return (*(() if current is None else (_this_game(current),)), _presets(), _options(), _values(), _cpus(),
            decisions)  # fmt: skip


if __name__ == "__main__":
    print(render(), end="")
