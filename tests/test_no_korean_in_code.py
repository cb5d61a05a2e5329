"""Korean prose lives only in the catalogues and the lessons' Markdown (issue 28 item 5):
the modules whose sentences moved to tutor/translations hold no Hangul outside comments
and docstrings, so a learner's Korean is edited in one place."""

from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent / "tutor"

# The modules converted so far; a module joins this list when its last Korean string moves.
CONVERTED = (
    "quiz/principles/advice.py",
    "quiz/kinds/auction.py",
    "quiz/kinds/calls/naming.py",
    "quiz/kinds/curated.py",
    "quiz/catalogue.py",
)

HANGUL = re.compile(r"[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]")


def korean_strings(source: str) -> list[tuple[int, str]]:
    """Every string literal with Hangul, by line, except docstrings (comments are no
    tokens of kind STRING, so they are never read)."""
    tree = ast.parse(source)
    docstrings = {
        node.body[0].value.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
        and isinstance(node.body[0].value.value, str)
    }
    # An f-string is one STRING token up to Python 3.11, its literal parts FSTRING_MIDDLE
    # tokens from 3.12.
    kinds = (tokenize.STRING, getattr(tokenize, "FSTRING_MIDDLE", tokenize.STRING))
    return [
        (token.start[0], token.string)
        for token in tokenize.generate_tokens(io.StringIO(source).readline)
        if token.type in kinds and HANGUL.search(token.string) and token.start[0] not in docstrings
    ]


@pytest.mark.parametrize("module", CONVERTED)
def test_a_converted_module_holds_no_korean_string(module: str) -> None:
    source = (ROOT / module).read_text(encoding="utf-8")
    assert korean_strings(source) == []


def test_the_scan_finds_a_korean_string_but_not_a_comment_or_docstring() -> None:
    source = (
        '"""모듈 설명."""\n'
        "# 주석: 으뜸패\n"
        "def f() -> str:\n"
        '    """함수 설명."""\n'
        '    return "English" + "으뜸패"\n'
    )
    assert korean_strings(source) == [(5, '"으뜸패"')]
