"""What dicelands accepts from a file, in one place: the input policy every reader goes through.

A file is read only if it is a regular file (never a device, FIFO or directory, which could block or never end)
of at most the size cap of its kind, decoded as strict UTF-8. JSON and YAML are parsed with the numbers bounded
(whole numbers fit in 64 bits, floats are finite), nesting at most MAX_DEPTH deep, text free of lone surrogates,
and in YAML no mapping with the same key twice. YAML uses the C loader when PyYAML has it.

A typed schema (a msgspec Struct or type) is then checked at the edge, before anything runs; every problem is one
line naming the file, the path inside it (`options.players`, `sheets.1.icons.4`) and what was expected:

    data = read_json(path, "record", RecordError)                 # policy only: any JSON value
    record = read_json(path, "record", RecordError, RecordSchema)  # policy and schema in one pass
    record = conform(data, RecordSchema, "record", RecordError)    # a value already in memory (the server's)
"""
from __future__ import annotations

import math
import os
import re
import stat
from typing import TYPE_CHECKING, Any, TypeVar

import msgspec
import yaml

from .errors import DicelandsError, quoted_path

T = TypeVar("T")

KIB, MIB = 1 << 10, 1 << 20
SIZE_CAPS = {  # bytes; a larger file is refused before it is read
    "record": 16 * MIB,
    "position": 4 * MIB,
    "scenario file": 2 * MIB,
    "results": 256 * MIB,
    "data": 2 * MIB,
}
DEFAULT_SIZE_CAP = 4 * MIB
MAX_VALUES = 2_000_000  # values in one file; YAML aliases could otherwise make a small file stand for billions
MAX_DEPTH = 64  # nesting of lists and mappings; the deepest valid file today nests about 8
INT_RANGE = (-(1 << 63), (1 << 64) - 1)  # what msgspec decodes as a whole number; YAML is held to the same
MAX_NUMBER_TEXT = 400  # digits of a YAML number; longer is refused before Python parses it


# ---- reading -----------------------------------------------------------------------------------------------------
def read_bytes(path: str | os.PathLike, what: str, error: type[DicelandsError] = DicelandsError) -> bytes:
    """The bytes of a regular file of at most SIZE_CAPS[what]; `error` names the file and the reason otherwise."""
    name = str(path)
    cap = SIZE_CAPS.get(what, DEFAULT_SIZE_CAP)
    try:
        # O_NONBLOCK: opening a FIFO must not wait for a writer; the check below refuses it anyway.
        handle = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOCTTY", 0))
    except (OSError, ValueError) as exc:
        reason = getattr(exc, "strerror", None) or str(exc)
        raise error(f"cannot read {what} {quoted_path(name)}: {reason}") from None
    try:
        info = os.fstat(handle)
        if not stat.S_ISREG(info.st_mode):
            raise error(f"cannot read {what} {quoted_path(name)}: not a regular file")
        if info.st_size > cap:
            raise error(f"cannot read {what} {quoted_path(name)}: {info.st_size} bytes, over the limit of {cap} bytes")
        os.set_blocking(handle, True)
        chunks, size = [], 0
        while size <= cap:
            chunk = os.read(handle, min(cap + 1 - size, 1 << 20) or 1)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > cap:
            raise error(f"cannot read {what} {quoted_path(name)}: over the limit of {cap} bytes")
        return b"".join(chunks)
    except OSError as exc:
        raise error(f"cannot read {what} {quoted_path(name)}: {exc.strerror or exc}") from None
    finally:
        os.close(handle)


def read_text(path: str | os.PathLike, what: str, error: type[DicelandsError] = DicelandsError) -> str:
    """`read_bytes` decoded as strict UTF-8 (a leading byte-order mark is refused too: it is not JSON)."""
    return decode_utf8(read_bytes(path, what, error), str(path), error)


def decode_utf8(data: bytes, name: str, error: type[DicelandsError], what: str = "") -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise error(f"{name}: {what}not UTF-8 text (byte {exc.start + 1}, line {line})") from None


# ---- JSON --------------------------------------------------------------------------------------------------------
def read_json(path: str | os.PathLike, what: str, error: type[DicelandsError] = DicelandsError,
              schema: Any = Any) -> Any:
    """A JSON file through the policy, checked against `schema` (a type msgspec understands) in the same pass."""
    return parse_json(read_bytes(path, what, error), str(path), error, schema)


def parse_json(data: bytes | str, name: str, error: type[DicelandsError] = DicelandsError,
               schema: Any = Any) -> Any:
    """JSON text through the policy; `name` heads every error (a file name, or "request body")."""
    if isinstance(data, str):
        try:
            data = data.encode("utf-8")
        except UnicodeEncodeError:
            raise error(f"{name}: malformed JSON: not UTF-8 text (a lone surrogate)") from None
    if data.startswith(b"\xef\xbb\xbf"):
        raise error(f"{name}: malformed JSON: starts with a byte-order mark")
    try:
        value = msgspec.json.decode(data, type=schema, strict=True)
    except msgspec.ValidationError as exc:
        raise error(f"{name}: {_explain(exc)}") from None
    except msgspec.DecodeError as exc:
        decode_utf8(data, name, error, "malformed JSON: ")  # not UTF-8 at all: say so, with the byte and line
        raise error(f"{name}: malformed JSON {_decode_problem(data, exc)}") from None
    except RecursionError:
        raise error(f"{name}: nested more than {MAX_DEPTH} deep") from None
    check_tree(value, name, error)
    return value


_BYTE = re.compile(r"\s*\(byte (\d+)\)")


def _decode_problem(data: bytes, exc: msgspec.DecodeError) -> str:
    """`at line L column C: what`, from msgspec's `JSON is malformed: what (byte N)`."""
    text = str(exc)
    found = _BYTE.search(text)
    offset = int(found.group(1)) if found else len(data)
    text = _BYTE.sub("", text).removeprefix("JSON is malformed: ")
    if "truncated" in text:
        text = ("a lone surrogate escape (\\ud800-\\udfff) or text cut short" if b"\\ud" in data.lower()
                else "the text ends too soon")
    line = data.count(b"\n", 0, offset) + 1
    column = offset - (data.rfind(b"\n", 0, offset) + 1) + 1
    return f"at line {line} column {column}: {text}"


# ---- YAML --------------------------------------------------------------------------------------------------------
if TYPE_CHECKING:
    _BaseLoader = yaml.SafeLoader
else:  # the C loader when PyYAML was built with libyaml
    _BaseLoader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class StrictLoader(_BaseLoader):
    """PyYAML's safe loader (the C one when available) that refuses duplicate keys, oversized numbers and
    non-finite floats."""

    def construct_mapping(self, node, deep=False):
        seen = set()
        for key_node, _ in node.value:  # the mapping's own keys: a merge (`<<: *defaults`) may override
            if key_node.tag == "tag:yaml.org,2002:merge":
                continue
            key = self.construct_object(key_node, deep=True)
            try:
                duplicate = key in seen
                seen.add(key)
            except TypeError:
                raise yaml.constructor.ConstructorError(None, None, "a mapping key that is a list or mapping",
                                                        key_node.start_mark) from None
            if duplicate:
                raise yaml.constructor.ConstructorError(None, None, f"duplicate key {key!r}", key_node.start_mark)
        return super().construct_mapping(node, deep)

    def construct_yaml_int(self, node):
        if len(node.value) > MAX_NUMBER_TEXT:
            raise yaml.constructor.ConstructorError(None, None, "a number too large", node.start_mark)
        value = super().construct_yaml_int(node)
        if not INT_RANGE[0] <= value <= INT_RANGE[1]:
            raise yaml.constructor.ConstructorError(None, None, f"a whole number outside {INT_RANGE[0]}.."
                                                    f"{INT_RANGE[1]}", node.start_mark)
        return value

    def construct_yaml_float(self, node):
        if len(node.value) > MAX_NUMBER_TEXT:
            raise yaml.constructor.ConstructorError(None, None, "a number too large", node.start_mark)
        value = super().construct_yaml_float(node)
        if not math.isfinite(value):
            raise yaml.constructor.ConstructorError(None, None, "a number that is not finite", node.start_mark)
        return value


StrictLoader.add_constructor("tag:yaml.org,2002:int", StrictLoader.construct_yaml_int)
StrictLoader.add_constructor("tag:yaml.org,2002:float", StrictLoader.construct_yaml_float)


def read_yaml(path: str | os.PathLike, what: str, error: type[DicelandsError] = DicelandsError) -> Any:
    return parse_yaml(read_text(path, what, error), str(path), error)


def parse_yaml(text: str, name: str, error: type[DicelandsError] = DicelandsError) -> Any:
    depth = _flow_depth_bound(text)
    if depth > MAX_DEPTH:
        raise error(f"{name}: nested more than {MAX_DEPTH} deep")
    try:
        value = yaml.load(text, Loader=StrictLoader)  # noqa: S506 - a safe loader
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
        at = f" at line {mark.line + 1} column {mark.column + 1}" if mark else ""
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise error(f"{name}: malformed YAML{at}: {problem}") from None
    except RecursionError:
        raise error(f"{name}: nested more than {MAX_DEPTH} deep") from None
    except (ValueError, OverflowError) as exc:  # a timestamp or other scalar PyYAML cannot build
        raise error(f"{name}: malformed YAML: {exc}") from None
    check_tree(value, name, error)
    return value


_NOT_BRACKET = re.compile(r"[^\[\]{}]+")


def _flow_depth_bound(text: str) -> int:
    """An upper bound on flow-style ([ ] { }) nesting, counted before the recursive parser sees the text. Brackets
    inside quoted text count too, so this may over-estimate, never under-estimate."""
    brackets = _NOT_BRACKET.sub("", text)
    if len(brackets) <= 2 * MAX_DEPTH:
        return 0
    depth = deepest = 0
    for char in brackets:
        if char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth = max(0, depth - 1)
    return deepest


# ---- the parsed tree and schemas ----------------------------------------------------------------------------------
def check_tree(value: Any, name: str, error: type[DicelandsError] = DicelandsError) -> None:
    """Depth, number and text bounds of a parsed value (what a parser alone does not bound), without recursion."""
    stack: list[tuple[Any, int, str]] = [(value, 1, "")]
    count = 0
    while stack:
        item, depth, path = stack.pop()
        count += 1
        if count > MAX_VALUES:
            raise error(f"{name}: more than {MAX_VALUES} values (YAML aliases repeating one part over and over?)")
        if isinstance(item, (dict, list)):
            if depth > MAX_DEPTH:
                raise error(f"{name}: {path or 'the top level'}: nested more than {MAX_DEPTH} deep")
            if isinstance(item, dict):
                for key, child in item.items():
                    _check_scalar(key, name, error, _join(path, key))
                    stack.append((child, depth + 1, _join(path, key)))
            else:
                stack.extend((child, depth + 1, _join(path, index)) for index, child in enumerate(item))
        else:
            _check_scalar(item, name, error, path)


def _check_scalar(item: Any, name: str, error: type[DicelandsError], path: str) -> None:
    where = path or "the top level"
    if isinstance(item, str):
        if not item.isascii():
            try:
                item.encode("utf-8")
            except UnicodeEncodeError:
                raise error(f"{name}: {where}: text with a lone surrogate") from None
    elif isinstance(item, float):
        if not math.isfinite(item):
            raise error(f"{name}: {where}: a number that is not finite")
    elif isinstance(item, int) and not isinstance(item, bool):
        if not INT_RANGE[0] <= item <= INT_RANGE[1]:
            raise error(f"{name}: {where}: a whole number outside {INT_RANGE[0]}..{INT_RANGE[1]}")


def _join(path: str, key: Any) -> str:
    return f"{path}.{key}" if path else str(key)


def conform(value: Any, schema: type[T], name: str, error: type[DicelandsError] = DicelandsError,
            bounds: bool = True) -> T:
    """`value` (already parsed, or built in memory) checked against `schema` strictly: no text read as a number.
    `bounds=False` skips the depth/number/text walk, for a value read through this policy already (a position
    inside a record) or made by the engine itself (a sampled state), where it would only cost time."""
    if bounds:
        check_tree(value, name, error)
    try:
        return msgspec.convert(value, schema, strict=True)
    except msgspec.ValidationError as exc:
        raise error(f"{name}: {_explain(exc)}") from None
    except UnicodeEncodeError:  # a lone surrogate, when the bounds walk was skipped
        raise error(f"{name}: text with a lone surrogate") from None
    except RecursionError:
        raise error(f"{name}: nested more than {MAX_DEPTH} deep") from None


_AT = re.compile(r" - at `\$(.*)`$")
_MISSING = re.compile(r"Object missing required field (.+)$")  # a key may hold spaces ("pair x left")
_INDEX = re.compile(r"\[(\d+|\.\.\.)\]")  # `[3]` a list index; `[...]` some key of a mapping (msgspec's)


def _explain(exc: msgspec.ValidationError) -> str:
    """msgspec's `Expected `int`, got `str` - at `$.options.players`` as `options.players: expected int, got str`."""
    text = str(exc)
    match = _AT.search(text)
    problem = (text[:match.start()] if match else text).replace("`", "")
    path = _INDEX.sub(lambda m: "." + m.group(1).replace("...", "*"), match.group(1)).lstrip(".") if match else ""
    missing = _MISSING.match(problem)
    if missing:
        problem = f"missing key {missing.group(1)!r}"
    elif problem.startswith("Object contains unknown field "):
        problem = f"unknown key {problem.removeprefix('Object contains unknown field ')!r}"
    problem = problem.replace("str matching regex '\\\\S'", "text that is not only spaces")
    problem = problem[0].lower() + problem[1:] if problem else "invalid"
    return f"{path}: {problem}" if path else problem
