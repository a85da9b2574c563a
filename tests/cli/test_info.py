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
    assert "dice: faces                  project-default  spec §12 G01" in out


def test_info_counts_the_cards_players_read_by_kind_and_provenance(capsys):
    """Issue 41 (deliver 5): provenance stays in `dicelands info`; a player's `card NAME` never shows it."""
    assert main(["info", "dice-colony"]) == 0
    out = capsys.readouterr().out
    rows = [line.split() for line in out[out.index("cards players can read"):].splitlines()[1:5]]
    assert rows == [["Objective", "card", "20:", "20", "project-default"],
                    ["Starting", "card", "4:", "4", "project-default"],
                    ["icon", "7:", "7", "confirmed"], ["sheet", "space", "1:", "1", "confirmed"]]
