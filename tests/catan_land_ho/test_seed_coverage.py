"""The Land Ho! coverage table (docs/rules/land-ho-coverage.md) stays true (tests/seed_coverage.py): every test it
names exists and quotes its row's seed words, every row's words are on the seed line it gives, every seed line holding
a sentence (below "Contents") has a row, every row has a test or says why it is not a rule."""
from __future__ import annotations

import re

from tests.seed_coverage import ROOT, SeedCoverage, short_title

TABLE = SeedCoverage(table=ROOT / "docs" / "rules" / "land-ho-coverage.md", tests=ROOT / "tests" / "catan_land_ho",
                     scenarios=ROOT / "tests" / "scenarios" / "catan_land_ho", seed_name="002_e2f3d547a5701d4c.txt",
                     first_line=2)  # line 1 "Contents" is the whole table of contents


def is_heading(line: str) -> bool:
    """A section title ("Setting Up", "Gold Compensation"), the scenario's title ("Scenario: Ahoy, Land Awaits!"), or
    a numbered phase ("I. Production Phase", "III. Moving My Pieces")."""
    return short_title(line) or bool(re.fullmatch(r"[IVX]+\. [\w ]+", line)) or line.startswith("Scenario: ")


def test_the_table_has_a_row_for_every_list_item_and_section():
    lines = {row["line"] for row in TABLE.rows}
    assert len(TABLE.rows) > 150
    assert set(range(26, 33)) <= lines  # the pieces of one colour
    for section_line in (37, 48, 52, 61, 68, 80, 87, 95, 109):
        assert section_line in lines


def test_every_row_has_tests_or_says_why_it_is_not_a_rule():
    TABLE.check_rows_have_tests_or_reasons()


def test_every_named_test_exists():
    TABLE.check_named_tests_exist()


def test_a_named_test_quotes_the_seed_words():
    TABLE.check_named_tests_quote_the_seed()


def test_the_seed_words_are_on_their_line():
    TABLE.check_words_on_their_line()


def test_every_seed_line_with_a_sentence_has_a_row():
    TABLE.check_every_sentence_line_has_a_row(is_heading)
