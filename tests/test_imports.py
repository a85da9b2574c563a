"""No import cycles inside `dicelands`.

Every module under src/dicelands is parsed with `ast`; every import counts, at any depth (inside functions too: a
late import only hides a cycle), relative or absolute. `from X import name` depends on X.name when that is a module,
on X otherwise. Imports under `if TYPE_CHECKING:` are left out: they never run.
"""
from __future__ import annotations

import ast
from pathlib import Path


import dicelands

ROOT = Path(dicelands.__file__).parent
PACKAGE = "dicelands"


def modules() -> dict[str, tuple[Path, bool]]:
    """Module name -> (file, is a package)."""
    found = {}
    for path in sorted(ROOT.rglob("*.py")):
        parts = [PACKAGE, *path.relative_to(ROOT).with_suffix("").parts]
        is_package = parts[-1] == "__init__"
        found[".".join(parts[:-1] if is_package else parts)] = (path, is_package)
    return found


def is_type_checking(node: ast.AST) -> bool:
    test = node.test if isinstance(node, ast.If) else None
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING"
            or isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def import_nodes(tree: ast.AST):
    """Import statements at any depth, except the body of `if TYPE_CHECKING:` (its `else:` runs, so it counts)."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
        elif is_type_checking(node):
            yield from import_nodes(ast.Module(body=node.orelse, type_ignores=[]))
        else:
            yield from import_nodes(node)


def imported(name: str, is_package: bool, node: ast.AST, known: dict) -> set[str]:
    """The dicelands modules one import statement in module `name` depends on."""
    if isinstance(node, ast.Import):
        targets = [alias.name for alias in node.names]
    else:
        if node.level:
            base = name.split(".") if is_package else name.split(".")[:-1]
            base = base[:len(base) - (node.level - 1)]
            source = ".".join(base + ([node.module] if node.module else []))
        else:
            source = node.module or ""
        targets = [f"{source}.{alias.name}" if f"{source}.{alias.name}" in known else source for alias in node.names]
    return {target for target in targets if target in known}


def import_graph() -> dict[str, set[str]]:
    known = modules()
    graph = {}
    for name, (path, is_package) in known.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        graph[name] = set().union(*(imported(name, is_package, node, known) for node in import_nodes(tree))) - {name}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One cycle (a path back to its start) per strongly connected group of modules, by Tarjan's algorithm."""
    index, low, stack, on_stack, groups = {}, {}, [], set(), []

    def visit(node):
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = set()
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.add(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(group)

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return [cycle_in(graph, group) for group in groups]


def cycle_in(graph: dict[str, set[str]], group: set[str]) -> list[str]:
    """A shortest path from the group's first module back to itself, staying inside the group."""
    start = min(group)
    paths, seen = [[start]], {start}
    while paths:
        path = paths.pop(0)
        for nxt in sorted(graph[path[-1]] & group):
            if nxt == start:
                return path + [start]
            if nxt not in seen:
                seen.add(nxt)
                paths.append(path + [nxt])
    return [start]


def test_the_graph_sees_relative_late_and_package_imports():
    graph = import_graph()
    assert "dicelands.engine.actions" in graph["dicelands.engine.game"]  # from .actions import normalize_notation
    assert "dicelands.engine.space" in graph["dicelands.engine.companions"]  # a late import inside a method
    assert "dicelands.engine" in graph["dicelands.server.live"]  # from ..engine import DicelandsError, Match


def test_imports_inside_functions_and_else_branches_count_type_checking_ones_do_not():
    tree = ast.parse("import a\nif TYPE_CHECKING:\n    import b\nelse:\n    import c\ndef f():\n    import d\n")
    assert [node.names[0].name for node in import_nodes(tree)] == ["a", "c", "d"]


def test_cycles_are_found_and_named():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(graph) == [["a", "b", "c", "a"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_cycle_inside_dicelands():
    found = cycles(import_graph())
    assert not found, "import cycles inside dicelands:\n" + "\n".join(" -> ".join(c) for c in found)
