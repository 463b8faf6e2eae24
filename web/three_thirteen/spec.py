"""3-13's declaration (pure): who plays and by which rules (the new-game dialog's form, the address), what the
player chose last, the game at the table, its CPU players, how to play, its tutorial and its keys. The shell does the
rest: its :class:`~web.shell.newgame.TableSpec` (:data:`TABLE`) names these to the controller.

Two to eight seats, each a human or a CPU level (the engine registry's); the rules are one of the engine's
presets or a custom choice of its options (:data:`OPTIONS`), so the dialog cannot offer an option the engine
does not know.

>>> setup = Setup.from_form([("Ann", "human"), ("", "hard"), ("", "medium")], "jokers", {}, "7")
>>> [s.name for s in setup.seats], setup.rules.id, setup.seed
(['Ann', 'Ada', 'Ben'], 'jokers', 7)
>>> FORM.rules_from_form(preset("standard"), {"ace_high": "on"}).id
'aces-high'

3-13's address: ``?game=three-thirteen&seed=42&rules=jokers&players=3&level=hard``. Parameters (all optional; any
one of seed, rules, players, seats, level or names starts a new game): ``seed`` (a whole number), ``rules`` (a
preset id), ``players`` (2 to 8: you and CPUs of ``level``), ``level`` (easy, medium, hard), ``seats`` (kinds, one
per seat, overriding players and level), ``names`` (comma-separated), ``speed`` (slow, normal, fast, instant). A
bad value gets a notice and a default.

>>> req = Setup.from_address("?seed=42&rules=jokers&players=4&level=hard")
>>> req.setup.seed, req.setup.rules.id, [s.kind for s in req.setup.seats], req.errors
(42, 'jokers', ['human', 'hard', 'hard', 'hard'], ())
>>> Setup.from_address("?players=12").errors
('players: 12 is not 2 to 8; using 3.',)

A game of 3-13 at the table (:class:`Session`, pure, JSON round trip): the engine's game (its eleven rounds), who sits
where, what the table shows, on the shell's :class:`~web.shell.match_session.MatchSession`. ``shown`` is the round on
the table: the one in progress, or the one that just ended (its hands laid down) until the next is dealt. ``order`` is
the viewer's own order of their cards when they arrange the hand themselves (card keys, ``7H`` and ``7H#2`` for a
second one), kept across reloads. Saved as the game's record (rules + seed + every round's moves), which replays it
exactly.

>>> s = Session.new(Setup.first(), seed=42)
>>> s = s.play(s.shown.legal_moves()[0])
>>> Session.from_dict(s.to_dict()) == s
True

Its CPU players: the seeds of a CPU move and of a hint; the shell does the rest (its loop
:class:`web.shell.cpuloop.CpuLoop`, Hint button :class:`web.shell.hinting.Hints` and, the players being the engine's
own, worker thinker :func:`web.shell.thinker.engine_thinker`). A hard CPU thinks in the worker, and a hint too once
the worker runs.

>>> from kings.three_thirteen.api import MatchRecord
>>> from kings.three_thirteen.match import Match
>>> from web.shell.thinker import engine_thinker
>>> match = Match.new(Rules(), 42, 3)
>>> seat = match.match_seat(match.round.acting)
>>> engine_thinker(GAME).think(MatchRecord.of(match).to_json(), seat, "medium", 7) in {str(m) for m in
...                                                                                    match.round.legal_moves()}
True

Its rules page is generated from the engine's own rules data: the words are the engine's
(:mod:`kings.three_thirteen.rulesdoc`, which also writes docs/three-thirteen-rules.md).

Its short tutorial: the first turn of a game on a fixed deal, a step at a time. You hold 7♣ K♣ 7♦ and the discard
pile shows 7♠: take it, and the three sevens are a set; discard the K♣ and go out. The steps say why, and what
comes next. Nothing of the tutorial's game is saved or counted.

>>> t, session = tutorial()
>>> [c.code for c in session.shown.hands[0]], session.shown.pile[-1].code, t.progress()
(['7C', 'KC', '7D'], '7S', 'Step 1 of 5')

Its keys: your hand is one Tab stop (the arrow keys move between the cards); Enter or Space picks the card under
focus to discard, and again (or ``P``) throws it on the pile. ``D`` draws from the stock, ``P`` takes the top
discard (or throws the picked card), ``G`` goes out when you can. With your own order, ``Shift+←`` and ``Shift+→``
move the card under focus.

>>> command = KEYMAP.command
>>> command("d"), command("G"), command("?"), command("x"), command("h", ctrl=True)
(('action', 'stock'), ('action', 'out'), ('keys', ''), None, None)
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from kings import registry
from kings.i18n import N_
from kings.three_thirteen.api import MatchRecord
from kings.three_thirteen.match import Match, RoundResult
from kings.three_thirteen.round import Round
from kings.three_thirteen.rules import MAX_PACKS, MAX_PLAYERS, MAX_REBUILDS, MIN_PLAYERS, PRESETS, Rules, preset
from web.shell import protocols
from web.shell.daily import seated
from web.shell.features import FeatureSpec
from web.shell.keyhelp import KeyHelp, Keymap
from web.shell.match_session import MatchSession
from web.shell.newgame import TableSpec
from web.shell.players import CpuSpec
from web.shell.rulesview import CREDITS, Section, from_doc
from web.shell.settingsio import TableSettings
from web.shell.setupform import FormSetup, Option, RulesForm, cpu_levels
from web.shell.tutorial import Step, every_move, on_a_fixed_deal
from web.three_thirteen import GAME, words
from web.three_thirteen.results import deal_score
from web.three_thirteen.viewmodels import TableView

# -- who plays, by which rules ---------------------------------------------------------------------------------------
#: The CPU levels a player may choose (the engine registry's), weakest first, and one plain sentence on each.
LEVELS, LEVEL_LINES = cpu_levels(registry.game(GAME))

OPTIONS: tuple[Option, ...] = (
    Option("ace_high", N_("Aces high or low"), N_("A-2-3 and Q-K-A are both runs; an ace left in hand costs 15."),
           main=True),
    Option("high_faces", N_("Jacks 11, queens 12, kings 13"), N_("Face cards left in hand cost their rank, not 10."),
           main=True),
    Option("jokers", N_("Jokers"), N_("Jokers are wild in every round; one left in hand costs 20."), "choice",
           (("0", N_("None")), ("1", N_("One a pack")), ("2", N_("Two a pack"))), main=True, numeric=True),
    Option("wild_melds", N_("Melds of wild cards alone"), N_("A set or run may be made of wild cards only.")),
    Option("fourteen_round", N_("A 14-card round"), N_("A twelfth round deals 14 cards, aces wild.")),
    Option("tie_break", N_("A bonus round breaks a tie"), N_("Players tied for the lowest total play one more round.")),
    Option("packs", N_("Packs"), N_("How many packs are shuffled together."), "choice",
           (("0", N_("One for every two players")), *((str(n), str(n)) for n in range(1, MAX_PACKS + 1))),
           numeric=True),
    Option("stock_rebuilds", N_("Stock rebuilds"), N_("How many times a round's stock is made again from the discards "
           "before its running out ends the round."), "int", low=0, high=MAX_REBUILDS),
)  # fmt: skip

#: The preset menu's sentence on each preset: what it changes for the player (translated where shown).
ABOUT: dict[str, str] = {
    "standard": N_("Eleven rounds, 3 to 13 cards; the rank dealt is wild; aces low."),
    "aces-high": N_("Aces count high or low in runs; an ace left in hand costs 15."),
    "face-values": N_("Jacks, queens and kings left in hand cost 11, 12 and 13."),
    "jokers": N_("Two jokers a pack, wild in every round; one left in hand costs 20."),
    "no-wild-melds": N_("A meld needs at least one card that is not wild."),
    "deuces-arent-wild": N_("A twelfth round of 14 cards, jokers, and a bonus round to break a tie."),
}

#: 3-13's new-game dialog: two to eight seats, the engine's presets and options (the engine checks the packs); its
#: words are translated where the dialog is drawn (web/shell/setupform.py)
FORM = RulesForm(
    "3-13", tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1)), LEVELS, LEVEL_LINES, PRESETS, ABOUT, OPTIONS,
    notes=(N_("Three or four players play with two packs mixed, five or six with three, seven or eight with four."),),
    start=3,
    build=lambda base, changes: replace(base, **changes).validate(), check=Rules.validate,
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class Setup(FormSetup[Rules]):
    """Everything needed to start a game. ``seed`` None means a fresh random seed."""

    form = FORM


# -- what the player chose last --------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Settings(TableSettings[Setup]):
    """What the player chose last: the shared prefs (``kings.prefs``) and 3-13's own
    (``kings.three-thirteen.settings``): the new-game setup and whether the hand is arranged into its melds."""

    setup_type = Setup
    first_setup = staticmethod(Setup.first)

    arrange: bool = True  #: the hand is laid out in its melds by the game; False: in the player's own order


# -- the game at the table ------------------------------------------------------------------------------------------
MAX_ORDER = 40  #: the most card keys a saved order may hold (a hand has at most 15 cards)


@dataclass(frozen=True, slots=True)
class Session(MatchSession[Match, Round]):
    """The game in progress, its seats, and which human's hand the screen shows."""

    game, match_type, record, most = GAME, Match, MatchRecord, MAX_PLAYERS

    order: tuple[str, ...] = ()  #: the viewer's own order of their cards (when they arrange them)

    def ended(self, result: RoundResult) -> Round:
        """A finished round as the table shows it: every hand laid down."""
        return result.final

    @property
    def shown_seats(self) -> tuple[int, ...]:
        """The match seat of each seat of :attr:`shown` (all of them, but in a bonus round): the shell's Seated reads
        the round's seat of a match seat (``deal_seat``) and the names by seat of the round (``names``) from it."""
        if self.match.round is not None:
            return self.match.seats
        return self.match.results[-1].seats

    def next_deal(self) -> Session:
        return replace(self, match=self.match.next_deal(), order=())

    def take_device(self) -> Session:
        """The player to act has the device: show their cards (in the game's order)."""
        return replace(self, viewer=self.to_act, order=()) if self.needs_handoff else self

    def arranged(self, order: tuple[str, ...]) -> Session:
        """The viewer's own order of their cards (each key once)."""
        return replace(self, order=tuple(dict.fromkeys(order))[:MAX_ORDER])

    def own(self) -> dict[str, Any]:
        return {"order": list(self.order)}

    @classmethod
    def read_own(cls, data: dict[str, Any]) -> dict[str, Any]:
        """The saved order, if it is a short list of card keys (else none)."""
        order = data.get("order", [])
        if not isinstance(order, list) or len(order) > MAX_ORDER or not all(isinstance(k, str) and len(k) < 8
                                                                             for k in order):  # fmt: skip
            order = []
        return {"order": tuple(dict.fromkeys(order))}


# -- the CPU players -------------------------------------------------------------------------------------------------
CPU: CpuSpec[Session] = CpuSpec(game=GAME, turn_key=Session.turn_key, hint_key=Session.hint_key,
                                hint_boots_worker=False)  # fmt: skip


# -- how to play, the tutorial, the keys -----------------------------------------------------------------------------
#: How to play, in short, before the full rules: what the table does for the player.
HOW_TO_PLAY = Section(
    "how", N_("How to play"),
    N_("Eleven rounds of rummy: the first deals 3 cards each, each next one more, up to 13. The rank equal to the "
       "number of cards dealt is wild: threes in the first round, kings in the last."),
    items=(
        N_("A turn: draw the top of the stock or of the discard pile, then discard a card."),
        N_("Melds: sets (three or more of a rank) and runs (three or more of a suit in a row, aces low). Wild cards "
           "stand for any card: on the table a gold ★ on a card's left edge marks it wild, and in a meld a gold tag on "
           "it says what it stands for (K♦)."),
        N_("Going out: when every card but one melds, discard it and go out; everyone else has one more turn."),
        N_("Cards left over cost their points (ace 1, two to ten their number, faces 10); the lowest total after the "
           "last round wins."),
        N_("Playing: tap the stock or the pile to draw; tap a card, then the pile, to discard. Go out shows when you "
           "can. Your hand is laid out in its melds, or in your own order (Arrange). Press ? for the keys."),
    ),
)  # fmt: skip (translated where the page is drawn: web/shell/dom_help.py)


def rules_page(current: Rules | None = None) -> tuple[Section, ...]:
    """The sections of the rules page for ``current`` (the game on the table; the standard rules if None)."""
    from kings.three_thirteen.rulesdoc import sections  # the page's text loads when the page is opened

    return (HOW_TO_PLAY, *from_doc(sections(current or preset("standard"))), CREDITS)


SEED = 268  #: you play first, and the top discard makes a set with two of your cards

STEPS: tuple[Step, ...] = (
    Step(N_("Welcome to 3-13"), N_("Eleven rounds: the first deals 3 cards, each next one more, up to 13. The rank "
         "equal to the cards dealt is wild: threes now, kings in the last round. Meld your cards into sets (three of a "
         "rank) and runs (three in a row of one suit); cards left over cost points. Lowest total wins.")),
    Step(N_("Draw"), N_("Each turn begins with a draw: the top of the stock, or the top of the discard pile. The 7♠ "
         "makes a set with your 7♣ and 7♦: tap the discard pile to take it."), moves=1),
    Step(N_("Go out"), N_("Your hand is laid out in its melds: a set of sevens, and the K♣ left over. When every card "
         "but one melds you may go out: press Go out, or tap the K♣ and then the pile, to discard it and go out."),
         moves=1),
    Step(N_("One more turn each"), N_("After someone goes out, everyone else has one more turn; then every hand is "
         "laid down and what is left over counts against it. Yours counts nothing this round.")),
    Step(N_("That's the game"), N_("Next round deals four cards and fours are wild, and so on. Hint shows what the "
         "hard CPU would do; Rules has every detail. Good luck!")),
)  # fmt: skip (translated where shown: web/shell/tutorial.py)


#: the tutorial's game: you and a medium CPU, standard rules, the fixed deal; every move (a draw, a discard) counts
tutorial = on_a_fixed_deal(STEPS, Session, Setup, preset("standard"), SEED)


# -- the keys --------------------------------------------------------------------------------------------------------

#: The keys dialog's rows, in English (marked for the catalogs; the dialog translates them: web/shell/dom_help.py,
#: a key's letter or arrow staying as it is)
KEYS: tuple[tuple[str, tuple[KeyHelp, ...]], ...] = (
    (N_("Moving around"), (
        KeyHelp("Tab / Shift+Tab", N_("Go to your hand (one stop), the stock and the pile, the buttons")),
        KeyHelp("← →", N_("Move between the cards of your hand")),
        KeyHelp("Shift+← / Shift+→", N_("With your own order (A): move the card under focus")),
    )),
    (N_("Playing"), (
        KeyHelp("D", N_("Draw from the stock")),
        KeyHelp("P", N_("Take the top card of the discard pile; with a card picked, discard it there")),
        KeyHelp(N_("Enter or Space"), N_("On a card: pick it to discard (again: discard it)")),
        KeyHelp("G", N_("Go out, when every card but one melds")),
        KeyHelp("H", N_("Hint: what the hard CPU would do")),
        KeyHelp("A", N_("Lay the hand out in its melds, or keep your own order")),
        KeyHelp(N_("Escape"), N_("Put back the card you picked (or close a dialog)")),
    )),
    (N_("Hearing the game"), (
        KeyHelp("I", N_("Everything: the round, whose turn, your hand, the table, the scores")),
        KeyHelp("C", N_("Your hand and its melds")),
        KeyHelp("T", N_("The table: the discard pile, the stock and what each player did last")),
        KeyHelp("O", N_("The scores")),
        KeyHelp("?", N_("This list of keys")),
    )),
)  # fmt: skip


#: The game's single keys (they never fire while typing in a form).
KEYMAP = Keymap.of({"d": "stock", "p": "pile", "g": "out", "h": "hint", "a": "arrange", "escape": "cancel"},
                   say={"c": "hand", "t": "table", "o": "scores"})


#: What 3-13's table says around the game: speech, tutorial, dialogs and statistics.
FEATURES = FeatureSpec(
    keys=KEYS, rules_page=rules_page, speak=words.say, tutorial=tutorial, step_counts=every_move,
    offer_title=N_("New to 3-13?"),
    offer_text=N_("A short tutorial plays your first turn: taking a card that makes a set, and going out."),
    deal_score=deal_score, move_words=words.move_words, move_sound=words.move_sound,
)  # fmt: skip


Ui = protocols.Ui[TableView, Settings]  #: the page, as the controller sees it

#: 3-13's table, as its controller reads it: the new-game dialog and the address (from :class:`Setup`'s form,
#: with a shared address for preset rules), the settings, the CPU players and what the table says.
TABLE = TableSpec(game=GAME, setup=Setup, settings=Settings, cpu=CPU, features=FEATURES)

#: The daily deal (web/shell/daily.py: the shell deals it, logs it and offers it).
DAILY = seated(Setup, ("hard", "hard"), N_("you against two hard CPUs, standard rules"))
