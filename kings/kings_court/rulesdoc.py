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

from kings.kings_court.rules import PRESETS, Blocked, Captures, Jumps, Opening, Rules
from kings.registry import KINGS_COURT
from kings.rulesdoc import DocSection

#: Every option of :class:`~kings.kings_court.rules.Rules`: its name for players and what it changes.
OPTIONS: dict[str, tuple[str, str]] = {
    "opening": ("Green's entry", "Opposite: Green's first piece enters the Court from the side opposite Orange's. "
                "Any: from any side."),
    "captures": ("Captures", "Free: jumping is a choice like any other move. Compulsory: when a capture is possible, "
                 "the move must capture (any capture will do)."),
    "jumps": ("Multi-jumps", "May stop: after any jump you may stop or jump on. Must continue: the piece jumps on "
              "while it can (any way it likes, not necessarily the longest)."),
    "blocked": ("No move", "Loses: a player who cannot move loses, as in checkers. Draw: the game is drawn."),
    "repetition": ("Repetition", "The same position (the same pieces, the same player to move) for this many times "
                   "draws the game; 0: never."),
    "quiet_moves": ("No-capture limit", "This many moves by each player without a capture draw the game; 0: never."),
    "match_games": ("Match", "Games in a match; the players swap colours after each game. A win scores 2 points, a "
                    "draw 1 each."),
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
    "Moves go along rows and columns of the 8x8 grid: to the four squares sharing an edge. On the original's board, "
    "turned 45 degrees, those are the four diagonal directions: \"as checkers kings\" (nemestats), \"above, below, to "
    "the left or to the right\" (the printed rules, on the board seen square) and \"linear and right (not diagonal)\" "
    "(the 2000 notes) all agree on it. A diagonal move in the grid cannot be meant: with the colours alternating, it "
    "keeps a piece on squares of its own colour's start, and no piece could ever meet one to capture.",
    "The start: the colours alternate like a chequerboard's, orange on a1. The other way round (green on a1) is the "
    "same game seen in a mirror, so it is not an option.",
    "Orange's first move steps a piece from outside the Court onto an empty Court square (eight choices). "
    "\"From the opposite side\" means Green's first step goes the opposite way: after d2-d3 (up onto rank 3), Green "
    "steps down from rank 7 onto rank 6 (two choices). The option Any lets Green enter from any side.",
    "No jumping in the two opening moves (every source).",
    "Jumping is a choice: the printed rules say players \"can also choose to jump\". \"Jumps as in checkers\" "
    "(nemestats) could mean checkers' compulsory captures: that is the option Compulsory (and the preset Checkers' "
    "jumps).",
    "A multi-jump may stop after any jump: the printed rules say a player \"can\" jump as many pieces as possible. "
    "Checkers' rule, jumping on while the piece can, is the option Must continue.",
    "A jumping piece never lands twice on the same square in one move, nor back where it started: your own pieces "
    "stay on the board, so without this a piece could jump to and fro for ever. A captured piece leaves the board as "
    "it is jumped (its square is free for a later landing of the same move).",
    "The Court rule is checked when a move ends: a multi-jump may leave the Court and come back. A move that would "
    "leave you no piece in the Court is refused; a move is never refused for what it leaves the other player.",
    "After both opening moves, a player left with no piece in the Court (the last one captured) loses at once.",
    "A player who cannot move loses, as in checkers (rare: every piece boxed in, and the only pieces in the Court "
    "unable to move without emptying it). The option No move: draw makes it a draw.",
    "Draws: the same position (same pieces, same player to move) for the third time, or 50 moves by each player "
    "without a capture. The sources have none; without them two careful players could go to and fro for ever.",
    "The first player plays Orange and moves first; a match of two games lets each player play Orange once.",
)


def _play(rules: Rules) -> DocSection:
    entry = ("from the side of the Court opposite Orange's: if Orange stepped up onto it, Green steps down"
             if rules.opening is Opening.OPPOSITE else "from any side")  # fmt: skip
    return DocSection("play", "How to play", "King's Court (sold as Supercheckers too) is a board game for two, a "
                      "cousin of checkers: keep a piece in the Court at the centre of the board, and capture the other "
                      "side's last one there.", items=(
        "The board has 8x8 squares, drawn turned 45 degrees; the 16 squares in the middle (c3 to f6) are the Court.",
        "24 orange and 24 green pieces fill the 48 squares around the Court, the colours alternating.",
        "Orange moves first: one piece steps onto the Court. Then Green steps a piece onto the Court " + entry + ". "
        "No jumping in these two moves.",
        "Then, in turn, each player moves one piece: a step to a neighbouring empty square, or a jump (below).",
        "You must always keep a piece in the Court: a move that would leave you none there is not allowed.",
        "Capture the other side's last piece in the Court and you win.",
    ))  # fmt: skip


def _moves(rules: Rules) -> DocSection:
    capture = ("When a capture is possible you must capture (any capturing move will do)."
               if rules.captures is Captures.COMPULSORY else "Jumping is never compulsory.")  # fmt: skip
    more = ("The piece must jump on while it can (in any direction it likes)." if rules.jumps is Jumps.MUST_CONTINUE
            else "You may stop after any jump or jump on.")  # fmt: skip
    return DocSection("moves", "Moves", "Every piece moves the same way, in any direction, as a king in checkers.", (
        ("Step", "Move a piece to a neighbouring empty square: up, down, left or right on the grid (diagonally on "
         "the turned board)."),
        ("Jump", "Jump a neighbouring piece of either colour, landing on the empty square straight beyond it. An "
         f"opponent's piece you jump is captured; yours stays. {capture}"),
        ("Multi-jump", "From where it lands the piece may jump again, turning as it likes, as one move. " + more +
         " It never lands twice on the same square, nor back where it started."),
    ))  # fmt: skip


def _ending(rules: Rules) -> DocSection:
    blocked = "loses" if rules.blocked is Blocked.LOSES else "draws the game"
    items = [
        "You win when you capture the other side's last piece in the Court (after both opening moves).",
        f"A player who has no legal move {blocked}.",
    ]
    if rules.repetition:
        items.append(f"The same position (the same pieces, the same player to move) for the {_nth(rules.repetition)} "
                     "time is a draw.")  # fmt: skip
    if rules.quiet_moves:
        items.append(f"{rules.quiet_moves} moves by each player without a capture is a draw.")
    return DocSection("ending", "How a game ends", "", items=tuple(items))


def _nth(n: int) -> str:
    return {2: "second", 3: "third", 4: "fourth", 5: "fifth"}.get(n, f"{n}th")


_NOTATION = DocSection("notation", "Squares and moves in writing", "The squares are named as on a chessboard: files a "
                       "to h, ranks 1 to 8, a1 in Orange's corner and h8 in Green's; the Court is c3 to f6.", (
    ("c2-c3", "A step from c2 to c3."),
    ("c3xc5", "A jump from c3 over c4 to c5 (x marks a jump, whatever it jumps)."),
    ("c3xc5xe5", "A multi-jump: c3 over c4 to c5, then over d5 to e5."),
))  # fmt: skip


def _options(rules: Rules) -> DocSection:
    def state(name: str) -> str:
        value = getattr(rules, name)
        if name in ("repetition", "quiet_moves") and value == 0:
            return "never"
        return str(value.value) if hasattr(value, "value") else str(value)

    entries = tuple((f"{label} ({state(name)})", text) for name, (label, text) in OPTIONS.items())
    base = Rules()
    items = []
    for pid, rules_ in PRESETS.items():
        changed = [OPTIONS[f.name][0] for f in fields(Rules)
                   if f.name in OPTIONS and getattr(rules_, f.name) != getattr(base, f.name)]  # fmt: skip
        what = f"the standard rules with {', '.join(changed)} changed" if changed else "the rules as printed"
        items.append(f"{rules_.name} (`{pid}`): {what}.")
    return DocSection("options", "Options and presets", "The options of a table and the named sets of them (presets); "
                      "this page describes the rules with the options marked.", entries, tuple(items))  # fmt: skip


_DECISIONS = DocSection("decisions", "Where the sources are silent or differ", "The sources agree on the game; where "
                        "they leave a point open, the game decides as below, and the options offer the other "
                        "readings.", items=DECISIONS)  # fmt: skip


def _levels() -> DocSection:
    return DocSection("levels", "CPU players", "Nothing is hidden in King's Court: a CPU player sees the board as you "
                      "do. Every level varies its choice between equally good moves, so games differ.",
                      tuple((lv.description.split(":")[0], lv.how[0].upper() + lv.how[1:] + ".")
                            for lv in KINGS_COURT.offered_levels))  # fmt: skip


def sections(rules: Rules) -> tuple[DocSection, ...]:
    """The rules page for ``rules``, in reading order."""
    return (_play(rules), _moves(rules), _ending(rules), _NOTATION, _DECISIONS, _options(rules), _levels())


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
