"""Component data: the YAML files load, carry provenance, and a broken record names file, record and field."""
import re
import shutil

import pytest
import yaml

from dicelands.games.dice_colony import components
from dicelands.games.dice_colony.components import (CELLS, DataError, OBJECTIVES, SIDES, STARTING_CARDS, INDEX,
                                                    NEIGHBOURS, STEP)
from dicelands.geometry import DIRECTIONS, normalize


def test_the_map_has_91_spaces_and_the_positions_diagram_is_cyclic():
    """Spec §3.2: 1 = NE, 2 = E, 3 = SE, 4 = SW, 5 = W, 6 = NW - the rulebook's "5, 6, or 1" example needs
    consecutive values around the hex."""
    assert len(CELLS) == 91 and sum(len(n) == 6 for n in NEIGHBOURS) == 61
    centre = INDEX[(0, 0)]
    assert [CELLS[STEP[d][centre]] for d in range(1, 7)] == list(DIRECTIONS)
    assert DIRECTIONS[0] == (1, -1) and DIRECTIONS[1] == (1, 0)


def test_data_matches_the_spec():
    assert len(SIDES["a"].energy) == 6 and not SIDES["a"].stars and len(SIDES["b"].stars) == 12
    assert sorted(STARTING_CARDS) == [1, 2, 3, 4]
    assert len(OBJECTIVES) == 20 and sum(c.type == "A" for c in OBJECTIVES.values()) == 8
    assert OBJECTIVES["A01"].shape == normalize([(0, 0), (1, 0), (0, 1)])
    assert (OBJECTIVES["C04"].high, OBJECTIVES["C04"].low) == (7, 3)


def test_every_record_has_provenance_and_source():
    for name in ("sheets.yaml", "starting_cards.yaml", "objectives.yaml"):
        data = yaml.safe_load((components.DATA / name).read_text())
        records = data.get("cards") or [data["scoring"], *data["sides"].values()]
        for record in records:
            assert record["provenance"] in ("confirmed", "project-default") and record["source"]


@pytest.fixture
def data_copy(tmp_path, monkeypatch):
    target = tmp_path / "data"
    shutil.copytree(components.DATA, target)
    monkeypatch.setattr(components, "DATA", target)
    return target


def _edit(path, change):
    data = yaml.safe_load(path.read_text())
    change(data)
    path.write_text(yaml.safe_dump(data))


@pytest.mark.parametrize("file, change, message", [
    ("objectives.yaml", lambda d: d["cards"][2].pop("high"), "objectives.yaml: cards.2: missing key 'high'"),
    ("objectives.yaml", lambda d: d["cards"][0].update(provenance="rumour"),
     "objectives.yaml: cards.0.provenance: invalid enum value 'rumour'"),
    ("objectives.yaml", lambda d: d["cards"][1].update(shape=[[0, 0], [2, 0], [4, 0]]),
     "objectives.yaml: cards.1.shape: card A02: is not connected"),
    ("objectives.yaml", lambda d: d["cards"][9].update(group="lava"), "cards.9.group: invalid enum value 'lava'"),
    ("objectives.yaml", lambda d: d["cards"].pop(), "objectives.yaml: cards: expected 20 cards, got 19"),
    ("objectives.yaml", lambda d: d["cards"][13].update(type="D"), "cards.13.type: invalid value 'D'"),
    ("objectives.yaml", lambda d: d["cards"][13].update(shape=[[0, 0]]), "cards.13: unknown key 'shape'"),
    ("objectives.yaml", lambda d: d["cards"][3].update(id="B09"), "cards.3.id: card B09: must start with its type 'A'"),
    ("objectives.yaml", lambda d: d["cards"][4].update(id="A01"), "cards.4.id: card A01 is listed twice"),
    ("starting_cards.yaml", lambda d: d["cards"][1].update(water=[9, 9]),
     "starting_cards.yaml: cards.1.water: card 2: [9, 9] is not a free space of the map"),
    ("starting_cards.yaml", lambda d: d["cards"][3].pop("source"), "starting_cards.yaml: cards.3: missing key 'source'"),
    ("starting_cards.yaml", lambda d: d["cards"][3].update(source=" "),
     "cards.3.source: expected text that is not only spaces"),
    ("sheets.yaml", lambda d: d["sides"]["b"]["stars"].append([3, -1]),
     "sheets.yaml: sides.b.stars: star (2,-1) touches a star or energy space"),
    ("sheets.yaml", lambda d: d["scoring"]["group_points"].pop(6),
     "sheets.yaml: scoring.group_points: must cover sizes 3, 4, 5 and 6"),
    ("sheets.yaml", lambda d: d["sides"]["a"].pop("starting_icons"), "sheets.yaml: sides.a: missing key 'starting_icons'"),
    ("sheets.yaml", lambda d: d["sides"]["b"].update(energy=[[0, 1]]), "sheets.yaml: sides.b.stars: star (-1,2) touches"),
    ("sheets.yaml", lambda d: d["sides"].update(c=d["sides"]["a"]), "sheets.yaml: sides: unknown key 'c'"),
    ("objectives.yaml", lambda d: d["cards"][0].update(hgih=3), "objectives.yaml: cards.0: unknown key 'hgih'"),
    ("objectives.yaml", lambda d: d["cards"][13].update(count="moons"),
     "objectives.yaml: cards.13.count: invalid enum value 'moons'"),
])
def test_broken_data_names_file_path_and_problem(data_copy, file, change, message):
    _edit(data_copy / file, change)
    loader = {"objectives.yaml": components._load_objectives, "starting_cards.yaml": components._load_starting_cards,
              "sheets.yaml": components._load_sheets}[file]
    with pytest.raises(DataError, match=re.escape(message)):
        loader()
