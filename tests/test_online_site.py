"""Online play's settings in the page (issue 36): the relay list and the STUN servers are data in index.html,
and its Content-Security-Policy lets the page reach exactly those trackers and the Nostr relays of public tables
(issue 48), nothing else."""

from __future__ import annotations

import re
from pathlib import Path

INDEX = (Path(__file__).resolve().parent.parent / "index.html").read_text(encoding="utf-8")


def meta(name: str) -> list[str]:
    match = re.search(rf'<meta name="{name}" content="([^"]*)">', INDEX)
    assert match, name
    return match.group(1).split()


def csp(directive: str) -> list[str]:
    policy = re.search(r'http-equiv="Content-Security-Policy" content="([^"]*)"', INDEX)
    assert policy
    for part in policy.group(1).split(";"):
        words = part.split()
        if words and words[0] == directive:
            return words[1:]
    raise AssertionError(directive)


def test_the_csp_allows_the_configured_trackers_and_nothing_else() -> None:
    relays = meta("kings-relays")
    assert relays and all(re.fullmatch(r"wss://[a-z0-9.-]+(:\d+)?(/[\w/.-]*)?", r) for r in relays)
    nostr = meta("kings-nostr")  # public tables' notice board (issue 48)
    assert len(nostr) == 3 and all(re.fullmatch(r"wss://[a-z0-9.-]+(:\d+)?/?", r) for r in nostr)
    assert csp("connect-src") == ["'self'", *relays, *nostr]
    assert csp("default-src") == ["'self'"] and csp("object-src") == ["'none'"]


def test_the_ice_servers_are_stun_or_turn_addresses() -> None:
    assert all(re.fullmatch(r"(stun|turns?):[a-z0-9.-]+(:\d+)?", s) for s in meta("kings-ice"))
