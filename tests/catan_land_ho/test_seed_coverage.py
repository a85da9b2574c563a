"""The Land Ho! coverage table (docs/rules/land-ho-coverage.md) stays true (tests/seed_coverage.py): every test it
names exists and quotes its row's seed words, every row's words are on the seed line it gives, every seed line holding
a sentence (below "Contents") has a row, every row has a test or says why it is not a rule."""
from __future__ import annotations

import re

from tests.seed_coverage import ROOT, SeedCoverage, short_title


def is_heading(line: str) -> bool:
    """A section title ("Setting Up", "Gold Compensation"), the scenario's title ("Scenario: Ahoy, Land Awaits!"), or
    a numbered phase ("I. Production Phase", "III. Moving My Pieces")."""
    return short_title(line) or bool(re.fullmatch(r"[IVX]+\. [\w ]+", line)) or line.startswith("Scenario: ")


TABLE = SeedCoverage(
    is_heading=is_heading, table=ROOT / "docs" / "rules" / "land-ho-coverage.md",
    tests=ROOT / "tests" / "catan_land_ho",
    scenarios=ROOT / "tests" / "scenarios" / "catan_land_ho", seed_name="002_e2f3d547a5701d4c.txt",
    first_line=2)  # line 1 "Contents" is the whole table of contents


def test_the_table_has_a_row_for_every_list_item_and_section():
    lines = {row["line"] for row in TABLE.rows}
    assert len(TABLE.rows) > 150
    assert set(range(26, 33)) <= lines  # the pieces of one colour
    for section_line in (37, 48, 52, 61, 68, 80, 87, 95, 109):
        assert section_line in lines
