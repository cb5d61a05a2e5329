"""No module outside the grammar registry (tutor/grammar.py) compares a language with a
language code: a sentence's words come from the catalogue and its grammar from
``tutor.grammar.grammar(lang)``, so a third language is a catalogue, not code (issue 28
item 2; tests/web/test_third_language.py adds one)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "tutor"
REGISTRY = ROOT / "grammar.py"
# A language code as a comparison would spell it: "en", "ko", "pt_BR".
_CODE = re.compile(r"[a-z]{2,3}(?:[_-][A-Za-z]{2,4})?")
# A source that compares anything with a quoted code (parsing only those keeps this cheap).
_MAY_COMPARE = re.compile(
    r"""(?:==|!=|\bin)\s*[(\[{]?\s*['"][a-z]{2,3}(?:[_-][A-Za-z]{2,4})?['"]"""
    r"""|['"][a-z]{2,3}['"]\s*(?:==|!=|\bin\b)"""
)


def _is_code(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return bool(_CODE.fullmatch(node.value))
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return bool(node.elts) and all(_is_code(element) for element in node.elts)
    return False


def _names_a_language(node: ast.expr) -> bool:
    return "lang" in ast.unparse(node).lower()


def language_branches(source: str) -> list[str]:
    """Each comparison in ``source`` of a language (a name that says ``lang``) with a code."""
    found: list[str] = []
    if not _MAY_COMPARE.search(source):
        return found
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Compare):
            continue
        operands = [node.left, *node.comparators]
        if any(_is_code(o) for o in operands) and any(
            _names_a_language(o) for o in operands if not _is_code(o)
        ):
            found.append(f"{node.lineno}: {ast.unparse(node)}")
    return found


def test_the_lint_finds_each_way_of_asking_for_a_language() -> None:
    source = (
        'a = x if lang == "ko" else y\n'
        'b = w.lang != "en"\n'
        'c = body["lang"] not in ("en", "ko")\n'
        "d = lang in languages()\n"
        'e = kind == "ko"\n'
    )
    assert sorted(line.split(":")[0] for line in language_branches(source)) == ["1", "2", "3"]


def test_no_module_outside_the_grammar_registry_branches_on_a_language_code() -> None:
    offenders = [
        f"{path.relative_to(ROOT.parent)}:{found}"
        for path in sorted(ROOT.rglob("*.py"))
        if path != REGISTRY and "migrations" not in path.parts
        for found in language_branches(path.read_text(encoding="utf-8"))
    ]
    assert offenders == []
