"""Checks on JSON text before it is parsed: outside data (saved games, deck files, links) may be hostile.

>>> too_deep('{"a": [[1]]}', 2), too_deep('{"a": [[1]]}', 3), too_deep('["[[[[", {}]', 2)
(True, False, False)
"""

from __future__ import annotations

import re

#: An escape pair, a quote or a bracket: every token that decides where strings and nesting are. Matching single
#: tokens (never a whole string) keeps the scan linear: a pattern for a whole JSON string backtracks quadratically
#: on a hostile run of escaped quotes with no closing quote.
_TOKENS = re.compile(r'\\.|["\[\]{}]', re.DOTALL)


def too_deep(text: str, limit: int) -> bool:
    """Whether brackets outside strings nest deeper than ``limit``, in one linear pass.

    Checked before parsing, so that a parser's recursion is never what stops hostile text (CPython's JSON
    parser and encoder give up near 1,000 levels, with RecursionError)."""
    if text.count("[") + text.count("{") <= limit:
        return False
    depth, in_string = 0, False
    for match in _TOKENS.finditer(text):
        token = match.group()
        if token == '"':
            in_string = not in_string
        elif in_string or token[0] == "\\":
            continue
        elif token in "[{":
            depth += 1
            if depth > limit:
                return True
        else:
            depth -= 1
    return False
