"""Dice Settlers component data: the shipped files load and match the spec; bad files fail clearly."""

from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path
from typing import Callable

import pytest
import yaml

from dicelands.games.dice_settlers import effects
from dicelands.games.dice_settlers.components import (
    CONFIRMED,
    DATA_DIR,
    PROJECT_DEFAULT,
    DataError,
    load_components,
    provenance_summary,
)


@pytest.fixture(scope="module")
def components():
    return load_components()


# --------------------------------------------------------------------------- shipped data


def test_shipped_data_loads_from_the_package_by_default(components):
    assert load_components(DATA_DIR) == components
    assert issubclass(DataError, ValueError)


def test_dice_counts_and_faces_follow_the_spec(components):
    counts = {colour: die.count for colour, die in components.dice.items()}
    assert counts == {"white": 12, "yellow": 9, "green": 9, "grey": 7, "brown": 7, "orange": 7}
    assert sum(counts.values()) == 51
    assert [c for c, die in components.dice.items() if not die.recruitable] == ["white"]
    faces = {colour: [face[0] for face in die.faces] for colour, die in components.dice.items()}
    assert faces == {  # spec §12 G01
        "white": ["pioneer", "pioneer", "explore", "settle", "recruit", "research"],
        "yellow": ["food", "food", "recruit", "recruit", "settle", "pioneer"],
        "green": ["wood", "wood", "settle", "settle", "explore", "pioneer"],
        "grey": ["iron", "iron", "raid", "raid", "research", "pioneer"],
        "brown": ["food", "iron", "research", "research", "trade", "pioneer"],
        "orange": ["gold", "trade", "trade", "explore", "explore", "pioneer"],
    }
    assert all(len(face) == 1 for die in components.dice.values() for face in die.faces)
    assert all(die.faces_provenance.status == PROJECT_DEFAULT for die in components.dice.values())
    assert all(die.provenance.status == CONFIRMED for die in components.dice.values())


def test_terrains_pair_with_die_colours(components):
    pairs = {t.id: t.die_colour for t in components.terrains.values()}
    assert pairs == {"plains": "yellow", "forest": "green", "mountains": "grey", "hills": "brown",
                     "desert": "orange"}
    confirmed = {t.id for t in components.terrains.values() if t.provenance.status == CONFIRMED}
    assert confirmed == {"plains", "mountains"}  # named with their colours in the seed


def test_tiles_follow_the_spec_counts_and_numbering(components):
    tiles = list(components.tiles.values())
    starting = [t for t in tiles if t.starting]
    regular = [t for t in tiles if not t.starting]
    assert len(tiles) == 40
    assert [t.number for t in starting] == list(range(1, 8))
    assert [t.number for t in regular] == list(range(8, 41))
    assert Counter(t.terrain for t in starting) == {"plains": 2, "forest": 2, "mountains": 1, "hills": 1,
                                                    "desert": 1}
    assert all(t.starting_bonus and not t.exploration_bonus for t in starting)
    assert Counter(t.terrain for t in regular) == {"plains": 7, "forest": 7, "mountains": 6, "hills": 6,
                                                   "desert": 7}


def test_regular_tiles_have_one_g19_feature_each(components):
    regular = [t for t in components.tiles.values() if not t.starting]
    features = [
        [name for name, present in (("stars", t.vp_stars), ("bonus", t.exploration_bonus),
                                    ("factory", t.factory), ("converter", t.converter),
                                    ("tracker", t.tracker_bonus)) if present]
        for t in regular
    ]
    assert all(len(f) == 1 for f in features)
    assert Counter(f[0] for f in features) == {"stars": 12, "bonus": 10, "factory": 4, "converter": 4,
                                              "tracker": 3}
    stars = Counter((t.vp_stars.first, t.vp_stars.second) for t in regular if t.vp_stars)
    assert stars == {(2, 1): 4, (3, 1): 4, (4, 2): 4}
    assert all(t.factory.tents == 2 for t in regular if t.factory)


def test_every_map_stack_group_has_every_terrain(components):
    for first, last in ((8, 26), (27, 34), (35, 40)):
        group = [t for t in components.tiles.values() if first <= t.number <= last]
        assert {t.terrain for t in group} == set(components.terrains)


def test_technologies_fill_the_tableau_and_married_bliss_is_exact(components):
    techs = components.technologies
    assert components.technology_box_count == 55
    assert set(components.seal_decks) == {"yellow", "red", "green", "blue", "brown"}
    dealt = [t for t in techs.values() if not t.promo and not t.module and not t.option]  # the base game's cards
    assert [t.id for t in techs.values() if t.option] == ["diverse-society"]  # #120, by the option of that name
    assert len(dealt) == components.setup.tableau_size == 9
    assert {seal for t in dealt for seal in t.seals} == set(components.seal_decks)
    assert {"General Education", "Scientific Survey", "Mapmaking", "Improved Research"} <= {
        t.name for t in dealt}
    assert components.tableau_presets["first-game"].technologies == tuple(t.id for t in dealt)
    bliss = techs["married-bliss"]
    assert (bliss.promo, bliss.seals, bliss.research_cost, dict(bliss.resource_cost), bliss.vp) == (
        True, (), 3, {}, 3)
    assert bliss.provenance.status == CONFIRMED
    assert [(e.kind, dict(e.params)) for e in bliss.effects] == [
        ("end_game_vp", {"per": "own_tent_pair_on_one_tile", "vp": 1})]
    used_kinds = {e.kind for t in techs.values() for e in t.effects}
    assert used_kinds == set(effects.EFFECT_KINDS)  # every kind of the vocabulary is exercised


def test_setup_by_player_count(components):
    setup = components.setup
    assert setup.player_counts == (1, 2, 3, 4)
    assert {p: r.vp for p, r in setup.vp_supply.items()} == {1: 30, 2: 30, 3: 40, 4: 50}
    assert {p: r.count for p, r in setup.map_stack.items()} == {1: 19, 2: 19, 3: 27, 4: 33}
    assert {p: r.per_colour for p, r in setup.dice_removal.items()} == {1: 2, 2: 2, 3: 1, 4: 0}
    assert {p: r.provenance.status for p, r in setup.dice_removal.items()} == {
        1: PROJECT_DEFAULT, 2: CONFIRMED, 3: CONFIRMED, 4: CONFIRMED}  # seed: "same as with other coloured dice"
    assert dict(setup.starting_dice) == {"white": 3, "green": 1, "yellow": 1}
    assert (setup.starting_personal_tents, setup.tracker_start, setup.actions_per_round) == (6, 3, 2)
    assert (setup.houses_per_player, setup.tents_per_player, setup.hand_size_cap) == (5, 20, 7)
    assert setup.provenance["starting_tent_source"].status == PROJECT_DEFAULT


def test_provenance_summary_lists_confirmed_and_default_parts(components):
    rows = provenance_summary(components)
    parts = {part: (status, note) for part, status, note in rows}
    assert len(parts) == len(rows)
    assert {status for _, status, _ in rows} == {CONFIRMED, PROJECT_DEFAULT, "mixed"}
    assert parts["dice: faces"][0] == PROJECT_DEFAULT
    assert parts["dice: colours, counts, recruitability"][0] == CONFIRMED
    assert parts["setup: VP supply by player count"][0] == PROJECT_DEFAULT
    status, note = parts["setup: dice removal by player count"]
    assert status == "mixed" and note.startswith("3 confirmed (seed F&S Setup: ")
    assert note.endswith("; 1 project-default: 1 player")
    assert all(note for _, _, note in rows)


def test_a_new_effect_kind_is_one_registry_entry(tmp_path, monkeypatch):
    monkeypatch.setitem(effects.EFFECT_KINDS, "free_ship_move", {"hexes": "positive_int"})

    def use_new_kind(content):
        technology(content, "pure-vp")["effects"] = [{"kind": "free_ship_move", "hexes": 2}]

    loaded = load_components(broken_copy(tmp_path, "technologies.yaml", use_new_kind))
    assert loaded.technologies["pure-vp"].effects[0].params["hexes"] == 2


# --------------------------------------------------------------------------- bad data


def broken_copy(tmp_path: Path, file: str, mutate: Callable[[dict], None]) -> Path:
    """A copy of the shipped data directory with one file changed by `mutate`."""
    data_dir = tmp_path / "data"
    shutil.copytree(DATA_DIR, data_dir, ignore=shutil.ignore_patterns("*.py", "__pycache__"))
    path = data_dir / file
    content = yaml.safe_load(path.read_text(encoding="utf-8"))
    mutate(content)
    path.write_text(yaml.safe_dump(content, sort_keys=False, allow_unicode=True), encoding="utf-8")
    return data_dir


def record(content: dict, section: str, key_field: str, key) -> dict:
    return next(r for r in content[section] if r[key_field] == key)


def faces(content, colour):
    return record(content, "faces", "colour", colour)


def tile(content, tile_id):
    return record(content, "tiles", "id", tile_id)


def technology(content, tech_id):
    return record(content, "technologies", "id", tech_id)


def by_players(content, section, players):
    return record(content, section, "players", players)


BAD_DATA = {
    "die with 5 faces": (
        "dice.yaml", lambda c: faces(c, "white")["faces"].pop(),
        "dice.yaml: faces.0.faces: a die has exactly 6 faces, got 5"),
    "die face with an unknown icon": (
        "dice.yaml", lambda c: faces(c, "grey")["faces"].__setitem__(2, "moon"),
        "dice.yaml: faces.3.faces.2: unknown icon 'moon' (known: explore, food"),
    "die colour without faces": (
        "dice.yaml", lambda c: c["faces"].pop(),
        "dice.yaml: faces: no faces record for the die colour 'orange'"),
    "zero dice of a colour": (
        "dice.yaml", lambda c: record(c, "dice", "colour", "brown").__setitem__("count", 0),
        "dice.yaml: dice.4.count: expected int >= 1"),
    "unknown effect kind": (
        "technologies.yaml", lambda c: technology(c, "mapmaking")["effects"][0].__setitem__("kind", "teleport"),
        "technologies.yaml: technologies.2.effects.0.kind: unknown effect kind 'teleport'"),
    "effect parameter naming an unknown action": (
        "technologies.yaml",
        lambda c: technology(c, "mapmaking")["effects"][0].__setitem__("action", "fly"),
        "technologies.yaml: technologies.2.effects.0.action: unknown action 'fly'"),
    "effect missing a parameter": (
        "technologies.yaml", lambda c: technology(c, "hand-size-1")["effects"][0].pop("amount"),
        "technologies.yaml: technologies.5.effects.0.amount: missing"),
    "technology in an unknown seal deck": (
        "technologies.yaml", lambda c: technology(c, "mapmaking").__setitem__("seals", ["purple"]),
        "technologies.yaml: technologies.2.seals.0: unknown seal deck 'purple'"),
    "tile of an unknown terrain": (
        "tiles.yaml", lambda c: tile(c, "tile-08").__setitem__("terrain", "swamp"),
        "tiles.yaml: tiles.7.terrain: unknown terrain 'swamp' "
        "(known: desert, forest, hills, mountains, plains)"),
    "terrain paired with an unknown die colour": (
        "tiles.yaml", lambda c: record(c, "terrains", "id", "hills").__setitem__("die_colour", "purple"),
        "tiles.yaml: terrains.3.die_colour: unknown recruitable die colour 'purple'"),
    "tile missing from the counts": (
        "tiles.yaml", lambda c: c["tiles"].pop(),
        "tiles.yaml: tiles: expected 33 regular tiles (tile_counts), got 32"),
    "starting bonus on a regular tile": (
        "tiles.yaml", lambda c: tile(c, "tile-09").__setitem__("starting_bonus", {"vp": 1}),
        "tiles.yaml: tiles.8.starting_bonus: only starting tiles"),
    "converter to an unknown icon": (
        "tiles.yaml", lambda c: tile(c, "tile-19")["converter"].__setitem__("to", "magic"),
        "tiles.yaml: tiles.18.converter.to: unknown icon 'magic'"),
    "missing provenance": (
        "tiles.yaml", lambda c: tile(c, "tile-12").pop("provenance"),
        "tiles.yaml: tiles.11: missing key 'provenance'"),
    "unknown provenance": (
        "dice.yaml", lambda c: record(c, "dice", "colour", "green").__setitem__("provenance", "guessed"),
        "dice.yaml: dice.2.provenance: invalid enum value 'guessed'"),
    "missing source": (
        "setup.yaml", lambda c: c["hand_size_cap"].pop("source"),
        "setup.yaml: hand_size_cap: missing key 'source'"),
    "player count out of range": (
        "setup.yaml", lambda c: by_players(c, "vp_supply", 4).__setitem__("players", 5),
        "setup.yaml: vp_supply.3.players: player count 5 is not one of [1, 2, 3, 4]"),
    "player count missing": (
        "setup.yaml", lambda c: c["map_stack"].remove(by_players(c, "map_stack", 3)),
        "setup.yaml: map_stack: no record for player count(s) 3"),
    "player counts other than 1-4": (
        "setup.yaml", lambda c: c["player_counts"].__setitem__("value", [2, 3, 4, 5]),
        "setup.yaml: player_counts.value: Dice Settlers is for 1-4 players"),
    "map stack beyond the tiles": (
        "setup.yaml", lambda c: by_players(c, "map_stack", 4).__setitem__("last_tile", 41),
        "setup.yaml: map_stack.3.last_tile: regular tiles are numbered 8-40, got 41"),
    "duplicate record": (
        "icons.yaml", lambda c: c["icons"].append(dict(c["icons"][0])),
        "icons.yaml: icons.11.id: duplicate icon 'pioneer'"),
    "misspelt field": (
        "tiles.yaml", lambda c: tile(c, "tile-23").__setitem__("tracker_bonsu", 1),
        "tiles.yaml: tiles.22: unknown key 'tracker_bonsu'"),
    "tableau preset of the wrong size": (
        "technologies.yaml", lambda c: c["tableau_presets"][0]["technologies"].pop(),
        "technologies.yaml: tableau_presets.0.technologies: expected 9 technologies"),
}


@pytest.mark.parametrize("case", list(BAD_DATA))
def test_bad_data_fails_naming_file_record_and_field(tmp_path, case):
    file, mutate, expected = BAD_DATA[case]
    with pytest.raises(DataError) as error:
        load_components(broken_copy(tmp_path, file, mutate))
    assert expected in str(error.value)


def test_rule_numbers_decode_by_their_types(tmp_path):
    from dicelands.games.dice_settlers.rulesdata import RULES, load_rules
    assert load_rules(DATA_DIR) == RULES and RULES.recruit_bands == ((6, 3), (3, 2), (1, 1))
    assert RULES.provenance["settle_take"].status == PROJECT_DEFAULT and dict(RULES.bot_unused_vp)["expert"] == 3
    for change, expected in ((lambda c: c["recruit_bands"].update(value=[[3, 2], [6, 3], [1, 1]]),
                              "rules.yaml: recruit_bands.value: bands must run from most icons down to 1 icon"),
                             (lambda c: c["bot_trade_vp"]["value"].pop("hard"),
                              "rules.yaml: bot_trade_vp.value: missing key 'hard'"),
                             (lambda c: c["draw_max"].update(value=-1), "rules.yaml: draw_max.value: expected int >= 0")):
        with pytest.raises(DataError) as error:
            load_rules(broken_copy(tmp_path / str(len(expected)), "rules.yaml", change))
        assert expected in str(error.value)


def test_missing_and_unparsable_files_are_named(tmp_path):
    data_dir = broken_copy(tmp_path, "dice.yaml", lambda c: None)
    (data_dir / "setup.yaml").unlink()
    with pytest.raises(DataError, match=r"^setup\.yaml: file not found"):
        load_components(data_dir)
    (data_dir / "dice.yaml").write_text("dice: [unclosed\n", encoding="utf-8")
    with pytest.raises(DataError, match=r"^dice\.yaml: malformed YAML"):
        load_components(data_dir)
