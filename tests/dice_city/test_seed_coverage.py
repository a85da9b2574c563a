"""The By Royal Decree coverage table (docs/rules/royal-decree-coverage.md) stays true (tests/seed_coverage.py): every
test it names exists and quotes its row's seed words, every row's words are on the seed line it gives, every seed line
holding a sentence has a row (the seed has no table of contents: from line 1), every row has a test or says why it is
not a rule."""
from __future__ import annotations

import re

from tests.seed_coverage import ROOT, SeedCoverage


def is_heading(line: str) -> bool:
    """A section title ("Présence", "Flea Market (Marché aux puces)", "Ajouter les Cartes Lieuxs ...") or a suggested
    set's title ("Dice City" / ...): no sentence mark, no colon, a few words. A component ("12 jetons Puissance
    Militaire") and a line that opens a list ("Cette extension comprend :") are short too, but they are sentences."""
    return (not re.search(r"[.!?:]", line) and not line[0].isdigit() and not line.startswith(("•", "-", "*"))
            and len(line.split()) <= 10)


TABLE = SeedCoverage(
    is_heading=is_heading, table=ROOT / "docs" / "rules" / "royal-decree-coverage.md",
    tests=ROOT / "tests" / "dice_city",
    scenarios=ROOT / "tests" / "scenarios" / "dice_city", seed_name="003_ba953649fe5e2760.txt")


def test_the_table_has_a_row_for_every_section_and_faq_answer():
    lines = {row["line"] for row in TABLE.rows}
    assert len(TABLE.rows) > 100
    for answer_line in (19, 21, 37, 66, 68, 81, 125, 129, 135, 141, 145, 151, 155, 159, 165, 169, 175, 179, 185, 191,
                        197, 201, 205):
        assert answer_line in lines
