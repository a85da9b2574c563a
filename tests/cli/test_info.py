"""`dicelands info GAME` lists which component data is confirmed and which is a project default."""
from dicelands.cli import main


def test_info_prints_dice_colony_provenance_by_file_and_section(capsys):
    assert main(["info", "dice-colony"]) == 0
    out = capsys.readouterr().out
    data = out[out.index("component data:"):out.index("cards players can read")].splitlines()[1:]
    assert [line.split()[:3] for line in data] == [
        ["sheets.yaml:", "scoring", "confirmed"], ["sheets.yaml:", "sides", "project-default"],
        ["starting_cards.yaml:", "cards", "project-default"], ["objectives.yaml:", "cards", "project-default"],
        ["value.yaml:", "value", "project-default"]]


def test_info_prints_dice_settlers_provenance_by_its_own_parts(capsys):
    assert main(["info", "dice-settlers"]) == 0
    out = capsys.readouterr().out
    assert "dice: faces                  project-default  6 project-default (spec §12 G01)" in out


def test_info_counts_confirmed_and_project_default_records_and_lists_each_modules_data(capsys):
    """Issue 41 (deliver 5): per kind of component, how many records are confirmed and how many are project defaults,
    with their sources; the modules' own data files too (Dice City's By Royal Decree, Western Sea's modules)."""
    assert main(["info", "dice-city"]) == 0
    out = capsys.readouterr().out
    assert "queens-plans: plans.yaml: plans project-default  18 project-default (spec §6 / G16" in out
    assert "presence: presence-locations.yaml: locations" in out and "trade-board: trade-board.yaml: sides" in out
    assert main(["info", "dice-settlers"]) == 0
    out = capsys.readouterr().out
    for part in ("advisors: advisors.yaml: advisors", "enclosures: enclosures.yaml: cards",
                 "envoys: western_sea/envoys/envoys.yaml: envoys"):
        assert part in out
    technologies = next(line for line in out.splitlines() if line.split()[:3] == ["technologies:", "cards", "mixed"])
    assert "1 confirmed (spec §9.2 [C: PDRAGON]" in technologies and "13 project-default: " in technologies
    assert main(["info", "catan"]) == 0
    beginner = next(line for line in capsys.readouterr().out.splitlines() if "components.yaml: beginner " in line)
    assert "confirmed" in beginner and "josefwaller/PyCatan2" in beginner


def test_info_counts_the_cards_players_read_by_kind_and_provenance(capsys):
    """Issue 41 (deliver 5): provenance stays in `dicelands info`; a player's `card NAME` never shows it."""
    assert main(["info", "dice-colony"]) == 0
    out = capsys.readouterr().out
    rows = [line.split() for line in out[out.index("cards players can read"):].splitlines()[1:5]]
    assert rows == [["Objective", "card", "20:", "20", "project-default"],
                    ["Starting", "card", "4:", "4", "project-default"],
                    ["icon", "7:", "7", "confirmed"], ["sheet", "space", "1:", "1", "confirmed"]]
