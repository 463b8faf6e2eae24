"""Write the rules page (``docs/rules.md``) from the engine's own rules data.

Run ``python -m kings.corners.rulesdoc > docs/rules.md``; a test fails when the file is stale.
"""

from __future__ import annotations

from typing import Any

from kings.corners.options import DECISIONS, OPTIONS, Option
from kings.corners.presets import PRESET_NOTES, PRESET_SOURCES, PRESETS, STANDARD
from kings.corners.rules import CARD_VALUES, Build, CardValues, Rules, Scoring


def _value(v: Any) -> str:
    if isinstance(v, Build):
        return v.text
    if isinstance(v, CardValues):
        return v.name
    if hasattr(v, "value"):
        return str(v.value)
    if isinstance(v, bool):
        return "on" if v else "off"
    return "none" if v is None else str(v)


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


if __name__ == "__main__":
    print(render(), end="")
