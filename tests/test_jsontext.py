"""kings.jsontext: the depth check run on outside JSON (saved games, deck files and links) before parsing."""

from __future__ import annotations

import json

import pytest

from kings.jsontext import too_deep
from web.shell.storage import MAX_DEPTH, read_json


@pytest.mark.pyodide
@pytest.mark.parametrize(
    ("text", "limit", "deep"),
    [
        ("[" * 3 + "]" * 3, 3, False),
        ("[" * 4 + "]" * 4, 3, True),
        ('{"a": {"b": [1, {"c": []}]}}', 4, True),
        ('{"a": {"b": [1, {"c": []}]}}', 5, False),
        ('["[[[[[[", "{{{{"]', 1, False),  # brackets inside strings do not nest
        ('["\\"[[[[[["]', 1, False),  # an escaped quote does not end the string
        ('["\\\\", [[[]]]]', 3, True),  # an escaped backslash does not escape the quote after it
        ('"' + "\\" * 8 + '"[[[[', 3, True),  # an even run of backslashes escapes itself: the string ends
        ('"' + "\\" * 9 + '"[[[[', 3, False),  # an odd run escapes the quote: the string goes on
        ("[[[[", 3, True),  # unclosed: still too deep
        ('"unclosed [[[[', 3, False),  # the rest is inside a string
    ],
)
def test_depth_counts_brackets_outside_strings_only(text: str, limit: int, deep: bool) -> None:
    assert too_deep(text, limit) is deep


@pytest.mark.pyodide
def test_agrees_with_the_parser_on_real_data() -> None:
    data = {"rounds": [[{"move": "7C>N", "why": 'a "quoted" [bracket'}] * 3] * 4, "x": "\\"}
    text = json.dumps(data)
    depth = 4  # dict, list of rounds, list of moves, dict
    assert not too_deep(text, depth) and too_deep(text, depth - 1)


def test_a_hostile_run_of_escaped_quotes_is_read_in_one_pass() -> None:
    """A regular expression for whole JSON strings took some 6 s on 40 KB of this (quadratic); this is 2 MB."""
    hostile = '["' + '\\"' * 1_000_000 + "[" * 100
    assert not too_deep(hostile, MAX_DEPTH)  # all inside one unclosed string
    with pytest.raises(ValueError):
        read_json(hostile)
    assert too_deep("[" * 100 + '\\"' * 1_000_000, MAX_DEPTH)
