"""The games as OpenSpiel Python games: OpenSpiel's random simulation test and one of its own algorithms run on them."""
import pytest

pyspiel = pytest.importorskip("pyspiel")

from dicelands.engine import registry  # noqa: E402
from dicelands.envs import openspiel  # noqa: E402


def load(case):
    game_id, options, _ = case
    openspiel.register_games()
    params = ",".join(f"{k}={v}" for k, v in options.items())
    return pyspiel.load_game(f"dicelands_{game_id.replace('-', '_')}({params})" if params else
                             f"dicelands_{game_id.replace('-', '_')}")


def test_openspiel_random_simulation_test_passes(case):
    game = load(case)
    assert game.get_type().chance_mode == pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC
    assert game.get_type().information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    # a game whose random games run thousands of decisions (it says so to the conformance suite) plays one here
    every = registry.get_game(case[0]).conformance.every
    pyspiel.random_sim_test(game, num_sims=max(1, 3 // every), serialize=False, verbose=False)


def test_openspiel_mcts_plays_a_game_and_the_observation_is_the_encoded_view(case):
    from open_spiel.python.algorithms import mcts
    game = load(case)
    state = game.new_initial_state()
    bot = mcts.MCTSBot(game, uct_c=2, max_simulations=4, evaluator=mcts.RandomRolloutEvaluator(1, None),
                       random_state=None)
    for _ in range(3):
        if state.is_terminal():
            break
        player = state.current_player()
        table = openspiel._table(state.key)
        view = table.game.view(state.engine_state, table.seats[player])
        assert list(state.observation_tensor(player)) == list(table.layout.encode(view, table.seats[player]))
        state.apply_action(bot.step(state))


def test_openspiel_is_mcts_plays_on_states_resampled_from_the_view():
    from open_spiel.python.algorithms import ismcts, mcts
    game = load(("toy", {"modules": "cards"}, []))
    state = game.new_initial_state()
    state.apply_action(2)  # seat 0 draws a secret card
    resampled = {tuple(state.resample_from_infostate(1, pyspiel.UniformProbabilitySampler(0., 1.))
                       .engine_state.ext["cards"]["hands"][0]) for _ in range(30)}
    assert len(resampled) > 1  # seat 1 does not know the card: samples differ
    mine = {tuple(state.resample_from_infostate(0, pyspiel.UniformProbabilitySampler(0., 1.))
                  .engine_state.ext["cards"]["hands"][0]) for _ in range(10)}
    assert mine == {tuple(state.engine_state.ext["cards"]["hands"][0])}  # seat 0 does
    bot = ismcts.ISMCTSBot(game, mcts.RandomRolloutEvaluator(1, None), uct_c=2, max_simulations=8,
                           use_observation_string=True)
    while not state.is_terminal():
        state.apply_action(bot.step(state))


def test_the_information_state_is_the_players_own_log_and_view():
    """Perfect recall for OpenSpiel's algorithms: what a player saw, in order, and never another seat's secret."""
    import json
    game = load(("toy", {"modules": "cards"}, []))
    assert game.get_type().provides_information_state_string
    state = game.new_initial_state()
    state.apply_action(2)  # seat 0 draws a secret card
    table = openspiel._table(state.key)
    card = state.engine_state.ext["cards"]["hands"][0][0]
    mine, theirs = (json.loads(state.information_state_string(p)) for p in (0, 1))
    assert mine["view"] == table.game.view(state.engine_state, table.seats[0])
    assert any(str(card) in line for line in mine["log"])
    assert not any(str(card) in line for line in theirs["log"]) and mine["log"] != theirs["log"]
    before = len(mine["log"])
    state.apply_action(state.legal_actions()[0])
    assert json.loads(state.information_state_string(0))["log"][:before] == mine["log"]  # nothing forgotten
