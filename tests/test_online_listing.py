"""Public tables' listings read strictly (issue 48): web/shell/online/listing.py under CPython."""

from __future__ import annotations

import json
import random
import time

import pytest

from web.shell.online import listing
from web.shell.online.listing import Board, Removal, Table, content, event, read_event, topic

NOW = 2_000_000_000
ROOM = "0123456789ABCDEFGHJKMNPQRS"


def good(**changes: object) -> str:
    data = json.loads(content("Ann", "standard", taken=1, free=2, opened=NOW - 90))
    data.update(changes)
    return json.dumps(data)


def listed(text: str, **kw: object) -> Table | Removal | None:
    return read_event(event(text, now=NOW, room=ROOM, **kw), "corners", NOW)  # type: ignore[arg-type]


def test_a_listing_is_read_with_every_field() -> None:
    table = listed(good())
    assert isinstance(table, Table)
    assert (table.room, table.host, table.level, table.preset, table.taken, table.free) == (ROOM, "Ann", 0,
                                                                                              "standard", 1, 2)
    assert table.waited(NOW) == 90 and table.expires == NOW + listing.TTL


@pytest.mark.parametrize("changes", [
    {"host": "Ann\u202e"}, {"host": "Ann  Lee"}, {"host": ""}, {"host": "x" * 41}, {"host": 5},
    {"host": "see https://evil.example"}, {"host": "www.evil"}, {"host": "join t.me/x"}, {"host": "evil.com"},
    {"taken": 0}, {"free": 0}, {"free": 9}, {"taken": 5, "free": 5}, {"taken": True}, {"free": 1.5},
    {"level": "9"}, {"rules": "Standard Rules"}, {"rules": "x" * 40}, {"v": 2}, {"v": True},
    {"opened": NOW + 5000}, {"opened": NOW - 10 * 3600}, {"opened": "now"}, {"extra": 1},
])  # fmt: skip
def test_a_listing_with_a_wrong_field_is_ignored(changes: dict[str, object]) -> None:
    assert listed(good(**changes)) is None


def test_numbers_are_clamped_and_a_missing_field_refuses_the_listing() -> None:
    table = listed(good(level=10**9))
    assert isinstance(table, Table) and table.level == listing.MAX_LEVEL
    data = json.loads(good())
    del data["free"]
    assert listed(json.dumps(data)) is None


def test_the_event_itself_is_read_strictly() -> None:
    base = json.loads(event(good(), now=NOW, room=ROOM))
    assert isinstance(read_event(json.dumps(base), "corners", NOW), Table)
    assert read_event(json.dumps(base), "king", NOW) is None  # another game's tag
    bad = [
        {**base, "kind": 1}, {**base, "pubkey": "Z" * 64}, {**base, "sig": "c"}, {**base, "created_at": "1"},
        {**base, "created_at": NOW + 3600}, {**base, "extra": 1}, {**base, "tags": [["d", ROOM]]},
        {**base, "tags": base["tags"] + [["d", "1" * 26]]}, {**base, "tags": [["d", "lower"], *base["tags"][1:]]},
        {**base, "tags": [*base["tags"][:2], ["expiration", str(NOW - 1)]]},
        {**base, "tags": [*base["tags"][:2], ["expiration", "soon"]]}, {**base, "tags": base["tags"] + [[1, 2]]},
        {**base, "tags": base["tags"] * 3}, {**base, "content": 7},
    ]  # fmt: skip
    for item in bad:
        assert read_event(json.dumps(item), "corners", NOW) is None, item
    assert read_event(" " * (listing.MAX_EVENT + 1), "corners", NOW) is None
    assert read_event("[" * 5000 + "]" * 5000, "corners", NOW) is None
    far = json.loads(event(good(), now=NOW, room=ROOM))
    far["tags"][2][1] = str(NOW + 10**9)
    table = read_event(json.dumps(far), "corners", NOW)
    assert isinstance(table, Table) and table.expires == NOW + 2 * listing.TTL  # clamped


def test_a_board_lists_the_newest_word_on_each_table_longest_waiting_first() -> None:
    board = Board("corners")
    older = content("Bo", "standard", taken=1, free=1, opened=NOW - 300)
    assert board.offer([event(good(), now=NOW, room=ROOM), event(older, now=NOW, room="1" * 26, pubkey="d" * 64)],
                       NOW)  # fmt: skip
    assert [t.host for t in board.tables(NOW)] == ["Bo", "Ann"]
    assert board.offer([event(good(free=1, taken=2), now=NOW + 5, room=ROOM)], NOW + 5)
    assert [t.free for t in board.tables(NOW + 5)] == [1, 1]
    assert not board.offer([event(good(free=2), now=NOW + 1, room=ROOM)], NOW + 6)  # older than what is listed
    assert board.offer([event("", now=NOW + 7, room=ROOM)], NOW + 7)  # the empty replacement
    assert [t.host for t in board.tables(NOW + 7)] == ["Bo"]
    assert not board.offer([event(good(), now=NOW + 2, room=ROOM)], NOW + 8)  # a late copy stays removed
    assert board.expire(NOW + listing.TTL) and board.tables(NOW + listing.TTL) == []


def test_a_deletion_counts_only_from_the_key_that_listed_the_table() -> None:
    board = Board("corners")
    board.offer([event(good(), now=NOW, room=ROOM)], NOW)
    deletion = json.loads(event("", now=NOW + 1, room=ROOM))
    deletion["kind"] = listing.DELETION
    deletion["tags"] = [["a", f"{listing.KIND}:{'e' * 64}:{ROOM}"], ["t", topic("corners")]]
    assert not board.offer([json.dumps(deletion)], NOW + 1)  # another key's: ignored
    deletion["tags"][0][1] = f"{listing.KIND}:{'a' * 64}:{ROOM}"
    assert board.offer([json.dumps(deletion)], NOW + 1) and board.tables(NOW + 1) == []


def test_a_thousand_junk_events_list_only_the_real_table_and_take_little_time() -> None:
    rng = random.Random(48)
    junk: list[object] = []
    base = json.loads(event(good(), now=NOW, room=ROOM))
    for i in range(1000):
        item = dict(base, pubkey=f"{i:064x}")
        pick = i % 5
        if pick == 0:
            item["content"] = good(host=f"visit evil{i}.com")
        elif pick == 1:
            item["content"] = "x" * rng.randint(0, 5000)
        elif pick == 2:
            item["tags"] = [["d", ROOM]] * rng.randint(0, 50)
        elif pick == 3:
            junk.append(rng.randbytes(rng.randint(0, 3000)).decode("latin-1"))
            continue
        else:
            item["content"] = good(taken=rng.randint(-5, 20), free=rng.randint(-5, 0))
        junk.append(json.dumps(item))
    board = Board("corners")
    started = time.perf_counter()
    board.offer([*junk, event(good(), now=NOW, room=ROOM)], NOW)
    assert time.perf_counter() - started < 1.0
    assert [(t.host, t.room) for t in board.tables(NOW)] == [("Ann", ROOM)]


def test_a_flood_of_tables_that_read_well_is_capped() -> None:
    board = Board("corners")
    board.offer([event(good(), now=NOW, room=ROOM, pubkey=f"{i:064x}") for i in range(listing.MAX_TABLES * 3)], NOW)
    assert len(board._tables) == listing.MAX_TABLES
    assert len(board.tables(NOW)) == 1  # one room, listed once


def test_hidden_rooms_are_not_listed_and_waiting_reads_plainly() -> None:
    board = Board("corners")
    board.offer([event(good(), now=NOW, room=ROOM)], NOW)
    board.hidden.add("ann")
    assert board.tables(NOW) == []
    assert listing.read_hidden({"names": ["Ann", 5, "", "x" * 99, "Bo\u202e"]}) == ["Ann"]
    assert listing.read_hidden([1]) == []
    assert [listing.waiting_words(s) for s in (5, 61, 3 * 3600 + 120)] == ["just opened", "1 min", "3 h 2 min"]


def test_the_lobby_counts_each_games_open_tables_apart_without_hidden_hosts_or_expired_ones() -> None:
    now = 1_000_000
    counts = listing.Counts(("corners", "king", "kings-court"))
    assert sorted(counts.topics) == ["kings-corners-1", "kings-king-1", "kings-kings-court-1"]
    texts = [listing.event(listing.content(host, "standard", taken=1, free=1, opened=now - 10), now=now,
                           room=room, game=game)
             for host, room, game in (("Ann", "A" * 26, "corners"), ("Bo", "B" * 26, "corners"),
                                      ("Cy", "C" * 26, "king"))]  # fmt: skip
    assert counts.offer(texts, now)
    assert counts.numbers(now) == {"corners": 2, "king": 1, "kings-court": 0}
    counts.hide(["bo"])  # (as typed by the host, matched without case)
    assert counts.numbers(now) == {"corners": 1, "king": 1, "kings-court": 0}
    assert counts.numbers(now + listing.TTL + 1) == {"corners": 0, "king": 0, "kings-court": 0}  # expired
    assert listing.count_words(0) == "" and listing.count_words(2) == "2 open tables"
