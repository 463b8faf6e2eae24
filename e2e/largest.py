"""Each game's largest states, as saved games (issue 46): the longest hand a player can hold, the whole auction with
every bid shown, the most players with the longest names, every end screen with the most rows, Klondike's longest
columns. e2e/test_fit_largest.py opens each at every size of e2e/fit.py, light and dark, and runs every check there.

A state is built here with the engine and the game's own session (pure Python, the same code the page runs), played
by seeded moves to the moment wanted, and put in the page's storage as the game's saved match: the page resumes it as
it would a game left there by a player. Each builder is deterministic (fixed seeds and first-choice moves).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import cache
from typing import Any

from e2e.largest_king import (
    king_auction_late,
    king_auction_match,
    king_dealt_by_you,
    king_full_trick,
    king_session,
    king_settle,
)
from e2e.long_names import CUP_LONG, LONG
from kings.seeding import Rng
from web.shell.seats import HUMAN, make_seats
from web.shell.storage import MemoryBackend, Store


@dataclass(frozen=True)
class Largest:
    """One state: the game, what the page's ``<body data-state>`` says once it shows it, and its storage."""

    game: str
    state: str
    storage: Callable[[], dict[str, str]]
    click: str = ""  #: a control to press once it shows (a dialog to open over it, a piece to pick), or ""
    opens: str = "dialog[open]"  #: what shows once ``click`` is pressed
    #: the sizes (e2e/fit.py's) where an end shows whole with nothing scrolled: the banner in the window, its table's
    #: box holding every row and the words under them (Kings Cup's rule that ranks the players lay a scroll away)
    whole: tuple[str, ...] = ()


def stored(game: str, session: Any) -> dict[str, str]:
    """The page's localStorage holding ``session`` as ``game``'s saved game."""
    backend = MemoryBackend()
    Store(backend).for_game(game).save("match", session.to_dict())
    return dict(backend.data)


# -- Kings in the Corner ---------------------------------------------------------------------------------------------
def corners_crowded() -> Any:
    """Six players with the longest names, your turn with the biggest hand of a deal you only draw in (the CPUs
    playing on), the piles as long as they grow."""
    from kings.corners import END_TURN, preset
    from kings.corners.players import make_player
    from web.corners.session import Session
    from web.corners.spec import Setup

    s = Session.new(Setup(make_seats([HUMAN, "medium", "medium", "medium", "medium", "medium"],
                                     ["You", *LONG[:5]]), preset("standard")), 41)  # fmt: skip
    bot, rng, best = make_player("medium"), Rng(3), None
    while s.in_deal:
        deal = s.shown
        if deal.acting == 0:
            if best is None or len(deal.hands[0]) >= len(best.shown.hands[0]):
                best = s
            s = s.play(END_TURN if END_TURN in deal.legal_moves() else deal.legal_moves()[0])
        else:
            assert deal.acting is not None  # (in a deal, someone acts)
            s = s.play(bot.choose(deal.observe(deal.acting), deal.legal_moves(), rng))
    assert best is not None
    return best


def corners_match_over() -> Any:
    """A whole match of six with the longest names: the end screen with the most rows."""
    from kings.corners import preset
    from web.corners.session import Session
    from web.corners.spec import Setup

    s = Session.new(Setup(make_seats([HUMAN, "easy", "easy", "easy", "easy", "easy"], ["You", *LONG[:5]]),
                          preset("standard")), 7)  # fmt: skip
    while not s.match.over:
        s = s.play(s.shown.legal_moves()[0]) if s.in_deal else s.next_deal()
    return s


# -- 3-13 ------------------------------------------------------------------------------------------------------------
def thirteen(players: int, until: Callable[[Any], bool], names: bool = False) -> Any:
    """3-13 played by medium players at every seat (yours too) until ``until``."""
    from kings.three_thirteen.players import make_player
    from kings.three_thirteen.rules import preset
    from web.three_thirteen.spec import Session, Setup

    kinds = [HUMAN, *["medium"] * (players - 1)]
    s = Session.new(Setup(make_seats(kinds, ["You", *LONG[: players - 1]] if names else None), preset("standard")), 7)
    player, rng = make_player("medium"), Rng(1)
    while not until(s):
        if not s.in_deal:
            s = s.next_deal()
            continue
        r = s.shown
        assert r.acting is not None  # (a round in play always has a seat to act)
        s = s.play(player.choose(r.observe(r.acting), r.legal_moves(), rng))
    return s


def _round(s: Any) -> int:
    return len(s.match.results) + (1 if s.in_deal else 0)


def thirteen_last_round_discard(players: int = 4) -> Any:
    """Round 11 (thirteen cards, kings wild), your turn to discard: fourteen cards in your hand (at three players,
    in four groups: three runs and what is left)."""
    return thirteen(players, lambda s: s.in_deal and _round(s) == 11 and s.shown.acting == 0
                    and s.shown.phase != "draw")


def thirteen_round_ten_draw() -> Any:
    """Round 10 (twelve cards), your turn to draw."""
    return thirteen(4, lambda s: s.in_deal and _round(s) == 10 and s.shown.acting == 0 and s.shown.phase == "draw")


def thirteen_eight_mid_round() -> Any:
    """Eight players with the longest names, round 6 (eight cards), your turn to draw once every seat has played (each
    chip saying what it did), a card on the discard pile: the most seats round the stock and the pile, whose top card
    must still be read."""
    return thirteen(8, lambda s: s.in_deal and _round(s) == 6 and s.shown.acting == 0 and s.shown.phase == "draw"
                    and len(s.shown.moves) >= 16 and bool(s.shown.pile), names=True)


def thirteen_go_out() -> Any:
    """Four players, round 2 (four cards: the hand kept one row of room), your turn to discard with every card but one
    melded: Go out offered beside Hint and Arrange, the hand in two rows of groups (on a phone they ran over the
    buttons and the line over them, and under the score sheet: review 62)."""
    from kings.three_thirteen.moves import Discard

    return thirteen(4, lambda s: s.in_deal and s.shown.acting == 0 and s.shown.phase != "draw" and s.shown.cards < 6
                    and any(isinstance(m, Discard) and m.out for m in s.shown.legal_moves()))


def thirteen_eight_last_turn() -> Any:
    """Eight players with the longest names, round 11 (thirteen cards): another player went out, laying thirteen cards
    down in four melds (three wild cards), and it is your last turn to draw: the most a player who went out shows on
    the table (review 75)."""
    return thirteen(8, lambda s: s.in_deal and _round(s) >= 11 and s.shown.out not in (None, 0) and s.shown.acting == 0
                    and s.shown.phase == "draw", names=True)

# -- Kings Cup -------------------------------------------------------------------------------------------------------
def cup(until: Callable[[Any], bool]) -> Any:
    """Kings Cup for twelve with the longest names, every house rule written out, a point given at each turn."""
    from web.kings_cup.session import Session
    from web.kings_cup.spec import default_setup

    s = Session.new(replace(default_setup(), names=CUP_LONG), 3)
    given = 0
    while not until(s):
        legal = [str(m) for m in s.game.legal_moves()]
        from kings.kings_cup.moves import parse_move

        if legal[0].startswith("rule:"):
            move = 'rule:"Whoever laughs first drinks twice and names the next rule for the whole table"'
        elif "draw" in legal and given < len(s.game.moves) // 3 and f"point:{given % 12}" in legal:
            move, given = f"point:{given % 12}", given + 1
        else:
            move = legal[0]
        s = s.play(parse_move(move))
    return s


def cup_everyone_but() -> Any:
    """Kings Cup for twelve with the longest names played to the end, every point given to the first player: all but
    one share the win, the longest headline of an end ("Everyone but Wilhelmina Montgomery 1 shares the win!")."""
    from kings.kings_cup.deck import Role
    from kings.kings_cup.moves import parse_move
    from web.kings_cup.session import Session
    from web.kings_cup.spec import default_setup

    s = Session.new(replace(default_setup(), names=CUP_LONG), 3)
    while not s.game.over:
        legal = [str(m) for m in s.game.legal_moves()]
        mates = [m for m in legal if m.startswith("mate:") and m != "mate:0"]  # (a mate of hers would share points)
        mated = any(h.role is Role.MATE and 0 in (h.seat, h.mate) for h in s.game.roles)
        point = "point:0" in legal and not mated and len(s.game.moves) % 3 == 0
        move = ('rule:"No names"' if legal[0].startswith("rule:") else mates[-1] if mates
                else "point:0" if point else legal[0])  # fmt: skip
        s = s.play(parse_move(move))
    return s


# -- Klondike --------------------------------------------------------------------------------------------------------
#: Klondike deal 22 after 83 moves: thirteen cards fanned on five face down in column 6 (as long as a column gets),
#: ten in column 4 (found by a search for long columns; the page's engine checks each move as it replays them)
LONG_COLUMN = (22, "draw 10D>7 5C>2 10C>5 draw draw draw KS>1 draw draw 9H>5 draw draw draw 5D>4 draw draw draw draw"
               " QD>1 JC>1 8C>5 draw 7H>5 6S>5 4S>5 4H>2 10H>4 3D>5" + " draw" * 10 + " 7S>3 6H>3 recycle"
               + " draw" * 15 + " recycle" + " draw" * 9 + " 3C>3 2D>3 4H>7 4H>3 draw draw draw 9C>1 9C>4 draw 8D>4"
               " draw QS>6 JH>6 2S>6 AD>6")


#: the time those moves took (seconds): a deal resumed shows it on its clock
LONG_COLUMN_TIME = 6 * 60 + 25


def klondike_longest_column() -> Any:
    """Deal 22 after the moves of :data:`LONG_COLUMN`, played in 6:25: thirteen cards fanned on five face down."""
    from kings.klondike.moves import parse_move
    from web.klondike.session import Session
    from web.klondike.spec import Setup

    seed, line = LONG_COLUMN
    session = Session.new(Setup(), seed)
    for move in line.split():
        session = session.play(parse_move(move))
    return session.with_time(LONG_COLUMN_TIME)


# -- King's Court ----------------------------------------------------------------------------------------------------
def court_session(until: Callable[[Any], bool], games: int = 2) -> Any:
    """A match of ``games`` games of King's Court (you, played by a medium CPU, against an easy one with the longest
    name; the colours swap each game), until ``until``."""
    from kings.kings_court.players import make_player
    from kings.kings_court.rules import preset
    from web.kings_court.spec import Session, Setup

    rules = preset("standard") if games == 2 else replace(preset("standard"), match_games=games)
    s = Session.new(Setup(make_seats([HUMAN, "easy"], ["You", LONG[0]]), rules), 2)
    bots, rng = {0: make_player("medium"), 1: make_player("easy")}, Rng(4)
    while not until(s):
        if not s.in_deal:
            s = s.next_deal()
            continue
        g = s.shown
        assert g.acting is not None  # (in a deal, someone acts)
        s = s.play(bots[(g.acting + s.number) % 2].choose(g.observe(g.acting), g.legal_moves(), rng))
    return s


def court_game_over() -> Any:
    """A match of King's Court whose game is over (medium against easy): the end screen."""
    return court_session(lambda s: s.shown.over)


def court_mid_game() -> Any:
    """Your turn after 20 moves of a game (the board fuller than at the start, e5 free to step four ways)."""
    return court_session(lambda s: len(s.shown.moves) >= 20 and s.shown.acting == 0)


#: Declared, and failing the walk today: e2e/test_fit_largest.py walks every state but these; ``python3 -m e2e.shoot
#: NAME`` shows them. A state leaves this set in the commit that makes it pass (3-13's five left it together: their
#: hands of twelve to fourteen cards now leave a finger 42 px of each card, and their seats say all they say).
#: None pending: the five that failed the check of sliced lines (issue 46) left it together. Kings Cup's log and house
#: rules and the match-over banners end their boxes under a whole line (web/shell/wholelines.py); King's score sheet
#: ends its box on a whole row above its held scores row (web/king/dom_parts.py).
PENDING: frozenset[str] = frozenset()
#: The states that do not fit yet in one of the other languages (e2e/test_fit_largest.py's check in Portuguese and
#: Spanish, whose words run longer; the English check passes them all), as (state, language): each is expected to fail
#: there (a strict xfail: one that comes to fit must leave this list). None pending: the nineteen found when the check
#: first ran in the two languages (King's auction and score sheet, 3-13's eight seats and Go out, Corners, Klondike,
#: King's Court's ends, Kings Cup on its side) left it together at stop 76.
LANG_PENDING: frozenset[tuple[str, str]] = frozenset()


#: Kings Cup's end for twelve shows whole at every size but a phone on its side (844x390: its rows scroll)
CUP_WHOLE = ("desktop", "laptop", "wide", "phone", "small-phone", "widget")


@cache
def states() -> dict[str, Largest]:
    """name -> the state. Built once a session (each is a few seconds of engine play at most)."""
    king_last = "king-game-over"
    return {
        "corners-six-players-biggest-hand": Largest("corners", "ready", lambda: stored("corners", corners_crowded())),
        "corners-match-over-six": Largest("corners", "match-over",
                                          lambda: stored("corners", corners_match_over())),
        "king-auction-first-call": Largest("king", "ready", lambda: stored("king", king_session(
            lambda s: s.game.phase == "auction" and s.game.acting == 0))),
        "king-auction-late": Largest("king", "ready", lambda: stored("king", king_auction_late())),
        # your answer to the auction as the dealer, the bidder's long name in the title: Accept, Decline, the
        # Ultimatum and the Forfeit (one a row, the last two lay under the panel's edge on a phone)
        "king-settle-four-answers": Largest("king", "ready", lambda: stored("king", king_settle())),
        # the same hand once the bid is accepted, played: your chip with the dealer's badge and your role
        "king-dealt-by-you-play": Largest("king", "ready", lambda: stored("king", king_dealt_by_you())),
        "king-auction-opening-bid": Largest("king", "ready", lambda: stored("king", king_session(  # ten rungs
            lambda s: s.game.phase == "auction" and s.game.acting == 0 and s.game.positive.auction.high is None))),
        "king-auction-match-8-up": Largest("king", "ready", lambda: stored("king", king_auction_match())),
        "king-thirteen-cards": Largest("king", "ready", lambda: stored("king", king_session(
            lambda s: s.game.phase == "play" and s.game.acting == 0 and len(s.game.hand.hands[0]) == 13))),
        # the hint asked for (its words in the band under the felt), the trick's four cards in sight
        "king-full-trick": Largest("king", "ready", lambda: stored("king", king_full_trick()),
                                   click="main[data-table='king'] [data-action='hint']",
                                   opens="#king-hand .card.hint"),
        "king-score-sheet": Largest("king", "ready", lambda: stored("king", king_session(lambda s: s.game.number >= 6)),
                                    click="main[data-table='king'] [data-action='sheet']"),
        king_last: Largest("king", "game-over", lambda: stored("king", king_session(lambda s: s.game.over))),
        "three-thirteen-round-11-discard": Largest("three-thirteen", "ready",
                                                   lambda: stored("three-thirteen", thirteen_last_round_discard())),
        "three-thirteen-round-11-four-groups": Largest("three-thirteen", "ready", lambda: stored(
            "three-thirteen", thirteen_last_round_discard(3))),
        "three-thirteen-round-10-draw": Largest("three-thirteen", "ready",
                                                lambda: stored("three-thirteen", thirteen_round_ten_draw())),
        "three-thirteen-round-over-four": Largest("three-thirteen", "deal-over", lambda: stored(
            "three-thirteen", thirteen(4, lambda s: len(s.match.results) == 1 and not s.in_deal))),
        "three-thirteen-match-over-eight": Largest("three-thirteen", "match-over", lambda: stored(
            "three-thirteen", thirteen(8, lambda s: s.match.over, names=True))),
        "three-thirteen-eight-mid-round": Largest("three-thirteen", "ready",
                                                  lambda: stored("three-thirteen", thirteen_eight_mid_round())),
        "three-thirteen-go-out": Largest("three-thirteen", "ready",
                                         lambda: stored("three-thirteen", thirteen_go_out())),
        "three-thirteen-eight-last-turn": Largest("three-thirteen", "ready",
                                                  lambda: stored("three-thirteen", thirteen_eight_last_turn())),
        "kings-cup-twelve-mid-game": Largest("kings-cup", "ready", lambda: stored(
            "kings-cup", cup(lambda s: len(s.game.moves) >= 40))),
        "kings-cup-game-over-twelve": Largest("kings-cup", "game-over", lambda: stored(
            "kings-cup", cup(lambda s: s.game.over)), whole=CUP_WHOLE),
        "kings-cup-game-over-twelve-shared": Largest("kings-cup", "game-over", lambda: stored(
            "kings-cup", cup_everyone_but()), whole=CUP_WHOLE),
        "klondike-longest-column": Largest("klondike", "ready", lambda: stored("klondike", klondike_longest_column())),
        "kings-court-game-over": Largest("kings-court", "deal-over", lambda: stored("kings-court", court_game_over())),
        "kings-court-match-over": Largest("kings-court", "match-over",
                                          lambda: stored("kings-court", court_session(lambda s: s.match.over))),
        # the longest match the rules allow (MAX_MATCH): the end table with a column or row for each of 20 games
        "kings-court-match-over-twenty": Largest("kings-court", "match-over", lambda: stored(
            "kings-court", court_session(lambda s: s.match.over, games=20))),
        "kings-court-piece-picked": Largest("kings-court", "ready", lambda: stored("kings-court", court_mid_game()),
                                            click="#court-grid [data-square='e5']",
                                            opens="#court-grid .sq.target"),
    }
