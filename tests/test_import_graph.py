"""Import circles: the course package's modules form no circle, alone or through other
packages, and none of them dodges one with an import inside a function.

The graph is read from the source (ast), so the test sees what Python runs when a module
is imported: every import at module level (class bodies too; not under ``TYPE_CHECKING``),
plus the parent packages each import runs (``tutor.course.examples`` runs
``tutor/course/__init__.py``). The root ``tutor`` package is the app factory, which every
module "imports" as a parent, so it is left out as a parent.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

PACKAGE = Path(__file__).parents[1] / "tutor"
# Packages whose modules must stay out of every circle. Add a package here once its
# circles are broken.
ACYCLIC_PACKAGES = ("tutor.course",)


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES: dict[str, Path] = {module_name(path): path for path in PACKAGE.rglob("*.py")}


def _known(name: str) -> str | None:
    """The module an imported name lives in (``tutor.engine.Card`` -> ``tutor.engine``)."""
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def _with_parents(module: str) -> set[str]:
    parts = module.split(".")
    return {".".join(parts[:end]) for end in range(2, len(parts) + 1)} & MODULES.keys()


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _module_level_imports(tree: ast.Module) -> Iterator[ast.Import | ast.ImportFrom]:
    """Imports Python runs when the module is imported (not those inside functions)."""
    pending: list[ast.stmt] = list(tree.body)
    while pending:
        node = pending.pop()
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        elif isinstance(node, ast.If) and _is_type_checking(node):
            pending.extend(node.orelse)
        else:
            for child in ast.iter_child_nodes(node):
                if isinstance(child, ast.stmt):
                    pending.append(child)


def _imported(node: ast.Import | ast.ImportFrom) -> set[str]:
    if isinstance(node, ast.Import):
        names = [alias.name for alias in node.names]
    elif node.module is None or node.level:
        names = []  # relative imports: the package uses none
    else:
        names = [f"{node.module}.{alias.name}" for alias in node.names]
    found: set[str] = set()
    for name in names:
        module = _known(name)
        if module is not None:
            found |= _with_parents(module)
    return found


def import_graph() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {}
    for module, path in MODULES.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        edges: set[str] = set()
        for node in _module_level_imports(tree):
            edges |= _imported(node)
        graph[module] = edges - {module}
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        on_stack.add(module)
        for other in sorted(graph.get(module, ())):
            if other not in index:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in on_stack:
                low[module] = min(low[module], index[other])
        if low[module] == index[module]:
            component: list[str] = []
            while True:
                other = stack.pop()
                on_stack.discard(other)
                component.append(other)
                if other == module:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return found


def test_the_circle_finder_finds_a_circle_and_only_a_circle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert circles(graph) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_function_level_imports_are_not_edges_but_module_level_ones_are() -> None:
    tree = ast.parse(
        "import tutor.engine\n"
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from tutor.quiz import bank\n"
        "try:\n    from tutor.korean import particle\nexcept ImportError:\n    pass\n"
        "def later():\n    from tutor.web import cards\n"
    )
    imported = set().union(*(_imported(node) for node in _module_level_imports(tree)))
    assert imported == {"tutor.engine", "tutor.korean"}


@pytest.mark.parametrize("package", ACYCLIC_PACKAGES)
def test_no_module_of_the_package_is_in_an_import_circle(package: str) -> None:
    graph = import_graph()
    assert any(module.startswith(package + ".") for module in graph)
    caught = [
        circle
        for circle in circles(graph)
        if any(module == package or module.startswith(package + ".") for module in circle)
    ]
    assert caught == []


@pytest.mark.parametrize("package", ACYCLIC_PACKAGES)
def test_the_package_dodges_no_circle_with_an_import_inside_a_function(package: str) -> None:
    # A deferred import of our own code hides a circle from the graph above.
    deferred: list[str] = []
    for module, path in MODULES.items():
        if not (module == package or module.startswith(package + ".")):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        at_module_level = set(map(id, _module_level_imports(tree)))
        for node in ast.walk(tree):
            is_import = isinstance(node, (ast.Import, ast.ImportFrom))
            if is_import and id(node) not in at_module_level and _imported(node):
                deferred.append(f"{module}:{node.lineno}")
    assert deferred == []
