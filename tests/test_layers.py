"""The package's layers, read from the source: imports point one way, and no circles.

design.md: web and its areas -> quiz/course -> analysis -> engine. An import made inside a
function to dodge a circle is still an import, so every ``import`` in a module counts,
except those under ``if TYPE_CHECKING:`` (types only, never run).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent / "tutor"

# What each lower layer may import from the package (itself always).
ALLOWED = {
    "tutor.engine": {"tutor.korean", "tutor.catalogue", "tutor.grammar"},
    "tutor.analysis": {"tutor.engine", "tutor.korean", "tutor.catalogue", "tutor.grammar"},
}

# Packages none of whose modules may import our code inside a function: a deferred import
# is how a circle hides from Python (the course dodged curriculum <-> examples so).
NO_DEFERRED_IMPORTS = ("tutor.analysis", "tutor.course")

# Circles known and owned by an open issue; each entry must still be a circle (so a fixed
# one is removed from here), and no other circle may appear.
KNOWN_CIRCLES: set[frozenset[str]] = set()


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(tree: ast.AST, module: str, package: bool, known: set[str]) -> Iterator[str]:
    todo: list[ast.AST] = [tree]
    while todo:
        node = todo.pop()
        if isinstance(node, ast.If) and _is_type_checking(node):
            todo.extend(node.orelse)
            continue
        todo.extend(ast.iter_child_nodes(node))
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = module.split(".")
                anchor = anchor[: len(anchor) - node.level + (1 if package else 0)]
                base = ".".join([*anchor, base] if base else anchor)
            for alias in node.names:
                # ``from tutor.web import progress`` imports the module, not the package's
                # own code beyond what Python runs anyway; a name that is no module comes
                # from the package itself.
                sub = f"{base}.{alias.name}"
                yield sub if sub in known else base


def import_graph() -> dict[str, set[str]]:
    paths = sorted(ROOT.rglob("*.py"))
    modules = {_module_name(p): p for p in paths if "migrations" not in p.parts}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        targets = _imports(tree, name, path.name == "__init__.py", set(modules))
        graph[name] = {t for t in targets if t in modules and t != name}
    return graph


def circles(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """Strongly connected components of two or more modules (Tarjan), ignoring the edges
    into a package's ``__init__`` from its own modules (a package re-exports its parts)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[frozenset[str]] = []
    counter = 0

    def edges(name: str) -> set[str]:
        return {t for t in graph[name] if not name.startswith(t + ".")}

    def visit(name: str) -> None:
        nonlocal counter
        index[name] = low[name] = counter
        counter += 1
        stack.append(name)
        on_stack.add(name)
        for target in edges(name):
            if target not in index:
                visit(target)
                low[name] = min(low[name], low[target])
            elif target in on_stack:
                low[name] = min(low[name], index[target])
        if low[name] == index[name]:
            component = set()
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.add(top)
                if top == name:
                    break
            if len(component) > 1:
                found.append(frozenset(component))

    for name in sorted(graph):
        if name not in index:
            visit(name)
    return found


GRAPH = import_graph()


@pytest.mark.parametrize("layer", sorted(ALLOWED))
def test_a_lower_layer_imports_only_what_is_below_it(layer: str) -> None:
    allowed = {layer, *ALLOWED[layer]}
    wrong = {
        f"{module} -> {target}"
        for module, targets in GRAPH.items()
        if module == layer or module.startswith(layer + ".")
        for target in targets
        if not any(target == a or target.startswith(a + ".") for a in allowed)
    }
    assert not wrong, sorted(wrong)


# The layers under the web (design.md): none of their modules may import tutor.web, which
# sits above them all (the course's lesson rendering once reached into it for card faces
# and the page's language; it is given the language now).
UNDER_THE_WEB = ("tutor.engine", "tutor.analysis", "tutor.quiz", "tutor.course")


def _imports_of(graph: dict[str, set[str]], layer: str, banned: str) -> set[str]:
    return {
        f"{module} -> {target}"
        for module, targets in graph.items()
        if module == layer or module.startswith(layer + ".")
        for target in targets
        if target == banned or target.startswith(banned + ".")
    }


@pytest.mark.parametrize("layer", UNDER_THE_WEB)
def test_no_layer_under_the_web_imports_it(layer: str) -> None:
    assert GRAPH.get(layer) is not None or any(m.startswith(layer + ".") for m in GRAPH)
    assert _imports_of(GRAPH, layer, "tutor.web") == set()


def test_an_import_of_the_web_from_below_is_found() -> None:
    graph = {"tutor.course.rendering": {"tutor.web.cards", "tutor.engine"}, "tutor.web": set()}
    assert _imports_of(graph, "tutor.course", "tutor.web") == {
        "tutor.course.rendering -> tutor.web.cards"
    }


def test_the_engine_and_analysis_are_whole_packages() -> None:
    assert "tutor.analysis.solver" in GRAPH
    assert "tutor.analysis.judge" in GRAPH
    assert "tutor.engine.deal" in GRAPH
    assert "tutor.analysis.position" in GRAPH["tutor.analysis.judge"]


def test_no_import_circles_beyond_the_known_ones() -> None:
    found = set(circles(GRAPH))
    assert found <= KNOWN_CIRCLES, sorted(sorted(c) for c in found - KNOWN_CIRCLES)


def test_every_known_circle_is_still_a_circle() -> None:
    """A circle that was broken comes off the list, so it cannot quietly return."""
    found = set(circles(GRAPH))
    assert found >= KNOWN_CIRCLES, sorted(sorted(c) for c in KNOWN_CIRCLES - found)


def test_the_circle_finder_finds_a_circle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(graph) == [frozenset({"a", "b", "c"})]


def _deferred_imports(path: Path) -> list[int]:
    """Lines of imports of our own code made inside a function of the module."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    lines = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        for inner in ast.walk(node):
            if (isinstance(inner, ast.ImportFrom) and (inner.module or "").startswith("tutor")) or (
                isinstance(inner, ast.Import)
                and any(a.name.startswith("tutor") for a in inner.names)
            ):
                lines.append(inner.lineno)
    return lines


@pytest.mark.parametrize("package", NO_DEFERRED_IMPORTS)
def test_the_package_dodges_no_circle_with_an_import_inside_a_function(package: str) -> None:
    folder = ROOT.parent / package.replace(".", "/")
    deferred = [
        f"{path.relative_to(ROOT.parent)}:{line}"
        for path in sorted(folder.rglob("*.py"))
        for line in _deferred_imports(path)
    ]
    assert deferred == []


def test_practice_and_the_web_import_one_way() -> None:
    """The web's learner code merges and reads practice (deck, item progress); practice's
    deck never imports it back (the circle of issue 28 item 5)."""
    assert "tutor.practice.deck" in GRAPH["tutor.web.progress"]
    assert "tutor.web.progress" not in GRAPH["tutor.practice.deck"]
    assert "tutor.web.progress" not in GRAPH["tutor.practice.item_progress"]
    across = [
        sorted(circle)
        for circle in circles(GRAPH)
        if any(m.startswith("tutor.practice.") for m in circle)
        and any(m.startswith("tutor.web.") for m in circle)
    ]
    assert across == []


# Issue 28 item 5: no module over 1,200 lines. The modules still over it, each with its issue;
# the list can only shrink (a module brought under the limit must leave it).
MAX_MODULE_LINES = 1200
LONG_MODULES: dict[str, int] = {}


def _module_lines() -> dict[str, int]:
    return {
        path.relative_to(ROOT).as_posix(): len(path.read_text(encoding="utf-8").splitlines())
        for path in sorted(ROOT.rglob("*.py"))
    }


def test_no_module_is_over_the_line_limit_beyond_the_known_ones() -> None:
    lines = _module_lines()
    over = {name for name, count in lines.items() if count > MAX_MODULE_LINES}
    assert over <= set(LONG_MODULES), sorted(over - set(LONG_MODULES))


def test_every_known_long_module_is_still_over_the_limit() -> None:
    lines = _module_lines()
    fixed = {name for name in LONG_MODULES if lines.get(name, 0) <= MAX_MODULE_LINES}
    assert not fixed, sorted(fixed)
