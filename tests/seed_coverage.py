"""Coverage tables of the seeds (docs/rules/<name>-coverage.md): one row per sentence of a rulebook seed, with the
tests that check it or why it is not a rule. `SeedCoverage` reads a table and gives the checks every table must pass:
every test it names exists, every row's seed words are on the seed line it gives, every seed line holding a sentence
has a row, every row has a test or says why it is not a rule, and a test it names quotes the row's words (in its
docstring or a comment; a scenario in its name or `cite`). Cheap: it parses files, it runs no game. The seed is read
from shared/seeds beside the repository (or DICELANDS_SEEDS); the checks that need it skip, saying so, without it.

Table rows: `| line | seed words | file::test; file::test (or "not a rule: why") | note |`, files under the game's
tests folder, or `<scenario file>.yaml::<scenario name>` under its scenarios folder."""
from __future__ import annotations

import ast
import os
import re
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Callable

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
NOT_A_RULE = "not a rule: "


def plain(text: str) -> str:
    """Lower case, letters and digits only, single spaces: quotes and line breaks do not matter."""
    return " ".join(re.sub(r"[^\w#+]+", " ", text.lower()).split())


@dataclass
class SeedCoverage:
    table: Path  # the coverage table (markdown)
    tests: Path  # the game's tests folder
    scenarios: Path  # the game's scenarios folder
    seed_name: str  # the seed's file name in shared/seeds
    first_line: int = 1  # the first seed line the table covers (above it: title, table of contents)
    is_heading: Callable[[str], bool] = None  # a line with no sentence in it (a title); default short_title

    def seed_lines(self) -> list[str]:
        for folder in (os.environ.get("DICELANDS_SEEDS"), ROOT.parent / "shared" / "seeds"):
            if folder and (Path(folder) / self.seed_name).is_file():
                return (Path(folder) / self.seed_name).read_text(encoding="utf-8").split("\n")
        pytest.skip(f"the seed {self.seed_name} is not beside the repository (set DICELANDS_SEEDS)")

    @cached_property
    def rows(self) -> list[dict]:
        found = []
        for number, line in enumerate(self.table.read_text(encoding="utf-8").splitlines(), 1):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if not line.startswith("| ") or not cells[0].isdigit():
                continue
            assert len(cells) == 4, f"table line {number}: expected 4 cells, found {len(cells)}"
            line_no, words, tests, note = cells
            found.append({"at": number, "line": int(line_no), "words": words, "tests": tests, "note": note})
        return found

    @staticmethod
    def named_tests(row) -> list[tuple[str, ...]]:
        if row["tests"].startswith(NOT_A_RULE):
            return []
        return [tuple(item.split("::", 1)) for item in row["tests"].split("; ") if item]

    def citations(self, file: str) -> dict[str, str]:
        """test or scenario name -> the text that cites the seed: the test's source, or the scenario's name and
        cite ({} when the file does not exist)."""
        cache = self.__dict__.setdefault("_citations", {})
        if file not in cache:
            if file.endswith(".yaml"):
                path = self.scenarios / file
                cache[file] = {s["name"]: f"{s['name']} {s.get('cite', '')}"
                               for s in yaml.safe_load(path.read_text(encoding="utf-8"))} if path.is_file() else {}
            else:
                path = self.tests / file
                source = path.read_text(encoding="utf-8") if path.is_file() else ""
                cache[file] = {node.name: ast.get_source_segment(source, node) or ""
                               for node in ast.walk(ast.parse(source))
                               if isinstance(node, ast.FunctionDef) and node.name.startswith("test_")}
        return cache[file]

    # ---- the checks ----------------------------------------------------------------------------------------------
    def check_rows_have_tests_or_reasons(self) -> None:
        assert self.rows, f"{self.table.name}: no rows"
        for row in self.rows:
            if row["tests"].startswith(NOT_A_RULE):
                assert len(row["tests"]) > len(NOT_A_RULE) + 5, f"table line {row['at']}: give the reason"
            else:
                assert self.named_tests(row) and all(len(t) == 2 and t[1] for t in self.named_tests(row)), (
                    f"table line {row['at']}: expected `file::test; ...` or `{NOT_A_RULE}<why>`")

    def check_named_tests_exist(self) -> None:
        missing = [f"table line {row['at']}: {file}::{name}" for row in self.rows
                   for file, name in self.named_tests(row) if name not in self.citations(file)]
        assert not missing, "\n".join(missing)

    def check_named_tests_quote_the_seed(self) -> None:
        uncited = [f"table line {row['at']}: {row['words']!r}" for row in self.rows if self.named_tests(row)
                   and not any(plain(row["words"]) in plain(self.citations(file).get(name, ""))
                               for file, name in self.named_tests(row))]
        assert not uncited, "\n".join(uncited)

    def check_words_on_their_line(self) -> None:
        seed = self.seed_lines()
        drifted = [f"table line {row['at']}: seed line {row['line']} lacks {row['words']!r}" for row in self.rows
                   if row["line"] > len(seed) or row["words"] not in seed[row["line"] - 1]]
        assert not drifted, "\n".join(drifted)

    def check_every_sentence_line_has_a_row(self) -> None:
        is_heading = self.is_heading or short_title
        seed = self.seed_lines()
        listed = {row["line"] for row in self.rows}
        missing = [f"seed line {n}: {text[:60]!r}" for n, text in enumerate(seed[self.first_line - 1:], self.first_line)
                   if text.strip() and not is_heading(text.strip()) and n not in listed]
        assert not missing, "\n".join(missing)

    CHECKS = ("check_rows_have_tests_or_reasons", "check_named_tests_exist", "check_named_tests_quote_the_seed",
              "check_words_on_their_line", "check_every_sentence_line_has_a_row")


def short_title(line: str) -> bool:
    """A section title: no sentence mark, not a list item, a few words."""
    return not re.search(r"[.!?]", line) and not line.startswith(("•", "-", "*")) and len(line.split()) <= 8
