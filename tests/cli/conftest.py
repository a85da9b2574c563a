import pytest


@pytest.fixture(autouse=True)
def private_data_home(tmp_path, monkeypatch):
    """Autosaves of the games these tests play go to a temporary folder, not the tester's own."""
    monkeypatch.setenv("DICELANDS_HOME", str(tmp_path / "dicelands-home"))
