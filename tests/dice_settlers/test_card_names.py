"""Issue 41 (deliver 5, newcomer item 6): a card whose real name or text is unknown reads as a plain card. Its name
and text carry none of our working words ("placeholder", "project default", spec codes), and its provenance stays
`project-default` in the data, for `dicelands info` and docs/data.md."""
from __future__ import annotations

import re

import pytest

from dicelands.engine.cards import NOT_FOR_PLAYERS
from dicelands.engine.inputs import parse_yaml
from dicelands.games.dice_settlers.tables import TECHS, technologies_in_play
from dicelands.games.dice_settlers.modules.advisors import cards as advisors

ALL_MODULES = "advisors,enclosures,envoys,fish-and-ships"

# the cards whose names are ours: the five unnamed cards of the base game's first-game tableau (spec §12 G24), and the
# Western Sea cards known only by their printed number (seed F&S Components: "11 Naval Technologies (numbered
# #101-111)" and "5 additional new Technologies (#112, #114, #116, #117, #119)")
OURS = {"raid-absorb-1": "Raid Defence", "hand-size-1": "Larger Hand", "recruit-plus-1": "Recruiting Drive",
        "trade-plus-1-vp": "Trade Bonus", "pure-vp": "Monument",
        **{f"T{n}": f"Naval Technology #{n}" for n in (102, 103, 104, 105, 106, 108, 109, 110)},
        **{f"T{n}": f"Technology #{n}" for n in (112, 114, 116, 119)}}


def test_every_technology_name_is_plain_and_unique():
    techs = technologies_in_play({"players": 4, "modules": ALL_MODULES})
    names = [t.name for t in techs.values()]
    assert [n for n in names if NOT_FOR_PLAYERS.search(n)] == []
    assert len(set(names)) == len(names)


@pytest.mark.parametrize("tech, name", sorted(OURS.items()))
def test_a_card_named_by_us_keeps_its_project_default_provenance(tech, name):
    assert TECHS[tech].name == name
    assert TECHS[tech].provenance.status == "project-default"


def test_an_unnamed_western_sea_card_is_called_by_its_printed_number():
    for tech, name in OURS.items():
        if tech.startswith("T"):
            assert re.search(r"#(\d{3})$", name).group(1) == tech[1:]


def test_advisor_texts_are_plain_though_some_are_ours():
    """The Merchant Lord's and the Pathfinder's abilities and Chief of Staff's effect are ours (spec §12 G24, G27):
    their texts read as printed cards, their records stay project-default."""
    assert [a.name for a in advisors.ADVISORS.values() if NOT_FOR_PLAYERS.search(a.text)] == []
    assert {a.name: a.provenance.status for a in advisors.ADVISORS.values()
            if a.name in ("Merchant Lord", "Pathfinder")} == {"Merchant Lord": "project-default",
                                                              "Pathfinder": "project-default"}
    chief = parse_yaml((advisors.FILES.directory / "advisors.yaml").read_text(encoding="utf-8"),
                       "advisors.yaml")["chief_of_staff"]
    assert not NOT_FOR_PLAYERS.search(chief["text"]) and chief["provenance"] == "project-default"
