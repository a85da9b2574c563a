"""`dicelands compile`: build the compiled build (mypyc) in a source checkout, or remove it.

It runs `setup.py build_ext --inplace` with DICELANDS_COMPILE=1 in the project root (the parent of src/), which
compiles the modules src/dicelands/build.py lists into C extensions beside their `.py` files. `--only engine,geometry`
compiles those parts only (DICELANDS_COMPILE_ONLY); `--clean` deletes the extensions and mypyc's build directory.
An installed (not checked out) dicelands is compiled at install time instead: `DICELANDS_COMPILE=1 pip install .`.
"""
from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

from ..build import EXTENSION_SUFFIXES, PACKAGE, built_extensions
from ..engine.errors import DicelandsError


def register(subparsers) -> None:
    parser = subparsers.add_parser("compile", help="compile dicelands with mypyc in a source checkout (faster play)")
    parser.add_argument("--clean", action="store_true", help="delete the compiled extensions instead")
    parser.add_argument("--only", metavar="PREFIXES",
                        help="compile these parts only, e.g. engine,geometry,games/catan (paths under src/dicelands)")
    parser.set_defaults(handler=run)


def source_root() -> Path:
    """The project root of the checkout dicelands runs from (where setup.py is), or DicelandsError."""
    root = PACKAGE.parent.parent
    if PACKAGE.parent.name != "src" or not (root / "setup.py").is_file() or not (root / "pyproject.toml").is_file():
        raise DicelandsError(f"dicelands runs from {PACKAGE}, which is not a source checkout (no setup.py beside "
                             f"src/): compile it at install time instead, `DICELANDS_COMPILE=1 pip install .`")
    return root


def extensions(root: Path) -> list[Path]:
    """The compiled build's files: the extensions beside the sources and mypyc's shared library in src/."""
    src = root / "src"
    shared = [path for suffix in EXTENSION_SUFFIXES for path in src.glob(f"*{suffix}") if path.is_file()]
    return sorted(built_extensions(src / "dicelands") + shared)


def has_mypyc() -> bool:
    return importlib.util.find_spec("mypyc") is not None


def run(args) -> int:
    root = source_root()
    if args.clean:
        return clean(root)
    if not has_mypyc():
        raise DicelandsError("mypy (which brings mypyc) is not installed: pip install -e '.[compile]'")
    env = {**os.environ, "DICELANDS_COMPILE": "1"}
    env.pop("DICELANDS_COMPILE_ONLY", None)
    if args.only:
        env["DICELANDS_COMPILE_ONLY"] = args.only
    what = f"the parts {args.only}" if args.only else "everything src/dicelands/build.py lists"
    print(f"compiling {what} with mypyc in {root} (a few minutes) ...", flush=True)
    jobs = str(max(1, os.cpu_count() or 1))  # the groups of src/dicelands/build.py compile in parallel
    done = subprocess.run([sys.executable, "setup.py", "build_ext", "--inplace", "--parallel", jobs], cwd=root,
                          env=env, check=False)
    if done.returncode:
        print(f"dicelands: error: the build failed (exit code {done.returncode}); mypyc's errors are above",
              file=sys.stderr)
        return 1
    print(f"built {len(extensions(root))} extension files; `dicelands info` shows which build runs, "
          f"DICELANDS_PURE=1 runs the sources")
    return 0


def clean(root: Path) -> int:
    found = extensions(root)
    for path in found:
        path.unlink()
    build = root / "build"
    removed_build = build.is_dir()
    if removed_build:
        shutil.rmtree(build)
    if not found:
        print("no compiled extensions to remove: dicelands runs as pure Python"
              + (" (removed the build/ directory)" if removed_build else ""))
    else:
        print(f"removed {len(found)} compiled extension files" + (" and the build/ directory" if removed_build else "")
              + ": dicelands runs as pure Python")
    return 0
