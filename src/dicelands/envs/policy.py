"""A trained MaskablePPO policy as a dicelands agent: `--players policy:model.zip,lu287` in `simulate`/`tournament`.

The policy reads what any agent reads (the seat's view and its legal options): the view is encoded with the layout
the policy was trained on (re-derived from the game and options, checked against the fingerprint saved beside the
model in `model.zip.json`), and the legal options become the action mask. An option's label may depend on parts of
the state the seat can see (a die's colour and face), so labels are read from a state dealt from the view
(`game.sample_state`); the seat's own options are the same in every such state.
"""
from __future__ import annotations

import json
from pathlib import Path

import numpy as np

from ..bots.base import Agent
from ..engine.errors import OptionError
from .encode import derive_layout

_MODELS: dict[str, object] = {}  # path -> loaded model (workers play many games with one policy)


def sidecar(path: str | Path) -> Path:
    return Path(f"{path}.json")


def save_policy(model, path: str | Path, table) -> None:
    """Save the model and what it was trained on (game, options, layout fingerprint)."""
    model.save(str(path))
    meta = {"game": table.game.id, "options": table.options, "layout": table.layout.fingerprint,
            "layout_games": table.layout.meta["games"], "actions": table.actions}
    sidecar(path).write_text(json.dumps(meta, indent=1, default=str), encoding="utf-8")


def load_model(path: str):
    if path not in _MODELS:
        try:
            from sb3_contrib import MaskablePPO
        except ImportError as exc:
            raise OptionError(f"policy:{path}: needs sb3-contrib and torch ({exc})") from None
        if not Path(path).is_file():
            raise OptionError(f"policy:{path}: no such model file")
        import torch
        torch.set_num_threads(1)  # one small forward pass per decision; simulate runs a process per core
        _MODELS[path] = MaskablePPO.load(path, device="cpu")
    return _MODELS[path]


class PolicyAgent(Agent):
    name = "policy"

    def __init__(self, path: str | None, seed: int = 0, deterministic: bool = True):
        super().__init__(seed)
        if not path:
            raise OptionError("bot policy: give the model file, e.g. policy:model.zip")
        self.path, self.deterministic = path, deterministic
        self.model = load_model(path)
        meta = sidecar(path)
        self.meta = json.loads(meta.read_text(encoding="utf-8")) if meta.is_file() else None

    def act(self, game, view, seat, legal):
        options = game.resolve_options(view.get("options", {}))
        layout = derive_layout(game, options, games=(self.meta or {}).get("layout_games", 12))
        if self.meta and (self.meta["game"] != game.id or self.meta["layout"] != layout.fingerprint):
            raise OptionError(f"policy:{self.path} was trained on {self.meta['game']} {self.meta['options']}; "
                              f"this game's observation layout differs ({game.id} {options})")
        space = game.learning.action_space(options)
        state = game.sample_state(view, seat, self.rng.getrandbits(63))
        by_index = {space.index(state, seat, action): action for action in legal}
        mask = np.zeros(space.size, dtype=bool)
        mask[list(by_index)] = True
        index, _ = self.model.predict(layout.encode(view, seat), action_masks=mask, deterministic=self.deterministic)
        return by_index[int(index)]
