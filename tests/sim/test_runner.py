"""The runner: identical rows whatever the backend or the number of workers; interrupts keep finished rows."""
import pytest

from dicelands.sim import Job, play_game, run_jobs
from dicelands.sim.runner import RunError, agent_seed
from dicelands.engine import get_game

from tests.bots.blind_bid import BlindBid

PLAYERS = ("mcts:15", "greedy", "random")


def jobs(n=12, players=PLAYERS, seed=40):
    return [Job(i, players, seed + i) for i in range(n)]


def without_duration(rows):
    return [{k: v for k, v in row.items() if k != "duration"} for row in rows]


def test_a_row_names_seed_seats_scores_winner_and_length():
    row = play_game(get_game("blind-bid"), PLAYERS, 3)
    assert row["seed"] == 3 and row["players"] == "mcts:15,greedy,random"
    assert [row["seat0"], row["seat1"], row["seat2"]] == list(PLAYERS)
    assert {"s0_bank", "s0_gamble", "s0_total", "s2_total"} <= set(row)
    assert row["winners"] and all(0 <= int(w) < 3 for w in row["winners"].split("+"))
    assert row["decisions"] >= 9 and row["turns"] >= 3 and row["duration"] >= 0


def test_a_game_past_its_decision_limit_stops_with_an_error_naming_the_seed():
    """A game that never ends (a bot picking an option that leads back where it was chosen) must fail the run, not
    hang it: here a game whose limit is below its real length stands in for one."""
    class Endless(BlindBid):
        decision_limit = 4

    with pytest.raises(RunError, match=r"blind-bid seed 3 \(mcts:15,greedy,random\): no end after \d+ decisions"):
        play_game(Endless(), PLAYERS, 3)
    assert play_game(BlindBid(), PLAYERS, 3)["decisions"] > 4


def test_agent_seeds_depend_on_game_seed_and_seat_only():
    assert agent_seed(5, 0) == agent_seed(5, 0)
    assert len({agent_seed(s, seat) for s in range(20) for seat in range(4)}) == 80


def test_one_and_two_workers_give_identical_rows():
    one = run_jobs("blind-bid", jobs(), workers=1)
    two = run_jobs("blind-bid", jobs(), workers=2)
    assert not one.interrupted and not two.interrupted
    assert [r["seed"] for r in one.rows] == list(range(40, 52))
    assert without_duration(one.rows) == without_duration(two.rows)


def test_ray_backend_gives_identical_rows():
    pytest.importorskip("ray")
    local = run_jobs("blind-bid", jobs(), workers=1)
    on_ray = run_jobs("blind-bid", jobs(), workers=2, backend="ray")
    assert without_duration(on_ray.rows) == without_duration(local.rows)


@pytest.mark.parametrize("workers", [1, 2])
def test_an_interrupt_keeps_the_rows_finished_so_far(workers):
    seen = []

    def stop_after_three(row):
        seen.append(row)
        if len(seen) == 3:
            raise KeyboardInterrupt

    outcome = run_jobs("blind-bid", jobs(40, ("random", "random")), workers=workers, on_row=stop_after_three)
    assert outcome.interrupted
    assert len(outcome.rows) == 3 and sorted(r["seed"] for r in outcome.rows) == sorted(r["seed"] for r in seen)
