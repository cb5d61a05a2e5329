"""Issue 28 item 5: Korean prose lives only in the catalogue and the lessons. The calling
modules whose sentences became facts rendered through the catalogue (tutor/web/explanation)
keep no Hangul outside comments and docstrings."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

TUTOR = Path(__file__).resolve().parents[2] / "tutor"
CONVERTED = [
    "quiz/kinds/calls/__init__.py",
    "quiz/kinds/calls/basics.py",
    "quiz/kinds/lone_dispute.py",
    "quiz/kinds/variant_calls/call.py",
]
# Deleted, their sentences rendered from facts: they must not come back.
DELETED = [
    "quiz/kinds/calls/lone_words.py",
    "quiz/kinds/calls/naming_words.py",
    "quiz/kinds/calls/fourth_trump_words.py",
]
HANGUL = re.compile("[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]")


def _hangul_strings(source: str) -> list[tuple[int, str]]:
    """Each string constant with Hangul, docstrings left out (comments are not strings)."""
    tree = ast.parse(source)
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                docstrings.add(id(body[0].value))
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in docstrings
        and HANGUL.search(node.value)
    ]


@pytest.mark.parametrize("module", CONVERTED)
def test_no_korean_string_outside_docstrings(module: str) -> None:
    assert _hangul_strings((TUTOR / module).read_text(encoding="utf-8")) == []


@pytest.mark.parametrize("module", DELETED)
def test_the_pair_modules_stay_deleted(module: str) -> None:
    assert not (TUTOR / module).exists()


def test_the_scan_sees_a_korean_string_but_not_a_docstring() -> None:
    source = '"""모듈 설명."""\n\n\ndef f() -> str:\n    """함수."""\n    return "딜러"  # 주석\n'
    assert _hangul_strings(source) == [(6, "딜러")]
