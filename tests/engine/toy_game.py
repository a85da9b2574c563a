"""A tiny game for testing the engine alone: two seats race a counter to 10.

Each turn the mover either steps (+1) or rolls (+1..3 from a seeded die; forced kind "roll"). Each seat is dealt a
secret card (1-6) from a face-down deck at setup; the secret is a hidden zone, so views, belief sampling and
per-seat logs have something to hide. The game takes modules (tests/engine/toy_modules/): its extension points are
listed in `extension_points`, and it never names a module.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from dicelands.engine import (SEAT, Flow, Game, HiddenZone, OptionSpec, PositionError, Result, Rng, Step, StepFlow,
                              StepRegistry, make_action)

STEPS = StepRegistry("toy")
STEP = make_action("step", "step")
ROLL = make_action("roll", "roll")


@STEPS.register
@dataclass(frozen=True)
class Race(Step):
    """The mover's turn: step or roll; modules may offer more here."""

    def prompt(self, game, state, seat):
        return "step or roll"

    def options(self, game, state, seat):
        return [STEP, ROLL]

    def apply(self, game, state, seat, action):
        if action.kind == "roll":
            forced = state.rng.take_forced("roll")
            state.last_roll = int(forced) if forced else state.rng.die(3)
            state.counter += state.last_roll
        else:
            state.counter += 1
        game.end_turn(state, seat)


@dataclass
class ToyState:
    options: dict
    rng: Rng
    flow: Flow
    counter: int = 0
    mover: int = 0
    secrets: list = field(default_factory=list)  # per seat: [card]
    deck: list = field(default_factory=list)  # face down
    last_roll: int = 0
    ext: dict = field(default_factory=dict)  # module name -> its section (immutable values)

    def copy(self) -> ToyState:
        return ToyState(self.options, self.rng.copy(), self.flow, self.counter, self.mover,
                        [s[:] for s in self.secrets], self.deck[:], self.last_roll, dict(self.ext))


class ToyGame(StepFlow, Game):
    id = "toy"
    title = "Toy race"
    rules_version = "1"
    option_specs = (OptionSpec("players", int, 2, "seats", minimum=2, maximum=2),
                    OptionSpec("target", int, 10, "counter value that ends the game", minimum=1, maximum=99))
    steps = STEPS
    modules_package = "tests.engine.toy_modules"
    extension_points = {
        "setup": "setup(game, state): after the base set-up",
        "score": "score(state, seat) -> {category: points} added to the seat's score",
        "position": "(to_json(state) -> dict, from_json(data) -> section): the module's part of a position",
        "describe": "describe(game, state, seat, action, reader) -> a log line for the module's actions",
        "labels": "labels -> the module's labels in the action space",
    }
    hidden_zones = (HiddenZone("secret", ("secrets", SEAT), "owner", pool="cards"),
                    HiddenZone("deck", ("deck",), "nobody", pool="cards"))

    def _setup(self, options, rng):
        deck = list(range(1, 7))
        rng.shuffle(deck)
        secrets = [[deck.pop()], [deck.pop()]]
        state = ToyState(options, rng, Flow.empty(2).push(0, Race()), secrets=secrets, deck=deck)
        for setup in self.hooks(options, "setup"):
            setup(self, state)
        return state

    def _advance(self, state):
        pass

    def end_turn(self, state, seat):
        """The turn passes to the other seat, or the game ends (a public operation modules use too)."""
        state.mover = 1 - seat
        state.flow = state.flow.clear()
        if state.counter < state.options["target"]:
            state.flow = state.flow.push(state.mover, Race())

    def action_labels(self, options):
        return ("step", "roll") + tuple(label for labels in self.hooks(options, "labels") for label in labels)

    def result(self, state):
        over = self.is_over(state)
        scores = []
        for seat in (0, 1):
            line = {"race": state.counter if seat != state.mover else 0}
            for score in self.hooks(state.options, "score"):
                line.update(score(state, seat))
            line["total"] = sum(line.values())
            scores.append(line)
        return Result(tuple(scores), (1 - state.mover,) if over else (), over)

    def describe(self, state, seat, action, reader=None):
        for describe in self.hooks(state.options, "describe"):
            line = describe(self, state, seat, action, reader)
            if line:
                return line
        return f"seat {seat}: {action}"

    def to_position(self, state):
        position = {**self.position_header(state), "options": dict(state.options), "counter": state.counter,
                    "mover": state.mover, "secrets": [s[:] for s in state.secrets], "deck": state.deck[:],
                    "flow": state.flow.to_json(STEPS), "rng": state.rng.to_json()}
        sections = {m.name: m.hooks["position"][0](state) for m in self.catalog.active(state.options)
                    if "position" in m.hooks}
        if sections:
            position["modules"] = sections
        return position

    def from_position(self, position):
        self.check_position_header(position)
        options = self.position_options(position)
        if not isinstance(position.get("counter"), int) or position["counter"] < 0:
            raise PositionError("counter must be a non-negative whole number")
        flow = Flow.from_json(position.get("flow"), STEPS, 2)
        state = ToyState(options, Rng.from_json(position["rng"]), flow, position["counter"], position["mover"],
                         [list(s) for s in position["secrets"]], list(position["deck"]))
        for module in self.catalog.active(options):
            if "position" in module.hooks:
                state.ext[module.name] = module.hooks["position"][1](position.get("modules", {}).get(module.name))
        return state


GAME = ToyGame()
