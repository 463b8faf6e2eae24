"""Kings in the Corner's guide for a new player (pure): its rules page and its tutorial.

The in-game rules page, generated from the engine's own rules data (pure).

Like ``docs/rules.md`` (:mod:`kings.corners.rulesdoc`), it is built from the option catalogue
(:data:`kings.corners.options.OPTIONS`), the presets and the list of decisions
(:data:`~kings.corners.options.DECISIONS`), so the page cannot disagree with the engine.
:mod:`web.shell.dom_help` draws the sections as headings, definition lists and lists (text only).

>>> sections = rules_page(preset("kleplek"))
>>> sections[0].title, sections[0].entries[-1]
('The rules of this game: Kleplek 10-5-1', Entry(term='First-turn bonus', text='5 (standard: 0)'))

The first-deal tutorial: a fixed seeded deal and four steps checked by the engine (pure).

You play a two-player deal against an easy CPU (seed :data:`SEED`, standard rules) whose first
turn holds one of each lesson: a build, a king to a corner, a pile move and the end of the turn.
Each step accepts any legal move of its kind and refuses the others with the step's words; the
move it suggests (and the table highlights) is the engine's first legal move of that kind.

>>> t = Tutorial()
>>> deal = t.session().shown
>>> t.step.key, str(t.suggestion(deal))
('build', '6D>N')
>>> t.check(deal, t.suggestion(deal)) is None, t.check(deal, END_TURN) is not None
(True, True)
"""

from __future__ import annotations

from dataclasses import dataclass, field

from kings import registry
from kings.corners import CARD_VALUES, END_TURN, PRESETS, Deal, Move, Play, Rules, Shift, preset
from kings.corners.options import DECISIONS, OPTIONS, Option
from kings.corners.presets import PRESET_GUIDE, PRESET_NOTES, PRESET_SOURCES, STANDARD
from kings.corners.rulesdoc import _get, _value, differences
from web.corners import narrate
from web.corners.session import Session
from web.corners.setup import Setup
from web.shell.rulesview import CREDITS, Entry, Section
from web.shell.seats import make_seats

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


SEED = 35  #: standard rules, two players: you start with 6♦ for the 7♣, K♥ for a corner, and N fits on E


@dataclass(frozen=True, slots=True)
class Step:
    key: str  #: ``build``, ``king``, ``shift``, ``end``
    title: str
    lesson: str  #: the rule, in general
    how: str  #: what to do now; ``{move}`` becomes the suggested move in words


STEPS: tuple[Step, ...] = (
    Step("build", "Build on a pile",
         "A card goes on a pile whose top card is one rank higher and of the other colour: a red 6 on a black 7.",
         "Now {move}: pick the card up (tap it, or Enter on it), then tap the pile (or press its key)."),
    Step("king", "A king to a corner",
         "Only a king can start one of the four corner piles.",
         "Now {move}: pick up the king, then tap an empty corner."),
    Step("shift", "Move a whole pile",
         "A pile can join another when its bottom card fits that pile's top card: it moves as a block.",
         "Now {move}: pick up the pile (tap it, or Enter on it), then tap where it goes."),
    Step("end", "End your turn",
         "When you have played what you want, end the turn; under these rules you draw one card.",
         "Press Draw & end turn (or the T key)."),
)  # fmt: skip

DONE_TITLE = "Tutorial complete"
DONE_TEXT = ("Well done: you built, started a corner, moved a pile and ended your turn. That is the whole game: "
             "be the first to play every card. An empty N/E/S/W space takes any card. Go back to your game "
             "when you are ready, or play this deal on.")  # fmt: skip


def fits(step: Step, deal: Deal, move: Move) -> bool:
    """Whether ``move`` is the kind of move ``step`` teaches (legality is the engine's business)."""
    if step.key == "build":
        return isinstance(move, Play) and not move.pile.is_corner and bool(deal.piles[move.pile])
    if step.key == "king":
        return isinstance(move, Play) and move.pile.is_corner and move.card.stands_for.rank.code == "K"
    if step.key == "shift":
        return isinstance(move, Shift)
    return move == END_TURN


@dataclass(slots=True)
class Tutorial:
    """Where the player is in the tutorial; :meth:`check` then :meth:`passed` for each move."""

    index: int = 0
    done: bool = False
    _session: Session | None = field(default=None, repr=False)

    def session(self) -> Session:
        """The tutorial's match: you against Ada (easy), standard rules, seed :data:`SEED`."""
        if self._session is None:
            self._session = Session.new(Setup(make_seats(["human", "easy"]), preset("standard")), SEED)
        return self._session

    @property
    def step(self) -> Step:
        return STEPS[min(self.index, len(STEPS) - 1)]

    def suggestion(self, deal: Deal) -> Move | None:
        """The engine's first legal move of the step's kind (what the table highlights)."""
        if self.done:
            return None
        return next((m for m in deal.legal_moves() if fits(self.step, deal, m)), None)

    def instruction(self, deal: Deal) -> str:
        move = self.suggestion(deal)
        words = narrate.phrase(move, deal.piles) if move is not None else "play on"
        if isinstance(move, Play) and not move.pile.is_corner:
            words += f" (the {move.pile.word} pile)"
        elif isinstance(move, Shift):
            words += f" (from the {move.source.word} pile to the {move.target.word} pile)"
        return f"{self.step.lesson} {self.step.how.format(move=words)}"

    def check(self, deal: Deal, move: Move) -> str | None:
        """None if ``move`` is what the step asks for, else what to do instead (in words)."""
        if self.done or fits(self.step, deal, move):
            return None
        return f"Not yet: this step is “{self.step.title}”. {self.instruction(deal)}"

    def passed(self, move: Move) -> None:
        """A move of the step was played: on to the next step (or done after the last)."""
        if not self.done:
            self.index += 1
            self.done = self.index >= len(STEPS)

    def progress(self) -> str:
        return DONE_TITLE if self.done else f"Tutorial, step {self.index + 1} of {len(STEPS)}: {self.step.title}"
