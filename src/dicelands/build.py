"""Which modules the compiled build compiles with mypyc, and whether this process runs the compiled build.

The `.py` files are the only source: `DICELANDS_COMPILE=1 pip install .` (or `dicelands compile` in a checkout)
compiles the modules listed here into C extensions placed beside them, and Python then imports the extension
instead of the `.py` file. `DICELANDS_PURE=1` makes a process import the `.py` files even where extensions were
built (dicelands/__init__.py). This module imports nothing of dicelands: setup.py reads it before anything is
installed.
"""
from __future__ import annotations

import ast
import os
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent

# What a decision runs: the engine, the geometry, the games, the bots and the learning environments' encoder.
COMPILED_PACKAGES = ("engine", "geometry", "games", "bots", "envs")

# Modules left as Python, and why. A module that needs Python's dynamism (monkey-patched by callers, subclassed by
# plain Python classes it cannot allow) or that only runs once per process gains nothing from compiling.
NOT_COMPILED = {
    "envs/__main__.py": "a command line, run once",
    "envs/gymnasium.py": "its classes subclass Gymnasium's (Env, spaces.Discrete), plain Python classes",
    "envs/pettingzoo.py": "its environment subclasses PettingZoo's AECEnv, a plain Python class",
    "envs/openspiel.py": "its classes subclass pyspiel's (State, Game) and tuple, with properties over attributes",
    "envs/vector.py": "subclasses Gymnasium's VectorEnv; a step is one round trip to worker processes",
    "engine/inputs.py": "subclasses PyYAML's loader, the C one when there is one, chosen at import",
    "engine/modules.py": "`Module` is a generic frozen dataclass subscripted at run time (Module[SettlersHooks])",
    "games/dice_colony/hints.py": "delegation only (to heuristic.py and value.py, compiled); a test counts the value's "
                                  "calls by patching the hints object",
}


def compiled_sources(root: Path = PACKAGE) -> list[str]:
    """The .py files to compile, relative to the project root (setup.py's directory): package by package, each sorted."""
    project = root.parent.parent
    candidates = [path for package in COMPILED_PACKAGES for path in sorted((root / package).rglob("*.py"))]
    only = [prefix.strip().rstrip("/") + "/" for prefix in os.environ.get("DICELANDS_COMPILE_ONLY", "").split(",")
            if prefix.strip()]  # a partial build while working on one part: "engine,geometry,games/catan"
    if only:
        candidates = [path for path in candidates if any(path.relative_to(root).as_posix().startswith(prefix)
                                                         for prefix in only)]
    structs = struct_modules(candidates)
    return [path.relative_to(project).as_posix() for path in candidates
            if path.relative_to(root).as_posix() not in NOT_COMPILED and path not in structs]


# The compiled build is made of these groups, one C extension each, so that a build compiles them in parallel and
# no C file grows too large for the compiler (one group of everything was a single 271 MB file). A group's prefix
# takes every listed module under it that an earlier, longer prefix did not take; calls between groups stay native.
GROUPS = (
    ("games/dice_settlers/modules/", "dice_settlers_modules"),
    ("games/dice_settlers/", "dice_settlers"),
    ("games/catan/land_ho/", "land_ho"),
    ("games/catan/", "catan"),
    ("games/dice_city/", "dice_city"),
    ("games/dice_colony/", "dice_colony"),
    ("envs/", "envs"),
    ("", "core"),  # the engine, the geometry, the bots and the games package itself
)


def compiled_groups(root: Path = PACKAGE) -> list[tuple[list[str], str]]:
    """compiled_sources() split into GROUPS as mypyc's separate compilation takes them: (sources, group name), for
    the groups that have sources."""
    project_prefix = (root.relative_to(root.parent.parent) if root.is_absolute() else root).as_posix() + "/"
    groups: dict[str, list[str]] = {name: [] for _, name in GROUPS}
    for source in compiled_sources(root):
        inner = source.removeprefix(project_prefix)
        name = next(name for prefix, name in GROUPS if inner.startswith(prefix))
        groups[name].append(source)
    return [(sources, f"dicelands_{name}") for name, sources in groups.items() if sources]


def mark_built(sources: list[str], project: Path) -> list[Path]:
    """Stamps the extension of each of `sources` (paths relative to `project`) with the time of the build that just
    made it. A build whose C came out unchanged leaves an extension's file as it was, with its old time, although it
    was made from the source as it is now (a checkout that touched a file without changing it): `dicelands info`
    tells a source edited after the last build by comparing the two times. The extensions stamped."""
    stamped = []
    for source in sources:
        path = project / source
        for suffix in EXTENSION_SUFFIXES:
            for extension in path.parent.glob(f"{path.stem}.*{suffix}"):
                if extension.name.split(".", 1)[0] == path.stem:
                    extension.touch()
                    stamped.append(extension)
    return stamped


def struct_modules(paths: list[Path]) -> set[Path]:
    """The modules that define a msgspec Struct (positions, component records): they stay Python, because msgspec
    reads a class's annotations at run time and a compiled module keeps only their erased types (a `Literal` of
    strings becomes `type`). Found in the source, by the classes' bases, to any depth across modules."""
    classes = [(path, node) for path in paths for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
               if isinstance(node, ast.ClassDef)]
    names, found = {"Struct"}, set()
    grown = True
    while grown:
        grown = False
        for index, (_, node) in enumerate(classes):
            if index not in found and any(_base_name(base) in names for base in node.bases):
                found.add(index)
                names.add(node.name)
                grown = True
    return {classes[index][0] for index in found}


def _base_name(base: ast.expr) -> str:
    if isinstance(base, ast.Subscript):
        base = base.value
    if isinstance(base, ast.Attribute):
        return base.attr
    return base.id if isinstance(base, ast.Name) else ""


EXTENSION_SUFFIXES = (".so", ".pyd")


def built_extensions(root: Path = PACKAGE) -> list[Path]:
    """The compiled modules beside the sources under `root` (the package), sorted."""
    return sorted(path for suffix in EXTENSION_SUFFIXES for path in root.rglob(f"*{suffix}") if path.is_file())


def pure_requested() -> bool:
    return os.environ.get("DICELANDS_PURE", "") not in ("", "0")


def build_kind() -> str:
    """'compiled' when the engine runs as a mypyc extension in this process, else 'pure'."""
    from .engine import game
    return "compiled" if not (game.__file__ or "").endswith(".py") else "pure"
