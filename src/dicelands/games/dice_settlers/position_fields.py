"""Reading and writing derived from a position type: the fields a msgspec type shares by name with a state class.

A field of a format type (`PlayerJson.techs`, in the file `technologies`) holding the attribute of the same name
(`Player.techs`) is copied by a function made from the two types, so the format is stated once, by the type:

    write = writer(PlayerJson, Player)          # (player, given) -> {"bag": list(player.bag), ..., "tents": given[...]}
    read = reader(PlayerJson, Player)           # decoded PlayerJson -> {"bag": ..., "techs": tuple(...), ...}

The written dict has the keys of the type in its order; a list or mapping gets a container of its own (a tuple the
state keeps becomes a list), and a field the state class has not (`tents`) comes from `given`. The functions are
compiled once from the types (as `dataclasses` does), so a copy costs what a dict written by hand costs: positions
are written and read for every sampled state of a search bot.
"""
from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from typing import Any, get_origin

import msgspec


def _state_fields(cls: type) -> dict[str, bool]:
    """cls's dataclass fields, each with whether it is kept as a tuple (its default is `()`)."""
    return {f.name: f.default == () for f in dataclasses.fields(cls)}


def writer(struct: type[msgspec.Struct], cls: type, given: Iterable[str] = (),
           omit: Iterable[str] = ()) -> Callable[[Any, dict], dict]:
    """(obj, given) -> the file's mapping of `struct`: fields `cls` has copied from obj, the others and those named
    in `given` from the mapping `given` (fields in `omit` left out, for the caller to add when present)."""
    kept, omitted, own = _state_fields(cls), set(omit), set(given)
    items = []
    for f in msgspec.structs.fields(struct):
        if f.name in omitted:
            continue
        if f.name not in kept or f.name in own:
            value = f"given[{f.name!r}]"
        elif get_origin(f.type) in (list, dict):
            value = f"{get_origin(f.type).__name__}(obj.{f.name})"
        else:
            value = f"obj.{f.name}"
        items.append(f"{f.encode_name!r}: {value}")
    return _compiled(f"lambda obj, given: {{{', '.join(items)}}}", f"write {struct.__name__}")


def reader(struct: type[msgspec.Struct], cls: type, omit: Iterable[str] = ()) -> Callable[[Any], dict]:
    """decoded struct -> {attribute: value} for the fields `cls` has (but those in `omit`, read otherwise), tuples
    where `cls` keeps them."""
    kept, omitted = _state_fields(cls), set(omit)
    items = [f"{name!r}: tuple(data.{name})" if kept[name] else f"{name!r}: data.{name}"
             for name in struct.__struct_fields__ if name in kept and name not in omitted]
    return _compiled(f"lambda data: {{{', '.join(items)}}}", f"read {struct.__name__}")


def _compiled(source: str, name: str) -> Callable:
    function = eval(compile(source, f"<{name}>", "eval"), {"list": list, "dict": dict, "tuple": tuple})  # noqa: S307
    return function
