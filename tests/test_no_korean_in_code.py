"""Korean prose lives only in the catalogues and the lessons' Markdown (issue 28 item 5):
no module of the package holds Hangul outside comments and docstrings, but for the
particle rule and a shrinking list of modules not converted yet, so a learner's Korean is
edited in one place and another language is another catalogue."""

from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

import pytest

from tutor.korean import PARTICLES

ROOT = Path(__file__).resolve().parent.parent / "tutor"

# The modules that may still hold Korean strings. This list only shrinks: a module leaves it
# when its last Korean string moves to the catalogue (a test below fails on an entry with
# none), and no module joins it.
ALLOWED = {
    # The one particle rule: how a card or word is read aloud decides its particle.
    "korean.py",
}

# A particle handed to the one rule (``josa(name, "을")``, ``w.card(code, "이")``) is no
# prose: a string that is exactly one of these may stand anywhere. 도 ("too") never changes
# its form, so it is written after a name as it is.
PARTICLE_MARKS = frozenset({*PARTICLES, "도"})

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


def _prose(path: Path) -> list[tuple[int, str]]:
    """The Korean strings of a module that are not a particle handed to the particle rule."""
    found = korean_strings(path.read_text(encoding="utf-8"))
    return [(line, text) for line, text in found if not _is_particle(text)]


def _is_particle(token: str) -> bool:
    """A plain string literal (not an f-string) that is exactly a particle."""
    try:
        value = ast.literal_eval(token)
    except (ValueError, SyntaxError):  # an f-string (or its part, 3.12): prose around a value
        return False
    return value in PARTICLE_MARKS


MODULES = sorted(str(path.relative_to(ROOT)) for path in ROOT.rglob("*.py"))


@pytest.mark.parametrize("module", [m for m in MODULES if m not in ALLOWED])
def test_no_module_holds_korean_prose(module: str) -> None:
    assert _prose(ROOT / module) == []


@pytest.mark.parametrize("module", sorted(ALLOWED))
def test_every_allowed_module_still_holds_korean(module: str) -> None:
    """An allowed module with no Korean left comes off the list, so none can come back."""
    assert _prose(ROOT / module) != []


def test_a_particle_is_allowed_but_not_a_word(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text('x = josa(name, "을") + "도"\ny = "으뜸패"\n', encoding="utf-8")
    assert _prose(module) == [(2, '"으뜸패"')]


def test_the_scan_finds_a_korean_string_but_not_a_comment_or_docstring() -> None:
    source = (
        '"""모듈 설명."""\n'
        "# 주석: 으뜸패\n"
        "def f() -> str:\n"
        '    """함수 설명."""\n'
        '    return "English" + "으뜸패"\n'
    )
    assert korean_strings(source) == [(5, '"으뜸패"')]
