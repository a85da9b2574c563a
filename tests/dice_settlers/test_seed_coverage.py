"""The Western Sea coverage table (docs/rules/western-sea-coverage.md) stays true (tests/seed_coverage.py): every
test it names exists and quotes its row's seed words, every row's words are on the seed line it gives, every seed line
holding a sentence (from "General Contents" on) has a row, every row has a test or says why it is not a rule."""
from __future__ import annotations

from tests.seed_coverage import ROOT, SeedCoverage, short_title

TABLE = SeedCoverage(table=ROOT / "docs" / "rules" / "western-sea-coverage.md", tests=ROOT / "tests" / "dice_settlers",
                     scenarios=ROOT / "tests" / "scenarios" / "dice_settlers", seed_name="000_85f2547778bf558b.txt",
                     first_line=44)  # "General Contents": the table of contents above it only lists the headings


def is_heading(line: str) -> bool:
    """A section title ("Solo Support", "New Icon: Ship") or an appendix table's header row: no sentence in it."""
    return line.startswith(("No.\t", "Players\t")) or short_title(line)


def test_the_table_has_a_row_for_every_module_section():
    lines = {row["line"] for row in TABLE.rows}
    assert len(TABLE.rows) > 300
    for section_line in (82, 152, 212, 294, 443, 493, 503, 513):  # set-ups, the Navy, the three appendices
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
