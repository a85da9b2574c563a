"""The Western Sea coverage table (docs/rules/western-sea-coverage.md) stays true (tests/seed_coverage.py): every
test it names exists and quotes its row's seed words, every row's words are on the seed line it gives, every seed line
holding a sentence (from "General Contents" on) has a row, every row has a test or says why it is not a rule."""
from __future__ import annotations

from tests.seed_coverage import ROOT, SeedCoverage, short_title


def is_heading(line: str) -> bool:
    """A section title ("Solo Support", "New Icon: Ship") or an appendix table's header row: no sentence in it."""
    return line.startswith(("No.\t", "Players\t")) or short_title(line)


TABLE = SeedCoverage(
    is_heading=is_heading, table=ROOT / "docs" / "rules" / "western-sea-coverage.md",
    tests=ROOT / "tests" / "dice_settlers",
    scenarios=ROOT / "tests" / "scenarios" / "dice_settlers", seed_name="000_85f2547778bf558b.txt",
    first_line=44)  # "General Contents": the table of contents above it only lists the headings


def test_the_table_has_a_row_for_every_module_section():
    lines = {row["line"] for row in TABLE.rows}
    assert len(TABLE.rows) > 300
    for section_line in (82, 152, 212, 294, 443, 493, 503, 513):  # set-ups, the Navy, the three appendices
        assert section_line in lines
