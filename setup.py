"""The build: pure Python by default; `DICELANDS_COMPILE=1` compiles the modules that src/dicelands/build.py lists
with mypyc (the `compile` extra brings mypy). Everything else about the package is in pyproject.toml."""
import importlib.util
import os
import sys
from pathlib import Path

from setuptools import setup

ext_modules = []
if os.environ.get("DICELANDS_COMPILE", "") not in ("", "0"):
    from mypyc.build import mypycify

    spec = importlib.util.spec_from_file_location("dicelands_build", Path(__file__).parent / "src/dicelands/build.py")
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    groups = build.compiled_groups()
    ext_modules = mypycify(["--no-warn-unused-configs", *(source for sources, _ in groups for source in sources)],
                           opt_level=os.environ.get("DICELANDS_OPT_LEVEL", "3"), separate=groups, multi_file=True)
    if sys.platform != "win32":
        # mypyc's header for a group defines the other groups' export tables in every C file of a multi-file group
        # (tentative definitions); -fcommon has the linker merge them, as compilers did before GCC 10.
        for extension in ext_modules:
            if "-fcommon" not in extension.extra_compile_args:  # mypyc may share one list between extensions
                extension.extra_compile_args.append("-fcommon")

setup(ext_modules=ext_modules)
if ext_modules and "--inplace" in sys.argv:  # setup() returned: the build succeeded
    build.mark_built([source for sources, _ in groups for source in sources], Path(__file__).parent)
