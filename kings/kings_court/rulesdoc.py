"""King's Court's rules page as data: sections of plain words for players, built from the engine's own rules data.

:func:`sections` gives the page for one set of rules (the table's options change what it says), as
:class:`DocSection` values a web page can draw; :func:`render` writes the same sections as Markdown, with the sources:
``python -m kings.kings_court.rulesdoc > docs/kings-court-rules.md`` (a test fails when that file is stale).

>>> [s.key for s in sections(Rules())]
['play', 'moves', 'ending', 'notation', 'decisions', 'options', 'levels']
>>> from kings.kings_court.rules import preset
>>> dict(sections(preset("checkers"))[1].entries)["Jump"].split("stays. ")[1]
'When a capture is possible you must capture (any capturing move will do).'
"""

from __future__ import annotations

from dataclasses import fields

from kings.i18n import N_, _, ngettext, pgettext
from kings.kings_court.rules import PRESETS, Blocked, Captures, Jumps, Opening, Rules
from kings.registry import KINGS_COURT
from kings.rulesdoc import DocSection

#: Every option of :class:`~kings.kings_court.rules.Rules`: its name for players and what it changes (English, marked
#: for the catalogs: the page and the new-game dialog show them translated).
OPTIONS: dict[str, tuple[str, str]] = {
    # Translators: the rule options of King's Court: a name, then what it changes
    "opening": (N_("Green's entry"), N_("Opposite: Green's first piece enters the Court from the side opposite "
                "Orange's. Any: from any side.")),
    "captures": (N_("Captures"), N_("Free: jumping is a choice like any other move. Compulsory: when a capture is "
                 "possible, the move must capture (any capture will do).")),
    "jumps": (N_("Multi-jumps"), N_("May stop: after any jump you may stop or jump on. Must continue: the piece jumps "
              "on while it can (any way it likes, not necessarily the longest).")),
    "blocked": (N_("No move"), N_("Loses: a player who cannot move loses, as in checkers. Draw: the game is drawn.")),
    "repetition": (N_("Repetition"), N_("The same position (the same pieces, the same player to move) for this many "
                   "times draws the game; 0: never.")),
    "quiet_moves": (N_("No-capture limit"), N_("This many moves by each player without a capture draw the game; 0: "
                    "never.")),
    "match_games": (N_("Match"), N_("Games in a match; the players swap colours after each game. A win scores 2 "
                    "points, a draw 1 each.")),
}  # fmt: skip

#: The choices of the options that are choices, by their saved values: their names for players.
CHOICES: dict[str, str] = {
    # Translators: the choices of the rule options (Green's entry, Captures, Multi-jumps, No move)
    "opposite": N_("Opposite"), "any": N_("Any"), "free": N_("Free"), "compulsory": N_("Compulsory"),
    "may-stop": N_("May stop"), "must-continue": N_("Must continue"), "loses": N_("Loses"), "draw": N_("Draw"),
}  # fmt: skip

#: How each CPU level plays, as the registry says it (English, marked here for this game's catalogs).
HOW: dict[str, tuple[str, str]] = {
    # Translators: the CPU levels on the rules page: a name, then how it plays
    "easy": (N_("Easy"), N_("scores each move by what it leaves on the board (pieces, the Court, room to move, pieces "
             "that can be jumped), seeing only a reply that would win at once, and one move in four plays any move "
             "that does not lose at once")),
    "medium": (N_("Medium"), N_("looks two moves ahead, its move and your best reply, scoring the position by the same "
               "measures")),
    "hard": (N_("Hard"), N_("searches its moves and your replies several moves deep (alpha-beta within a fixed budget "
             "of positions, so it plays alike on every device), follows each exchange of captures to its end, and "
             "values holding the Court, pieces, room to move and pieces that cannot be jumped")),
}  # fmt: skip

#: The sources, as they are cited on the page.
SOURCES: tuple[str, ...] = (
    "`shared/seeds/002_ffd57030109f7a48.txt`: its opening fragment (the Court, the 48 squares around it, the two "
    "opening moves from opposing sides with no jumping, a piece in the Court at all times or the player loses), "
    "summarised in `shared/RULES.md` section 5.",
    "The nemestats entry (https://nemestats.com/UniversalGame/Details/5157), the BoardGameGeek description: an 8x8 "
    "board with its squares rotated 45 degrees, pieces moving as checkers kings, jumps as in checkers but over your "
    "own pieces too, without capturing them.",
    "The printed rules as restated by Geeky Hobbies' review of King's Court (1986) "
    "(https://www.geekyhobbies.com/kings-court-1986-board-game-review-and-rules/) and zpag.net "
    "(https://zpag.net/Jeux/kings_court_en.html): 24 orange and 24 green pieces alternating on the squares outside "
    "the middle, Orange first, Green entering from the other side, steps to an adjacent square above, below, left or "
    "right, players who \"can also choose to jump\" after the first two moves, jumps over either colour, as many as "
    "possible, changing direction, and pieces leaving the middle as long as another stays.",
    "Board Game Guys (https://boardgameguys.com/kings-court): designed by Christopher Wroth, 1986; the game ends when "
    "a player has no piece left in the centre, and the other player wins.",
    "Quantum Gambitz on Supercheckers (https://quantumgambitz.com/blog/games/draughtscheckers/kings-court-the-original"
    "-game-of-supercheckers): invented in 1979 as Supercheckers, sold by Western Publishing as King's Court (250,000 "
    "games in two seasons).",
    "A player's notes for a computer version (http://www.geocities.ws/granitor/old/kc.zip, its readme, 2000): the "
    "second move must come from the opposite side, "
    "neither opening move may jump, and a jump goes \"linear and right (not diagonal)\".",
)

#: Every decision the engine makes where the sources are silent or differ.
DECISIONS: tuple[str, ...] = (
    N_("Moves go along rows and columns of the 8x8 grid: to the four squares sharing an edge. On the original's board, "
       "turned 45 degrees, those are the four diagonal directions: \"as checkers kings\" (nemestats), \"above, below, "
       "to the left or to the right\" (the printed rules, on the board seen square) and \"linear and right (not "
       "diagonal)\" (the 2000 notes) all agree on it. A diagonal move in the grid cannot be meant: with the colours "
       "alternating, it keeps a piece on squares of its own colour's start, and no piece could ever meet one to "
       "capture."),
    N_("The start: the colours alternate like a chequerboard's, orange on a1. The other way round (green on a1) is the "
       "same game seen in a mirror, so it is not an option."),
    N_("Orange's first move steps a piece from outside the Court onto an empty Court square (eight choices). "
       "\"From the opposite side\" means Green's first step goes the opposite way: after d2-d3 (up onto rank 3), Green "
       "steps down from rank 7 onto rank 6 (two choices). The option Any lets Green enter from any side."),
    N_("No jumping in the two opening moves (every source)."),
    N_("Jumping is a choice: the printed rules say players \"can also choose to jump\". \"Jumps as in checkers\" "
       "(nemestats) could mean checkers' compulsory captures: that is the option Compulsory (and the preset Checkers' "
       "jumps)."),
    N_("A multi-jump may stop after any jump: the printed rules say a player \"can\" jump as many pieces as possible. "
       "Checkers' rule, jumping on while the piece can, is the option Must continue."),
    N_("A jumping piece never lands twice on the same square in one move, nor back where it started: your own pieces "
       "stay on the board, so without this a piece could jump to and fro for ever. A captured piece leaves the board "
       "as it is jumped (its square is free for a later landing of the same move)."),
    N_("The Court rule is checked when a move ends: a multi-jump may leave the Court and come back. A move that would "
       "leave you no piece in the Court is refused; a move is never refused for what it leaves the other player."),
    N_("After both opening moves, a player left with no piece in the Court (the last one captured) loses at once."),
    N_("A player who cannot move loses, as in checkers (rare: every piece boxed in, and the only pieces in the Court "
       "unable to move without emptying it). The option No move: draw makes it a draw."),
    N_("Draws: the same position (same pieces, same player to move) for the third time, or 50 moves by each player "
       "without a capture. The sources have none; without them two careful players could go to and fro for ever."),
    N_("The first player plays Orange and moves first; a match of two games lets each player play Orange once."),
)


def _play(rules: Rules) -> DocSection:
    if rules.opening is Opening.OPPOSITE:
        enter = _("Orange moves first: one piece steps onto the Court. Then Green steps a piece onto the Court from "
                  "the side of the Court opposite Orange's: if Orange stepped up onto it, Green steps down. No jumping "
                  "in these two moves.")
    else:
        enter = _("Orange moves first: one piece steps onto the Court. Then Green steps a piece onto the Court from "
                  "any side. No jumping in these two moves.")
    return DocSection("play", _("How to play"), _("King's Court (sold as Supercheckers too) is a board game for two, a "
                      "cousin of checkers: keep a piece in the Court at the centre of the board, and capture the other "
                      "side's last one there."), items=(
        _("The board has 8x8 squares, drawn turned 45 degrees; the 16 squares in the middle (c3 to f6) are the "
          "Court."),
        _("24 orange and 24 green pieces fill the 48 squares around the Court, the colours alternating."),
        enter,
        _("Then, in turn, each player moves one piece: a step to a neighbouring empty square, or a jump (below)."),
        _("You must always keep a piece in the Court: a move that would leave you none there is not allowed."),
        _("Capture the other side's last piece in the Court and you win."),
    ))  # fmt: skip


def _moves(rules: Rules) -> DocSection:
    if rules.captures is Captures.COMPULSORY:
        jump = _("Jump a neighbouring piece of either colour, landing on the empty square straight beyond it. An "
                 "opponent's piece you jump is captured; yours stays. When a capture is possible you must capture "
                 "(any capturing move will do).")
    else:
        jump = _("Jump a neighbouring piece of either colour, landing on the empty square straight beyond it. An "
                 "opponent's piece you jump is captured; yours stays. Jumping is never compulsory.")
    if rules.jumps is Jumps.MUST_CONTINUE:
        more = _("From where it lands the piece may jump again, turning as it likes, as one move. The piece must jump "
                 "on while it can (in any direction it likes). It never lands twice on the same square, nor back "
                 "where it started.")
    else:
        more = _("From where it lands the piece may jump again, turning as it likes, as one move. You may stop after "
                 "any jump or jump on. It never lands twice on the same square, nor back where it started.")
    # Translators: the terms of the Moves section (a step, a jump, a multi-jump)
    return DocSection("moves", _("Moves"), _("Every piece moves the same way, in any direction, as a king in "
                      "checkers."), (
        (pgettext("term", "Step"), _("Move a piece to a neighbouring empty square: up, down, left or right on the "
                                      "grid (diagonally on the turned board).")),
        (pgettext("term", "Jump"), jump),
        (pgettext("term", "Multi-jump"), more),
    ))  # fmt: skip


def _ending(rules: Rules) -> DocSection:
    items = [
        _("You win when you capture the other side's last piece in the Court (after both opening moves)."),
        _("A player who has no legal move loses.") if rules.blocked is Blocked.LOSES else
        _("A player who has no legal move draws the game."),
    ]  # fmt: skip
    if rules.repetition:
        items.append(ngettext("The same position (the same pieces, the same player to move) coming up {n} time is a "
                              "draw.", "The same position (the same pieces, the same player to move) coming up {n} "
                              "times is a draw.", rules.repetition).format(n=rules.repetition))  # fmt: skip
    if rules.quiet_moves:
        items.append(ngettext("{n} move by each player without a capture is a draw.",
                              "{n} moves by each player without a capture is a draw.",
                              rules.quiet_moves).format(n=rules.quiet_moves))  # fmt: skip
    return DocSection("ending", _("How a game ends"), "", items=tuple(items))


def _notation() -> DocSection:
    return DocSection("notation", _("Squares and moves in writing"), _("The squares are named as on a chessboard: "
                      "files a to h, ranks 1 to 8, a1 in Orange's corner and h8 in Green's; the Court is c3 to f6."), (
        ("c2-c3", _("A step from c2 to c3.")),
        ("c3xc5", _("A jump from c3 over c4 to c5 (x marks a jump, whatever it jumps).")),
        ("c3xc5xe5", _("A multi-jump: c3 over c4 to c5, then over d5 to e5.")),
    ))  # fmt: skip


def option_value(rules: Rules, key: str) -> str:
    """The value of option ``key`` in ``rules``, as players read it: ``Free``, ``3``, ``never``."""
    value = getattr(rules, key)
    if key in ("repetition", "quiet_moves") and value == 0:
        return _("never")
    return _(CHOICES[value.value]) if hasattr(value, "value") else str(value)


def _options(rules: Rules) -> DocSection:
    # Translators: an option with its value on the rules page: "Captures (Free)"
    entries = tuple((_("{option} ({value})").format(option=_(label), value=option_value(rules, key)), _(text))
                    for key, (label, text) in OPTIONS.items())  # fmt: skip
    base = Rules()
    items = []
    for pid, rules_ in PRESETS.items():
        changed = [_(OPTIONS[f.name][0]) for f in fields(Rules)
                   if f.name in OPTIONS and getattr(rules_, f.name) != getattr(base, f.name)]  # fmt: skip
        if changed:
            # Translators: a preset on the rules page; {changed} is a list of options' names ("Captures, Multi-jumps")
            text = _("{name} (`{id}`): the standard rules with {changed} changed.").format(
                name=_(rules_.name), id=pid, changed=_(", ").join(changed))
        else:
            text = _("{name} (`{id}`): the rules as printed.").format(name=_(rules_.name), id=pid)
        items.append(text)
    return DocSection("options", _("Options and presets"), _("The options of a table and the named sets of them "
                      "(presets); this page describes the rules with the options marked."), entries,
                      tuple(items))  # fmt: skip


def _decisions() -> DocSection:
    return DocSection("decisions", _("Where the sources are silent or differ"), _("The sources agree on the game; "
                      "where they leave a point open, the game decides as below, and the options offer the other "
                      "readings."), items=tuple(_(d) for d in DECISIONS))  # fmt: skip


def _levels() -> DocSection:
    levels = []
    for lv in KINGS_COURT.offered_levels:
        title, how = HOW[lv.id] if lv.id in HOW else (lv.id.capitalize(), lv.how)
        how = _(how)
        levels.append((_(title), _("{how}.").format(how=how[:1].upper() + how[1:])))
    return DocSection("levels", _("CPU players"), _("Nothing is hidden in King's Court: a CPU player sees the board as "
                      "you do. Every level varies its choice between equally good moves, so games differ."),
                      tuple(levels))  # fmt: skip


def sections(rules: Rules) -> tuple[DocSection, ...]:
    """The rules page for ``rules``, in reading order, in the language in use."""
    return (_play(rules), _moves(rules), _ending(rules), _notation(), _decisions(), _options(rules), _levels())


def render(rules: Rules | None = None) -> str:
    """The rules page as Markdown (the standard rules unless told otherwise), with its sources."""
    rules = rules or Rules()
    lines = ["# King's Court: rules, options and CPU players", "",
             "Generated from the engine (`python -m kings.kings_court.rulesdoc > docs/kings-court-rules.md`): this "
             "page cannot disagree with what the game enforces."]  # fmt: skip
    for section in sections(rules):
        lines += ["", f"## {section.title}", ""]
        if section.intro:
            lines += [section.intro, ""]
        lines += [f"- **{term}**: {text}" for term, text in section.entries]
        if section.entries and section.items:
            lines.append("")
        lines += [f"- {item}" for item in section.items]
    lines += ["", "## Sources", ""] + [f"- {source}" for source in SOURCES]
    return "\n".join(lines).rstrip("\n") + "\n"


if __name__ == "__main__":
    print(render(), end="")
