"""The Western Sea coverage table (docs/rules/western-sea-coverage.md) stays true: every test it names exists, every
row's seed words are on the seed line it gives, every seed line holding a sentence has a row, every row has a test or
says why it is not a rule, and a test it names quotes the row's words (in its docstring or a comment). Cheap: it
parses files, it runs no game. The seed is read from shared/seeds beside the repository (or DICELANDS_SEEDS); the
two checks that need it are skipped, saying so, where it is absent."""
from __future__ import annotations

import ast
import os
import re
from functools import lru_cache
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
TABLE = ROOT / "docs" / "rules" / "western-sea-coverage.md"
TESTS = ROOT / "tests" / "dice_settlers"
SCENARIOS = ROOT / "tests" / "scenarios" / "dice_settlers"
SEED_NAME = "000_85f2547778bf558b.txt"
NOT_A_RULE = "not a rule: "


def seed_path() -> Path | None:
    """The seed lives beside the repository (shared/seeds), or where DICELANDS_SEEDS points."""
    for folder in (os.environ.get("DICELANDS_SEEDS"), ROOT.parent / "shared" / "seeds"):
        if folder and (Path(folder) / SEED_NAME).is_file():
            return Path(folder) / SEED_NAME
    return None


def rows() -> list[dict]:
    found = []
    for number, line in enumerate(TABLE.read_text().splitlines(), 1):
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if not line.startswith("| ") or not cells[0].isdigit():
            continue
        assert len(cells) == 4, f"table line {number}: expected 4 cells, found {len(cells)}"
        line_no, words, tests, note = cells
        found.append({"at": number, "line": int(line_no), "words": words, "tests": tests, "note": note})
    return found


def named_tests(row) -> list[tuple[str, str]]:
    if row["tests"].startswith(NOT_A_RULE):
        return []
    return [tuple(item.split("::", 1)) for item in row["tests"].split("; ") if item]


@lru_cache(maxsize=None)
def citations(file: str) -> dict[str, str]:
    """test or scenario name -> the text that cites the seed: the test's source (its docstring and comments quote
    the seed), or the scenario's name and cite."""
    if file.endswith(".yaml"):
        return {s["name"]: f"{s['name']} {s.get('cite', '')}" for s in yaml.safe_load((SCENARIOS / file).read_text())}
    source = (TESTS / file).read_text()
    return {node.name: ast.get_source_segment(source, node) or "" for node in ast.parse(source).body
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_")}


def plain(text: str) -> str:
    """Lower case, letters and digits only, single spaces: quotes and line breaks do not matter."""
    return " ".join(re.sub(r"[^a-z0-9#+]+", " ", text.lower()).split())


def test_the_table_has_a_row_for_every_module_section():
    lines = {row["line"] for row in rows()}
    assert len(rows()) > 300
    for section_line in (82, 152, 212, 294, 443, 493, 503, 513):  # set-ups, the Navy, the three appendices
        assert section_line in lines


def test_every_row_has_tests_or_says_why_it_is_not_a_rule():
    for row in rows():
        if row["tests"].startswith(NOT_A_RULE):
            assert len(row["tests"]) > len(NOT_A_RULE) + 5, f"table line {row['at']}: give the reason"
        else:
            assert named_tests(row) and all(len(t) == 2 and t[1] for t in named_tests(row)), (
                f"table line {row['at']}: expected `file::test; ...` or `{NOT_A_RULE}<why>`")


def test_every_named_test_exists():
    missing = [f"table line {row['at']}: {file}::{name}" for row in rows() for file, name in named_tests(row)
               if not ((TESTS / file).is_file() or (SCENARIOS / file).is_file()) or name not in citations(file)]
    assert not missing, "\n".join(missing)


def cited_by(file: str, name: str) -> str:
    if not ((TESTS / file).is_file() or (SCENARIOS / file).is_file()):
        return ""  # reported by test_every_named_test_exists
    return citations(file).get(name, "")


def test_a_named_test_quotes_the_seed_words():
    uncited = [f"table line {row['at']}: {row['words']!r}" for row in rows() if named_tests(row)
               and not any(plain(row["words"]) in plain(cited_by(file, name)) for file, name in named_tests(row))]
    assert not uncited, "\n".join(uncited)


def test_the_seed_words_are_on_their_line():
    path = seed_path()
    if path is None:
        pytest.skip(f"the seed {SEED_NAME} is not beside the repository (set DICELANDS_SEEDS)")
    seed = path.read_text().split("\n")
    drifted = [f"table line {row['at']}: seed line {row['line']} lacks {row['words']!r}" for row in rows()
               if row["line"] > len(seed) or row["words"] not in seed[row["line"] - 1]]
    assert not drifted, "\n".join(drifted)


def is_heading(line: str) -> bool:
    """A section title ("Solo Support", "New Icon: Ship") or an appendix table's header row: no sentence in it."""
    if line.startswith(("No.\t", "Players\t")):
        return True
    return not re.search(r"[.!?]", line) and not line.startswith("•") and len(line.split()) <= 8


def test_every_seed_line_with_a_sentence_has_a_row():
    path = seed_path()
    if path is None:
        pytest.skip(f"the seed {SEED_NAME} is not beside the repository (set DICELANDS_SEEDS)")
    seed = path.read_text().split("\n")
    start = seed.index("General Contents") + 1  # the table of contents above it only lists the headings
    listed = {row["line"] for row in rows()}
    missing = [f"seed line {n}: {text[:60]!r}" for n, text in enumerate(seed[start - 1:], start)
               if text.strip() and not is_heading(text.strip()) and n not in listed]
    assert not missing, "\n".join(missing)
