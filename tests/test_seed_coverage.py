"""Every seed's coverage table (docs/rules/*-coverage.md) passes the checks of tests/seed_coverage.py; each game's
own test file defines its table and what is special about it (its sections, its headings)."""
from __future__ import annotations

import pytest

from tests.catan_land_ho.test_seed_coverage import TABLE as LAND_HO
from tests.dice_city.test_seed_coverage import TABLE as ROYAL_DECREE
from tests.dice_settlers.test_seed_coverage import TABLE as WESTERN_SEA
from tests.seed_coverage import SeedCoverage

TABLES = {"western-sea": WESTERN_SEA, "land-ho": LAND_HO, "royal-decree": ROYAL_DECREE}


@pytest.mark.parametrize("check", SeedCoverage.CHECKS)
@pytest.mark.parametrize("table", TABLES)
def test_the_coverage_table_holds(table, check):
    getattr(TABLES[table], check)()
