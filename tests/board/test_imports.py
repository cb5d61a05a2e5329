"""The board uses the quiz kinds' judges and readers through their public names only."""

from __future__ import annotations

import ast
from pathlib import Path

BOARD = Path(__file__).resolve().parents[2] / "tutor" / "board"


def private_names_taken(source: str) -> list[str]:
    """Names starting with ``_`` the module imports from, or reads off, another module
    (``_`` itself is the translation function, public by convention)."""
    found: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("tutor."):
            found += [
                f"{node.module}.{a.name}"
                for a in node.names
                if a.name.startswith("_") and a.name != "_"
            ]
        if (
            isinstance(node, ast.Attribute)
            and node.attr.startswith("_")
            and not node.attr.startswith("__")
            and isinstance(node.value, ast.Name)
            and node.value.id != "self"
        ):
            found.append(f"{node.value.id}.{node.attr}")
    return found


def test_the_finder_sees_a_private_import_and_a_private_attribute() -> None:
    source = "from tutor.quiz.kinds.calls.offer import _offer_judge\nx = defend._judge\n"
    assert private_names_taken(source) == [
        "tutor.quiz.kinds.calls.offer._offer_judge",
        "defend._judge",
    ]


def test_no_board_module_takes_a_private_name_from_another_module() -> None:
    taken = {
        path.name: names
        for path in sorted(BOARD.glob("*.py"))
        if (names := private_names_taken(path.read_text(encoding="utf-8")))
    }
    assert taken == {}
