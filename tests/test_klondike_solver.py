"""Klondike's solver (kings/klondike/solver.py) on positions with known answers, checked against a brute-force search
of the game's own moves; "winnable deals only" and the daily seed (seeds.py); the players and hints, which see only
the player's view (players/, hints.py)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from kings.cards import CARDS
from kings.klondike.deal import COLUMN_COUNT, Deal
from kings.klondike.hints import hint
from kings.klondike.moves import DRAW, GIVE_UP, Move, Put, parse_move
from kings.klondike.piles import Column
from kings.klondike.players import make_player
from kings.klondike.players.hard import SOLVE, HardPlayer, Settings, decide, playout
from kings.klondike.rules import PRESETS, Rules, preset
from kings.klondike.seeds import daily_seed, winnable_seed
from kings.klondike.solver import LOST, UNKNOWN, WON, solve
from kings.klondike.unseen import redeal_hidden
from kings.seeding import Rng, derive_seed
from tests.klondike_build import build

NO_TAKE_BACK = replace(Rules(), id="custom", name="Custom", take_back=False)
#: The 13 clubs locked: the A♣ lies face down under the K♣, no column is ever empty, nothing builds on a club.
CLUBS_LOCKED = ["AC|KC", "|2C", "|3C", "|4C", "|5C", "|6C", "7C 8C 9C 10C JC|QC"]


def brute_force(deal: Deal, limit: int = 200_000) -> bool:
    """Whether some sequence of the game's legal moves wins ``deal`` (every position searched; columns in any order)."""
    seen: set[object] = set()
    stack = [deal]
    while stack:
        here = stack.pop()
        if here.won:
            return True
        for move in here.legal_moves():
            if move == GIVE_UP:
                continue
            after = here.advance(move)
            key = (tuple(sorted((c.down, c.up) for c in after.columns)), after.stock, after.waste, after.foundations,
                   after.recycles if after.rules.passes else 0, after.ended)  # fmt: skip
            if key not in seen:
                seen.add(key)
                assert len(seen) < limit, "the brute force is too big for a test"
                stack.append(after)
    return False


def endgame(rules: Rules, rng: Rng, left: int, stock: int) -> Deal:
    """A random end of a deal: ``left`` cards off the foundations, up to ``stock`` of them in the stock, the others
    dealt at random into the columns, only each column's top card face up."""
    found = [13] * 4
    for _ in range(left):
        suit = rng.below(4)
        while not found[suit]:
            suit = rng.below(4)
        found[suit] -= 1
    rest = [CARDS[s * 13 + r] for s in range(4) for r in range(found[s], 13)]
    rng.shuffle(rest)
    n = rng.below(min(stock, len(rest)))
    piles: list[list[int]] = [[] for _ in range(COLUMN_COUNT)]
    for card in rest[n:]:
        piles[rng.below(COLUMN_COUNT)].append(card)
    columns = tuple(Column(tuple(CARDS[c] for c in p[:-1]), tuple(CARDS[c] for c in p[-1:])) for p in piles)
    return Deal(rules, None, columns, tuple(rest[:n]), (), (found[0], found[1], found[2], found[3]))


# -- known answers -------------------------------------------------------------------------------------------------
def test_a_position_one_move_from_the_win_is_won_with_that_move():
    deal = build(["|KS"], home=(13, 13, 13, 12))
    verdict = solve(deal, budget=10)
    assert verdict.result == WON and [str(m) for m in verdict.line] == ["KS>F"] and verdict.replay(deal).won


def test_a_locked_position_is_proved_lost_after_searching_every_way():
    deal = build(CLUBS_LOCKED, stock="QH JH KH", home=(0, 13, 10, 13), rules=NO_TAKE_BACK)
    verdict = solve(deal, budget=10_000)
    assert verdict.result == LOST and verdict.line == () and verdict.nodes > 0
    assert not brute_force(deal)


def test_with_a_tiny_budget_the_answer_is_unknown():
    verdict = solve(Deal.new(Rules(), seed=7), budget=1)
    assert verdict.result == UNKNOWN and verdict.line == () and verdict.nodes == 1


@pytest.mark.parametrize(("pid", "seed"), [("draw-one", 7), ("draw-three", 7), ("vegas-one", 32), ("vegas-three", 3)])
def test_a_won_deals_line_replays_through_the_rules_to_a_win(pid: str, seed: int):
    deal = Deal.new(preset(pid), seed)
    verdict = solve(deal, budget=20_000)
    assert verdict.result == WON and verdict.nodes <= 20_000
    assert verdict.replay(deal).won and DRAW in verdict.line
    assert solve(deal, budget=20_000) == verdict  # the same search every time


def test_a_deal_played_part_way_is_solved_from_where_it_is():
    deal = Deal.new(Rules(), seed=7)
    for text in ("AC>F", "3C>1", "draw", "draw"):
        deal = deal.play(parse_move(text))
    verdict = solve(deal, budget=20_000)
    assert verdict.won and verdict.replay(deal).won and verdict.replay(deal).moves[:4] == deal.moves


def test_a_finished_deal_needs_no_search():
    won = build(["|KS"], home=(13, 13, 13, 12)).play(parse_move("KS>F"))
    assert solve(won).result == WON and solve(won).line == ()
    assert solve(Deal.new(Rules(), 7).play(GIVE_UP)).result == LOST


def test_avoiding_a_card_finds_another_line_or_answers_unknown_never_lost():
    deal = build(["|KS", "|QH"], home=(13, 13, 11, 12), stock="KH")
    verdict = solve(deal, avoid=CARDS[3 * 13 + 12])  # not the K♠ first
    assert verdict.won and verdict.line[0] != parse_move("KS>F") and verdict.replay(deal).won
    locked = build(CLUBS_LOCKED, stock="QH JH KH", home=(0, 13, 10, 13), rules=NO_TAKE_BACK)
    assert solve(locked, avoid=CARDS[13 * 2 + 11]).result == UNKNOWN


def test_the_solver_agrees_with_a_brute_force_search_on_random_endgames():
    """Every pruning of the solver keeps a win when there is one: its "lost" is a proof, its "won" a real line."""
    answers = {WON: 0, LOST: 0}
    for pid in PRESETS:
        rules = replace(preset(pid), take_back=False)  # taking cards back makes the brute force far too big
        rng = Rng(derive_seed(16, len(pid)))
        for _ in range(12):
            deal = endgame(rules, rng, left=11, stock=10)
            verdict = solve(deal, budget=500_000)
            assert verdict.result == (WON if brute_force(deal) else LOST), deal.position()
            assert not verdict.won or verdict.replay(deal).won
            answers[verdict.result] += 1
    assert answers[WON] > 20 and answers[LOST] > 1, answers


def test_a_deal_proved_lost_at_once_is_lost_by_brute_force_too():
    deal = Deal.new(preset("draw-three"), seed=4)  # won drawing one
    assert solve(deal, budget=1_000).result == LOST and not brute_force(deal, limit=50_000)
    assert solve(Deal.new(Rules(), seed=4), budget=1_000).won


# -- seeds -----------------------------------------------------------------------------------------------------------
def test_the_daily_seed_comes_from_the_date_alone():
    assert daily_seed(2026, 11, 25) == daily_seed(2026, 11, 25) != daily_seed(2026, 11, 26)
    assert daily_seed(2026, 11, 25) != daily_seed(2025, 11, 25)
    assert daily_seed(2026, 1, 1) == 2_938_596_639_340_537_839
    with pytest.raises(ValueError, match="2026-02-30 is not a date"):
        daily_seed(2026, 2, 30)


def test_winnable_seed_finds_a_deal_the_solver_wins():
    for pid in ("draw-one", "vegas-three"):
        seed = winnable_seed(preset(pid), 42, budget=5_000)
        assert seed == winnable_seed(preset(pid), 42, budget=5_000)
        deal = Deal.new(preset(pid), seed)
        verdict = solve(deal, budget=5_000)
        assert verdict.won and verdict.replay(deal).won
    with pytest.raises(RuntimeError, match="no winnable deal"):
        winnable_seed(Rules(), 42, budget=1, tries=3)
    with pytest.raises(ValueError, match="seed"):
        winnable_seed(Rules(), -5)


# -- players and hints -----------------------------------------------------------------------------------------------
def states(pid: str, seed: int, moves: int) -> list[Deal]:
    """The first positions of a deal played by the easy player."""
    deal = Deal.new(preset(pid), seed)
    easy, rng, out = make_player("easy"), Rng(seed), [deal]
    for _ in range(moves):
        move = easy.choose(deal.observe(0), deal.legal_moves(), rng)
        if move == GIVE_UP:
            break
        deal = deal.play(move)
        out.append(deal)
    return out


def test_the_hard_player_is_legal_repeatable_and_blind_to_the_hidden_cards():
    hard = HardPlayer(Settings(samples=3, budget=200))
    checked = 0
    for pid, seed in (("draw-one", 3), ("draw-three", 4)):
        for deal in states(pid, seed, 30)[::6]:
            obs = deal.observe(0)
            move = hard.choose(obs, deal.legal_moves(), Rng(11))
            assert move in deal.legal_moves()
            assert hard.choose(obs, deal.legal_moves(), Rng(11)) == move
            other = redeal_hidden(deal, 0, Rng(checked))
            if other.columns != deal.columns:
                checked += 1
            assert hard.choose(other.observe(0), other.legal_moves(), Rng(11)) == move
    assert checked >= 6


def test_the_hard_player_sends_safe_cards_home_and_gives_up_a_deal_proved_lost():
    deal = Deal.new(Rules(), seed=7)
    assert decide(deal.observe(0), deal.legal_moves(), Rng(1)).move == parse_move("AC>F")
    one_pass = replace(NO_TAKE_BACK, passes=1)
    # Every card in sight, the hearts on the waste with the A♥ at the bottom, one pass and no card coming back from
    # the foundations to build on: lost, and it knows it.
    lost = build([], waste="AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH", home=(13, 13, 0, 13), rules=one_pass)
    assert lost.observe(0).unseen() == () and len(lost.legal_moves()) == 8
    decision = decide(lost.observe(0), lost.legal_moves(), Rng(1))
    assert (decision.move, decision.reason) == (GIVE_UP, "lost")
    won = build([], waste="KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H AH", home=(13, 13, 0, 13), rules=one_pass)
    assert decide(won.observe(0), won.legal_moves(), Rng(1)).move == parse_move("AH>F")


def test_a_playout_is_the_easy_player_playing_on_blind():
    """The hard player's playouts are the rules of thumb, reading only what a player would see of the guess."""
    easy = make_player("easy")
    for seed in (3, 8):
        deal = start = Deal.new(Rules(), seed)
        while not deal.over:
            deal = deal.play(easy.choose(deal.observe(0), deal.legal_moves(), Rng(1)))
        won, end = playout(start, horizon=5_000)
        assert end == deal and won == deal.won
        # Blind: another deal of the unseen cards behind the same view starts the same way.
        other = redeal_hidden(start, 0, Rng(seed))
        assert playout(other, horizon=1)[1].moves == playout(start, horizon=1)[1].moves


def test_a_playout_stops_at_a_stall_and_lets_the_solver_finish():
    # Nothing face down drawing one: the solver calls it won at once, where the rules of thumb would play it out.
    open_deal = build(["|KS", "|QH"], home=(13, 13, 11, 12), stock="KH")
    won, end = playout(open_deal, horizon=5_000, endgame=10)
    assert won and end == open_deal
    # Patience: a playout that goes a whole trip round the stock for nothing is called lost sooner, and only those.
    shorter = 0
    for seed in range(10):
        full, hasty = playout(Deal.new(Rules(), seed), 5_000), playout(Deal.new(Rules(), seed), 5_000, patience=1)
        assert full[0] == hasty[0] and len(hasty[1].moves) <= len(full[1].moves)
        shorter += len(hasty[1].moves) < len(full[1].moves)
    assert shorter >= 2


def test_the_hard_players_guesses_are_bounded_by_its_work():
    deal = Deal.new(Rules(), seed=7).play(parse_move("AC>F"))
    obs = deal.observe(0)
    few = decide(obs, deal.legal_moves(), Rng(3), Settings(samples=20, work=1))
    assert few.reason in ("search", "rules") and few.samples == 1
    assert decide(obs, deal.legal_moves(), Rng(3), Settings(samples=3, work=10**6)).samples == 3
    solved = decide(obs, deal.legal_moves(), Rng(3), Settings(samples=2, budget=200, evaluate=SOLVE))
    assert solved.move in deal.legal_moves() and solved.samples == 2


def test_a_hard_game_is_won_from_its_view_alone():
    deal = Deal.new(Rules(), seed=7)
    hard, rng = make_player("hard"), Rng(5)
    while not deal.over:
        deal = deal.play(hard.choose(deal.observe(0), deal.legal_moves(), rng))
    assert deal.won and len(deal.moves) < 250


@pytest.mark.parametrize("level", ["random", "easy"])
def test_the_other_levels_play_legal_moves_to_the_end(level: str):
    for pid in PRESETS:
        deal, player, rng = Deal.new(preset(pid), 5), make_player(level), Rng(2)
        while not deal.over:
            move: Move = player.choose(deal.observe(0), deal.legal_moves(), rng)
            assert move in deal.legal_moves()
            deal = deal.play(move)
        assert len(deal.moves) < 2_000
    with pytest.raises(ValueError, match="no Klondike CPU level 'expert'"):
        make_player("expert")


def test_a_hint_is_a_legal_move_with_its_reason_in_words():
    deal = Deal.new(Rules(), seed=7)
    first = hint(deal.observe(0), Rng(1))
    assert first.move == parse_move("AC>F")
    assert first.words == "Send A♣ home from column 7 to turn over a card in column 7."
    deal = deal.play(first.move)
    second = hint(deal.observe(0), Rng(3))
    assert second.move in deal.legal_moves() and second.words.endswith(".") and isinstance(second.move, Put)
    assert hint(deal.observe(0), Rng(3)) == second
    with pytest.raises(ValueError, match="The deal is over"):
        hint(deal.play(GIVE_UP).observe(0), Rng(1))
