"""The Envoys module (Dice Settlers — Western Sea, issue 9): a soak and a bot measurement, outside CI.

    python benchmarks/envoys.py soak 200 2 3 4        # random full games per player count: the base game's invariants
                                                    # (position.check_state) and the module's after every decision,
                                                    # each record replayed, each final position round-tripped
    python benchmarks/envoys.py bots 40 greedy,random  # win rates (Wilson 95%), mean Envoy points, hires per game
"""
import math
import random
import sys
import time

from dicelands.bots import make_agent
from dicelands.engine import get_game
from dicelands.games.dice_settlers.modules.envoys import rules
from dicelands.games.dice_settlers.position import check_state

GAME = get_game("dice-settlers")


def module_invariants(state):
    envoys = rules.section(state)
    cards = [*envoys["display"], *envoys["deck"], *([envoys["current"]] if envoys["current"] else []),
             *(c for hired in envoys["hired"] for c in hired)]
    assert sorted(cards) == sorted(rules.cards_in_play(state.options)), cards
    assert len(envoys["display"]) <= 4
    assert all(card in envoys["display"] or card == envoys["current"] for card, _ in envoys["markers"])
    if state.seats >= 3:
        assert all(sum(seat in s for _, s in envoys["markers"]) <= 1 for seat in range(state.seats))


def soak(games: int, player_counts: list[int]) -> None:
    for players in player_counts:
        options, start, decisions = {"players": players, "modules": "envoys"}, time.time(), 0
        for seed in range(games):
            chooser, state, actions = random.Random(seed), GAME.new_state(options, seed=seed), []
            while not GAME.is_over(state):
                seat = chooser.choice(GAME.to_move(state))
                action = chooser.choice(GAME.legal_actions(state, seat))
                actions.append((seat, str(action)))
                state = GAME.apply(state, seat, action)
                check_state(state)
                module_invariants(state)
                decisions += 1
            replay = GAME.new_state(options, seed=seed)
            for seat, text in actions:
                replay = GAME.apply(replay, seat, text)
            final = GAME.to_position(state)
            assert GAME.to_position(replay) == final, f"seed {seed}: the record does not replay"
            assert GAME.to_position(GAME.from_position(final)) == final, f"seed {seed}: position round trip"
        print(f"players={players} modules=envoys: {games} games, {decisions} decisions, 0 failures, "
              f"{time.time() - start:.0f} s", flush=True)


def wilson(k: float, n: int, z: float = 1.96) -> str:
    p = k / n
    d = 1 + z * z / n
    centre, half = (p + z * z / (2 * n)) / d, z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return f"{p:.1%} [{max(0.0, centre - half):.1%}, {min(1.0, centre + half):.1%}]"


def bots(games: int, players: list[str]) -> None:
    n = len(players)
    wins, points, hires, totals = [0.0] * n, [0] * n, [0] * n, [0] * n
    for i in range(games):
        seed = 1000 + i
        agents = [make_agent(p, seed * 10 + k) for k, p in enumerate(players)]
        state = GAME.new_state({"players": n, "modules": "envoys"}, seed=seed)
        while not GAME.is_over(state):
            seat = GAME.to_move(state)[0]
            legal = GAME.legal_actions(state, seat)
            action = legal[0] if len(legal) == 1 else agents[seat].act(GAME, GAME.view(state, seat), seat, legal)
            state = GAME.apply(state, seat, action)
        result = GAME.result(state)
        for s in range(n):
            wins[s] += (s in result.winners) / len(result.winners)
            points[s] += result.scores[s]["envoys"]
            totals[s] += result.scores[s]["total"]
            hires[s] += len(rules.section(state)["hired"][s])
    for s, p in enumerate(players):
        print(f"seat {s} {p}: wins {wilson(wins[s], games)}, mean score {totals[s] / games:.1f}, "
              f"mean Envoy points {points[s] / games:.2f}, hires per game {hires[s] / games:.2f}")


if __name__ == "__main__":
    mode, count = sys.argv[1], int(sys.argv[2])
    if mode == "soak":
        soak(count, [int(p) for p in sys.argv[3:]])
    else:
        bots(count, sys.argv[3].split(","))
