"""Where terminal games are kept: every game is written after each action, to `--save FILE` or to an autosave file
in the player's data folder, so no game is ever lost; `dicelands play --continue` picks up the last one.

The data folder is $DICELANDS_HOME, else $XDG_DATA_HOME/dicelands, else ~/.local/share/dicelands. It holds
`games/GAME-seedSEED.json` (autosaves) and `last-game.txt` (the path of the game played last).
"""
from __future__ import annotations

import json
import os
from pathlib import Path

from ..engine import OptionError


def data_home() -> Path:
    if os.environ.get("DICELANDS_HOME"):
        return Path(os.environ["DICELANDS_HOME"])
    base = os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
    return Path(base) / "dicelands"


def autosave_path(game_id: str, seed: int | str) -> Path:
    return data_home() / "games" / f"{game_id}-seed{seed}.json"


def resumed_path(game_id: str, seed: int | str, given: Path) -> Path:
    """Where a game resumed from `given` goes on being saved: an autosave that is neither `given` nor any file
    already there (`GAME-seedSEED-2.json`, `-3`, ...), so no file is written over."""
    path, number = autosave_path(game_id, seed), 1
    while path.exists() or path.resolve() == given.resolve():
        number += 1
        path = path.with_name(f"{game_id}-seed{seed}-{number}.json")
    return path


def remember_last(path: Path) -> None:
    try:
        (data_home() / "last-game.txt").write_text(str(Path(path).resolve()) + "\n", encoding="utf-8")
    except OSError:
        pass  # only a convenience for --continue; the game itself is saved


def last_game() -> Path:
    """The game to --continue, or an OptionError that says what to do instead."""
    pointer = data_home() / "last-game.txt"
    try:
        path = Path(pointer.read_text(encoding="utf-8").strip())
    except OSError:
        raise OptionError("there is no game to continue yet: start one with, e.g., dicelands play dice-colony"
                          ) from None
    if not path.is_file():
        raise OptionError(f"the last game was saved in {path}, which is gone: start a new one with dicelands play GAME")
    return path


def make_data_folder(folder: Path) -> None:
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise OptionError(f"cannot create the folder for saved games {folder} ({exc.strerror or exc}): set "
                          "DICELANDS_HOME to a folder you can write, or give --save FILE") from None


def check_writable(path: Path) -> None:
    """Before the first move: can the game be written there? An OptionError with a way forward if not."""
    if path.is_dir():
        raise OptionError(f"--save {path} is a folder: give a file name, e.g. --save {path / 'game.json'}")
    folder = path.parent
    if not folder.is_dir():
        raise OptionError(f"cannot save to {path}: the folder {folder} does not exist (create it, or choose another "
                          "--save file)")
    if not os.access(folder, os.W_OK) or path.exists() and not os.access(path, os.W_OK):
        raise OptionError(f"cannot save to {path}: no permission to write there (choose another --save file)")


def write_record(path: Path, record: dict) -> None:
    """Atomically: a crash mid-write leaves the previous save whole. OSError passes up."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(path.name + ".part")
    temporary.write_text(record_text(record), encoding="utf-8")
    os.replace(temporary, path)


def record_text(record: dict) -> str:
    """JSON with one action per line, so saved games read and diff well."""
    lines = []
    for key, value in record.items():
        if key == "actions" and value:
            body = "[\n" + ",\n".join(f"    {json.dumps(action)}" for action in value) + "\n  ]"
        else:
            body = json.dumps(value)
        lines.append(f"  {json.dumps(key)}: {body}")
    return "{\n" + ",\n".join(lines) + "\n}\n"
