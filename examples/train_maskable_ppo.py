"""Train sb3-contrib's MaskablePPO (CPU torch) on a dicelands game and measure its learning curve.

    pip install 'dicelands[rl]' sb3-contrib torch
    python examples/train_maskable_ppo.py --game dice-colony --opponents random --minutes 30 --out runs/colony
    python examples/train_maskable_ppo.py --game dice-colony --opponents lu287 --minutes 30 --out runs/solo

Every `--eval-every` minutes of wall clock (evaluation time included) the current policy plays `--eval-games`
games on fixed seeds (deterministic actions); the random agent in the same seat on the same seeds is the baseline.
Writes OUT/policy.zip (+ policy.zip.json: game, options, observation layout), OUT/curve.csv and OUT/curve.png
(`--plot` copies the figure elsewhere). Then put the policy into simulate or a tournament as an agent:

    dicelands simulate dice-colony -n 200 --seed 100000 --players policy:runs/colony/policy.zip,random
"""
from __future__ import annotations

import argparse
import csv
import math
import shutil
import time
from pathlib import Path

import numpy as np
import torch
from sb3_contrib import MaskablePPO
from stable_baselines3.common.callbacks import BaseCallback
from stable_baselines3.common.vec_env import DummyVecEnv, SubprocVecEnv

from dicelands.cli.options import parse_options
from dicelands.envs import DicelandsEnv
from dicelands.envs.policy import save_policy
from dicelands.sim.runner import play_game

EVAL_SEED = 1_000_000  # evaluation games use seeds EVAL_SEED + i, never seen in training (seeds drawn below 2**31)


def wilson(successes: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """95% interval of a rate."""
    if not games:
        return 0.0, 1.0
    rate = successes / games
    centre = (rate + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(rate * (1 - rate) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def win_share(winners, seat: int) -> float:
    """1 for a sole win, 1/k for a win shared by k seats, 0 for a loss."""
    return 1.0 / len(winners) if seat in winners else 0.0


def evaluate(model, env: DicelandsEnv, games: int) -> dict:
    wins, scores = 0.0, []
    for i in range(games):
        obs, info = env.reset(seed=EVAL_SEED + i)
        over = not info["action_mask"].any()
        while not over:
            action, _ = model.predict(obs, action_masks=env.action_masks(), deterministic=True)
            obs, _, over, _, info = env.step(int(action))
        result = info["result"]
        wins += win_share(result["winners"], env.learner)
        scores.append(result["scores"][env.learner]["total"])
    return {"win_rate": wins / games, "ci": wilson(wins, games), "score": float(np.mean(scores))}


def random_baseline(game: str, opponents: list[str], options: dict, games: int, learner: int) -> dict:
    """The random agent in the learner's seat on the evaluation seeds (exactly as `dicelands simulate` plays it)."""
    players = list(opponents)
    players.insert(learner, "random")
    wins, scores = 0.0, []
    from dicelands.engine import get_game
    for i in range(games):
        row = play_game(get_game(game), tuple(players), EVAL_SEED + i, options)
        winners = [int(s) for s in row["winners"].split("+") if s]
        wins += win_share(winners, learner)
        scores.append(row[f"s{learner}_total"])
    return {"win_rate": wins / games, "ci": wilson(wins, games), "score": float(np.mean(scores))}


class Clock(BaseCallback):
    """Evaluates every `every` seconds and stops training after `limit` seconds of wall clock."""

    def __init__(self, env, limit: float, every: float, games: int, rows: list, out: Path):
        super().__init__()
        self.env, self.limit, self.every, self.games, self.rows, self.out = env, limit, every, games, rows, out
        self.start = self.last = time.perf_counter()

    def record(self) -> None:
        found = evaluate(self.model, self.env, self.games)
        row = {"minutes": round((time.perf_counter() - self.start) / 60, 2), "timesteps": self.num_timesteps,
               "win_rate": round(found["win_rate"], 4), "ci_low": round(found["ci"][0], 4),
               "ci_high": round(found["ci"][1], 4), "score": round(found["score"], 2)}
        self.rows.append(row)
        print(f"[{row['minutes']:6.2f} min] {row['timesteps']:>8} steps: win rate {row['win_rate']:.3f} "
              f"({row['ci_low']:.3f}-{row['ci_high']:.3f}), mean score {row['score']:.1f}", flush=True)
        write_csv(self.rows, self.out / "curve.csv")
        self.model.save(str(self.out / "checkpoint.zip"))

    def _on_training_start(self) -> None:
        self.record()
        self.last = time.perf_counter()

    def _on_step(self) -> bool:
        now = time.perf_counter()
        if now - self.last >= self.every:
            self.record()
            self.last = time.perf_counter()
        return now - self.start < self.limit


def write_csv(rows: list, path: Path) -> None:
    with path.open("w", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)


def plot(rows: list, baseline: dict, title: str, path: Path) -> None:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    minutes = [r["minutes"] for r in rows]
    fig, ax = plt.subplots(figsize=(7, 4))
    ax.plot(minutes, [r["win_rate"] for r in rows], marker="o", label="MaskablePPO (deterministic)")
    ax.fill_between(minutes, [r["ci_low"] for r in rows], [r["ci_high"] for r in rows], alpha=0.25)
    ax.axhline(baseline["win_rate"], color="grey", linestyle="--", label="random agent in the same seat")
    ax.axhspan(*baseline["ci"], color="grey", alpha=0.15)
    ax.set_xlabel("wall-clock minutes (training + evaluation)")
    ax.set_ylabel("win share on the evaluation seeds")
    ax.set_ylim(0, 1)
    ax.set_title(title, fontsize=9)
    ax.legend(loc="lower right", fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=110)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="dice-colony")
    parser.add_argument("--opponents", default="random", help="comma-separated, e.g. random or lu287")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--minutes", type=float, default=30.0, help="wall-clock budget, evaluations included")
    parser.add_argument("--eval-every", type=float, default=3.0, help="minutes between evaluations")
    parser.add_argument("--eval-games", type=int, default=200)
    parser.add_argument("--envs", type=int, default=2, help="environment worker processes")
    parser.add_argument("--score-weight", type=float, default=0.02, help="reward += weight x score difference")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", default="runs/maskable-ppo")
    parser.add_argument("--plot", help="also copy the figure here (e.g. docs/rl-learning-curve.png)")
    args = parser.parse_args()

    torch.set_num_threads(1)  # the environment workers use the other cores
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    opponents = [o.strip() for o in args.opponents.split(",")]
    options = parse_options(args.option)
    kwargs = dict(opponents=opponents, score_weight=args.score_weight, skip_forced=True, **options)
    probe = DicelandsEnv(args.game, **kwargs)  # derives the observation layout once; the workers inherit it
    layout = probe.table.layout
    factories = [lambda: DicelandsEnv(args.game, layout=layout, **kwargs) for _ in range(args.envs)]
    venv = SubprocVecEnv(factories, start_method="fork") if args.envs > 1 else DummyVecEnv(factories)
    venv.seed(args.seed)
    model = MaskablePPO("MlpPolicy", venv, learning_rate=3e-4, n_steps=1024, batch_size=256, n_epochs=5,
                        gamma=0.995, ent_coef=0.01, policy_kwargs={"net_arch": [128, 128]}, seed=args.seed,
                        device="cpu", verbose=0)
    evaluator = DicelandsEnv(args.game, layout=layout, **{**kwargs, "score_weight": 0.0})
    baseline = random_baseline(args.game, opponents, options, args.eval_games, probe.learner)
    print(f"{args.game} vs {','.join(opponents)}: observation {layout.size} features, {probe.table.actions} actions; "
          f"random agent in the learner's seat: win rate {baseline['win_rate']:.3f} "
          f"({baseline['ci'][0]:.3f}-{baseline['ci'][1]:.3f}), mean score {baseline['score']:.1f}", flush=True)
    rows: list = []
    clock = Clock(evaluator, args.minutes * 60, args.eval_every * 60, args.eval_games, rows, out)
    model.learn(total_timesteps=10**10, callback=clock)
    if rows[-1]["timesteps"] != model.num_timesteps:
        clock.record()
    save_policy(model, out / "policy.zip", probe.table)
    venv.close()
    shown = " ".join(f"{k}={v}" for k, v in options.items())
    title = (f"{args.game}{' ' + shown if shown else ''} vs {','.join(opponents)}: MaskablePPO, {args.envs} env workers, "
             f"{rows[-1]['timesteps']} steps in {rows[-1]['minutes']:.0f} min; {args.eval_games} eval games")
    plot(rows, baseline, title, out / "curve.png")
    if args.plot:
        shutil.copy(out / "curve.png", args.plot)
    print(f"saved {out / 'policy.zip'}; evaluate it with:\n  dicelands simulate {args.game} -n {args.eval_games} "
          f"--seed {EVAL_SEED} --players policy:{out / 'policy.zip'},{','.join(opponents)}")


if __name__ == "__main__":
    main()
