"""dicelands: one engine for dice-and-map colonization board games, played exactly by their rulebooks.

With `DICELANDS_PURE=1` in the environment, every dicelands module is imported from its `.py` source even where the
compiled build (mypyc, src/dicelands/build.py) placed an extension beside it: the same source, run as Python.
"""
from __future__ import annotations

import sys
from importlib.abc import MetaPathFinder
from importlib.machinery import SOURCE_SUFFIXES, FileFinder, ModuleSpec, SourceFileLoader

from .build import pure_requested


class _SourceOnly(MetaPathFinder):
    """Finds dicelands' submodules among `.py` files only, so that compiled extensions beside them are skipped."""

    def find_spec(self, fullname: str, path=None, target=None) -> ModuleSpec | None:
        if not fullname.startswith(__name__ + ".") or path is None:
            return None
        for entry in path:
            spec = FileFinder(entry, (SourceFileLoader, SOURCE_SUFFIXES)).find_spec(fullname)
            if spec is not None:
                return spec
        return None


if pure_requested() and not any(isinstance(finder, _SourceOnly) for finder in sys.meta_path):
    sys.meta_path.insert(0, _SourceOnly())
