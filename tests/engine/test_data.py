"""The component-data loader: files, sections, records, provenance and its summary; every bad input names file,
record, field and reason."""
import textwrap

import pytest

from dicelands.engine import DicelandsError
from dicelands.engine.data import (CONFIRMED, MIXED, PROJECT_DEFAULT, REQUIRED, DataError, DataFiles, Provenance,
                                   package_data, provenance_summary)

CARDS = """\
cards:
  - {id: A01, name: Triangle, high: 5, provenance: confirmed, source: "rulebook p. 4"}
  - {id: A02, name: Bar, high: 7, provenance: project-default, source: "spec §8"}
"""


def files_with(tmp_path, **texts) -> DataFiles:
    for name, text in texts.items():
        (tmp_path / f"{name}.yaml").write_text(textwrap.dedent(text), encoding="utf-8")
    return DataFiles(tmp_path)


def card(record):
    name, high = record.text("name"), record.integer("high")
    record.provenance()
    return name, high


def load_cards(files, plain_keys=True):
    return files.records("cards.yaml", files.read("cards.yaml", ("cards",)), "cards", "card", "id", card,
                         plain_keys=plain_keys)


def test_records_are_built_keyed_and_their_provenance_summarised(tmp_path):
    files = files_with(tmp_path, cards=CARDS)
    assert load_cards(files) == {"A01": ("Triangle", 5), "A02": ("Bar", 7)}
    assert [(e.part, e.name, e.provenance) for e in files.entries] == [
        ("cards.yaml: cards", "card A01", Provenance(CONFIRMED, "rulebook p. 4")),
        ("cards.yaml: cards", "card A02", Provenance(PROJECT_DEFAULT, "spec §8"))]
    assert files.summary() == [("cards.yaml: cards", MIXED, "1 confirmed (rulebook p. 4); 1 project-default: card A02")]


def test_a_summary_row_counts_confirmed_and_project_default_records_with_their_sources(tmp_path):
    """Issue 41 (deliver 5): `dicelands info` says for each kind of component how many records are confirmed and how
    many are project defaults, with the sources."""
    files = files_with(tmp_path, cards=CARDS.replace("confirmed, source: \"rulebook p. 4\"",
                                                     "project-default, source: \"spec §8\""),
                       table="scoring: {points: 3, provenance: confirmed, source: rulebook}\n")
    load_cards(files)
    table = files.record("table.yaml", "scoring", files.read("table.yaml", ("scoring",))["scoring"])
    table.provenance()
    assert files.summary() == [("cards.yaml: cards", PROJECT_DEFAULT, "2 project-default (spec §8)"),
                               ("table.yaml: scoring", CONFIRMED, "1 confirmed (rulebook)")]
    two_sources = files_with(tmp_path, cards=CARDS.replace("confirmed,", "project-default,"))
    load_cards(two_sources)
    assert two_sources.summary() == [("cards.yaml: cards", PROJECT_DEFAULT,
                                      "2 project-default (rulebook p. 4; spec §8)")]


def test_a_summary_row_names_at_most_three_sources_and_counts_the_rest(tmp_path):
    rows = "".join(f"  - {{id: C0{n}, name: Card, high: 1, provenance: confirmed, source: \"page {n}\"}}\n"
                   for n in range(1, 6))
    files = files_with(tmp_path, cards="cards:\n" + rows)
    load_cards(files)
    assert files.summary() == [("cards.yaml: cards", CONFIRMED,
                                "5 confirmed (page 1; page 2; page 3; and 2 more sources)")]


def test_a_games_modules_data_is_summarised_after_the_games_own_with_the_module_named(tmp_path):
    """A module's data files (its package under the game's `modules`) join the game's summary, named by module."""
    files_with(tmp_path, cards=CARDS)
    base = DataFiles(tmp_path, "example.game")
    module = DataFiles(tmp_path, "example.game.modules.royal_decree")
    other = DataFiles(tmp_path, "example.other.modules.royal_decree")
    for files in (base, module, other):
        load_cards(files)
    assert [part for part, _, _ in provenance_summary("example.game")] == ["cards.yaml: cards",
                                                                             "royal-decree: cards.yaml: cards"]
    assert provenance_summary("example.game.modules") == []


def test_a_games_shipped_data_is_found_in_its_package_and_summarised_for_info():
    assert (package_data("dicelands.games.dice_colony") / "objectives.yaml").is_file()
    import dicelands.games.dice_colony  # noqa: F401 (loads its files on import)
    parts = [part for part, _, _ in provenance_summary("dicelands.games.dice_colony")]
    assert parts == ["sheets.yaml: scoring", "sheets.yaml: sides", "starting_cards.yaml: cards",
                     "objectives.yaml: cards", "value.yaml: value"]
    assert provenance_summary("no.such.package") == []


def test_data_error_is_a_dicelands_error_and_a_value_error():
    assert issubclass(DataError, DicelandsError) and issubclass(DataError, ValueError)


# ---- bad files ------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, message", [
    ("cards: [unclosed\n", "cards.yaml: malformed YAML"),
    ("- just a list\n", "cards.yaml: expected a mapping of sections (cards)"),
    ("cards: []\nextras: 1\n", "cards.yaml: unknown section 'extras' (known: cards)"),
    ("{}\n", "cards.yaml: missing section 'cards'"),
    ("cards: []\n", "cards.yaml: section 'cards': expected a non-empty list of card records"),
    ("cards: {A01: x}\n", "cards.yaml: section 'cards': expected a non-empty list of card records"),
])
def test_a_bad_file_names_the_file_and_the_reason(tmp_path, text, message):
    with pytest.raises(DataError) as error:
        load_cards(files_with(tmp_path, cards=text))
    assert str(error.value).startswith(message)


def test_a_missing_file_names_the_file_and_the_folder(tmp_path):
    with pytest.raises(DataError, match=r"^cards\.yaml: file not found in "):
        load_cards(DataFiles(tmp_path))


def with_first_card(fields: str) -> str:
    return f"cards:\n  - {{{fields}}}\n"


GOOD = "id: A01, name: Triangle, high: 5, provenance: confirmed, source: rulebook"


@pytest.mark.parametrize("fields, message", [
    ("id: A01, name: Triangle, provenance: confirmed, source: rulebook", "card A01: field 'high': missing"),
    (GOOD.replace("high: 5", "high: five"), "card A01: field 'high': expected a whole number >= 1, got 'five'"),
    (GOOD.replace("high: 5", "high: true"), "card A01: field 'high': expected a whole number >= 1, got True"),
    (GOOD.replace("high: 5", "high: 0"), "card A01: field 'high': expected a whole number >= 1, got 0"),
    (GOOD.replace("name: Triangle", "name: ' '"), "card A01: field 'name': expected a non-empty text, got ' '"),
    (GOOD.replace("name: Triangle", "name: [a]"), "card A01: field 'name': expected a non-empty text, got ['a']"),
    (GOOD.replace("confirmed", "rumour"),
     "card A01: field 'provenance': expected one of confirmed, project-default, got 'rumour'"),
    (GOOD.replace(", source: rulebook", ""), "card A01: field 'source': missing"),
    (GOOD.replace("source: rulebook", "source: ''"), "card A01: field 'source': expected a non-empty text, got ''"),
    (GOOD + ", hihg: 4", "card A01: field 'hihg': unknown field (known: high, id, name, provenance, source)"),
    ("name: Triangle, high: 5, provenance: confirmed, source: rulebook", "card #1: field 'id': missing"),
])
def test_a_bad_record_names_file_record_field_and_reason(tmp_path, fields, message):
    with pytest.raises(DataError) as error:
        load_cards(files_with(tmp_path, cards=with_first_card(fields)))
    assert str(error.value) == f"cards.yaml: {message}"


def test_a_record_that_is_not_a_mapping_is_named_by_its_place(tmp_path):
    with pytest.raises(DataError, match=r"^cards\.yaml: card #2: expected a mapping of fields, got 'A02'$"):
        load_cards(files_with(tmp_path, cards=with_first_card(GOOD) + "  - A02\n"))


def test_a_duplicate_key_names_the_record(tmp_path):
    with pytest.raises(DataError, match=r"^cards\.yaml: card A01: field 'id': duplicate card 'A01'$"):
        load_cards(files_with(tmp_path, cards=with_first_card(GOOD) + with_first_card(GOOD)[len("cards:\n"):]))


def test_records_are_named_by_quoted_text_keys_number_keys_or_their_place(tmp_path):
    files = files_with(tmp_path, cards=with_first_card(GOOD.replace("high: 5", "high: 0")))
    with pytest.raises(DataError, match=r"^cards\.yaml: card 'A01': field 'high'"):
        load_cards(files, plain_keys=False)
    numbered = files_with(tmp_path, cards=with_first_card("id: 7, high: 0"))
    with pytest.raises(DataError, match=r"^cards\.yaml: card \(id 7\): field 'name': missing"):
        load_cards(numbered, plain_keys=False)
    not_a_mapping = files_with(tmp_path, cards="cards: [A01]\n")
    with pytest.raises(DataError, match=r"^cards\.yaml: card #1: expected a mapping of fields"):
        load_cards(not_a_mapping)


def one_record(tmp_path, fields: str):
    files = files_with(tmp_path, table=f"table: {{{fields}}}\n")
    return files.record("table.yaml", "table", files.read("table.yaml", ("table",))["table"])


@pytest.mark.parametrize("read, fields, message", [
    (lambda r: r.flag("open", default=REQUIRED), "", "field 'open': missing"),
    (lambda r: r.flag("open"), "open: yes please", "field 'open': expected true or false, got 'yes please'"),
    (lambda r: r.choice("colour", ("red", "blue"), "colour"), "colour: pink",
     "field 'colour': unknown colour 'pink' (known: blue, red)"),
    (lambda r: r.choice("size", (3, 4), "size"), "size: 9", "field 'size': unknown size 9 (known: 3, 4)"),
    (lambda r: r.items("dice"), "dice: 3", "field 'dice': expected a list, got 3"),
    (lambda r: r.mapping("points"), "points: [1, 2]", "field 'points': expected a mapping, got [1, 2]"),
    (lambda r: r.counts("dice", ("red",), "die colour"), "dice: {red: 0}",
     "field 'dice.red': expected a whole number >= 1, got 0"),
    (lambda r: r.counts("dice", ("red",), "die colour"), "dice: {blue: 1}",
     "field 'dice': unknown die colour 'blue' (known: red)"),
    (lambda r: r.counts("dice", ("red",), "die colour"), "dice: 2",
     "field 'dice': expected a mapping of die colour to counts, got 2"),
    (lambda r: r.optional_integer("bonus"), "bonus: -1", "field 'bonus': expected a whole number >= 1, got -1"),
])
def test_each_kind_of_field_says_what_it_expected(tmp_path, read, fields, message):
    with pytest.raises(DataError) as error:
        read(one_record(tmp_path, fields))
    assert str(error.value) == f"table.yaml: table: {message}"


def test_fields_read_well_and_a_game_can_fail_a_field_or_the_whole_record(tmp_path):
    record = one_record(tmp_path, "open: true, dice: {red: 2}, bonus: 0, points: {3: 4}")
    assert (record.flag("open"), dict(record.counts("dice", ("red",), "die colour"))) == (True, {"red": 2})
    assert (record.integer("bonus", minimum=0), record.optional_integer("extra"), record.flag("shut")) == (0, None,
                                                                                                         False)
    assert record.mapping("points") == {3: 4}
    assert str(record.fail("dice", "two red dice are too many")) == (
        "table.yaml: table: field 'dice': two red dice are too many")
    assert str(record.fail(None, "a space cannot be both energy and star")) == (
        "table.yaml: table: a space cannot be both energy and star")
