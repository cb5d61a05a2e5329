"""The package's imports as a graph: no circle may run between two of its packages.

Every ``import`` and ``from … import`` counts, at the top of a module or inside a function
(a deferred import hides a circle from Python, not from a reader). A circle inside one
package (the engine's deal and its explanations) is that package's own matter; one between
packages breaks the layering design.md asks for (web and its areas -> quiz/course ->
analysis -> engine), e.g. practice's deck and the web's learner code importing each other.
"""

from __future__ import annotations

import ast
from pathlib import Path

import tutor

ROOT = Path(tutor.__file__).parent


def _modules() -> dict[str, Path]:
    found = {}
    for path in ROOT.rglob("*.py"):
        parts = ["tutor", *path.relative_to(ROOT).with_suffix("").parts]
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def import_graph() -> dict[str, set[str]]:
    """Each module of ``tutor`` and the modules of ``tutor`` it imports."""
    modules = _modules()
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    target = alias.name
                    while target and target not in modules:
                        target = target.rpartition(".")[0]
                    if target:
                        graph[name].add(target)
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join([*parts, base] if base else parts)
                for alias in node.names:
                    target = f"{base}.{alias.name}"
                    if target in modules:
                        graph[name].add(target)
                    elif base in modules:
                        graph[name].add(base)
    return graph


def circles(graph: dict[str, set[str]]) -> list[set[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    order: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[set[str]] = []

    def visit(module: str) -> None:
        order[module] = low[module] = len(order)
        stack.append(module)
        on_stack.add(module)
        for imported in sorted(graph[module]):
            if imported not in order:
                visit(imported)
                low[module] = min(low[module], low[imported])
            elif imported in on_stack:
                low[module] = min(low[module], order[imported])
        if low[module] == order[module]:
            group = set()
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.add(member)
                if member == module:
                    break
            if len(group) > 1:
                found.append(group)

    for module in sorted(graph):
        if module not in order:
            visit(module)
    return found


def _package(module: str) -> str:
    """The package a module belongs to: ``tutor.practice`` for ``tutor.practice.deck``."""
    parts = module.split(".")
    return ".".join(parts[:2]) if len(parts) > 2 else "tutor"


def test_no_import_circle_runs_between_packages() -> None:
    across = [
        sorted(group) for group in circles(import_graph()) if len({_package(m) for m in group}) > 1
    ]
    assert across == []


def test_the_deck_and_the_learner_code_import_one_way() -> None:
    graph = import_graph()
    assert "tutor.practice.deck" in graph["tutor.web.progress"]
    assert "tutor.web.progress" not in graph["tutor.practice.deck"]
    assert "tutor.web.progress" not in graph["tutor.practice.item_progress"]


def test_the_check_finds_a_circle_between_packages() -> None:
    graph = {
        "tutor.practice.deck": {"tutor.web.progress"},
        "tutor.web.progress": {"tutor.practice.deck"},
        "tutor.web.clock": set(),
    }
    assert circles(graph) == [{"tutor.practice.deck", "tutor.web.progress"}]
    assert {_package(m) for m in circles(graph)[0]} == {"tutor.practice", "tutor.web"}
